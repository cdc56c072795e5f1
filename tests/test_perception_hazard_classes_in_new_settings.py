"""Hazards, fires and bodily crises named in the words of settings the lexicon had not seen.

Each class is a grid: several observers (a name, "you") by several subjects and verbs of the
class, which must give the observer's actual danger (or illness); negative controls from the
same settings (a tool, a thing named for a hazard, a road's bends, an ember that smoulders in
its grate) must not. Someone else's crisis, named with their name, stays theirs.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = ["Ana", "Kofi"]


# a thing that unfolds round the observer: a trench that slumps in, a crane's load that breaks
# loose, stones coming down a gully, a flash flood's front
UNFOLDING = [
    "The trench {verb} in around {who}'s legs.",
    "A pallet of bricks {verb2} loose from the crane over {who}'s head.",
    "Stones start {verb3} down the couloir above {who}.",
    "Brown water comes roaring down the dry riverbed towards {who}'s tent.",
]
UNFOLDING_VERBS = [("slumps", "swings", "whistling"), ("slumped", "broke", "raining"),
                   ("is slumping", "tears", "pouring")]


def test_a_hazard_unfolding_round_the_observer_is_their_danger(lex) -> None:
    def one_case(who, verbs):
        for template in UNFOLDING:
            text = template.format(who=who, verb=verbs[0], verb2=verbs[1], verb3=verbs[2])
            assert "danger" in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, UNFOLDING_VERBS))
    assert failing_cases(one_case, cases) == []


# a thing in a room or a building that starts to burn by itself, or a building burning now
FIRE_THINGS = ["waste-paper basket", "bin", "socket", "mattress", "extension lead", "toaster"]
FIRE_VERBS = ["smoulders", "is smouldering", "catches light", "starts smoking"]


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("thing, verb", list(itertools.product(FIRE_THINGS, FIRE_VERBS)))
def test_a_household_thing_that_starts_to_burn_is_danger(lex, who, thing, verb):
    text = f"The {thing} under {who}'s desk {verb}."
    assert "danger" in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("building", ["barn", "warehouse", "workshop", "shed"])
@pytest.mark.parametrize("state", ["is alight", "is fully alight", "is well alight"])
def test_a_building_told_alight_is_danger(lex, who, building, state):
    text = f"The {building} {state} and {who} is still inside."
    assert "danger" in actual_kinds(lex, text, who), text


# gas alarms named for their gas, sirens for an attack or a wave, a break-in under way, a
# flight or a dive in trouble, a crowd crush, a power line down
EXPOSURES = [
    "The H2S alarm on the drill floor starts shrieking and {who} reaches for a breathing set.",
    "The methane alarm goes off in the section where {who} is working.",
    "A rocket siren sends {who} running for the shelter.",
    "The tsunami siren wails and {who} runs for higher ground.",
    "{who} hears someone breaking in downstairs.",
    "Someone is trying to break into {who}'s flat.",
    "{who}'s plane loses an engine over the sea.",
    "{who} is told to brace for impact as the plane drops.",
    "{who}'s air supply is running out at thirty metres.",
    "{who} is crushed against the railings as the crowd pushes forward.",
    "A power line snaps in the wind and lands sparking across {who}'s driveway.",
]


def test_an_exposure_named_in_its_setting_is_danger(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "danger" in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, EXPOSURES))
    assert failing_cases(one_case, cases) == []


# negative controls: tools and things named for a hazard, tended embers, alighting, drills
NOT_DANGER = [
    "{who} carves the turkey with the electric knife.",
    "{who} spreads the icing with a palette knife.",
    "{who} slices the loaf with the bread knife.",
    "{who} sits by the electric fire with a book.",
    "{who} photographs the dormant volcano from the ferry.",
    "{who} plays a shooting game with her brother.",
    "A shooting star crosses the sky as {who} locks the shop.",
    "{who} practises at the shooting range on Sundays.",
    "{who} restocks the shelf of storm lanterns.",
    "{who} sells storm boots at the market stall.",
    "{who} reruns the flood model on her laptop.",
    "The embers smoulder in the grate while {who} reads.",
    "{who} alights at the next stop.",
    "{who}'s eyes are alight with joy.",
    "{who} breaks into a run for the bus.",
    "{who} breaks in her new walking boots on the towpath.",
    "The methane alarm test runs at noon while {who} eats lunch.",
]


def test_tools_and_things_named_for_a_hazard_are_no_danger(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "danger" not in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, NOT_DANGER))
    assert failing_cases(one_case, cases) == []


def test_a_knife_drawn_on_the_observer_stays_a_threat(lex):
    for text in ["A man pulls a knife on Ana.", "A man pulls a pocket knife on Ana.",
                 "A mugger pulls a knife on you in the underpass."]:
        assert "danger" in actual_kinds(lex, text, "Ana"), text


# a body's own crisis: a diver's bends, an allergic eater's shock, a face green with nausea
ILL = [
    "{who} gets the bends after surfacing too fast.",
    "{who} has the bends after the second dive.",
    "{who} goes into anaphylactic shock after the satay.",
    "{who} is green and sweating every time the ferry pitches.",
    "{who} is green and clammy by the third hairpin.",
]


def test_a_bodily_crisis_named_by_its_setting_is_illness(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "illness" in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, ILL))
    assert failing_cases(one_case, cases) == []


NOT_ILL = [
    "{who} takes the bends slowly on her bike.",
    "{who} rounds the bends of the river in her kayak.",
    "The light turns green and {who} crosses.",
    "{who} paints the shed green and sweeps the yard.",
]


def test_bends_taken_and_green_things_are_no_illness(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "illness" not in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, NOT_ILL))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Tom gets the bends after surfacing too fast.",
    "Tom goes into anaphylactic shock after the satay.",
    "Tom is green and sweating every time the ferry pitches.",
])
def test_someone_elses_crisis_is_theirs(lex, text):
    assert "illness" not in actual_kinds(lex, text, "Ana"), text


# a tool or a meter named a gun is no weapon; a real bomb, fire or crash after the same word stays
@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("tool", ["wheel gun", "glue gun", "staple gun", "radar gun",
                                  "spray gun", "massage gun"])
def test_a_tool_named_a_gun_is_no_danger(lex, who, tool):
    for text in [f"{who} fixes the jammed {tool} before the session.",
                 f"The replacement {tool}s haven't arrived, so {who} waits."]:
        assert "danger" not in actual_kinds(lex, text, who), text


def test_a_real_threat_after_a_tool_word_stays_danger(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, "Ana"), text

    cases = [
        "A grease fire engulfs the food truck where Ana is working.",
        "Ana's car hits the wall in a high-speed crash.",
        "A nail bomb goes off near Ana.",
        "The tyre fire sends black smoke over Ana's farm.",
        "A man points a gun at Ana.",
    ]
    assert failing_cases(one_case, cases) == []


# a hurt joint clutched or cradled is an injury; a hand held or a side clutched is not
@pytest.mark.parametrize("who, own", [("Ana", "her"), ("Kofi", "his")])
@pytest.mark.parametrize("part", ["knee", "ankle", "wrist", "ribs", "shoulder", "collarbone"])
@pytest.mark.parametrize("frame", ["{who} comes up clutching {own} {part}.",
                                   "{who} climbs out of the car clutching {own} {part}.",
                                   "{who} sits on the kerb cradling {own} {part}."])
def test_a_hurt_joint_clutched_is_an_injury(lex, who, own, part, frame):
    text = frame.format(who=who, own=own, part=part)
    assert "injury" in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("text", [
    "Ana clutches her daughter's hand on the ride.",
    "Ana is clutching her handbag on the night bus.",
    "Tom comes up clutching his knee while Ana watches from the lift.",
])
def test_a_hand_held_or_someone_elses_knee_is_no_injury_of_the_observer(lex, text):
    assert "injury" not in actual_kinds(lex, text, "Ana"), text


# sight failing is an illness; a plan's vision is not; a voice worn out for fun is no illness
@pytest.mark.parametrize("who, own", [("Ana", "her"), ("Kofi", "his")])
@pytest.mark.parametrize("sign", ["feels {own} vision going grey",
                                  "stands still as {own} vision blurs",
                                  "has blurred vision", "gets double vision"])
def test_sight_failing_is_illness(lex, who, own, sign):
    text = f"{who} {sign.format(own=own)} in the heat."
    assert "illness" in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("text", [
    "Ana's vision for the team is clear.",
    "Ana is screaming herself hoarse at the fence as the cars howl past.",
    "Ana cheers herself hoarse at the final.",
    "Ana worries herself sick about the exam.",
])
def test_a_vision_or_a_voice_cheered_hoarse_is_no_illness(lex, text):
    assert "illness" not in actual_kinds(lex, text, "Ana"), text


# a platform's and a trek's hazards: gas escaping, a line or a hose breaking loose, a joint that
# blows, a person gone over the side, a beast of burden charging, stones falling
PLATFORM_AND_TREK = [
    "A hydrocarbon leak starts on the module where {who} is working.",
    "A flange blows on the separator and gas hisses out a few feet from {who}.",
    "{who}'s personal gas monitor goes into alarm.",
    "A high-pressure hose whips loose and thrashes across the deck next to {who}.",
    "The tow rope parts and whips across the deck towards {who}.",
    "{who} goes over the side into the North Sea.",
    "{who} is in the sea after falling from the walkway.",
    "A yak charges {who} on the trail.",
    "Stonefall rattles down the gully where {who} is climbing.",
    "The marquee blows down in the gale with {who} inside.",
]


def test_a_platform_or_trek_hazard_is_danger(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "danger" in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, PLATFORM_AND_TREK))
    assert failing_cases(one_case, cases) == []


NOT_PLATFORM_DANGER = [
    "{who} coils the hose and hangs it on the reel.",
    "The hose whips around the garden while {who}'s kids shriek with laughter.",
    "{who} milks the cows at five.",
    "{who} feeds the yaks at the lodge.",
    "{who} replaces the valve on the radiator.",
    "The valve fails its pressure test and {who} orders a new one.",
    "The crowd parts to let {who} through.",
    "{who} takes part in the monthly lifeboat drill.",
    "{who} calibrates the H2S monitors.",
]


def test_platform_and_farm_routine_is_no_danger(lex) -> None:
    def one_case(who, template):
        text = template.format(who=who)
        assert "danger" not in actual_kinds(lex, text, who), text

    cases = list(itertools.product(OBSERVERS, NOT_PLATFORM_DANGER))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("template", ["{who} has AMS at the lodge.",
                                      "{who} is evacuated with HAPE from base camp.",
                                      "{who} has Delhi belly after the momos.",
                                      "{who} has giardia and can't leave the tea house."])
def test_a_trek_illness_is_illness(lex, who, template):
    text = template.format(who=who)
    assert "illness" in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("who, own", [("Ana", "her"), ("Kofi", "his")])
def test_an_ankle_turned_is_an_injury_and_a_head_turned_is_not(lex, who, own):
    assert "injury" in actual_kinds(lex, f"{who} turns {own} ankle on a loose stone.", who)
    assert "injury" not in actual_kinds(lex, f"{who} turns {own} head to watch the yaks.", who)


# a quarrel told with its topic, and a reprimand in a crew's words
def test_a_quarrel_or_a_reprimand_in_a_crews_words_is_conflict(lex) -> None:
    def one_case(text):
        assert "conflict" in actual_kinds(lex, text, "Ana"), text

    cases = [
        "Ana and her guide fall out about the route.",
        "Ana has words about the seating with the caterer.",
        "Ana gets a telling-off from the medic for skipping water.",
        "Ana is hauled over the coals by the site manager.",
        "Ana got a rollicking from the chef for the burnt rice.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana's bag tips and the coins fall out over the floor.",
    "Ana watches the coach give the striker a telling-off.",
])
def test_coins_falling_out_or_a_reprimand_watched_is_no_conflict_of_the_observer(lex, text):
    assert "conflict" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "Ana lies awake listening to the avalanche guns booming far up the valley.",
    "Ana uses a smoke gun on the cocktails.",
    "The snow cannons hiss all night along the piste below Ana's chalet.",
])
def test_a_gun_named_for_the_hazard_it_makes_is_no_danger(lex, text):
    assert "danger" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", [
    "An avalanche buries the road behind Ana.",
    "The water cannon soaks Ana at the protest.",
    "Smoke pours into Ana's cabin.",
])
def test_the_hazard_itself_stays_danger(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ana"), text


# a performer's line that snaps, hot oil that catches, a blade drawn, bees pouring out, embers
@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("template", [
    "The trapeze rigging snaps mid-swing with {who} in the air.",
    "{who}'s safety line comes loose on the high wire.",
    "The oil in {who}'s wok catches light.",
    "The deep-fat fryer boils over beside {who}.",
    "An inmate pulls a shank on {who} in the yard.",
    "The bees swarm out of the hive and cover {who}'s veil.",
    "The steer breaks out of the chute and goes straight for you, {who}.",
    "Embers are landing on {who}'s roof.",
    "A burning branch lands in {who}'s garden.",
])
def test_a_hazard_of_the_ring_the_kitchen_or_the_bush_is_danger(lex, who, template):
    text = template.format(who=who)
    assert "danger" in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("text", [
    "Ana braises the lamb shank for four hours.",
    "The pasta boils over while Ana answers the door.",
    "Ana watches the dog lunge at the postman.",
    "The beekeeper yelps as the bees swarm out of the hive at him; Ana watches from the gate.",
    "Ana rakes the embers in the grate.",
])
def test_a_shank_of_lamb_a_pan_boiling_over_or_someone_elses_threat_is_not_the_observers(
        lex, text):
    assert "danger" not in actual_kinds(lex, text, "Ana"), text


# mild signs told in a setting's words: a whiff of gas, a slope's whumpf, a deck thrown off
# level, a car losing the road, a ladder wobbling, emergency lights
@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("template", [
    "{who} catches a faint whiff of gas in the galley.",
    "The snow settles with a whumpf under {who}'s skis.",
    "A shooting crack runs across the slope just above {who}.",
    "The deck tilts sharply as the rig takes a big wave, and {who} braces.",
    "{who}'s car slides on the ice at the bend.",
    "The ladder wobbles as {who} reaches the top.",
    "The lights flicker and the emergency lighting comes on in {who}'s module.",
    "A stone skitters past {who} on the scree.",
])
def test_a_mild_sign_of_danger_in_a_settings_words_is_danger(lex, who, template):
    text = template.format(who=who)
    assert "danger" in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("text", [
    "Ana slides the car into the last space.",
    "The waiter tilts the tray and Ana takes a glass.",
    "Rafael's car snaps sideways at Turn 3 and buries itself in the tyre wall.",
    "Every time Ana closes her eyes another freight train rattles past.",
])
def test_a_parked_car_a_tilted_tray_or_another_drivers_crash_is_not_the_observers(lex, text):
    assert "danger" not in actual_kinds(lex, text, "Ana"), text


# first-aid stock named for a hurt, and knuckles cracked on purpose, are no injury
@pytest.mark.parametrize("who", OBSERVERS)
@pytest.mark.parametrize("template", [
    "{who} hands out blister plasters to the trekkers.",
    "{who} restocks the burns kit in the galley.",
    "{who} checks the blister pads in the first-aid box.",
    "{who} cracks her knuckles before the exam.",
    "{who} cracks his neck and gets back to the spreadsheet.",
])
def test_first_aid_stock_and_cracked_knuckles_are_no_injury(lex, who, template):
    text = template.format(who=who)
    assert "injury" not in actual_kinds(lex, text, who), text


@pytest.mark.parametrize("who, own", [("Ana", "her"), ("Kofi", "his")])
@pytest.mark.parametrize("template", ["{who} gets a blister on {own} heel.",
                                      "{who} burns {own} hand on the pan.",
                                      "{who}'s cut knee needs a plaster."])
def test_a_blister_or_a_burn_stays_an_injury(lex, who, own, template):
    text = template.format(who=who, own=own)
    assert "injury" in actual_kinds(lex, text, who), text


# a machine that coughs and a feeling told in a symptom's words are no illness
def test_a_coughing_machine_or_a_feeling_is_no_illness(lex) -> None:
    def one_case(text):
        assert "illness" not in actual_kinds(lex, text, "Ana"), text

    cases = [
        "Ana's engine coughs and dies on the hill.",
        "The generator coughs into life and Ana switches on the lights.",
        "Ana is feverish with excitement before the race.",
        "Ana is dizzy with joy at the finish.",
        "Ana's headache of a rota finally comes together.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana is bus sick on the mountain road.",
    "The bus fumes make Ana cough.",
    "Ana is dizzy and sick after the bus ride.",
    "Ana coughs up blood.",
])
def test_a_rider_sick_on_a_bus_or_a_cough_stays_illness(lex, text):
    assert "illness" in actual_kinds(lex, text, "Ana"), text
