"""Words of an outback station read in their sense (session 38, round fresh202, lexicon):
a head that swims is dizzy, no swim; a fire sat or glared across is a camp's; a water bag is
a bottle carried; one's own smoke finished is a cigarette; "crook" said of a body is ill (a
criminal, a bend, a scolding are not); a burnt hand nursed is a hurt; a tooth's throb is a
toothache; rolling out of a swag is no task; a fire the wind pushes away is no threat.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_station_idioms_read_in_their_sense(lex) -> None:
    def one_case(case):
        text, observer, mine = case
        assert actual_kinds(lex, text, observer) == mine, text

    cases = [
        ("Mick's head is swimming.", "Mick", {"illness"}),
        ("My head was spinning after the ride.", "Mick", {"illness"}),
        ("Mick swims in the dam; his head is clear.", "Mick", {"exercise"}),
        ("Two ringers argue across the fire.", "Kirra", set()),
        ("Kirra glares at Tom across the fire.", "Kirra", {"conflict"}),
        ("The fire spreads across the paddock towards Kirra.", "Kirra", {"danger"}),
        ("Kirra has her swag rolled and her water bag filled, ready to ride out at dawn for "
         "the far paddock.", "Kirra", set()),
        ("Kirra drinks from her water bag.", "Kirra", {"drink"}),
        ("Lachie finishes his smoke and heads back to the yards.", "Lachie", set()),
        ("Lachie sees the smoke over the ridge.", "Lachie", {"danger"}),
        ("Jarrah is crook today and stays in his swag.", "Jarrah", {"illness"}),
        ("Jarrah has been crook all week.", "Jarrah", {"illness"}),
        ("The crook steals Jarrah's wallet.", "Jarrah", set()),
        ("Jarrah's boss goes crook at him for being late.", "Jarrah", set()),
        ("Jarrah cradles the lamb in the crook of her arm.", "Jarrah", set()),
        ("Wade nurses a burnt hand in a bucket of water while Col finishes branding the last "
         "three calves on his own.", "Wade", {"injury"}),
        ("Wade nurses a cut finger.", "Wade", {"injury"}),
        ("Wade nurses a cold beer.", "Wade", {"drink"}),
        ("Billy's tooth is throbbing.", "Billy", {"illness"}),
        ("You roll out of the swag at first light, stiff but rested after a solid eight hours "
         "under the stars.", None, {"sleep"}),
        ("You roll out of your bedroll at first light.", None, set()),
        ("Freya rolls out the dough for the customers' pies at the bakery.", "Freya", {"work"}),
        ("The wind is blowing the flames away from the camp; Helen eats her lunch.", "Helen",
         {"eat"}),
        ("The fire is heading away from the station.", "Helen", set()),
        ("The wind pushes the fire towards the homestead and Helen runs.", "Helen",
         {"danger"}),
    ]
    assert failing_cases(one_case, cases) == []
