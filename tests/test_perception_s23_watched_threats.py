"""Session 23 (danger leaks): a hazard the observer watches unfold is someone else's.

Class: the observer, the subject of a seeing verb ("watches", "sees", "films"), with an
unfolding hazard (a skid, an overturn, a collapse) told as what is seen: the observer is a
witness, the threat the car's or the building's people's, not theirs ("Carlos sees a car skid
off the road ahead and stops to help"). It was the usual leak shape on the held-out sets. A
hazard that comes at the observer names them after the seeing verb and stays theirs, and so
does one the observer is caught up in a sentence a semicolon joins on. Also here: a missile
whining past someone is a near miss ("a bullet whines past Omar's ear"), and someone
surrounded by a pack, wolves or a mob is in danger (danger.verbs: surround)."""
from helpers import actual_kinds, other_kinds


def _self(text, lex, observer):
    return actual_kinds(lex, text, observer)


def _other(text, lex, observer):
    return other_kinds(lex, text, observer)


def test_a_skid_seen_is_someone_elses(lex):
    for text in ("Carlos sees a car skid off the road ahead and stops to help.",
                 "Carlos watches a lorry overturn on the bypass.",
                 "From the footbridge Carlos films a van skid across the wet junction."):
        assert "danger" not in _self(text, lex, "Carlos"), text
        assert "danger" in _other(text, lex, "Carlos"), text


def test_a_hazard_coming_at_the_watcher_stays_theirs(lex):
    for text in ("Carlos sees a car skid towards him on the ice.",
                 "Through the visor you see the car ahead spin and slam into the barrier; "
                 "you jink left and miss the debris by a hand's width.",
                 "A car skids off the road ahead of Carlos."):
        assert "danger" in _self(text, lex, "Carlos"), text


def test_a_seeing_verb_with_a_particle_is_no_watching(lex):
    # "watch out" is a warning, not a witness's view
    text = "Carlos, watch out, the scaffolding is collapsing!"
    assert "danger" not in _other(text, lex, "Carlos")


def test_a_missile_whining_past_is_a_near_miss(lex):
    assert "danger" in _self("A bullet whines past Omar's ear and thuds into the wall.", lex,
                             "Omar")
    assert "danger" not in _self("The kettle whines on the stove while Omar reads.", lex, "Omar")


def test_surrounded_by_a_pack_or_a_mob_is_a_threat(lex):
    for text in ("Zara is surrounded by the pack of dogs at the edge of the village.",
                 "Zara is surrounded by wolves."):
        assert "danger" in _self(text, lex, "Zara"), text
    for text in ("Zara is surrounded by friends at her party.",
                 "Zara is surrounded by paperwork."):
        assert "danger" not in _self(text, lex, "Zara"), text
