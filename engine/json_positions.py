"""Where each value of a JSON text starts, so a problem found in a parsed state file can name
its line and column (``state/needs.json:2:13: error: energy must be a number ...``).

Only used on the error path: a tick that reads a valid state file never calls it.
"""

from __future__ import annotations

import json
from json.decoder import scanstring

_SPACE = " \t\r\n"


def value_offsets(text: str) -> dict[tuple[str, ...], int]:
    """The character offset where each value of the JSON ``text`` starts, by its key path.

    Keys of objects are path parts as they are; items of arrays are their index as a string
    (``("drinks", "0", "volume_ml")``); the whole document is ``()``. A later duplicate key
    wins, as it does in :func:`json.loads`.

    Returns:
        An empty dict when ``text`` is not valid JSON (the caller then reports no position).
    """
    offsets: dict[tuple[str, ...], int] = {}
    decoder = json.JSONDecoder()
    n = len(text)

    def skip(i: int) -> int:
        while i < n and text[i] in _SPACE:
            i += 1
        return i

    def walk(i: int, path: tuple[str, ...]) -> int:
        i = skip(i)
        offsets[path] = i
        opener = text[i]
        if opener not in "{[":
            return decoder.raw_decode(text, i)[1]
        closer = "}" if opener == "{" else "]"
        i = skip(i + 1)
        index = 0
        while text[i] != closer:
            if opener == "{":
                key, i = scanstring(text, i + 1)
                i = skip(i) + 1  # the colon
                i = walk(i, (*path, key))
            else:
                i = walk(i, (*path, str(index)))
                index += 1
            i = skip(i)
            if text[i] == ",":
                i = skip(i + 1)
        return i + 1

    try:
        walk(0, ())
    except (ValueError, IndexError):
        return {}
    return offsets


def line_and_column(text: str, offset: int) -> tuple[int, int, str]:
    """1-based ``(line, column, text of that line)`` of the character at ``offset``."""
    line_start = text.rfind("\n", 0, offset) + 1
    line_end = text.find("\n", offset)
    source = text[line_start:line_end if line_end >= 0 else len(text)]
    return text.count("\n", 0, offset) + 1, offset - line_start + 1, source.rstrip("\r")
