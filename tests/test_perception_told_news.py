"""News told in a personal exchange: a call, a word heard from someone, a warning or a paper read
aloud to someone is the observer's company even when what is told is someone else's illness, a
threat elsewhere or an accident (the content is reported, the exchange is actual). The report cue
may sit on the companion itself ("hears from Mei that ..."), or the news may follow a colon after
the caller and listener are named ("rings Tomasz with his results: it's ..."). Negative controls:
a phone that only buzzes before a colon, an exchange between two other people, a negated call,
a warning aimed at nobody, a plan to call."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

TELLERS = ["Mei", "her sister", "her friend Ruth", "Tomás"]
NEWS = [
    "Jun was sick all night",
    "Grandad has the flu",
    "Bo broke his leg skiing",
    "there was a fire at the mill last week",
]


def test_heard_from_someone_is_company(lex) -> None:
    def one_case(teller, news):
        text = f"Ana hears from {teller} that {news}."
        assert "socialize" in actual_kinds(lex, text, "Ana")

    cases = list(itertools.product(TELLERS, NEWS))
    assert failing_cases(one_case, cases) == []


CALLERS = ["Her sister", "Tomás", "Her mum", "The club doctor"]
CALL_VERBS = ["rings", "phones", "calls"]
RESULTS = [
    "it's glandular fever",
    "the scan shows a fracture",
    "Bo is in hospital with pneumonia",
]


def test_news_after_a_colon_of_a_call_is_company(lex) -> None:
    def one_case(caller, verb, result):
        text = f"{caller} {verb} Ana with the news: {result}."
        assert "socialize" in actual_kinds(lex, text, "Ana")

    cases = list(itertools.product(CALLERS, CALL_VERBS, RESULTS))
    assert failing_cases(one_case, cases) == []


WARNERS = ["Ana's sister", "Her brother", "Ana's neighbour Ruth", "Tomás"]
THREATS = [
    "a gang has been robbing people in her street",
    "the river is rising",
    "there was a fire on the next road",
]


def test_warning_from_someone_known_is_company(lex) -> None:
    def one_case(warner, threat):
        if warner.startswith("Ana's"):
            assert "socialize" in actual_kinds(lex, f"{warner} warns her that {threat}.", "Ana")
        assert "socialize" in actual_kinds(lex, f"{warner} warns you that {threat}.", "Ana")

    cases = list(itertools.product(WARNERS, THREATS))
    assert failing_cases(one_case, cases) == []


READERS = [("Ada", "Ada"), ("You", "Ada"), ("I", "Ada")]
LISTENERS = ["her mother", "Grandpa", "the children", "his father"]


def _read(subject: str) -> str:
    return "read" if subject in ("You", "I") else "reads"


def test_paper_read_to_someone_is_company(lex) -> None:
    def one_case(subject, listener, out):
        who, observer = subject
        told = f"{_read(who)} it {out} to {listener}".replace("  ", " ")
        text = f"The paper reports an explosion at a mill, four killed; {who} {told}."
        assert "socialize" in actual_kinds(lex, text, observer)

    cases = list(itertools.product(READERS, LISTENERS, ["aloud", "out", ""]))
    assert failing_cases(one_case, cases) == []


NEGATIVE = [
    # a phone that buzzes names no caller before the colon: the news comes from no exchange
    ("Lucía", "Lucía's phone buzzes: the florist's van was rear-ended and the driver has "
              "whiplash."),
    # two other people talk
    ("Ana", "Mei hears from Tomás that Jun was sick all night."),
    ("Ana", "Her sister rings Tomás with the news: it's glandular fever."),
    ("Ana", "Tomás warns Bo that the river is rising."),
    ("Ana", "Ana's sister hears the radio warn of floods."),
    ("Ana", "Tomás reads it aloud to his mother."),
    # negated or planned exchanges
    ("Ana", "Ana doesn't hear from Mei that Jun was sick."),
    ("Ana", "Ana will ring Tomás tomorrow with the news."),
    # a job's caller is the service
    ("Ana", "A caller rings Ana at the desk with the news: his shed has burned down."),
]


@pytest.mark.parametrize("observer,text", NEGATIVE)
def test_not_company(lex, observer: str, text: str) -> None:
    assert "socialize" not in actual_kinds(lex, text, observer)


SPEAKERS = ["she", "he"]
EARLIER = [
    "Ana's wife calls the centre and is put through to Ana herself",
    "Ana's brother rings the ward and gets Ana on the line",
    "Tom waits for Ana at the gate",
]
SPEECH = ["tells", "warns"]


def test_pronoun_listener_after_observer_named_last(lex) -> None:
    def one_case(earlier, speaker, verb):
        pronoun = "her"
        text = f"{earlier}; {speaker} {verb} {pronoun} that their son has come home drunk."
        assert "socialize" in actual_kinds(lex, text, "Ana")

    cases = list(itertools.product(EARLIER, SPEAKERS, SPEECH))
    assert failing_cases(one_case, cases) == []


PRONOUN_NEGATIVE = [
    # the last person named before is someone else: the pronoun is theirs
    "Ana meets Tom's sister at the market; she tells him about the fire.",
    "Ana watches Bo's aunt wave to the porter; she tells him about the fire.",
]


@pytest.mark.parametrize("text", PRONOUN_NEGATIVE)
def test_pronoun_listener_someone_else(lex, text: str) -> None:
    evs = [e for e in perceive(text, lex, observer="Ana")
           if e.kind == "socialize" and e.term in ("tell him", "tell her")]
    assert evs and all(e.subject == "other" for e in evs)


TELLERS_OF_STORIES = [("Emeka", "Emeka"), ("You", "Emeka"), ("I", "Emeka")]
CARRIERS = [
    ("is relating the plot of a film to his little sister", "over the phone"),
    ("is describing the match to Grandad", "over the phone"),
    ("reads his son", "a bedtime story about a dragon"),
    ("reads the twins", "a bedtime story"),
]


def _subject_form(who: str, phrase: str) -> str:
    if who in ("You", "I"):
        phrase = phrase.replace("is ", "am " if who == "I" else "are ", 1)
        phrase = phrase.replace("reads ", "read ", 1).replace(" his ", " my " if who == "I"
                                                               else " your ")
    return f"{who} {phrase}"


def test_telling_under_its_report_verb_is_company(lex) -> None:
    def one_case(who, carrier):
        subject, observer = who
        text = f"{_subject_form(subject, carrier[0])} {carrier[1]}."
        assert "socialize" in actual_kinds(lex, text, observer)

    cases = list(itertools.product(TELLERS_OF_STORIES, CARRIERS))
    assert failing_cases(one_case, cases) == []


STORY_NEGATIVE = [
    "Tom says he read his son a bedtime story.",
    "Tom is relating the plot of a film to his sister over the phone.",
]


@pytest.mark.parametrize("text", STORY_NEGATIVE)
def test_telling_by_someone_else_is_theirs(lex, text: str) -> None:
    assert "socialize" not in actual_kinds(lex, text, "Emeka")


CONFIDANTS = ["Kai's friend Ruth", "Kai's sister", "Your brother", "Kai's flatmate Bo"]
CONFESSIONS = [
    "she got into a shouting match with her boss",
    "he has been sick all week",
    "she crashed the car last night",
]


# ("confides" is no report cue, so a row confided stays the conflict kind's, which overrides)
def test_confession_to_the_observer_is_company(lex) -> None:
    def one_case(who, verb, news):
        assert "socialize" in actual_kinds(lex, f"{who} {verb} that {news}.", "Kai")

    cases = [(w, v, n) for w, v, n in itertools.product(
                                 CONFIDANTS, ["confesses", "confides"], CONFESSIONS)
                              if not (v == "confides" and "shouting" in n)]
    assert failing_cases(one_case, cases) == []


CONFESSION_NEGATIVE = [
    # someone else's friend confides in them, not in the observer
    "Tom's friend Ruth confesses that she crashed the car.",
    "Tom confides that he has been sick all week.",
    # a plain statement is no confession to anyone
    "Kai says that he is tired.",
]


@pytest.mark.parametrize("text", CONFESSION_NEGATIVE)
def test_confession_not_to_the_observer(lex, text: str) -> None:
    assert "socialize" not in actual_kinds(lex, text, "Kai")
