"""Observation understanding: observation text → events (kind, subject, polarity, mode, strength).

:func:`perceive` is pure and deterministic: no I/O, no clock, no globals. Every behaviour comes from
the compiled :class:`~engine.lexicon.Lexicon` (lexicon YAML) plus the general rules below, so a
designer changes what is understood by editing YAML, never Python.

Pipeline (one pass each, all tables precompiled):

1. **Normalise**: NFKC + casefold per grapheme, keeping a map back to the original offsets.
2. **Tokenise** words, clitics (``n't``, ``'s``) and punctuation.
3. **Match** phrases greedily, longest first, on the token trie; each token is looked up by its
   surface form, which the lemma table maps to base words (``ate`` → ``eat``); at equal length a
   phrase matched by exact surface forms wins over one matched through lemmas. A token the lexicon
   does not know, of at least ``fuzzy.min_length`` letters, may match a content word by rapidfuzz
   ``fuzz.ratio`` (:meth:`~engine.lexicon.Lexicon.fuzzy_bases`). Exceptions (``restaurant``,
   ``the rest``, ``cardiac arrest``) are phrases too: matched first by length, they make their
   span mean nothing.
4. **Segment** at breakers into sentences, clauses and comma-parts; mark quoted speech.
5. **Mentions**: observer words (``you``, ``I``, the observer's name), groups (``we``, ``the two of
   them``), others (names, person nouns, animals, a sentence starting with a determiner), and
   third-person pronouns resolved to the latest third-person mention.
6. **Events**: a ``term`` fires alone; a light ``verb`` fires with an ``object`` of its kind within
   its window (``have`` + ``lunch``, ``finish`` + ``bottle of water``); a ``companion`` (``with``)
   fires socialising with a person after it.
7. **Polarity and mode**: a cue applies to what follows it inside its scope (negation ends at a
   comma-level breaker by default, intent/waiting/reporting at a clause breaker); quoted speech is
   ``reported``; ``report_proof`` terms (warnings) stay ``actual``.
8. **Subject** by the kind's rule:
   ``agent`` — the nearest non-possessive mention before the term in its clause, else the first
   of the sentence, else the previous sentence's topic, else the observer; ``experiencer`` — the
   same, possessives included (``Varga's fever``); ``shared`` — the observer if the clause mentions
   them at all (``he slams the door in your face``), else as ``agent``; ``situation`` — the
   observer unless a distance cue places it elsewhere. After a witness cue (``you hear``, ``I
   watched``) agent-like events are someone else's. After an actual self event of an
   ``ends_awareness`` kind (``You are asleep.``) later sentences belong to the world.
9. **Strength** = term weight × the clause's quantity multipliers, clamped to [0, 1]; same-kind
   duplicates in a clause merge (strongest kept); ``overrides`` drop e.g. socialising in a clause
   with an actual argument.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from typing import Any

from engine.lexicon import (
    END,
    EVENT_KINDS,
    LEVELS,
    Lexicon,
    Role,
    normalize_cased,
    phrase_tokens,
    tokenize,
)
from engine.lexicon import compile_lexicon as compile_lexicon

__all__ = ["EVENT_KINDS", "MODES", "Event", "Lexicon", "compile_lexicon", "perceive"]

MODES = ("actual", "planned", "waiting", "reported")
"""``actual``: happening or just happened; ``planned``: intent or future; ``waiting``: ordered,
queueing or waiting for it; ``reported``: told, read, broadcast, quoted or only a topic of talk."""

_MODE_CUES = ("planned", "waiting", "reported")
_QUOTE_RE = re.compile(r"""(?<![\w'"])(['"])(?=\w)(.+?)(?<=[\w.!?,])\1(?!\w)""")
# ASCII fast path: the tokenizer's pattern without match objects; offsets are found lazily
_TOKEN_RE = re.compile(r"\w+(?:'\w+)*|[^\w\s]")
_THIRD_SKIP = frozenset({"he", "she", "him", "her", "they", "them", "it", "his", "their", "its"})
_POSSESSIVES = frozenset({"my", "your", "his", "her", "their", "our", "its"})
_COORD_SKIP = frozenset({"the", "his", "her", "their", "my", "your", "a", "our"})


@dataclass(frozen=True)
class Event:
    """One candidate event found in an observation.

    Attributes:
        kind: one of :data:`EVENT_KINDS`.
        subject: ``"self"`` (the observer) or ``"other"``.
        negated: a negation cue covers it ("didn't eat").
        mode: one of :data:`MODES`.
        strength: in [0, 1]: term weight × quantity multipliers ("a nibble" is weak).
        term: the lexicon phrase that matched, as written in the lexicon (``verb + object`` for a
            light-verb pair such as ``have + lunch``).
        evidence: ``(start, end)`` character span in the original text, end exclusive.
    """

    kind: str
    subject: str
    negated: bool
    mode: str
    strength: float
    term: str
    evidence: tuple[int, int]

    @property
    def is_actual_self(self) -> bool:
        """True when the observer actually did or underwent it: only these move needs."""
        return self.subject == "self" and not self.negated and self.mode == "actual"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict; ``evidence`` as a two-item list."""
        return {
            "kind": self.kind,
            "subject": self.subject,
            "negated": self.negated,
            "mode": self.mode,
            "strength": self.strength,
            "term": self.term,
            "evidence": [self.evidence[0], self.evidence[1]],
        }


@dataclass(slots=True)
class _Item:
    start: int
    end: int
    roles: tuple[Role, ...]
    types: frozenset[str]


@dataclass(slots=True)
class _Mention:
    index: int
    end: int
    subject: str  # "self" | "other"; a pronoun's is resolved after sorting
    possessive: bool
    what: str  # "self" | "group" | "third" | "person" | "name" | "thing"
    sent: int = 0
    clause: int = 0
    quoted: bool = False


@dataclass(slots=True)
class _Candidate:
    kind: str
    pos: int  # where cue scopes are judged (a light verb's object)
    span: tuple[int, int]  # token span of the evidence
    weight: float
    term: str
    flags: frozenset[str]
    agentive: bool = False


class _Text:
    """Tokens of one observation: folded ``words``, ``cased`` twins, and lazy character spans."""

    __slots__ = ("text", "words", "cased", "_base", "_origin", "_starts")

    def __init__(self, text: str) -> None:
        self.text = text
        if text.isascii():
            cased = _TOKEN_RE.findall(text)
            if "'" in text:
                cased = [t for tok in cased for t in _split_apostrophes(tok)]
            self.cased = cased
            self.words = [t.lower() for t in cased]
            self._base = text
            self._origin: list[int] | None = None
        else:
            norm, cased_norm, origin = normalize_cased(text)
            toks = tokenize(norm)
            self.words = [t for t, _, _ in toks]
            self.cased = [cased_norm[a:b] for _, a, b in toks]
            self._base = norm
            self._origin = origin
            self._starts = [a for _, a, _ in toks]
            return
        self._starts: list[int] = []

    def _start(self, k: int) -> int:
        starts = self._starts
        if k >= len(starts):
            pos = starts[-1] + len(self.cased[len(starts) - 1]) if starts else 0
            find = self._base.find
            for t in range(len(starts), k + 1):
                pos = find(self.cased[t], pos)
                starts.append(pos)
                pos += len(self.cased[t])
        return starts[k]

    def span(self, a: int, b: int) -> tuple[int, int]:
        """Character span in the original text of tokens ``[a, b)``."""
        start = self._start(a)
        end = self._start(b - 1) + len(self.cased[b - 1])
        origin = self._origin
        if origin is None:
            return start, end
        last = origin[end - 1]
        k = end
        while origin[k] <= last and k < len(origin) - 1:
            k += 1
        return origin[start], origin[k]

    def quoted_ranges(self) -> list[tuple[int, int]]:
        """Token ranges inside quotation marks (rare: computed only when quotes are present)."""
        source = self._base
        if "'" not in source and '"' not in source:
            return []
        spans = [m.span(2) for m in _QUOTE_RE.finditer(source)]
        if not spans:
            return []
        n = len(self.words)
        starts = [self._start(k) for k in range(n)]
        out = []
        for a, b in spans:
            ta = bisect_right(starts, a - 1)
            tb = bisect_right(starts, b - 1)
            if ta < tb:
                out.append((ta, tb))
        return out


def _split_apostrophes(tok: str) -> list[str]:
    if "'" not in tok:
        return [tok]
    return [t for t, _, _ in tokenize(tok)]


def _keys(lex: Lexicon, words: list[str]) -> list[tuple[str, ...] | None]:
    keys = list(map(lex.lemmas.get, words))
    min_len = lex.fuzzy_min_length
    for i, k in enumerate(keys):
        if k is None and len(words[i]) >= min_len:
            keys[i] = lex.fuzzy_bases(words[i])
    return keys


def _match(lex: Lexicon, words: list[str], keys: list[tuple[str, ...] | None]) -> list[_Item]:
    """Greedy left-to-right longest phrase match on the trie.

    A frontier entry is ``(node, exact)``: exact while every token so far matched its own surface
    form; at equal length exact phrases win over lemma matches ("meeting" the noun over "meet").
    """
    trie = lex.trie
    n = len(keys)
    items: list[_Item] = []
    append = items.append
    i = 0
    while i < n:
        ks = keys[i]
        if ks is None:
            i += 1
            continue
        if len(ks) == 1:  # the common case: one base, no branching
            node = trie.get(ks[0])
            if node is None:
                i += 1
                continue
            frontier = [(node, ks[0] == words[i])]
        else:
            w0 = words[i]
            frontier = [(node, k == w0) for k in ks if (node := trie.get(k)) is not None]
            if not frontier:
                i += 1
                continue
        best_end, best_roles = -1, ()
        j = i
        while frontier:
            j += 1
            exact_roles: tuple[Role, ...] = ()
            roles: tuple[Role, ...] = ()
            for node, exact in frontier:
                r = node.get(END)
                if r:
                    if exact:
                        exact_roles += r
                    else:
                        roles += r
            if exact_roles or roles:
                best_end, best_roles = j, exact_roles or roles
            if j >= n:
                break
            kj = keys[j]
            if kj is None:
                break
            wj = words[j]
            frontier = [(c, exact and k == wj) for node, exact in frontier for k in kj
                        if (c := node.get(k)) is not None]
        if best_end > 0:
            append(_Item(i, best_end, best_roles, frozenset(r.type for r in best_roles)))
            i = best_end
        else:
            i += 1
    return items


class _Segments:
    """Sentence / clause / comma ids of tokens, from the breaker positions (bisect, no arrays)."""

    __slots__ = ("sent_breaks", "clause_breaks", "comma_breaks", "location", "sentence_starts")

    def __init__(self, items: list[_Item], words: list[str]) -> None:
        sent: list[int] = []
        clause: list[int] = []
        comma: list[int] = []
        self.location: set[int] = set()
        starts = [0]
        for it in items:
            if "breaker" not in it.types:
                continue
            level = max(LEVELS[r.kind or ""] for r in it.roles if r.type == "breaker")
            last = it.end - 1
            comma.append(last)
            if level >= 2:
                clause.append(last)
            if level >= 3:
                sent.append(last)
                starts.append(it.end)
                if words[it.start] == "@":
                    self.location.add(len(sent))
        self.sent_breaks, self.clause_breaks, self.comma_breaks = sent, clause, comma
        n = len(words)
        first: set[int] = set()
        for s in starts:
            while s < n and not words[s][0].isalnum():
                s += 1
            if s < n:
                first.add(s)
        self.sentence_starts = first

    def sent(self, t: int) -> int:
        return bisect_right(self.sent_breaks, t - 1)

    def clause(self, t: int) -> int:
        return bisect_right(self.clause_breaks, t - 1)

    def comma(self, t: int) -> int:
        return bisect_right(self.comma_breaks, t - 1)

    def scope(self, level: int, t: int) -> int:
        if level == 1:
            return self.comma(t)
        return self.clause(t) if level == 2 else self.sent(t)


def perceive(text: str, lexicon: Lexicon, *, observer: str | None = None) -> tuple[Event, ...]:
    """Every candidate event in ``text``, in text order.

    Args:
        text: the observation, any Unicode.
        lexicon: a compiled lexicon (:func:`engine.lexicon.compile_lexicon`).
        observer: the observer's name (``ctx.observer``); ``you``/``I`` always mean the observer.

    Returns:
        Events including negated, other-subject and non-actual ones, so ``explain`` can show why
        they do not count; use :attr:`Event.is_actual_self` to select those that move needs.
    """
    tx = _Text(text)
    words = tx.words
    if not words:
        return ()
    keys = _keys(lexicon, words)
    items = _match(lexicon, words, keys)
    seg = _Segments(items, words)
    quoted_ranges = tx.quoted_ranges()

    def quoted(t: int) -> bool:
        return any(a <= t < b for a, b in quoted_ranges)

    mentions = _mentions(lexicon, tx, items, seg, quoted,
                         phrase_tokens(observer) if observer else ())

    cues: list[tuple[int, str, bool]] = []
    quantities: list[tuple[int, float]] = []
    candidates: list[_Candidate] = []
    for idx, it in enumerate(items):
        types = it.types
        if "exception" in types or "breaker" in types and len(types) == 1:
            continue
        for r in it.roles:
            rtype = r.type
            if rtype == "cue":
                cues.append((it.start, r.kind or "", "anywhere" in r.flags))
            elif rtype == "quantity":
                quantities.append((seg.clause(it.start), r.weight))
            elif rtype == "term":
                weight = r.weight
                spec = lexicon.kinds.get(r.kind or "")
                if spec is not None:  # "eat a handful of crackers": the object scales it
                    obj = _find_object(items, idx, r.kind or "", spec.window, seg)
                    if obj is not None:
                        weight *= obj[0].weight
                candidates.append(_Candidate(r.kind or "", it.start, (it.start, it.end), weight,
                                             r.base, r.flags,
                                             agentive=bool(types & {"person", "animal"})))
            elif rtype == "verb":
                obj = _find_object(items, idx, r.kind or "", r.window, seg)
                if obj is not None:
                    orole, oitem = obj
                    candidates.append(_Candidate(r.kind or "", oitem.start, (it.start, oitem.end),
                                                 orole.weight, f"{r.base} + {orole.base}",
                                                 orole.flags))
            elif rtype == "companion":
                cl = seg.clause(it.start)
                for m in mentions:
                    if (it.end <= m.index < it.end + r.window and m.clause == cl
                            and not m.possessive and m.what != "third"):
                        candidates.append(_Candidate(r.kind or "", it.start,
                                                     (it.start, m.end), r.weight, r.base,
                                                     r.flags))
                        break
    if not candidates:
        return ()

    cue_levels = lexicon.cue_levels
    events: list[tuple[int, Event]] = []  # (clause id, event)
    unaware_from: int | None = None
    candidates.sort(key=lambda c: (c.pos, c.span))
    for c in candidates:
        pos = c.pos
        negated = witness = distance = False
        mode_at, mode = -1, "actual"
        anywhere_mode = None
        for ci, ctype, anywhere in cues:
            if ci >= pos and not anywhere:
                continue
            level = cue_levels.get(ctype, 2)
            if seg.scope(level, ci) != seg.scope(level, pos):
                continue
            if ctype == "negation":
                negated = True
            elif ctype == "witness":
                witness = True
            elif ctype == "distance":
                distance = True
            elif ctype in _MODE_CUES:
                if mode_at < ci < pos:
                    mode_at, mode = ci, ctype
                elif anywhere:
                    anywhere_mode = ctype
        if mode_at < 0 and anywhere_mode:
            mode = anywhere_mode
        if mode == "actual" and quoted(pos):
            mode = "reported"
        if mode == "reported" and "report_proof" in c.flags:
            mode = "actual"

        spec = lexicon.kinds.get(c.kind)
        sent = seg.sent(pos)
        unaware = unaware_from is not None and sent >= unaware_from
        subject = _subject(spec.subject if spec else "agent", c, mentions, seg, quoted, witness,
                           distance, unaware, spec.shared_scope if spec else 2)
        strength = c.weight
        cl = seg.clause(pos)
        for qcl, mult in quantities:
            if qcl == cl:
                strength *= mult
        strength = round(min(1.0, max(0.0, strength)), 4)
        ev = Event(c.kind, subject, negated, mode, strength, c.term, tx.span(*c.span))
        events.append((cl, ev))
        if spec and spec.ends_awareness and unaware_from is None and ev.is_actual_self:
            unaware_from = sent + 1

    return _merge(events, lexicon)


def _mentions(lex: Lexicon, tx: _Text, items: list[_Item], seg: _Segments, quoted: Any,
              obs: tuple[str, ...]) -> list[_Mention]:
    """Who is mentioned where: the observer, groups with the observer, and others, in order."""
    words, cased = tx.words, tx.cased
    n = len(words)
    out: list[_Mention] = []
    taken: set[int] = set()
    for it in items:
        types = it.types
        if "exception" in types:
            taken.update(range(it.start, it.end))
            continue
        if "self" in types:
            out.append(_Mention(it.start, it.end, "self", _possessive(it), "self"))
        elif "group" in types:
            out.append(_Mention(it.start, it.end, "self", False, "group"))
        elif "third" in types:
            out.append(_Mention(it.start, it.end, "other", _possessive(it), "third"))
        elif "person" in types or "animal" in types:
            out.append(_Mention(it.start, it.end, "other", _poss_next(words, it.end), "person"))
        else:
            continue
        taken.update(range(it.start, it.end))
    if obs:
        k = len(obs)
        for t in [i for i, w in enumerate(words) if w == obs[0]]:
            if tuple(words[t:t + k]) == obs:
                out.append(_Mention(t, t + k, "self", _poss_next(words, t + k), "name"))
                taken.update(range(t, t + k))
    for t in seg.sentence_starts:
        if words[t] in lex.determiners and t not in taken:
            out.append(_Mention(t, t + 1, "other", False, "thing"))
            taken.add(t)
    known, not_names = lex.known, lex.not_names
    item_at = {it.start: it for it in items}
    for t in [i for i, c in enumerate(cased) if c[0].isupper()]:
        w = words[t]
        if (t in taken or not w.isalpha() or w in known or w in not_names
                or seg.sent(t) in seg.location
                or not _is_name(lex, t, tx, item_at, seg.sentence_starts)):
            continue
        end = t + 1
        while (end < n and cased[end][0].isupper() and words[end].isalpha()
               and words[end] not in known and end not in taken):
            end += 1
        out.append(_Mention(t, end, "other", _poss_next(words, end), "name"))
        taken.update(range(t, end))
    out.sort(key=lambda m: m.index)

    last_third = "other"  # what he/she/they refer to: the latest third-person mention
    for m in out:
        m.sent = seg.sent(m.index)
        m.clause = seg.clause(m.index)
        m.quoted = quoted(m.index)
        if m.what == "third":
            m.subject = last_third
        elif m.what in ("person", "name"):
            last_third = m.subject
        elif m.what == "self" and m.quoted:
            m.subject = "other"  # "I" inside a quote is the speaker

    # coordination: "Jonas and Zoë", "Caio and his team" -- a shared activity with the observer
    # is the observer's too
    heads = [m for m in out if not m.possessive]
    for a, b in zip(heads, heads[1:], strict=False):
        if a.end < n and words[a.end] == "and" and a.sent == b.sent:
            gap = words[a.end + 1:b.index]
            if len(gap) <= 1 and all(g in _COORD_SKIP for g in gap) \
                    and "self" in (a.subject, b.subject):
                a.subject = b.subject = "self"
    return out


def _poss_next(words: list[str], end: int) -> bool:
    return end < len(words) and words[end] == "'s"


def _possessive(it: _Item) -> bool:
    return any(r.base in _POSSESSIVES for r in it.roles)


def _is_name(lex: Lexicon, t: int, tx: _Text, item_at: dict[int, _Item],
             sentence_starts: set[int]) -> bool:
    """A capitalised unknown word is a name mid-sentence unless a place word precedes it; at the
    start of a sentence only when what follows looks like its verb or the rest of a name."""
    words = tx.words
    if t not in sentence_starts:
        return not (t > 0 and words[t - 1] in lex.place_words)
    if t + 1 >= len(words):
        return False
    nxt = words[t + 1]
    if nxt == "'s" or nxt in lex.name_followers:
        return True
    if nxt.isalpha() and tx.cased[t + 1][0].isupper() and nxt not in lex.known:
        return True
    it = item_at.get(t + 1)
    if it is not None and ("term" in it.types or "verb" in it.types):
        return True
    return len(nxt) > 3 and nxt.endswith("s") and nxt.isalpha() and not nxt.endswith("ss")


def _find_object(items: list[_Item], idx: int, kind: str, window: int,
                 seg: _Segments) -> tuple[Role, _Item] | None:
    """The first ``object`` of ``kind`` within ``window`` tokens after ``items[idx]``, same
    clause, not past a breaker."""
    verb = items[idx]
    limit = verb.end + window
    cl = seg.clause(verb.start)
    for it in items[idx + 1:]:
        if it.start > limit or seg.clause(it.start) != cl:
            break
        if "breaker" in it.types:
            break
        if "exception" in it.types:
            continue
        for r in it.roles:
            if r.type == "object" and r.kind == kind:
                return r, it
    return None


def _subject(rule: str, c: _Candidate, mentions: list[_Mention], seg: _Segments, quoted: Any,
             witness: bool, distance: bool, unaware: bool, shared_scope: int) -> str:
    if rule == "situation":
        return "other" if distance or unaware else "self"
    if c.agentive or witness:
        return "other"
    pos = c.span[0]  # the subject precedes the verb, not its object
    s, cl, q = seg.sent(pos), seg.clause(pos), quoted(pos)
    if rule == "shared":
        wide = shared_scope == 3
        for m in mentions:
            if m.subject == "self" and not m.quoted and (m.sent == s if wide else m.clause == cl):
                return "self"
    # a participle right before a person is that person's: "sleeping patients"
    after = c.span[1]
    for m in mentions:
        if m.index == after and m.what == "person" and not m.possessive:
            return "other"
    allow_poss = rule == "experiencer"
    nearest = first_in_sent = None
    topic = None  # first mention of the latest earlier sentence that has one
    topic_sent = -1
    for m in mentions:
        if m.index >= pos:
            break
        if m.possessive and not allow_poss:
            continue
        if m.sent != s:
            if not m.quoted and m.sent != topic_sent:
                topic, topic_sent = m, m.sent
            continue
        if m.quoted != q:
            continue
        if first_in_sent is None:
            first_in_sent = m
        if m.clause == cl:
            nearest = m
    if nearest is not None:
        return nearest.subject
    if first_in_sent is not None:
        return first_in_sent.subject
    if unaware:
        return "other"
    return topic.subject if topic is not None else "self"


def _merge(events: list[tuple[int, Event]], lex: Lexicon) -> tuple[Event, ...]:
    """Apply ``overrides`` and merge same-kind duplicates of a clause (the strongest is kept)."""
    dropped: set[int] = set()
    for cl, ev in events:
        spec = lex.kinds.get(ev.kind)
        if not spec or not spec.overrides or ev.negated or ev.mode != "actual":
            continue
        for j, (cl2, ev2) in enumerate(events):
            if cl2 == cl and ev2.kind in spec.overrides:
                dropped.add(j)
    best: dict[tuple[Any, ...], Event] = {}
    for i, (cl, ev) in enumerate(events):
        if i in dropped:
            continue
        key = (cl, ev.kind, ev.subject, ev.negated, ev.mode)
        if key not in best or ev.strength > best[key].strength:
            best[key] = ev
    return tuple(sorted(best.values(), key=lambda e: (e.evidence, e.kind)))
