"""A tick earlier than the stored state is refused with the stored time's line and column, so the
user sees which file and field is ahead (and the file is not touched)."""
import json

import pytest
from helpers import run_cli


@pytest.mark.parametrize("skill, state_file", [("needs", "state/needs.json"),
                                               ("physiology", "state/physiology.json")])
def test_a_call_earlier_than_the_stored_time_points_at_the_stored_time(
        tmp_path, capsys, skill, state_file):
    first = ["tick", "--skill", skill, "--workspace", str(tmp_path),
             "--observation", "You read.", "--time", "2026-04-27T08:00:00"]
    assert run_cli(capsys, first)[0] == 0
    before = (tmp_path / state_file).read_bytes()
    text = before.decode("utf-8").splitlines()
    line = next(i for i, row in enumerate(text, 1) if row.strip().startswith('"time"'))
    column = text[line - 1].index('"2026') + 1
    code, out, err = run_cli(capsys, first[:-1] + ["2026-04-27T07:00:00"])
    assert code == 1
    diagnostic = json.loads(out)["error"]["diagnostics"][0]
    assert (diagnostic["code"], diagnostic["file"], diagnostic["path"]) == (
        "state.ahead", state_file, "time")
    assert (diagnostic["line"], diagnostic["column"]) == (line, column)
    assert err.splitlines()[0].startswith(f"{tmp_path}: {state_file}:{line}:{column}: error:")
    assert (tmp_path / state_file).read_bytes() == before
