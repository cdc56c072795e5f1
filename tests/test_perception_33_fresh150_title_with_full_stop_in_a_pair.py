"""A title written with a full stop in a coordinated subject keeps the pair (fresh150).

"Meera and Dr. Shah are sharing a plate of bhel": the pair is the observer and that person, as
with "Mr Oda" without a stop; the stop made the observer's share someone else's. Controls: a
pair without the observer stays theirs.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Meera"
TITLES = ["Dr.", "Mr.", "Mrs.", "Prof.", "Dr", "Mrs"]
ACTS = [("eat samosas.", {"eat"}), ("are eating samosas in the canteen.", {"eat"}),
        ("played cards all evening.", {"socialize"}),
        ("are sharing a plate of bhel in the canteen.", {"eat", "socialize"})]


def test_a_titled_name_after_and_shares_the_observers_act(lex) -> None:
    def one_case(title, act):
        text, kinds = act
        assert actual_kinds(lex, f"Meera and {title} Shah {text}", OBSERVER) == kinds
        assert actual_kinds(lex, f"Tom and {title} Shah {text}", OBSERVER) == set()

    assert failing_cases(one_case, itertools.product(TITLES, ACTS)) == []
