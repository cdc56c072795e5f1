"""A rule file's inline `lexicons.objects` teaches a kind's objects (foods, drinks) without a
lexicon file, and an inline word list under an unknown kind is a located error (session 38).

Before, only `lexicons.terms` existed inline, so a food could only be taught as a term (which
makes a mere mention a meal) or in a lexicon part; and `terms: {eatx: [...]}` crashed as an
internal bug instead of naming the key.
"""

from __future__ import annotations

from pathlib import Path

from helpers import actual_kinds, run_cli

import engine
from engine.resources import rules_dir


def _rule_file(tmp_path: Path, inline: str, name: str = "needs.yaml") -> Path:
    """A copy of the bundled needs rules whose `lexicons:` section also holds ``inline``."""
    text = (rules_dir() / "needs.yaml").read_text(encoding="utf-8")
    assert text.count("lexicons:\n  include: [core]\n") == 1
    path = tmp_path / name
    path.write_text(text.replace("lexicons:\n  include: [core]\n",
                                 f"lexicons:\n  include: [core]\n  {inline}\n"), encoding="utf-8")
    return path


def test_an_inline_object_is_had_after_a_light_verb_and_not_by_a_mention(tmp_path):
    rules = engine.load_ruleset(_rule_file(tmp_path, "objects: {eat: [zorblax]}"))
    bundled = engine.load_ruleset("needs")
    assert rules.lexicon_objects == {"eat": ("zorblax",)}
    assert actual_kinds(rules.lexicon, "You have a zorblax.") == {"eat"}
    assert actual_kinds(bundled.lexicon, "You have a zorblax.") == set()
    assert actual_kinds(rules.lexicon, "You walk past a zorblax stand.") == {"walk"}
    assert actual_kinds(rules.lexicon, "Sam has a zorblax.") == set()


def test_an_inline_term_is_the_event_even_as_a_mention_unlike_an_object(tmp_path):
    rules = engine.load_ruleset(_rule_file(tmp_path, "terms: {eat: [zorblax]}"))
    assert actual_kinds(rules.lexicon, "You walk past a zorblax stand.") == {"eat", "walk"}


def test_inline_drinks_go_to_the_drink_kind(tmp_path):
    rules = engine.load_ruleset(_rule_file(tmp_path, "objects: {drink: [fizzwhip]}"))
    bundled = engine.load_ruleset("needs")
    assert actual_kinds(rules.lexicon, "You grab a fizzwhip from the fridge.") == {"drink"}
    assert actual_kinds(bundled.lexicon, "You grab a fizzwhip from the fridge.") == set()


def test_rule_files_with_and_without_inline_objects_keep_their_own_cached_lexicons(tmp_path):
    with_objects = _rule_file(tmp_path, "objects: {eat: [zorblax]}", "with.yaml")
    without = _rule_file(tmp_path, "objects: {}", "without.yaml")
    for _ in range(2):  # the second round is served from the compiled-rules cache
        assert actual_kinds(engine.load_ruleset(with_objects).lexicon,
                            "You have a zorblax.") == {"eat"}
        assert actual_kinds(engine.load_ruleset(without).lexicon, "You have a zorblax.") == set()


def test_an_unknown_kind_in_inline_objects_is_named_with_a_suggestion(tmp_path, capsys):
    path = _rule_file(tmp_path, "objects: {eats: [zorblax]}")
    code, out, err = run_cli(capsys, ["validate", str(path)])
    assert code == 1 and out == ""
    assert err.splitlines()[0] == (
        f"{path}:24:13: error: lexicons.objects: key 'eats' is not allowed: must be one of "
        "'eat', 'drink', 'sleep', 'rest', 'work', 'exercise', 'socialize', 'danger', "
        "'conflict', 'illness', 'injury', 'walk'; got the text \"eats\" (did you mean 'eat'?) "
        "[schema.propertyNames]")


def test_an_unknown_kind_in_inline_terms_is_an_error_at_its_key_not_a_crash(tmp_path, capsys):
    path = _rule_file(tmp_path, "terms: {drnk: [fizzwhip]}")
    code, _, err = run_cli(capsys, ["validate", str(path)])
    assert code == 1
    assert err.splitlines()[0].startswith(
        f"{path}:24:11: error: lexicons.terms: key 'drnk' is not allowed: ")
    assert err.splitlines()[0].endswith("(did you mean 'drink'?) [schema.propertyNames]")
    assert "internal" not in err and "Traceback" not in err
