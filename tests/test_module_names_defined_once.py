"""No engine module binds one top-level name twice.

Session 27: three constants of engine/perception.py were defined twice by rounds working apart
(_PARTNER_PREPS, _PARENTHESIS_REACH, _LABEL_OPENERS); Python keeps the later binding, so every
function that read the first one silently got the second's words. ruff's F811 catches only
functions and imports, so this test checks assignments too.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

from helpers import failing_cases

ENGINE = Path(__file__).resolve().parent.parent / "engine"


def top_level_names(tree: ast.Module) -> Counter[str]:
    names: Counter[str] = Counter()
    for node in tree.body:
        if isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) \
                and node.value is not None:
            names[node.target.id] += 1
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names[node.name] += 1
    return names


def test_no_top_level_name_is_bound_twice() -> None:
    def one_case(path):
        names = top_level_names(ast.parse(path.read_text(encoding="utf-8")))
        assert [name for name, count in names.items() if count > 1] == []

    cases = sorted(ENGINE.glob("*.py"))
    assert failing_cases(one_case, cases) == []
