"""A broken state file's error shows the line where parsing stopped, with a caret under the
column, as a broken rule file's error does: the user sees the damage without opening the file."""
import json

from helpers import run_cli


def test_a_truncated_state_file_shows_its_last_line_with_a_caret_where_json_stopped(
        tmp_path, capsys):
    (tmp_path / "state").mkdir()
    (tmp_path / "state" / "needs.json").write_text('{\n  "satiety": 0.5,\n  "energy"')
    code, _, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                                    "--observation", "hi"])
    assert code == 1
    lines = err.splitlines()
    assert lines[0].startswith(f"{tmp_path}: state/needs.json:3:11: error: the file is truncated")
    assert lines[1:3] == [f'{tmp_path}:     "energy"', f"{tmp_path}:             ^"]


def test_a_state_file_with_a_doubled_comma_points_at_the_second_comma(tmp_path, capsys):
    (tmp_path / "state").mkdir()
    (tmp_path / "state" / "needs.json").write_text('{\n  "satiety": 0.5,,\n  "energy": 1\n}\n')
    code, _, err = run_cli(capsys, ["validate", "--state", str(tmp_path)])
    assert code == 1
    source, caret = err.splitlines()[1:3]
    assert source == '    "satiety": 0.5,,'
    assert caret.index("^") == source.rindex(",")


def test_a_broken_line_inside_body_events_shows_that_line_and_the_column(tmp_path, capsys):
    run_cli(capsys, ["tick", "--skill", "physiology", "--workspace", str(tmp_path),
                     "--observation", "You eat a sandwich."])
    events = tmp_path / "state" / "body_events.jsonl"
    events.write_bytes(b'{"tick": 1, "kind": "meal"}\n{"tick": 2 "kind": "meal"}\n'
                       b'{"tick": 3, "kind": "meal"}\n')
    code, out, err = run_cli(capsys, ["validate", "--state", str(tmp_path), "--format", "json"])
    assert code == 1
    diagnostic = json.loads(out)["diagnostics"][0]
    assert (diagnostic["code"], diagnostic["line"], diagnostic["column"]) == (
        "state.invalid-jsonl", 2, 12)
    code, _, err = run_cli(capsys, ["validate", "--state", str(tmp_path)])
    source, caret = err.splitlines()[1:3]
    assert source == '  {"tick": 2 "kind": "meal"}'
    assert caret == "             ^"


def test_a_nan_in_a_state_file_is_placed_at_its_value_with_a_caret(tmp_path, capsys):
    (tmp_path / "state").mkdir()
    (tmp_path / "state" / "needs.json").write_text(
        '{\n  "satiety": 0.5,\n  "notes": [1, Infinity]\n}\n')
    code, out, _ = run_cli(capsys, ["validate", "--state", str(tmp_path), "--format", "json"])
    assert code == 1
    diagnostic = json.loads(out)["diagnostics"][0]
    assert (diagnostic["code"], diagnostic["path"], diagnostic["line"], diagnostic["column"]) == (
        "state.non-finite", "notes[1]", 3, 16)
    code, _, err = run_cli(capsys, ["validate", "--state", str(tmp_path)])
    source, caret = err.splitlines()[1:3]
    assert source == '    "notes": [1, Infinity]'
    assert caret == "                 ^"
