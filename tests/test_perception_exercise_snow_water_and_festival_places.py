"""Sport in new settings and a sport's word naming a thing. Exercise: turns carved counted or
owned ("carve the last long turns of the run"), a skier pushing off down a steep line ("pushes
off down the couloir"), snowshoeing with a way ("snowshoed up to the refuge"), a club's boat rowed
("row the club gig out", "rowing the club skiff"), and keeping goal ("is in goal at the stall,
diving for every penalty"). No exercise: a dance's or a sport's venue named by it ("a hay bale
behind the Dance Tent", "the dance stage"), a fish sold by a sport's name ("a skate wing"), a ski's
edge cut on ("nicks her shin on her own ski edge"), a sport's paperwork ("filing training
records"), snowshoes as gear; and someone else's sport is never the observer's.

Rest: a hay bale or straw sat on (sitting back down is no rest), the eyes shut as the second of
a pair after "with" ("with your earphones in and your eyes shut"), a series binged from a seat.
Drink: drinks raised together ("clink mugs of glühwein")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

SUBJECTS = [("Hedda", "s", "is", "her"), ("I", "", "am", "my"), ("You", "", "are", "your")]


SPORT = ["carve{s} the last long turns of the red run", "carve{s} {p} turns down the piste",
         "push{es} off down the couloir", "push{es} off down the black run",
         "snowshoe{s} up to the refuge and back", "row{s} the club gig out past the harbour mouth",
         "row{s} the club skiff across the bay", "dive{s} for every penalty the kids take"]
AFTER = ["", " before the light goes", " with Nils close behind"]


def test_new_settings_sports_are_exercise(lex):
    cases = []
    for (subj, s, _, p), sport, after in itertools.product(SUBJECTS, SPORT, AFTER):
        es = "es" if s and sport.startswith("push") else s
        cases.append(f"{subj} {sport.format(s=es, es=es, p=p)}{after}.")
    assert len(cases) == 72
    assert [t for t in cases if "exercise" not in actual_kinds(lex, t, "Hedda")] == []


@pytest.mark.parametrize("subj,be", [("Hedda", "is"), ("I", "am"), ("You", "are")])
def test_keeping_goal_is_exercise(lex, subj, be):
    assert "exercise" in actual_kinds(lex, f"{subj} {be} in goal at the 'Beat the Goalie' stall.",
                                      "Hedda")


@pytest.mark.parametrize("text", [
    "Hedda sits on a hay bale behind the Dance Tent for twenty minutes.",
    "Hedda rolls her ankle in a rut by the Dance Tent.",
    "Hedda has worked all day building the dance stage.",
    "Hedda buys a skate wing from the fish stall to cook tonight.",
    "Hedda nicks her shin on her own ski edge.",
    "Hedda is filing training records one-handed.",
    "Hedda hires snowshoes at the lodge.",
    "Hedda pushes off from the quay in the dinghy's shadow and waits.",
    "Hedda pins up a poster for the fun run on the noticeboard.",
    "Her brother carves the last long turns of the red run.",
    "Nils rows the club gig out past the harbour mouth.",
    "Teodor is in goal at the 'Beat the Goalie' stall.",
])
def test_sport_words_naming_things_or_others_are_no_exercise(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Hedda")


REST = ["sit{s} on a hay bale for twenty minutes",
        "sit{s} on a straw bale behind the tent",
        "sit{s} by the window with {p} earphones in and {p} eyes shut",
        "lie{s} on the bunk with {p} headphones on and {p} eyes closed",
        "binge{s} a season of Drunk History on the sofa"]


def test_new_rest_postures(lex):
    cases = [f"{subj} {r.format(s=s, p=p)}." for (subj, s, _, p), r in
             itertools.product(SUBJECTS, REST)]
    assert len(cases) == 15
    assert [t for t in cases if "rest" not in actual_kinds(lex, t, "Hedda")] == []


@pytest.mark.parametrize("text", [
    "Her brother sits on a hay bale for twenty minutes.",
    "Teodor sits by the window with his earphones in and his eyes shut.",
    "Hedda carries a hay bale to the stall.",
    "Hedda stacks straw bales all morning in the barn.",
])
def test_rest_postures_of_others_or_tasks_are_no_rest(lex, text):
    assert "rest" not in actual_kinds(lex, text, "Hedda")


DRINKS = ["mugs of glühwein", "pints of lager", "bottles of beer", "cups of cocoa"]


def test_drinks_clinked_are_drunk(lex):
    cases = [f"{subj} and {p} friends clink {d} on the terrace." for (subj, _, _, p), d in
             itertools.product(SUBJECTS, DRINKS)]
    assert [t for t in cases if "drink" not in actual_kinds(lex, t, "Hedda")] == []


@pytest.mark.parametrize("text", [
    "Her brother and his friends clink mugs of glühwein on the terrace.",
    "Hedda clinks the spoon against the pan.",
    "Hedda hears the guests clink glasses in the next room.",
])
def test_clinks_of_others_or_no_drink_are_no_drink(lex, text):
    assert "drink" not in actual_kinds(lex, text, "Hedda")


@pytest.mark.parametrize("subj", ["Hedda", "She", "I", "You"])
def test_sitting_back_down_is_no_rest(lex, subj):
    s = "s" if subj in ("Hedda", "She") else ""
    for text in (f"{subj} sway{s} on the spot for one song, then sit{s} back down.",
                 f"The order is someone else's, so {subj.lower() if subj == 'She' else subj} "
                 f"sit{s} back down to wait."):
        assert "rest" not in actual_kinds(lex, text, "Hedda")


@pytest.mark.parametrize("text", ["Hedda sits back in her chair and closes her eyes.",
                                  "Hedda sits back and relaxes on the terrace."])
def test_sitting_back_is_rest(lex, text):
    assert "rest" in actual_kinds(lex, text, "Hedda")
