"""File paths as plain strings, spelled and tested as :mod:`pathlib` spells and tests them.

A cold ``homeostat tick`` (issue 7) used :class:`pathlib.Path` for the workspace, the lock, the
rule file and the cache, and importing ``pathlib`` (with ``urllib.parse``, ``ipaddress`` and
``fnmatch``) was about 17 million instructions of a ~190 million one: more than every file the
tick reads and writes. The tick path keeps its paths as strings instead, through these helpers,
which give what ``Path`` gave, so every path a message or an ``OSError`` shows is spelled as
before: ``str(Path("./ws//state/"))`` is ``"ws/state"`` and so is ``spelled("./ws//state/")``.
``tests/test_paths.py`` compares them with ``pathlib`` on many spellings. Where paths are not
POSIX paths (Windows), :func:`spelled` asks ``pathlib`` itself. Design choice.
"""

from __future__ import annotations

import os
from stat import S_ISDIR, S_ISREG

__all__ = ["exists", "is_file", "is_folder", "joined", "make_folders", "parent", "spelled"]

_IGNORED_ERRNOS = (2, 20, 9, 40)
"""ENOENT, ENOTDIR, EBADF, ELOOP: the ``stat`` errors pathlib's tests read as "no" (any other
error, such as a permission error, is raised, as by ``Path.is_dir``)."""
_IGNORED_WINERRORS = (21, 123, 1921)


def _ignored(error: OSError) -> bool:
    return (getattr(error, "errno", None) in _IGNORED_ERRNOS
            or getattr(error, "winerror", None) in _IGNORED_WINERRORS)


if os.name == "posix":

    def spelled(path: str | os.PathLike[str]) -> str:
        """``str(pathlib.Path(path))``: repeated slashes and ``.`` parts dropped, no trailing
        slash, ``"."`` for an empty path; a leading ``//`` (but not ``///``) is kept, as POSIX
        allows it a meaning of its own."""
        text = os.fspath(path)
        if text[:1] == "/":
            root = "//" if text[:2] == "//" and text[:3] != "///" else "/"
        else:
            root = ""
        return root + "/".join([part for part in text.split("/") if part and part != "."]) or "."

else:  # pragma: no cover - exercised on Windows only

    def spelled(path: str | os.PathLike[str]) -> str:
        """``str(pathlib.Path(path))``, from pathlib itself (drives, backslashes)."""
        from pathlib import Path

        return str(Path(path))


def joined(folder: str | os.PathLike[str], *names: str) -> str:
    """``str(pathlib.Path(folder).joinpath(*names))``: an absolute name replaces what is before
    it."""
    return spelled(os.path.join(folder, *names))


def parent(path: str) -> str:
    """``str(pathlib.Path(path).parent)`` of a :func:`spelled` path (``"."`` for a bare name,
    the root for the root)."""
    return os.path.dirname(path) or "."


def _mode(path: str | os.PathLike[str]) -> int | None:
    """The ``stat`` mode, or None where pathlib's tests answer "no" (missing, a file in the way,
    a symlink loop, a path the file system cannot encode)."""
    try:
        return os.stat(path).st_mode
    except OSError as error:
        if not _ignored(error):
            raise
        return None
    except ValueError:
        return None


def exists(path: str | os.PathLike[str]) -> bool:
    """``pathlib.Path(path).exists()`` (a permission error is raised, not read as "no")."""
    return _mode(spelled(path)) is not None


def is_folder(path: str | os.PathLike[str]) -> bool:
    """``pathlib.Path(path).is_dir()``: note that ``""`` is the current folder, as in pathlib."""
    mode = _mode(spelled(path))
    return mode is not None and S_ISDIR(mode)


def is_file(path: str | os.PathLike[str]) -> bool:
    """``pathlib.Path(path).is_file()`` (a trailing slash is dropped first, as in pathlib)."""
    mode = _mode(spelled(path))
    return mode is not None and S_ISREG(mode)


def make_folders(path: str, *, parents: bool = True) -> None:
    """``pathlib.Path(path).mkdir(parents=True, exist_ok=True)`` for a :func:`spelled` path,
    step for step, so a failure raises the same error naming the same folder.

    Raises:
        OSError: a folder cannot be made (a file in the way, no permission).
    """
    try:
        os.mkdir(path)
    except FileNotFoundError:
        above = parent(path)
        if not parents or above == path:
            raise
        make_folders(above)
        make_folders(path, parents=False)
    except OSError:
        # as pathlib: EEXIST may lose to EACCES or EROFS, so an existing folder is looked at
        if not is_folder(path):
            raise
