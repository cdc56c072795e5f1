"""Who did what in long sentences (heldout36/37). One test per attribution class.

Each case names the observer and the actual self events expected; the other people's events
are checked where the class is about them (a leak: the observer credited with their doing).
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds

from engine.perception import perceive


def others_actual_kinds(text: str, observer: str, lex) -> set[str]:
    """Kinds someone other than the observer actually did (not helpers.other_kinds, which also
    counts the observer's negated or planned events)."""
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and not e.negated and e.mode == "actual"}


@pytest.mark.parametrize(("text", "observer", "expected", "theirs"), [
    ("Selin irons while her son and his friend wrestle on the rug until one of them gets a "
     "bloody nose.", "Selin", set(), {"injury"}),
    ("Ines watches from the window as two men, one of them holding a knife, fight outside the "
     "bar.", "Ines", set(), {"conflict"}),
])
def test_partitive_one_of_them_is_the_subject_and_one_of_those_people(
        lex, text, observer, expected, theirs):
    assert actual_kinds(lex, text, observer) == expected
    assert theirs <= others_actual_kinds(text, observer, lex)


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # the two just mentioned are someone else's pair
    ("Nadia watches her brother give his speech; halfway through he is heckled by the best man "
     "and the two of them start shouting at each other.", "Nadia", set()),
    ("Amara waits on the bench while Jonas meets Lise, and the two of them jog around the lake.",
     "Amara", set()),
    # the observer is one of the two
    ("Ossian and his uncle walk to the car park, and the two of them eat chips.", "Ossian",
     {"eat"}),
])
def test_the_two_of_them_is_the_pair_just_mentioned(lex, text, observer, expected):
    assert actual_kinds(lex, text, observer) & {"eat", "exercise", "conflict"} == expected


@pytest.mark.parametrize(("text", "observer"), [
    ("Selma's co-star eats a croissant on set while she reads a magazine.", "Selma"),
    ("Bea's class eats packed lunches on the lawn while Bea, who forgot hers, drinks a can of "
     "lemonade.", "Bea"),
])
def test_an_owner_opening_the_clause_is_not_the_subject_of_its_finite_verb(lex, text, observer):
    assert "eat" not in actual_kinds(lex, text, observer)
    assert "eat" in others_actual_kinds(text, observer, lex)


def test_the_victim_after_an_owner_is_the_owned_person(lex):
    text = ("The dog bit Petra's husband on the hand when he tried to separate it from another "
            "dog, and Petra drove him to A&E.")
    assert "injury" not in actual_kinds(lex, text, "Petra")


def test_a_pronoun_after_a_relative_clause_points_at_its_antecedent(lex):
    text = ("Bea sits with Tariq, who is homesick and crying, and talks to him until he falls "
            "asleep.")
    assert "sleep" not in actual_kinds(lex, text, "Bea")
    assert "sleep" in others_actual_kinds(text, "Bea", lex)


def test_who_stays_the_subject_past_a_clause_opener_inside_its_clause(lex):
    text = ("Jonas is served a beer by the barman, who then drinks one himself, and Jonas "
            "leaves his untouched.")
    assert "drink" not in actual_kinds(lex, text, "Jonas")
    assert "drink" in others_actual_kinds(text, "Jonas", lex)


def test_an_excluder_governs_both_conjuncts(lex):
    text = ("All the guests except Nadia and her sister are out on the lawn eating ice cream; "
            "the two of them stay inside arguing about the seating plan.")
    assert actual_kinds(lex, text, "Nadia") == {"conflict"}


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # whoever is named after the first verb is its object, not the subject of "and drinks"
    ("The warden makes Corin a mug of cocoa and drinks one herself beside the stove.", "Corin",
     set()),
    # but the observer as the first verb's subject keeps the coordinated verb
    ("Without a word to anyone, Vikram takes his tray to a corner table and eats alone.",
     "Vikram", {"eat"}),
])
def test_a_verb_after_and_shares_the_subject_of_the_verb_before_it(lex, text, observer,
                                                                   expected):
    assert actual_kinds(lex, text, observer) & {"eat", "drink"} == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # the call names its own listeners: not the observer's
    ("Rafa hears the news on the radio, and his wife, who grew up there, phones her parents.",
     "Rafa", set()),
    # a story told while the observer eats is still told to them
    ("You eat while Greta tells a story.", "Ann", {"socialize"}),
    ("Sitting at the bedside, Marit listens while Mrs Okafor tells her about her "
     "grandchildren.", "Marit", {"socialize"}),
])
def test_an_addressed_term_with_another_listener_is_not_the_observers(lex, text, observer,
                                                                      expected):
    assert actual_kinds(lex, text, observer) & {"socialize"} == expected


def test_a_subject_inside_a_whose_clause_is_no_subject_after_it(lex):
    text = "Quill edits the dailies while the actor whose scenes he is cutting sleeps on the sofa."
    assert "sleep" not in actual_kinds(lex, text, "Quill")
    assert "sleep" in others_actual_kinds(text, "Quill", lex)


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # he after "Dr Hale and Marit": one of the two, not surely the observer
    ("When Dr Hale and Marit reached bay three, he was already arguing with the patient's son.",
     "Marit", set()),
    # the other one's gender rules them out: the observer
    ("Marit and her brother reached the ward, and she was sick.", "Marit", {"illness"}),
])
def test_a_singular_pronoun_after_the_observer_and_another_named_together(lex, text, observer,
                                                                         expected):
    assert actual_kinds(lex, text, observer) & {"conflict", "illness"} == expected


def test_a_subject_after_a_fronted_phrase_is_the_sentences(lex):
    text = "On the refuge radio, the rescue service reports an avalanche in the next valley."
    assert "work" not in actual_kinds(lex, text, "Ravi")


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # the latest subject before the situation in its clause is the one it happens to
    ("Ana hears that her cousin, who lives in Lima, was injured in a crash.", "Ana", set()),
    # the place where others live is theirs
    ("A storm is flooding the village where Ana's parents live.", "Ana", set()),
    # the observer after it is what it threatens
    ("A van mounts the kerb and misses you by an arm's length.", "Rafa", {"danger"}),
    ("A fire broke out in the flat below Ana's, and the smoke is filling her hallway.", "Ana",
     {"danger"}),
])
def test_a_situation_is_the_latest_subjects_before_it(lex, text, observer, expected):
    assert actual_kinds(lex, text, observer) & {"danger"} == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    ("Jonas tells Mira that Ana is ill.", "Ana", set()),
    ("Mira tells Ana that Jonas is ill.", "Ana", {"socialize"}),
    # a relative "that" is no complementizer
    ("She sends back a row of angry faces and a joke that makes you smile.", "Tomas",
     {"socialize"}),
])
def test_who_is_named_in_what_is_said_is_no_party_to_the_talk(lex, text, observer, expected):
    assert actual_kinds(lex, text, observer) & {"socialize"} == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    ("Nadia sweeps the porch as a group of neighbours chat and laugh on the pavement below.",
     "Nadia", set()),
    # the observer's own person calls the observer
    ("Your mother phones to say she sprained her wrist.", "Priya", {"socialize"}),
    # coordinated with the observer: shared
    ("You, your brother and your cousin have been shouting at each other for ten minutes.",
     "Gus", {"conflict"}),
])
def test_someone_else_named_right_before_a_shared_verb_is_its_subject(lex, text, observer,
                                                                      expected):
    assert actual_kinds(lex, text, observer) & {"socialize", "conflict"} == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # a gendered person word after an observer of unknown gender
    ("Jovan sits with the girl at the well, and she drinks it all in one go.", "Jovan", set()),
    # a party to the observer's doing fits the pronoun as well as the observer: not theirs
    ("Valentin waves to Wim across the night market, but he is wolfing down a chicken skewer.",
     "Valentin", set()),
    ("Tariq argued with the parking warden for a minute before she wrote the ticket anyway.",
     "Tariq", set()),
    # an author after "by" is no party: the observer keeps the pronoun
    ("Efua listens to 'Fever' by Peggy Lee while she restocks the shelves at the chemist.",
     "Efua", None),
])
def test_a_pronoun_that_fits_someone_else_named_after_the_observer(lex, text, observer,
                                                                  expected):
    got = actual_kinds(lex, text, observer) & {"drink", "eat", "work"}
    if expected is None:
        assert "drink" not in got and "eat" not in got
        assert not others_actual_kinds(text, observer, lex) & {"work"}
    else:
        assert got == expected


def test_waves_to_a_name_names_a_person_not_a_place(lex):
    # (a wave itself goes one way and is no company: the words to a name are)
    events = perceive("Valentin calls out to Wim across the market, and they chat for a bit.",
                      lex, observer="Valentin")
    assert any(e.kind == "socialize" and e.subject == "self" for e in events)
    events = perceive("Valentin waves to Wim, but he doesn't wave back.", lex,
                      observer="Valentin")
    assert not any(e.kind == "socialize" and e.subject == "self" for e in events)


def test_a_fronted_participle_describes_the_person_an_owner_names_after_it(lex):
    text = "Bitten by a dog this morning, Lena's son is resting on the sofa."
    assert "injury" not in actual_kinds(lex, text, "Lena")
    # but "over lunch" before an owner's person is still the observer's shared meal
    text = "Over lunch, Edgar's grandmother tells him about the bombing raids she survived."
    assert "eat" in actual_kinds(lex, text, "Edgar")


def test_a_name_opening_a_sentence_before_a_parenthesis_and_a_verb(lex):
    assert "drink" not in actual_kinds(lex, "Tomas, sitting next to Lena, drinks a beer.", "Lena")


@pytest.mark.parametrize(("text", "observer"), [
    ("The man Lena married runs marathons.", "Lena"),
    ("The boy Lena tutors has the flu.", "Lena"),
    ("The man you married runs marathons.", "Lena"),
])
def test_a_relative_clause_without_a_relative_word_is_not_the_observers(lex, text, observer):
    assert not actual_kinds(lex, text, observer) & {"exercise", "illness"}


def test_wedding_people_are_people(lex):
    text = ("Anouk is having breakfast with her bridesmaids, buttering a croissant "
            "@ Grand Hotel: breakfast room")
    assert {"eat", "socialize"} <= actual_kinds(lex, text, "Anouk")
    # a gendered wedding word takes the pronoun of its gender
    text = "Hedda dances with the groom while the bride sits on the steps, and she sleeps."
    assert "sleep" not in actual_kinds(lex, text, "Hedda")


def test_a_relative_clause_on_an_agent_after_by_keeps_the_pronoun_with_the_subject(lex):
    text = ("Selma was handed a coffee by the runner, who then ran off to fetch the director's "
            "lunch, and she drank a cup of it in the trailer.")
    events = perceive(text, lex, observer="Selma")
    assert all(e.subject == "self" for e in events if e.kind == "drink")


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # nobody of the pronoun's gender named: the latest name of unknown gender
    ("Noor's son, who is learning to cook, makes her an omelette, and she eats it while he "
     "washes up.", "Noor", {"eat"}),
    ("Ines is helping a confused patient back to bed. He grabs her wrist, then lets go when "
     "she talks to him calmly.", "Ines", {"socialize"}),
])
def test_a_pronoun_whose_gender_rules_out_the_focus_falls_back_to_a_name(lex, text, observer,
                                                                        expected):
    assert actual_kinds(lex, text, observer) & {"eat", "socialize"} == expected


def test_a_job_word_after_an_infinitive_to_is_a_verb_not_a_person(lex):
    text = "Her son, who is learning to cook, makes Noor an omelette."
    events = perceive(text, lex, observer="Noor")
    assert not any(e.kind == "work" and e.subject == "other" and "cook" in e.term
                   for e in events)


@pytest.mark.parametrize(("text", "observer", "expected"), [
    ("Rui's brother's house in Porto is flooding.", "Rui", set()),
    ("Rui reads that a wildfire is approaching his sister's village.", "Rui", set()),
    ("A wildfire is approaching Rui's village.", "Rui", {"danger"}),
    ("Flames are climbing the stairwell of Selin's building.", "Selin", {"danger"}),
])
def test_a_place_owned_by_someone_else_is_their_danger(lex, text, observer, expected):
    assert actual_kinds(lex, text, observer) & {"danger"} == expected


def test_a_subjectless_verb_after_another_persons_clause_is_not_the_observers(lex):
    text = "Rui reads on the sofa while Marta cooks, humming, and then eats alone."
    assert "eat" not in actual_kinds(lex, text, "Rui")


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # an owner after the verb hands the party to the person it owns, when someone else is the
    # clause's subject
    ("The teacher scolds Kai's classmate, and Kai looks away.", "Kai", set()),
    # with no other subject the observer texts their own sister
    ("You sit on the sofa, damp and tired, and text your sister Marit a photo.", "Tomas",
     {"socialize"}),
    # who is talked about is no party
    ("Laughing, Lotte tells her sister about Kai's holiday.", "Kai", set()),
    # "she nurses a juice": a verb, not a nurse
    ("Jelena is the only one not drinking wine; she nurses an apple juice and talks shop with "
     "her cousin.", "Jelena", {"socialize", "drink"}),
])
def test_the_party_of_a_shared_verb(lex, text, observer, expected):
    assert actual_kinds(lex, text, observer) & {"socialize", "conflict", "drink"} == expected


@pytest.mark.parametrize(("text", "observer", "kind"), [
    # a relative clause goes on past "and": the woman falls asleep
    ("Ilya gives his seat to a pregnant woman, who sits down gratefully and falls asleep.",
     "Ilya", "sleep"),
    # "X, not Ilya, ate": the one denied is no subject
    ("Ilya's brother, not Ilya, ate the cake.", "Ilya", "eat"),
])
def test_a_relative_clause_or_a_denied_name_is_not_the_observers_doing(lex, text, observer,
                                                                       kind):
    assert kind not in actual_kinds(lex, text, observer)
    assert kind in others_actual_kinds(text, observer, lex)


def test_the_observer_and_someone_owned_by_a_name_are_coordinated(lex):
    text = "Sol and Theo's mother are drinking tea together."
    assert {"drink", "socialize"} <= actual_kinds(lex, text, "Sol")
    # someone else and his mother are not the observer
    text = "Theo and his mother are drinking tea in Sol's kitchen."
    assert not actual_kinds(lex, text, "Sol") & {"drink", "socialize"}


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # who is in the place where it happens is no party to a fight
    ("A fight breaks out in the bar where Bo is drinking.", "Bo", {"drink"}),
    # the observer as the subject of another verb after it is not what it threatens
    ("A fire is raging in the forest near his cousin's cabin, Bo hears on the news.", "Bo",
     set()),
    ("A fire is raging in the forest near Bo's cabin.", "Bo", {"danger"}),
    # but a door slammed in your face is yours
    ("The talk turns into a heated row, and he slams the door in your face.", "Teo",
     {"conflict"}),
])
def test_where_a_fight_or_a_fire_is_and_whom_it_concerns(lex, text, observer, expected):
    assert actual_kinds(lex, text, observer) & {"conflict", "danger", "drink"} == expected


def test_a_thing_before_a_companion_word_is_no_other_subject(lex):
    text = ("Nobody at the table argues with Sven tonight; the dinner with his in-laws goes "
            "smoothly.")
    assert "socialize" in actual_kinds(lex, text, "Sven")


def test_a_pronoun_after_the_colon_of_a_note_from_someone_is_the_writer(lex):
    text = ("Tove finds a note from her roommate: she has been vomiting all night and won't be "
            "at the lecture.")
    assert "illness" not in actual_kinds(lex, text, "Tove")
    assert "illness" in others_actual_kinds(text, "Tove", lex)
