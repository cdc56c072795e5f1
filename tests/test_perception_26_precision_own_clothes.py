"""One's own clothes mended or sewn are a chore, no job (session 26, round precision): "mends
her own jeans", "sews a button on her coat". Clothes mended for customers, or a customer's
dress hemmed at a workroom, stay the tailor's work."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("observer", "text"), [
    ("Noor", "Noor mends her own jeans on the sewing machine."),
    ("Noor", "Noor sews a button back on her cardigan."),
])
def test_own_clothes_mended_are_no_work(lex, observer, text):
    assert "work" not in actual_kinds(lex, text, observer)


@pytest.mark.parametrize(("observer", "text"), [
    ("Noor", "Noor is mending clothes for customers @ tailor's shop: back room"),
    ("Noor", "Noor hems a customer's dress @ Stitch & Co: workroom"),
])
def test_clothes_mended_for_customers_are_work(lex, observer, text):
    assert "work" in actual_kinds(lex, text, observer)
