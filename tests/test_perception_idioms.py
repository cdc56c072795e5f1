"""Idioms: the everyday English families for each event kind are read as that kind.

Written in session 6 from general knowledge of English (not from any labelled set): 181 idioms
in the second person, of which 17 were missed then ("you dig into a plate of curry", "you catch
some z's", "you throw your back out"); the five left are listed at the end.
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive

IDIOMS = [
    ('You wolf down a burger.', 'eat'),
    ('You scarf down a bowl of noodles.', 'eat'),
    ('You polish off the leftovers.', 'eat'),
    ('You tuck into a roast dinner.', 'eat'),
    ('You grab a bite at the kiosk.', 'eat'),
    ('You dig into a plate of curry.', 'eat'),
    ('You chow down on tacos.', 'eat'),
    ('You pig out on pizza.', 'eat'),
    ('You stuff your face with cake.', 'eat'),
    ('You snack on almonds.', 'eat'),
    ('You nibble on a cracker.', 'eat'),
    ('You devour a sandwich.', 'eat'),
    ('You gobble up the dumplings.', 'eat'),
    ('You inhale a burger between meetings.', 'eat'),
    ('You bolt down your breakfast.', 'eat'),
    ('You demolish a plate of chips.', 'eat'),
    ('You munch on an apple.', 'eat'),
    ('You help yourself to seconds of stew.', 'eat'),
    ('You have a bite of toast.', 'eat'),
    ('You break your fast with dates.', 'eat'),
    ('You fill up on bread.', 'eat'),
    ('You grab a sandwich and eat it at your desk.', 'eat'),
    ('You have a quick bite before the show.', 'eat'),
    ('You snarf a bag of crisps.', 'eat'),
    ('You knock back a shot of vodka.', 'drink'),
    ('You down a pint of lager.', 'drink'),
    ('You sink a pint at the pub.', 'drink'),
    ('You neck a bottle of water.', 'drink'),
    ('You swig from your flask.', 'drink'),
    ('You gulp down a glass of juice.', 'drink'),
    ('You quench your thirst at the fountain.', 'drink'),
    ('You wet your whistle with a cold beer.', 'drink'),
    ('You nurse a whisky at the bar.', 'drink'),
    ('You take a swig of cola.', 'drink'),
    ('You chug a protein shake.', 'drink'),
    ('You sip a cup of tea.', 'drink'),
    ('You slurp your soup-like cocoa.', 'drink'),
    ('You sup a mug of ale.', 'drink'),
    ('You grab a coffee from the machine and drink it.', 'drink'),
    ('You drain your glass.', 'drink'),
    ('You have a cuppa.', 'drink'),
    ('You throw back a glass of rum.', 'drink'),
    ('You guzzle a litre of water.', 'drink'),
    ("You catch some z's on the sofa.", 'sleep'),
    ('You get some shut-eye.', 'sleep'),
    ('You hit the sack early.', 'sleep'),
    ('You hit the hay at nine.', 'sleep'),
    ('You crash out on the couch.', 'sleep'),
    ('You doze off in your chair.', 'sleep'),
    ('You nod off on the train.', 'sleep'),
    ('You drift off to sleep.', 'sleep'),
    ('You conk out after dinner.', 'sleep'),
    ('You kip on the floor.', 'sleep'),
    ('You have a kip.', 'sleep'),
    ('You snooze until ten.', 'sleep'),
    ('You catch forty winks.', 'sleep'),
    ('You take a power nap.', 'sleep'),
    ('You sleep like a log.', 'sleep'),
    ('You turn in for the night.', 'sleep'),
    ('You are out like a light.', 'sleep'),
    ("You get a good night's sleep.", 'sleep'),
    ('You sleep in until noon.', 'sleep'),
    ('You flake out on the bed.', 'sleep'),
    ('You put your feet up.', 'rest'),
    ('You take it easy for the afternoon.', 'rest'),
    ('You take a breather on the steps.', 'rest'),
    ('You kick back on the porch.', 'rest'),
    ('You chill out in the garden.', 'rest'),
    ('You unwind in a hot bath.', 'rest'),
    ('You lounge by the pool.', 'rest'),
    ('You laze in the hammock.', 'rest'),
    ('You veg out in front of the telly.', 'rest'),
    ('You catch your breath on a bench.', 'rest'),
    ('You take five.', 'rest'),
    ('You take a load off.', 'rest'),
    ('You sit down for a rest.', 'rest'),
    ('You loaf about all morning.', 'rest'),
    ('You rest your legs on the bench.', 'rest'),
    ('You hit the gym.', 'exercise'),
    ('You work out for an hour.', 'exercise'),
    ('You pump iron at the gym.', 'exercise'),
    ('You go for a jog.', 'exercise'),
    ('You do laps in the pool.', 'exercise'),
    ('You lift weights.', 'exercise'),
    ('You break a sweat on the rowing machine.', 'exercise'),
    ('You do fifty push-ups.', 'exercise'),
    ('You cycle to the coast and back.', 'exercise'),
    ('You hike up the ridge.', 'exercise'),
    ('You go for a spin class.', 'exercise'),
    ('You do a yoga session.', 'exercise'),
    ('You skip rope for ten minutes.', 'exercise'),
    ('You go bouldering.', 'exercise'),
    ('You run a 10k.', 'exercise'),
    ('You train for the marathon.', 'exercise'),
    ('You do some sit-ups.', 'exercise'),
    ('You go for a long swim.', 'exercise'),
    ('You pound the pavement for an hour.', 'exercise'),
    ('You do a HIIT workout.', 'exercise'),
    ('You pull a double shift.', 'work'),
    ('You clock in at six.', 'work'),
    ('You put in overtime.', 'work'),
    ('You burn the midnight oil on the report.', 'work'),
    ('You crunch numbers all afternoon.', 'work'),
    ('You knuckle down to the accounts.', 'work'),
    ('You work your fingers to the bone.', 'work'),
    ('You man the till all day.', 'work'),
    ('You are on shift at the bar.', 'work'),
    ('You work a twelve-hour shift.', 'work'),
    ('You staff the front desk.', 'work'),
    ('You slog through a pile of paperwork.', 'work'),
    ('You punch in at the factory.', 'work'),
    ('You are on duty all night.', 'work'),
    ("You cover Ana's shift.", 'work'),
    ('You catch up with an old friend.', 'socialize'),
    ('You have a natter with the neighbour.', 'socialize'),
    ('You shoot the breeze with the guards.', 'socialize'),
    ('You chew the fat with Tomas.', 'socialize'),
    ('You hang out with your cousins.', 'socialize'),
    ('You have a chinwag over the fence.', 'socialize'),
    ('You swap stories with the sailors.', 'socialize'),
    ('You banter with the barman.', 'socialize'),
    ('You gossip with the neighbours.', 'socialize'),
    ('You hit it off with the new intern.', 'socialize'),
    ('You mingle at the party.', 'socialize'),
    ('You have a heart-to-heart with your sister.', 'socialize'),
    ('You have a long talk with Ana.', 'socialize'),
    ('You spend the evening with friends.', 'socialize'),
    ('You get together with the team for drinks.', 'socialize'),
    ('You have words with your landlord.', 'conflict'),
    ('You fall out with your brother.', 'conflict'),
    ('You lock horns with the manager.', 'conflict'),
    ('You come to blows with a stranger.', 'conflict'),
    ('You have a row with Ana.', 'conflict'),
    ('You bicker with your sister.', 'conflict'),
    ('You have a spat with your flatmate.', 'conflict'),
    ('You give the plumber a piece of your mind.', 'conflict'),
    ('You butt heads with the foreman.', 'conflict'),
    ('You get into a shouting match with a neighbour.', 'conflict'),
    ('You square off with the bouncer.', 'conflict'),
    ('You trade insults with a heckler.', 'conflict'),
    ('You have a falling-out with Tomas.', 'conflict'),
    ('You have a close shave with a lorry.', 'danger'),
    ('You narrowly escape a falling branch.', 'danger'),
    ('A car nearly hits you.', 'danger'),
    ('Your house catches fire.', 'danger'),
    ('A stray dog lunges at you.', 'danger'),
    ('You are caught in a riptide.', 'danger'),
    ('A rockfall blocks the path just ahead of you.', 'danger'),
    ('You smell smoke in your flat.', 'danger'),
    ('Someone pulls a knife on you.', 'danger'),
    ('The ice cracks under your feet.', 'danger'),
    ('You come down with the flu.', 'illness'),
    ('You feel under the weather.', 'illness'),
    ('You run a fever.', 'illness'),
    ('You throw up twice.', 'illness'),
    ('You are laid up with a cold.', 'illness'),
    ('You feel queasy.', 'illness'),
    ('You have the sniffles.', 'illness'),
    ('You are sick as a dog.', 'illness'),
    ('You feel rough this morning.', 'illness'),
    ('Your head is pounding and you feel nauseous.', 'illness'),
    ('You are running a temperature.', 'illness'),
    ('You twist your ankle.', 'injury'),
    ('You pull a muscle.', 'injury'),
    ('You stub your toe.', 'injury'),
    ('You graze your knee.', 'injury'),
    ('You bang your head on the beam.', 'injury'),
    ('You throw your back out.', 'injury'),
    ('You get a crick in your neck.', 'injury'),
    ('You scald your hand on the kettle.', 'injury'),
    ('You burn your finger on the stove.', 'injury'),
    ('You slice your thumb while chopping onions.', 'injury'),
    ('You sprain your wrist.', 'injury'),
    ('You crack a rib.', 'injury'),
    ('You get a black eye.', 'injury'),
    ('You break your arm.', 'injury'),
]


def test_an_idiom_is_read_as_its_kind(lex) -> None:
    def one_case(text, kind):
        assert kind in {e.kind for e in perceive(text, lex) if e.is_actual_self}

    cases = IDIOMS
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "You throw back the covers and get up.", "You inhale the scent of pine.",
    "You bolt the door.", "You dig into the data.",
    # "scrap" stays unknown, so "scrapped her knee" is still read as the typo it is
    "Esme fell of her scooter and scrapped her knee.",
])
def test_an_idiom_verb_without_its_object_is_no_event(lex, text):
    kinds = {e.kind for e in perceive(text, lex, observer="Esme") if e.is_actual_self}
    assert kinds == ({"injury"} if "knee" in text else set())


@pytest.mark.parametrize("text", [
    # left: "recharge" also takes devices, "graft" is also surgery, "tear into" also food,
    # "catch a bug" is an insect too (round 29: "You graft on the building site" is work by its
    # workplace, not by the idiom); "a scrap with" is a row now that injury's verb "scrap" reads
    # the typo "scrapped her knee" (tests/test_perception_everyday_idioms.py)
    "You recharge on the sofa.", "You graft in the garden.", "You tear into the intern.",
    "You catch a bug.",
])
def test_idioms_left_unread(lex, text):
    assert [e.kind for e in perceive(text, lex)] == []


@pytest.mark.parametrize(("observer", "text"), [
    ("Chayton", "Chayton, on galley duty, scrubs the breakfast pans."),
    ("Ana", "Ana is on guard duty tonight."),
    # a staff-only place whose name holds a home word, and a nursery, are workplaces
    ("Joy", "Joy is filling Walter's pill organiser @ Rosewood Care Home: nurses' station"),
    ("Aroha", "Aroha is laying out the placemats @ Little Oaks Kindergarten: lunch room"),
])
def test_a_named_duty_or_a_staff_place_is_work(lex, observer, text):
    assert {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self} \
        == {"work"}


def test_a_customers_place_is_no_workplace(lex):
    text = "Zeynep is eating grilled corn and chatting with the vendor's daughter @ night market"
    assert {e.kind for e in perceive(text, lex, observer="Zeynep") if e.is_actual_self} \
        == {"eat", "socialize"}


@pytest.mark.parametrize(("text", "kinds"), [
    # "milk" is a work verb ("is milking @ dairy") and a drink; after an adjective it is the drink
    ("Ilse is drinking a glass of cold milk @ Hollow Oak Farm: dairy office", {"drink"}),
    ("Ilse is milking @ Hollow Oak Farm: dairy", {"work"}),
])
def test_a_noun_that_is_also_a_verb_is_a_verb_only_in_a_verbs_place(lex, text, kinds):
    assert {e.kind for e in perceive(text, lex, observer="Ilse") if e.is_actual_self} == kinds


@pytest.mark.parametrize("text", [
    "Rebecca watches a livestream of a climber stranded on a ledge.",
    "On the live feed a climber is stranded on a ledge.",
    "The webcam shows a fox eating from the bins.",
])
def test_media_is_reported_not_present(lex, text):
    assert {e.kind for e in perceive(text, lex, observer="Rebecca") if e.is_actual_self} == set()


@pytest.mark.parametrize(("text", "observer"), [
    ("Teo's mate Gaz keeps him on the phone, describing the bar fight he got into last night.",
     "Teo"),
    ("The Manchester paper reports an explosion at a cotton mill in Oldham; Ada reads it aloud.",
     "Ada"),
    ("Gustavo listens to his grandfather describe the earthquake of 1962.", "Gustavo"),
])
def test_what_someone_describes_or_a_paper_reports_is_told_not_present(lex, text, observer):
    kinds = {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self}
    assert kinds & {"danger", "conflict"} == set()


@pytest.mark.parametrize(("text", "kinds"), [
    ("You wait at the foot of the climbing wall holding Dara's bag.", set()),
    ("Felix is walking to the climbing gym @ Canal Street", {"walk"}),
    ("Below him, on the jogging track, a group of students laps the deck.", set()),
    ("You spend an hour on the climbing wall.", {"exercise"}),
    ("You do ten laps of the running track.", {"exercise"}),
])
def test_an_activity_named_place_names_where_not_what(lex, text, kinds):
    assert {e.kind for e in perceive(text, lex, observer="Felix") if e.is_actual_self} == kinds
