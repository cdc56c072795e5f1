"""Everyday acts said the many ways people say them, in new settings.

Idioms and phrasal verbs of a row ("gets into it with", "mouths off to", "goes toe to toe
with", "a scrap with", "heated words", "lays into him", "flies off the handle"), skin scraped,
gouged or ripped, a neck cricked, hurt by an animal in the passive ("kicked by a horse"), a
plate or a pint made short work of, food and beer in everyday slang ("some scran", "cold
ones"), body-weight moves written open ("push ups"), idling and short breaks ("mooches
about", "sits down for a minute", "a five-minute break"), deep or stretched sleep ("out for
the count", "gets her head down for an hour", "turns in to her hammock"), company kept or
made ("keeps her company", "makes friends with", "has friends over"), a small temperature,
curtness, a meal taken or logged ("takes his meal in the refectory", "lunch: lentil soup").
Who did it: the observer added after a comma ("..., including Ana"), a pair joined by "&",
"hurts her back" (her own), an owner with an adjective before a relative ("Zara's little
brother ... grazes both knees": the brother's), a thing listened to (music) leaves the
listener's posture theirs, a crew's "off watch" is no seeing. Controls: the same words not
as the act, someone else's act, negation.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Ana"


def missed(lex, kind: str, texts) -> list[str]:
    return [t for t in texts if kind not in actual_kinds(lex, t, OBSERVER)]


def fired(lex, kind: str, texts) -> list[str]:
    return [t for t in texts if kind in actual_kinds(lex, t, OBSERVER)]


SUBJECTS = ["Ana", "You"]
PEOPLE = ["the ringmaster", "the supply skipper", "a guard", "the landlord"]
ROW_IDIOMS = ["{s} gets into it with {p}", "{s} mouths off to {p}",
              "{s} goes toe to toe with {p}", "{s} gets into a scrap with {p}",
              "{s} has a scrap with {p}", "{s} crosses swords with {p}",
              "{s} gets into a fistfight with {p}", "{s} gets into a shoving match with {p}"]


def _person(subject: str, text: str) -> str:
    # "You gets" -> "You get": the second person takes the bare verb
    if subject == "You":
        for a, b in (("gets ", "get "), ("mouths ", "mouth "), ("goes ", "go "),
                     ("has ", "have "), ("crosses ", "cross "), ("lays ", "lay "),
                     ("bites ", "bite "), ("flies ", "fly "), ("gives ", "give ")):
            text = text.replace(a, b, 1)
    return text


def test_row_idioms_with_anyone_are_conflict(lex):
    texts = [_person(s, i.format(s=s, p=p)) + " on the quay."
             for s, p, i in itertools.product(SUBJECTS, PEOPLE, ROW_IDIOMS)]
    assert missed(lex, "conflict", texts) == []


PRONOUN_ROWS = ["{s} lays into him over the late diesel.",
                "{s} has a go at her about the mess in the galley.",
                "{s} bites his head off when he asks about the rota.",
                "{s} flies off the handle at the purser.",
                "{s} gives him the finger across the yard.",
                "{s} loses it with them when they take the last bunk.",
                "{s} and the cook exchange heated words.",
                "{s} gets a tongue-lashing from the director.",
                "{s} is a bit short with the waiter."]


def test_row_idioms_aimed_at_someone_are_conflict(lex):
    texts = [_person(s, t.format(s=s)) for s, t in itertools.product(SUBJECTS, PRONOUN_ROWS)
             if not (s == "You" and " is " in t)]
    assert missed(lex, "conflict", texts) == []


NOT_A_ROW = ["Ana lays into the stew with a spoon.",
             "Ana has a go at the climbing wall.",
             "Ana scraps the plan for the afternoon.",
             "Ana bites the head off a jelly baby.",
             "Ana is short with money this month.",
             "Tom and Rui get into it with the ringmaster.",
             "Ana watches two drunks get into a fistfight outside the ferry bar.",
             "Ana watches two drunks get into a scrap outside the ferry bar.",
             "Ana doesn't get into it with the skipper; she walks away.",
             "Ana never mouths off to the guards."]


def test_same_words_not_a_row_or_not_hers(lex):
    assert fired(lex, "conflict", NOT_A_ROW) == []


SCRAPES = ["scrapes her knuckles on the winch drum", "scrapes her shin on the anchor chain",
           "gouges her palm on a fish hook", "rips her hand open on a rusty nail",
           "cricks her neck on the film set", "scrapped her knee on the gravel",
           "hurts her back lifting the crate", "strains her back hauling the net"]


def test_skin_scraped_gouged_ripped_or_a_neck_cricked_is_injury(lex):
    assert missed(lex, "injury", [f"Ana {s}." for s in SCRAPES]) == []


NOT_SCRAPED = ["Ana scrapes her chair back from the table.",
               "Ana scrapes back her hair.",
               "Ana scraps the old hand rail.",
               "Ana scrapes the plate into the bin.",
               "Ana rips open the envelope.",
               "Tom scrapes his knuckles on the winch drum.",
               "Zara's little brother falls off his scooter and scrapes both knees."]


def test_things_scraped_and_someone_elses_skin_are_no_injury_of_hers(lex):
    assert fired(lex, "injury", NOT_SCRAPED) == []


ANIMALS = ["a horse", "the bull", "a cow", "the camp dog"]
PASSIVES = ["is kicked by", "gets gored by", "is trampled by", "is mauled by"]


def test_hurt_by_an_animal_in_the_passive_is_the_one_hurt(lex):
    texts = [f"Ana {v} {a}." for v, a in itertools.product(PASSIVES, ANIMALS)]
    assert missed(lex, "injury", texts) == []
    others = [f"Tom {v} {a} while Ana watches." for v, a in itertools.product(PASSIVES,
                                                                            ANIMALS)]
    assert fired(lex, "injury", others) == []


FOODS = ["a cheese toastie", "a plate of pasta", "two bowls of congee"]
DRINKS = ["a pint of stout", "a mug of cocoa"]


def test_a_plate_or_a_pint_made_short_work_of(lex):
    assert missed(lex, "eat", [f"Ana makes short work of {f} in the lounge." for f in FOODS]) \
        == []
    assert missed(lex, "drink", [f"Ana makes quick work of {d}." for d in DRINKS]) == []
    assert fired(lex, "eat", ["Ana makes short work of the paperwork.",
                              "Tom makes short work of a plate of pasta.",
                              "Ana makes short work of the pasta order for table six.",
                              "Ana has a pizza order to deliver."]) == []
    assert fired(lex, "drink", ["Ana has the coffee order ready.",
                                "Ana finishes the drinks order."]) == []


def test_food_and_beer_in_everyday_slang(lex):
    assert missed(lex, "eat", ["Ana gets some scran from the galley.",
                               "You grab some hot grub from the chuck wagon.",
                               "Ana eats her grub by the campfire."]) == []
    assert missed(lex, "drink", ["Ana sinks a couple of cold ones on the porch.",
                                 "Ana has a cheeky half at the Red Lion.",
                                 "Ana has a few bevvies with the crew."]) == []
    assert fired(lex, "eat", ["The robin pulls a grub out of the lawn."]) == []
    assert fired(lex, "drink", ["Ana takes a quick half hour off."]) == []


MOVES = ["50 push ups", "twenty press ups", "situps", "a set of chin ups", "pull ups"]


def test_body_weight_moves_written_open_or_closed(lex):
    assert missed(lex, "exercise", [f"Ana does {m} on deck." for m in MOVES]) == []
    assert fired(lex, "exercise", ["Ana sits up in her bunk.",
                                   "Ana pulls up outside the bakery.",
                                   "Tom does push ups while Ana watches."]) == []


IDLING = ["Ana mooches about the cabin all afternoon.",
          "Ana lies around in her pyjamas.",
          "Ana spends a lazy hour on the beach.",
          "Ana snuggles up under a blanket on the sofa.",
          "Ana gets off her feet for ten minutes.",
          "Ana dangles her legs off the pier.",
          "Ana takes a moment to herself on the bench.",
          "Ana sits down for a minute.",
          "Ana takes a quick five-minute break on the steps.",
          "Ana leans on the rail for a few seconds to get her breath back.",
          "Ana listens to music lying on her bunk."]


def test_idling_and_short_breaks_are_rest(lex):
    assert missed(lex, "rest", IDLING) == []
    assert fired(lex, "rest", ["Ana lies about her age.",
                               "Tom takes a moment to himself on the bench.",
                               "Ana never sits down for a minute all day."]) == []


SLEEPS = ["Ana is out for the count in the bunk.",
          "Ana gets her head down for an hour in the cabin.",
          "You get your head down for a couple of hours.",
          "Ana turns in to her hammock below decks after the watch.",
          "Ana is off watch and asleep in her bunk.",
          "Camp log 05:30 | ger 2 | Ana & Tom: asleep, stove out"]


def test_deep_or_stretched_sleep(lex):
    assert missed(lex, "sleep", SLEEPS) == []
    assert fired(lex, "sleep", ["Ana gets her head down and finishes the report.",
                                "Ana listens to Tom snoring."]) == []


def test_company_kept_made_or_had_round(lex):
    assert missed(lex, "socialize", ["Ana keeps her company on the night watch.",
                                     "Ana makes friends with the locals.",
                                     "Ana has friends over for a film night.",
                                     "Ana joins the singalong round the fire.",
                                     "Ana has a knees-up with the crew."]) == []
    assert fired(lex, "socialize", ["Tom makes friends with the locals.",
                                    "Ana never makes friends with anyone."]) == []


def test_a_small_temperature_is_illness(lex):
    assert missed(lex, "illness", ["Ana has a slight temperature.",
                                   "Ana is running a slight temperature.",
                                   "Ana has a chill after the night watch."]) == []
    assert fired(lex, "illness", ["The water has a low temperature.",
                                  "Ana sets the oven to a mild temperature."]) == []


def test_a_meal_taken_or_logged(lex):
    assert missed(lex, "eat", ["Ana takes her meal in the refectory in silence.",
                               "Ana takes lunch with the abbot.",
                               "12:30 Ana - lunch: lentil soup, roll, apple",
                               "Breakfast: porridge and tea."]) == []
    assert fired(lex, "eat", ["Lunch: 12:30 in the canteen.",
                              "Tom takes his meal in the refectory."]) == []


GROUP_ACTS = [("eat", "The whole crew eat stew in the mess, Ana included."),
              ("illness", "The whole camp has the flu, including Ana."),
              ("exercise", "Everyone swims in the lake, including Ana."),
              ("exercise", "Everyone swims in the lake, you included."),
              ("sleep", "Everyone on the ferry sleeps through the storm, Ana included."),
              ("eat", "Ana & Tom eat lunch on the quay."),
              ("eat", "Ana comes off watch and eats a sandwich.")]


def test_the_observer_among_the_doers(lex):
    assert [t for k, t in GROUP_ACTS if k not in actual_kinds(lex, t, OBSERVER)] == []
    assert fired(lex, "exercise", ["Everyone swims in the lake, including Ana's brother.",
                                   "Everyone swims in the lake except Ana.",
                                   "Tom & Lu swim in the lake while Ana works."]) == []


def test_every_cut_of_the_handed_lines_perceives(lex):
    lines = [*IDLING, *SLEEPS, *(t for _, t in GROUP_ACTS), *NOT_A_ROW, *NOT_SCRAPED]
    for text in lines:
        words = text.split()
        for k in range(1, len(words) + 1):
            perceive(" ".join(words[:k]), lex, observer=OBSERVER)


HANDED = [("drink", "Tom hands Ana a bottle of water, which she drains in one go."),
          ("drink", "Tom pours Ana a pint and she sinks it in two long pulls."),
          ("drink", "Tom pours Ana a pint and she downs it."),
          ("eat", "Tom gives Ana a pie, which she eats in the van.")]


def test_a_drink_handed_and_put_away_in_one(lex):
    assert [t for k, t in HANDED if k not in actual_kinds(lex, t, OBSERVER)] == []
    assert fired(lex, "drink", ["Tom pours Ana a pint, which Lu downs in one.",
                                "Ana puts the pint down and sinks into the sofa."]) == []


GYM = ["Ana shoots some hoops behind the barracks.",
       "Ana does some weights in the garage.",
       "Ana does an hour on the stepper.",
       "Ana rides out across the steppe at a gallop for an hour."]


def test_a_gyms_kit_and_a_ride_told_in_everyday_words(lex):
    assert missed(lex, "exercise", GYM) == []
    assert fired(lex, "exercise", ["The horses thunder past Ana at a gallop."]) == []


HURT_BY_EFFECT = ["Ana's shoulder pops out of its socket.",
                  "Ana's knee gives way on the stairs and she goes down hard.",
                  "Ana feels something tear in her calf.",
                  "Ana lands on her shoulder and can't lift her arm.",
                  "Ana can't put any weight on her ankle.",
                  "You can't put weight on your ankle after the fall.",
                  "Ana has a lump on her head from the beam."]


def test_a_hurt_told_by_what_the_body_does_or_cannot_do(lex):
    assert missed(lex, "injury", HURT_BY_EFFECT) == []
    assert fired(lex, "injury", ["Tom can't lift his arm after the fall.",
                                 "Ana's son can't put any weight on his ankle.",
                                 "Ana can't lift the barrel on her own."]) == []


def test_a_bug_caught_and_a_body_told_wretched(lex):
    assert missed(lex, "illness", ["Ana has picked up a tummy bug on the ferry.",
                                   "Ana has the trots.",
                                   "Ana feels like death warmed up."]) == []
    assert fired(lex, "illness", ["Ana picks up a bug from the floor with tweezers."]) == []


def test_the_body_set_down_or_turned_to_the_sun(lex):
    assert missed(lex, "rest", ["Ana suns herself on the foredeck.",
                                "Ana plonks herself down on the sofa.",
                                "Ana sits on the dock with her feet dangling in the water.",
                                "Ana slouches in an armchair."]) == []
    assert fired(lex, "rest", ["Tom suns himself on the deck."]) == []


def test_a_drink_tasted_sampled_or_thrown_back(lex):
    assert missed(lex, "drink", ["Ana samples the local wine.",
                                 "Ana tastes the new cider in the cellar.",
                                 "Ana chucks back a bottle of water."]) == []
    assert fired(lex, "drink", ["Ana tastes the soup.", "The chef tastes the wine sauce.",
                                "Tom samples the local wine."]) == []
