"""A NaN or Infinity in a host's JSON names its field. Python's ``json`` reads these literals,
which JSON itself does not allow; before session 25 the first one stopped the parse with
"args: the JSON contains NaN; numbers must be finite", which named no field and hid any
others (a newcomer's report). Now every such value is named by its path, and nothing is
written."""

from __future__ import annotations

import json

from helpers import run_cli


def test_each_non_finite_literal_is_named_by_its_path(capsys, tmp_path):
    args = ('{"observation": "You eat.", "tick": NaN, "time": "2026-04-27T12:00:00", '
            '"drinks": [{"volume_ml": 200}, {"volume_ml": -Infinity}]}')
    code, out, err = run_cli(capsys, ["tick", "--skill", "physiology", "--workspace",
                                      str(tmp_path), "--args-json", args])
    assert code == 1
    error = json.loads(out)["error"]
    assert [(d["path"], d["message"]) for d in error["diagnostics"]] == [
        ("args.tick", "args.tick is NaN, which is not a number JSON allows; give a finite "
                      "number or leave the key out"),
        ("args.drinks[1].volume_ml", "args.drinks[1].volume_ml is -Infinity, which is not a "
                                     "number JSON allows; give a finite number or leave the "
                                     "key out")]
    assert error["message"].endswith("(and 1 more problem: see diagnostics)")
    assert not (tmp_path / "state").exists()


def test_explain_names_a_non_finite_context_value(capsys):
    code, out, err = run_cli(capsys, ["explain", "--skill", "physiology", "--observation",
                                      "You read.", "--context-json", '{"temperature_c": Infinity}'])
    assert code == 1
    assert err.startswith("homeostat: error: context.temperature_c is Infinity, which is not a "
                          "number JSON allows")
