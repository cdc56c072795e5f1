"""Words traded are company, and the idiom "patch things up" is a joint verb (s10h10, core.yaml
``socialize.exchanges`` and ``socialize.joint_verbs``).

* A form of swap, trade or exchange, then at most three words, then stories, news, greetings,
  jokes, gossip, memories ... or a quoted greeting is company (``perception._exchanges``):
  "swapping tour stories with the cellist", "trade a quick 'Tashi delek' on the trail".
* Not after a determiner ("reads the trade news"), not what is traded in anger ("exchange
  words", "exchange insults", "exchange blows": conflict's), not goods or places ("swaps
  shifts", "trade places", "trades his bike for a kayak").
* "X and the observer patch things up" / "smooth things over" is company; hoping to is not.

Seen in the tuning sets as r69-140, r68-055, h28-015 and h29-017; the grids widen them to
subjects x verbs x things traded.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Tenzin"


def social(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer)
            if e.kind == "socialize" and e.is_actual_self]


SUBJECTS = ["Tenzin and a passing herder", "Tenzin", "You and Mira", "I"]
VERBS = ["trade", "swap", "exchange", "are swapping", "traded", "exchanged"]
TRADED = ["a quick 'Tashi delek'", "tour stories", "travel stories", "greetings",
          "a few jokes", "the latest news", "pleasantries", "old memories", "gossip",
          "a quick \"hello\""]


def sentence(subject: str, verb: str, traded: str) -> str:
    if subject == "Tenzin" and verb.startswith("are"):
        verb = "is swapping"
    elif subject == "I" and verb.startswith("are"):
        verb = "am swapping"
    elif subject in ("Tenzin",) and verb in ("trade", "swap", "exchange"):
        verb += "s"
    return f"{subject} {verb} {traded} with the herders on the trail."


def test_words_traded_are_company(lex):
    missed = [text for s, v, t in itertools.product(SUBJECTS, VERBS, TRADED)
              if len(social(lex, text := sentence(s, v, t))) < 1]
    assert missed == []


def test_the_tuning_greeting_is_a_mild_exchange_of_both(lex):
    got = [(e.subject, e.mode, e.strength, e.term) for e in perceive(
        "Tenzin and a passing herder trade a quick 'Tashi delek' on the trail.", lex,
        observer=OBSERVER) if e.kind == "socialize"]
    assert got == [("self", "actual", 0.7, "trade + greeting")]


def test_swapping_stories_in_a_status_line_is_company(lex):
    got = [e.term for e in social(
        lex, "Ngozi is swapping tour stories with the cellist Pavel @ Hotel Astoria: lobby sofas",
        "Ngozi")]
    assert "swap + stories" in got


NOT_COMPANY = ["Tenzin reads the trade news on his phone.",
               "Tenzin swaps shifts with the night porter.",
               "Tenzin trades his old bike for a kayak.",
               "Tenzin checks the exchange rate for rupees.",
               "Tenzin and the herder trade places on the narrow ledge."]


def test_goods_places_and_trade_nouns_are_no_company(lex):
    assert {t: [e.term for e in social(lex, t)] for t in NOT_COMPANY} \
        == {t: [] for t in NOT_COMPANY}


def test_words_traded_in_anger_are_conflict_not_company(lex):
    for text in ["Tenzin and the herder exchange words over the grazing rights.",
                 "Tenzin and the herder exchange insults across the fence."]:
        kinds = {e.kind for e in perceive(text, lex, observer=OBSERVER) if e.is_actual_self}
        assert "conflict" in kinds and "socialize" not in kinds, text


PAIRS = ["Freya and her ex", "You and your brother", "Freya and Jonas", "Freya and her mother"]
MENDS = ["patch things up", "patched things up", "smooth things over", "patch it up"]


def test_patching_things_up_together_is_company(lex):
    missed = [text for pair, mend in itertools.product(PAIRS, MENDS)
              if not social(lex, text := f"{pair} {mend} over the sat-phone.", "Freya")]
    assert missed == []


def test_hoping_to_patch_things_up_is_not_done(lex):
    text = "Freya hopes to patch things up with her brother next month."
    assert social(lex, text, "Freya") == []
