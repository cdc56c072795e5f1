"""The plain-form ``tick`` parser of the cold-start path (engine.cli._parse_tick_simple) reads
exactly what argparse reads, and hands everything else to argparse (issue 7)."""

from __future__ import annotations

import itertools

import pytest

from engine.cli import _parse_tick_simple, build_parser
from engine.diagnostics import UsageError

VALUES = {
    "--skill": ["needs", "my rules/physiology.yaml", "", "=x"],
    "--workspace": ["agents/a1", ".", "ws=1"],
    "--observation": ["You eat a sandwich.", "", "-ran a mile", "a=b", "--time",
                      "Sam said: \"eat\""],
    "--time": ["2026-04-27T12:00:00", "noon"],
    "--tick": ["900", "0.5", "-5", "1e3", "inf", "nan", "x", "", " 7 "],
    "--observer": ["Sam", "-"],
    "--args-json": ["{\"tick\": 900}", "-"],
    "--lock-timeout": ["2.5", "-1", "soon"],
}


def argparse_reading(arguments: list[str]) -> dict[str, object] | None:
    """What the full parser makes of ``arguments`` (None: a usage error or help)."""
    try:
        return vars(build_parser().parse_args(arguments))
    except (UsageError, SystemExit):
        return None


def cases() -> list[list[str]]:
    """Argument lists: every option and value alone with --skill, both spellings, pairs of
    options, repeats, abbreviations, --workspaces, help, stray words and missing values."""
    found = []
    for name, values in VALUES.items():
        for value in values:
            rest = [] if name == "--skill" else ["--skill", "needs"]
            found.append(["tick", name, value, *rest])
            found.append(["tick", *rest, f"{name}={value}"])
            found.append(["tick", *rest, name])  # no value
    plain = {name: values[0] for name, values in VALUES.items()}
    for first, second in itertools.permutations(plain, 2):
        found.append(["tick", first, plain[first], second, plain[second], "--skill", "needs"])
    found += [
        ["tick"], ["tick", "--skill", "needs", "--skill", "physiology"],
        ["tick", "--skill", "needs", "--obs", "x"], ["tick", "--sk", "needs"],
        ["tick", "--skill", "needs", "--workspaces", "a", "b"], ["tick", "--help"],
        ["tick", "-h"], ["tick", "--skill", "needs", "stray"], ["tick", "--skill", "needs", "--"],
        ["tick", "--skill", "needs", "--workspace", "a", "--workspaces", "b"],
        ["tick", "--skill", "needs", "-x"], ["tick", "--skill=needs", "--observation", ""],
        ["tick", "--skill", "needs", "--bogus=1"], ["tick", "--skill", "needs", "=x"],
    ]
    return found


@pytest.mark.parametrize("arguments", cases(), ids=lambda a: " ".join(a)[:80])
def test_the_plain_form_is_read_as_argparse_reads_it_and_the_rest_is_left_to_it(arguments):
    simple = _parse_tick_simple(arguments)
    if simple is not None:  # (repr: a NaN tick equals itself)
        assert repr(sorted(vars(simple).items())) == repr(sorted(argparse_reading(
            arguments).items()))


def test_plain_ticks_take_the_fast_path():
    """The forms hosts and the skill shims send are read without argparse."""
    for arguments in (["tick", "--skill", "needs", "--workspace", "ws", "--observation", "x"],
                      ["tick", "--skill", "physiology", "--args-json", "{\"tick\": 900}"],
                      ["tick", "--skill=needs", "--tick=900", "--time", "2026-04-27T12:00:00",
                       "--observer", "Sam", "--lock-timeout", "3"]):
        simple = _parse_tick_simple(arguments)
        assert simple is not None and vars(simple) == argparse_reading(arguments)
    assert sum(_parse_tick_simple(a) is not None for a in cases()) == 93
