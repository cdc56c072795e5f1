"""Designer tooling: init, validate formats and state checks, run --json/--csv/--plot/--compare."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run_cli

from engine.resources import rules_dir

DAY = Path(__file__).resolve().parent / "data" / "days" / "day-a-office-worker.jsonl"

# init's copies hold the bundled lexicon unchanged: compiled once (the compiler has its own tests)
pytestmark = pytest.mark.usefixtures("bundled_lexicon_compiled_once")


def test_init_copies_rules_that_validate_and_point_at_copied_schemas(tmp_path, capsys):
    target = tmp_path / "mine"
    code, _, _ = run_cli(capsys, ["init", str(target)])
    assert code == 0
    first = (target / "needs.yaml").read_text().splitlines()[0]
    assert first == "# yaml-language-server: $schema=./schemas/ruleset.schema.json"
    lexicon_first = (target / "lexicons/core.yaml").read_text().splitlines()[0]
    assert lexicon_first == "# yaml-language-server: $schema=../schemas/lexicon.schema.json"
    part_first = (target / "lexicons/core/eat.yaml").read_text().splitlines()[0]
    assert part_first == "# yaml-language-server: $schema=../../schemas/lexicon.schema.json"
    assert (target / "schemas/ruleset.schema.json").is_file()
    assert (target / "examples/office-day.jsonl").is_file()  # a day to run the copy on
    assert run_cli(capsys, ["validate", str(target)])[0] == 0
    assert run_cli(capsys, ["init", str(target)])[0] == 2  # not empty any more


def test_validate_of_a_rules_folder_names_the_files_it_checked(tmp_path, capsys):
    # init writes schemas and an example day too; validate checks the YAML rule and lexicon
    # files, and says which, so "3 file(s)" is not a puzzle next to "wrote 13 files"
    target = tmp_path / "mine"
    run_cli(capsys, ["init", str(target)])
    code, _, err = run_cli(capsys, ["validate", str(target)])
    assert code == 0
    parts = sorted((target / "lexicons" / "core").glob("*.yaml"))
    assert len(parts) == 21  # one per event kind and per lexicon section
    assert err == "24 file(s) valid\n"  # too many to name on one line


def test_a_changed_decay_shows_in_compare_with_the_first_diverging_tick(tmp_path, capsys):
    target = tmp_path / "mine"
    run_cli(capsys, ["init", str(target)])
    rules = target / "needs.yaml"
    text = rules.read_text()
    rules.write_text(text.replace('decay: {per_tick: 0.02}  # seed 000, "Natural Decay"',
                                  "decay: {per_tick: 0.04}"))
    plot = tmp_path / "day.png"
    code, out, err = run_cli(capsys, ["run", "--skill", str(rules), str(DAY), "--plot",
                                      str(plot), "--compare", "needs"])
    assert code == 0, err
    line = next(line for line in out.splitlines() if line.strip().startswith("satiety"))
    assert "1 (2026-04-27T06:15:00)" in line  # the first decay after the first tick
    assert "identical" in next(line for line in out.splitlines()
                               if line.strip().startswith("safety"))
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_run_json_prints_one_object_per_tick_and_the_comparison(capsys):
    code, out, _ = run_cli(capsys, ["run", "--skill", "needs", str(DAY), "--json",
                                    "--compare", "needs"])
    assert code == 0
    lines = [json.loads(line) for line in out.splitlines()]
    ticks, comparison = lines[:-1], lines[-1]
    assert len(ticks) == 96
    assert set(ticks[0]) == {"time", "values", "current_need", "interrupt", "seed",
                             "observation", "events"}
    assert all(item["first_diverging_tick"] is None for item in comparison["differences"])


def test_run_json_shows_each_ticks_events_and_why_they_count_or_not(capsys):
    code, out, _ = run_cli(capsys, ["run", "--skill", "needs", str(DAY), "--json"])
    assert code == 0
    ticks = [json.loads(line) for line in out.splitlines()]
    breakfast = ticks[6]  # "You eat a bowl of yoghurt ... The radio says a lorry fire ..."
    assert breakfast["observation"].startswith("You eat a bowl of yoghurt")
    assert [(e["kind"], e["counts"]) for e in breakfast["events"]] == [
        ("eat", True), ("drink", True), ("danger", False)]
    assert breakfast["events"][0]["text"] == "eat"
    assert breakfast["events"][2]["why"] == "dropped: reported, not happening now"
    watched = ticks[7]  # "Sanne sits down with a plate of toast and jam. You rinse your bowl"
    assert [(e["kind"], e["subject"], e["why"]) for e in watched["events"]] == [
        ("eat", "other", "dropped: someone else did it")]
    assert ticks[5]["events"] == []


def test_validate_github_format_prints_an_annotation(capsys, data_dir):
    path = str(data_dir / "bad-rules" / "07-misspelt-key.yaml")
    code, out, _ = run_cli(capsys, ["validate", path, "--format", "github"])
    assert code == 1
    assert out.startswith(f"::error file={path},line=5,col=5,title=schema.unknown-key::")
    assert "did you mean 'decay'" in out


def test_validate_picks_github_format_under_github_actions(monkeypatch, capsys, data_dir):
    monkeypatch.setenv("GITHUB_ACTIONS", "true")
    code, out, _ = run_cli(capsys, ["validate", str(data_dir / "bad-rules" /
                                                    "09-unknown-variable.yaml")])
    assert code == 1 and out.startswith("::error ")


def test_validate_json_format(capsys, data_dir):
    code, out, _ = run_cli(capsys, ["validate", str(data_dir / "bad-rules" /
                                                    "08-threshold-out-of-range.yaml"),
                                    "--format", "json"])
    document = json.loads(out)
    assert code == 1 and document["ok"] is False
    assert document["diagnostics"][0]["line"] == 7


def test_validate_state_checks_a_workspace(tmp_path, capsys, data_dir):
    (tmp_path / "state").mkdir()
    source = data_dir / "state-cases" / "05-out-of-range" / "needs.json"
    (tmp_path / "state/needs.json").write_bytes(source.read_bytes())
    code, _, err = run_cli(capsys, ["validate", "--state", str(tmp_path)])
    assert code == 1
    assert f"{tmp_path}/state/needs.json" in err and "energy is 1.7" in err
    good = tmp_path / "good"
    good.mkdir()
    run_cli(capsys, ["tick", "--skill", "physiology", "--workspace", str(good),
                     "--observation", "You eat."])
    assert run_cli(capsys, ["validate", "--state", str(good)])[0] == 0


def test_validate_skip_unrelated_ignores_other_yaml(tmp_path, capsys):
    other = tmp_path / "ci.yaml"
    other.write_text("jobs: {test: {runs-on: ubuntu-latest}}\n")
    assert run_cli(capsys, ["validate", "--skip-unrelated", str(other)])[0] == 0
    assert run_cli(capsys, ["validate", str(other)])[0] == 1


def test_validate_skip_unrelated_still_checks_a_rule_file_that_lost_its_ruleset_key(
        tmp_path, capsys):
    rules = tmp_path / "needs.yaml"
    text = (rules_dir() / "needs.yaml").read_text(encoding="utf-8")
    rules.write_text("\n".join(line for line in text.splitlines()[1:]  # (no schema comment)
                               if not line.startswith("ruleset:")) + "\n", encoding="utf-8")
    gitlab = tmp_path / "gitlab-ci.yaml"  # shares "variables" and "include" with our schemas
    gitlab.write_text("include: [common.yml]\nvariables: {A: b}\nstages: [test]\n")
    code, out, err = run_cli(capsys, ["validate", "--skip-unrelated", "--format", "json",
                                      str(rules), str(gitlab)])
    result = json.loads(out)
    assert code == 1 and result["files"] == [str(rules)] and result["skipped"] == [str(gitlab)]
    assert [(d["code"], d["message"]) for d in result["diagnostics"]] == [
        ("schema.required", "missing required key 'ruleset'")]


def test_validate_skip_unrelated_names_the_files_it_skipped(tmp_path, capsys):
    other = tmp_path / "ci.yaml"
    other.write_text("jobs: {test: {runs-on: ubuntu-latest}}\n")
    code, out, err = run_cli(capsys, ["validate", "--skip-unrelated", str(other)])
    assert (code, out) == (0, "")
    assert err == (f"0 file(s) valid; 1 skipped, not a homeostat file (no top-level ruleset: or"
                   f" lexicon: key): {other}\n")
    code, out, err = run_cli(capsys, ["validate", "--skip-unrelated", "--format", "json",
                                      str(other)])
    assert json.loads(out) == {"ok": True, "files": [], "diagnostics": [],
                               "skipped": [str(other)]}


@pytest.mark.parametrize("command", ["tick", "explain", "run", "demo", "validate", "schema",
                                     "init"])
def test_every_subcommand_help_starts_with_an_example(capsys, command):
    with pytest.raises(SystemExit):
        run_cli(capsys, [command, "--help"])
    out = capsys.readouterr().out
    assert "example:\n  homeostat " in out


def test_a_shared_lexicons_mistake_is_reported_once(tmp_path, capsys):
    # needs.yaml, physiology.yaml, lexicons/core.yaml and the part itself all reach the part
    target = tmp_path / "mine"
    run_cli(capsys, ["init", str(target)])
    part = target / "lexicons" / "core" / "status-activity.yaml"
    part.write_text(part.read_text().replace("  not_verbs: [", "  not_verb: [", 1))
    code, _, err = run_cli(capsys, ["validate", str(target)])
    assert code == 1
    assert err.count("unknown key 'not_verb'") == 1
    assert err.startswith(f"{part}:")
    assert err.endswith("1 problem(s) in 1 of 24 file(s) checked\n")


def test_validate_state_warns_of_a_torn_body_events_line_without_failing(tmp_path, capsys):
    run_cli(capsys, ["tick", "--skill", "physiology", "--workspace", str(tmp_path),
                     "--observation", "You eat a sandwich."])
    events = tmp_path / "state" / "body_events.jsonl"
    with events.open("ab") as stream:
        stream.write(b'{"tick": 5, "ev')
    lines = events.read_bytes().count(b"\n") + 1
    code, _, err = run_cli(capsys, ["validate", "--state", str(tmp_path)])
    assert code == 0
    assert err.splitlines() == [
        f"{events}:{lines}: warning: the last line has no end (an interrupted append); the next "
        "tick that records a body event moves it to body_events.jsonl.torn and goes on "
        "[state.torn-line]",
        f"3 file(s) valid ({events}, {tmp_path / 'state' / 'needs.json'}, "
        f"{tmp_path / 'state' / 'physiology.json'}), 1 warning(s)"]
    code, out, _ = run_cli(capsys, ["validate", "--state", str(tmp_path), "--format", "json"])
    document = json.loads(out)
    assert code == 0 and document["ok"] is True
    assert [(d["code"], d["severity"]) for d in document["diagnostics"]] == [
        ("state.torn-line", "warning")]


def test_a_tick_names_the_workspace_of_a_broken_state_file_and_where_json_stopped(
        tmp_path, capsys):
    (tmp_path / "state").mkdir()
    (tmp_path / "state" / "needs.json").write_bytes(b'{"satiety": 0.5, "x": "abc')
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                                      "--observation", "hi"])
    assert code == 1
    assert err.splitlines()[0] == (
        f"{tmp_path}: state/needs.json:1:23: error: the file is truncated: the JSON stops before "
        "its end (Unterminated string starting at line 1 column 23); the file is corrupt, "
        "probably an interrupted write. Restore it or delete it to start afresh "
        "[state.invalid-json]")
    failed = json.loads(out)
    assert failed["ok"] is False
    assert failed["error"]["diagnostics"][0]["file"] == "state/needs.json"


def test_bad_args_json_says_what_json_found_and_where(capsys):
    code, _, err = run_cli(capsys, ["tick", "--skill", "needs", "--args-json",
                                    '{"observation": "hi",'])
    assert code == 1
    assert ("--args-json is not valid JSON: Expecting property name enclosed in double quotes "
            "at line 1 column 22 [input.args-json]") in err


def test_validate_state_checks_a_body_events_file_with_no_state_file_beside_it(tmp_path, capsys):
    events = tmp_path / "state" / "body_events.jsonl"
    events.parent.mkdir()
    events.write_bytes(b'{"tick": 1, "event": "ate"}\n{"tick": 5, "ev')
    code, _, err = run_cli(capsys, ["validate", "--state", str(tmp_path)])
    assert code == 0
    assert err.splitlines() == [
        f"{events}:2: warning: the last line has no end (an interrupted append); the next "
        "tick that records a body event moves it to body_events.jsonl.torn and goes on "
        "[state.torn-line]",
        f"1 file(s) valid ({events}), 1 warning(s)"]


def test_validate_state_warns_when_the_workspace_holds_nothing_to_check(tmp_path, capsys):
    code, _, err = run_cli(capsys, ["validate", "--state", str(tmp_path), "--skill", "needs"])
    assert code == 0
    assert err.splitlines() == [
        f"{tmp_path}: warning: {tmp_path} holds no state file that needs writes; nothing was "
        "checked (is it the agent's workspace, the folder that holds state/?) [state.none]",
        "0 file(s) valid, 1 warning(s)"]


def test_the_designers_guide_comparison_is_what_its_step_prints(tmp_path, capsys):
    # docs/designers-guide.md, steps 2 and 4: satiety's decay doubled in an init copy, the
    # copy's office day run with --compare needs; the guide quotes the comparison block
    guide = (Path(__file__).resolve().parents[1] / "docs" / "designers-guide.md").read_text()
    quoted = guide.split("```\ncompare my-rules/needs.yaml vs needs:\n", 1)[1].split("```")[0]
    target = tmp_path / "my-rules"
    run_cli(capsys, ["init", str(target)])
    rules = target / "needs.yaml"
    rules.write_text(rules.read_text().replace(
        'decay: {per_tick: 0.02}  # seed 000, "Natural Decay"', "decay: {per_tick: 0.04}"))
    code, out, err = run_cli(capsys, ["run", "--skill", str(rules),
                                      str(target / "examples" / "office-day.jsonl"),
                                      "--compare", "needs"])
    assert code == 0, err
    printed = out.split(" vs needs:\n", 1)[1]
    assert printed == quoted


def test_validate_hints_at_skip_unrelated_for_a_failing_file_with_no_homeostat_key(tmp_path,
                                                                                    capsys):
    other = tmp_path / "ci.yaml"
    other.write_text("jobs: {test: {runs-on: ubuntu-latest}}\n")
    code, _, err = run_cli(capsys, ["validate", str(other)])
    assert code == 1
    assert err.splitlines()[-1] == (f"hint: {other} has no top-level ruleset: or lexicon: key; if"
                                    " not a homeostat rule or lexicon file, --skip-unrelated"
                                    " skips it")
    code, out, _ = run_cli(capsys, ["validate", "--skip-unrelated", "--format", "github",
                                    str(other)])
    assert (code, out) == (0, "::notice title=homeostat.skipped::1 skipped, not a homeostat file"
                              f" (no top-level ruleset: or lexicon: key): {other}\n")
