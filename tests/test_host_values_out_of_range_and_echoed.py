"""A host's number outside an input's range is noted; bad host values are echoed as JSON; a file in
the state folder's place is named.

Before session 24 a ``meal_size`` of -2 or a ``kcal`` of 1e9 was clamped to the input's
``min``/``max`` without a word, so a host bug silently cancelled (or capped) a meal. Now the
tick's notes say which field, the value, the range and what was used, on the interpreter and
on the compiled kernel alike (the kernel hands such a call to the interpreter). Labels through
an input's ``map`` are the designer's numbers and stay quiet. Error messages echo host values
as the JSON the host wrote (``true``, ``[1, 2]``), and an impossible date says why.
"""

from __future__ import annotations

import json

import pytest
from helpers import run_cli

import engine

NOON = "2026-04-27T12:00:00"


@pytest.fixture(scope="module")
def physiology() -> engine.Ruleset:
    return engine.load_ruleset("physiology")


def range_notes(result: engine.TickResult) -> list[str]:
    return [note for note in result.state["notes"] if "outside" in note]


@pytest.mark.parametrize("context, note, used", [
    ({"meal_size": -2}, "context.meal_size -2 is outside meal_kcal's range [0, 5000]; "
     "meal_kcal used 0.", ("meal_kcal", 0.0)),
    ({"kcal": 1e9}, "context.kcal 1e+09 is outside kcal's range [0, 5000]; kcal used 5000.",
     ("kcal", 5000.0)),
    ({"temperature_c": 61.5}, "context.temperature_c 61.5 is outside temperature_c's range "
     "[-40, 55]; temperature_c used 55.", ("temperature_c", 55.0)),
    ({"drinks": [{"volume_ml": 4000}, {"volume_ml": 2500}]}, "context.drinks 6500 is outside "
     "drink_ml's range [0, 5000]; drink_ml used 5000.", ("drink_ml", 5000.0)),
])
def test_a_number_outside_an_inputs_range_is_clamped_with_a_note(physiology, context, note,
                                                                  used):
    first = physiology.tick(None, "You sit on a bench.", time=NOON, context=context)
    # The second tick of a Ruleset runs the compiled kernel, which must give the same note.
    second = physiology.tick(first.state, "You sit on a bench.", time="2026-04-27T13:00:00",
                             context=context)
    name, value = used
    for result in (first, second):
        assert range_notes(result) == [note]
        assert result.trace["inputs"][name]["value"] == value


@pytest.mark.parametrize("context", [
    {"kcal": 700}, {"kcal": 0}, {"kcal": 5000}, {"meal_size": "large"},
    {"temperature_c": -40}, {"drinks": [{"volume_ml": 250}]}, {},
])
def test_a_value_in_range_or_a_mapped_label_gives_no_range_note(physiology, context):
    first = physiology.tick(None, "You sit on a bench.", time=NOON, context=context)
    second = physiology.tick(first.state, "You sit on a bench.", time="2026-04-27T13:00:00",
                             context=context)
    assert range_notes(first) == range_notes(second) == []


def test_kernel_and_interpreter_agree_on_a_clamped_meal(physiology):
    fresh = engine.load_ruleset("physiology")
    warm = fresh.tick(None, "", time=NOON)
    by_kernel = fresh.tick(warm.state, "You eat.", time="2026-04-27T13:00:00",
                           context={"kcal": 1e9})
    by_interpreter = physiology.tick(warm.state, "You eat.", time="2026-04-27T13:00:00",
                                     context={"kcal": 5000})
    assert by_kernel.state["values"] == by_interpreter.state["values"]


@pytest.mark.parametrize("args, message", [
    ({"observation": 5}, "observation must be text (a string), got 5"),
    ({"observation": "x", "tick": True}, "tick must be a number, got true"),
    ({"observation": "x", "time": None, "tick": [60]}, "tick must be a number, got [60]"),
    ({"observation": "x", "time": False},
     "time must be an ISO 8601 date-time string such as 2026-04-27T12:00:00, got false"),
    ({"observation": "x", "observer": [1, 2]},
     "context.observer must be text (the observer's name), got [1, 2]"),
    ({"observation": "x", "time": "2026-02-30T12:00:00"},
     "time '2026-02-30T12:00:00' is not a real date and time: day is out of range for month"),
    ({"observation": "x", "time": "2026-04-27T25:00:00"},
     "time '2026-04-27T25:00:00' is not a real date and time: hour must be in 0..23"),
    ({"observation": "x", "time": "27/04/2026"}, "time '27/04/2026' is not an ISO 8601 "
     "date-time; write it like 2026-04-27T12:00:00"),
])
def test_a_bad_host_value_is_echoed_as_the_json_the_host_wrote(capsys, tmp_path, args,
                                                               message):
    code, out, err = run_cli(capsys, ["tick", "--skill", "physiology", "--workspace",
                                      str(tmp_path), "--args-json", json.dumps(args)])
    assert code == 1
    (diagnostic,) = json.loads(out)["error"]["diagnostics"]
    assert diagnostic["message"] == message
    # Nothing but the workspace lock: no state file is written.
    assert [path.name for path in tmp_path.iterdir() if path.name != ".homeostat.lock"] == []


@pytest.mark.parametrize("skill", ["needs", "physiology"])
def test_a_file_where_the_state_folder_goes_is_named_with_what_to_do(capsys, tmp_path, skill):
    (tmp_path / "state").write_text("my notes\n")
    code, out, err = run_cli(capsys, ["tick", "--skill", skill, "--workspace", str(tmp_path),
                                      "--args-json", '{"observation": "You sit.", "tick": 900}'])
    assert code == 1
    (diagnostic,) = json.loads(out)["error"]["diagnostics"]
    assert diagnostic["code"] == "input.not-a-folder"
    assert diagnostic["file"] == "state"
    assert diagnostic["message"] == (
        "state is a file, but homeostat needs a folder there (for state/observation_ctx.json); "
        "move or rename the file state")
    assert (tmp_path / "state").read_text() == "my notes\n"


def test_every_bad_field_of_a_call_is_reported_at_once_first_one_first(capsys, tmp_path):
    args = {"observation": 5, "tick": True, "time": "2026-02-30T10:00:00", "observer": 7,
            "temperature_c": "hot", "drinks": [{"volume_ml": -3}], "kcal": 600}
    code, out, err = run_cli(capsys, ["tick", "--skill", "physiology", "--workspace",
                                      str(tmp_path), "--args-json", json.dumps(args)])
    assert code == 1
    error = json.loads(out)["error"]
    assert [(d["code"], d["path"]) for d in error["diagnostics"]] == [
        ("input.observation", "observation"), ("input.time", "time"), ("input.tick", "tick"),
        ("input.context", "context.observer"), ("input.context", "context.temperature_c"),
        ("input.context", "context.drinks[0].volume_ml")]
    assert error["message"] == ("homeostat: error: observation must be text (a string), got 5 "
                                "[input.observation] (and 5 more problems: see diagnostics)")
    assert len(err.strip().splitlines()) == 6


def test_one_bad_field_is_reported_alone(physiology):
    with pytest.raises(engine.InputError) as caught:
        physiology.tick(None, "You eat.", time=NOON, tick=-5)
    assert [d.path for d in caught.value.diagnostics] == ["tick"]


@pytest.mark.parametrize("option", ["--args-json", "--context-json"])
def test_an_empty_json_option_is_an_error_not_a_call_without_arguments(capsys, tmp_path, option):
    command = "tick" if option == "--args-json" else "explain"
    argv = [command, "--skill", "needs", option, " "]
    argv += ["--workspace", str(tmp_path)] if command == "tick" else ["--observation", "x"]
    code, out, err = run_cli(capsys, argv)
    assert code == 1
    assert f"{option} is empty; pass a JSON object" in err
    assert not (tmp_path / "state").exists()
