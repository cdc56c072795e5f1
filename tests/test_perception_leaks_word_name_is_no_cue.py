"""An observer (or anyone) named by a word that is also a cue ("Will", "Hope") is named, not cued:
"Will drinks a coffee while Tom eats" is Will's coffee now, not a plan; "Tom eats while Hope
naps" is Hope's nap. Before session 22 the name read as the future "will" or the wish "hope",
and the observer's own act was lost because someone else was named beside it. The modal
itself still plans ("Will will eat later", "I hope to nap")."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_word_name_is_no_cue(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    cases = [
        ("Will", "Will drinks a coffee while Tom eats.", {"drink"}),
        ("Will", "Tom eats while Will naps.", {"sleep"}),
        ("Will", "While Tom argues with the cook, Will drinks a coffee.", {"drink"}),
        ("Will", "Tom will eat later; Will naps.", {"sleep"}),
        ("Hope", "Hope naps while Tom eats.", {"sleep"}),
        ("Will", "Will will eat later.", set()),
        (None, "I hope to nap.", set()),
    ]
    assert failing_cases(one_case, cases) == []
