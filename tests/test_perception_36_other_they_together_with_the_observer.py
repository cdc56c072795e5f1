""""they" doing something together after the observer and one other person were named is the
pair, the observer among them (session 36, round other: perception._subject, as for a shared
term): "Olu's sister cooks, and they eat together". Controls: two others named since the
observer, no "together", or nobody but others.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_pair_does_it(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [("Olu's sister cooks, and they eat together on the floor of "
              'the new flat.', 'Olu', {'eat', 'socialize'}),
             ("Olu's sister arrives and they eat dinner together.", 'Olu', {'eat', 'socialize'})]
    assert failing_cases(one_case, cases) == []


def test_controls_others_or_no_together(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [('Olu waves at Tom and Mia; they eat together at the bar.', 'Olu', set()),
             ('Olu watches as Tom rings his daughter and they eat together '
              'on video.', 'Olu', set()),
             ("Olu's parents eat together every night.", 'Olu', set()),
             ("Olu's sister cooks, and they eat.", 'Olu', set())]
    assert failing_cases(one_case, cases) == []
