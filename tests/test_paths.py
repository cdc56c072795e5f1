"""engine.paths gives what pathlib gives, so the tick path can keep its paths as strings
(issue 7: importing pathlib was ~17 million instructions of a cold tick) and every path a message
or an OSError shows is spelled as before."""

import os
from pathlib import Path

import pytest
from helpers import failing_cases
from hypothesis import given
from hypothesis import strategies as st

from engine import paths

SPELLINGS = ["", ".", "./", "..", "../a", "a", "a/", "a//b", "a/./b/", "./a//b/.", "a/../b",
             "/", "//", "///", "//a", "///a", "/a//b/", "//a/./b", ".a", "a/.b/..", "./.",
             "a/b/c.yaml/", ".//.//"]


def test_a_path_is_spelled_as_pathlib_spells_it() -> None:
    def one_case(text):
        assert paths.spelled(text) == str(Path(text))

    cases = SPELLINGS
    assert failing_cases(one_case, cases) == []


@given(st.text(alphabet="/.ab", max_size=12))
def test_any_path_of_slashes_dots_and_names_is_spelled_as_pathlib_spells_it(text):
    assert paths.spelled(text) == str(Path(text))
    assert paths.parent(paths.spelled(text)) == str(Path(text).parent)


@given(st.text(alphabet="/.ab", max_size=8), st.text(alphabet="/.ab", max_size=8))
def test_a_joined_path_is_what_pathlib_joins(folder, name):
    assert paths.joined(folder, name) == str(Path(folder) / name)
    assert paths.joined(Path(folder), name) == str(Path(folder) / name)


def test_a_path_like_is_spelled_as_its_string():
    assert paths.spelled(Path("a//b/")) == "a/b"
    assert paths.joined("ws/", "state/needs.json") == "ws/state/needs.json"


def test_folder_file_and_existence_tests_answer_as_pathlib(tmp_path, monkeypatch):
    """Files, folders, missing paths, a file used as a folder, trailing slashes, a broken
    symlink, a NUL byte and the empty path (the current folder, as in pathlib)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "folder").mkdir()
    (tmp_path / "file").write_text("x")
    (tmp_path / "broken").symlink_to(tmp_path / "nowhere")
    for text in ["", ".", "folder", "folder/", "./folder//.", "file", "file/", "file/x",
                 "missing", "missing/x", "broken", "a\x00b", str(tmp_path / "folder")]:
        path = Path(text)
        assert paths.is_folder(text) == path.is_dir(), text
        assert paths.is_file(text) == path.is_file(), text
        assert paths.exists(text) == path.exists(), text


def test_make_folders_makes_what_mkdir_parents_makes_and_fails_alike(tmp_path):
    """Missing parents are made, an existing folder is fine, and a file in the way raises the
    same error naming the same path as ``Path.mkdir(parents=True, exist_ok=True)``."""
    target = paths.joined(str(tmp_path), "a", "b", "c")
    paths.make_folders(target)
    paths.make_folders(target)
    assert os.path.isdir(target)
    (tmp_path / "file").write_text("x")
    for below in ["file", "file/x/y"]:
        with pytest.raises(OSError) as ours:
            paths.make_folders(paths.joined(str(tmp_path), below))
        with pytest.raises(OSError) as theirs:
            (tmp_path / below).mkdir(parents=True, exist_ok=True)
        assert (type(ours.value), ours.value.errno, ours.value.filename) == (
            type(theirs.value), theirs.value.errno, theirs.value.filename)

