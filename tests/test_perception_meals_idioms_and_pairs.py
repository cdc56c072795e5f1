"""Eating and drinking told by idiom, by a pronoun after a handing over, by a group, by a log.

- verbs and idioms of eating with a food object: "scarf a protein bar", "put away half a side
  of asado", "burned my tongue on the soup" (an injury too), "took his ration of bread",
  "had nothing but a banana"; and of drinking: "takes her pills with a glass of water", "took
  his ration of hot cocoa", "two cups each", "buying each other rounds of whisky", "takes
  nothing but water"; a first plate cleared, marshmallows toasted, meals named by hour or
  fast ("elevenses", "iftar"), a meal or drink set about ("got stuck into a plate of chips"),
  "a long draught of ale"; the same verbs with no food or drink after them say nothing;
- "tear into"/"rip into" a food named before with "it" ("slides the bowl of stew in front of
  Dagny, who tears into it");
- after a handing over, he/she after ";" or "then" is the recipient, as after "and" ("The
  server sets a bowl of ramen in front of Ottilie; she slurps the noodles"); after a passive
  handing, the passive's subject ("Selma was handed a coffee by the runner, and she drank it");
  a thing that slides open hands nothing over ("the kitchen hatch slides open, the cook calls
  Catalina's number, and she wolfs down her churrasco");
- "they" in the sentence after a pair with the observer in it is still that pair ("Konrad and
  Linnea argued; later they shared a beer"), until someone else is named; a pair without the
  observer stays someone else's; a title before the other's name ("You and old Mr Oda") and a
  relative clause set off by commas after it ("..., who kept this hut for thirty years,
  share a pot of miso soup") keep the pair; so do two owners ("Gaia's and Hector's shifts
  overlap, so they eat together");
- a group with "me included" ("the whole village, me included, ate fish") is the observer's
  group, as with "you included";
- the whole company the observer keeps ("sits with the other parents, everyone sipping
  squash", "chatting with her friends ...; they all start eating") includes the observer;
- an object pronoun in a contact clause ("the ale Morwen set down for him") is the main
  clause's subject, and he/she after it goes on with them ("...; he stuck to buttermilk");
- a bare infinitive after an object pronoun is that person's ("my aunties watched me eat
  every mouthful", "the nurse made you drink a litre of water");
- a meal fronted with "over" before telling the observer something is shared ("Over coffee,
  a colleague tells Zhen he broke his collarbone");
- "who" after someone set aside with ", not" is the one named first ("It is Bao, not his
  brother, who finishes the carton of orange juice");
- the observer's name quoted alone as a game log's label ("Colonist 'Itzel' ate Simple Meal")
  is the observer, not speech.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVER = "Ana"


SUBJECTS = [("Ana", "s", "her"), ("You", "", "your"), ("I", "", "my")]

EAT_IDIOMS = ["scarf{s} a protein bar", "scarf{s} a sausage roll",
              "put away half a pizza", "put away half of the lasagne",
              "burn{s} {own} tongue on the soup", "burn{s} {own} tongue on a pasty",
              "take{s} {own} ration of bread", "take{s} {own} ration of stew"]


def test_eating_idioms_with_a_food_are_eating(lex):
    cases = [f"{name} {idiom.format(s=s, own=own)} in the canteen."
             for (name, s, own), idiom in itertools.product(SUBJECTS, EAT_IDIOMS)]
    assert len(cases) == 24
    assert [text for text in cases if "eat" not in actual_kinds(lex, text, OBSERVER)] == []


DRINK_IDIOMS = ["take{s} {own} pills with a glass of water", "take{s} {own} tablet with water",
                "take{s} {own} painkillers with a cup of tea",
                "take{s} {own} ration of hot cocoa", "take{s} {own} ration of water",
                "burn{s} {own} tongue on the cocoa", "nurse{s} a hangover with black coffee"]
# (a hangover nursed with food is left alone: "nurse" as an eating verb would also read
# "nurses his sick son with chicken soup")


def test_drinking_idioms_with_a_drink_are_drinking(lex):
    cases = [f"{name} {idiom.format(s=s, own=own)} on the bridge."
             for (name, s, own), idiom in itertools.product(SUBJECTS, DRINK_IDIOMS)]
    assert len(cases) == 21
    assert [text for text in cases if "drink" not in actual_kinds(lex, text, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "Ana and Ravi sit at the chai stall, two cups each.",
    "Ana sits with Ravi at the bar, two pints each.",
    "Ana and Ravi end up buying each other rounds of whisky.",
    "Ana and her cousin buy each other drinks all night.",
])
def test_drinks_counted_out_or_bought_for_each_other_are_drunk(lex, text):
    assert "drink" in actual_kinds(lex, text, OBSERVER)


NOT_FOOD = ["scarfs the data", "takes her ration of ammunition", "nurses her sick son with soup",
            "takes her pills with her", "put away half a box of files",
            "burns her tongue on nothing", "takes her tablet with her to the meeting"]


def test_a_tongue_burned_on_food_or_drink_is_eaten_or_drunk_and_burned(lex):
    for food, kind in [("soup", "eat"), ("pasty", "eat"), ("cocoa", "drink"), ("coffee", "drink")]:
        for verb in ["burned", "burnt", "scalded"]:
            assert {kind, "injury"} <= actual_kinds(lex, f"Ana {verb} her tongue on the {food}.",
                                                    OBSERVER)
    assert actual_kinds(lex, "Ana burned her tongue on the iron.",
                        OBSERVER) & {"eat", "drink"} == set()
    assert actual_kinds(lex, "Ana sticks her tongue on the frozen pole.", OBSERVER) == set()


def test_the_idioms_without_food_or_drink_are_neither(lex):
    cases = [f"Ana {x}." for x in NOT_FOOD]
    assert [text for text in cases if actual_kinds(lex, text, OBSERVER) & {"eat", "drink"}] == []


OTHERS = ["Tomas", "the new intern", "her cousin", "the night nurse"]


def test_someone_elses_idiom_is_not_the_observers(lex):
    cases = [f"{o[0].upper() + o[1:]} {x} while Ana reads." for o, x in itertools.product(
        OTHERS, ["scarfs a protein bar", "puts away half a pizza", "takes his pills with a glass "
                 "of water", "burns his tongue on the soup", "takes his ration of hot cocoa"])]
    assert [text for text in cases if actual_kinds(lex, text, OBSERVER) & {"eat", "drink"}] == []


@pytest.mark.parametrize("giver", ["Morwen", "The cook", "Her aunt"])
@pytest.mark.parametrize("food", ["bowl of stew", "plate of dumplings", "pie"])
@pytest.mark.parametrize("verb", ["tears into it", "rips into it"])
def test_a_food_set_down_and_torn_into(lex, giver, food, verb):
    assert "eat" in actual_kinds(
        lex, f"{giver} slides the {food} in front of Ana, who {verb} at once.", OBSERVER)
    assert "eat" in actual_kinds(lex, f"{giver} hands Ana a {food} and she {verb}.", OBSERVER)


def test_tearing_into_no_food_is_no_eating(lex):
    assert actual_kinds(lex, "Tomas brings the envelope and Ana tears into it.", OBSERVER) == set()
    assert actual_kinds(lex, "The dog tears into it while Ana watches.", OBSERVER) == set()


HANDINGS = ["The server sets a bowl of ramen in front of Ana", "The waiter brings Ana a pie",
            "Her cousin hands Ana a plate of noodles", "The cook puts a bowl of soup before Ana"]
AFTER = ["; she eats it", ", then she eats it", "; she slurps it", ", and then she finishes it"]


def test_after_a_handing_over_she_after_a_semicolon_or_then_is_the_recipient(lex):
    cases = [f"{h}{a}." for h, a in itertools.product(HANDINGS, AFTER)]
    assert [text for text in cases if "eat" not in actual_kinds(lex, text, OBSERVER)] == []


def test_after_a_full_stop_she_is_not_taken_for_the_recipient(lex):
    # a new sentence may be about the giver: no change there
    assert "eat" not in actual_kinds(
        lex, "Ana hands the waiter a coin. She eats her own lunch later.", observer="Tomas")


PAIRS = [("Konrad and Linnea", "Konrad"), ("Linnea and Konrad", "Konrad"),
         ("Konrad and his sister", "Konrad")]
FIRST = ["argued about the rota", "walked up the hill", "finished the crossword"]
THEN = [("; later they shared a beer", "drink"), (". Later they ate noodles", "eat"),
        ("; then they drank tea together", "drink"), (". They eat their lunch in silence", "eat")]


def test_they_in_the_next_sentence_is_still_the_pair_with_the_observer(lex):
    cases = [(f"{p} {f}{t}.", obs, k) for (p, obs), f, (t, k)
             in itertools.product(PAIRS, FIRST, THEN)]
    assert len(cases) == 36
    assert [text for text, obs, k in cases if k not in actual_kinds(lex, text, obs)] == []


@pytest.mark.parametrize("text", [
    # someone else named between: "they" are those people
    "Konrad and Linnea watch the pickers. They eat bread.",
    "Konrad and Linnea argued. The twins came in. They ate cake.",
    "Konrad and Linnea argued; the neighbours laughed and they shared a beer.",
    # a pair without the observer
    "Linnea and Tomas argued; later they shared a beer.",
    "Linnea and Tomas argued. Later they ate noodles.",
])
def test_they_after_someone_else_is_named_or_a_pair_without_the_observer(lex, text):
    assert actual_kinds(lex, text, "Konrad") & {"eat", "drink"} == set()


PAIR_HEADS = ["You and Mr Oda", "You and old Mr Oda", "Ana and Dr Hale", "Ana and young Dr Hale",
              "Ana and Aunt Graça"]
RELATIVES = ["", ", who kept this hut for thirty years,", ", who has just come off shift,"]
SHARED = [("share a pot of miso soup", "eat"), ("share a bottle of cider", "drink"),
          ("eat their noodles together", "eat")]


def test_a_pair_with_a_title_or_a_relative_clause_shares_the_meal_with_the_observer(lex):
    cases = [(f"{p}{r} {v}.", k) for p, r, (v, k) in itertools.product(PAIR_HEADS, RELATIVES,
                                                                      SHARED)]
    assert len(cases) == 45
    assert [text for text, k in cases if k not in actual_kinds(lex, text, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    # the relative clause's own verb is its member's
    "Ana and Tom, who eats a pie, watch the sea.",
    "Ana and Mr Oda, who is eating a pie, watch the sea.",
    "Ana and Dr Hale, who drank too much, sit by the sea.",
    # the observer only watches someone with a title
    "Ana watches Mr Oda, who eats a pie.",
    "Tom and Mr Oda, who kept this hut for years, share a pot of soup.",
    "Tom and Mr Oda share a bottle of cider while Ana reads.",
])
def test_a_relative_clauses_own_verb_or_a_pair_without_the_observer(lex, text):
    assert actual_kinds(lex, text, OBSERVER) & {"eat", "drink"} == set()


NOTHING_BUT = [("has had nothing but {x} from the flask", "a coffee", "drink"),
               ("takes nothing but {x} from the well at noon", "water", "drink"),
               ("had nothing but {x} all day", "a banana", "eat"),
               ("lives on nothing but {x}", "toast", "eat"),
               ("survived on nothing but {x} for a week", "tea", "drink")]


@pytest.mark.parametrize("subject", ["Ana", "You", "I"])
def test_nothing_but_a_food_or_drink_is_what_was_had(lex, subject):
    for shape, x, kind in NOTHING_BUT:
        text = f"{subject} {shape.format(x=x)}."
        assert kind in actual_kinds(lex, text, OBSERVER), text


@pytest.mark.parametrize("text", [
    "Ana has had nothing but trouble from the landlord.",
    "Ana takes nothing but photos on the trip.",
    "Ana has had nothing but bad news about the coffee shop.",
    "Tomas takes nothing but water from the well while Ana reads.",
])
def test_nothing_but_no_food_or_someone_elses(lex, text):
    assert actual_kinds(lex, text, OBSERVER) & {"eat", "drink"} == set()


COMPANY = ["is chatting with her friends at the table", "sits in a circle with the other parents",
           "sits with her cousins on the steps"]
WHOLE = [("; they all start eating straight away", "eat"), (", everyone sipping squash", "drink"),
         (". Everyone eats cake", "eat"),
         (", and the waiter brings mussels; they all dig in", "eat")]


def test_the_whole_company_the_observer_keeps_includes_the_observer(lex):
    cases = [(f"Ana {c}{w}.", k) for c, (w, k) in itertools.product(COMPANY, WHOLE)]
    assert [text for text, k in cases if k not in actual_kinds(lex, text, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    # the observer only watches the group
    "Ana watches her friends at the table; they all start eating.",
    "Ana looks at the other parents, everyone sipping squash.",
    # another group is the subject since
    "Ana sits with her friends while the twins play; they all eat cake.",
    "Ana waits with the other parents outside while the children eat; everyone is hungry.",
    # "they both" is two people, not the observer and a group
    "Ana talks with her parents. They both drink tea.",
    # a party aimed at is no company kept
    "Ana waves at her friends, and they all start eating.",
    "Ana shouts at the pickers; they all drink tea.",
    # "they all" is the group named before, not the observer alone
    "The pickers arrive. Ana keeps working; they all eat bread.",
    "His colleagues arrive. Ana keeps working; they all share a beer.",
    # a group without the observer
    "Tomas sits with his friends; they all eat cake.",
])
def test_a_company_the_observer_does_not_keep_is_someone_elses(lex, text):
    assert actual_kinds(lex, text, OBSERVER) & {"eat", "drink"} == set()


LABELS = ["Colonist", "Pawn", "Settler", "Crew member"]
STAMPS = ["[Day 41 06:20] ", "[Tick 5521] ", ""]
LOGGED = [("ate Simple Meal (fine) in Dining Room.", "eat"), ("drank beer.", "drink"),
          ("ate Lavish Meal. Mood +5", "eat")]


def test_the_observers_name_quoted_as_a_log_label_is_the_observer(lex):
    cases = [(f"{st}{lb} {q}Ana{q} {v}", k) for st, lb, q, (v, k)
             in itertools.product(STAMPS, LABELS, ["'", '"'], LOGGED)]
    assert len(cases) == 72
    assert [text for text, k in cases if k not in actual_kinds(lex, text, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "[Day 41 06:20] Colonist 'Tomas' ate Simple Meal (fine) in Dining Room.",
    "Tomas says 'Ana' and eats his soup.",
    "Tomas shouts 'Ana!' and eats his soup.",
    "'Ana,' says Tomas, and eats his soup.",
])
def test_another_name_or_a_name_said_is_no_label_of_the_observer(lex, text):
    assert actual_kinds(lex, text, OBSERVER) & {"eat", "drink"} == set()


PASSIVES = ["was handed", "is handed", "gets handed", "was given", "is served", "was passed"]
HANDED = [("a coffee", "drinks it", "drink"), ("a mug of tea", "sips it", "drink"),
          ("a plate of stew", "eats it", "eat")]
AGENTS = ["by the runner", "by the cook", "by her cousin Tomas"]


def test_after_a_passive_handing_she_is_its_subject_not_the_agent(lex):
    cases = [(f"Ana {p} {x} {a}, and she {v}.", k) for p, (x, v, k), a
             in itertools.product(PASSIVES, HANDED, AGENTS)]
    assert len(cases) == 54
    assert [text for text, k in cases if k not in actual_kinds(lex, text, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "The runner was handed a coffee by Ana, and he drank it.",
    "Tomas was handed a plate of stew by Ana, and he ate it.",
    "Her cousin Tomas is served a mug of tea by Ana, and he sips it.",
])
def test_a_passive_handing_to_someone_else(lex, text):
    assert actual_kinds(lex, text, OBSERVER) & {"eat", "drink"} == set()


@pytest.mark.parametrize("subject, own", [("Ana", "her"), ("You", "your"), ("I", "my")])
def test_a_first_plate_cleared_or_marshmallows_toasted_are_eaten(lex, subject, own):
    for text in [f"{subject} turned down a second helping but cleared {own} first plate of stew.",
                 f"{subject} toasted marshmallows with the cousins at the campfire.",
                 f"{subject} roasted marshmallows over the fire."]:
        assert "eat" in actual_kinds(lex, text, OBSERVER), text


@pytest.mark.parametrize("text", [
    "Ana watches the kids roast marshmallows.",
    "The children toast marshmallows while Ana pitches the tent.",
    "Tomas clears his first plate while Ana talks.",
])
def test_someone_elses_plate_or_marshmallows(lex, text):
    assert "eat" not in actual_kinds(lex, text, OBSERVER)


REFUSED = [("never drank the ale {g} set down for him", "he", "Grimbald"),
           ("never touched the schnapps {g} offered her", "she", "Beatrix"),
           ("left the soup {g} brought him", "he", "Grimbald")]
GIVERS = ["Morwen", "the warden", "the innkeeper", "Tomas"]
INSTEAD = [("stuck to buttermilk all night", "drink"), ("had two mugs of tea instead", "drink"),
           ("ate a bowl of porridge instead", "eat")]


def test_after_a_contact_clauses_object_pronoun_the_next_pronoun_is_the_refuser(lex):
    cases = [(f"{obs} {r.format(g=g)}; {p} {v}.", obs, k) for (r, p, obs), g, (v, k)
             in itertools.product(REFUSED, GIVERS, INSTEAD)]
    assert len(cases) == 36
    assert [text for text, obs, k in cases if k not in actual_kinds(lex, text, obs)] == []


@pytest.mark.parametrize("text", [
    # the object of a verb is no contact clause's subject: "him" is Tomas
    "Grimbald hits Tomas and kicks him; he eats a pie.",
    # the giver is the pronoun's gender, the observer not
    "Beatrix never touched the schnapps her brother offered her; he drank it himself.",
    # someone else's refusal
    "Tomas never drank the ale Morwen set down for him; he stuck to buttermilk all night.",
])
def test_the_next_pronoun_after_someone_elses_or_a_verbs_object(lex, text):
    observer = "Beatrix" if text.startswith("Beatrix") else "Grimbald"
    assert actual_kinds(lex, text, observer) & {"eat", "drink"} == set()


OWNER_PAIRS = ["Gaia's and Hector's", "Hector's and Gaia's", "Gaia's and Tomas's"]
OWNED = ["shifts overlap, so they", "breaks fall together, and they"]
TOGETHER = [("eat their noodles together", "eat"), ("share a pot of tea", "drink")]


def test_two_owners_with_the_observer_are_the_pair_of_a_they_after_them(lex):
    cases = [(f"{p} {o} {v}.", k) for p, o, (v, k) in itertools.product(OWNER_PAIRS, OWNED,
                                                                       TOGETHER)]
    assert [text for text, k in cases if k not in actual_kinds(lex, text, "Gaia")] == []


@pytest.mark.parametrize("text", [
    "Tomas's and Hector's shifts overlap, so they eat their noodles together.",
    "Gaia's and Hector's kids play while they eat.",
    "Gaia's and Hector's shifts overlap; the interns arrive and they eat together.",
])
def test_owners_without_the_observer_or_another_group_after_them(lex, text):
    assert actual_kinds(lex, text, "Gaia") & {"eat", "drink"} == set()


WATCHERS = ["My aunties", "The nurse", "Tomas"]
CAUSERS = ["watched", "made", "let", "saw"]
BARE = [("eat every mouthful", "eat"), ("drink a litre of water", "drink"),
        ("sip the broth", "drink")]


def test_a_bare_infinitive_after_me_or_you_is_the_observers(lex):
    cases = [(f"{w} {c} {o} {b}.", k) for w, c, o, (b, k)
             in itertools.product(WATCHERS, CAUSERS, ["me", "you"], BARE)]
    assert len(cases) == 72
    assert [text for text, k in cases if k not in actual_kinds(lex, text, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "Ana watched him eat every mouthful.",
    "I watched them drink a litre of water.",
    "Ana made her brother eat his greens.",
    "Ana let them sip the broth.",
])
def test_a_bare_infinitive_after_someone_elses_pronoun(lex, text):
    assert actual_kinds(lex, text, OBSERVER) & {"eat", "drink"} == set()


GROUPS = ["The whole village", "The whole team", "Everyone at the table"]
INCLUDED = ["me included", "us included", "myself included"]
GROUP_ACTS = [("ate fish", "eat"), ("drank champagne", "drink"), ("had a slice of cake", "eat")]


def test_a_group_with_me_included_eats_with_the_observer(lex):
    cases = [(f"{g}, {i}, {a}.", k) for g, i, (a, k) in itertools.product(GROUPS, INCLUDED,
                                                                         GROUP_ACTS)]
    assert [text for text, k in cases if k not in actual_kinds(lex, text, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "The whole team, Tomas included, drank champagne.",
    "The whole village, the mayor included, ate fish.",
    "The whole village, except me, ate fish.",
])
def test_a_group_that_includes_someone_else_or_leaves_the_observer_out(lex, text):
    assert actual_kinds(lex, text, OBSERVER) & {"eat", "drink"} == set()


FRONTED = [("Over coffee", "drink"), ("Over a coffee together", "drink"),
           ("Over breakfast", "eat"), ("Over a bowl of soup", "eat")]
TELLERS = ["a colleague", "Ingrid", "her brother"]
TOLD = ["he broke his collarbone", "the news", "about the new rota"]


def test_a_meal_fronted_before_telling_the_observer_is_shared(lex):
    cases = [(f"{f}, {t} tells Ana {x}.", k) for (f, k), t, x in itertools.product(FRONTED,
                                                                                  TELLERS, TOLD)]
    assert len(cases) == 36
    assert [text for text, k in cases if k not in actual_kinds(lex, text, OBSERVER)] == []


@pytest.mark.parametrize("text", [
    "Over coffee, Tomas tells his wife about Ana's accident.",
    "Over breakfast, Tomas tells Ana's sister the news.",
    "Over a bowl of soup, Tomas tells his wife that Ana is ill.",
])
def test_a_meal_fronted_before_telling_someone_else(lex, text):
    assert actual_kinds(lex, text, OBSERVER) & {"eat", "drink"} == set()


SET_ASIDE = ["his brother", "the twins", "Tomas", "her cousin"]
CLEFT_ACTS = [("finishes the carton of orange juice", "drink"), ("eats the last slice", "eat")]


def test_who_after_someone_set_aside_by_not_is_the_one_named_first(lex):
    cases = [(f"It is Ana, not {o}, who {a}.", k) for o, (a, k) in itertools.product(SET_ASIDE,
                                                                                    CLEFT_ACTS)]
    assert [text for text, k in cases if k not in actual_kinds(lex, text, OBSERVER)] == []
    others = [f"It is {o}, not Ana, who {a}." for o, (a, _) in itertools.product(SET_ASIDE,
                                                                              CLEFT_ACTS)]
    assert [text for text in others if actual_kinds(lex, text, OBSERVER) & {"eat", "drink"}] == []


MOVING = ["The kitchen hatch slides open", "The serving hatch slid shut",
          "The lift doors slide apart"]


@pytest.mark.parametrize("moving", MOVING)
def test_a_thing_sliding_open_hands_nothing_over(lex, moving):
    # the cook is no recipient of the sliding hatch: "she" is the one named after
    text = f"{moving}, the cook calls Ana's number, and she wolfs down her churrasco."
    assert "eat" in actual_kinds(lex, text, OBSERVER)
    assert "eat" not in actual_kinds(lex, f"{moving}, Ana calls the cook, and he wolfs down a pie.",
                                     OBSERVER)


@pytest.mark.parametrize("subject", ["Ana", "You", "I"])
def test_more_meals_and_drinks_named(lex, subject):
    for text, kind in [(f"{subject} had elevenses in the garden.", "eat"),
                       (f"{subject} had iftar with the family at sunset.", "eat"),
                       (f"{subject} had suhoor before dawn.", "eat"),
                       (f"{subject} got stuck into a plate of chips.", "eat"),
                       (f"{subject} got stuck into a bottle of red.", "drink"),
                       (f"{subject} took a long draught of ale.", "drink")]:
        assert kind in actual_kinds(lex, text, OBSERVER), text


@pytest.mark.parametrize("text", [
    "Ana gets stuck into the gardening.",
    "Ana took a deep draught of cold air.",
    "Ana will have iftar at sunset.",
    "Tomas had elevenses while Ana worked.",
])
def test_no_food_after_them_planned_or_someone_elses(lex, text):
    assert actual_kinds(lex, text, OBSERVER) & {"eat", "drink"} == set()
