"""Session 33, fresh set heldout157 (a Scottish fishing village and a trawler in a winter gale).

* Weather heard from bed is the sleep's disturbance, no threat: a gale or a storm that
  rattles, howls, slams or batters (or a gust woken at) in a sentence that tells of sleep won
  or lost ("You lie awake all night as the gale howls round the chimney"). A storm that hits,
  passes over or tears stays a threat, and so does one rattling a roof with no sleep told.
* Dragged, pulled or sucked under by water is a threat ("is dragged under by the current").
* "boke" and "boak" are Scots for vomiting ("I've been boking all night").
* A minister, a parson and a deacon are people: tea with one is company.
* A part strapped or bandaged in an absolute phrase is a hurt ("her wrist still strapped");
  "tucks straight in" and "digs right into" set about a meal.
* Ice, snow and frost that build up are a thing, no one building ("Ice is building on the
  deck and rigging and Fraser slides toward the stern ramp").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_weather_heard_from_bed_is_no_danger(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Morag", "You wake after nine hours, the gale still rattling the slates.", {"sleep"}),
        ("Morag", "You lie awake all night as the gale howls round the chimney.", set()),
        ("Ailsa", "Ailsa never got to sleep; the gale rattled the windows till dawn.", set()),
        ("Eilidh", "Eilidh slept badly, waking at every gust, but slept.", {"sleep"}),
        ("Tom", "Tom lies awake in the bothy as the blizzard batters the door.", set()),
        ("Tom", "I hardly slept, the thunder rumbling over the glen till three.", set()),
        ("Tom", "You don't sleep a wink; the storm slams the shutter against its frame.", set()),
        ("Halvard", "Halvard couldn't sleep: the storm kept howling round the mast.", set()),
        ("Tom", "Tom wakes at every squall and turns over again.", set()),
        ("Ines", "Ines dozes on the sofa while the storm drums on the skylight.", {"sleep"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_controls_a_storm_that_strikes_or_no_sleep_told_stays_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" in actual_kinds(lex, text, observer)

    cases = [
        ("Kemal", "Kemal sews sequins while the storm rattles the workshop roof."),
        ("Priya", "Priya never got her kip; the dust storm hit and she had to sit it out."),
        ("Eilidh", "Eilidh wakes as the gale tears the roof off."),
        ("Eilidh", "Eilidh wakes at six. The storm rips the roof off the shed."),
        ("Eilidh", "The storm passes over the camp where Eilidh is sleeping."),
    ]
    assert failing_cases(one_case, cases) == []


def test_dragged_under_by_water_is_danger(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Ailsa", "The wave rolls the lifeboat and Ailsa is dragged under by the current.",
         {"danger"}),
        ("Ailsa", "Ailsa was pulled under by the rip and came up gasping.", {"danger"}),
        ("Tom", "You're sucked under the waves off the point.", {"danger"}),
        ("Tom", "The undertow drags Tom under the water twice.", {"danger"}),
        ("Tom", "Tom is dragged beneath the waves by his own net.", {"danger"}),
        ("Ailsa", "Ailsa pulls the duvet over her head.", set()),
        ("Ailsa", "Tom is dragged under by the current while Ailsa watches from the pier.",
         set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_boke_is_scots_for_vomiting(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Eilidh", "I've been boking all night after the bad mussels.", {"illness"}),
        ("Ailsa", "Ailsa boaked twice on the ferry.", {"illness"}),
        ("Tom", "Tom is boking over the side of the boat.", {"illness"}),
        ("Tom", "The skipper boked in the wheelhouse and Tom took the helm.", {"work"}),
        ("Tom", "Tom rows the boat to the bike shed.", {"exercise"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_minister_is_company(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Eilidh", "Eilidh drinks a cup of ｔｅａ with the minister.", {"drink", "socialize"}),
        ("Eilidh", "Eilidh has tea with the parson after the service.", {"drink", "socialize"}),
        ("Tom", "You share a pot of tea with the deacon after the funeral.",
         {"drink", "socialize"}),
        ("Tom", "The minister has tea with the widow while Tom stacks the chairs.", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_part_strapped_with_no_verb_and_a_meal_set_about_at_once(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Morag", "Morag, her wrist still strapped from Tuesday's fall, waits on the pier.",
         {"injury"}),
        ("Morag", "Morag, her ankle bandaged, sits by the fire.", {"injury"}),
        ("Tom", "You limp to the bar, your knee strapped up.", {"injury"}),
        ("Morag", "Morag's son, his wrist strapped, waits on the pier.", set()),
        ("Ailsa", "The steak pie is set down and Ailsa tucks straight in.", {"eat"}),
        ("Ailsa", "Ailsa digs right into the haggis.", {"eat"}),
        ("Tom", "The plates arrive and you dig straight in.", {"eat"}),
        ("Ailsa", "Ailsa tucks her shirt straight in.", set()),
        ("Ailsa", "Tom tucks straight into his fish supper while Ailsa pours the tea.", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_ice_and_snow_that_build_up_are_no_one_at_work(lex) -> None:
    def one_case(observer, text, want):
        assert actual_kinds(lex, text, observer) == want

    cases = [
        ("Fraser", "Ice is building on the deck and rigging and Fraser slides toward the stern.",
         set()),
        ("Fraser", "Snow is building on the roof while Fraser dozes by the stove.", {"sleep"}),
        ("Fraser", "Frost is building on the wheelhouse windows and Fraser naps in his bunk.",
         {"sleep"}),
        ("Tom", "Ice builds on the rails as you sip your tea in the galley.", {"drink"}),
        ("Fraser", "Fraser is building a deck for the pub.", {"work"}),
        ("Fraser", "Fraser eats an ice lolly on the deck.", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []
