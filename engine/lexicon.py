"""The compiled lexicon: lexicon YAML turned once into lookup tables for :mod:`engine.perception`.

A lexicon document (``rules/lexicons/*.yaml``, shape in ``schemas/lexicon.schema.json``) lists, per
event kind, the words and phrases that signal it, plus the shared language data perception needs:
inflections, exceptions (trap words), cue lists (negation, intent, waiting, reported speech,
witnessing, distance), clause breakers, quantity words, subject words and fuzzy-matching settings.

:func:`compile_lexicon` merges one or more already-validated documents (later ones add terms and
override weights and settings) and builds a :class:`Lexicon`:

* every phrase is normalised exactly like observation text (Unicode NFKC, case folding, curly
  apostrophes made straight) and split with the same tokenizer, so a phrase is a tuple of tokens;
* each word gets its inflected surface forms (irregular table plus suffix rules); ``lemmas`` maps a
  surface form to the base words it can stand for;
* all phrases go into one token trie (``trie``) whose terminal holds the :class:`Role` tuple of the
  phrase (a phrase may have several roles, e.g. ``have`` is a light verb for eat and for drink);
* the trie is compiled into ``matcher``, a deterministic automaton over surface tokens whose
  states are plain ``(phrase id, next)`` tuples (:data:`MatchState`) over the ``phrases`` list;
  equal states are shared, so the bundled lexicon has about 8,900 states and 6,200 phrases;
* the fuzzy index buckets content surface forms by prefix and token length, so typo matching costs
  one dict lookup for most words and a small ``rapidfuzz`` call for the rest (``rapidfuzz`` is
  imported on the first typo lookup, not with this module).

Everything is plain dicts, tuples, named tuples and frozensets: the object is immutable by
convention (never mutated after compile, apart from the typo memo), picklable, and safe to share
between threads and processes. Loading cost matters because a cold CLI tick unpickles the compiled
ruleset: equal values (role flag sets, phrase type sets, lemma tuples) are stored once, and
:class:`Role` and :class:`Phrase` unpickle through ``tuple.__new__`` (C) rather than a Python
``__new__``, so the bundled lexicon unpickles in about 11 ms (8 ms with the garbage collector
paused) where frozen slots dataclasses took about 40 ms. Each phrase travels as its own small
pickle, loaded when a text first matches it: a cold tick loads a handful of phrases, not 6,000.
The automaton, the lemma table, the known words, the typo index and the real words travel in
shards (:mod:`engine.word_tables`): a lexicon fresh from the cache loads only the shards of the
words of the first text it perceives, and the whole tables from the second text on.
"""

from __future__ import annotations

import marshal
import os
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from itertools import chain, filterfalse

from .records import Frozen, Record, checked_fields
from .word_tables import LazySet

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "END",
    "EVENT_KINDS",
    "Lexicon",
    "Role",
    "compile_lexicon",
    "merge_documents",
    "normalize",
    "normalize_cased",
    "tokenize",
    "typo_symbol",
]

EVENT_KINDS = (
    "eat", "drink", "sleep", "rest", "work", "exercise", "socialize",
    "danger", "conflict", "illness", "injury", "walk",
)  # fmt: skip
"""The fixed event kinds (issue 3), and ``walk``: light locomotion, not exercise, which the
physiology rules read for the activity level."""

ACTIVITY_ONLY_KINDS = frozenset({"walk"})
"""Kinds beyond issue 3's eleven fixed event kinds: they move values (``event_walk``) but are
no event of the issue's list, so ``explain`` reports them under ``activities``, not ``events``
(design choice: a scorer of the eleven kinds then sees none of them)."""

SUBJECT_RULES = ("agent", "experiencer", "shared", "situation")
"""How a kind's subject is found; see :mod:`engine.perception` for the rules."""

CUE_TYPES = ("negation", "planned", "waiting", "reported", "reference", "asked", "witness",
             "distance", "local")
"""Cue lists with a fixed meaning. ``witness``: what follows is seen/heard, done by someone else;
``distance``: a situation that is far away (an event elsewhere happens to others);
``local``: the observer's own place ("your town", "Jakub's street"): a situation warned of or
forecast there, in any tense, is the observer's now (mode ``actual``);
``reference``: a point in time named by an event ('after the shift'), not the event itself;
``asked``: only asked about ('asks whether you slept')."""

LEVELS = {"comma": 1, "clause": 2, "sentence": 3}
"""Breaker strength: a scope that ends at level L is closed by every breaker of level >= L."""

FUZZY_MEMO_LIMIT = 50_000
"""Most distinct unknown tokens a lexicon remembers typo lookups for."""

END = ""
"""Trie key holding a phrase's roles (the tokenizer never yields an empty token)."""

# NFKC leaves typographic quotes alone; perception treats them like their ASCII forms. Each maps
# one character to one character, so offsets are unchanged.
class _LazyPattern:
    """A module-level regular expression compiled on its first use, which then takes its place
    in this module (the next use finds the compiled pattern itself).

    Compiling this module's expressions took ~1.5 ms of every cold tick (issue 7), though most
    serve only non-ASCII text (:func:`normalize_cased`) or lexicon compilation and tokenising
    (perception tokenises with its own expression). Design choice. Another module's expression
    names that module's globals as ``namespace`` (:mod:`engine.perception` does, for the
    expressions that only some texts need).
    """

    __slots__ = ("name", "pattern", "flags", "namespace")

    def __init__(self, name: str, pattern: str, flags: int = 0,
                 namespace: dict[str, Any] | None = None) -> None:
        self.name, self.pattern, self.flags = name, pattern, flags
        self.namespace = globals() if namespace is None else namespace

    def __getattr__(self, attribute: str) -> Any:
        compiled = re.compile(self.pattern, self.flags)
        self.namespace[self.name] = compiled
        return getattr(compiled, attribute)


_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u02bc": "'"})
# Invisible format characters (zero-width space and joiners, word joiner, byte-order mark, soft
# hyphen) that NFKC keeps: inside a word ("sle\u200beping") they would split it, so they are
# dropped (each maps to nothing; the offset map skips it).
_INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff\u00ad"
_INVISIBLE_RE: Any = _LazyPattern("_INVISIBLE_RE", f"[{_INVISIBLE}]")
# Combining marks (Unicode categories Mn, Mc, Me, in the blocks of the scripts that write them:
# Latin's combining accents, Hebrew and Arabic points, the vowel signs and viramas of
# Devanagari, Bengali, Tamil, Thai ...; generated once from unicodedata, Unicode 14). NFKC
# composes some with their letter ("e\u0301" is "é"); one left standing ("ea\u0336ting", the
# vowel sign "ी" of "सीता") is dropped by normalisation, as Python's \w and str.isalpha would
# cut its word in two: "सीता eats" names one person, Sita.
_WORD_MARKS = (
    "\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1-\u05c2\u05c4-\u05c5\u05c7"
    "\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7-\u06e8\u06ea-\u06ed"
    "\u0711\u0730-\u074a\u07a6-\u07b0\u07eb-\u07f3\u07fd\u0816-\u0819\u081b-\u0823"
    "\u0825-\u0827\u0829-\u082d\u0859-\u085b\u0898-\u089f\u08ca-\u08e1\u08e3-\u0903"
    "\u093a-\u093c\u093e-\u094f\u0951-\u0957\u0962-\u0963\u0981-\u0983\u09bc\u09be-\u09c4"
    "\u09c7-\u09c8\u09cb-\u09cd\u09d7\u09e2-\u09e3\u09fe\u0a01-\u0a03\u0a3c\u0a3e-\u0a42"
    "\u0a47-\u0a48\u0a4b-\u0a4d\u0a51\u0a70-\u0a71\u0a75\u0a81-\u0a83\u0abc\u0abe-\u0ac5"
    "\u0ac7-\u0ac9\u0acb-\u0acd\u0ae2-\u0ae3\u0afa-\u0aff\u0b01-\u0b03\u0b3c\u0b3e-\u0b44"
    "\u0b47-\u0b48\u0b4b-\u0b4d\u0b55-\u0b57\u0b62-\u0b63\u0b82\u0bbe-\u0bc2\u0bc6-\u0bc8"
    "\u0bca-\u0bcd\u0bd7\u0c00-\u0c04\u0c3c\u0c3e-\u0c44\u0c46-\u0c48\u0c4a-\u0c4d"
    "\u0c55-\u0c56\u0c62-\u0c63\u0c81-\u0c83\u0cbc\u0cbe-\u0cc4\u0cc6-\u0cc8\u0cca-\u0ccd"
    "\u0cd5-\u0cd6\u0ce2-\u0ce3\u0d00-\u0d03\u0d3b-\u0d3c\u0d3e-\u0d44\u0d46-\u0d48"
    "\u0d4a-\u0d4d\u0d57\u0d62-\u0d63\u0d81-\u0d83\u0dca\u0dcf-\u0dd4\u0dd6\u0dd8-\u0ddf"
    "\u0df2-\u0df3\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ecd"
    "\u0f18-\u0f19\u0f35\u0f37\u0f39\u0f3e-\u0f3f\u0f71-\u0f84\u0f86-\u0f87\u0f8d-\u0f97"
    "\u0f99-\u0fbc\u0fc6\u102b-\u103e\u1056-\u1059\u105e-\u1060\u1062-\u1064\u1067-\u106d"
    "\u1071-\u1074\u1082-\u108d\u108f\u109a-\u109d\u135d-\u135f\u1712-\u1715\u1732-\u1734"
    "\u1752-\u1753\u1772-\u1773\u17b4-\u17d3\u17dd\u180b-\u180d\u180f\u1885-\u1886\u18a9"
    "\u1920-\u192b\u1930-\u193b\u1a17-\u1a1b\u1a55-\u1a5e\u1a60-\u1a7c\u1a7f\u1ab0-\u1ace"
    "\u1b00-\u1b04\u1b34-\u1b44\u1b6b-\u1b73\u1b80-\u1b82\u1ba1-\u1bad\u1be6-\u1bf3"
    "\u1c24-\u1c37\u1cd0-\u1cd2\u1cd4-\u1ce8\u1ced\u1cf4\u1cf7-\u1cf9\u1dc0-\u1dff"
    "\u20d0-\u20f0\u302a-\u302f\u3099-\u309a\ua66f-\ua672\ua674-\ua67d\ua69e-\ua69f"
    "\ua6f0-\ua6f1\ua802\ua806\ua80b\ua823-\ua827\ua82c\ua880-\ua881\ua8b4-\ua8c5"
    "\ua8e0-\ua8f1\ua8ff\ua926-\ua92d\ua947-\ua953\ua980-\ua983\ua9b3-\ua9c0\ua9e5"
    "\uaa29-\uaa36\uaa43\uaa4c-\uaa4d\uaa7b-\uaa7d\uaab0\uaab2-\uaab4\uaab7-\uaab8"
    "\uaabe-\uaabf\uaac1\uaaeb-\uaaef\uaaf5-\uaaf6\uabe3-\uabea\uabec-\uabed\ufe20-\ufe2f")
_MARK_RE: Any = _LazyPattern("_MARK_RE", "[" + _WORD_MARKS + "]")
# the Unicode hyphen (NFKC's form of the non-breaking hyphen U+2011) read as the ASCII hyphen, so
# "co\u2011star" is one hyphenated word as "co-star" is; one character for one
_HYPHENS = {"\u2010": "-"}
_FOLD = str.maketrans({**{chr(k): v for k, v in _QUOTES.items()}, **_HYPHENS,
                       **dict.fromkeys(_INVISIBLE)})
# Cyrillic and Greek letters drawn like Latin ones (the Unicode confusables a reader cannot tell
# apart). Inside a word that also has a Latin letter ("r\u0435sting", "R\u0430vi") they are read as
# the Latin letter; a word with no Latin letter (a Russian or Greek word) is left alone. One
# character for one, so offsets are unchanged.
_LOOKALIKES = str.maketrans(
    "\u0430\u0435\u0456\u0458\u043e\u0440\u0441\u0443\u0445\u0455\u04bb\u0501\u051b\u051d"
    "\u0410\u0412\u0415\u0406\u0408\u041a\u041c\u041d\u041e\u0420\u0421\u0422\u0425\u0405"
    "\u03bf\u03b1\u03b9\u03ba\u03bd\u03c1\u03c5"
    "\u0391\u0392\u0395\u0396\u0397\u0399\u039a\u039c\u039d\u039f\u03a1\u03a4\u03a5\u03a7",
    "aeijopcyxshdqw"
    "ABEIJKMHOPCTXS"
    "oaikvpu"
    "ABEZHIKMNOPTYX")
_LOOKALIKE_RE: Any = _LazyPattern("_LOOKALIKE_RE", "[" + "".join(map(chr, _LOOKALIKES)) + "]")
_WORD_RE: Any = _LazyPattern("_WORD_RE", r"\w+")
_LATIN_RE: Any = _LazyPattern("_LATIN_RE", r"[A-Za-z]")


def _latin_lookalikes(text: str) -> str:
    """``text`` with the look-alike letters of each word that also has a Latin letter made Latin
    (see :data:`_LOOKALIKES`); the same length as ``text``."""
    if not _LOOKALIKE_RE.search(text):
        return text
    return _WORD_RE.sub(lambda m: m.group().translate(_LOOKALIKES)
                        if _LATIN_RE.search(m.group()) and _LOOKALIKE_RE.search(m.group())
                        else m.group(), text)


def _fold(piece: str) -> str:
    """Case-fold one NFKC grapheme; a combining mark left over that composes with nothing is
    dropped (it would cut the word in two): Turkish "\u0130" folds to "i" + U+0307, read "i"."""
    fold = piece.casefold()
    if len(fold) > 1 and any(map(unicodedata.combining, fold)):
        fold = "".join(c for c in fold if not unicodedata.combining(c)) or fold
    if not fold.isalnum() and _MARK_RE.search(fold):  # a mark of no combining class
        fold = _MARK_RE.sub("", fold)  # (a vowel sign): dropped, the word stays one word
    return fold
# One token per match, clitics already split (see :func:`tokenize` for the rule). A word is
# ``\w+('\w+)*``; the alternatives below cut it where the rule does, in one C-level pass.
TOKEN_PATTERN = r"""
    \w++(?!'\w|[.,:]\d)                 # a word without clitics (most tokens: tried first)
  | \d+(?:[.,:]\d+)+\w*                  # a number with its points: "38,9", "7,000", "3.5km"
  | [^\w\s']                             # a visible character other than an apostrophe
  | \w+(?:'\w+)*?'?(?=n't(?!\w|'\w))    # a word ending in n't, without it: "did" of "didn't"
  | (?<=\w)'\w+(?:'\w+)*                # the rest of a word from its first apostrophe: "'s"
  | n't(?!\w|'\w)                       # n't itself (after the cut above, or on its own)
  | \w+                                 # a word without clitics (or the part before "'")
  | [^\w\s]                             # every other visible character is its own token
"""
_TOKEN_RE: Any = _LazyPattern("_TOKEN_RE", TOKEN_PATTERN, re.VERBOSE)
_CLITIC_RE: Any = _LazyPattern("_CLITIC_RE", r"'\w+")


def _straight_quotes(text: str) -> str:
    """``text.translate(_QUOTES)``, faster on long text: ``translate`` with a dict looks every
    character up in Python, ``replace`` scans in C."""
    for curly, straight in _QUOTES.items():
        if chr(curly) in text:
            text = text.replace(chr(curly), straight)
    return text
_NON_ASCII_RUN: Any = _LazyPattern("_NON_ASCII_RUN", r"[^\x00-\x7f]+")


def normalize(text: str) -> tuple[str, list[int] | None]:
    """NFKC + casefold ``text``; return the normalised text and its offset map.

    Returns ``(norm, origin)`` where ``origin[i]`` is the index in ``text`` of the character that
    produced ``norm[i]``, with one extra final entry ``len(text)``; ``origin`` is ``None`` when the
    map is the identity (pure ASCII input, the common fast path). Normalisation works per grapheme
    (a base character with its combining marks), so NFD ``cre\\u0302pe`` becomes ``crêpe`` and a
    span in ``norm`` maps back to whole characters of ``text``.
    """
    if text.isascii():
        return text.lower(), None
    text = _latin_lookalikes(text)
    out: list[str] = []
    origin: list[int] = []
    n = len(text)
    i = 0
    while i < n:
        j = i + 1
        while j < n and unicodedata.combining(text[j]):
            j += 1
        piece = _fold(unicodedata.normalize("NFKC", text[i:j])).translate(_FOLD)
        out.append(piece)
        origin.extend([i] * len(piece))
        i = j
    origin.append(n)
    return "".join(out), origin


def normalize_cased(text: str, *, identity: bool = True) -> tuple[str, str, list[int] | None]:
    """Like :func:`normalize` for non-ASCII text, also returning the NFKC text *before* case
    folding, aligned character for character with the folded one (a grapheme whose folding changes
    its length, such as ``ß``, is kept folded in both), so capitalisation can be read per token.
    With ``identity=False`` an offset map that is the identity (every character kept one for
    one: most non-ASCII text) is returned as ``None``, as :func:`normalize` returns it for ASCII
    text, instead of being built (speed, session 11: ~1,000 int objects per 1 KB text).

    ASCII stretches are copied (NFKC leaves ASCII alone; case folding is ``lower()``); only the
    graphemes of non-ASCII runs go through :mod:`unicodedata` one by one, so mostly-English text
    costs little more than ASCII text.
    """
    n = len(text)
    text = _latin_lookalikes(text)
    if unicodedata.is_normalized("NFKC", text) and not _INVISIBLE_RE.search(text) \
            and not _MARK_RE.search(text):
        cased_text = _straight_quotes(text)
        folded_text = cased_text.casefold()
        if len(folded_text) == n:  # folding never shrinks a character: all stayed 1:1
            return folded_text, cased_text, list(range(n + 1)) if identity else None
    folded: list[str] = []
    cased: list[str] = []
    origin: list[int] = []
    pos = 0
    for run in _NON_ASCII_RUN.finditer(text):
        a, b = run.span()
        if a > 0 and unicodedata.combining(text[a]):
            a -= 1  # a combining mark belongs to the ASCII letter before it: NFD "e\u0302"
        chunk = text[pos:a]
        folded.append(chunk.lower())
        cased.append(chunk)
        origin.extend(range(pos, a))
        i = a
        while i < b:  # one grapheme (a base and its combining marks) at a time
            j = i + 1
            while j < b and unicodedata.combining(text[j]):
                j += 1
            piece = unicodedata.normalize("NFKC", text[i:j]).translate(_FOLD)
            fold = _fold(piece)
            folded.append(fold)
            cased.append(piece if len(piece) == len(fold) else fold)
            origin.extend([i] * len(fold))
            i = j
        pos = b
    chunk = text[pos:]
    folded.append(chunk.lower())
    cased.append(chunk)
    origin.extend(range(pos, n))
    origin.append(n)
    return "".join(folded), "".join(cased), origin


def tokenize(norm: str) -> list[tuple[str, int, int]]:
    """Split normalised text into ``(token, start, end)`` tokens (offsets into ``norm``).

    Words are runs of word characters, and a number keeps its points (``38,9``, ``7,000``,
    ``06:40``: one token, so its comma or full stop breaks nothing); every other non-space
    character is its own token (so
    ``.``, ``,``, ``@``, ``|``, ``→`` can be breakers). A clitic is split off its word the way
    treebanks do it: ``didn't`` → ``did`` + ``n't``, ``Noor's`` → ``noor`` + ``'s``. Precisely, a
    word ``\\w+('\\w+)*`` that ends in ``n't`` (and is longer) is cut before the ``n't``; any
    other word with an apostrophe is cut before its first apostrophe. The cut is case-sensitive
    (``DIDN'T`` → ``DIDN`` + ``'T``).
    """
    return [(m.group(), m.start(), m.end()) for m in _TOKEN_RE.finditer(norm)]


def phrase_tokens(phrase: str) -> tuple[str, ...]:
    """A lexicon phrase as the token tuple that observation text would produce."""
    norm, _ = normalize(phrase)
    if _CLITIC_RE.fullmatch(norm):  # a clitic on its own: "'ll", "'s" (text has it after a word)
        return (norm,)
    head = _CLITIC_RE.match(norm)
    if head and norm[head.end():head.end() + 1].isspace():  # "'s town": the clitic, then words
        return (head.group(), *phrase_tokens(norm[head.end():]))
    return tuple(t for t, _, _ in tokenize(norm))


_NO_FLAGS: frozenset[str] = frozenset()  # one shared empty set: pickled once, not per role
_ANYWHERE_FLAGS: frozenset[str] = frozenset({"anywhere"})  # a ``reach_back`` cue's flags
_GATED = frozenset({"gated"})  # a ``needs_kinds`` verb's role (session 24)


def _tuple_reduce(self: tuple[Any, ...]) -> tuple[Any, ...]:
    """``__reduce__`` of the compiled lexicon's named tuples: rebuild with ``tuple.__new__``
    (C code) instead of the class's Python ``__new__``, so thousands of them unpickle in about a
    millisecond."""
    return (tuple.__new__, (type(self), tuple(self)))


class Role(Record):
    """What a matched phrase means. One phrase may carry several roles.

    Attributes:
        type: ``term`` (signals ``kind`` on its own), ``verb`` (light verb: signals ``kind`` only
            with a following ``object`` of that kind within ``window`` tokens), ``object``,
            ``task`` (a verb of the kind's ``task_verbs``: ``kind`` only at a ``verb_alone_at``
            place or with a ``context`` in its clause, never through an object),
            ``companion`` (``with``: social with a following person), ``context`` (a phrase of
            the kind's ``verb_alone_with``: its clause's light verbs of ``kind`` need no object),
            ``exception`` (a trap: the
            span means nothing), ``cue`` (``kind`` is the cue type), ``breaker`` (``kind`` is the
            level name), ``quantity`` (``weight`` is a strength multiplier; ``window`` the number
            of portions it counts, 0 for none: "a couple of" counts 2), or a subject word:
            ``self``, ``group``, ``third``, ``person``, ``animal``.
        kind: event kind, cue type or breaker level, per ``type``.
        weight: term weight in [0, 1], or the quantity multiplier.
        base: the phrase as written in the lexicon (reported as an event's ``term``).
        window: for ``verb``, how many tokens ahead its object may be; for a ``cue``, when not 0,
            it covers only what starts within that many tokens after it; negative for a
            ``reach_back`` cue (session 30): all that follows in its scope and ``-window``
            tokens before it.
        level: for a ``cue``, the breaker level that closes its scope (:data:`LEVELS`).
        flags: extra behaviour: ``report_proof`` (a report of it is still actual, e.g. a warning),
            ``yields`` (a shared setting: it gives way, like a companion word, to another
            activity of its clause named in the kind's ``companion_yields_to``, "jog together" is
            exercise, and belongs to whoever did the clause's latest actual event: "over coffee"),
            ``addressed`` (speech or a call aimed at a listener: for a ``shared`` kind, an
            observer anywhere in the sentence is that listener: "you eat while Greta tells a
            story"),
            ``posture`` (the body's posture, "feet up": the state of the sentence's subject,
            out of the reach of witness and report cues),
            ``anywhere`` (a cue that applies to its whole scope, not only what follows),
            ``final`` (a cue that counts only at the end of its sentence, with nothing but
            punctuation or emoticons after it: "Ike: going for a swim later :)").
    """

    type: str
    kind: str | None = None
    weight: float = 1.0
    base: str = ""
    window: int = 0
    flags: frozenset[str] = _NO_FLAGS
    level: int = 0

    __reduce__ = _tuple_reduce


class KindSpec(Record):
    """Per-kind behaviour: ``subject`` rule, ``ends_awareness`` (after an actual self event of this
    kind, later sentences are the world's, e.g. sleep), ``overrides`` (kinds whose events in the
    same clause this kind's actual events replace, e.g. an argument is not socialising) and
    ``shared_scope`` (for ``shared`` kinds, the breaker level within which a mention of the
    observer makes the event theirs: 2 clause, 3 sentence), ``companion_yields_to`` (kinds
    whose event in the same clause means a companion word is part of that activity: "spar with
    Rui" is exercise, not socialising) and ``list_objects`` (kinds whose objects, listed after a
    term of this kind, are consumed by it too: "wolfs down burgers, fries and a milkshake") and
    ``verb_alone_at`` (place phrases as token tuples: in a status line whose place holds one as
    consecutive words, a light verb of this kind fires without an object: "is reviewing
    blueprints @ site office" is work) and ``verb_alone_with`` (its phrases are compiled as
    ``context`` roles: in a clause holding one, a light verb of this kind fires without an object,
    as at a ``verb_alone_at`` place: a purpose or service phrase, "grilling skewers for the lunch
    crowd", "polishing the brass for inspection", is work; the phrase alone is nothing). A kind's
    ``task_verbs`` are compiled as ``task`` roles: light verbs that fire only so, never with an
    object (folding napkins before the evening service is work, folding towels at home is not).
    ``joint_kinds`` and ``joint_words``: a joint subject with the observer in it (a group, ``you
    both``: the observer's pronoun and one of ``joint_words``, ``you and Greta``) doing an
    activity of one of ``joint_kinds`` is an event of this kind too ("you both have a beer"), and
    so is one of ``joint_verbs`` (every form of the first word -> the words after it, as
    ``time_after``): verbs that are this kind only done together ("you and Soraya catch up on the
    steps", "you and the other miners sing").
    ``not_before``: nouns that, right after a term of this kind (a hyphen between allowed), make
    the term a modifier naming a thing, no event ("flood relief", "earthquake drill").
    ``served``: person words for those served at work (customers, guests, patients): with one
    of them as its partner, an event of this kind in a sentence where the subject is at work is
    the service, not this kind ("a waitress takes orders and chats with the tourists").
    ``bystanders``: person words that, as a companion word's partner, are only people around
    ("rides the lift with two strangers"): no event of this kind. ``told_excuses``: phrases
    (by first token) that, after a speech verb's told claim of the speaker's own in its
    sentence, make the telling an excuse, no event of this kind. ``company_denied``: phrases
    (by first token) that, after a contrast later in the sentence, say the partner was never
    met ("goes to visit his aunt, but she is out"): no event of this kind before the contrast
    (``perception._company_denied``). ``pastimes``: term
    bases of other kinds, as written, that a companion word of this kind does not yield to
    ("plays squash with Dev", "dances with the groom": the game and the company both).
    ``rides``, ``ride_links`` and ``ride_fillers`` (the ``for_a_ride`` section's lists
    as token sets): a term of this kind followed, through fillers only, by a link and then a
    ride is hurrying for the ride, no event ("sprinted for the shuttle":
    ``perception._for_a_ride``).
    ``exchange_verbs`` (every form of the ``exchanges`` section's verbs -> its base word),
    ``exchange_window``
    and ``exchange_objects`` (its objects as tokens): a verb form, then at most the
    window's words, then an object is an event of this kind ("swapping tour stories", "trade a
    quick 'Tashi delek'": ``perception._exchanges``).
    ``not_after``: phrases (as token tuples) that, right before a term of this kind, make it
    a past one named as a time, no event ("last week's storm"; for exercise, a day's
    session before or after now: "Saturday's ski tour").
    ``hazards`` (every inflected form of the ``near_miss``
    section's verbs: falls, tipped, skids) and ``near`` (its proximity words, every form:
    misses, past, touch) find a near miss, an event of this kind that no term names
    (``perception._near_misses``); ``calm`` are words that, right after a hazard form, make it
    no hazard ("falls asleep", "drops by"). ``consumes`` (every inflected form of the kind's
    ``consume_verbs``: drains, emptied, slurping) consume the food or drink named before them
    when their object is a pronoun or missing ("hands her a bowl of soup and she empties it",
    "a bowl of ramen ... Wei starts slurping"): an event of the named food's kind
    (``perception._consumed_antecedents``, session 8). ``consume_phrases`` (every form of the
    first word -> the words after it: ``starts`` -> ``("on",)``) do the same with ``it`` or
    ``them`` after the phrase ("she starts on it", "gets stuck into it"), and ``portions`` (as
    ``consume_phrases``, one-word entries too: ``take``, ``help herself to``) with ``one`` of
    it ("you take a lemon one"); ``servers`` are person words (waiter, cook) whose handed thing
    is this kind's when no food is named ("the waiter brings Zofia's żurek and she starts on
    it": ``perception._phrased_antecedents``, session 9). ``set_aside`` (every form of the
    first word of the ``set_aside`` section's ``verbs``: leaves, saved, wrapping) and ``later``
    (its ``later`` phrases as token tuples): a term of this kind as a purpose infinitive after
    such a verb, followed by a ``later`` phrase, is planned ("leaves it on the table to eat
    after her shower": ``perception._set_aside``, session 9). ``instead`` (every form of the
    first word of ``instead_verbs`` -> the words after it: ``sticking`` -> ``("to",)``) take any
    bare noun after a food or drink of this kind refused earlier in the sentence ("doesn't
    touch the mezcal, sticking to agua de jamaica": ``perception._had_instead``, session 9).
    ``supersedes``: kinds whose events an
    actual, unnegated event of this kind drops for the same subject in its sentence (a hazard
    that hurt someone is their injury, not a threat too: "the ladder gives way under Elif; she
    cracks her wrist"; ``perception._superseded``, session 8). ``spans`` (every form of the
    kind's ``ellipsis_spans``: hours, minutes) name a stretch of this kind after an exception
    word that follows a negated event of it ("didn't get a proper night's sleep, only a couple
    of hours": ``perception._span_ellipsis``, session 8).
    ``one_way`` (session 8, the section's lists as
    token sets; ``written`` holds every form, ``report`` token tuples): messages that go one way
    are no event of this kind (``perception._one_way``): a ``written`` message used as a noun or
    as the subject of a speech verb, or sent with a ``report`` ("texts that ..."), unless an
    ``exchange`` word stands near it or a form of a ``replies`` verb follows it in the text; a
    ``ringers`` thing ringing; a call whose partner is followed
    by a word not in ``call_followers`` (a name: "calls you petty") or by one of ``summons``
    ("calls his son down").
    ``speakers`` and ``turn_openers`` (session 9, the ``dialogue`` section's lists as token
    sets): a dialogue's turns ("Saoirse: '...' Niamh: '...'") are an event of this kind for the
    observer when they speak one (``perception._dialogue``): a turn is a capitalised word or one
    of ``speakers`` after the text's start or one of ``turn_openers``, then a colon; not when
    an actual event of theirs of a ``turn_yields_to`` kind (a quarrel, a job) is what it is,
    nor on a team's named channel: one of ``turn_channels`` (the channel mark "#") before a
    name with one of ``turn_work_channels`` ("[#newsdesk]", "[Slack #ops-night]"); a channel
    of any other name ("[#house-7 Discord]", "#climbing-club") is a chat like any other.
    ``turn_fields`` (session 11, ``dialogue.fields``): a record's field names ("Cause:",
    "HP:", "ALERT:"), never a speaker's turn. ``turn_boards`` (session 30,
    ``dialogue.boards``): words that, in the bracket opening the text, name a board of entries
    ("[POB board 03:12] Jostein: off shift | Siri: ..."), whose names before colons are no
    speakers."""

    subject: str = "agent"
    ends_awareness: bool = False
    overrides: frozenset[str] = frozenset()
    shared_scope: int = 2
    window: int = 6
    companion_yields_to: frozenset[str] = frozenset()
    list_objects: tuple[str, ...] = ()
    verb_alone_at: frozenset[tuple[str, ...]] = frozenset()
    verb_alone_with: frozenset[tuple[str, ...]] = frozenset()
    joint_kinds: frozenset[str] = frozenset()
    joint_words: frozenset[str] = frozenset()
    joint_verbs: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    not_before: frozenset[str] = frozenset()
    # s24: ``not_before_hyphened`` (tokens): as ``not_before``, only after a hyphen ("a
    # crash-filled race"; "smoke filled the room" stays a threat)
    not_before_hyphened: frozenset[str] = frozenset()
    # ``verb_uses``: one-word terms that are also a verb taking an object ("fires the kiln"),
    # and the token sets that tell the verb (``openers``, ``before_base``) and keep the event
    # (``keeps``) or drop it (``signals``) within ``reach`` tokens; empty when not set
    verb_uses: Mapping[str, frozenset[str]] = {}
    verb_use_reach: int = 0
    # ``object_not_before`` (tokens): a word right after a verb's object (or a listed object)
    # of this kind that makes the object a thing or a liquid left alone, none had ("the water
    # bill", "juice running down your wrist")
    object_not_before: frozenset[str] = frozenset()
    # ``object_breaks`` (tokens): a word between a verb of this kind and its object that parts
    # them ("doubled over since too much airag": the airag is a cause, not what "over" takes)
    object_breaks: frozenset[str] = frozenset()
    # ``waiting_after``: a wait's word sequences by their first token, and how many tokens after
    # a term of this kind one may start ("sits by the stove waiting for the buuz": no rest)
    waiting_after: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    waiting_reach: int = 0
    # ``waiting_after.before`` (tokens): a wait's verb right before a comma and a term of this
    # kind ("and wait, watching the rain": the wait's manner, no rest)
    waiting_before: frozenset[str] = frozenset()
    # ``after_effort``: link words ("then") and kinds whose earlier event in the sentence makes
    # a term of this kind the effort's next step ("swims to the buoy, then floats on her back")
    # ``kept_beside`` (session 23): terms of this kind (canonical, as an event's ``term``) that
    # an actual event of one of the kinds there does not override in its clause ("rests his
    # sprained knee on a pillow": rest and the hurt)
    kept_beside_terms: frozenset[str] = frozenset()
    kept_beside_kinds: frozenset[str] = frozenset()
    # ``filled_breaks`` (session 28): tokens naming a break in a yielding term, and the kinds
    # whose event in its sentence fills the break ("is on her break eating a flapjack": eat)
    # ``partnered_tasks`` (session 28): every form of hand-task verbs whose bare "with" partner
    # shares the task, no company ("is cutting timber with the warden")
    partnered_tasks: frozenset[str] = frozenset()
    filled_break_words: frozenset[str] = frozenset()
    filled_break_kinds: frozenset[str] = frozenset()
    # ``ride_seats`` (session 28): vehicles whose seat is a ride ("the top deck of the bus")
    ride_seats: frozenset[str] = frozenset()
    # ``after_meal`` (session 28): terms (canonical) closing a meal told before them after one
    # of the links ("mop up the gravy and lean back in your chair": the meal's end, no rest)
    after_meal_terms: frozenset[str] = frozenset()
    after_meal_links: frozenset[str] = frozenset()
    after_meal_kinds: frozenset[str] = frozenset()
    after_effort_links: frozenset[str] = frozenset()
    after_effort_kinds: frozenset[str] = frozenset()
    after_effort_unless: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # ``timed`` (session 24): every form of its posture ``verbs``, its ``lengths`` and
    # ``not_in`` as tokens and its ``reach``: a posture with "for" and a length after it in its
    # clause is this kind, seat or not ("sits on an upturned crate for five minutes";
    # perception._timed_postures)
    timed_verbs: frozenset[str] = frozenset()
    timed_lengths: frozenset[str] = frozenset()
    timed_reach: int = 0
    timed_not_in: frozenset[str] = frozenset()
    # ``part_first`` (session 24): every form of verbs said of a body part named right before
    # them, a form of "be" or an adverb between at most ("her ankle balloons", "his eye swells
    # shut"; perception._part_first_candidates)
    part_first: frozenset[str] = frozenset()
    # ``knocks`` (session 24): every form of verbs of this kind that, said of the doer's own
    # part (an owner pronoun before it), hurt only when the part strikes a thing ("smacks her
    # forehead on the beam"; "smacks her forehead" alone is a gesture)
    knocks: frozenset[str] = frozenset()
    # ``verbs_not_nouns`` (session 24): a one-word light verb of this kind right after an
    # article or an owner word is a noun, no verb ("parks her bike a mile from home")
    verbs_not_nouns: bool = False
    # ``object_stops`` (tokens): a position word between a verb of this kind and its object,
    # one of ``placed_parts`` (tokens), says where a thing is, not what is struck ("a crack
    # above her head", "the ice cracks beneath his feet")
    object_stops: frozenset[str] = frozenset()
    placed_parts: frozenset[str] = frozenset()
    # ``adverb_parts`` (tokens): a part's word that is an adverb right after a person named as
    # the verb's object ("pulls the kids back", "twists the boy back round")
    adverb_parts: frozenset[str] = frozenset()
    # every form of ``sick_parts``: body parts whose ache is this kind's (an ache elsewhere, in a
    # limb or a muscle, is none: "my wrists are aching")
    sick_parts: frozenset[str] = frozenset()
    served: frozenset[str] = frozenset()
    bystanders: frozenset[str] = frozenset()
    # person words met only through a job ("caller"): talk with one is the service, work named
    # or not
    served_always: frozenset[str] = frozenset()
    # a job's talk line (``work_lines``): the channel words that, after "over", "on", "by" or
    # "via", make a telling of ``line_told`` (base verbs) in its sentence the job's, no company
    line_channels: frozenset[str] = frozenset()
    line_told: frozenset[str] = frozenset()
    # phrases that, later in a speech verb's sentence, make what it told an excuse given (a
    # pretext, a claim taken back: "so I could skip", "but honestly"): no event of this kind
    told_excuses: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # phrases that, after a contrast ("but", ...) later in the sentence, say the company never
    # came about ("but she is asleep when he arrives", "but nobody answers"): no event of this
    # kind before the contrast
    company_denied: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # term bases of other kinds (as written: "dance", "table tennis") that a companion
    # word does not yield to: a game or a dance with a partner is company too
    pastimes: frozenset[str] = frozenset()
    # ``exchanges``: every form of its verbs, its window and its objects as tokens
    exchange_verbs: Mapping[str, str] = {}
    exchange_window: int = 3
    exchange_objects: frozenset[str] = frozenset()
    # ``for_a_ride``: its rides, links and fillers as token sets
    rides: frozenset[str] = frozenset()
    ride_links: frozenset[str] = frozenset()
    ride_fillers: frozenset[str] = frozenset()
    # session 28: ``for_a_ride``'s ``late`` words and ``late_runs`` bases: a run by someone late
    # in its sentence is a hurry ("is late for Latin, so he sprints the length of the cloister")
    late_words: frozenset[str] = frozenset()
    late_runs: frozenset[str] = frozenset()
    # session 25: ``bare_verbs``, every form: an "-ing" form after "be" with nothing after it
    # but the sentence's end or a status line's place is an event of this kind ("Ruth is
    # climbing @ The Arch"); see ``perception._bare_progressives``
    bare_verbs: frozenset[str] = frozenset()
    # session 25: ``fed_verbs``, every form: "feeds him the purée" is an event of this kind for
    # the one fed; see ``perception._fed_by_hand``
    fed_verbs: frozenset[str] = frozenset()
    # session 25: the ``meal_fragments`` section (eat: "Pia: pizza for dinner", "lunch at the
    # desk, soup and bread"): its meals and separators as token sets; see
    # ``perception._meal_fragments``
    fragment_meals: frozenset[str] = frozenset()
    fragment_separators: frozenset[str] = frozenset()
    not_after: tuple[tuple[str, ...], ...] = ()
    # the ``not_after`` phrases not ending in "'s", by their last word: perception looks for
    # such a phrase before a term only among those ending in the word before it
    not_after_ends: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # ``as_time`` (round 34): a term ending in one of ``time_heads`` ("shift", "shifts") right
    # after one of ``time_before`` with only its noun phrase between ("after three night
    # shifts", "between shifts", "comes off a double shift", "mid-shift"), or before a
    # ``time_after`` phrase ("her shift ended", "once the run of night shifts is over"), names
    # a time, not the activity now
    time_heads: frozenset[str] = frozenset()
    time_before: frozenset[str] = frozenset()
    time_after: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # session 36 (round fresh189): ``as_time.leaving_before`` words ("end") that name a time
    # before the head only when a form of one of ``as_time.leaving`` (verbs of going home or
    # dressing to leave) stands earlier in its sentence ("zips up her parka at the end of her
    # shift")
    time_leaving_before: frozenset[str] = frozenset()
    time_leaving: frozenset[str] = frozenset()
    hazards: frozenset[str] = frozenset()
    near: frozenset[str] = frozenset()
    calm: frozenset[str] = frozenset()
    consumes: frozenset[str] = frozenset()
    consume_phrases: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # session 34 (round waiting34): phrases that set to a food named before them with nothing
    # after them ("he gets stuck in at once", "dives in"): every form of the first word -> the
    # words after it (``consume_bare``; :func:`engine.perception._bare_consumed`)
    consume_bare: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # session 23: what a food or drink of this kind does as a sentence's subject when it is had
    # ("the soup goes down well", "the coffee hits the spot"): every form of the first word ->
    # the words after it (``subject_verbs``; :func:`engine.perception._had_as_subject`)
    had_as_subject: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    portions: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    pointers: frozenset[str] = frozenset()  # the first words of both (the quick test)
    servers: frozenset[str] = frozenset()
    set_aside: frozenset[str] = frozenset()
    # ``set_aside.carried_in`` (tokens): bags and pockets a food or drink "had" is carried in,
    # no meal ("has a bottle of water in her bag": :func:`engine.perception._had_carried`)
    carried_in: frozenset[str] = frozenset()
    instead: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # words that open what is had instead with no verb ("no beer for him, just lemonade", "didn't
    # touch a drop of beer - lemonade and a plate of chips"): only a known object after them
    instead_bare: frozenset[str] = frozenset()
    later: tuple[tuple[str, ...], ...] = ()
    supersedes: frozenset[str] = frozenset()
    # the ``failed_attempt`` section: ``failed_drops`` (its ``drops``) are kinds whose
    # actual rows a negated (failed) actual row of this kind drops for the same subject in its
    # sentence when they begin before it (lying in a bunk while sleep won't come is no rest),
    # unless that row's term is one of ``failed_states`` (its ``states``: a state denied, "eyes
    # closed, not asleep", is no attempt): ``perception._failed_attempts``
    failed_drops: frozenset[str] = frozenset()
    failed_states: frozenset[str] = frozenset()
    written: frozenset[str] = frozenset()
    exchange: frozenset[str] = frozenset()
    replies: frozenset[str] = frozenset()
    report: frozenset[tuple[str, ...]] = frozenset()
    ringers: frozenset[str] = frozenset()
    # session 30 (fresh133): ``bare_after``: first words of a term (Pidgin's aspect markers
    # "don", "dey") after which its verb stands bare ("don chop" eats, "Don chops" is a name's)
    bare_after: frozenset[str] = frozenset()
    call_followers: frozenset[str] = frozenset()
    summons: frozenset[str] = frozenset()
    spans: frozenset[str] = frozenset()
    speakers: frozenset[str] = frozenset()
    turn_openers: frozenset[str] = frozenset()
    turn_yields_to: frozenset[str] = frozenset()
    turn_channels: frozenset[str] = frozenset()
    turn_fields: frozenset[str] = frozenset()
    turn_work_channels: frozenset[str] = frozenset()
    turn_boards: frozenset[str] = frozenset()
    channel_kind: str = ""
    # s9: ``near_miss.harmless`` (every form): things that land harmlessly, so a hazard form
    # after one in its clause is no near miss ("a plate of shakshuka lands in front of Yosef");
    # ``figurative`` (its ``terms``, ``links`` and ``bodies`` as token sets): a term right after
    # "on" describing a body or a person is a figure of speech ("my thighs are on fire")
    harmless: frozenset[str] = frozenset()
    # session 34 (fresh165): ``near_miss.heavy_materials`` (tokens): a harmless word right after
    # one, or after one and "of", is a heavy thing, no dish ("a steel plate", "a sheet of glass")
    heavy_materials: frozenset[str] = frozenset()
    occupied: frozenset[str] = frozenset()  # s9: near_miss.occupied, every form
    # ``near_miss.animals`` (tokens as written): dangerous animals, each a hazard by
    # itself close to a person ("a brown snake slides across the track a metre in front of
    # Kirra's boots");
    # ``near_miss.captive`` (tokens): words that keep or show an animal (a zoo, a tank, a pet,
    # a film), none of them in its sentence
    animals: frozenset[str] = frozenset()
    captive: frozenset[str] = frozenset()
    # s21: ``near_miss.beast_near`` (every form): proximity words that make a near miss after
    # a dangerous animal only ("a bear outside my tent", "a scorpion in your boot")
    beast_near: frozenset[str] = frozenset()
    # session 32: ``near_miss.part_hazards`` (every form): motion verbs of a loose thing that
    # are a hazard only when their proximity phrase ends at a person's body part ("spins past
    # Mateusz's ear", "whips across the deck a foot from your legs"); ``near_miss.part_near``
    # (every form): proximity words that make a near miss only before a body part ("right
    # next to your fingers")
    part_hazards: frozenset[str] = frozenset()
    part_near: frozenset[str] = frozenset()
    shields: frozenset[str] = frozenset()  # s9: near_miss.shields, every form
    ridden: frozenset[str] = frozenset()  # s33: near_miss.ridden, every form
    # s24: ``near_miss.nearly_kinds``: kinds (an injury) whose event denied only by "nearly" or
    # "almost" is a near miss of this kind ("nearly cuts his finger off"); and
    # ``near_miss.nearly_verbs``: what would have harmed the subject, every form of a verb's
    # first word -> the words after it, a near miss after "nearly" or "almost" ("nearly goes
    # over the edge", "almost got flattened"): ``perception._nearly_harmed``
    nearly_kinds: frozenset[str] = frozenset()
    nearly_verbs: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # s24: the ``perils`` section: a person moved against their will (``peril_movers``, every
    # form: dragged, stumbles, is pitched) towards, into, over or under one of ``peril_goals``
    # (phrases by their first word, longest first: the edge, the rollers, oncoming traffic) is
    # in danger: ``perception._moved_to_peril``
    peril_movers: frozenset[str] = frozenset()
    peril_pushers: frozenset[str] = frozenset()  # ``perils.pushers``: only with the one moved
    peril_goals: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # s22: ``near_miss.strikes`` (every form): proximity words at which a hazard strikes ("into",
    # "against"): a near miss only for a person or a shield of theirs ("smacks into my
    # windscreen"), not a body part ("falls into your arms"); they are in ``near`` too
    strikes: frozenset[str] = frozenset()
    figurative: frozenset[str] = frozenset()
    figurative_links: frozenset[str] = frozenset()
    bodies: frozenset[str] = frozenset()
    # s9: ``unfolding`` hazards: its groups in order, each as (its subjects' head words and
    # their plurals, every form of a verb's first word -> the words after it, those forms as a
    # set);
    # ``unfolding_subjects`` and ``unfolding_verbs`` hold every group's subject forms and verb
    # first forms (quick tests), ``unfolding_calm`` the calm phrases as token tuples
    unfolding: tuple[tuple[frozenset[str], Mapping[str, tuple[tuple[str, ...], ...]],
                           frozenset[str]], ...] = ()
    unfolding_subjects: frozenset[str] = frozenset()
    unfolding_verbs: frozenset[str] = frozenset()
    # each subject form -> the indices of the ``unfolding`` groups that hold it, in order (so a
    # text finds its groups from its few subject words, not by testing every group)
    unfolding_groups_of: Mapping[str, tuple[int, ...]] = {}
    unfolding_calm: tuple[tuple[str, ...], ...] = ()
    # s10: the ``benign`` section (a threat word in a harmless phrase), or None: see Benign
    benign: Benign | None = None
    # the ``target`` section: a person at most ``target_reach`` tokens after a threat in
    # its clause, with none of ``target_stops`` (tokens) between, is whom it goes for ("a lorry
    # nearly hits Tom"): ``perception._threat_target``; 0 turns it off
    target_reach: int = 0
    target_stops: frozenset[str] = frozenset()
    # ``target.directed`` and ``target.name_followers`` (tokens): a capitalised word after a
    # directed word and before a follower (or the end) is a named target ("lunges at Tom")
    target_directed: frozenset[str] = frozenset()
    target_name_followers: frozenset[str] = frozenset()
    # ``target.placers`` (tokens: "where", "with") and ``target.watchers`` (every form): the
    # observer named after a threat right after a placer is where it strikes ("... above the
    # crowd, with Magnus standing right beneath it"), and the observer who watches what it
    # strikes is no one in it ("the wave swamps the boat Ana is watching from the pier"):
    # ``perception._placed_observer``
    target_placers: frozenset[str] = frozenset()
    target_watchers: frozenset[str] = frozenset()
    # ``target.needed`` (every form): verbs whose threat with an object is one only when aimed
    # at a person after a directed word ("levels his rifle at Luca"; not "at the stag"):
    # ``perception._aimed_at_someone``
    target_needed: frozenset[str] = frozenset()
    target_game: frozenset[str] = frozenset()  # ``target.game``: beasts hunted, no one's threat
    # the ``mutual`` section: ``mutual_joint`` (tokens: both), ``mutual_verbs`` (every form
    # of its verbs), ``mutual_reach`` and ``mutual_calm`` (token tuples): both parties doing the
    # same loud thing are a row ("you're both on your feet shouting"): ``perception._mutual_rows``
    mutual_joint: frozenset[str] = frozenset()
    mutual_verbs: frozenset[str] = frozenset()
    mutual_reach: int = 0
    mutual_calm: tuple[tuple[str, ...], ...] = ()
    # the ``warning`` section: a shout that orders its hearer away from a threat is a warning,
    # no row (``perception._shouted_warnings``): ``warning_threat`` (the threat's kind),
    # ``warning_shouts`` (terms of this kind), ``warning_orders`` (tokens: the first word of an
    # order), ``warning_shelters`` (token tuples: orders that are warnings with no threat
    # named), ``warning_grievances`` (tokens that keep it a row), ``warning_all`` (tokens: a
    # crowd shouted at that holds the observer) and ``warning_reach``
    warning_threat: str = ""
    warning_shouts: frozenset[str] = frozenset()
    warning_orders: frozenset[str] = frozenset()
    warning_shelters: tuple[tuple[str, ...], ...] = ()
    warning_grievances: frozenset[str] = frozenset()
    warning_all: frozenset[str] = frozenset()
    warning_reach: int = 0
    # the ``things`` section: ``thing_blows`` (terms of this kind: a blow or a struggle),
    # ``thing_objects`` (tokens: things, not people) and ``thing_reach``: a blow aimed at a
    # thing is no row ("slaps at a mosquito", "fought with the fryer"):
    # ``perception._blows_at_things``
    thing_blows: frozenset[str] = frozenset()
    thing_objects: frozenset[str] = frozenset()
    thing_reach: int = 0
    # ``thing_stowed`` (tokens): bags and pockets a thing is shoved into, no row ("shoves them
    # in his bag", "shoves his books into his rucksack"): ``perception._blows_at_things``
    thing_stowed: frozenset[str] = frozenset()
    # ``thing_doers`` (tokens): beasts and forces that, as the subject of a term of this kind,
    # make it no row ("a dog snaps at Sigrid's ankle", "the wind shoves you sideways")
    thing_doers: frozenset[str] = frozenset()
    # ``given`` (every form): verbs that give a term of this kind to someone named between
    # ("gives the caterer a piece of her mind"): the giver's (``perception._given_rows``)
    given: frozenset[str] = frozenset()
    # the ``warned_groups`` section: ``warned_verbs`` (every form), ``warned_groups`` (tokens)
    # and ``warned_reach``: a threat told to a whole crew or to everyone there, after a colon or
    # "that", is the observer's as one of them (``perception._warned_groups``)
    warned_verbs: frozenset[str] = frozenset()
    warned_groups: frozenset[str] = frozenset()
    warned_reach: int = 0
    # s10: ``taken_back``: what takes back an ailment told in someone's words ("I emailed my
    # tutor that I had food poisoning, but honestly I'm fine"): ``states`` (a state said after
    # a form of be or feel: fine, okay) and ``excuses`` ("just wanted", "just needed"), each
    # by its first token -> the token tuples that start with it
    taken_back_states: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    taken_back_excuses: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # words of a belief that stand like a speech verb before an ailment taken back ("was sure
    # the oysters had made him sick, but it was only nerves")
    taken_back_beliefs: frozenset[str] = frozenset()
    # the ``crushed`` section (injury: a weight on a body part, a part gone purple) and
    # the ``gut_upset`` section (illness: a churning gut from something eaten), or None: see
    # Crushed and GutUpset
    crushed: Crushed | None = None
    gut_upset: GutUpset | None = None
    # the ``fever_reading`` section (illness: a body temperature read at a fever's height), or
    # None: see FeverReading
    fever_reading: FeverReading | None = None
    # session 24: the ``machine_sounds`` section (illness: a machine that coughs or
    # splutters, "the old car coughs up the hill"), or None: see MachineSounds
    machine_sounds: MachineSounds | None = None
    # session 24: the ``attributive`` words (illness: adjectives that, between a determiner
    # and a noun that names no person, describe a thing, "a sick kickflip", "the sick calls")
    attributive: frozenset[str] = frozenset()
    # session 24: the ``felt_causes`` section (illness: "breathless with excitement",
    # "hoarse from cheering"), or None: see FeltCauses
    felt_causes: FeltCauses | None = None
    # s10: the ``woken_after`` section (sleep: a wake verb told the length of the sleep it
    # ends, "wake after nine solid hours"): every form of its ``verbs``, its ``spans`` (hours)
    # and ``span_words`` (solid, unbroken) as token sets
    wake_verbs: frozenset[str] = frozenset()
    sleep_spans: frozenset[str] = frozenset()
    sleep_span_words: frozenset[str] = frozenset()
    # session 12: the ``counted`` section (eat, drink: a serving counted by an ordinal, "on
    # his second pint"), or None: see Counted
    counted: Counted | None = None
    # session 12: the ``settled`` section (conflict: a row ended by a verb that settles it,
    # "settle the quarrel over the fence"): its verbs as token tuples, every form of the first
    settled: frozenset[tuple[str, ...]] = frozenset()
    # session 23: the ``stopped`` section (conflict: a row broken up by a bystander, "breaks up
    # the fight"): its verbs as token tuples, every form of the first word; the row is others'
    stopped: frozenset[tuple[str, ...]] = frozenset()
    # session 24: the ``banter`` words (conflict: laughter or a grin joined to a row by "and",
    # "trade insults and laughs", "bickering and laughing"): the row is fun, no event
    banter: frozenset[str] = frozenset()
    # session 15: light verbs that take only their own objects ("call" + "useless", "a liar":
    # "calls you useless" is a quarrel, "calls you back" none): verb base -> object bases
    verb_objects: dict[str, frozenset[str]] | None = None
    # session 24: verbs marked ``round`` (eat's and drink's "pass"): they count only with their
    # object passed round after it ("passing a bowl of popcorn round")
    round_verbs: frozenset[str] = frozenset()
    # session 24: verbs marked ``needs_kinds`` (drink's "with"): verb base -> the kinds one of
    # whose candidates must stand earlier in the verb's clause ("sits on the bench with a cuppa")
    clause_verbs: Mapping[str, frozenset[str]] = {}
    # s21: objects named only by a verb entry marked ``private`` (exercise's "run along" +
    # "beach"), less the kind's own objects: no object for the kind's other verbs ("marches
    # back from the coast", "plays a track" stay none)
    own_only_objects: frozenset[str] = frozenset()


class Crushed(Record):
    """A kind's ``crushed`` section (injury), read by ``perception._crushed_parts``.
    ``verbs`` (every form of its verbs: drops, fell, slammed): a form, then within a few words
    in its clause "on"/"onto", an owner and a body part ("drops a paving slab on his foot",
    "the lid slammed on her fingers"); ``not_objects`` (tokens) are what is put on a body
    gently ("drops a kiss on her forehead"). ``colours`` (tokens: purple, bruised) said of a
    body part by at most ``_COLOUR_REACH`` ``links`` (is, turned, already: tokens) after it
    ("his big toe is purple") are a bruise, except of the ``pale_parts`` (face, lips: anger
    or cold). ``piercing`` (every form of ``piercing.verbs``: drives, sinks, whipped) and
    ``through`` (``piercing.preps`` tokens: into, through, across) are the same for a sharp or
    a lashing thing that goes into or across a body part ("the blade sinks deep into her
    palm", "a mooring line whips across your shin"), unless one of ``lashing``
    (``piercing.harmless`` tokens: wind, rain, hair) stands right before the verb ("the wind
    whips across her face"). Design choice."""

    verbs: frozenset[str] = frozenset()
    not_objects: frozenset[str] = frozenset()
    colours: frozenset[str] = frozenset()
    links: frozenset[str] = frozenset()
    pale_parts: frozenset[str] = frozenset()
    unharmed: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    piercing: frozenset[str] = frozenset()
    through: frozenset[str] = frozenset()
    lashing: frozenset[str] = frozenset()


class GutUpset(Record):
    """A kind's ``gut_upset`` section (illness), read by ``perception._gut_upsets``.
    ``parts`` (every form: stomach, guts) right before or after a form of one of ``verbs``
    (churning, cramped, gurgles), with one of ``causes`` (after, from) a few words on and then
    food or drink (an object of the eat or drink kind) or one of ``spoiled`` (dodgy,
    undercooked) within four words, is an upset gut from what was had: an illness (nerves
    churn a stomach too, so the cause must be named); not with one of ``missed`` (every form:
    skipped, no, without) between the cause and the food ("after skipping lunch").
    Design choice."""

    parts: frozenset[str] = frozenset()
    verbs: frozenset[str] = frozenset()
    causes: frozenset[str] = frozenset()
    spoiled: frozenset[str] = frozenset()
    missed: frozenset[str] = frozenset()


class FeverReading(Record):
    """A kind's ``fever_reading`` section (illness), read by ``perception._fever_readings``.
    One of ``nouns`` (temperature, temp) owned by a person (right after a possessive: "her",
    "your", "Chidi's") with a reading within ``reach`` tokens after it in its sentence: a
    number (a decimal comma read as a point) in one of ``ranges`` (38-43 Celsius, 100.4-108
    Fahrenheit) or one of ``spelled`` (token tuples: "thirty - nine") is a fever: an illness
    ("Chidi's temperature has hit 41", "take your temperature: thirty-nine degrees", "her
    temperature 39.4 °C"). Design choice: only an owned temperature is a body's; "the
    temperature hit 41" is the weather."""

    nouns: frozenset[str] = frozenset()
    ranges: tuple[tuple[float, float], ...] = ()
    spelled: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    reach: int = 6


def _fever_reading(section: Mapping[str, Any]) -> FeverReading | None:
    """A kind's ``fever_reading`` section compiled (see :class:`FeverReading`), None when it
    has none."""
    if not section:
        return None
    return FeverReading(nouns=_token_set(section.get("nouns", ())),
                        ranges=tuple((float(lo), float(hi))
                                     for lo, hi in section.get("ranges", ())),
                        spelled=_by_first(section.get("spelled", ())),
                        reach=int(section.get("reach", 6)))


class MachineSounds(Record):
    """A kind's ``machine_sounds`` section (illness), read by ``perception._machine_sound``.
    A term whose base is one of ``verbs`` (cough, splutter, wheeze), one token long, is a
    machine's noise, no illness, when one of ``things`` (car, van, boiler, printer) or "it"
    stands right before it ("the old car coughs up the hill", "Ana's van wheezes", "it
    coughs and catches"), or one of ``after`` (token tuples: "into life", "to a stop") comes
    right after it ("splutters to a stop")."""

    verbs: frozenset[str] = frozenset()
    things: frozenset[str] = frozenset()
    after: tuple[tuple[str, ...], ...] = ()


def _machine_sounds(section: Mapping[str, Any]) -> MachineSounds | None:
    """A kind's ``machine_sounds`` section compiled (see :class:`MachineSounds`), None when it
    has none."""
    if not section:
        return None
    return MachineSounds(verbs=_token_set(section.get("verbs", ())),
                         things=_token_set(section.get("things", ())),
                         after=tuple(phrase_tokens(w) for w in section.get("after", ())))


class FeltCauses(Record):
    """A kind's ``felt_causes`` section (illness), read by ``perception._felt_cause``. A term
    whose base is one of ``terms`` (breathless, hoarse, dizzy: symptoms a strong feeling or a
    spent voice gives as well), right before "with" or "from" and, after an article or an owner
    and one modifier at most, one of ``causes`` (excitement, cheering, laughing), is that
    feeling or that effort, no illness ("breathless with excitement", "hoarse from cheering",
    "croaky from all the singing")."""

    terms: frozenset[str] = frozenset()
    causes: frozenset[str] = frozenset()


def _felt_causes(section: Mapping[str, Any]) -> FeltCauses | None:
    """A kind's ``felt_causes`` section compiled (see :class:`FeltCauses`), None when it has
    none."""
    if not section:
        return None
    return FeltCauses(terms=frozenset(section.get("terms", ())),
                      causes=_token_set(section.get("causes", ())))


class Counted(Record):
    """A kind's ``counted`` section (eat, drink), read by ``perception._counted_servings``.
    One of ``ordinals`` (second, third, 4th) right before an object of the kind, at most one
    word between ("third double espresso"), counts a serving the subject has had: after one
    of ``owners`` (my, his, 's), or opening a fragment (the text's, a sentence's or a chat
    turn's start) with one of ``after`` or the fragment's end right after the object ("third
    espresso of the morning", "4th coffee today"); not before one of ``not_before`` (the
    object names a thing: "my second coffee break"). Design choice (session 12): counting
    one's servings says they were had; "a second pint" (ordered, offered) and "the third
    espresso" (pointed at) say nothing of who drinks it. ``tallies`` (session 23), right after
    a cardinal count and an object, tally the servings had so far ("two pints in", "three
    coffees deep")."""

    ordinals: frozenset[str] = frozenset()
    owners: frozenset[str] = frozenset()
    after: frozenset[str] = frozenset()
    not_before: frozenset[str] = frozenset()
    tallies: frozenset[str] = frozenset()


def _counted(section: Mapping[str, Any]) -> Counted | None:
    """A kind's ``counted`` section compiled (see :class:`Counted`), None when it has none."""
    if not section:
        return None
    return Counted(ordinals=_token_set(section.get("ordinals", ())),
                   owners=_token_set(section.get("owners", ())),
                   after=_token_set(section.get("after", ())),
                   not_before=_token_set(section.get("not_before", ())),
                   tallies=_token_set(section.get("tallies", ())))


def _crushed(section: Mapping[str, Any], forms: Callable[[str], set[str]]) -> Crushed | None:
    """A kind's ``crushed`` section compiled (see :class:`Crushed`), None when it has none."""
    if not section:
        return None
    return Crushed(verbs=_every_form(section.get("verbs", ()), forms),
                   not_objects=_every_form(section.get("not_objects", ()), forms),
                   colours=_token_set(section.get("colours", ())),
                   links=_token_set(section.get("links", ())),
                   pale_parts=_every_form(section.get("pale_parts", ()), forms),
                   unharmed=_by_first(section.get("unharmed", ())),
                   piercing=_every_form((section.get("piercing") or {}).get("verbs", ()), forms),
                   through=_token_set((section.get("piercing") or {}).get("preps", ())),
                   lashing=_token_set((section.get("piercing") or {}).get("harmless", ())))


def _gut_upset(section: Mapping[str, Any], forms: Callable[[str], set[str]]
               ) -> GutUpset | None:
    """A kind's ``gut_upset`` section compiled (see :class:`GutUpset`), None when it has none."""
    if not section:
        return None
    return GutUpset(parts=_every_form(section.get("parts", ()), forms),
                    verbs=_every_form(section.get("verbs", ()), forms),
                    causes=_token_set(section.get("causes", ())),
                    spoiled=_token_set(section.get("spoiled", ())),
                    missed=_every_form(section.get("missed", ()), forms))


class Benign(Record):
    """A kind's ``benign`` section (s10, danger): phrases that make a threat word harmless,
    read by ``perception._benign_threat``. ``figurative`` (every form of ``figurative_of``): a
    term right before "of" or "with" and one of these ("flooded with light", "a flood of
    emails", "an avalanche of messages", "a storm of applause") is a figure of speech.
    ``tame`` (term bases of ``tame.terms``: smoke), ``sources`` (every form of the head, the
    last word, of each of ``tame.sources``: grill, chimney, pipe, cigarette) and ``drift``
    (every form of the first word of ``tame.drift`` -> the words after it: curls -> ``()``,
    drifts -> ``("up",)``): a
    tame term beside a source in its clause ("the smoke from the neighbours' grill",
    "cigarette smoke") or right before a drift verb ("watching the smoke curl up") is a hearth,
    a grill or a pipe, no threat. ``sounds`` (term bases of ``overheard.terms``: crash, smash)
    and ``places`` (``overheard.places`` as token tuples, ``place_firsts`` their first tokens):
    a sound term in a sentence with one of those places ("through the wall", "next door") is
    a noise from someone else's home. ``year_after`` (``past.year_after`` tokens: in, since):
    a year in digits (1900-2099) right after one, in the term's sentence ("a burglary on their
    street back in 2015"), makes the term past, no threat now. Design choice (s10).
    ``openers`` (``past.openers`` as token tuples, by their last token: "after" ->
    ``(("after",),)``, "from" -> ``(("back", "from"), ("home", "from"))``), ``heads``
    (``past.heads`` tokens: watch, callout) and ``ending`` (every form of the first word of
    ``past.ending`` -> the words after it: eases -> ``()``, dies -> ``("down",)``): a term
    whose noun phrase follows an opener and ends there ("sleeps after the long night at the
    factory fire", "the drive back from the moorland fire", "after the storm watch") or that
    an ending verb follows ("hopes the blizzard eases", "the storm has begun to die down") is
    a time or a hazard passing, no threat now. ``ending_at_close`` (``past.ending_at_close``,
    the same shape): an ending verb only where it closes its sentence or its clause ends on
    "ago" ("the storm passed.", "passed over the town an hour ago"). Design choice."""

    figurative: frozenset[str] = frozenset()
    tame: frozenset[str] = frozenset()
    sources: frozenset[str] = frozenset()
    drift: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    sounds: frozenset[str] = frozenset()
    places: tuple[tuple[str, ...], ...] = ()
    place_firsts: frozenset[str] = frozenset()
    year_after: frozenset[str] = frozenset()
    openers: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    heads: frozenset[str] = frozenset()
    ending: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    ending_at_close: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # session 40 (round fresh214): ``past.notices``, the nouns of a notice about a hazard
    # ("storm warning", "flood alert") that an ending verb may follow through a place phrase
    notices: frozenset[str] = frozenset()


def _benign(section: Mapping[str, Any], forms: Callable[[str], set[str]]) -> Benign | None:
    """A kind's ``benign`` section compiled (see :class:`Benign`), None when it has none."""
    if not section:
        return None
    tame = section.get("tame") or {}
    heard = section.get("overheard") or {}
    places = tuple(phrase_tokens(w) for w in heard.get("places", ()))
    past = section.get("past") or {}
    return Benign(
        figurative=_every_form(section.get("figurative_of", ()), forms),
        tame=frozenset(" ".join(phrase_tokens(w)) for w in tame.get("terms", ())),
        sources=frozenset(f for w in tame.get("sources", ()) if (toks := phrase_tokens(w))
                          for f in forms(toks[-1])),
        drift=_verb_phrases(tame.get("drift", ()), forms, single_words=True),
        sounds=frozenset(" ".join(phrase_tokens(w)) for w in heard.get("terms", ())),
        places=places, place_firsts=frozenset(p[0] for p in places if p),
        year_after=_token_set(past.get("year_after", ())),
        openers=_by_last(phrase_tokens(w) for w in past.get("openers", ())),
        heads=_token_set(past.get("heads", ())),
        ending=_verb_phrases(past.get("ending", ()), forms, single_words=True),
        ending_at_close=_verb_phrases(past.get("ending_at_close", ()), forms, single_words=True),
        notices=_token_set(past.get("notices", ())))


def _by_first(entries: Iterable[str]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Phrases as first token -> their token tuples, longest first."""
    found: dict[str, list[tuple[str, ...]]] = {}
    for entry in entries:
        tokens = phrase_tokens(entry)
        found.setdefault(tokens[0], []).append(tokens)
    return {first: tuple(sorted(group, key=len, reverse=True)) for first, group in found.items()}


def _unfolding(section: Mapping[str, Any], forms: Callable[[str], set[str]]
               ) -> tuple[tuple[frozenset[str], dict[str, tuple[tuple[str, ...], ...]],
                                frozenset[str]], ...]:
    """A kind's ``unfolding`` groups, in the section's order, as (the group's subject head
    words and their plurals: the forms ending in "s", not "-ed" or "-ing" verb forms of a
    noun; every form of a verb's first word -> the words after it; those forms as a set)."""
    out = []
    for group in section.get("groups", ()):
        verbs = _verb_phrases(group.get("verbs", ()), forms, single_words=True)
        out.append((frozenset(f for entry in group.get("subjects", ())
                              for head in (phrase_tokens(entry)[-1],)
                              for f in forms(head) if f == head or f.endswith("s")),
                    verbs, frozenset(verbs)))
    return tuple(out)



def _groups_of(word_sets: Iterable[frozenset[str]]) -> dict[str, tuple[int, ...]]:
    """Each word of ``word_sets`` -> the indices of the sets that hold it, ascending (an index
    for a quick lookup of the groups a text's words belong to)."""
    out: dict[str, list[int]] = {}
    for i, words in enumerate(word_sets):
        for word in words:
            out.setdefault(word, []).append(i)
    return {word: tuple(found) for word, found in out.items()}


class StatusActivity(Record):
    """The lexicon's ``status_activity`` section: in a status line (``Wei is pipetting samples @
    Kendrick Building: lab 3``) the observer's own progressive activity, when no term of any kind
    names it, is an event of ``kind`` with strength ``weight``, unless its verb is one of
    ``not_verbs`` (every form of the listed base words: leisure, errands, states: ``reading``,
    ``queues``, ``felt``) or its place
    holds one of ``not_places`` (homes and public spaces: ``flat``, ``balcony``, ``park``).
    Design choice: in simulation status lines a specialised task at a workplace ("refuelling
    the ore crawler @ vehicle bay", "titrating samples @ lab") is nearly always the agent's job,
    and such verbs are an open class no term list can hold. Its ``frames`` (round 23) judge the
    same open class in narrative sentences: a verb is the job when its predicate names people
    served, a work occasion, working hours, a batch count or a workplace it runs (design
    choice: the frame, not the verb, tells a job from leisure or a chore)."""

    kind: str
    weight: float
    not_verbs: frozenset[str]
    not_places: frozenset[tuple[str, ...]]  # phrases as token tuples
    place_firsts: frozenset[str] = frozenset()  # their first tokens (a quick test)
    not_verb_phrases: Mapping[str, tuple[tuple[str, ...], ...]] = {}  # form -> words after it
    workplaces: frozenset[tuple[str, ...]] = frozenset()  # the kind's verb_alone_at places
    workplace_firsts: frozenset[str] = frozenset()  # their first tokens
    # speed (session 11): the workplaces and the not_places by their first and their last
    # token (a lookup at a token instead of a scan of ~200 phrases), and the last tokens of
    # ``served`` and the first of ``occasions`` below
    workplaces_by_first: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    workplaces_by_last: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    not_places_by_first: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    not_places_by_last: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    served_lasts: frozenset[str] = frozenset()
    occasion_firsts: frozenset[str] = frozenset()
    # narrative work frames (``frames``): phrases by their last token, the served people's
    # phrases, governors that make a served word no recipient, clock openers and hours, batch
    # counts and the units that make them no batch, the not_verbs a frame makes a task
    frames: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    served: frozenset[tuple[str, ...]] = frozenset()
    occasions: frozenset[tuple[str, ...]] = frozenset()
    # round 36: businesses that open to the public (``frames.businesses``); with the
    # workplaces, what "it" in "before it opens" may be
    businesses: frozenset[str] = frozenset()
    # session 10: family words (``frames.kin``): one of them and "'s" or "'" before one of
    # ``businesses`` ("her parents' restaurant", "the family farm") names a family business,
    # a workplace of the observer's task (:func:`~engine.perception._family_business`)
    kin: frozenset[str] = frozenset()
    # session 10: household words (``frames.household_owners``: kids, house) that own the
    # household thing right after them ("the kids' bikes", "the house bills"), as ``kin`` do
    household_owners: frozenset[str] = frozenset()
    not_served_after: frozenset[str] = frozenset()
    clock_openers: frozenset[str] = frozenset()
    clock: frozenset[str] = frozenset()
    batches: frozenset[str] = frozenset()
    batch_units: frozenset[str] = frozenset()
    batch_measures: frozenset[str] = frozenset()  # units that, before "of", make a batch
    # session 25: a trade's bulk containers that make any count before "of" a batch ("landed
    # three boxes of haddock", "stacks three cords of oak")
    batch_containers: frozenset[str] = frozenset()
    # session 23: money a task is done for ("for twenty pounds", "for a tenner"): pay, a frame
    pay_units: frozenset[str] = frozenset()
    # session 23: who a task is done for as its employer ("for her boss", "for the foreman")
    employers: frozenset[str] = frozenset()
    # session 23: gestures given ("gives the tourists a wave"): no thing a served person gets
    gestures: frozenset[str] = frozenset()
    tasks: frozenset[str] = frozenset()
    # session 25: not_verbs that only a served person's frame makes a task ("picks up two
    # passengers", "drives the passengers to the airport"); an occasion leaves them errands
    # ("drives in for the night shift")
    served_tasks: frozenset[str] = frozenset()
    # session 25: occasions that frame a verb only as its object, not after a preposition
    # ("clears the tables"; not "moves to the tables")
    object_occasions: frozenset[tuple[str, ...]] = frozenset()
    # session 25: served groups that make no served_tasks verb the job ("drives the team")
    member_groups: frozenset[tuple[str, ...]] = frozenset()
    # session 25: a home's company that leaves a venue's tables a home's ("before the guests
    # arrive")
    hosted: frozenset[str] = frozenset()
    frame_lasts: frozenset[str] = frozenset()  # frame phrases' last tokens and batch words
    # a sentence without one of these holds no frame (a quick test): each frame phrase's most
    # telling token (its longest that is no grammar word, the last of equals), batch words,
    # the words around a clock time (since, until, pm) and runs
    frame_keys: frozenset[str] = frozenset()
    frame_tokens: frozenset[str] = frozenset()  # frame_lasts and clock words: where a frame ends
    service: frozenset[str] = frozenset()  # kinds a served person makes work ("socialize")
    runs: frozenset[str] = frozenset()  # verbs whose workplace object is a frame (forms)
    # posts (round 34): vehicles and stations operated for a living, by their last token ("the
    # ambulance", "the grill", "the ski lift"); an object of ``runs`` or ``drives`` that is one
    # is a frame. ``drives``: the verbs of a vehicle (forms), which also take a post named by a
    # status line's place ("is driving the number 38 @ bus route 38")
    posts: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    drives: frozenset[str] = frozenset()
    # a bus route driven by its code (session 35, round fresh184: "pulls the N14 out"): the
    # nouns a code or a number may name after it ("the N11 loop"), the words that make a
    # sentence a bus's (a code there is a route's, not a car model's) and the codes that are
    # never a route (a mask's "N95")
    route_heads: frozenset[str] = frozenset()
    route_context: frozenset[str] = frozenset()
    not_route_codes: frozenset[str] = frozenset()
    # a meal or a break given up (round 27): single words, and phrases by every form of their
    # first word -> the words after it ("skipped" -> ("lunch",))
    forgone_words: frozenset[str] = frozenset()
    forgone: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    forgone_firsts: frozenset[str] = frozenset()  # forgone_words and the phrases' first words
    # job nouns (``frames.roles`` and the occupations) that, in an apposition to the observer,
    # make the sentence's task the job (round 29), and words that make such a noun no job now
    roles: frozenset[str] = frozenset()
    not_roles: frozenset[str] = frozenset()
    # trade objects (round 29) by their last token
    trade: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # verbs of going on with an activity (round 31): every form -> the words between it and the
    # -ing verb that is the activity ("keeps" -> ((),), "goes" -> (("back", "to"),))
    aspect: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # verbs of a trade (round 33), every form: done to an object, the job without another frame
    trade_verbs: frozenset[str] = frozenset()
    # manual, clerical, kitchen, farm and care tasks told in narrative, every form: done to an
    # object (or with a stretch of working time: "has been picking since dawn"), the job unless
    # at home, a hobby, a favour or the doer's own thing (a weaker frame than ``trade_verbs``)
    manual_tasks: frozenset[str] = frozenset()
    task_not_objects: frozenset[str] = frozenset()  # words after one that give it no object
    # not_verbs that a stretch of working time alone makes a task, every form ("picking since
    # dawn")
    hours_tasks: frozenset[str] = frozenset()
    # the verbs of a home's own chores, every form: manual tasks only with no household or
    # friend in the sentence (``home_company``) and none of ``home_things`` in the object
    chore_tasks: frozenset[str] = frozenset()
    home_company: frozenset[str] = frozenset()
    home_things: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    home_grounds: Mapping[str, tuple[tuple[str, ...], ...]] = {}  # a home's grounds: a chore
    # not_verbs that a trade object right after them makes a task, every form ("finishes the
    # problem sheet", "fetches the stretcher"): the trade's thing names the job
    trade_tasks: frozenset[str] = frozenset()
    # not_verbs of going about, standing by and calling out that the observer named by a job
    # does as that job (session 24), every form ("Funmilayo, the planner, hurries between the
    # tents", "Stunt driver Gianluca climbs out")
    role_verbs: frozenset[str] = frozenset()
    # verbs of handling whose direct object, a trade thing, makes them the job (session 24),
    # every form ("grips the crane controls", "holds the boom")
    handling_verbs: frozenset[str] = frozenset()
    # care given to someone else's body (every form of ``care_verbs``; ``care_parts`` are the
    # body parts and wounds cared for): "is bandaging a farmer's leg", "stitches a boy's split
    # forehead" is the job when the body's owner is no kin of the doer
    # work groups: the observer named with one as one subject ("Nomvula and her crew are
    # wading", "Ana and her colleagues are") is named by the job, as in an apposition
    crews: frozenset[str] = frozenset()
    care_verbs: frozenset[str] = frozenset()
    care_parts: frozenset[str] = frozenset()
    # a side or an irregular participle that may stand between the owner and a cared-for part
    # ("the climber's left ankle", "a boy's split forehead"; ``care_modifiers``, session 22)
    care_modifiers: frozenset[str] = frozenset()
    # not_verbs that words after them make a task (round 33): form -> the words after it
    task_phrases: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # household things (round 35) by their last token, and the words (householders and the
    # one-word served) that make work on one at a home the job
    household: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    householders: frozenset[str] = frozenset()
    householder_words: frozenset[str] = frozenset()  # of them, those named anywhere (tenant)
    # session 9: things of a job that end in a household word ("support tickets"), by their last
    # token: a work verb on one is no chore, at home too
    trade_things: Mapping[str, tuple[tuple[str, ...], ...]] = {}
    # session 9: performance and sports venues (``venues``) as token tuples: a place naming one
    # holds no home or public space ("@ Teatro Juárez: balcony" is the theatre's balcony)
    venues: frozenset[tuple[str, ...]] = frozenset()
    # session 32: the public spaces among the not_places (``public_places``: street, square,
    # park): a framed status activity there is the job; ``home_places`` are the other
    # not_places (a home's words), derived at compile time
    public_places: frozenset[tuple[str, ...]] = frozenset()
    home_places: frozenset[tuple[str, ...]] = frozenset()
    # session 23: a home's rooms a named business has too (``named_business_rooms``: kitchen):
    # as the sub-place of a place whose main part is a proper name, the business's
    named_business_rooms: frozenset[tuple[str, ...]] = frozenset()
    # session 9: the kind's own spec when it names shifts as times (``as_time``): an occasion
    # that is such a time ("the train to her evening shift") is no work frame
    time_spec: Any = None
    # session 9: the kind's one-word verbs and trade verbs, bare: one opening a record's
    # ``action :`` field ("action: haul ice-core boxes back to station") is the agent's activity
    bare_verbs: frozenset[str] = frozenset()
    # session 11: a status record's field names by family, as their last tokens (the word before
    # the field's colon): the agent's field ("agent", "name") and the activity's ("doing")
    record_agents: frozenset[str] = frozenset()
    record_actions: frozenset[str] = frozenset()
    # session 25: the field naming whom the record's agent does a shared act with ("target",
    # "with", "partner"): the one it names is a party ("Tom | action: chat | target: Ana")
    record_partners: frozenset[str] = frozenset()


class Phrasal(Record):
    """The lexicon's ``phrasal`` section, compiled: a term or light verb written as a verb and a
    particle (``wolf down``, ``knock back``) also matches with a short object between its words
    (``wolfs the bowl down``, ``polished them off``, ``knocks the shot back``); round 28.

    ``verbs`` maps every surface form of such a verb to the particles its separable phrases
    take (``wolfed`` -> ``down``); ``pronouns`` are whole objects (``it``, ``them``);
    ``tails`` may follow a pronoun (``it all``); ``openers`` open a noun phrase object of at most
    ``words`` more words (``the``, ``her``);
    ``stops`` may not stand inside the object (``and``, one-word breakers). The particle must not
    be followed by an opener: then it is a preposition ("barks down the lane"). Design choice:
    the split is looked for only where the verb alone matched, so it costs one dict lookup per
    such word."""

    verbs: Mapping[str, frozenset[str]]
    pronouns: frozenset[str]
    openers: frozenset[str]
    stops: frozenset[str]
    words: int = 2
    tails: frozenset[str] = frozenset()
    firsts: frozenset[str] = frozenset()  # pronouns | openers: what an object starts with

    __reduce__ = _tuple_reduce


POSSESSIVES = frozenset({"my", "your", "his", "her", "their", "our", "its"})
"""Subject words that own the next noun rather than act ("her fever" is hers, "her" did nothing)."""

_MENTION_TYPES = frozenset({"person", "animal", "self", "group", "third"})
"""Role types that only name who is there (``subjects`` words): a noun reading, so a plural of
an object found as one of them keeps the object's reading too (see ``_compile_matcher``)."""
_EVENT_ROLE_TYPES = frozenset({"cue", "quantity", "term", "verb", "task", "companion",
                               "context", "apart", "dealing"})


class Phrase(Record):
    """What a matched span means: its :class:`Role` tuple plus views of it that perception asks
    for on every match, computed once per distinct phrase at compile time. (A named tuple for
    cheap unpickling; it holds a dict, so it is not hashable.)

    Attributes:
        roles: the roles, in trie order.
        types: the set of their ``type``.
        breaker_level: highest breaker level among them (:data:`LEVELS`), 0 if none.
        is_exception: an exception (a trap): the span means nothing.
        mention: who it names: ``exception``, ``self``, ``group``, ``third``, ``person`` (a person
            or an animal), or ``None``; checked in that order.
        possessive: one of its roles is a possessive subject word (:data:`POSSESSIVES`).
        agentive: it names a person or an animal ("runner"): a term it carries is theirs.
        event_roles: the roles that make cues, quantities and event candidates, in order; empty
            for an exception or a pure breaker.
        objects: event kind → the first ``object`` role of that kind.
        acts: it carries a ``term`` or ``verb``: an action a noun phrase before it may do.
    """

    roles: tuple[Role, ...]
    types: frozenset[str]
    breaker_level: int
    is_exception: bool
    mention: str | None
    possessive: bool
    agentive: bool
    event_roles: tuple[Role, ...]
    objects: dict[str, Role]
    acts: bool = False

    __reduce__ = _tuple_reduce

    @classmethod
    def of(cls, roles: tuple[Role, ...], shared: dict[Any, Any] | None = None) -> Phrase:
        """Describe a role tuple (as found at a trie node, or merged from several).

        ``shared``, when given, is a table of values already used by other phrases: an equal
        ``types`` set, ``objects`` table or ``event_roles`` tuple is taken from it, so the
        compiled lexicon holds (and pickles) each distinct value once."""
        # (a ``needs_kinds`` verb's role, flagged "gated", is no action by itself: drink's
        # "with" stays a preposition for every reading but its own object's; session 24)
        types = frozenset(r.type for r in roles if not (r.flags and "gated" in r.flags))
        level = max((LEVELS[r.kind or ""] for r in roles if r.type == "breaker"), default=0)
        # (a person word that is also an exception names someone and silences its events:
        # "a wave knocks the firefighter overboard", "the ski instructor eats"; session 22)
        mention = "person" if "exception" in types and types & {"person", "animal"} else next(
            (t for t in ("exception", "self", "group", "third") if t in types),
            "person" if types & {"person", "animal"} else None)
        objects: dict[str, Role] = {}
        for r in roles:
            if r.type == "object":
                objects.setdefault(r.kind or "", r)
        if "exception" in types:  # a trap silences the span's events, not a cue of the same
            # phrase ("dying to" is no death, and it is a wish: "you're dying to eat")
            event_roles = tuple(r for r in roles if r.type == "cue")
        else:
            event_roles = tuple(r for r in roles if r.type in _EVENT_ROLE_TYPES)
        if event_roles == roles:
            event_roles = roles
        if shared is not None:
            types = shared.setdefault(types, types)
            event_roles = shared.setdefault(event_roles, event_roles)
            objects = shared.setdefault(("objects", *objects.items()), objects)
        return cls(roles, types, level, "exception" in types, mention,
                   any(r.base in POSSESSIVES for r in roles), bool(types & {"person", "animal"}),
                   event_roles, objects, bool(types & {"term", "verb"}))


MatchState = tuple[int | None, "dict[str, MatchState] | None"]
"""One state of the compiled phrase matcher (a deterministic automaton over surface tokens), as a
plain ``(phrase id, next)`` tuple: the id indexes :attr:`Lexicon.phrases` (read it with
:meth:`Lexicon.phrase`). Plain data of strings, ints and dicts: it travels in marshal shards in
the cache (:mod:`engine.word_tables`); the phrases load one by one when first matched.

Reading tokens ``w1 .. wj`` from a start state leads to the state for the set of trie paths whose
base words the tokens can stand for, each path remembering whether every token so far was its own
base (``exact``). ``phrase`` is the :class:`Phrase` of a match ending here (``None`` when no path
ends here): the roles of the exact paths if any end here, else those of the others (the trie walk
of ``tests/test_perception_speed_shapes.py``); an exact object keeps the others' verb and
companion readings, and exact mentions (person words) the others' object readings ("customers" is
a person word and the plural of the object "customer"; design choice, session 11). ``next`` maps
a surface token to the next state; ``None`` when no phrase continues."""


class Lexicon(Frozen):
    """A compiled, immutable, picklable lexicon. Build it with :func:`compile_lexicon`.

    Attributes:
        name: names of the merged documents, joined with ``+``.
        version: highest ``version`` among them.
        trie: nested ``{token: node}`` dicts; ``node[END]`` is the tuple of :class:`Role` of the
            phrase ending there.
        lemmas: surface form → base words it may stand for (a base maps to itself too).
        kinds: kind → :class:`KindSpec`.
        cue_levels: cue type → breaker level that closes its scope.
        exceptions: single-word exceptions (never matched, never fuzzy-matched).
        known: every token the lexicon knows (names are looked for among the others).
        not_names: capitalised words that are never a person's name.
        word_names: given names that are also English words ("Grace", "Will", "Mark"): a name
            when such a word opens a sentence before an action (see ``engine.perception``).
        name_followers: tokens after a sentence-initial capitalised word that show it is a name.
        place_words: tokens before a capitalised word that show it is a place, not a person.
        determiners: tokens that open a noun phrase (``the``, ``a``, ``two``).
        auxiliaries: verbs after a noun phrase that show it is a clause's subject (``is``,
            ``are``): "a toddler is dozing" names someone else.
        predicates: tokens before ``a``/``an`` that make the noun after it describe the subject
            (``is``, ``as``, ``,``): "Pavel is a welder" names no new person.
        occupations: person words that are jobs: as a predicate they are the subject's work.
        governors: prepositions; the observer word right after one is not a subject.
        participants: governors that make their object a party to a ``shared`` event
            (``with``, ``to``, ``at``): "sits with you and tells" is the observer's.
        fuzzy_min_length, fuzzy_prefix, fuzzy_cutoffs: typo matching settings; cutoffs are
            ``(min_length, cutoff)`` pairs sorted by length, cutoff on rapidfuzz's 0-100 scale,
            inclusive (``score >= cutoff`` matches).
        fuzzy_index: ``(prefix, token_length)`` → candidate surface forms (only lengths that can
            reach the cutoff are listed); also ``(_SKIP + first letter + third and fourth,
            length)`` → the words a typo without its second letter may stand for.
        fuzzy_edits: ``(min_length, edits)`` pairs sorted by length: when not empty, a typo is
            judged by the optimal string alignment distance (adjacent swaps count as one edit)
            against lexicon words, allowing the edits of the longest ``min_length`` not above the
            lexicon word's length, instead of by ``fuzzy_cutoffs``.
        real_words: common English words that are never read as typos of a lexicon word
            (``shirt`` is not ``shift``).
        default_weight: weight of a term without its own (also of an occupation as work).
        fuzzy_substitution_length: shortest lexicon word in which a same-length typo other than
            an adjacent swap may match (``store`` is not ``storm``).
        local_multiplier: ``cues.local.multiplier``: the strength a reported or forecast
            situation keeps when a ``local`` cue makes it the observer's now.
        portion_counts: the ``quantities`` that only count (a ``count`` and no ``multiplier``:
            "two", "a pair of") as token tuple → count; read only right before an event's object,
            never matched as phrases (session 27).
        plan_headers: ``cues.planned.headers`` as token tuples: a label word before the text's
            first colon that makes the whole text planned ("Calendar (Camila): ..."; session 8).
        plan_marks: the rest of ``cues.planned`` for a plan's label and its list (session 9):
            ``owners`` (``header_owners``: an owner opening the label), ``reports``
            (``header_reports``: a word after the header that makes the label a report of a
            step done, session 11: "Plan step 3/4 [social]:"), ``done`` (``done_marks``,
            after an item), ``boxes`` (``done_boxes``, before an item) and ``breaks``
            (``item_breaks``: what ends an item), ``steps`` (``step_labels``: what opens a plan
            step's label, session 11: "Step 'Evening swim' (exercise):") and ``ahead``
            (``step_ahead``: a step's state that leaves it ahead: queued, pending), each a
            frozenset of single tokens, ``ticks`` (done marks and boxes: the gate) and
            ``requests`` (every form of ``request_verbs``: "asks the pharmacist to argue with
            the landlord" is a request, not the argument; session 13); from
            ``cues.destination``, ``trips`` (every form of ``trip_verbs``) and ``trip_heads``
            ("walks across the quad to the lab for her meeting": the meeting lies ahead;
            session 15).
        zero_amounts: ``cues.negation``'s ``zero_amounts`` (``zeros``: "0", zero, none) and
            ``zero_units`` (``units``: h, hours, x) as token sets: an event counted as zero did
            not happen ("Sleep: 0 h", "Meals: 0", "got zero sleep"; session 11).
        negation_marks: ``cues.negation``'s ``too_states`` (``too``: busy, tired, ... after
            "too") and ``prevented_modals`` (``before``: can, could) as token sets, for the
            negations with a gap: "too busy filling in the form to drink it", "the bells go
            down before she can take a sip", and ``token_amounts`` (``amounts``: sip, bite:
            a denied meal named by one takes back a held food; session 15); ``leaving_words``
            (``leaving``: every form of leave, rush, out, away ...: "rushes out before taking a
            bite" had none).
        denied_acts: ``cues.negation.denied_acts`` turned round, a noun (lunch, nap, break)
            → the kind it names after a denial verb ("You skipped lunch": eat, negated;
            session 36).
        vocabulary: the designer's word lists that perception's sentence shapes read, moved
            out of Python (session 22), each a frozenset of single tokens as written (no
            inflections added) or, for stems, a tuple of prefixes: from ``cues.vocabulary``
            (``talked_at_machines``, ``addressed_groups``, ``address_fillers``,
            ``states_after_s``, ``owned_states``, ``breaking_stems``, ``held_light_verbs``,
            ``felt_nouns``, ``talk_to_verbs``, ``harm_participles``),
            ``cues.negation.called_off_stems``, ``cues.planned.noun_terms`` and
            ``cues.reported.origin_words``, under those keys (``owned_states`` reaches
            perception's ``_People``). Perception reads them with ``.get(key, empty)``, so a
            lexicon without them reads as none.
        speech_verbs: every form of ``subjects.speech_verbs`` ("tells X she ...": she is the
            speaker); continuers: every form of ``subjects.continuers`` (after "and" they start a
            new predicate that a negation before does not reach); indefinites: ``subjects.
            indefinite`` (never a pronoun's antecedent); subordinators: ``subjects.subordinators``
            (a sentence opening with one closes that clause at its first comma); clause_openers:
            ``subjects.clause_openers``, an ambiguous word → the words after which (a comma
            between allowed) it opens a clause, before itself: ``as`` before a new subject
            ("waits as two skaters shove each other"), not before a role ("works as a nurse");
            excluders:
            ``subjects.excluders`` ("except Oona": no subject); units: ``subjects.units`` (a
            capitalised one after a number or ``°`` is no name: "5 PM"); clinicians: every form of
            ``subjects.clinicians`` (what the observer tells one about an ailment is fact);
            collectives: ``subjects.collectives`` (nouns taking a plural verb: "the staff drink").
            titles: ``subjects.titles`` (``dr``, ``ms``, ``captain``: may stand before a name).
            handing_verbs: every form of ``subjects.handing_verbs`` (``hand``, ``pour``: after
            something is handed over, "and" + he/she is the one who got it).
            sharing_verbs: every form of ``subjects.sharing_verbs`` (``share``, ``split``: a
            meal shared with someone who then eats or drinks it is theirs).
            taking_verbs: every form of ``subjects.taking_verbs`` (``drive``, ``walk``: after
            someone is taken somewhere, "and" + he/she is the one taken).
            person_after: ``subjects.person_after``, a place word → every form of the words
            right before it after which a capitalised word names a person, not a place ("looks
            over at Kemi", "reads to Kemi", "a photo of Kemi").
            rival_openers: ``subjects.rival_openers`` (words after which a clause-opening
            he/she may mean someone named after an observer of unknown gender: "Kofi texts Kemi
            while she eats" is Kemi's).
            unanswered: ``subjects.unanswered`` as token tuples (every form of the first word)
            by their first token: the target of a row who keeps out of it ("bites his tongue",
            "doesn't rise to it") is no party; those under ``negated`` only after a negation.
            subordinate_phrases: ``subjects.subordinate_phrases`` as token tuples by their first
            token ("by the time", "as soon as"): they open a subordinate clause as "when" does.
            body_care_onto, body_care_not_parts: ``subjects.body_care`` (``onto``: the words
            that put a thing on a body part, "sun cream on her arms"; ``not_parts``: parts that
            carry a load, "a sack on her back", no care).
        genders: person noun → ``m`` or ``f`` (``subjects.male`` / ``subjects.female``, their
            plural forms too), for pronoun agreement ("her grandfather ... he").
        name_genders: first name → ``m`` or ``f`` (``subjects.male_names`` /
            ``subjects.female_names``; a name on both lists is on neither), for pronoun agreement
            with a name mention ("Tom visits Ana. He eats": Tom).
        place_breakers: breakers (as token tuples) after which a place is named, up to the next
            sentence or clause breaker (``@``, ``place:``): words there make no events and name
            nobody.
        opening_breakers: one-word comma and clause breakers → their level (``until`` → 2). A
            longer phrase that opens with one (the cue ``until the``) still breaks, before
            itself: "you eat the soup until the pot is gone" is two clauses, so the negation cue
            ``is gone`` does not reach the eating.
        fuzzy_neighbour_keys: pairs of neighbouring keys (``"as"``, ``"sa"``, ...) from the
            lexicon's ``fuzzy.keyboard`` rows; when not empty a substituted letter must be a slip:
            a neighbour of the intended one (``eatimg``), a vowel for a vowel, or a doubled letter
            (:meth:`_slips`), so that another real word one letter away is not a typo
            (``sealing`` is not ``selling``). Empty: any letter. Also holds the
            ``fuzzy.sound_alike`` pairs (letters spelled for one another by ear: ``exersizing``).
        name_heads: nouns that end a place's or business's name (``Centre``, ``Street``, ``Bar``):
            a capitalised event word right before a capitalised one of them is part of the name
            ("the Sleep Centre", "the Storm Bar"), not an event (``fuzzy.name_heads``).
        bare_contractions: negative contractions written without their apostrophe
            (``fuzzy.missing_apostrophe``: ``didnt``, ``cant``); perception cuts each like its
            apostrophe form (``did`` + ``n't``).
        phrasal: the separable phrasal verbs (:class:`Phrasal`, ``phrasal`` section), or None.
        degree_words: ``phrasal.degree_words`` by first token → their token tuples (``a`` →
            ``("a", "little")``, ``("a", "bit")``): words of degree that may stand inside a
            phrase without breaking it ("her throat is a little scratchy" matches ``throat is
            scratchy``). Session 8, design choice. Session 33: ``phrasal.manner_words`` too
            ("shouts angrily at" matches ``shout at``).
        matcher: surface token → start :data:`MatchState` of the phrases it can begin; derived
            from ``trie`` and ``lemmas`` at compile time (not compared, not in ``repr``).
        phrases: the matcher's :class:`Phrase` objects by id; after unpickling, an entry is
            ``None`` until :meth:`phrase` first loads it (not compared).
        fuzzy_memo: memo of typo lookups (token → bases or ``None``). The only mutable part: a
            cache of a pure function of the token and the fields above, bounded by
            :data:`FUZZY_MEMO_LIMIT` entries (once full, new tokens are computed and not stored),
            so results never depend on it. Design choice, for speed: simulation prose repeats its
            vocabulary, and one rapidfuzz call costs about as much as perceiving ten words. Safe
            to share between threads (single dict operations) and cleared by nothing.
        fuzzy_misses: the memoised tokens whose lookup gave ``None`` (a set, so a text's unknown
            words that are known non-typos are removed in one C-level set difference).
        slip_forms: the short content forms (``fuzzy.slips.max_length`` letters or fewer) that a
            slip may stand for (:meth:`slip_form`); empty: no slips are read.
        slip_min_length: shortest typed word read as a slip (``fuzzy.slips.min_length``).
        slip_max_length: ``fuzzy.slips.max_length``, the longest slip form; a typed word more than
            one letter longer is no slip of one, unread (0: no bound).
        slip_before, slip_after: ``fuzzy.slips.before`` / ``after``: a slip is read only right
            after one of the first ("is eting") or right before one of the second ("dranl a").
        slip_memo, slip_hits: memo of :meth:`slip_form` lookups (like ``fuzzy_memo``) and
            every token whose lookup found a form (kept past the memo's limit): few, so a text
            is checked for them by one intersection with its words (not compared).
        counting_words: ``subjects.counting_words``: a capitalised one and a number ("Day 2",
            "Set 3", "Room 7") counts or places the writer's own record; it names nobody.
        run_together_min_part: ``fuzzy.run_together.min_part``: the shortest word either half
            of a run-together verb and word may be (:meth:`run_together`); 0: none are read.
        run_together_heads: ``fuzzy.run_together.heads``: the pasts read at the start of a
            run-together token ("ate" in "atelunch").
        slip_parts, slip_owners: ``fuzzy.slips.parts`` / ``owners``: a slip may also stand for
            one of these body parts (:meth:`slip_form`), read only right after an owner ("hurt
            his hnad").
    """

    name: str
    version: int
    trie: dict[str, Any]
    lemmas: dict[str, tuple[str, ...]]
    kinds: dict[str, KindSpec]
    cue_levels: dict[str, int]
    exceptions: frozenset[str]
    known: frozenset[str]
    not_names: frozenset[str]
    word_names: frozenset[str]
    name_followers: frozenset[str]
    place_words: frozenset[str]
    determiners: frozenset[str]
    auxiliaries: frozenset[str]
    predicates: frozenset[str]
    occupations: frozenset[str]
    governors: frozenset[str]
    participants: frozenset[str]
    fuzzy_min_length: int
    fuzzy_prefix: int
    fuzzy_cutoffs: tuple[tuple[int, float], ...]
    fuzzy_index: dict[tuple[str, int], tuple[str, ...]]
    fuzzy_edits: tuple[tuple[int, int], ...]
    real_words: frozenset[str]
    default_weight: float
    fuzzy_substitution_length: int
    fuzzy_neighbour_keys: frozenset[str]
    bare_contractions: frozenset[str]
    fuzzy_second_letter: int
    name_heads: frozenset[str]
    place_breakers: frozenset[tuple[str, ...]]
    opening_breakers: dict[str, int]
    genders: dict[str, str]
    name_genders: dict[str, str]
    local_multiplier: float
    portion_counts: dict[tuple[str, ...], int]
    speech_verbs: frozenset[str]
    plan_headers: frozenset[tuple[str, ...]]
    plan_marks: dict[str, frozenset[str]]
    zero_amounts: dict[str, frozenset[str]]
    negation_marks: dict[str, frozenset[str]]
    denied_acts: dict[str, str]
    vocabulary: dict[str, frozenset[str] | tuple[str, ...]]
    continuers: frozenset[str]
    indefinites: frozenset[str]
    subordinators: frozenset[str]
    clause_openers: dict[str, frozenset[str]]
    excluders: frozenset[str]
    units: frozenset[str]
    clinicians: frozenset[str]
    collectives: frozenset[str]
    titles: frozenset[str]
    handing_verbs: frozenset[str]
    sharing_verbs: frozenset[str]
    taking_verbs: frozenset[str]
    rival_openers: frozenset[str]
    person_after: dict[str, frozenset[str]]
    unanswered: dict[str, tuple[tuple[tuple[str, ...], bool], ...]]
    body_care_onto: frozenset[str]
    subordinate_phrases: dict[str, tuple[tuple[str, ...], ...]]
    body_care_not_parts: frozenset[str]
    status_activity: StatusActivity | None
    phrasal: Phrasal | None
    degree_words: dict[str, tuple[tuple[str, ...], ...]]
    matcher: dict[str, MatchState]
    phrases: list[Phrase | None]
    fuzzy_memo: dict[str, tuple[str, ...] | None]
    fuzzy_misses: set[str]
    slip_forms: frozenset[str]
    slip_min_length: int
    slip_max_length: int
    slip_before: frozenset[str]
    slip_after: frozenset[str]
    slip_memo: dict[str, str | None]
    slip_hits: set[str]
    counting_words: frozenset[str]
    run_together_min_part: int
    run_together_heads: frozenset[str]
    slip_parts: frozenset[str]
    slip_owners: frozenset[str]

    def __init__(self, **fields: Any) -> None:
        """Every attribute by keyword (see the class annotations); those after ``fuzzy_index``
        may be left out (empty, or the neutral setting). Raises TypeError for a missing or
        unknown name. (A plain class, not a frozen dataclass: a cold tick creates this class,
        and ``dataclasses`` costs it several milliseconds, issue 7.)"""
        self.__dict__.update(checked_fields("Lexicon", _LEXICON_FIELDS,
                                            {**_lexicon_defaults(), **fields}))

    def __eq__(self, other: object) -> bool:
        """Equal when every compiled table is; ``matcher`` (derived) and the fuzzy memo (a
        cache) take no part."""
        if type(other) is not Lexicon:
            return NotImplemented
        self.materialise()
        other.materialise()
        return all(getattr(self, name) == getattr(other, name) for name in _LEXICON_FIELDS
                   if name not in _LEXICON_UNCOMPARED)

    __hash__ = None  # type: ignore[assignment]  # holds dicts: unhashable, as before

    def __repr__(self) -> str:
        return f"Lexicon(name={self.name!r}, version={self.version!r})"

    # -- pickling: the trie travels as a nested pickle, unpickled only when read -----------------
    def __getstate__(self) -> dict[str, Any]:
        """The fields, with ``trie`` as a pickled blob (``_trie_blob``): perceiving never reads
        the trie (``matcher`` is compiled from it), so a cold tick does not rebuild it. Measured
        on the bundled lexicon: 10.2 ms -> 8.8 ms to unpickle. The big word-keyed tables
        (:data:`SHARDED_TABLES`) travel in shards (:func:`engine.word_tables.pack`), each phrase
        as its own small pickle. Design choice (issue 7)."""
        import pickle

        from .word_tables import pack

        state = dict(self.__dict__)
        state.pop("_lazy_uses", None)
        if "trie" in state:  # else it is still the blob this lexicon was unpickled with
            state["_trie_blob"] = pickle.dumps(state.pop("trie"), protocol=5)
        else:  # a blob from a memory-mapped cache entry (engine.caching) travels as bytes
            state["_trie_blob"] = bytes(state["_trie_blob"])
        state.pop("_packed_tables", None)
        lemmas = self.__dict__["lemmas"]
        # packing a compiled lexicon (shards, phrase pickles) costs ~0.1 s: it is done once per
        # object and remembered (like the typo memo, a cache that never changes a result), so
        # shipping the ruleset to many worker processes packs it once
        done = self.__dict__.setdefault("_packed_tables", {})
        for name in SHARDED_TABLES:
            table = state[name]
            packed = getattr(table, "_packed", None) or done.get(name)  # a lazy table keeps its
            if packed is None:                                           # shards
                packed = done[name] = pack(table, _first_base(lemmas) if name == "matcher"
                                           else None)
            state[name] = _packed_as_bytes(packed)
        # each phrase as its own small pickle, loaded when a text first matches it: a cold tick
        # reads a few of the ~6,000 phrases (design choice, issue 7); the pickles are stored
        # joined, ``(offsets, blob)``, so that the cache can keep the blob out of its pickle
        # (engine.caching maps it; 6,000 small byte strings cost ~0.5 ms to unpickle)
        blobs = state.pop("_phrase_blobs", None)
        if "phrases" not in done:
            pickles = [_phrase_pickle(blobs, pid) if phrase is None
                       else pickle.dumps(phrase, protocol=5)
                       for pid, phrase in enumerate(state["phrases"])]
            offsets = [0]
            for one in pickles:
                offsets.append(offsets[-1] + len(one))
            done["phrases"] = (tuple(offsets), b"".join(pickles))
        state["phrases"] = done["phrases"]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        """Restore the fields; the sharded tables start lazy (see :meth:`prepare`)."""
        from .word_tables import lazy

        blobs = state.pop("phrases")
        for name in SHARDED_TABLES:
            if name not in ("matcher", "slip_forms"):
                state[name] = lazy(state[name])
        state["matcher"] = lazy(state["matcher"], _first_base(state["lemmas"]))
        state["slip_forms"] = _LazyForms(state["slip_forms"])
        state["phrases"] = [None] * (len(blobs[0]) - 1)
        state["_phrase_blobs"] = blobs
        state["_lazy_uses"] = 0
        self.__dict__.update(state)

    def prepare(self, words: Iterable[str]) -> None:
        """Make the tables ready to perceive a text of ``words`` (its distinct tokens).

        A lexicon just unpickled from the cache holds lazy tables (:mod:`engine.word_tables`):
        for its first text this loads only the shards of that text's words, so a cold tick
        reads a small part of the lexicon; for any later text it swaps in the whole tables, so
        lookups run at C speed. A compiled lexicon has nothing to do (one dict lookup). Results
        never depend on which happened: a lazy table answers every lookup as the whole one."""
        state = self.__dict__
        uses = state.get("_lazy_uses")
        if uses is None:
            return
        if uses:
            self.materialise()
            return
        state["_lazy_uses"] = 1
        for name in _WORD_KEYED_TABLES:
            state[name].load(words)

    def materialise(self) -> None:
        """Replace lazy tables by the whole tables (a no-op for a compiled lexicon)."""
        state = self.__dict__
        if state.pop("_lazy_uses", None) is None:
            return
        done = state.setdefault("_packed_tables", {})
        for name in SHARDED_TABLES:
            table = state[name]
            if hasattr(table, "whole"):
                done[name] = table._packed
                state[name] = table.whole()

    def phrase(self, pid: int) -> Phrase:
        """The phrase with id ``pid`` (a :data:`MatchState`'s first item), unpickled on first
        use after the lexicon itself was unpickled (the list entry is then filled; a race only
        loads an equal phrase twice)."""
        found = self.phrases[pid]
        if found is None:
            found = self.phrases[pid] = _pickle_loads(
                _phrase_pickle(self.__dict__["_phrase_blobs"], pid))
        return found

    def __getattr__(self, name: str) -> Any:
        """``trie`` of an unpickled lexicon, unpickled from its blob on first use."""
        blob = self.__dict__.get("_trie_blob") if name == "trie" else None
        if blob is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        trie = _pickle_loads(blob)
        object.__setattr__(self, "trie", trie)
        return trie

    def cutoff_for(self, length: int) -> float | None:
        """The fuzzy cutoff for a token of ``length`` characters, or ``None`` (no fuzzy match)."""
        if length < self.fuzzy_min_length:
            return None
        chosen = None
        for min_len, cutoff in self.fuzzy_cutoffs:
            if length >= min_len:
                chosen = cutoff
        return chosen

    def fuzzy_bases(self, token: str) -> tuple[str, ...] | None:
        """The base words an unknown ``token`` is a typo of, or ``None``.

        rapidfuzz ``fuzz.ratio`` of the token against each candidate surface form, with
        ``processor=None`` (both sides are already NFKC + casefolded) and the length's cutoff
        passed explicitly, inclusive; without a cutoff ``extractOne`` always returns something
        (bug report B07). Only tokens of at least ``fuzzy_min_length`` letters sharing the first
        ``fuzzy_prefix`` letters with a lexicon word qualify (B02: ate/late, anger/danger).
        """
        memo = self.fuzzy_memo
        if token in memo:
            return memo[token]
        result = None
        if not token.isascii():
            # the same letters with other accents or none ("\u00e9ating", "ph\u1edf"): that word;
            # not a short word or a determiner (French "th\u00e9" is not "the", "m\u1ef9" not "my")
            plain = "".join(map(_plain_letter, token))
            if plain != token and len(plain) >= 3 and plain in self.lemmas \
                    and plain not in self.determiners:
                result = self.lemmas[plain]
                if len(memo) < FUZZY_MEMO_LIMIT:
                    memo[token] = result
                return result
        candidates = self.fuzzy_candidates(token)
        cutoff = self.cutoff_for(len(token))
        if self.fuzzy_edits:
            if candidates and token not in self.exceptions and not self._agent_noun(token):
                result = self._nearest(token, candidates)
        elif candidates and cutoff is not None and token not in self.exceptions:
            from rapidfuzz import fuzz, process  # only when a typo is looked up (import cost)

            best = process.extractOne(token, candidates, scorer=fuzz.ratio, processor=None,
                                      score_cutoff=cutoff)
            if best is not None:
                result = self.lemmas[best[0]]
        if result is None and self.run_together_min_part:
            result = self.run_together(token)
        if len(memo) < FUZZY_MEMO_LIMIT:
            memo[token] = result
            if result is None:
                self.fuzzy_misses.add(token)
        return result

    def fuzzy_candidates(self, token: str) -> tuple[str, ...]:
        """Surface forms a typo ``token`` may be compared with (empty when fuzzy does not apply)."""
        if len(token) < self.fuzzy_min_length or token in self.known or token in self.real_words:
            return ()
        # the prefix as typed, and as it reads with one adjacent swap undone inside it
        # ("wroking" is looked up under "wo" too): a swap is one edit, wherever it falls
        prefix, length, index = self.fuzzy_prefix, len(token), self.fuzzy_index
        found = index.get((token[:prefix], length), ())
        if prefix == 2 and length >= self.fuzzy_second_letter:
            # the second letter dropped ("beakfast") or one put in after the first ("eeating"),
            # which the prefix hides: only that word itself, put back exactly, is a candidate.
            # Words missing their second letter are indexed under _SKIP + first and next two
            # letters (one lookup, one shard on a cold tick)
            dropped = index.get((_SKIP + token[:3], length + 1), ())
            added = token[0] + token[2:]
            for cand in (*(c for c in dropped if c[0] + c[2:] == token), added):
                if cand not in found and cand in index.get((cand[:2], len(cand)), ()):
                    found = (*found, cand)
        for i in range(min(prefix, length - 1)):
            swapped = (token[:i] + token[i + 1] + token[i] + token[i + 2:])[:prefix]
            if swapped != token[:prefix]:
                more = index.get((swapped, length), ())
                if more:
                    found = found + tuple(filterfalse(set(found).__contains__, more))
        return found

    def edits_for(self, length: int) -> int:
        """Edits allowed in a typo of a lexicon word of ``length`` characters (0: exact only)."""
        allowed = 0
        for min_len, edits in self.fuzzy_edits:
            if length >= min_len:
                allowed = edits
        return allowed

    def _nearest(self, token: str, candidates: tuple[str, ...]) -> tuple[str, ...] | None:
        """Bases of the candidate with the fewest OSA edits within its allowance (ties: the
        longest shared beginning, then alphabetical), or ``None``. A substitution in a word shorter
        than ``fuzzy_substitution_length`` does not count (adjacent swaps, insertions and
        deletions do)."""
        from rapidfuzz import process  # only when a typo is looked up (import cost)
        from rapidfuzz.distance import OSA

        best: tuple[int, int, str] | None = None
        # the distances within the largest allowance, in one C call; then each candidate's own
        allowances = {length: self.edits_for(length) for length in set(map(len, candidates))}
        for cand, d, _ in process.extract(token, candidates, scorer=OSA.distance, processor=None,
                                          score_cutoff=max(allowances.values()), limit=None):
            if d > allowances[len(cand)]:
                continue
            if (token == cand + "e" and _short_vowel_end(cand)) \
                    or (cand == token + "d" and token[-1] == "e" and _short_vowel_end(token[:-1])):
                continue  # a silent e changes the vowel: another word (site/sit, plane/planed)
            if len(cand) == len(token) and sorted(cand) != sorted(token):
                if len(cand) < self.fuzzy_substitution_length \
                        and not (cand.endswith("ing") and token[:-3] == cand[:-3]):
                    continue  # a short same-length miss is more often another word (store/storm)
                    # (but a slip in the -ing of a whole stem is a typo: eatinf, rowong)
                if self.fuzzy_neighbour_keys and not self._slips(token, cand):
                    continue  # a far-away letter: another word (sealing/selling), not a slip
            shared = len(os.path.commonprefix((token, cand)))
            key = (d, -shared, cand)
            if best is None or key < best:
                best = key
        return self.lemmas[best[2]] if best is not None else None

    def _slips(self, token: str, cand: str) -> bool:
        """For same-length ``token`` and ``cand``: is every differing letter, other than an
        adjacent swap, a slip: a neighbouring key of the intended one (``eatimg``), a vowel
        written for one that sounds alike (``sleaping``), a doubled letter (``slepping``) or the
        same letter with another accent (``colléagues``)?"""
        keys = self.fuzzy_neighbour_keys
        i, n = 0, len(token)
        while i < n:
            a, b = token[i], cand[i]
            if a != b:
                if i + 1 < n and a == cand[i + 1] and token[i + 1] == b:
                    i += 2  # an adjacent swap
                    continue
                if a + b not in keys and a + b not in _VOWEL_SLIPS \
                        and _plain_letter(a) != _plain_letter(b) \
                        and not (a == token[i - 1] if i else False) \
                        and not (i + 1 < n and a == token[i + 1]):
                    return False
            i += 1
        return True

    def slip_form(self, token: str) -> str | None:
        """The short lexicon form (:attr:`slip_forms`) an unknown ``token`` is a slip of, or
        ``None``; memoised like :meth:`fuzzy_bases`.

        A slip is one edit that keeps the first letter (:func:`_slip_readings`): a letter
        dropped (``eting`` → ``eating``), a doubled or neighbouring-key letter put in
        (``eeating``), a neighbouring key or a vowel written for another (``dranl``,
        ``eeting``), two adjacent letters swapped. Only two shapes of verb are read: an ``-ing``
        form typed with its ``-ing`` whole (the slip is in the stem: ``eting``, ``hving``), and
        an irregular past (:func:`_irregular_past`: ``dranl``, ``drsnk`` → ``drank``); a slip
        of a noun, a base verb or a regular ``-s``/``-ed`` form is too often another real word
        (``lacks``/``licks``, ``saved``/``shaved``). The token must be ASCII letters, at least
        :attr:`slip_min_length` long, and no known word, ``real_words`` word, exception or
        ``-er`` noun; a silent ``e`` that changes the vowel is another word (``rate`` is not
        ``rat``). When its readings stand for different base words it is none of them
        (``bating``: baking or bathing?). Perception reads the form only in a verb's or
        predicate's place (``slip_before`` / ``slip_after``). Session 11, design choice: the
        edit allowance (``fuzzy.max_edits``) reads words under five letters only exactly, and a
        same-length miss under ``substitution_min_length`` not at all, because in free text such
        words are as often other real words; next to "is" or before "a" they are seldom."""
        memo = self.slip_memo
        if token in memo:
            return memo[token]
        result = None
        forms = self.slip_forms
        if forms and len(token) >= self.slip_min_length and token.isascii() \
                and (len(token) <= self.slip_max_length + 1 or not self.slip_max_length) \
                and token.isalpha() and token not in self.known \
                and token not in self.real_words and token not in self.exceptions \
                and not self._agent_noun(token):
            ing = token.endswith("ing")
            found = sorted({
                c for c in _slip_readings(token, self.fuzzy_neighbour_keys, self.slip_max_length)
                if c in forms
                and (c.endswith("ing") if ing
                     else _irregular_past(c, self.lemmas[c]) or c in self.slip_parts)
                and not (token == c + "e" and _short_vowel_end(c))
                and not (c == token + "d" and token[-1] == "e" and _short_vowel_end(token[:-1]))})
            if found and len({self.lemmas[c] for c in found}) == 1:
                result = found[0]
        if len(memo) < FUZZY_MEMO_LIMIT:
            memo[token] = result
        if result is not None:  # even past the limit: perception finds slips only here
            self.slip_hits.add(token)
        return result

    def run_together(self, token: str) -> tuple[str, ...] | None:
        """The bases of the verb an unknown ``token`` begins when it is an irregular past and a
        lexicon word typed without the space between them ("atelunch" → eat, "drankwater" →
        drink), or ``None``. The past is one of :attr:`run_together_heads` (ate, drank, slept);
        the rest is a known word; each half has at least :attr:`run_together_min_part` letters.
        The token must be ASCII letters and no known word, ``real_words`` word or exception;
        when two splits read as different verbs it is none of them. Only the verb is read (its
        object stays unread): the token stands where the verb does. Design choice: a base verb,
        a regular form (``-ed``, ``-s``, ``-ing``) or a common past (rose, ran, sat, made) begins
        too many real words (workshop, rosemary, ransack, madeline) to be read this way."""
        part = self.run_together_min_part
        if len(token) < 2 * part or not token.isascii() or not token.isalpha() \
                or token in self.known or token in self.real_words or token in self.exceptions:
            return None
        found = set()
        for k in range(part, len(token) - part + 1):
            head, tail = token[:k], token[k:]
            if head in self.run_together_heads and tail in self.known and head in self.lemmas:
                found.add(self.lemmas[head])
        return found.pop() if len(found) == 1 else None

    def _agent_noun(self, token: str) -> bool:
        """An ``-er``/``-ers`` noun of a lexicon word (``diner``, ``eaters``) is not its verb."""
        stem = token[:-1] if token.endswith("s") else token
        if not stem.endswith("er"):
            return False
        return any(stem[:-k] in self.lemmas for k in (1, 2, 3))


_LEXICON_FIELDS = tuple(Lexicon.__annotations__)  # in declaration order
_LEXICON_UNCOMPARED = frozenset({"matcher", "phrases", "fuzzy_memo", "fuzzy_misses",
                                 "slip_memo", "slip_hits"})
SHARDED_TABLES = ("matcher", "lemmas", "known", "fuzzy_index", "real_words", "slip_forms")
"""The word-keyed tables stored in shards in the cache (:mod:`engine.word_tables`).
``slip_forms`` (~5,000 words) is only tested for truth and asked for members, as a slip reading
is looked up (:meth:`Lexicon.slip_form`): unpickling it whole was ~3.5 M of a cold tick's ~152 M
instructions (callgrind, issue 7), so it loads a shard per reading asked about
(:class:`_LazyForms`)."""
_WORD_KEYED_TABLES = ("lemmas", "matcher", "known", "real_words")  # keyed by tokens


_EMPTY_SET_BLOB_LENGTH = len(marshal.dumps(frozenset(), 4))


class _LazyForms(LazySet):
    """A lazy set (:class:`engine.word_tables.LazySet`) that is true when its whole table has
    members, loaded or not, as ``if lexicon.slip_forms:`` asks before the first lookup."""

    __slots__ = ()

    def __bool__(self) -> bool:
        return len(self._packed[3]) > _EMPTY_SET_BLOB_LENGTH


def _first_base(lemmas: Mapping[str, tuple[str, ...]]) -> Callable[[str], str]:
    """What the matcher shards a token by: its first base word (itself when it has none, as a
    typo symbol): inflections share continuation states, so they share a shard."""
    def first_base(token: str) -> str:
        bases = lemmas.get(token)
        return bases[0] if bases else token
    return first_base


def _name_genders(subj: dict[str, Any]) -> dict[str, str]:
    """``subjects.male_names`` / ``female_names`` as first name (one folded token) → ``m`` /
    ``f``; a name on both lists has no known gender (design choice: a designer's doubt is no
    gender)."""
    out: dict[str, str] = {}
    both: set[str] = set()
    for key, g in (("male_names", "m"), ("female_names", "f")):
        for w in subj.get(key, ()):
            t = phrase_tokens(w)
            if len(t) != 1:
                continue  # one word: a mention's first name is looked up
            if out.get(t[0], g) != g:
                both.add(t[0])
            out[t[0]] = g
    for t in both:
        del out[t]
    return out


def _lexicon_defaults() -> dict[str, Any]:
    """Fresh defaults of the optional :class:`Lexicon` attributes (new mutable ones each call)."""
    return {"fuzzy_edits": (), "real_words": frozenset(), "default_weight": 1.0,
            "fuzzy_substitution_length": 0, "fuzzy_neighbour_keys": frozenset(),
            "bare_contractions": frozenset(), "fuzzy_second_letter": 99,
            "name_heads": frozenset(),
            "place_breakers": frozenset({("@",)}), "opening_breakers": {}, "genders": {},
            "name_genders": {},
            "local_multiplier": 1.0, "portion_counts": {}, "speech_verbs": frozenset(),
            "plan_headers": frozenset(),
            "plan_marks": {}, "zero_amounts": {}, "negation_marks": {}, "denied_acts": {},
            "vocabulary": {},
            "continuers": frozenset(),
            "indefinites": frozenset(), "subordinators": frozenset(), "clause_openers": {},
            "excluders": frozenset(),
            "units": frozenset(), "clinicians": frozenset(), "collectives": frozenset(),
            "titles": frozenset(), "handing_verbs": frozenset(), "sharing_verbs": frozenset(),
            "taking_verbs": frozenset(),
            "rival_openers": frozenset(), "person_after": {}, "unanswered": {},
            "body_care_onto": frozenset(), "body_care_not_parts": frozenset(),
            "subordinate_phrases": {},
            "status_activity": None,
            "phrasal": None, "degree_words": {},
            "matcher": {}, "phrases": [], "fuzzy_memo": {}, "fuzzy_misses": set(),
            "slip_forms": frozenset(), "slip_min_length": 4, "slip_max_length": 0,
            "slip_before": frozenset(),
            "slip_after": frozenset(), "slip_memo": {}, "slip_hits": set(),
            "counting_words": frozenset(), "run_together_min_part": 0,
            "run_together_heads": frozenset(), "slip_parts": frozenset(),
            "slip_owners": frozenset()}


# --------------------------------------------------------------------------------------------
# inflection


class _SuffixRule(Record):
    add: str
    when_ends_with: tuple[str, ...] = ()
    drop: str = ""
    double_final: bool = False
    min_length: int = 1


_SKIP = "\x00"
"""Marks the typo index's keys of words by their first letter and their third and fourth (see
:meth:`Lexicon.fuzzy_candidates`): no token starts with it."""


def _short_vowel_end(word: str) -> bool:
    """Does ``word`` end in one vowel and one consonant (sit, plan, tub), so that an ``e`` after
    it makes another word (site, plane, tube)? Not after w, x or y (row/rowe is a typo)."""
    return len(word) >= 3 and word[-1] not in "aeiouwxy" and word[-2] in "aeiou" \
        and word[-3] not in "aeiou"
_VOWEL_SLIPS = frozenset({"ae", "ea", "ei", "ie", "iy", "yi", "ou", "uo", "ai", "ia"})


_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _irregular_past(form: str, bases: tuple[str, ...]) -> bool:
    """Is ``form`` (with its lemma ``bases``) an irregular inflection such as a past tense
    (``drank``, ``slept``, ``fought``): no base itself, and without a regular ``-s``, ``-ed`` or
    ``-ing`` ending?"""
    return form not in bases and not form.endswith(("s", "ed", "ing"))


def _slip_readings(token: str, keys: frozenset[str], longest: int = 0) -> Iterator[str]:
    """Every word ``token`` may be one slip of, its first letter kept (:meth:`Lexicon.slip_form`):
    with a letter put back after the first (any letter: "eting" → "eating"), with a letter taken
    out that doubles or sits on a neighbouring key of a letter beside it ("jogg" → "jog"), with a
    letter replaced by a neighbouring key or a vowel that sounds alike (``keys`` holds the key and
    sound-alike pairs; "dranl" → "drank", "asleap" → "asleep"), or with two adjacent letters
    swapped ("aet" → "ate"). About 30 readings per letter; the caller keeps the lexicon forms.
    With ``longest`` (the longest form, 0: no bound), no reading longer than it is made."""
    n = len(token)
    for i in range(1, n + 1) if not longest or n < longest else ():
        head, tail = token[:i], token[i:]
        for c in _LETTERS:
            yield head + c + tail
    for i in range(1, n):
        a = token[i]
        if a == token[i - 1] or a + token[i - 1] in keys \
                or (i + 1 < n and (a == token[i + 1] or a + token[i + 1] in keys)):
            yield token[:i] + token[i + 1:]
        if longest and n > longest:
            continue  # (a substitution or a swap keeps the length)
        for c in _substitutes(a, keys):
            yield token[:i] + c + token[i + 1:]
        if i + 1 < n and token[i + 1] != a:
            yield token[:i] + token[i + 1] + a + token[i + 2:]


@lru_cache(maxsize=256)
def _substitutes(letter: str, keys: frozenset[str]) -> str:
    """The letters a slip may have typed for ``letter`` (:func:`_slip_readings`): a neighbouring
    key or a sound-alike (``keys``), or a vowel that sounds alike, in alphabetical order."""
    return "".join(c for c in _LETTERS
                   if c != letter and (letter + c in keys or letter + c in _VOWEL_SLIPS))


def _apply_rule(word: str, rule: _SuffixRule) -> str | None:
    if len(word) < rule.min_length or not word.isalpha():
        return None
    if rule.when_ends_with and not word.endswith(rule.when_ends_with):
        return None
    stem = word
    if rule.drop:
        if not word.endswith(rule.drop):
            return None
        stem = word[: -len(rule.drop)]
    if rule.double_final:
        # consonant-vowel-consonant ending, final not w/x/y: nap -> napp(ed)
        if len(stem) < 3 or stem[-1] in _VOWELS or stem[-1] in "wxy":
            return None
        if stem[-2] not in _VOWELS or stem[-3] in _VOWELS:
            return None
        stem = stem + stem[-1]
    return stem + rule.add


def _forms(word: str, rules: Sequence[_SuffixRule], irregular: Mapping[str, Sequence[str]],
           invariable: frozenset[str]) -> set[str]:
    forms = {word}
    if word in invariable:
        return forms
    forms.update(irregular.get(word, ()))
    for rule in rules:
        form = _apply_rule(word, rule)
        if form:
            forms.add(form)
    return forms


# --------------------------------------------------------------------------------------------
# compile


OWNER_SLOT = "{owner}"  # a term's owner word, written once ("lift {owner} dumbbells")
OWNER_SLOT_WORDS = ("his", "her", "their", "my", "your", "our", "its")


def _entries(items: Iterable[Any] | None) -> Iterable[tuple[str, dict[str, Any]]]:
    """Term list items: a string, or a mapping with ``term`` and optional settings. A phrase
    holding ``OWNER_SLOT`` stands for one phrase per word of ``OWNER_SLOT_WORDS`` in its place,
    each with the same settings ("lift {owner} dumbbells": "lift his dumbbells", "lift her
    dumbbells", ...). Session 33: an owner word a designer writes once."""
    for item in items or ():
        text, opts = (item, {}) if isinstance(item, str) else (item["term"], dict(item))
        if OWNER_SLOT not in text:
            yield text, opts
            continue
        for owner in OWNER_SLOT_WORDS:
            term = text.replace(OWNER_SLOT, owner)
            yield term, {**opts, "term": term} if opts else {}


def _verb_objects(spec: Mapping[str, Any]) -> dict[str, frozenset[str]]:
    """A kind's verb -> the objects it needs, from its ``verbs`` entries that name
    ``objects``. A private verb takes the kind's objects as well ("runs around the block for
    five miles"), unless ``alone`` (session 34: "play" + "night set" is a gig, "plays a
    record" no work). Entries of the same verb add up: each brings its objects (session 36:
    two rounds' ``drive`` entries, one for a fare, one for a run to a call, had kept only the
    later one's, as a designer's lexicon adding objects to a bundled verb would have)."""
    kind_objects = frozenset(o for o, _ in _entries(spec.get("objects")))
    found: dict[str, frozenset[str]] = {}
    for text, opts in _entries(spec.get("verbs")):
        if opts.get("objects"):
            objects = frozenset(o for o, _ in _entries(opts["objects"]))
            if opts.get("private") and not opts.get("alone"):
                objects |= kind_objects
            found[text] = found.get(text, frozenset()) | objects
    return found


def merge_documents(documents: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Lexicon documents (plain data) merged into one, in order: lists are concatenated,
    mappings merged key by key, and a later scalar overrides an earlier one. Pure; the inputs
    are not changed."""

    def merge(a: Any, b: Any) -> Any:
        if isinstance(a, Mapping) and isinstance(b, Mapping):
            out = dict(a)
            for k, v in b.items():
                out[k] = merge(out[k], v) if k in out else v
            return out
        if isinstance(a, list) and isinstance(b, list):
            return a + b
        return b

    merged: dict[str, Any] = {}
    for doc in documents:
        merged = merge(merged, dict(doc))
    return merged


# vowels for the doubled-final-consonant rule (nap -> napped, not beat -> beatted); y counts as one
_VOWELS = frozenset("aeiouy")


def _plain_letter(char: str) -> str:
    """``char`` without its accents (``é`` → ``e``): the first character of its NFD form."""
    return unicodedata.normalize("NFD", char)[0]


def _neighbour_keys(rows: Any) -> frozenset[str]:
    """Pairs of neighbouring keys of a keyboard given as rows of letters, top row first, each row
    set half a key to the right of the one above (QWERTY: ``s`` touches a, d, w, e, z and x):
    ``"sd"`` and ``"ds"`` for every pair. Source: the standard staggered key layout."""
    grid = [str(row) for row in rows]
    pairs: set[str] = set()
    for r, row in enumerate(grid):
        for c, key in enumerate(row):
            near = [row[c + 1]] if c + 1 < len(row) else []
            if r + 1 < len(grid):
                below = grid[r + 1]
                near += [below[k] for k in (c - 1, c) if 0 <= k < len(below)]
            for other in near:
                pairs.add(key + other)
                pairs.add(other + key)
    return frozenset(pairs)

def _inflected_phrases(entries: Iterable[str], forms: Callable[[str], set[str]]
                       ) -> frozenset[tuple[str, ...]]:
    """Each phrase of ``entries`` as token tuples, one for every form of its first word
    ("break up" -> ("breaks", "up"), ("broke", "up"), ...)."""
    return frozenset((form, *tokens[1:]) for tokens in map(phrase_tokens, entries)
                     for form in forms(tokens[0]))


def _verb_phrases(entries: Iterable[str], forms: Callable[[str], set[str]], *,
                  single_words: bool = False) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Multi-word entries (``fill in``): every form of the first word -> the words after it.
    With ``single_words``, one-word entries too, with no words after them (a kind's
    ``as_time.after`` and ``joint_verbs``: ``ended`` -> ``()``, ``was`` -> ``("over",)``)."""
    found: dict[str, list[tuple[str, ...]]] = {}
    for entry in entries:
        tokens = phrase_tokens(entry)
        if len(tokens) > 1 or single_words and tokens:
            for form in forms(tokens[0]):
                found.setdefault(form, []).append(tokens[1:])
    return {form: tuple(rests) for form, rests in found.items()}


def _token_set(entries: Iterable[str]) -> frozenset[str]:
    """Every token of every entry (a word list of the lexicon, as tokens)."""
    return frozenset(t for entry in entries for t in phrase_tokens(entry))


def _every_form(entries: Iterable[str], forms: Callable[[str], set[str]]) -> frozenset[str]:
    """Every inflected form (``forms``) of every token of every entry."""
    return frozenset(f for entry in entries for t in phrase_tokens(entry) for f in forms(t))


def _stems(entries: Iterable[str]) -> tuple[str, ...]:
    """Word beginnings (``postpon``: postponed, postponement) as a tuple for ``str.startswith``,
    each once, in the lexicon's order."""
    return tuple(dict.fromkeys(t for entry in entries for t in phrase_tokens(entry)))


# cues.vocabulary: key -> read as whole tokens (a set) or as word beginnings (a tuple); see
# Lexicon.vocabulary (session 22: the designer's word lists moved out of perception)
_VOCABULARY_STEMS = frozenset({"breaking_stems"})


def _by_last(phrases: Iterable[tuple[str, ...]]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Token tuples by their last token, each group sorted (a frame's, a post's, a household
    thing's quick test is its last word)."""
    found: dict[str, list[tuple[str, ...]]] = {}
    for phrase in sorted(phrases):
        found.setdefault(phrase[-1], []).append(phrase)
    return {last: tuple(group) for last, group in found.items()}


def _unanswered(spec: Mapping[str, Any], forms: Callable[[str], Iterable[str]]
                ) -> dict[str, tuple[tuple[tuple[str, ...], bool], ...]]:
    """``subjects.unanswered`` as ``(tokens, needs_negation)`` pairs by their first token, each
    phrase with every form of its first word ("bite his tongue": bites, bit, biting)."""
    found: dict[str, list[tuple[tuple[str, ...], bool]]] = {}
    for key, negated in (("plain", False), ("negated", True)):
        for w in spec.get(key, ()):
            t = phrase_tokens(w)
            for f in forms(t[0]):
                found.setdefault(f, []).append(((f, *t[1:]), negated))
    return {first: tuple(sorted(group)) for first, group in found.items()}


def _tuples_by_first(phrases: Iterable[tuple[str, ...]]
                     ) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Token tuples by their first token, each group sorted (empty tuples left out): a phrase
    table looked up at a token instead of scanned whole (speed, session 11)."""
    found: dict[str, list[tuple[str, ...]]] = {}
    for phrase in sorted(filter(None, phrases)):
        found.setdefault(phrase[0], []).append(phrase)
    return {first: tuple(group) for first, group in found.items()}


# grammar and everyday words that a frame phrase's quick-test token is not ("before the sun
# comes up": sun; "lunch rush": rush; "night shift": shift)
_GRAMMAR = frozenset({"the", "a", "an", "all", "for", "before", "since", "from", "until", "till",
                      "at", "of", "to", "up", "comes", "rises", "whole", "first", "next", "lunch",
                      "dinner", "breakfast", "lunchtime", "evening", "tonight", "doors", "front",
                      "day", "time", "night", "early", "late"})
# a clock time is a frame after "since", or after "from" up to "until"/"till"/"am"/"pm"/"o'clock"
# (the quick test's tokens for it: "from" alone is too common)
_CLOCK_KEYS = frozenset({"since", "until", "till", "am", "pm", "o'clock"})


def _phrasal(section: Mapping[str, Any] | None,
             phrases: Sequence[tuple[tuple[str, ...], Role, bool]],
             lemmas: Mapping[str, tuple[str, ...]], determiners: frozenset[str],
             breakers: Iterable[str]) -> Phrasal | None:
    """The compiled ``phrasal`` section (None when the lexicon has none or it names no
    separable phrase): every ``term`` or ``verb`` of two words whose second is one of its
    ``particles``, except those in ``not_separable`` (whose split form means something else:
    "worked it out", "tucks the kids in"); ``breakers`` are the one-word breakers, which end
    an object like the section's ``stops``."""
    if not section:
        return None
    particles = frozenset(t for w in section.get("particles", ()) for t in phrase_tokens(w))
    unsplit = frozenset(phrase_tokens(w) for w in section.get("not_separable", ()))
    by_base: dict[str, set[str]] = {}
    for toks, role, _ in phrases:
        if role.type in ("term", "verb") and len(toks) == 2 and toks[1] in particles \
                and toks not in unsplit:
            by_base.setdefault(toks[0], set()).add(toks[1])
    shared: dict[frozenset[str], frozenset[str]] = {}
    verbs: dict[str, frozenset[str]] = {}
    for surface, bases in sorted(lemmas.items()):
        found = frozenset(p for b in bases for p in by_base.get(b, ()))
        if found and surface.isalpha():
            verbs[surface] = shared.setdefault(found, found)
    if not verbs:
        return None
    pronouns = frozenset(t for w in section.get("pronouns", ()) for t in phrase_tokens(w))
    openers = determiners | frozenset(
        t for w in section.get("determiners", ()) for t in phrase_tokens(w))
    return Phrasal(verbs=verbs, pronouns=pronouns, openers=openers,
                   stops=frozenset(t for w in section.get("stops", ()) for t in phrase_tokens(w))
                   | frozenset(breakers) | particles | pronouns | openers,
                   words=int(section.get("object_words", 2)),
                   tails=frozenset(t for w in section.get("pronoun_tails", ())
                                   for t in phrase_tokens(w)),
                   firsts=pronouns | openers)


def _status_activity(section: Mapping[str, Any] | None, forms: Callable[[str], set[str]],
                     kinds: Mapping[str, KindSpec],
                     occupations: frozenset[str] = frozenset(),
                     kind_docs: Mapping[str, Any] | None = None) -> StatusActivity | None:
    """The compiled ``status_activity`` section (None when the lexicon has none); ``forms``
    gives every inflection of a base word (``read`` -> ``reads``, ``reading``, ...); the
    section's kind's ``verb_alone_at`` places become its ``workplaces``; ``occupations`` join
    its frames' ``roles``; ``kind_docs`` (the lexicon's ``kinds`` section) gives the kind's
    one-word ``verbs`` and the frames' ``trade_verbs`` as bare verbs (session 9: the bare
    verb opening a record's ``action :`` field)."""
    if not section:
        return None
    places = frozenset(t for t in map(phrase_tokens, section.get("not_places", ())) if t)
    spec = kinds.get(section["kind"])
    workplaces = spec.verb_alone_at if spec is not None else frozenset()
    frames = section.get("frames") or {}

    def tokens(key: str) -> frozenset[tuple[str, ...]]:
        return frozenset(t for t in map(phrase_tokens, frames.get(key, ())) if t)

    def words(key: str) -> frozenset[str]:
        return frozenset(t[0] for t in tokens(key) if len(t) == 1)

    def verb_forms(key: str) -> frozenset[str]:  # every form of the key's one-word verbs
        return frozenset(f for t in tokens(key) if len(t) == 1 for f in forms(t[0]))

    served = tokens("served")
    # the kind's verb_alone_with phrases ("before opening", "lunch rush") are frames too
    object_occasions = tokens("object_occasions")
    occasions = tokens("occasions") | object_occasions | (
        spec.verb_alone_with if spec is not None and frames else frozenset())
    framing = served | occasions | tokens("hours")
    by_last = _by_last(framing)
    batches, clock = words("batches"), words("clock")
    drives = verb_forms("drives")
    runs = verb_forms("runs") | drives
    forgone = _verb_phrases(frames.get("forgone", ()), forms)
    forgone_words = words("forgone")
    roles = frozenset(f for t in map(phrase_tokens, frames.get("roles", ())) if t
                      for f in forms(t[-1])) | (occupations if frames.get("roles") else frozenset())
    trade_verbs = verb_forms("trade_verbs")
    care_verbs = verb_forms("care_verbs")
    manual_tasks = verb_forms("manual_tasks")
    chore_tasks = verb_forms("chore_tasks")
    trade, household = _by_last(tokens("trade")), _by_last(tokens("household"))
    paid = words("pay_units") | words("employers")  # frame words of pay and employers
    return StatusActivity(
        household=household, trade_things=_by_last(tokens("trade_things")),
        householders=words("householders") | frozenset(p[0] for p in served if len(p) == 1)
        if household else frozenset(), householder_words=words("householders"),
        aspect=_verb_phrases(frames.get("aspect", ()), forms, single_words=True),
        trade_verbs=trade_verbs, manual_tasks=manual_tasks,
        task_not_objects=words("task_not_objects"),
        hours_tasks=verb_forms("hours_tasks"),
        chore_tasks=chore_tasks, home_company=words("home_company"),
        home_things=_by_last(tokens("home_things")),
        home_grounds=_by_last(tokens("home_grounds")),
        trade_tasks=verb_forms("trade_tasks"),
        role_verbs=verb_forms("role_verbs"),
        handling_verbs=verb_forms("handling_verbs"),
        care_verbs=care_verbs,
        crews=words("crews"),
        care_parts=words("care_parts"),
        care_modifiers=words("care_modifiers"),
        roles=roles, not_roles=words("not_roles"),
        trade=trade, posts=_by_last(tokens("posts")), drives=drives,
        route_heads=words("route_heads"), route_context=words("route_context"),
        not_route_codes=words("not_route_codes"),
        forgone=forgone, forgone_words=forgone_words,
        forgone_firsts=forgone_words | frozenset(forgone),
        frames=by_last, served=served,
        occasions=occasions, object_occasions=object_occasions,
        businesses=words("businesses"), kin=words("kin"),
        household_owners=words("household_owners"),
        not_served_after=words("not_served_after"), clock_openers=words("clock_openers"),
        clock=clock, batches=batches, batch_units=words("batch_units"),
        batch_measures=words("batch_measures"), pay_units=words("pay_units"),
        batch_containers=words("batch_containers"),
        employers=words("employers"), gestures=words("gestures"),
        tasks=verb_forms("tasks") | verb_forms("served_tasks"),
        served_tasks=verb_forms("served_tasks"), member_groups=tokens("member_groups"),
        hosted=words("hosted"),
        service=words("service"),
        frame_lasts=frozenset(by_last) | batches | paid | words("batch_containers"), runs=runs,
        frame_tokens=frozenset(by_last) | batches | clock | paid | words("batch_containers"),
        frame_keys=frozenset(max(reversed([w for w in p if w not in _GRAMMAR] or list(p)),
                                 key=len) for p in framing)
        | batches | (_CLOCK_KEYS if frames.get("clock_openers") else frozenset()) | runs
        | forgone_words | frozenset(forgone) | frozenset(trade) | trade_verbs | words("kin")
        | care_verbs | manual_tasks | chore_tasks | paid | words("batch_containers"),
        # (hours_tasks need an hours frame: its own key)
        workplaces=workplaces, workplace_firsts=frozenset(p[0] for p in workplaces if p),
        workplaces_by_first=_tuples_by_first(workplaces), workplaces_by_last=_by_last(workplaces),
        not_places_by_first=_tuples_by_first(places), not_places_by_last=_by_last(places),
        served_lasts=frozenset(p[-1] for p in served if p),
        occasion_firsts=frozenset(p[0] for p in occasions if p),
        kind=section["kind"], weight=float(section.get("weight", 1.0)),
        not_verbs=frozenset(f for tokens in map(phrase_tokens, section.get("not_verbs", ()))
                            if len(tokens) == 1 for f in forms(tokens[0])),
        not_verb_phrases=_verb_phrases(section.get("not_verbs", ()), forms),
        task_phrases=_verb_phrases(section.get("task_phrases", ()), forms),
        not_places=places, place_firsts=frozenset(p[0] for p in places),
        venues=frozenset(t for t in map(phrase_tokens, section.get("venues", ())) if t),
        named_business_rooms=frozenset(
            t for t in map(phrase_tokens, section.get("named_business_rooms", ())) if t),
        public_places=(public := frozenset(
            t for t in map(phrase_tokens, section.get("public_places", ())) if t)),
        home_places=places - public,
        time_spec=spec if spec is not None and spec.time_heads else None,
        bare_verbs=frozenset(
            t[0] for v, _ in _entries(chain(
                (kind_docs or {}).get(section["kind"], {}).get("verbs", ()),
                frames.get("trade_verbs", ())))
            if len(t := phrase_tokens(v)) == 1),
        record_agents=frozenset(phrase_tokens(f)[-1] for f in section.get(
            "record_fields", {}).get("agent", ()) if phrase_tokens(f)),
        record_actions=frozenset(phrase_tokens(f)[-1] for f in section.get(
            "record_fields", {}).get("action", ()) if phrase_tokens(f)),
        record_partners=frozenset(phrase_tokens(f)[-1] for f in section.get(
            "record_fields", {}).get("partner", ()) if phrase_tokens(f)))


def compile_lexicon(
    documents: Sequence[Mapping[str, Any]],
    *,
    extra_terms: Mapping[str, Sequence[str]] | None = None,
    extra_objects: Mapping[str, Sequence[str]] | None = None,
) -> Lexicon:
    """Build a :class:`Lexicon` from already-validated lexicon documents.

    Args:
        documents: plain data of one or more lexicon files (schema
            ``schemas/lexicon.schema.json``), merged in order: lists are appended, so later
            documents add terms; a later weight for the same term and kind wins; scalar settings
            (fuzzy cutoffs, defaults) are overridden.
        extra_terms: a ruleset's inline additions ``{kind: [terms]}`` (``lexicons.terms``).
        extra_objects: a ruleset's inline ``{kind: [objects]}`` (``lexicons.objects``, session
            38): added to each kind's ``objects``, the things that are the event only after one
            of its light verbs ("has a zorblax"), as in a lexicon file.

    Returns:
        The compiled lexicon. Pure: no I/O, no globals; the same input gives an equal result.

    Raises:
        ValueError: an unknown event kind in ``extra_terms`` or ``extra_objects`` (a ruleset's
            schema allows only the event kinds, so a loaded ruleset never raises it).
    """
    doc = merge_documents(documents)
    for section, extra in (("terms", extra_terms), ("objects", extra_objects)):
        if not extra:
            continue
        bad = sorted(set(extra) - set(EVENT_KINDS))
        if bad:
            raise ValueError(f"unknown event kind(s) in extra {section}: {', '.join(bad)}")
        doc = merge_documents(
            [doc, {"kinds": {k: {section: list(v)} for k, v in extra.items()}}])

    infl = doc.get("inflection", {})
    rules = tuple(
        _SuffixRule(
            add=r["add"],
            when_ends_with=tuple(r.get("when_ends_with", ())),
            drop=r.get("drop", ""),
            double_final=bool(r.get("double_final_consonant", False)),
            min_length=int(r.get("min_length", 1)),
        )
        for r in infl.get("rules", ())
    )
    irregular: dict[str, list[str]] = {}
    for base, forms in infl.get("irregular", {}).items():
        irregular.setdefault(phrase_tokens(base)[0], []).extend(
            phrase_tokens(f)[0] for f in forms
        )
    invariable = frozenset(t for w in infl.get("invariable", ()) for t in phrase_tokens(w))
    default_weight = float(doc.get("default_weight", 0.8))

    # (phrase tokens, role, inflect?) in a fixed order, so compile is deterministic
    phrases: list[tuple[tuple[str, ...], Role, bool]] = []

    def add(text: str, role: Role, *, inflect: bool = True) -> None:
        toks = phrase_tokens(text)
        if toks:
            phrases.append((toks, role, inflect))

    kinds: dict[str, KindSpec] = {}
    content_words: set[str] = set()

    def kind_forms(token: str) -> set[str]:
        return _forms(token, rules, irregular, invariable)

    def first_word_forms(entries: Iterable[str]) -> frozenset[str]:
        """Every form of each entry's first word (a verb phrase's verb: "set off" -> set)."""
        return frozenset(f for w in entries for t in phrase_tokens(w)[:1] for f in kind_forms(t))

    for kind, spec in doc.get("kinds", {}).items():
        one_way = spec.get("one_way") or {}
        as_time = spec.get("as_time") or {}
        near_miss = spec.get("near_miss") or {}
        for_a_ride = spec.get("for_a_ride") or {}
        exchanges = spec.get("exchanges") or {}
        dialogue = spec.get("dialogue") or {}
        kinds[kind] = KindSpec(
            subject=spec.get("subject", "agent"),
            ends_awareness=bool(spec.get("ends_awareness", False)),
            overrides=frozenset(spec.get("overrides", ())),
            shared_scope=LEVELS[spec.get("shared_scope", "clause")],
            window=int(spec.get("window", 6)),
            companion_yields_to=frozenset(spec.get("companion_yields_to", ())),
            list_objects=tuple(spec.get("list_objects", ())),
            verb_alone_at=frozenset(phrase_tokens(w) for w in spec.get("verb_alone_at", ())),
            verb_alone_with=frozenset(phrase_tokens(w) for w, _ in
                                      _entries(spec.get("verb_alone_with"))),
            joint_kinds=frozenset(spec.get("joint_kinds", ())),
            joint_words=_token_set(spec.get("joint_words", ())),
            joint_verbs=_verb_phrases(spec.get("joint_verbs", ()), kind_forms,
                                      single_words=True),
            not_before=_token_set(spec.get("not_before", ())),
            bare_after=_token_set(spec.get("bare_after", ())),
            not_before_hyphened=_token_set(spec.get("not_before_hyphened", ())),
            object_not_before=_token_set(spec.get("object_not_before", ())),
            verb_uses={key: _token_set((spec.get("verb_uses") or {}).get(key, ()))
                       for key in ("terms", "openers", "before_base", "keeps", "signals",
                                   "distress", "machines", "counts")}
            if spec.get("verb_uses") else {},
            verb_use_reach=int((spec.get("verb_uses") or {}).get("reach", 4)),
            object_breaks=_token_set(spec.get("object_breaks", ())),
            waiting_after=_by_first((spec.get("waiting_after") or {}).get("phrases", ())),
            waiting_reach=int((spec.get("waiting_after") or {}).get("reach", 0)),
            waiting_before=_token_set((spec.get("waiting_after") or {}).get("before", ())),
            kept_beside_terms=frozenset((spec.get("kept_beside") or {}).get("terms", ())),
            kept_beside_kinds=frozenset((spec.get("kept_beside") or {}).get("kinds", ())),
            partnered_tasks=_every_form(spec.get("partnered_tasks", ()), kind_forms),
            filled_break_words=_token_set((spec.get("filled_breaks") or {}).get("words", ())),
            filled_break_kinds=frozenset((spec.get("filled_breaks") or {}).get("kinds", ())),
            ride_seats=_token_set(spec.get("ride_seats", ())),
            after_meal_terms=frozenset((spec.get("after_meal") or {}).get("terms", ())),
            after_meal_links=_token_set((spec.get("after_meal") or {}).get("links", ())),
            after_meal_kinds=frozenset((spec.get("after_meal") or {}).get("kinds", ())),
            after_effort_links=_token_set((spec.get("after_effort") or {}).get("links", ())),
            after_effort_kinds=frozenset((spec.get("after_effort") or {}).get("kinds", ())),
            after_effort_unless=_by_first((spec.get("after_effort") or {}).get("unless", ())),
            timed_verbs=_every_form((spec.get("timed") or {}).get("verbs", ()), kind_forms),
            timed_lengths=_token_set((spec.get("timed") or {}).get("lengths", ())),
            timed_reach=int((spec.get("timed") or {}).get("reach", 10)),
            timed_not_in=_token_set((spec.get("timed") or {}).get("not_in", ())),
            part_first=_every_form(spec.get("part_first", ()), kind_forms),
            verbs_not_nouns=bool(spec.get("verbs_not_nouns", False)),
            knocks=_every_form(spec.get("knocks", ()), kind_forms),
            object_stops=_token_set(spec.get("object_stops", ())),
            placed_parts=_token_set(spec.get("placed_parts", ())),
            adverb_parts=_token_set(spec.get("adverb_parts", ())),
            sick_parts=_every_form(spec.get("sick_parts", ()), kind_forms),
            served=_token_set(spec.get("served", ())),
            bystanders=_token_set(spec.get("bystanders", ())),
            served_always=_token_set(spec.get("served_always", ())),
            line_channels=_token_set((spec.get("work_lines") or {}).get("channels", ())),
            line_told=_token_set((spec.get("work_lines") or {}).get("told", ())),
            told_excuses=_by_first(spec.get("told_excuses", ())),
            company_denied=_by_first(spec.get("company_denied", ())),
            pastimes=frozenset(spec.get("pastimes", ())),
            exchange_verbs={f: b for v in exchanges.get("verbs", ())
                            for b in phrase_tokens(v) for f in sorted(kind_forms(b))},
            exchange_window=int(exchanges.get("window", 3)),
            exchange_objects=_token_set(exchanges.get("objects", ())),
            rides=_token_set(for_a_ride.get("rides", ())),
            bare_verbs=_every_form(spec.get("bare_verbs", ()), kind_forms),
            fed_verbs=_every_form(spec.get("fed_verbs", ()), kind_forms),
            fragment_meals=_token_set((spec.get("meal_fragments") or {}).get("meals", ())),
            fragment_separators=frozenset(
                (spec.get("meal_fragments") or {}).get("separators", ())),
            ride_links=_token_set(for_a_ride.get("links", ())),
            ride_fillers=_token_set(for_a_ride.get("fillers", ())),
            late_words=_token_set(for_a_ride.get("late", ())),
            late_runs=frozenset(for_a_ride.get("late_runs", ())),
            not_after=tuple(phrase_tokens(w) for w in spec.get("not_after", ())),
            not_after_ends=_by_last(p for w in spec.get("not_after", ())
                                    if (p := phrase_tokens(w))[-1] != "'s"),
            time_heads=_token_set(as_time.get("heads", ())),
            time_before=_token_set(as_time.get("before", ())),
            time_after=_verb_phrases(as_time.get("after", ()), kind_forms, single_words=True),
            time_leaving_before=_token_set(as_time.get("leaving_before", ())),
            time_leaving=_every_form(as_time.get("leaving", ()), kind_forms),
            hazards=_every_form(near_miss.get("hazards", ()), kind_forms),
            near=_every_form(tuple(near_miss.get("near", ())) + tuple(near_miss.get("strikes", ())),
                             kind_forms),
            strikes=_every_form(near_miss.get("strikes", ()), kind_forms),
            calm=_token_set(near_miss.get("calm", ())),
            consumes=_every_form(spec.get("consume_verbs", ()), kind_forms),
            consume_phrases=_verb_phrases(spec.get("consume_phrases", ()), kind_forms),
            consume_bare=_verb_phrases(spec.get("consume_bare", ()), kind_forms,
                                       single_words=True),
            had_as_subject=_verb_phrases(spec.get("subject_verbs", ()), kind_forms),
            portions=_verb_phrases(spec.get("portion_verbs", ()), kind_forms, single_words=True),
            pointers=frozenset(_verb_phrases(spec.get("consume_phrases", ()), kind_forms))
            | frozenset(_verb_phrases(spec.get("portion_verbs", ()), kind_forms,
                                      single_words=True)),
            servers=_token_set(spec.get("served_by", ())),
            set_aside=frozenset(f for w in spec.get("set_aside", {}).get("verbs", ())
                                for f in kind_forms(phrase_tokens(w)[0])),
            instead={**_verb_phrases(spec.get("instead_verbs", ()), kind_forms),
                     **{w: ((),) for w in _token_set(spec.get("instead_bare", ()))}},
            instead_bare=_token_set(spec.get("instead_bare", ())),
            later=tuple(phrase_tokens(w) for w in spec.get("set_aside", {}).get("later", ())),
            carried_in=_token_set(spec.get("set_aside", {}).get("carried_in", ())),
            supersedes=frozenset(spec.get("supersedes", ())),
            failed_drops=frozenset((spec.get("failed_attempt") or {}).get("drops", ())),
            failed_states=frozenset((spec.get("failed_attempt") or {}).get("states", ())),
            written=_every_form(one_way.get("written", ()), kind_forms),
            exchange=_token_set(one_way.get("exchange", ())),
            replies=_every_form(one_way.get("replies", ()), kind_forms),
            report=frozenset(phrase_tokens(w) for w in one_way.get("report", ())),
            ringers=_token_set(one_way.get("ringers", ())),
            call_followers=_token_set(one_way.get("call_followers", ())),
            summons=_token_set(one_way.get("summons", ())),
            spans=_every_form(spec.get("ellipsis_spans", ()), kind_forms),
            speakers=_token_set(dialogue.get("speakers", ())),
            turn_openers=_token_set(dialogue.get("openers", ())),
            turn_yields_to=frozenset(dialogue.get("yields_to", ())),
            turn_channels=_token_set(dialogue.get("channels", ())),
            turn_fields=_token_set(dialogue.get("fields", ())),
            turn_work_channels=_token_set(dialogue.get("work_channels", ())),
            turn_boards=_token_set(dialogue.get("boards", ())),
            channel_kind=str(dialogue.get("channel_kind", "")),
            harmless=_every_form(near_miss.get("harmless", ()), kind_forms),
            heavy_materials=_token_set(near_miss.get("heavy_materials", ())),
            occupied=_every_form(near_miss.get("occupied", ()), kind_forms),
            animals=_token_set(near_miss.get("animals", ())),
            captive=_token_set(near_miss.get("captive", ())),
            beast_near=_every_form(near_miss.get("beast_near", ()), kind_forms),
            part_hazards=_every_form(near_miss.get("part_hazards", ()), kind_forms),
            part_near=_every_form(near_miss.get("part_near", ()), kind_forms),
            shields=_every_form(near_miss.get("shields", ()), kind_forms),
            ridden=_every_form(near_miss.get("ridden", ()), kind_forms),
            nearly_kinds=frozenset(near_miss.get("nearly_kinds", ())),
            peril_movers=_every_form((spec.get("perils") or {}).get("movers", ()), kind_forms),
            peril_pushers=_every_form((spec.get("perils") or {}).get("pushers", ()), kind_forms),
            peril_goals=_by_first((spec.get("perils") or {}).get("goals", ())),
            nearly_verbs=_verb_phrases(near_miss.get("nearly_verbs", ()), kind_forms,
                                       single_words=True),
            figurative=_token_set((spec.get("figurative") or {}).get("terms", ())),
            figurative_links=_token_set((spec.get("figurative") or {}).get("links", ())),
            bodies=_token_set((spec.get("figurative") or {}).get("bodies", ())),
            unfolding=(unfolding := _unfolding(spec.get("unfolding") or {}, kind_forms)),
            unfolding_subjects=frozenset().union(*(group[0] for group in unfolding)),
            unfolding_groups_of=_groups_of(group[0] for group in unfolding),
            unfolding_verbs=frozenset().union(*(group[2] for group in unfolding)),
            unfolding_calm=tuple(phrase_tokens(w) for w in
                                 (spec.get("unfolding") or {}).get("calm", ())),
            benign=_benign(spec.get("benign") or {}, kind_forms),
            target_reach=int((spec.get("target") or {}).get("reach", 0)),
            target_stops=_token_set((spec.get("target") or {}).get("stops", ())),
            target_directed=_token_set((spec.get("target") or {}).get("directed", ())),
            mutual_joint=_token_set((spec.get("mutual") or {}).get("joint", ())),
            mutual_verbs=_every_form((spec.get("mutual") or {}).get("verbs", ()), kind_forms),
            mutual_reach=int((spec.get("mutual") or {}).get("reach", 0)),
            mutual_calm=tuple(phrase_tokens(w) for w in
                              (spec.get("mutual") or {}).get("calm", ())),
            warning_threat=str((spec.get("warning") or {}).get("threat", "")),
            warning_shouts=frozenset((spec.get("warning") or {}).get("shouts", ())),
            warning_orders=_token_set((spec.get("warning") or {}).get("orders", ())),
            warning_shelters=tuple(phrase_tokens(w) for w in
                                   (spec.get("warning") or {}).get("shelters", ())),
            warning_grievances=_token_set((spec.get("warning") or {}).get("grievances", ())),
            warning_all=_token_set((spec.get("warning") or {}).get("all", ())),
            warning_reach=int((spec.get("warning") or {}).get("reach", 0)),
            thing_blows=frozenset((spec.get("things") or {}).get("blows", ())),
            thing_objects=_token_set((spec.get("things") or {}).get("objects", ())),
            thing_reach=int((spec.get("things") or {}).get("reach", 0)),
            thing_stowed=_token_set((spec.get("things") or {}).get("stowed", ())),
            thing_doers=_token_set((spec.get("things") or {}).get("doers", ())),
            given=_every_form(spec.get("given", ()), kind_forms),
            warned_verbs=_every_form((spec.get("warned_groups") or {}).get("verbs", ()),
                                     kind_forms),
            warned_groups=_token_set((spec.get("warned_groups") or {}).get("groups", ())),
            warned_reach=int((spec.get("warned_groups") or {}).get("reach", 0)),
            target_name_followers=_token_set(
                (spec.get("target") or {}).get("name_followers", ())),
            target_placers=_token_set((spec.get("target") or {}).get("placers", ())),
            target_watchers=_every_form((spec.get("target") or {}).get("watchers", ()),
                                        kind_forms),
            target_needed=_token_set((spec.get("target") or {}).get("needed", ())),
            target_game=_token_set((spec.get("target") or {}).get("game", ())),
            taken_back_states=_by_first((spec.get("taken_back") or {}).get("states", ())),
            taken_back_excuses=_by_first((spec.get("taken_back") or {}).get("excuses", ())),
            taken_back_beliefs=_token_set((spec.get("taken_back") or {}).get("beliefs", ())),
            wake_verbs=_every_form((spec.get("woken_after") or {}).get("verbs", ()), kind_forms),
            sleep_spans=_token_set((spec.get("woken_after") or {}).get("spans", ())),
            sleep_span_words=_token_set((spec.get("woken_after") or {}).get("span_words", ())),
            crushed=_crushed(spec.get("crushed") or {}, kind_forms),
            gut_upset=_gut_upset(spec.get("gut_upset") or {}, kind_forms),
            fever_reading=_fever_reading(spec.get("fever_reading") or {}),
            machine_sounds=_machine_sounds(spec.get("machine_sounds") or {}),
            attributive=_token_set(spec.get("attributive", ())),
            felt_causes=_felt_causes(spec.get("felt_causes") or {}),
            counted=_counted(spec.get("counted") or {}),
            settled=_inflected_phrases(spec.get("settled", ()), kind_forms),
            stopped=_inflected_phrases(spec.get("stopped", ()), kind_forms),
            round_verbs=frozenset(text for text, opts in _entries(spec.get("verbs"))
                                  if opts.get("round")),
            clause_verbs={text: frozenset(opts["needs_kinds"])
                          for text, opts in _entries(spec.get("verbs"))
                          if opts.get("needs_kinds")},
            banter=_token_set(spec.get("banter", ())),
            verb_objects=_verb_objects(spec) or None,
            own_only_objects=frozenset(
                o for _, opts in _entries(spec.get("verbs")) if opts.get("private")
                for o, _ in _entries(opts.get("objects"))) - frozenset(
                o for o, _ in _entries(spec.get("objects"))),
        )
        window = int(spec.get("window", 6))
        for text, opts in _entries(spec.get("terms")):
            flags = frozenset(f for f in ("report_proof", "yields", "addressed", "posture",
                                          "warned")
                              if opts.get(f)) or _NO_FLAGS
            add(text, Role("term", kind, float(opts.get("weight", default_weight)), text,
                           flags=flags))
            content_words.update(phrase_tokens(text))
        for text, opts in _entries(spec.get("objects")):
            flags = frozenset(f for f in ("report_proof", "yields", "addressed")
                              if opts.get(f)) or _NO_FLAGS
            add(text, Role("object", kind, float(opts.get("weight", default_weight)), text,
                           flags=flags))
            content_words.update(phrase_tokens(text))
        for text, opts in _entries(spec.get("verbs")):  # a verb may have its own window
            add(text, Role("verb", kind, 1.0, text, window=int(opts.get("window", window)),
                           # a verb held back until its clause proves it (session 24: drink's
                           # "with"): no action of its own that ends a list of objects
                           flags=_GATED if opts.get("needs_kinds") else _NO_FLAGS))
            for obj, _ in _entries(opts.get("objects")):  # and its own objects
                add(obj, Role("object", kind, default_weight, obj))
                content_words.update(phrase_tokens(obj))
        for text, _ in _entries(spec.get("companions")):
            add(text, Role("companion", kind, default_weight, text, window=3))
        for text, _ in _entries(spec.get("task_verbs")):
            add(text, Role("task", kind, 1.0, text))
        for text, _ in _entries(spec.get("verb_alone_with")):
            add(text, Role("context", kind, default_weight, text))
        for text, _ in _entries(spec.get("moving_apart")):  # "files out with everyone"
            add(text, Role("apart", kind, default_weight, text))
        for text, _ in _entries(spec.get("dealings")):  # "haggles with a tourist"
            add(text, Role("dealing", kind, default_weight, text))

    for text, _ in _entries(doc.get("exceptions")):
        add(text, Role("exception", base=text))

    cue_levels: dict[str, int] = {}
    local_multiplier = 1.0
    plan_headers: frozenset[tuple[str, ...]] = frozenset()
    plan_marks: dict[str, frozenset[str]] = {}
    zero_amounts: dict[str, frozenset[str]] = {}
    negation_marks: dict[str, frozenset[str]] = {}
    denied_acts: dict[str, str] = {}
    vocabulary: dict[str, frozenset[str] | tuple[str, ...]] = {}
    for cue_type, spec in doc.get("cues", {}).items():
        if cue_type == "vocabulary":  # word lists, not a cue: no scope, no terms
            vocabulary |= {key: _stems(words) if key in _VOCABULARY_STEMS else _token_set(words)
                           for key, words in spec.items() if key != "description"}
            continue
        cue_levels[cue_type] = LEVELS[spec.get("ends_at", "clause")]
        if cue_type == "negation" and "called_off_stems" in spec:
            vocabulary["called_off_stems"] = _stems(spec["called_off_stems"])
        if cue_type == "planned" and "noun_terms" in spec:
            vocabulary["noun_terms"] = _token_set(spec["noun_terms"])
        if cue_type == "reported" and "origin_words" in spec:
            vocabulary["origin_words"] = _token_set(spec["origin_words"])
        if cue_type == "planned":
            plan_headers = frozenset(phrase_tokens(w) for w in spec.get("headers", ()))
            plan_marks |= {key: frozenset(t for w in spec.get(name, ()) for t in phrase_tokens(w))
                           for key, name in (("owners", "header_owners"), ("done", "done_marks"),
                                            ("boxes", "done_boxes"), ("breaks", "item_breaks"),
                                            ("reports", "header_reports"),
                                            ("steps", "step_labels"), ("ahead", "step_ahead"))}
            plan_marks["ticks"] = plan_marks["done"] | plan_marks["boxes"]
            plan_marks["requests"] = first_word_forms(spec.get("request_verbs", ()))
        if cue_type == "destination" and spec.get("trip_verbs"):
            # a trip verb's every form, and the heads that open its destination (session 15)
            plan_marks["trips"] = first_word_forms(spec["trip_verbs"])
            plan_marks["trip_heads"] = frozenset(
                t for w in spec.get("trip_heads", ()) for t in phrase_tokens(w))
            plan_marks["trip_purposes"] = frozenset(
                t for w in spec.get("trip_purposes", ()) for t in phrase_tokens(w))
        if cue_type == "negation":
            negation_marks = {
                key: frozenset(t for w in spec.get(name, ()) for t in phrase_tokens(w))
                for key, name in (("too", "too_states"), ("before", "prevented_modals"),
                                  ("amounts", "token_amounts"), ("meals", "forgone_meals"),
                                  ("stretches", "stretch_words"),
                                  ("openers", "clause_openers"), ("late", "late_hours"))}
            negation_marks["leaving"] = _every_form(spec.get("leaving_words", ()), kind_forms)
            negation_marks["haste"] = _every_form(spec.get("haste_verbs", ()), kind_forms)
            negation_marks["denials"] = _every_form(spec.get("denial_verbs", ()), kind_forms)
            negation_marks["refusals"] = _every_form(spec.get("refusal_verbs", ()), kind_forms)
            for name in ("denied_act_fillers", "denied_act_ends"):  # session 36
                negation_marks[name] = frozenset(
                    t for w in spec.get(name, ()) for t in phrase_tokens(w))
            denied_acts = {noun: act_kind
                           for act_kind, nouns in (spec.get("denied_acts") or {}).items()
                           for noun in nouns}
        if cue_type == "negation" and spec.get("zero_amounts"):
            zero_amounts = {key: frozenset(t for w in spec.get(name, ()) for t in phrase_tokens(w))
                            for key, name in (("zeros", "zero_amounts"), ("units", "zero_units"))}
        if cue_type == "local":
            local_multiplier = float(spec.get("multiplier", 1.0))
        for text, opts in _entries(spec.get("terms")):
            flags = frozenset(f for f in ("anywhere", "back", "final")
                              if opts.get(f, spec.get(f))) or _NO_FLAGS
            level = LEVELS[opts.get("ends_at", spec.get("ends_at", "clause"))]
            window = int(opts.get("window", spec.get("window", 0)))
            if "reach_back" in opts:  # session 30: all that follows, a few tokens before
                flags, window = _ANYWHERE_FLAGS, -int(opts["reach_back"])
            add(text, Role("cue", cue_type, base=text, flags=flags, level=level, window=window))

    place_breakers: set[tuple[str, ...]] = set()
    opening_breakers: dict[str, int] = {}
    for level, texts in doc.get("breakers", {}).items():
        for text, _ in _entries(texts):
            if level == "place":  # ends a sentence; the next one names a place
                place_breakers.add(phrase_tokens(text))
            elif level in ("comma", "clause") and len(phrase_tokens(text)) == 1:
                opening_breakers[phrase_tokens(text)[0]] = LEVELS[level]
            add(text, Role("breaker", "sentence" if level == "place" else level, base=text),
                inflect=False)

    portion_counts: dict[tuple[str, ...], int] = {}
    for text, opts in _entries(doc.get("quantities")):
        if "multiplier" not in opts:  # a count alone ("two"): read only before an object
            portion_counts[phrase_tokens(text)] = int(opts["count"])
            continue
        add(text, Role("quantity", opts.get("kind", ""), weight=float(opts["multiplier"]),
                       base=text, window=int(opts.get("count", 0))))

    subjects = doc.get("subjects", {})
    for group in ("self", "group", "third", "person", "animal"):
        for text, _ in _entries(subjects.get(group)):
            add(text, Role(group, base=text), inflect=group in ("person", "animal"))
    for text, _ in _entries(subjects.get("occupation")):  # jobs are people too
        add(text, Role("person", base=text))

    # surface form -> bases
    lemma_sets: dict[str, set[str]] = {}
    for toks, _role, inflect in phrases:
        for word in toks:
            lemma_sets.setdefault(word, set()).add(word)
            if inflect:
                for form in _forms(word, rules, irregular, invariable):
                    lemma_sets.setdefault(form, set()).add(word)
    base_tuples: dict[tuple[str, ...], tuple[str, ...]] = {}  # one tuple per distinct base set
    lemmas = {s: base_tuples.setdefault(t, t)
              for s, b in sorted(lemma_sets.items()) for t in (tuple(sorted(b)),)}

    # one trie over base-word keys; roles of identical phrases are merged
    trie: dict[str, Any] = {}
    weights: dict[tuple[tuple[str, ...], str, str | None], int] = {}
    for toks, role, _ in phrases:
        node = trie
        for word in toks:
            node = node.setdefault(word, {})
        roles = list(node.get(END, ()))
        key = (toks, role.type, role.kind)
        if key in weights:  # a later document's weight for the same phrase wins
            roles[weights[key]] = role
        else:
            weights[key] = len(roles)
            roles.append(role)
        node[END] = tuple(roles)

    exceptions = frozenset(
        form for toks, role, _ in phrases if role.type == "exception" and len(toks) == 1
        for form in _forms(toks[0], rules, irregular, invariable)
    )

    fuzzy = doc.get("fuzzy", {})
    min_len = int(fuzzy.get("min_length", 6))
    prefix = int(fuzzy.get("prefix_length", 2))
    cutoffs = tuple(sorted((int(c["min_length"]), float(c["cutoff"]))
                           for c in fuzzy.get("cutoffs", ({"min_length": min_len, "cutoff": 85},))))
    fuzzy_edits = tuple(sorted((int(e["min_length"]), int(e["edits"]))
                               for e in fuzzy.get("max_edits", ())))
    surfaces = sorted(s for s, bases in lemmas.items()
                      if len(s) >= max(prefix, 2) and s.isalpha() and set(bases) & content_words)
    index: dict[tuple[str, int], list[str]] = {}
    max_len = max((len(s) for s in surfaces), default=0)
    for s in surfaces if fuzzy_edits else ():  # edit distance: lengths within the allowance
        allowed = 0
        for ml, e in fuzzy_edits:
            if len(s) >= ml:
                allowed = e
        for length in range(max(min_len, len(s) - allowed), len(s) + allowed + 1):
            if allowed:
                index.setdefault((s[:prefix], length), []).append(s)
    for length in range(min_len, int(max_len * 1.5) + 2) if not fuzzy_edits else ():
        cutoff = None
        for ml, c in cutoffs:
            if length >= ml:
                cutoff = c
        if cutoff is None:
            continue
        for s in surfaces:
            # Indel ratio is at most 2*min/(sum) * 100; skip lengths that can never reach cutoff
            if 200.0 * min(length, len(s)) / (length + len(s)) >= cutoff:
                index.setdefault((s[:prefix], length), []).append(s)

    second = int(fuzzy.get("second_letter_min_length", 99))
    slips = fuzzy.get("slips") or {}
    if prefix == 2:  # a typo that drops the second letter: looked up by the other first ones
        for s in surfaces:
            if len(s) > second and (s[:2], len(s)) in index:
                index.setdefault((_SKIP + s[0] + s[2:4], len(s)), []).append(s)
    subj = subjects
    phrasal = _phrasal(doc.get("phrasal"), phrases, lemmas,
                       frozenset(t for w in subj.get("determiner", ()) for t in phrase_tokens(w)),
                       opening_breakers)
    matcher, phrases = _compile_matcher(trie, lemmas,
                                        {lemmas[s] for k, v in index.items() if k[0][:1] != _SKIP
                                         for s in v})
    occupations = frozenset(
        form for w in subj.get("occupation", ()) for t in phrase_tokens(w)[-1:]
        for form in _forms(t, rules, irregular, invariable))
    return Lexicon(
        name="+".join(str(d.get("lexicon", "?")) for d in documents) or "empty",
        version=max((int(d.get("version", 1)) for d in documents), default=1),
        trie=trie,
        lemmas=lemmas,
        kinds=kinds,
        cue_levels=cue_levels,
        exceptions=exceptions,
        known=frozenset(lemmas) | exceptions | frozenset(
            t for w in subj.get("determiner", ()) for t in phrase_tokens(w)),
        not_names=frozenset(t for w in subj.get("not_names", ()) for t in phrase_tokens(w)),
        word_names=frozenset(t for w in subj.get("word_names", ()) for t in phrase_tokens(w)),
        name_followers=frozenset(
            t for w in subj.get("name_followers", ()) for t in phrase_tokens(w)),
        place_words=frozenset(t for w in subj.get("place_words", ()) for t in phrase_tokens(w)),
        determiners=frozenset(t for w in subj.get("determiner", ()) for t in phrase_tokens(w)),
        auxiliaries=frozenset(t for w in subj.get("auxiliary", ()) for t in phrase_tokens(w)),
        predicates=frozenset(t for w in subj.get("predicate", ()) for t in phrase_tokens(w)),
        # the word right before a governed noun phrase: "in front of" governs by its "of"
        governors=frozenset(phrase_tokens(w)[-1] for w in subj.get("governors", ())
                            if phrase_tokens(w)),
        participants=frozenset(
            t for w in subj.get("participants", ()) for t in phrase_tokens(w)),
        occupations=occupations,
        fuzzy_min_length=min_len,
        fuzzy_prefix=prefix,
        fuzzy_cutoffs=cutoffs,
        fuzzy_index={k: tuple(v) for k, v in index.items()},
        fuzzy_edits=fuzzy_edits,
        default_weight=default_weight,
        fuzzy_substitution_length=int(fuzzy.get("substitution_min_length", 0)),
        fuzzy_neighbour_keys=_neighbour_keys(fuzzy.get("keyboard", ())) | frozenset(
            p for pair in fuzzy.get("sound_alike", ()) for p in (pair, pair[::-1])),
        fuzzy_second_letter=second,
        name_heads=frozenset(form for w in fuzzy.get("name_heads", ()) for t in phrase_tokens(w)
                             for form in _forms(t, rules, irregular, invariable)),
        bare_contractions=frozenset(normalize(w)[0] for w in fuzzy.get("missing_apostrophe", ())),
        place_breakers=frozenset(place_breakers),
        opening_breakers=opening_breakers,
        local_multiplier=local_multiplier,
        portion_counts=portion_counts,
        plan_headers=plan_headers,
        plan_marks=plan_marks,
        zero_amounts=zero_amounts,
        negation_marks=negation_marks,
        denied_acts=denied_acts,
        vocabulary=vocabulary,
        speech_verbs=frozenset(form for w in subj.get("speech_verbs", ()) for t in phrase_tokens(w)
                               for form in _forms(t, rules, irregular, invariable)),
        continuers=frozenset(form for w in subj.get("continuers", ()) for t in phrase_tokens(w)
                             for form in _forms(t, rules, irregular, invariable)),
        indefinites=frozenset(t for w in subj.get("indefinite", ()) for t in phrase_tokens(w)),
        subordinators=frozenset(
            t for w in subj.get("subordinators", ()) for t in phrase_tokens(w)),
        clause_openers={w: frozenset(t for x in nxt for t in phrase_tokens(x))
                        for w, nxt in subj.get("clause_openers", {}).items()},
        excluders=frozenset(t for w in subj.get("excluders", ()) for t in phrase_tokens(w)),
        units=frozenset(t for w in subj.get("units", ()) for t in phrase_tokens(w)),
        collectives=frozenset(t for w in subj.get("collectives", ()) for t in phrase_tokens(w)),
        titles=frozenset(t for w in subj.get("titles", ()) for t in phrase_tokens(w)),
        handing_verbs=frozenset(f for w in subj.get("handing_verbs", ())
                                for f in _forms(w, rules, irregular, invariable)),
        sharing_verbs=frozenset(f for w in subj.get("sharing_verbs", ())
                                for f in _forms(w, rules, irregular, invariable)),
        taking_verbs=frozenset(f for w in subj.get("taking_verbs", ())
                               for f in _forms(w, rules, irregular, invariable)),
        rival_openers=frozenset(
            t for w in subj.get("rival_openers", ()) for t in phrase_tokens(w)),
        person_after={w: frozenset(f for x in before for t in phrase_tokens(x)
                                   for f in _forms(t, rules, irregular, invariable))
                      for w, before in subj.get("person_after", {}).items()},
        unanswered=_unanswered(subj.get("unanswered", {}),
                               lambda t: _forms(t, rules, irregular, invariable)),
        subordinate_phrases=_tuples_by_first(
            phrase_tokens(w) for w in subj.get("subordinate_phrases", ())),
        body_care_onto=frozenset(t for w in subj.get("body_care", {}).get("onto", ())
                                 for t in phrase_tokens(w)),
        body_care_not_parts=frozenset(
            f for w in subj.get("body_care", {}).get("not_parts", ())
            for t in phrase_tokens(w) for f in _forms(t, rules, irregular, invariable)),
        status_activity=_status_activity(
            doc.get("status_activity"), lambda t: _forms(t, rules, irregular, invariable), kinds,
            occupations, doc.get("kinds", {})),
        clinicians=frozenset(form for w in subj.get("clinicians", ()) for t in phrase_tokens(w)[-1:]
                             for form in _forms(t, rules, irregular, invariable)),
        genders={form: g for key, g in (("male", "m"), ("female", "f"))
                 for w in subj.get(key, ()) for t in phrase_tokens(w)[-1:]
                 for form in _forms(t, rules, irregular, invariable)},
        name_genders=_name_genders(subj),
        real_words=frozenset(
            form for w in fuzzy.get("real_words", ()) for t in phrase_tokens(w)
            for form in _forms(t, rules, irregular, invariable)),
        slip_forms=frozenset(s for s in surfaces if 3 <= len(s) <= int(slips.get("max_length", 0))),
        slip_min_length=int(slips.get("min_length", 4)),
        slip_max_length=int(slips.get("max_length", 0)),
        slip_before=frozenset(t for w in slips.get("before", ()) for t in phrase_tokens(w)),
        slip_after=frozenset(t for w in slips.get("after", ()) for t in phrase_tokens(w)),
        run_together_min_part=int((fuzzy.get("run_together") or {}).get("min_part", 0)),
        run_together_heads=frozenset(
            (fuzzy.get("run_together") or {}).get("heads", ())),
        slip_parts=frozenset(t for w in slips.get("parts", ()) for t in phrase_tokens(w)),
        slip_owners=frozenset(t for w in slips.get("owners", ()) for t in phrase_tokens(w)),
        phrasal=phrasal,
        degree_words=_degree_words([*(doc.get("phrasal") or {}).get("degree_words", ()),
                                    *(doc.get("phrasal") or {}).get("manner_words", ())]),
        matcher=matcher, phrases=phrases,
        counting_words=frozenset(
            t for w in subj.get("counting_words", ()) for t in phrase_tokens(w)),
    )


def _degree_words(entries: Iterable[str]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """``phrasal.degree_words`` as first token → token tuples, longest first (see
    :attr:`Lexicon.degree_words`)."""
    found: dict[str, list[tuple[str, ...]]] = {}
    for entry in entries:
        tokens = phrase_tokens(entry)
        if tokens:
            found.setdefault(tokens[0], []).append(tokens)
    return {first: tuple(sorted(set(seqs), key=lambda t: (-len(t), t)))
            for first, seqs in sorted(found.items())}


def typo_symbol(bases: tuple[str, ...]) -> str:
    """The matcher's token for a typo of a word with these ``bases``: it stands for them like a
    surface form does, but matches none of them exactly. It contains a space, so no real token
    can spell it."""
    return " " + " ".join(bases)


# a start token that is its base + "s"/"es" or "ing", a form a noun and a verb share: a plural
# or a present, a noun or a participle ("books", "booking")
_NOUN_OR_VERB_FORM = "noun-or-verb form"


def _compile_matcher(trie: dict[str, Any], lemmas: dict[str, tuple[str, ...]],
                     typo_bases: set[tuple[str, ...]]
                     ) -> tuple[dict[str, MatchState], list[Phrase | None]]:
    """Turn the base-word trie into a deterministic automaton over surface tokens, and the list
    of its phrases (a state holds its phrase's index in that list).

    A trie walk keeps a *frontier*: the ordered ``(node, exact)`` pairs reachable by the tokens so
    far (a token may stand for several bases, e.g. ``left`` → ``leave``/``left``). The frontier
    after a token depends only on the frontier before and the token, so each distinct frontier
    becomes one :data:`MatchState` and each token leading out of it one dict entry; matching
    then costs one dict lookup per token. Frontier order is kept, because it orders the roles.
    States with the same phrase and the same transitions are then one object (the automaton is
    minimised bottom-up), which halves the states to store and unpickle.
    A typo of a word (:meth:`Lexicon.fuzzy_bases`) is read as its :func:`typo_symbol`; the
    symbols of ``typo_bases`` (every bases tuple a typo can resolve to) are in the alphabet.
    """
    lemmas = {**lemmas, **{typo_symbol(b): b for b in sorted(typo_bases)}}
    surfaces_of: dict[str, list[str]] = {}  # base -> surface forms that can stand for it
    for surface, bases in lemmas.items():
        for base in bases:
            surfaces_of.setdefault(base, []).append(surface)
    states: dict[tuple[tuple[int, bool | str], ...], MatchState] = {}
    shapes: dict[tuple[int, tuple[tuple[str, int], ...]], MatchState] = {}
    phrase_ids: dict[tuple[Role, ...], int] = {}
    phrase_list: list[Phrase | None] = []
    shared: dict[Any, Any] = {}

    def state(frontier: list[tuple[dict[str, Any], bool | str]]) -> MatchState:
        key = tuple((id(node), exact) for node, exact in frontier)
        found = states.get(key)
        if found is not None:
            return found
        exact_roles: tuple[Role, ...] = ()
        roles: tuple[Role, ...] = ()
        shared_form_cues: tuple[Role, ...] = ()
        for node, exact in frontier:
            r = node.get(END)
            if r:
                if exact is True:
                    exact_roles += r
                else:
                    roles += r
                    if exact == _NOUN_OR_VERB_FORM:
                        shared_form_cues += tuple(x for x in r if x.type == "cue")
        chosen = exact_roles or roles
        if exact_roles and roles and all(r.type == "object" for r in exact_roles):
            # a noun that is also a light verb's form keeps the verb's reading ("is wiring the
            # floodlights": "wiring" is an object of work and a form of "wire"), and a
            # companion verb's ("calls his mother": "calls" is an object of work too)
            # and the -s or -ing form of a cue's verb keeps the cue ("books a squash court",
            # "is booking a court": the nouns "books" and "booking", objects of work, are also
            # forms of the planned cue "book")
            chosen = exact_roles + tuple(r for r in roles if r.type in ("verb", "companion")) \
                + shared_form_cues
        elif exact_roles and roles and all(r.type in _MENTION_TYPES for r in exact_roles):
            # a plural listed as a person word is still the plural of an object: both nouns
            # ("serve the customers": "customers" names people and is what "serve" takes)
            chosen = exact_roles + tuple(r for r in roles if r.type == "object")
        phrase = None
        if chosen:
            phrase = phrase_ids.get(chosen)
            if phrase is None:
                phrase = phrase_ids[chosen] = len(phrase_list)
                phrase_list.append(Phrase.of(chosen, shared))
        tokens = sorted({s for node, _ in frontier for base in node if base != END
                         for s in surfaces_of.get(base, ())})
        # every next frontier lies deeper in the trie, so no state is reached while it is built
        out: dict[str, MatchState] = {}
        for token in tokens:
            nxt = [(child, exact is True and base == token) for node, exact in frontier
                   for base in lemmas[token] if (child := node.get(base)) is not None]
            if nxt:
                out[token] = state(nxt)
        # equal states (same phrase, same transitions to the same states) are shared, so the
        # automaton is minimal: fewer objects to keep and to unpickle
        shape = (phrase, tuple((t, id(c)) for t, c in out.items()))
        new = shapes.get(shape)
        if new is None:
            new = shapes[shape] = (phrase, out or None)
        states[key] = new
        return new

    matcher: dict[str, MatchState] = {}
    for surface, bases in lemmas.items():
        first = [(node, True if base == surface else
                  _NOUN_OR_VERB_FORM if surface in (base + "s", base + "es", base + "ing",
                                         base[:-1] + "ing", base + base[-1:] + "ing")
                  else False) for base in bases
                 if (node := trie.get(base)) is not None]
        if first:
            matcher[surface] = state(first)
    return matcher, phrase_list


def _phrase_pickle(blobs: tuple[tuple[int, ...], bytes], pid: int) -> bytes | memoryview:
    """The pickle of phrase ``pid`` in the joined phrase pickles ``(offsets, blob)`` that
    :meth:`Lexicon.__getstate__` stores."""
    offsets, blob = blobs
    return blob[offsets[pid]:offsets[pid + 1]]


def _packed_as_bytes(packed: Any) -> Any:
    """A packed table (:data:`engine.word_tables.PackedTable`) with its blobs as ``bytes``: a
    table loaded from a memory-mapped cache entry holds ``memoryview`` slices of the map, which
    cannot be pickled (shipping a ruleset to worker processes pickles it), and its offsets as a
    ``memoryview`` of machine words (:func:`engine.caching._offsets_read`), made a tuple again."""
    is_dict, offsets, shards, whole = packed
    if type(shards) is bytes and type(whole) is bytes and type(offsets) is tuple:
        return packed
    return is_dict, tuple(offsets), bytes(shards), bytes(whole)


def _pickle_loads(data: bytes | memoryview) -> Any:
    """``pickle.loads`` from the C accelerator: a cold tick unpickles a few phrases, and
    importing the :mod:`pickle` module for that cost ~4.7 M instructions (issue 7)."""
    try:
        from _pickle import loads
    except ImportError:  # pragma: no cover - interpreters without the accelerator
        from pickle import loads
    return loads(data)

