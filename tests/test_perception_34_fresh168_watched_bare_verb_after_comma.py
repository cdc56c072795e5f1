"""A bare verb after ", and", a clause or two after a watching verb in its -s or past form, is
still what was watched (session 34, round fresh168): "Diego watches the kitchen ladies finally
sit down together, laughing, and eat their own plates" had given the eating to Diego (a leak),
as the comma before "and" ended the watched clause. A bare form cannot be the watcher's second
predicate, which takes the cue's own form ("..., and eats a bun" stays the watcher's), and after
a bare watching verb ("you watch ...") the bare verb is the observer's own."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_bare_verb_after_comma_and_is_the_watched_persons(lex) -> None:
    def one_case(text, observer, kind):
        assert kind not in actual_kinds(lex, text, observer), text
        assert kind in other_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Diego watches the cooks finally sit down together, laughing, and eat their stew.",
         "Diego", "eat"),
        ("Marta watched the porters sit on the kerb, chatting, and drink their tea.",
         "Marta", "drink"),
        ("Kofi sees the boys stretch, yawning, and fall asleep on the bench.", "Kofi", "sleep"),
        ("Ines hears the neighbours come home, laughing, and eat on the balcony.", "Ines", "eat"),
        ("Ana watches the cooks sit down, and eat.", "Ana", "eat"),
    ]) == []


def test_the_watchers_own_verb_after_comma_and_stays_theirs(lex) -> None:
    def one_case(text, observer, kind):
        assert kind in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Diego watches the cooks sit down, laughing, and eats a bun.", "Diego", "eat"),
        ("Marta watched the porters sit down, chatting, and drank her tea.", "Marta", "drink"),
        ("You watch the cooks sit down, laughing, and eat your lunch.", None, "eat"),
        ("Ana watches the cooks, then eats a bun.", "Ana", "eat"),
    ]) == []
