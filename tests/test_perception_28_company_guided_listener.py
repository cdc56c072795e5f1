"""Someone talked through a task or a crisis (session 28, round company): the listener of a
split "talk ... through" may carry an article and a few modifiers ("talks a sobbing Year 11
girl through a panic attack") and is still guided, the helper's talk, no company, as with a
short listener ("talks the trainee through the airlock checks"); a listener talked through
"it", a joint "talk through" and talk to someone through the night keep their company."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_listener_with_modifiers_talked_through_a_matter_is_guided(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, "Adaeze")

    cases = [
        "Adaeze's coffee goes cold on the windowsill while she talks a sobbing Year 11 girl "
        "through a panic attack.",
        "Adaeze talks a sobbing Year 11 girl through the exam.",
        "Adaeze talks the frightened young trainee through the airlock checks.",
        "Adaeze talks her nervous little sister through her first driving lesson.",
        "Adaeze talks a terrified passenger through the landing over the radio.",
        "Adaeze talks the girl through a panic attack.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Adaeze talks her friend through it.",
    "Adaeze talks her best friend through it.",
    "Adaeze and Tom talk through the plan.",
    "Adaeze talks to her mother through the night.",
])
def test_talk_through_it_together_or_through_the_night_keeps_the_company(lex, text):
    assert actual_kinds(lex, text, "Adaeze") == {"socialize"}
