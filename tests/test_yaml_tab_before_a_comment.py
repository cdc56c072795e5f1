"""A TAB as spacing before a comment (bug-reports B12 b) is refused with a sentence that says
what the YAML reader accepts; the old one ("YAML allows TABs only inside quoted strings and
comments") was loose, since YAML itself allows such a TAB and only PyYAML refuses it."""

from __future__ import annotations

from helpers import run_cli


def test_a_tab_before_a_comment_is_refused_with_an_exact_sentence(tmp_path, capsys):
    rules = tmp_path / "rules.yaml"
    rules.write_text("ruleset: x\nvariables:\n  a: {initial: 1}\t# note\n", encoding="utf-8")
    code, _, err = run_cli(capsys, ["validate", str(rules)])
    assert code == 1
    assert err.splitlines()[0] == (
        f"{rules}:3:18: error: TAB character here; the YAML reader (PyYAML) takes a TAB only "
        "inside a quoted string or a comment, never as spacing (even before a comment); use "
        "spaces [yaml.tab]")
