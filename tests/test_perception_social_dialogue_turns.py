"""A dialogue written as speaker turns is a live exchange: company for the observer when they
speak one of its turns (session 9, from the fresh set's "[dialogue] Saoirse: 'How's the new
baby treating you?' Niamh: 'Exhausting, but she's gorgeous. Come round Sunday!' Saoirse: 'I'd
love that.'", and the chat transcript "[19:02] Mateus: how did the interview go?? [19:03]
Rosa: ok i think!!").

A turn is a capitalised word, or "You"/"Me", opening the text or following a sentence end, a
quote mark or a bracket, then a colon (core.yaml socialize ``dialogue``); two or more speakers
must take turns. A chat the observer only reads, a label before a colon and a work exchange
(``yields_to``) are no company.
"""

from __future__ import annotations

import itertools

from helpers import failing_cases

from engine.perception import perceive


def company(lex, text: str, observer: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


PAIRS = [("Saoirse", "Niamh"), ("Mateus", "Rosa"), ("Kofi", "Ama"), ("Ines", "Dario")]
QUOTES = [("'", "'"), ('"', '"'), ("‘", "’"), ("“", "”"), ("", "")]
OPENERS = ["", "[dialogue] ", "[19:02] ", "Transcript. "]
LINES = [("How's the new baby treating you?", "Exhausting, but she's gorgeous.",
          "I'd love to see her."),
         ("Did you get the tickets?", "Yes, two for Friday.", "Brilliant, thanks."),
         ("Long day?", "The longest.", "Same here.")]


def dialogue(opener: str, first: str, second: str, quotes: tuple[str, str],
             lines: tuple[str, str, str], you: bool = False) -> str:
    a, b = quotes
    me = "You" if you else first
    return (f"{opener}{me}: {a}{lines[0]}{b} {second}: {a}{lines[1]}{b} "
            f"{me}: {a}{lines[2]}{b}")


def test_each_speaker_of_a_dialogue_socialises(lex) -> None:
    def one_case(pair, quotes, opener, lines):
        text = dialogue(opener, *pair, quotes, lines)
        assert company(lex, text, pair[0])
        assert company(lex, text, pair[1])

    cases = list(itertools.product(PAIRS, QUOTES, OPENERS, LINES))
    assert failing_cases(one_case, cases) == []


def test_you_as_a_speaker_is_the_observer(lex) -> None:
    def one_case(pair, quotes, lines):
        assert company(lex, dialogue("", *pair, quotes, lines, you=True), "Zed")

    cases = list(itertools.product(PAIRS, QUOTES, LINES))
    assert failing_cases(one_case, cases) == []


def test_a_dialogue_the_observer_only_reads_is_not_theirs(lex) -> None:
    def one_case(pair, quotes, opener, lines):
        assert not company(lex, dialogue(opener, *pair, quotes, lines), "Zed")

    cases = list(itertools.product(PAIRS, QUOTES, OPENERS, LINES))
    assert failing_cases(one_case, cases) == []


# Negative controls: one speaker, labels before a colon, a work exchange.
NOT_DIALOGUES = [
    ("Saoirse", "Saoirse: 'I'd love that.'"),
    ("Saoirse", "[dialogue] Saoirse: 'Anyone there?' Saoirse: 'Hello?'"),
    ("Cormac", "Intention: visit Mum at the care home. Outcome: pending, the bus is late."),
    ("Vikram", "Intention: swim 30 lengths at 7am. Outcome: pending."),
    ("Camila", "Calendar (Camila): Thu 19:00 salsa class; Fri 13:00 lunch with Lucia"),
    ("Saoirse", "Goal: nap for 20 minutes. Status: pending, the baby is still awake."),
    ("Jonah", "Your phone pings: the family group chat. Mum: 'Dad hurt his knee.' Dad: "
              "'It's fine.' Mum: 'It is not fine.'"),
    ("Ana", "Ana is finishing the report @ office: desk 4. Ben: 'Coffee?' Ana: 'Later.'"),
    ("Ana", "[team chat] Ben: is the deck done? Ana: nearly, just fixing the charts. Ben: ok"),
    ("Beatriz", "[#newsdesk 21:14] Kenji: flood copy in?  |  Beatriz: 5 mins, haven't eaten"),
    ("Ana", "[#ops 09:10] Ben: 'Server's back up.' Ana: 'Great, thanks.'"),
]


def test_no_exchange_of_the_observers_is_no_company(lex) -> None:
    def one_case(observer, text):
        assert not company(lex, text, observer)

    cases = NOT_DIALOGUES
    assert failing_cases(one_case, cases) == []
