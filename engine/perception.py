"""Observation understanding: observation text → events (kind, subject, polarity, mode, strength).

:func:`perceive` is pure and deterministic: no I/O, no clock, no globals. Every behaviour comes from
the compiled :class:`~engine.lexicon.Lexicon` (lexicon YAML) plus the general rules below, so a
designer changes what is understood by editing YAML, never Python.

Pipeline (one pass each, all tables precompiled):

1. **Normalise**: NFKC + casefold per grapheme, keeping a map back to the original offsets (ASCII
   text is only lower-cased); invisible format characters (a zero-width space inside
   ``sle\u200beping``) are dropped.
2. **Tokenise** words, clitics (``n't``, ``'s``), numbers with their points (``38,9``,
   ``7,000``: no comma or full stop inside) and punctuation, with one regular expression.
3. **Match** phrases greedily, longest first, on the token trie; each token is looked up by its
   surface form, which the lemma table maps to base words (``ate`` → ``eat``); at equal length a
   phrase matched by exact surface forms wins over one matched through lemmas (a noun keeps the
   light-verb reading of its lemma: ``wiring`` is work's object and a form of ``wire``). A token the
   lexicon does not know, of at least ``fuzzy.min_length`` letters, may match a content word by
   rapidfuzz OSA edit distance (``fuzzy.max_edits``: one edit for 5+ letters, two for 10+; a swap is
   one edit; never a ``real_words`` word or an ``-er`` noun of a lexicon word) or, without
   ``max_edits``, ``fuzz.ratio`` cutoffs (:meth:`~engine.lexicon.Lexicon.fuzzy_bases`); with
   ``fuzzy.keyboard`` a substituted letter must be a slip (a neighbouring key, a sound-alike vowel,
   a doubled letter, another accent), so a real word one letter away is not a typo (``sealing`` is
   not ``selling``); an adjacent swap anywhere is one edit (``wroking``). A word capitalised
   mid-sentence, or the observer's name anywhere, is a name, never a typo (``Stig`` is not
   ``sting``), unless it is a unit (``°C``, ``5 PM``); ALL-CAPS text says nothing about names.
   Exceptions (``restaurant``, ``the rest``, ``cardiac arrest``, idioms such as ``computer
   crashes``, ``wrestle with a``) are phrases too: matched first by length, they make their span
   mean nothing. The trie is compiled into an automaton over surface tokens
   (:data:`~engine.lexicon.MatchState` tuples), so a token costs one dict lookup; a typo is read as
   a symbol standing for its bases, matching none of them exactly. Only the text's unknown words (a
   set difference) are looked up as typos, each once per lexicon (memoised).
4. **Segment** at breakers into sentences, clauses and comma-parts (per-token sentence and clause
   id arrays; ``once`` right before an action is the adverb, no break: ``a chef once ate``; a
   ``subjects.clause_openers`` word such as ``as`` breaks before itself only before a new subject
   or a comma: ``waits as two skaters shove each other``, not ``works as a nurse``); mark
   quoted speech (not a log line's ``act="..."`` field value); after a ``place`` breaker (``@``,
   ``place:``) a place is named up to the next sentence or clause breaker (``@ staff room, but
   she ...`` goes on with the story).
5. **Mentions**: observer words (``you``, ``I``, the observer's name), groups (``we``, ``the two of
   them``, ``all three``), others (names, person nouns, animals, a sentence or clause starting with
   a determiner, a determiner + unknown words + auxiliary: ``a toddler is``, an article or number +
   unknown words + a present-tense action: ``the conductor checks``, ``two backpackers stretch
   out``, ``one`` opening a clause right before its verb: ``until one goes down bleeding``),
   and third-person pronouns resolved to the latest third-person mention that is not a
   preposition's object (else the latest one), agreeing in number (``Emeka's friends swim, but he
   stays``: Emeka; ``chats with her guests while they drink``: the guests); ``who`` is the person
   right before it, and someone inside a relative clause without ``that`` (``waves away the whisky
   his uncle pours and sips a cola``) is no subject after it; an object pronoun (``him``, ``them``,
   ``her`` before ``to``/``of``/...) is never its own clause's subject, so it skips that subject
   (``Jana's neighbour accuses her``: Jana). A preposition's object (``to your colleague``, ``with
   my old roommate``) is governed: never a subject. A person word as a predicate (``is a welder``,
   ``, a food photographer,``) names nobody new; an occupation there is the subject's work; a
   one-word person noun right after a subject pronoun is a verb (``you nurse a cold``), not a
   mention. A name right after a person word is that person (``your cousin Marta``; a person word
   with no owner before the observer's name is a title: ``Professor Mei`` is the observer). The
   observer's name or pronoun after a preposition (``the man opposite Pilar``, ``across the road
   from you``) is governed: never a subject. An apposition (``, a locksmith,``, ``, the porter,``,
   ``, their waiter,``) renames only a bare subject before the comma and must close with a comma,
   so after a fronted phrase ``, a stranger is`` is a new subject.
6. **Events**: a ``term`` fires alone; a light ``verb`` fires with an ``object`` of its kind within
   its window (``have`` + ``lunch``, ``finish`` + ``bottle of water``; an object marked
   ``yields`` gives way like a companion word: ``share a bottle of``); a ``companion`` (``with``,
   ``calls``) fires socialising with a person after it (a name, a person noun, or an object-only
   pronoun: ``sit with him``), unless the clause's activity is one of
   the kind's ``companion_yields_to`` (``spar with Rui`` is exercise); a companion verb with
   nobody after it whose subject is someone of the observer's is a call to the observer
   (``Björn's brother rings from the hospital``); an ``addressed`` term aimed at oneself
   (``muttering to herself``) fires nothing, nor does a speech verb whose speaker or listener
   is named by an occupation (``tells the GP``, ``the doctor tells Lucía``: service, not
   company); in a status line whose
   place holds one of a kind's ``verb_alone_at`` words (``@ site office``) its light verbs fire
   without an object (``is reviewing blueprints``), unless it took another kind's object
   (``is finishing her lunch @ office``); so do they in a clause holding one of the kind's
   ``verb_alone_with`` phrases (``grilling skewers for the lunch crowd``), and the kind's
   ``task_verbs`` fire only in those two settings, never through an object (``folds the guest
   towels`` is no work); an ``experiencer`` kind's verb finds its object before it in a passive
   (``Linh's wrist is badly broken``); a light verb is no cue for its own object
   (``reviewing`` is not a report); a term's ``list_objects``
   kinds add events for objects listed after it (``wolfs down burgers and a milkshake``); a
   ``yields`` term (``together``, ``over coffee``) gives way like a companion word and belongs to
   whoever did the clause's latest actual event. Words in the place of a status
   line make no events. A cue word used as a noun (``the coach``, ``the watch on the bridge``)
   is no cue.
7. **Polarity and mode**: a cue applies to what follows it inside its scope (negation ends at a
   comma-level breaker by default, intent/waiting/reporting at a clause breaker); quoted speech is
   ``reported``, and a cue inside it does not reach the words outside it; a future auxiliary
   (``'ll``, ``will``) reaches a ``when``/``once`` clause right
   after its own (``what she'll say when she confronts her landlord``); an ``-ing`` verb coordinated
   after a report cue is out of its scope (``reading a novel and eating cherries``), and so is a
   predicate after ``and`` + a form of ``be`` (``have ordered two pints and are chatting``); what
   the observer tells a clinician (``subjects.clinicians``) about an ailment is ``actual``, and
   so is an ailment owned right before it under an intent or waiting cue (``on her way to get her
   hacking cough looked at``: she has it now);
   ``report_proof`` terms (warnings) stay ``actual``, and so does a ``situation`` reported or
   forecast at the observer's own place or urged on them (a ``local`` cue: "over your town",
   "Fenna's district", "get your boat tied up now!"), at the strength ``cues.local.multiplier``
   leaves it: a warned threat is milder than a present one. Witness and report cues do not reach
   a ``posture`` term (``feet up``), the state of its clause's subject (``Ravi watches a film
   from his armchair, feet up``). A cue term may carry its own ``ends_at``
   (``Schedule:`` covers its sentence) and a ``window`` (``reference`` cues such as ``after the``
   cover only the next few words: mode ``reference``).
8. **Subject** by the kind's rule:
   ``agent`` — with a passive and its agent, whoever follows ``by`` (``is eaten by his
   guests``); else the nearest non-possessive mention before the term in its clause, else the
   first of the sentence, else a subject right after a fronted phrase (``behind the counter the
   chef``), else the previous sentence's topic, else the observer; ``experiencer`` — someone
   else owning the body part inside it (``my neighbour ... cut his finger``), else the owner
   right after it (``the gash on Rowan's forearm``), else as ``agent`` with possessives that
   come right before the ailment or open the clause (``Varga's fever``, ``Your head is starting
   to ache``), but when the ailment heads the subject noun
   phrase (``the stomach bug has killed his appetite``) the sufferer is the first mention after
   it, else the previous sentence's topic, else someone else; ``shared`` — the observer if the
   clause mentions them (``he slams the door in your face``, ``sits with you``; an
   ``addressed`` term, speech or a call, reaches an observer named earlier in the sentence:
   ``you eat while Greta tells a story``; ``they`` after the observer and someone else is both of
   them), except a mention
   before the term inside someone else's subject (``someone behind you``, ``her kids``,
   ``Mo's colleague``: only a ``participants`` preposition such as ``with`` keeps it, or a
   third-person object pronoun after the term, which points back at the possessor: ``Edgar's
   grandmother tells him``); an observer's possessive after the term that owns a person and is
   no participant (``the quarrel is between Emerson's parents``) makes it someone else's;
   else as ``agent``; ``situation`` — the
   observer unless a distance cue places it elsewhere or its clause names someone else it happens
   to (``a cyclist skids``) and not the observer. After a witness cue (``you hear``, ``I
   watched``) agent-like events are someone else's. After an actual self event of an
   ``ends_awareness`` kind (``You are asleep``) later clauses belong to the world.
9. **Strength** = term weight × the clause's quantity multipliers, clamped to [0, 1]; a ``limit``
   cue after a negation (``too wound up to manage more than a couple of forkfuls``) makes the
   event actual at that strength and caps the kind's earlier events of the subject in its
   sentence (and, after a status line's place, the sentence before it); same-kind
   duplicates in a clause merge (strongest kept); ``overrides`` drop e.g. socialising in a clause
   with an actual argument.
10. **Status activity** (the lexicon's ``status_activity`` section): in a status line whose
    sentence opens with the observer and a verb that no candidate covers (``be`` + ``-ing``:
    ``Wei is pipetting samples @ Kendrick Building: lab 3``; or finite: ``Dmitri wrestles a
    drill bit out of the rock face @ Shaft 9``), with no actual self event
    in the sentence, the verb is an actual self event of the section's kind (work) at its
    weight, unless the verb is one of its ``not_verbs`` (``reading``, ``queueing``) or the place
    holds one of its ``not_places`` (``flat``, ``balcony``, ``park``). A status record whose
    ``agent:`` field names the observer has its ``action:`` field's ``-ing`` verb judged the same
    way (``Status report | agent: Hamid | place: Brackley Prison | action: counting inmates``),
    and so is a sentence that opens with the observer and such a verb and names one of the
    kind's ``verb_alone_at`` workplaces after ``in``/``at``/``on`` in the verb's clause
    (``Declan supervises evening prep in the library``), unless the verb's object is the
    observer's own (``rinsing their arm at the clinic sink``) or the place follows someone else
    (``overhears two farmhands in the barn``). A narrative sentence (or a later clause) that the
    observer opens with such a verb is judged by the section's ``frames``
    (:func:`_framed_activity`): the verb is work when its own predicate names people served,
    a work occasion, working hours, a batch count or a workplace the verb runs (``Rosa shapes
    two hundred baguettes before the sun comes up``).

Cost: linear in the text length. Every scope is at most a sentence, so cues, mentions, quantities
and merges are looked up per sentence or clause, never by scanning the whole text per event:
sentence and clause ids are per-token lists built by ``itertools.accumulate`` (a lookup is a list
index), cues and mentions are grouped by sentence and quantities by clause in dicts, and
``bisect`` serves the rarer lookups (comma parts, quotations, earlier sentences' topics, the item
after a capital). Per-token work is done by C-level helpers (``re.findall``, ``map``,
``compress``, set operations) where it can be; Python loops run per matched item, mention and
candidate. For scale (``benchmarks/perception.py --phases``, 1 KB of corpus prose: 218 tokens,
87 matched items, 29 mentions, 11 candidates; CPython 3.11 on the 2-core reference box) a text
cost about 360-390 us in session 4 (tokenising ~60, phrase matching ~45, mentions ~105,
candidates ~50, the rest ~125) and about 420-450 us after session 5's accuracy rounds (work
frames, joint subjects, typo shapes, who-did-what rules: mentions ~130, candidates ~65), and
about 500 us after session 6's (names, wishes, phrasal verbs, listeners, relative clauses, work
by role and trade: 4.5 -> 5.0 million instructions per text, callgrind). The
regular-expression pass alone is ~25 us and one C-level ``map`` over the tokens ~5 us, so in
pure Python this design stays well above the 100 us that issue 3's 10,000 observations per
second would allow.
``tests/data/perception-golden.json`` pins the behaviour.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Collection, Mapping
from itertools import accumulate, chain, compress, product, repeat
from operator import attrgetter, itemgetter, not_, sub

from engine.lexicon import (
    EVENT_KINDS,
    POSSESSIVES,
    TOKEN_PATTERN,
    Benign,
    Counted,
    Crushed,
    FeverReading,
    GutUpset,
    KindSpec,
    Lexicon,
    Phrase,
    Role,
    StatusActivity,
    _LazyPattern,
    normalize_cased,
    phrase_tokens,
    typo_symbol,
)
from engine.lexicon import compile_lexicon as compile_lexicon
from engine.records import Record

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["EVENT_KINDS", "MODES", "Event", "Lexicon", "compile_lexicon", "perceive"]

MODES = ("actual", "planned", "waiting", "reported", "reference", "asked")
"""``actual``: happening or just happened; ``planned``: intent or future; ``waiting``: ordered,
queueing or waiting for it; ``reported``: told, read, broadcast, quoted or only a topic of talk;
``reference`` (a refinement of issue 3's modes): named only as a point in time ("after the night
shift", "since lunch"), not described happening; ``asked`` (another refinement): only asked about,
in a question or after ``whether`` ("Have you eaten today?", "Ines asks whether you slept"),
not said to have happened."""

_MODE_CUES = ("planned", "waiting", "reported", "reference", "asked")
# The expressions that only some texts need (quotes, non-ASCII text, "_", "/", line breaks, an
# identifier) compile on first use (engine.lexicon._LazyPattern); measured with callgrind:
# compiling them took ~6 M of a cold tick's ~171 M instructions (issue 7).
# a quotation: an opening quote not after a word, another quote or "=" (a log line's field
# value, act="eating a toastie", is no speech), then text up to the same quote after a word or
# end punctuation (the quote is matched first, then looked behind, so the scan jumps from quote
# to quote)
_QUOTE_RE: Any = _LazyPattern(
    "_QUOTE_RE", r"""(['"])(?<![\w'"=].)(?=\w)(.+?)(?<=[\w.!?,])\1(?!\w)""", 0, globals())
# each match is the whitespace before a token plus the token: their running lengths are the
# tokens' end offsets, so offsets cost no per-token Python work
_PIECE_RE: Any = _LazyPattern("_PIECE_RE", r"\s*(?:" + TOKEN_PATTERN + ")", re.VERBOSE, globals())
# the same for ASCII text (speed, session 11): ASCII classes test a character with a table
# instead of Unicode's category functions; \x1c-\x1f are added to \s, as Unicode's \s has them
_PIECE_ASCII_RE = re.compile(r"[\s\x1c-\x1f]*(?:" + TOKEN_PATTERN.replace(r"\s", r"\s\x1c-\x1f")
                             + ")", re.VERBOSE | re.ASCII)
# full-width forms (U+FF01-FF5E) and the ideographic space typed in place of ASCII: one
# character each way, so offsets are unchanged ("Ｈｅｉｄｉ　ｅａｔｓ" is "Heidi eats")
_FULL_WIDTH_RE: Any = _LazyPattern("_FULL_WIDTH_RE", "[\u3000\uff01-\uff5e]", 0, globals())
_FULL_WIDTH_TABLE = {0x3000: " ", **{c: chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)}}
# an ASCII capital that begins a token: not after a word character, nor after the apostrophe of
# a clitic ("O'Brien" -> "o" + "'brien"); the letter comes first so the scan skips fast
# an underscore between letters joins the words of an identifier ("eat_lunch", not "agent_7")
_SNAKE_CASE_RE: Any = _LazyPattern("_SNAKE_CASE_RE", r"(?<=[^\W\d_])_(?=[^\W\d_])", 0, globals())
# a slash between the fields of a key/value status report, right before the next field's key
# and its colon ("Status: Marisol / location: Escuela 14 / activity: grading quizzes"): a field
# separator like "|" (design choice, session 9); "and/or", "km/h" and "9/10" have no space before
_FIELD_SLASH_RE: Any = _LazyPattern(
    "_FIELD_SLASH_RE", r"(?<=\s)/(?=[ \t]*[^\W\d_][\w' -]{0,24}:(?![\d/]))", 0, globals())
# a line break before a chat turn's speaker tag ("[Slack #lab-group]\nPieter: third espresso
# of the morning\nAroha: pace yourself"): a turn separator like "|" (design choice, session
# 12), so the next line's speaker opens a turn; not before a time ("\n10:30 ..."); also
# before a log row's name field ("Bataa | eating noodles\nAna | selling tickets")
_LINE_TURN_RE: Any = _LazyPattern("_LINE_TURN_RE", r"\n(?=[ \t]*(?:<|[^\W\d_][\w'-]{0,30}"
                                   r"(?:[ \t][^\W\d_][\w'-]{0,30}){0,2}[ \t]*"
                                   r"(?::(?![\d/])|\|(?!\|))))",
                                   0, globals())
# a clock time's dotted "a.m." / "p.m." with the sentence going on after it ("changing into
# his hi-vis before the 10 p.m. shift", "lies awake till 3 a.m. running sums"): read as the
# one token "10pm" / "3am" padded with spaces, so its dots end no sentence and offsets are
# unchanged. A capital or the text's end after it keeps the dots ("starts at 10 p.m. Then she
# sleeps.")
_CLOCK_DOTS_RE: Any = _LazyPattern(
    "_CLOCK_DOTS_RE", r"(?<=\d)\s?([aApP])\.([mM])\.(?=\s+[a-z0-9])", 0, globals())


def _clock_glued(m: re.Match[str]) -> str:
    """A dotted clock mark glued to its number, padded to its own length ("2 a.m." -> "2am   ")."""
    return (m.group(1) + m.group(2)).ljust(len(m.group(0)))


_CAP_RE = re.compile(r"[A-Z](?<!\w[A-Z])(?<!\w'[A-Z])", re.ASCII)  # (run on ASCII text only)
_OBJECT_PRONOUNS = frozenset({"him", "them"})
# the person a fronted place is at, ending it before a new subject ("behind him the porter
# eats", "opposite her a stranger"): an object pronoun
_PLACE_AT_PERSON = frozenset({"him", "her", "them", "me", "you", "us"})
# the words of a place phrase besides its prepositions ("next to", "ahead of", "in front of",
# "right behind", "just across from")
_PLACE_PHRASE_WORDS = frozenset({"next", "ahead", "front", "right", "just", "close", "across",
                                 "away", "straight"})
_THIRD_OBJECTS = frozenset({"him", "her", "them"})
_COORD_BREAK = frozenset({"and", "or", "but", "nor"})
_FRONTED_REACH = 12  # tokens from a sentence-opening "as" to the comma that closes its clause
# a term answered back ("he shouts back", "snaps back"): a reply to the one named before
_RECIPROCAL_ENDS = frozenset({"back"})
# the verb of hearing whose object's bare verb is done among themselves ("listening to two
# teenagers gossip"; "watch" and "hear" are witness cues already)
_LISTEN_STEM = "listen"
# "each other": a reciprocal object, the subject's people among themselves
_RECIPROCAL_OBJECTS = frozenset({"each"})
# kinds whose "they" after a group the observer called, met or saw stands for that group alone
# ("Ana phones the twins. They start a fight": a row among the twins), while talk or a meal
# "they" share may take the observer in ("welcomes his classmates, and they reminisce over
# dumplings"), design choice (who did what)
_GROUP_THEY_KINDS = frozenset({"conflict"})
_SENT_MARKS = frozenset({".", "!", "?", ";", "|", "@", ":", '"', "'"})
_PART_ENDS = frozenset({",", ";", ".", "!", "?", ":", "@", "|"})
_PRONOUNS = frozenset({"you", "i", "me", "we", "us", "he", "him", "she", "her", "they", "them"})
_ACTS = frozenset({"term", "verb"})
# words that may follow a person noun that heads its phrase ("sleeping patients who ...")
_CLAUSE_WORDS = frozenset({"who", "whom", "whose", "that", "which", "while", "when", "as", "and",
                           "or", "but", "in", "on", "at", "by", "with", "from", "for", "of", "to",
                           "is", "are", "was", "were", "has", "have", "had", "nearby", "beside"})
_PLURAL_DETERMINERS = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine",
                                 "ten", "several", "some", "many", "both", "few", "dozens"})
_ARTICLES = frozenset({"the", "a", "an"})
_PLURAL_ARTICLES = frozenset({"the", "these", "those"})
_ACTIVITY_KINDS = frozenset({"eat", "drink", "sleep", "rest", "exercise", "socialize", "work"})
_PERFECT_ENDS = ("ed", "en", "wn", "ne", "nt", "ung", "ught")  # worked, eaten, done, spent
# participles after "have" that make it an auxiliary before a meal's food ("has cooked a curry",
# "has bought a loaf", "has slept through breakfast", "has kept a sandwich"); not -en or -ne
# forms, which are also numbers and words ("has ten", "has one"), nor -ft or -de ("has soft
# drinks", "has homemade soup")
_AUX_MEAL_ENDS = ("ed", "ght", "pt")
_PASS_ON: Any = object()  # a clause opener that owns a person hands the opening to that person
_SUBJECT_FORMS = frozenset({"i", "you", "he", "she", "we", "they"})
# subject pronouns no preposition governs ("for Piet and he takes a swallow": a new subject)
_NOMINATIVE = _SUBJECT_FORMS - {"you"}  # ("you" is also an object)
_TO_OWNER = frozenset({"to_owner"})
_NOT_AWAITED = frozenset({"socialize", "danger", "conflict"})  # never ordered or queued for
# shared kinds whose bare verb after someone heard or seen is theirs alone: who listens to a
# couple argue is no party to the row ("listens to her grandfather describe the war" is still
# company: talk heard from someone is talk with them)
_HEARD_NO_PARTY = frozenset({"conflict"})
_JOINT = frozenset({"joint"})  # a joint subject's shared activity: the observer is a party
_OWNER_WORDS = frozenset({"your", "my", "his", "her", "their", "our"})
_OWNED = _OWNER_WORDS | {"'s"}  # a word that owns the noun after it
_OWNER_MARKS = frozenset({"'s", "'"})  # "the veterans' team", "the nurses' union"
_OBSERVERS_OWN = frozenset({"your", "my", "our"})
# before a plural, words that make it a noun: "the canoes", "his skis", "Luca's skates"
_THING_OWNERS = _PLURAL_ARTICLES | _OWNED
_FUTURE_AUX = frozenset({"'ll", "will", "shall", "gonna"})
_FUTURE_CLAUSES = frozenset({"when", "once"})
_BE_FORMS = frozenset({"is", "are", "was", "were", "am"})
# verbs that say how a thing is, before an adjective ("her nose feels stuffy")
_LINKING = _BE_FORMS | {"feel", "feels", "felt", "seem", "seems", "seemed", "look", "looks",
                        "looked"}
_ALL_WORDS = frozenset({"all", "everyone", "everybody", "anyone", "anybody", "nobody", "none"})
# the words that leave someone out right after an "all" word ("all but Evander", "everyone bar
# Ana", "all save Ana"): "bar" and "save" only there, as they are nouns and verbs elsewhere
_ALL_BUT = frozenset({"but", "bar", "save"})
_EXCEPTED = "excepted"  # someone left out after their name ("everyone, Ana excepted, eats")
# titles written with a full stop ("Mrs. Osei"): the stop ends no sentence before a word
_TITLE_ABBREVIATIONS = frozenset({"mr", "mrs", "ms", "mx", "dr", "prof", "capt", "sgt", "lt",
                                  "rev", "fr", "st", "cpl", "col", "gen", "insp", "det"})
_RELATIVE_OBJECTS = frozenset({"which", "whom"})
_GO_AND = frozenset({"go", "come", "run"})
_APPOSITION_TAILS = frozenset({"of", "to", ","})
_CLEFT_VERBS = frozenset({"'s", "is", "was"})
_BUT_WORDS = frozenset({"but", "yet"})
_PLURAL_THIRD = frozenset({"they", "them", "their", "themselves"})
_SINGULAR_THIRD = frozenset({"he", "him", "his", "himself", "she", "her", "hers", "herself"})
_HE_SHE = frozenset({"he", "she"})  # singular subject pronouns, going back to someone heard
_PLURAL_PEOPLE = frozenset({"people", "children", "men", "women", "parents", "kids"})
_PRONOUN_GENDER = {"he": "m", "him": "m", "his": "m", "himself": "m", "she": "f", "her": "f",
                   "hers": "f", "herself": "f"}
# partitive heads ("one of them", "both of them"): with "of" and a third-person pronoun they
# are a clause's subject, a member of the pronoun's people, not a preposition's object
_PARTITIVES = frozenset({"one", "two", "three", "both", "all", "each", "either", "neither",
                         "none", "some", "most", "several", "many", "few", "rest", "half",
                         "majority", "lot", "couple", "handful", "bunch", "dozen", "others"})
# words after which a clause's subject comes ("as the fishermen drink", "while the locals eat");
# not prepositions, whose noun phrase is their object ("on the rocks and drink")
_SUBJECT_OPENERS = frozenset({"as", "while", "whilst", "when", "and", "but", "because", "that",
                              "where", "until", "before", "after", "since", "so", "though",
                              "although", "whereas", "then"})
# words before "to" that make it a place ("next to you"), not an addressee ("talks to you")
_LOCATIVE_TO = frozenset({"next", "close", "near", "opposite", "adjacent", "right", "up"})
# verbs whose "to" names a person, not a place: "waves to Wim", "talks to Maria"
_TO_SOMEONE = frozenset({"wave", "waves", "waved", "waving", "talk", "talks", "talked", "talking",
                         "speak", "speaks", "spoke", "speaking", "chat", "chats", "chatted",
                         "write", "writes", "wrote", "reply", "replies", "replied", "explain",
                         "explains", "explained", "introduce", "introduces", "introduced",
                         "listen", "listens", "listened", "nod", "nods", "nodded", "smile",
                         "smiles", "smiled", "shout", "shouts", "shouted", "whisper",
                         "whispers", "whispered", "apologise", "apologises", "apologised",
                         "complain", "complains", "complained", "married", "next", "close"})
_NUMBER_WORDS = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                           "eleven", "twelve", "twenty", "fifty", "hundred", "hundreds", "thousand",
                           "thousands", "dozen", "dozens", "several", "many", "few"})
# words naming where a visit or a call goes ("a visit to the ward", "calls at the depot")
_GOAL_MARKS = frozenset({"to", "at"})
_LISTENER_MODIFIERS = 3  # words between a telling's determiner and its listener ("the new")
# words that end a telling's object before any listener ("tells the story about ...")
_LISTENER_STOPS = frozenset({"that", "about", "to", "what", "how", "why", "and", "or", "of",
                             "story", "stories", "joke", "jokes", "news", "truth"})
_FRONTED_TAIL = 5  # tokens a fronted phrase may run on past a determiner to its comma
_KNOWN_CLAUSE_REACH = 5  # tokens from a known clause's subject to its term ("got into a")
# words between a verb of knowing and the subject of what is known ("finds out her brother")
_KNOWN_GAP = frozenset({"out", "the", "a", "an", "his", "her", "their", "my", "your", "our"})
# finite verbs of being and getting that open a clause after its subject ("Tom got into")
_FINITE_LINKS = frozenset({"got", "gets", "has", "had", "is", "was", "were", "are"})
# someone the subject is with, talks to or is placed by, and a state verb ("is on the chair
# above her friends, asleep"): the state may be the subject's
_COMPANY_MARKS = frozenset({"to", "with", "beside", "next", "above", "below", "under", "near",
                            "behind", "among", "between", "is", "are", "was", "were", "am"})
_OBJECT_STATE_KINDS = frozenset({"sleep"})  # states said of an object after a comma
_STATE_ADVERBS = 2  # adverbs between the comma and the state ("already fast asleep")
_STATE_ADVERB_WORDS = frozenset({"already", "still", "now", "finally", "at", "last", "fast",
                                 "sound", "half"})
_AND_THEN = frozenset({"and", "then"})  # what joins a verb with no subject to the one before
# kinds done by someone to the subject of a passive ("is carried out", "is taught"): work
_DONE_TO_KINDS = frozenset({"work"})
# a passive's auxiliary after its subject, any person ("I am taught", "you're carried")
_PATIENT_AUX = frozenset({"is", "are", "am", "'m", "'re", "'s", "was", "were", "gets", "get",
                          "got", "getting", "being"})
_PASSIVE_AUX = frozenset({"is", "are", "was", "were", "been", "being", "be", "gets", "got"})
_PARTICIPLE_ENDS = ("ed", "en", "wn", "nk", "ne", "ght", "ung")  # eaten, drunk, done, fought
_APPOSITION_DETS = frozenset({"a", "an", "the", "their", "his", "her", "your", "my", "our"})
_NOUN_MARKERS = frozenset({"the", "a", "an", "his", "her", "their", "your", "my", "our"})
# singular determiners before a witness cue's word make it a noun ("this time", "every time")
_WITNESS_NOUN_BEFORE = frozenset({"this", "every", "each", "another", "next", "last",
                                  "first"})
# before "watch", the words that make it a crew's duty ("comes off watch", "is on watch")
_DUTY_WATCH_BEFORE = frozenset({"off", "on"})
# "look up" (a planned cue: something looked up for later) before a word that takes no object
# is raising the eyes ("looks up from her phone", "looks up and smiles")
_LOOK_UP = frozenset({"look", "looks", "looked", "looking"})
# (not "as": "you look up as a co-founder wolfs down a samosa" opens a clause of someone else)
_NO_LOOKUP_OBJECT = frozenset({"from", "and", ",", ".", "!", "?", ";", "at", "to",
                               "briefly", "again", "only", "just", "suddenly", "with"})
# planned cues that are also nouns for things held or crossed: after one of _NOUN_MARKERS they
# are the noun ("reading a book", "opens a pack of biscuits", "against her will"), no plan
_PLAN_NOUNS = frozenset({"book", "books", "will", "pack", "packs"})


def _hyphen_compound_head(words: list[str], t: int) -> bool:
    """Is token ``t`` the head of a hyphenated compound after a determiner: its second half
    ("the late-pass", "her boarding-pass") or the noun after one ("a twelve-hour watch"; not a
    plural before it, "the dog-walkers watch", which is a subject and its verb)?"""
    if words[t - 1] == "-":
        return words[t - 3] in _NOUN_MARKERS
    return t > 3 and words[t - 2] == "-" and not words[t - 1].endswith("s") \
        and words[t - 4] in _NOUN_MARKERS
_OBJECT_ONLY = frozenset({"object"})
_OBJECTIVE = frozenset({"me", "us", "him", "her", "them"})
_OBJECT_DETERMINERS = frozenset({"the", "a", "an", "your", "my", "his", "her", "their", "our",
                                 "this", "that"})
# words after "her" that show it is an object, not a possessive ("tells her to", "gives her a")
_HER_OBJECT_FOLLOWERS = frozenset({"of", "to", "a", "an", "the", "that", "about", "for", "with",
                                   "and", "in", "on", "at", "up", "down", "back", "off", "out",
                                   "over", "into", "again", "away", "some", "is", "was"})
# after a verb in -s or -ed that opens the next predicate: the object determiners and words
# that begin a quantity ("checks her phone and orders another coffee", "and buys some bread");
# a listed noun is hardly followed by one (design choice)
_PREDICATE_DETERMINERS = _OBJECT_DETERMINERS | frozenset({"another", "some"})
# words before a participle that make it a passive's verb, not a noun ("the photos got
# posted", "the crates were loaded"): a passive's auxiliaries; design choice
_PASSIVE_MARKERS = _PASSIVE_AUX | {"get"}
_COORD_SKIP = frozenset({"the", "his", "her", "their", "my", "your", "a", "our"})

_Row = tuple[int, str, str, bool, str, float, str, tuple[int, int]]
"""An event before merging: ``(clause id, kind, subject, negated, mode, strength, term,
evidence)``; ``row[1:]`` are the :class:`Event` fields in order."""
_EVIDENCE_KIND = itemgetter(7, 1)
_NEXT = (1).__add__  # t -> t + 1, for map
_INDEX_OF = attrgetter("index")
_SENT_OF = attrgetter("sent")  # a mention's sentence id
_START_OF = itemgetter(0)  # an item's first token
_PHRASE_OF = itemgetter(2)  # an item's phrase
_MENTION_OF = attrgetter("mention")  # a phrase's mention (None or a non-empty word)
_ROLES_OF = attrgetter("event_roles")  # a phrase's event roles (empty for most)
_POS_SPAN = attrgetter("pos", "span")  # the order candidates are judged in
_EVENT_FIELDS = itemgetter(slice(1, None))  # a row's Event fields

_Item = tuple[int, int, Phrase]
"""A matched phrase: ``(start, end, phrase)``, token indices, end exclusive (a plain tuple:
a text has dozens and they are only read)."""


class Event(Record):
    """One candidate event found in an observation.

    Attributes:
        kind: one of :data:`EVENT_KINDS`.
        subject: ``"self"`` (the observer) or ``"other"``.
        negated: a negation cue covers it ("didn't eat").
        mode: one of :data:`MODES`.
        strength: in [0, 1]: term weight × quantity multipliers ("a nibble" is weak).
        term: the lexicon phrase that matched, as written in the lexicon (``verb + object`` for a
            light-verb pair such as ``have + lunch``), or ``status activity: <verb>`` for the
            activity of a status line that no phrase names (step 10 of the module docstring).
        evidence: ``(start, end)`` character span in the original text, end exclusive.

    Immutable, hashable, equal when every attribute is. (A named tuple built by
    :class:`engine.records.Record`, not a frozen dataclass or a ``typing.NamedTuple``: a cold
    tick creates this class, and ``dataclasses`` or ``typing`` cost it milliseconds; a text
    makes ~10 events, each built in one call; issue 7.)
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


class _Mention:
    """Someone mentioned at tokens ``[index, end)`` (mutable while subjects are resolved)."""

    __slots__ = ("index", "end", "subject", "possessive", "what", "sent", "clause", "quoted",
                 "governed", "party", "objective", "plural", "owns_until", "inner_until",
                 "relative", "gender", "excluded", "named_gender", "heard_at")

    def __init__(self, index: int, end: int, subject: str, possessive: bool, what: str) -> None:
        self.index = index
        self.end = end
        self.subject = subject  # "self" | "other"; a pronoun's is resolved after sorting
        self.possessive = possessive
        self.what = what  # "self" | "group" | "third" | "person" | "name" | "thing"
        self.sent = 0
        self.clause = 0
        self.quoted = False
        self.governed = False  # after a preposition ("beside you"): not a subject
        self.party = True  # not governed, or governed by a participant ("with you"): shares
        self.objective = False  # an object-case pronoun (me, us, him, her, them): never subject
        self.plural = False  # "they": may be the observer and someone just mentioned together
        self.owns_until = 0  # a possessive owns what is named before this token (an auxiliary)
        self.inner_until = 0  # inside a relative clause that ends here: no subject after it
        self.relative = False  # "who": a relative pronoun, not a pronoun pointing back
        self.gender = ""  # "m" or "f" when a noun or a pronoun referring to it says so
        self.excluded = False  # left out by "except", "besides", "all but": no party to anything
        # the gender comes from the first name alone (``subjects.male_names``), not from a
        # pronoun of the text: it rules a pronoun of the other gender out, but makes the bearer
        # no likelier than anyone else for one of its own
        self.named_gender = False
        # governed by a preposition of hearing or seeing ("listening to the boy in the next bed
        # coughing"): the token of the -ing action they do, -1 if none
        self.heard_at = -1

    def __repr__(self) -> str:
        return f"_Mention({self.index}, {self.end}, {self.subject!r}, {self.what!r})"


class _Candidate:
    """A possible event before polarity, mode and subject are judged."""

    __slots__ = ("kind", "pos", "span", "weight", "term", "flags", "agentive", "verbal")

    def __init__(self, kind: str, pos: int, span: tuple[int, int], weight: float, term: str,
                 flags: frozenset[str], agentive: bool = False, verbal: bool = False) -> None:
        self.kind = kind
        self.pos = pos  # where cue scopes are judged (a light verb's object)
        self.span = span  # token span of the evidence
        self.weight = weight
        self.term = term
        self.flags = flags
        self.agentive = agentive
        self.verbal = verbal  # its first word is a finite verb form ("bangs", "twisted")

    def __repr__(self) -> str:
        return f"_Candidate({self.kind!r}, {self.pos}, {self.span}, {self.term!r})"


def _name_initial(char: str) -> bool:
    """Can a word that begins with ``char`` be a name, as a capitalised one can? A capital, or a
    letter of a script without case (Chinese, Devanagari, Arabic, Tamil, Thai ...: "李娜 is asleep
    on the bus" names someone, as "Lina is asleep" does). Design choice: in English prose a
    word in such a script is nearly always a name; a Greek or Cyrillic word keeps its case."""
    return char.isupper() or (char.isalpha() and not char.islower())


class _Text:
    """Tokens of one observation: folded ``words``, which of them are capitalised (``caps``,
    ``cap_set``), and their character spans.

    ASCII text (the common case) is lower-cased and tokenised in one regex pass; capitals are
    found by a second regex over the original. Other text is normalised first
    (:func:`~engine.lexicon.normalize_cased`) and tokenised folded, reading capitalisation from
    the aligned cased copy.
    """

    __slots__ = ("text", "words", "caps", "cap_set", "_ends", "_base", "_cased", "_origin")

    def __init__(self, text: str, bare: frozenset[str] = frozenset()) -> None:
        self.text = text
        self._base = text
        self._cased = text  # the normalised text before folding, aligned with ``_base``
        self._origin: list[int] | None = None
        if text.isascii():
            if "N'" in text or "'T" in text:
                # the n't cut is case-sensitive ("DIDN'T" -> "DIDN" + "'T"): cut, then fold
                pieces = _PIECE_ASCII_RE.findall(text)
                self.words = list(map(str.lower, map(str.lstrip, pieces)))
            else:  # folding cannot change a cut: tokenise the folded text directly
                pieces = _PIECE_ASCII_RE.findall(text.lower())
                self.words = list(map(str.lstrip, pieces))
            self._ends = ends = list(accumulate(map(len, pieces)))
            self.caps = [bisect_right(ends, m.start()) for m in _CAP_RE.finditer(text)]
        else:
            norm, cased_norm, origin = normalize_cased(text, identity=False)
            pieces = _PIECE_RE.findall(norm)
            self.words = words = list(map(str.lstrip, pieces))
            self._base = norm
            self._cased = cased_norm
            self._origin = origin
            self._ends = ends = list(accumulate(map(len, pieces)))
            initials = list(map(cased_norm.__getitem__, map(sub, ends, map(len, words))))
            self.caps = list(compress(range(len(initials)), map(_name_initial, initials)))
        if self.caps and text.upper() == text:
            self.caps = []  # ALL-CAPS TEXT: a capital says nothing about names
        if bare and not bare.isdisjoint(self.words):
            self._cut_bare(bare)
        self.cap_set = frozenset(self.caps)

    def _cut_bare(self, bare: frozenset[str]) -> None:
        """Cut each negative contraction typed without its apostrophe (``bare``: ``didnt``,
        ``cant``) as its apostrophe form is cut: ``did`` + ``n't``, so everything after reads it
        as "didn't". The ``n't`` token ends where the word did (its span is the word's last
        letters); later token indices, and the capitals among them, shift by one."""
        words, ends, caps = [], [], self.caps
        for w, e in zip(self.words, self._ends, strict=True):
            if w in bare:
                words += (w[:-2], "n't")
                ends += (e - 2, e)
                caps = [c + 1 if c > len(words) - 2 else c for c in caps]
            else:
                words.append(w)
                ends.append(e)
        self.words, self._ends, self.caps = words, ends, caps

    def starts(self) -> list[int]:
        """Start offset of every token in the normalised text (for ASCII text: the text)."""
        return list(map(sub, self._ends, map(len, self.words)))

    def span(self, a: int, b: int) -> tuple[int, int]:
        """Character span in the original text of tokens ``[a, b)``."""
        ends = self._ends
        start = ends[a] - len(self.words[a])
        end = ends[b - 1]
        origin = self._origin
        if origin is None:
            return start, end
        last = origin[end - 1]
        k = end
        while origin[k] <= last and k < len(origin) - 1:
            k += 1
        return origin[start], origin[k]

    def token_after(self, offset: int) -> int:
        """The first token that ends after character ``offset`` (of the normalised text): the
        token after a span that ends at ``offset``."""
        return bisect_right(self._ends, offset)

    def shouted(self, length: int) -> set[str]:
        """The words of at least ``length`` letters typed all in capitals ("SLEEPNG"), folded;
        empty for ALL-CAPS text, where capitals say nothing (:attr:`caps` is empty then)."""
        cased, ends, words = self._cased, self._ends, self.words
        out = set()
        for t in self.caps:
            word = words[t]
            if len(word) >= length and word.isalpha():
                end = ends[t]
                if cased[end - len(word):end].isupper():
                    out.add(word)
        return out

    def quoted_ranges(self, *, titles: bool = False) -> list[tuple[int, int]]:
        """Token ranges inside quotation marks, in text order, not overlapping (rare: computed
        only when quotes are present). With ``titles``, only the quotations written as a title
        (:func:`_is_title`: "hums 'Storm Warning Blues'")."""
        source = self._base
        if "'" not in source and '"' not in source:
            return []
        cased = self._cased  # capitals tell a title; ``source`` may be folded
        spans = [m.span(2) for m in _QUOTE_RE.finditer(source)
                 if not titles or _is_title(cased[m.start(2):m.end(2)])]
        if not spans:
            return []
        # the quoted text starts a token (the quote mark before it is a token of its own) and
        # ends inside one, so the token range is found on the end offsets alone
        ends = self._ends
        out = []
        for a, b in spans:
            ta = bisect_right(ends, a)
            tb = bisect_left(ends, b) + 1
            if ta < tb:
                out.append((ta, tb))
        return out


_TITLE_WORD_RE: Any = _LazyPattern("_TITLE_WORD_RE", r"[^\W\d_][\w'-]*", 0, globals())
# words a title leaves in lower case ("Fire and Rain", "Gone with the Wind")
_TITLE_SMALL_WORDS = frozenset({"a", "an", "the", "and", "or", "of", "in", "on", "at", "to",
                                "for", "with", "from", "by", "as", "but", "nor"})


def _is_title(quoted: str) -> bool:
    """Is a quotation written as the title of a song, film or book: two or more words, each
    capitalised (small words aside), not all in capitals and not ending in "!" or "?" (speech)?
    Design choice (session 8): such a quotation names a work, so a warning word in it ("hums
    'Storm Warning Blues'") is no warning."""
    words = _TITLE_WORD_RE.findall(quoted)
    if len(words) < 2 or quoted.isupper() or quoted.rstrip().endswith(("!", "?")):
        return False  # a shout or a question is speech ("'Tornado Warning!'")
    return all(w[0].isupper() or w in _TITLE_SMALL_WORDS for w in words) \
        and words[0][0].isupper()


def _typos(lex: Lexicon, vocab: set[str], names: frozenset[str] = frozenset()
           ) -> dict[str, str]:
    """Unknown words of the text (``vocab``: the set of its words) that are typos of lexicon
    words: word → its :func:`~engine.lexicon.typo_symbol` (usually empty). Each distinct unknown
    word is looked up once per lexicon: words already known not to be typos
    (:attr:`Lexicon.fuzzy_misses`, which includes words too short to be one) are removed by set
    difference, in C. A new word that is no typo is looked up once as a slip too
    (:meth:`~engine.lexicon.Lexicon.slip_form`, memoised; :func:`_read_slips` reads it)."""
    found = {}
    for word in vocab.difference(lex.lemmas, names, lex.fuzzy_misses):
        bases = lex.fuzzy_bases(word)  # memoised; None for a word under fuzzy_min_length
        if bases is not None:
            found[word] = typo_symbol(bases)
        elif lex.slip_forms and word not in lex.slip_memo:
            lex.slip_form(word)
    return found


def _read_slips(lex: Lexicon, words: list[str], vocab: set[str], names: Collection[str]
                ) -> list[str]:
    """``words`` with each slip of a short lexicon word (:meth:`~engine.lexicon.Lexicon.
    slip_form`: "eting", "dranl") replaced by that word, where it stands in a verb's place: an
    ``-ing`` form right after a ``fuzzy.slips.before`` word ("Ugo is eting jollof rice"), an
    irregular past right before a ``fuzzy.slips.after`` word ("Goran dranl a glass"); elsewhere
    it is left as typed (a name, a word the lexicon does not know). The text's candidates are its
    words among the memoised slips (:attr:`~engine.lexicon.Lexicon.slip_hits`, which
    :func:`_typos` fills), less ``names``: one intersection with a small set, usually empty.
    Session 11, design choice."""
    hits = lex.slip_hits.intersection(vocab)
    if not hits:
        return words
    found = {word: lex.slip_form(word) for word in hits.difference(names)}
    before, after = lex.slip_before, lex.slip_after
    parts, owners = lex.slip_parts, lex.slip_owners
    last = len(words) - 1
    read = list(words)
    for i, word in enumerate(words):
        form = found.get(word)
        if form is not None and (
                i and words[i - 1] in before if form.endswith("ing")  # "is eting"
                else i and words[i - 1] in owners if form in parts  # a body part: "his hnad"
                else i < last and words[i + 1] in after):  # an irregular past: "dranl a"
            read[i] = form
    return read


def _names(tx: _Text) -> frozenset[str]:
    """Words capitalised mid-sentence (not after an end mark): names, never typos (``Stig`` is
    not ``sting``). A word of five or more letters typed all in capitals in mixed-case text is
    emphasis, not a name, so it may be a typo ("Amaru is SLEEPNG in the van"); design choice:
    shorter capitals are kept as names or acronyms (NHS, ICU, NATO)."""
    words = tx.words
    found = frozenset(words[t] for t in tx.caps if t > 0 and (
        words[t - 1] not in _SENT_MARKS
        or t > 1 and words[t - 1] == "." and words[t - 2] in _TITLE_ABBREVIATIONS))
    if found and any(len(w) >= 5 for w in found):
        shouted = tx.shouted(5)
        if shouted:
            found = found.difference(shouted)
    return found


def _match(lex: Lexicon, words: list[str], names: frozenset[str] = frozenset(),
           vocab: set[str] | None = None) -> list[_Item]:
    """Greedy left-to-right longest phrase match with the compiled automaton
    (:attr:`Lexicon.matcher`); ``vocab`` is ``set(words)`` if the caller has it.

    From each token that can begin a phrase, follow the automaton as far as it goes and keep the
    longest match; continue after it (or at the next token when nothing matched). This is the
    trie walk of step 3 of the module docstring, one dict lookup per token.
    """
    if vocab is None:
        vocab = set(words)
    typos = _typos(lex, vocab, names)
    if lex.slip_forms:
        words = _read_slips(lex, words, vocab, names)
    if typos:
        words = list(map(typos.get, words, words))
    phrases = lex.phrases
    heads = lex.name_heads if names else ()
    n = len(words)
    items: list[_Item] = []
    free = 0  # first token not inside an earlier match
    starts = list(map(lex.matcher.get, words))  # each token's start state, or None
    phrasal = lex.phrasal
    separable = phrasal.verbs if phrasal is not None else {}
    objects = phrasal.firsts if phrasal is not None else ()
    reach = phrasal.words + 3 if phrasal is not None else 0  # past the furthest particle
    degree = lex.degree_words
    # where words of degree stand (token -> how many), found once per text that has any
    degree_at = _degree_positions(degree, words, vocab) \
        if degree and not degree.keys().isdisjoint(vocab) else {}
    degree_starts = sorted(degree_at)
    last = n - 1
    for i in compress(range(n), starts):
        if i < free:
            continue
        pid, nxt = starts[i]
        end = j = i + 1
        if not nxt or i == last or words[j] not in nxt and j not in degree_at \
                and words[i] not in separable:
            # the walk stops at the next token with nothing to retry (most tokens): the
            # one-word phrase, if any, without the walk's bookkeeping
            if pid is not None:
                if j < n and words[j] in heads and words[j] in names and words[i] in names:
                    continue
                items.append((i, j, phrases[pid] or lex.phrase(pid)))
                free = j
            continue
        retried = not degree_at
        while nxt and j < n:
            state = nxt.get(words[j])
            if state is None and not retried and (j in degree_at or j - i > 1 and (
                    (k := bisect_right(degree_starts, i)) < len(degree_starts)
                    and degree_starts[k] < j)):
                retried = True  # "throat is a little scratchy": step over "a little"
                retry = _past_degree(degree_at, words, starts[i], i, j)
                if retry is not None:
                    state, j, end, pid = retry
            if state is None:
                # a separable verb's walk stops right after it ("wolfs the bowl down"); looked
                # for only here, so other words pay nothing for it
                if words[i] in separable and end - i == 1 and words[i + 1] in objects \
                        and not separable[words[i]].isdisjoint(words[i + 2:i + reach]):
                    after = _split(lex, words, starts, i, pid, items)
                    if after:  # the phrase and its object's own matches are in items
                        pid, free = None, after
                break
            j += 1
            if state[0] is not None:
                end = j
                pid = state[0]
            nxt = state[1]
        if pid is not None:
            if end < n and words[end] in heads and words[end] in names and words[i] in names:
                continue  # "the Sleep Centre", "the Storm Bar": part of a name, no event
            items.append((i, end, phrases[pid] or lex.phrase(pid)))
            free = end
    return items


def _degree_positions(degree: dict[str, tuple[tuple[str, ...], ...]], words: list[str],
                      vocab: set[str]) -> dict[int, int]:
    """Token → length of the words of degree that start there (``degree``: first token → its
    sequences, longest first; "a little" at "a", not "a sandwich"). Only first words whose
    sequence can be whole in the text (``vocab``: its words) are looked for, by ``list.index``,
    so a text with "a" but no "little", "bit", ... costs a few set lookups."""
    found: dict[int, int] = {}
    n = len(words)
    for first in degree.keys() & vocab:
        sequences = [q for q in degree[first] if vocab.issuperset(q)]
        if not sequences:
            continue
        t = -1
        while True:
            try:
                t = words.index(first, t + 1)
            except ValueError:
                break
            for seq in sequences:
                k = t + len(seq)
                if k <= n and tuple(words[t:k]) == seq:
                    found[t] = len(seq)
                    break
    return found


def _past_degree(degree_at: dict[int, int], words: list[str], start: Any, i: int, j: int
                 ) -> tuple[Any, int, int, Any] | None:
    """The walk of the phrase automaton from token ``i`` (its start state ``start``) that failed
    at token ``j``, tried again stepping over the first words of degree after ``i``
    (``degree_at``: token → how many words, from :func:`_degree_positions`): ``(state, token,
    end, pid)`` to go on from (the state reached at ``token``, and the longest phrase end and
    id before the degree words), or None. Session 8: "her throat is a little scratchy" is the
    phrase ``throat is scratchy``; the degree words stay inside the match's span. Called only
    when a walk fails at or after a word of degree, so other walks pay nothing."""
    pid, nxt = start
    end = i + 1
    for p in range(i + 1, j + 1):
        skip = degree_at.get(p)
        if skip is not None:
            k = p + skip
            state = nxt.get(words[k]) if k < len(words) else None
            return (state, k, end, pid) if state is not None else None
        state = nxt.get(words[p]) if nxt else None
        if state is None:
            return None
        if state[0] is not None:
            end, pid = p + 1, state[0]
        nxt = state[1]
    return None


def _split(lex: Lexicon, words: list[str], starts: list[Any], i: int, alone: int | None,
           items: list[_Item]) -> int:
    """A separable phrasal verb at token ``i`` (:class:`~engine.lexicon.Phrasal`): when a
    short object and then one of the verb's particles follow ("wolf it down", "polished the
    whole bowl off"), append the phrase at the verb's token and the object's own matches
    (kept inside the object), and return the token after the particle; else 0, appending
    nothing. The phrase's span is the verb alone, so a light verb's object ("finishes the pint
    off") still follows it. A split phrase that is only a light verb does not replace a term the
    verb ``alone`` (its phrase id) is: "gulp it down" stays the term ``gulp``."""
    ph = lex.phrasal
    particles = ph.verbs[words[i]]
    n = len(words)
    first = words[i + 1]  # a pronoun or an opener (the caller checked)
    k = i + 2
    if first in ph.pronouns and k < n and words[k] in ph.tails:  # "it all"
        k += 1
    if not (first in ph.pronouns and k < n and words[k] in particles):
        if first not in ph.openers:
            return 0
        k = i + 2
        for _ in range(ph.words):  # "the bowl", "her plate", "a huge bowl"
            if k >= n or not words[k].isalpha() or words[k] in ph.stops:
                return 0
            k += 1
            if k < n and words[k] in particles:
                break
    if k >= n or words[k] not in particles or k + 1 < n and words[k + 1] in ph.openers:
        return 0  # no particle; or "barks down the lane": a preposition, not a particle
    state = starts[i][1].get(words[k]) if starts[i][1] else None
    if state is None or state[0] is None:
        return 0
    phrase = lex.phrases[state[0]] or lex.phrase(state[0])
    if not phrase.acts:
        return 0
    if alone is not None and "term" not in phrase.types \
            and "term" in (lex.phrases[alone] or lex.phrase(alone)).types:
        return 0
    items.append((i, i + 1, phrase))
    phrases = lex.phrases
    free = i + 1
    for t in range(i + 1, k):  # the object's words keep their meaning ("a huge bowl")
        if t < free or starts[t] is None:
            continue
        pid, nxt = starts[t]
        end = j = t + 1
        while nxt and j < k:
            state = nxt.get(words[j])
            if state is None:
                break
            j += 1
            if state[0] is not None:
                end, pid = j, state[0]
            nxt = state[1]
        if pid is not None:
            items.append((t, end, phrases[pid] or lex.phrase(pid)))
            free = end
    return k + 1


# the verbs that show a comma splice's new clause after its subject (_SUBJECT_PRONOUNS): an
# auxiliary, a verb in -ed or -s, or a term's action ("..., we had a row", "..., she eats")
_SPLICE_AUXILIARIES = frozenset({"had", "has", "have", "was", "were", "is", "are", "am", "'m",
                                 "'re", "'ve", "'d", "'ll", "will", "would", "can", "could",
                                 "did", "do", "does", "just", "then", "also", "got", "went"})


def _splice_verb(items: list[_Item], words: list[str], k: int) -> bool:
    """Is token ``k`` the finite verb of a comma splice's new clause (see
    :data:`_SPLICE_AUXILIARIES`)?"""
    if k >= len(words):
        return False
    word = words[k]
    return word in _SPLICE_AUXILIARIES or word.isalpha() and (
        word.endswith("ed") or word.endswith("s") and not word.endswith("ss")) \
        or _acts_at(items, k)


class _Segments:
    """Sentence / clause / comma-part ids of tokens, from the breaker positions.

    An id counts the breakers of that level or above that end before the token, so a breaker
    belongs to the part it ends. Every sentence break is a clause break and every clause break a
    comma break: a comma part lies in one clause, a clause in one sentence. ``sent_of[t]`` and
    ``clause_of[t]`` hold the ids of token ``t`` (``t`` up to the token count, inclusive), built
    by ``itertools.accumulate`` over 0/1 marks in C, so a lookup is a list index; comma ids
    (needed only for negation scopes) are found by ``bisect`` in ``comma_breaks``.
    """

    __slots__ = ("sent_of", "clause_of", "comma_breaks", "location", "sentence_starts",
                 "location_tokens")

    def __init__(self, items: list[_Item], words: list[str],
                 place_breakers: frozenset[tuple[str, ...]] = frozenset({("@",)}),
                 subordinators: frozenset[str] = frozenset(),
                 opening_breakers: Mapping[str, int] | None = None,
                 clause_openers: Mapping[str, frozenset[str]] | None = None,
                 names: frozenset[str] = frozenset(),
                 phrases: Mapping[str, tuple[tuple[str, ...], ...]] | None = None) -> None:
        n = len(words)
        sent_marks = [0] * (n + 1)  # sent_marks[t] = 1: a sentence break ends at token t - 1
        clause_marks = [0] * (n + 1)
        comma: list[int] = []
        sent: list[int] = []  # last token of each sentence break
        self.location: set[int] = set()
        sentence_start = 0
        fronted = False  # the sentence opens with a subordinate clause ("While you rinse, ...")
        opening = opening_breakers or {}
        for start, end, phrase in items:
            level = phrase.breaker_level
            if not level:  # most items (tested first, so they cost the least)
                if end - start == 1:
                    continue
                if words[end - 1] in _SENTENCE_ENDS and len(words[end - 2]) > 1:
                    # a longer phrase that ends with a full stop (the cue "later .") ends its
                    # sentence too: what follows is a new sentence, out of its cue's scope
                    # ("I'm going to rest later. Now I eat a sandwich": the eating is now);
                    # not an abbreviation's stop after a letter ("the 4 a.m. shift")
                    level, at = 3, end
                else:
                    if not opening:
                        continue
                    # a longer phrase that opens with a breaker word (the cue "until the")
                    # breaks too, before itself: it opens the next part, and so keeps what it
                    # covers
                    level = opening.get(words[start], 0)
                    if not level:
                        continue
                    at = start
            elif level == 2 and words[start] == "once" and (
                    _acts_at(items, end) or end < n and words[end] in _AFTER_ONCE_ADVERB):
                # "a famous chef once ate nothing but potatoes": "once" right before an action
                # is the adverb (formerly), not the subordinator ("once the kids are asleep");
                # so is "once" before a preposition, "to", "again" or an end ("hasn't stopped
                # once for a drink", "not once all day": session 10)
                continue
            elif level == 2 and words[start] == "but" and start \
                    and words[start - 1] in _ALL_WORDS and words[start - 1] not in _NOBODY_BUT:
                continue  # "everyone but Ana nearly fell": "but" excepts someone, no clause
                # ("nobody but Tom ate" stays as it was: Tom did, the only one)
            elif level >= 3 and start and words[start] == "." and end < n \
                    and words[start - 1] in _TITLE_ABBREVIATIONS and words[end].isalpha():
                continue  # "Mrs. Osei won", "Dr. Silva drinks": the title's full stop (round 33)
            else:
                at = end  # a breaker belongs to the part it ends
            comma.append(at - 1)
            if level == 2 and start == sentence_start and words[start] in subordinators:
                fronted = True
            elif level == 1 and fronted and words[start] == ",":
                level = 2  # the comma that closes a fronted subordinate clause ends a clause
                fronted = False
            if level >= 2:
                clause_marks[at] = 1
                if level >= 3:
                    sent_marks[end] = 1
                    sent.append(end - 1)
                    sentence_start, fronted = end, False
                    if tuple(words[start:end]) in place_breakers:
                        self.location.add(len(sent))
        openers = clause_openers or {}
        for t in compress(range(n), map(openers.__contains__, words)) if openers else ():
            word = words[t]
            follow = openers[word]
            if 0 < t < n - 1 and (words[t + 1] == "," or words[t + 1] in follow
                                  or words[t + 1] in names
                                  or words[t + 1] in ("a", "an") and (
                                      _finite_after(items, words, t + 2)
                                      or _bare_finite_after(words, t + 2))) \
                    and word not in words[max(0, t - 3):t]:
                # "stands at the stop as two men shove each other", "as, across the street,
                # two men ...", "as Tom and Jo drink" (a name, capitalised mid-sentence), "as a
                # jogger runs past" (a finite verb after "a" and its noun; "works as a nurse" is
                # a role): a new subject's clause ("as well as the", "as many as two": a
                # comparison, no clause)
                clause_marks[t] = 1
            elif (t == 0 or words[t - 1] in _SENT_MARKS) and t < n - 2 and (
                    words[t + 1] in follow or words[t + 1] in names) \
                    and (c := next((k for k in range(t + 2, min(n, t + _FRONTED_REACH))
                                    if words[k] in _PART_ENDS), -1)) > 0 and words[c] == ",":
                # design choice (session 13): opening a sentence with its own subject, the
                # clause ends at its comma ("As you approach, the innkeeper argues with a
                # drunk sailor": the argument is the innkeeper's, not the one approaching)
                clause_marks[c + 1] = 1
        if "," in words:
            for t in compress(range(n - 2), map(",".__eq__, words)):
                nxt = words[t + 1]
                if nxt in _SUBJECT_PRONOUNS and _splice_verb(items, words, t + 2):
                    # design choice (session 15): a comma splice opens a new clause with its
                    # own subject ("Passenger wouldn't pay, we had a proper shouting match":
                    # the "would" does not reach the match)
                    clause_marks[t + 1] = 1
        if phrases:
            _subordinate_phrase_marks(words, phrases, openers.get("as", frozenset()), names,
                                      clause_marks)
        self.sent_of = list(accumulate(sent_marks))
        self.clause_of = list(accumulate(clause_marks))
        self.comma_breaks = comma
        # tokens of the place part of a status line ("@ Blue Door diner: dining room"), up to
        # the next sentence break or a clause break: "@ staff room, but she is too wound up to
        # ..." goes on with the status line's story
        self.location_tokens: set[int] = set()
        clause_of = self.clause_of
        for s in self.location:
            a = sent[s - 1] + 1
            b = sent[s] + 1 if s < len(sent) else n
            if a < b and clause_of[b - 1] != clause_of[a]:
                b = clause_of.index(clause_of[a] + 1, a)  # (the breaker stays with the place)
            self.location_tokens.update(range(a, b))
        # the first word of each sentence, past any marks opening it (a quote, a dash): the
        # common case, a sentence opening with a word, is picked out in C
        heads = [0, *map(_NEXT, sent)] if n else []
        if heads and heads[-1] == n:
            heads.pop()  # the last breaker ends the text
        opens_with_word = list(map(str.isalnum, map(itemgetter(0), map(words.__getitem__, heads))))
        first = set(compress(heads, opens_with_word))
        for s in compress(heads, map(not_, opens_with_word)):
            while s < n and not words[s][0].isalnum():
                s += 1
            if s < n:
                first.add(s)
        self.sentence_starts = first

    def comma(self, t: int) -> int:
        return bisect_right(self.comma_breaks, t - 1)

    def scope(self, level: int, t: int) -> int:
        if level == 1:
            return self.comma(t)
        return self.clause_of[t] if level == 2 else self.sent_of[t]


def _subordinate_phrase_marks(words: list[str], phrases: Mapping[str, tuple[tuple[str, ...], ...]],
                              follow: frozenset[str], names: frozenset[str],
                              clause_marks: list[int]) -> None:
    """Mark the clauses of ``subjects.subordinate_phrases`` ("by the time", "as soon as") in
    ``clause_marks``: one opening a sentence, before a new subject (one of ``follow`` or a
    name), ends its clause at the comma within ``_FRONTED_REACH`` tokens ("By the time Nadia
    arrives, the nurse has left"). Mid-sentence one marks nothing: "Ana is in the kitchen by the
    time you arrive, eating" keeps its participle with the main clause (:func:`_point_host`)."""
    n = len(words)
    for t in compress(range(n), map(phrases.__contains__, words)):
        if t and words[t - 1] not in _SENT_MARKS:
            continue
        for phrase in phrases[words[t]]:
            e = t + len(phrase)
            if e >= n or tuple(words[t:e]) != phrase:
                continue
            c = next((k for k in range(e, min(n, t + _FRONTED_REACH))
                      if words[k] in _PART_ENDS), -1)
            if c > 0 and words[c] == "," and (words[e] in follow or words[e] in names):
                clause_marks[c + 1] = 1
            break


class _Quotes:
    """Is a token inside quotation marks? ``ranges`` are sorted and do not overlap."""

    __slots__ = ("starts", "ends")

    def __init__(self, ranges: list[tuple[int, int]]) -> None:
        self.starts = [a for a, _ in ranges]
        self.ends = [b for _, b in ranges]

    def __call__(self, t: int) -> bool:
        k = bisect_right(self.starts, t) - 1
        return k >= 0 and t < self.ends[k]


class _People:
    """The mentions of a text, indexed for subject lookups (see :func:`_subject`)."""

    __slots__ = ("all", "indices", "by_sent", "person_heads", "owner_heads", "topics",
                 "noun_modifiers", "person_starts", "words", "finds", "known", "lemmas",
                 "auxiliaries", "labels")

    def __init__(self, mentions: list[_Mention], words: list[str] | None = None,
                 known: frozenset[str] = frozenset(), items: list[_Item] | None = None,
                 lemmas: Mapping[str, tuple[str, ...]] | None = None,
                 auxiliaries: frozenset[str] = frozenset(),
                 labels: frozenset[str] = frozenset()) -> None:
        self.all = mentions
        self.words = words or []
        self.known = known  # the lexicon's words (:func:`_unknown_head`)
        self.lemmas = lemmas or {}  # the lexicon's word -> bases (:func:`_past_in`)
        # the lexicon's auxiliaries and aspect verbs (``subjects.auxiliary``: "are", "starts",
        # "keep"), between a subject and its verb (:func:`_aspect_gap`)
        self.auxiliaries = auxiliaries
        # the labels a log or a diary line opens with (``subjects.not_names``: "diary", "log",
        # "notes"), owned by someone in a record's header (:func:`_record_owner`)
        self.labels = labels
        # does the text hold a finding verb at all (:func:`_found_other` is only asked then)
        self.finds = not _FIND_VERBS.isdisjoint(self.words)
        self.indices = list(map(_INDEX_OF, mentions))
        by_sent: dict[int, list[_Mention]] = {}
        heads: set[int] = set()
        # person words that own something too ("her feverish son's cot": the son is feverish)
        owner_heads: set[int] = set()
        person_starts: set[int] = set()
        # topics[allow_possessive] = (sentence ids, first unquoted mention of each): a sentence's
        # topic for the sentences after it
        sents: list[int] = []
        firsts: list[_Mention] = []
        sents_poss: list[int] = []
        firsts_poss: list[_Mention] = []
        for m in mentions:
            s = m.sent
            group = by_sent.get(s)
            if group is None:
                by_sent[s] = [m]
            else:
                group.append(m)
            what = m.what
            if what == "person":
                (owner_heads if m.possessive else heads).add(m.index)
                person_starts.add(m.index)
            elif what == "name":
                person_starts.add(m.index)
            if m.quoted:
                continue
            if not sents_poss or sents_poss[-1] != s:
                sents_poss.append(s)
                firsts_poss.append(m)
            if not m.possessive and (not sents or sents[-1] != s):
                sents.append(s)
                firsts.append(m)
        self.by_sent = by_sent
        self.person_heads = heads
        self.person_starts = person_starts
        self.owner_heads = owner_heads
        self.topics = {False: (sents, firsts), True: (sents_poss, firsts_poss)}
        # a person word followed by a noun the lexicon does not know (or an object word)
        # modifies it ("filing patient records"): not the person a participle before it describes
        self.noun_modifiers: set[int] = set()
        if words is not None:
            n = len(words)
            for i in heads:
                nxt = words[i + 1] if i + 1 < n else ""
                if nxt.isalpha() and nxt not in _CLAUSE_WORDS and (
                        nxt not in known or _object_at(items or [], i + 1)) \
                        and not (words[i].endswith("s") and _acts_at(items or [], i + 1)):
                    # (a plural person word right before an action is its subject: "the
                    # nurses drink tea", not a "nurses' drink")
                    self.noun_modifiers.add(i)

    def topic_before(self, sent: int, allow_possessive: bool) -> _Mention | None:
        """First qualifying mention of the latest earlier sentence that has one."""
        sents, firsts = self.topics[allow_possessive]
        k = bisect_left(sents, sent) - 1
        return firsts[k] if k >= 0 else None


def _observer_tokens(observer: str) -> tuple[str, ...]:
    """The observer's name as tokens (:func:`~engine.lexicon.phrase_tokens`); a one-word ASCII
    name, the common case, is just itself lower-cased (no normalising, no regular expression)."""
    if observer.isascii() and observer.isalpha():
        return (observer.lower(),)
    return phrase_tokens(observer)


def _without_marks(word: str) -> str:
    """``word`` without its accents and other combining marks ("oisín" -> "oisin")."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


def _as_spelled(tokens: tuple[str, ...], vocab: set[str], ascii_text: bool) -> tuple[str, ...]:
    """The observer's name tokens as the text spells them when it drops or adds the name's
    accents: observer "Oisín" in "Oisin got into a fight", observer "Jose" in "José eats". A
    token the text does not hold is replaced by the text's word that is the same without
    marks (the first in sorted order, so the choice is deterministic). Design choice: people
    type names without their accents (on phones, in logs and all-caps text), and a name that
    differs only by its marks is the same name."""
    spelled = []
    for token in tokens:
        if token not in vocab:
            bare = _without_marks(token)
            if bare != token and bare in vocab:
                token = bare
            elif not ascii_text:
                token = min((w for w in vocab if not w.isascii() and w != token
                             and _without_marks(w) == bare), default=token)
        spelled.append(token)
    return tuple(spelled)


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
    if not text.isascii() and _FULL_WIDTH_RE.search(text):  # full-width letters read as ASCII
        text = text.translate(_FULL_WIDTH_TABLE)
    if "_" in text:  # a snake_case label ("action=eat_lunch") is words; offsets are unchanged
        text = _SNAKE_CASE_RE.sub(" ", text)
        observer = _SNAKE_CASE_RE.sub(" ", observer) if observer else observer
    if "/" in text:  # a key/value report's fields split by slashes; offsets are unchanged
        text = _FIELD_SLASH_RE.sub("|", text)
    if "m." in text or "M." in text:  # "10 p.m. shift": one clock time, no sentence end
        text = _CLOCK_DOTS_RE.sub(_clock_glued, text)
    if "\n" in text:  # a chat's turns on their own lines; offsets are unchanged
        text = _LINE_TURN_RE.sub("|", text)
    tx = _Text(text, lexicon.bare_contractions)
    words = tx.words
    if not words:
        return ()
    vocab = set(words)
    lexicon.prepare(vocab)  # a lexicon fresh from the cache loads its tables' shards for them
    observer_tokens = _observer_tokens(observer) if observer else ()
    if observer_tokens and not vocab.issuperset(observer_tokens):
        observer_tokens = _as_spelled(observer_tokens, vocab, tx.text.isascii())
    # the observer's own name is never a typo, even first in a sentence ("Stig" is not "sting")
    names = _names(tx)
    items = _match(lexicon, words, names.union(observer_tokens), vocab)
    seg = _Segments(items, words, lexicon.place_breakers, lexicon.subordinators,
                    lexicon.opening_breakers, lexicon.clause_openers, names,
                    lexicon.subordinate_phrases if not vocab.isdisjoint(
                        lexicon.subordinate_phrases) else None)
    quoted_ranges = tx.quoted_ranges()
    if not lexicon.speech_verbs.isdisjoint(vocab):
        quoted_ranges = _with_speech_tags(quoted_ranges, words, seg, lexicon.speech_verbs,
                                          frozenset(observer_tokens), items)
    if quoted_ranges and observer_tokens and ":" in vocab:
        quoted_ranges = _own_entries(quoted_ranges, words, observer_tokens)
    if quoted_ranges and observer_tokens:
        quoted_ranges = _name_labels(quoted_ranges, words, observer_tokens,
                                     lexicon.speech_verbs)
    titles = tx.quoted_ranges(titles=True) if quoted_ranges else []
    if quoted_ranges:
        quoted_ranges = _scare_quotes(quoted_ranges, words, titles)
    quoted = _Quotes(quoted_ranges) if quoted_ranges else _never
    titled = _Quotes(titles) if titles and quoted_ranges else _never
    mentions, jobs = _mentions(lexicon, tx, items, seg, quoted, observer_tokens, vocab)
    people = _People(mentions, words, lexicon.known, items, lexicon.lemmas, lexicon.auxiliaries,
                     lexicon.not_names)
    candidates, cues, quantities = _candidates(lexicon, items, seg, people, jobs, words,
                                                   vocab, _name_words(mentions, tx.cap_set, words,
                                                                      lexicon.titles))
    requests = lexicon.plan_marks.get("requests")
    if requests and "to" in vocab and not requests.isdisjoint(vocab):
        _request_cues(requests, words, seg, cues)
    gaps = lexicon.negation_marks
    if gaps and ("too" in vocab and not gaps["too"].isdisjoint(vocab)
                 or "before" in vocab and not (gaps["before"] | gaps.get("amounts", frozenset())
                                               ).isdisjoint(vocab)):
        _gap_negation_cues(gaps, words, seg, lexicon.cue_levels.get("negation", 2), cues)
    trips = lexicon.plan_marks.get("trips")
    if trips and not trips.isdisjoint(vocab) \
            and not (heads := lexicon.plan_marks["trip_heads"]).isdisjoint(vocab):
        _trip_cues(trips, heads, words, seg, lexicon.cue_levels.get("destination", 1), cues)
    if people.person_heads and candidates:
        candidates = _person_nouns_dropped(candidates, people, words, lexicon.determiners)
    if observer_tokens and not lexicon.known.isdisjoint(observer_tokens):
        # the observer's name that is also a word is no term ("Storm watches the news": no
        # storm; "Bill pays": no bill), wherever the text names them
        named = {t for m in mentions if m.what == "name" and m.subject == "self"
                 for t in range(m.index, m.end)}
        candidates = [c for c in candidates
                      if not all(t in named for t in range(c.span[0], c.span[1]))]
    if "#" in vocab and "[" in vocab and candidates:  # "[#night-shift] ...", "[Slack #choir]"
        candidates = _channel_names_dropped(candidates, words, lexicon)
    if cues and (":" in vocab or not _SHOW_FORMS.isdisjoint(vocab)):
        _shown_clauses(cues, words, seg, people)
    if "running" in vocab:
        candidates = _managed_runs(candidates, items, words)
    if len(tx.caps) > 1:
        if "the" in vocab:
            candidates = _participle_names(candidates, words, tx.cap_set, seg)
        candidates = _proper_name_terms(candidates, words, tx.cap_set, seg)
        if not _NAMING_WORDS.isdisjoint(vocab):
            candidates = _given_names(candidates, words, tx.cap_set)
    activity = lexicon.status_activity
    at_work = activity is not None and not activity.workplace_firsts.isdisjoint(vocab)
    framed = activity.frame_keys.intersection(vocab) if activity is not None else None
    if framed is not None and not activity.businesses.isdisjoint(vocab):
        framed = framed | activity.businesses.intersection(vocab)  # "for the landscaping firm",
        # "mops the café floor" (:func:`_business_object`)
    if activity is not None and not framed and activity.batches and vocab and min(vocab) < ":":
        framed = frozenset(filter(str.isdigit, vocab))  # a count in digits: "200 loaves"
    # a job named ("Mercy, the midwife on shift, helps ..."): looked for only when needed
    job = not (at_work or framed) and activity is not None \
        and not activity.roles.isdisjoint(vocab)
    # kinds with a near miss's hazard verb in the text (:func:`_near_misses`), and the
    # experiencer kinds (a hurt, an illness): a negation before one denies it, not a threat
    # named after it in its scope ("was not injured in the crash")
    hazard_kinds: list[tuple[str, KindSpec]] = []
    hurt_kinds: set[str] = set()
    for k, sp in lexicon.kinds.items():
        if sp.subject == "experiencer":
            hurt_kinds.add(k)
        if sp.hazards and not sp.hazards.isdisjoint(vocab) \
                or sp.animals and not sp.animals.isdisjoint(vocab):
            hazard_kinds.append((k, sp))
    if len({c.kind for c in candidates if c.kind in _MEAL_KINDS}) == 2:
        candidates = _compound_heads(candidates, items, words)  # "a mango lassi": a drink
    consumes = [(k, sp.consumes) for k, sp in lexicon.kinds.items()
                if sp.consumes and not sp.consumes.isdisjoint(vocab)]
    if consumes:  # "hands her a bowl of soup and she empties it"
        eat = lexicon.kinds.get("eat")
        served = ("eat", eat.servers, lexicon.handing_verbs) if eat and eat.servers else None
        candidates += _consumed_antecedents(consumes, words, items, seg, candidates, served)
    counted = [(k, sp.counted) for k, sp in lexicon.kinds.items()
               if sp.counted is not None and not sp.counted.ordinals.isdisjoint(vocab)]
    if counted:  # "on his second pint", "[chat] Pieter: third espresso of the morning"
        candidates += _counted_servings(counted, words, items, candidates)
    # a phrase needs "it", "them" or "one" after it, a portion "one" ("you take a lemon one")
    one = "one" in vocab
    pointed = one or "it" in vocab or "them" in vocab
    phrased = [(k, sp) for k, sp in lexicon.kinds.items()
               if sp.pointers and not vocab.isdisjoint(sp.pointers)] if pointed else []
    if phrased:  # "the waiter brings her żurek and she starts on it", "you take a lemon one"
        candidates += _phrased_antecedents(phrased, words, items, seg, candidates,
                                           lexicon.handing_verbs)
    set_aside = {k: sp for k, sp in lexicon.kinds.items()
                 if sp.set_aside and not sp.set_aside.isdisjoint(vocab)}
    if set_aside and candidates:  # "leaves it on the table to eat after her shower"
        _set_aside(set_aside, words, seg, candidates, cues)
    instead = [(k, sp.instead, sp.instead_bare) for k, sp in lexicon.kinds.items()
               if sp.instead and not vocab.isdisjoint(sp.instead)]
    if instead:  # "doesn't touch the mezcal, sticking to agua de jamaica"
        candidates += _had_instead(instead, words, items, seg, candidates, cues)
    # a dialogue's turns ("Saoirse: '...' Niamh: '...'"): the observer's first, by kind
    turns = [(k, sp, t) for k, sp in lexicon.kinds.items() if sp.speakers
             and (t := _dialogue_turn(sp, words, tx.cap_set, observer_tokens, lexicon)) >= 0] \
        if (":" in vocab or "<" in vocab) and observer_tokens else ()
    # the observer's turn on a team's named channel: the job's talk ("[#newsdesk] Kenji: flood
    # copy in? | Beatriz: 5 mins"), an event of the dialogue's ``channel_kind`` (work)
    team_turns = [(sp.channel_kind, t) for sp in lexicon.kinds.values() if sp.channel_kind
                  and not sp.turn_channels.isdisjoint(vocab) and _work_channel(sp, words)
                  and (t := _observer_turn(sp, words, tx.cap_set, observer_tokens, lexicon)) >= 0] \
        if not turns and observer_tokens and ":" in vocab else ()
    if (sleep_spec := lexicon.kinds.get("sleep")) is not None \
            and not sleep_spec.wake_verbs.isdisjoint(vocab) \
            and ("sleep" in vocab or not sleep_spec.sleep_spans.isdisjoint(vocab)):
        # "You wake. Nine solid hours, and ..."
        candidates += _woken_after_hours(sleep_spec, words, seg)
    for k, sp in lexicon.kinds.items():
        if sp.unfolding:  # the function's first test is cheap (set operations in C)
            if unfolded := _unfolding_hazards(k, sp, words, vocab, seg, people,
                                              lexicon.governors):
                candidates = _without_unfolded_words(candidates, unfolded, lexicon)
                candidates += unfolded
        if sp.mutual_reach and not sp.mutual_joint.isdisjoint(vocab) \
                and not sp.mutual_verbs.isdisjoint(vocab):
            candidates += _mutual_rows(k, sp, words, seg, lexicon.default_weight)
        if sp.crushed is not None:  # "drops a paving slab on his foot", "his toe is purple"
            candidates += _crushed_parts(k, sp.crushed, words, vocab, items, seg, people,
                                         lexicon.default_weight)
        if sp.gut_upset is not None and not sp.gut_upset.parts.isdisjoint(vocab):
            candidates += _gut_upsets(k, sp.gut_upset, words, vocab, items, seg,
                                      lexicon.default_weight)
        if sp.fever_reading is not None and not sp.fever_reading.nouns.isdisjoint(vocab):
            # "Chidi's temperature has hit 41"
            candidates += _fever_readings(k, sp.fever_reading, words, seg, people,
                                          lexicon.default_weight)
    if not candidates and not hazard_kinds and not turns and not team_turns \
            and not (activity and (seg.location or at_work or framed or job or (
                not activity.record_actions.isdisjoint(vocab)
                and not activity.record_agents.isdisjoint(vocab)))):
        return ()

    rows: list[_Row] = []
    # sentences that end with a question mark
    questions = {seg.sent_of[t] for t in compress(range(len(words)), map("?".__eq__, words))} \
        if "?" in vocab else set()
    limits: list[tuple[int, int]] = []  # (row, sentence) of events bounded by a limit cue
    row_sents: list[int] = []  # the sentence of each row
    unaware_from: int | None = None
    candidates.sort(key=_POS_SPAN)
    # clause id -> the subject of its latest actual event; (clause id, kind) -> of its first
    # event of that kind
    clause_subject: dict[Any, str] = {}
    # kind -> (sentence, subject) of its latest actual event: "the argument" points back at it
    earlier: dict[str, tuple[int, str]] = {}
    # "and" before a predicate (an action or an auxiliary) starts a new one: a negation before
    # it does not reach past it
    and_predicates: list[int] | None = None  # computed at the first negation cue
    has_quotes = quoted is not _never
    clause_of = seg.clause_of
    kinds = lexicon.kinds
    hurt_at: list[int] | None = None  # where experiencer candidates are: at the first negation
    # a hyphen spaced each side is a dash between two parts ("declined the wine - she drank
    # water"): one dash between a denial and an event ends the denial's scope, a pair of them
    # sets off an aside inside it ("nobody - not even Ana - slept")
    spaced_dashes = _spaced_dashes(tx) if "-" in vocab else ()
    it_subject = not _IT_WORDS.isdisjoint(vocab)  # "it", "which" as a subject (:func:`_it_subject`)
    # a plan's label before the text's first colon ("Calendar (Camila): ..."): all of it ahead
    header = _plan_header(words, lexicon.plan_headers, lexicon.plan_marks.get("owners", ()),
                          lexicon.plan_marks.get("reports", ())) \
        if ":" in vocab else len(words)
    # a plan step's label ("Step 'Evening swim' (exercise): queued"): its name is no event,
    # and a state word after it may put the whole step ahead
    step_colon, step_ahead = _step_label(words, lexicon.plan_marks.get("steps", ()),
                                         lexicon.plan_marks.get("ahead", ())) \
        if ":" in vocab and not vocab.isdisjoint(lexicon.plan_marks.get("steps", ())) \
        else (-1, False)
    if step_ahead:
        header = min(header, step_colon)
    if header == len(words) and not _SCHEDULE_ARROWS.isdisjoint(vocab) \
            and _arrow_schedule(words, lexicon.lemmas, lexicon.plan_marks.get("ticks", ()),
                                observer_tokens):
        header = -1  # "Saturday (Niamh): 10:00 hair → 13:00 ceremony → dinner": all ahead
    owned_events = "'s" in vocab or "'" in vocab  # gate of _owned_by_other
    # where the observer keeps out of a row aimed at them ("doesn't rise to it"): :func:`_kept_out`
    kept_out = _kept_out_cues(lexicon.unanswered, words) \
        if not vocab.isdisjoint(lexicon.unanswered) else ()
    # an event counted as zero ("Sleep: 0 h", "got zero sleep") did not happen
    zero_marks = lexicon.zero_amounts
    zeros = zero_marks["zeros"] if zero_marks and not vocab.isdisjoint(zero_marks["zeros"]) \
        else None
    # items of that plan's list ticked off ("pharmacy ✓"): done, not ahead
    ticked = _ticked_items(words, header, lexicon.plan_marks) \
        if header < len(words) and not vocab.isdisjoint(lexicon.plan_marks.get("ticks", ())) else ()
    for c in candidates:
        pos = c.pos
        sent = seg.sent_of[pos]
        first = words[c.span[0]]
        c.verbal = first.endswith(("s", "ed")) and not first.endswith("ss")
        negated = witness = distance = local = warned = limit = False
        local_after = False  # a local cue after the threat ("a dog swerves towards you")
        witness_at = -1
        mode_at, mode = -1, "actual"
        anywhere_mode = None
        # "reading a novel and eating cherries": a coordinated verb is a new predicate, out of
        # the scope of a report cue before it
        before = words[c.span[0] - 1] if c.span[0] > 0 else ""
        ing = words[c.span[0]].endswith("ing")
        # (or a present verb's -s form: "watches a film and eats her lunch")
        coord = c.span[0] if before == "and" and (ing or _s_form(lexicon.lemmas, words[
            c.span[0]])) else -1
        coord_told = -1
        if coord < 0 and c.span[0] > 1:
            # design choice (who did what): after a story named as a thing ("the film", "a
            # book"), a past after "and" ("watched the film and fell asleep", "skipped dinner
            # and the film and went straight to bed"), or a finite verb after "and" that leads
            # to the term a few words on ("read the book and went for a swim"), is a new
            # predicate too, the reader's or the watcher's own (not after a speech verb:
            # "tells his friends he was thrown and broke his collarbone" is all told)
            lead = c.span[0] if before == "and" else _predicate_lead(words, 0, c.span[0])
            if lead > 0 and words[lead - 1] == "and" and (
                    _past_in(lexicon.lemmas, words[lead]) and not words[lead].endswith("ed")
                    or _ed_predicate(words, lead)
                    or lead < c.span[0] and _finite_lead(lexicon.lemmas, words[lead])
                    and not words[lead].endswith("ed")):
                coord_told = lead
        # a participle after a comma describes the sentence's subject ("Sefa reads in the
        # armchair, eating an orange"), unless a comma closes it as a parenthesis
        adjunct = before == "," and ing and not _comma_after(seg, pos)
        posture = "posture" in c.flags  # the subject's body: not watched, not read about
        awaited = False  # a meal's participle goes on beside a wait before it
        planned_report = False  # a report cue inside a plan's scope: the telling is ahead
        for ci, ctype, anywhere, level, window in cues.get(sent, ()):  # scopes lie in a sentence
            if (ci >= pos and not anywhere) or ci == c.span[0] != pos \
                    or anywhere == _BACK and ci < pos and seg.comma(ci) != seg.comma(pos):
                if ctype == "limit" and c.span[1] <= ci <= c.span[1] + 1:
                    limit = True  # right after the event: "can't eat more than a few bites"
                elif ctype == "negation" and ci == c.span[1] and _negated_object(words, ci):
                    negated = True  # "eats no breakfast", "drinks no more coffee", "eats
                    # neither lunch nor dinner": nothing in the verb's object slot
                elif ctype == "waiting" and c.kind in _MEAL_KINDS and mode_at < 0 \
                        and _awaited_held(words, c, ci):
                    anywhere_mode = "waiting"  # "has a bowl of porridge on the table and is
                    # waiting for it to stop steaming": the food held is awaited, not had
                continue
                continue  # a light verb is no cue for its own object ("reviewing blueprints")
            if window and (c.span[0] - ci if ctype in _SPAN_WINDOW_CUES and ci < c.span[0]
                           and "to" not in words[ci + 1:c.span[0]]
                           else abs(pos - ci)) > window:  # before it, or after it when anywhere
                continue  # (a denial's or a demand's reach before the event counts to its
                # first word: "almost had a beer", "demands that Dev run ten laps"; not past a
                # purpose's "to": "skipped dinner to finish the patch")
            if has_quotes and quoted(ci) and not quoted(pos):
                continue  # a cue in quoted speech stays in it ("'I'll nap once this is in,' she
                # mutters, still typing": the typing is now)
            if level < 3 and (clause_of[ci] != clause_of[pos] if level == 2
                              else seg.comma(ci) != seg.comma(pos)) \
                    and not (ctype == "planned" and (_future_when(words, seg, ci, pos)
                                                     or _then_bare(words, seg, lexicon.lemmas,
                                                                   ci, pos))) \
                    and not (ctype == "witness"
                             and _bare_then(words, clause_of, ci, c, lexicon.lemmas)) \
                    and not (ctype == "reported" and window and anywhere
                             and _fronted_when_main(words, seg, ci, pos)):
                continue
            if ctype in _FRONTED_PARTICIPLE_MODES and ci < pos and not anywhere \
                    and seg.comma(ci) != seg.comma(pos) and _fronted_participle(words, seg, ci):
                continue  # "Wanting to stay warm, Ana drinks hot tea", "Not wanting to wake
                # the baby, she sits quietly", "After hearing the news, Ana eats her lunch": a
                # wish or a report in a fronted participle phrase is why or what came first,
                # the main clause after its comma is done now (not a time frame reaching both
                # ways: "Growing up, Sana ate mangoes" is a childhood)
            if ctype == "planned" and ci > pos and anywhere \
                    and not lexicon.speech_verbs.isdisjoint(words[c.span[0]:ci]):
                continue  # a time ahead reaching back stops at the speech verb that tells the
                # plan ("Over lunch, Ana tells Tom she'll swim tomorrow", "On the phone, she
                # promises to rest tomorrow"): the telling and what goes on around it are now
            if ctype in _AHEAD_CUES and ci < pos \
                    and _fronted_ahead(words, seg, people, sent, ctype, ci, c.span[0]):
                continue  # "Before her meeting tomorrow, Ana eats a banana", "On her way to the
                # station Ana grabs a sandwich": the time ahead or the trip is the fronted
                # phrase's; the new subject after it acts now
            if ctype == "negation":
                if anywhere and c.kind in kinds \
                        and kinds[c.kind].subject not in _SHOWN_NONE_KINDS \
                        and any(d == ci and t == "distance" for d, t, _, _, _ in cues[sent]):
                    continue  # a threat shown to be none ("was a false alarm", "only a drill":
                    # a distance cue too) denies the threats and the body's states, not what
                    # was done in its sentence ("a false alarm, so Ana went back and ate")
                if hurt_at is None:
                    hurt_at = [d.pos for d in candidates if d.kind in hurt_kinds]
                if hurt_at and ci < hurt_at[-1] and c.kind not in hurt_kinds \
                        and any(ci < h < pos for h in hurt_at):
                    continue  # "was not injured in the crash": the injury is denied, not the
                    # crash (nor a threat after it)
                if spaced_dashes and sum(ci < d < pos for d in spaced_dashes) % 2:
                    continue  # "skipped lunch - she chatted with Leo": past the dash
                if ci < c.span[0] and words[c.span[0]].endswith("ing") \
                        and _stop_denied(words, ci, c.span[0]):
                    continue  # "hasn't stopped operating for twenty hours", "never stops
                    # talking": a stop denied is the activity going on
                if and_predicates is None:
                    and_predicates = _and_predicates(words, items, lexicon)
                if ci < pos and (_and_pronoun_between(words, ci, c.span[0] + 1)
                                 or _and_named_subject(people, words, lexicon.lemmas, ci,
                                                       c.span[0] + 1)
                                 or _result_subject_between(people, words, ci, c.span[0])):
                    continue  # "It's not even noon and Ana is already eating lunch", "Tom
                    # doesn't want dessert and she eats his slice", "You're not skiing today so
                    # you play cards": "and", "so", "but" or "yet" + a subject opens a clause
                if c.kind in _SETTING_KINDS and ci < c.span[0] \
                        and _denied_act_setting(candidates, words, c, ci):
                    continue  # "didn't fall asleep on watch", "never sleeps on the night
                    # shift": the duty named as the denied act's setting goes on
                if not _and_between(and_predicates, ci, pos):
                    negated = True  # "refuses the cake and keeps taking calls": not the calls
            elif ctype == "witness":
                if words[ci + 1] == ",":
                    continue  # design choice (session 8): a cue with no object before its comma
                    # watches nothing after it ("after keeping watch, Mohammed sleeps")
                if c.kind in hurt_kinds and words[ci] in _HEARING \
                        and _own_body_inside(people, sent, ci, c):
                    continue  # "hears something crack in her wrist": her own body, felt
                if _and_pronoun_between(words, ci, pos):
                    continue  # "passes Maya a cone of whitebait and she starts eating": a new
                    # clause with its own subject, not what is seen
                if _and_past_between(words, lexicon.lemmas, ci, c.span[0]) \
                        or _and_present_between(words, lexicon.lemmas, items, ci, c.span[0]) \
                        or _and_later_predicate(words, lexicon.lemmas, ci, c.span[0]):
                    continue  # "Saw Arjun and had a pint": a past verb after "and" is a second
                    # predicate of the one who saw, not what was seen (that takes a bare verb)
                if (lead := _predicate_lead(words, ci, c.span[0])) > 0 and (
                        _and_past_between(words, lexicon.lemmas, ci, lead)
                        or _and_present_between(words, lexicon.lemmas, items, ci, lead)):
                    continue  # design choice (who did what): "watches the kids at the disco
                    # and goes for a swim", "saw Arjun and went swimming": a verb in the cue's
                    # own form after "and" leads to the term a few words on, and is the
                    # watcher's second predicate as a term right after "and" is
                if _observer_seen(people, words, ci, pos):
                    continue  # "Mira notices that she is bleeding": her own state
                if words[ci] in _LISTENING and adjunct:
                    continue  # "listens to music in bed, dozing": the listener dozes
                if words[ci] in _LISTENING and (
                        (sp := lexicon.kinds.get(c.kind)) is not None and sp.subject == "shared"
                        or words[ci + 2] in _LISTENED_THINGS):
                    continue  # "listens to her grandfather describe the quake": a talk
                    # listened to is company; "listen to it lying on your bed": the music's
                    # listener lies there; "Kofi's snoring" stays his
                if words[ci] in _LISTENING and c.kind in _LISTENER_POSTURE_KINDS and not any(
                        ci < m.index < c.span[0] and m.subject == "other"
                        and m.what != "thing" for m in people.by_sent.get(sent, ())):
                    continue  # "listens to music lying on her bunk", "listens to a podcast
                    # lying in the hammock": no one named is heard, so the listener lies there
                witness = not posture  # the subject's own body is not watched
                witness_at = ci
            elif ctype == "distance":
                distance = True
            elif ctype == "local":
                if _observers_place(people, words, ci, clause_of[ci]):
                    local = True
                    local_after = local_after or ci > pos
            elif ctype == "destination":
                # design choice: a trip's destination and purpose lie ahead ("drives to the
                # leisure centre for a swim"), but "and" + a new predicate is done on arrival
                # ("heads to the kitchen and eats a sandwich")
                if and_predicates is None:
                    and_predicates = _and_predicates(words, items, lexicon)
                if not _and_between(and_predicates, ci, pos) and mode_at < ci < pos \
                        and not _trip_company(words, ci, c.span[0]) \
                        and not _hazard_on_the_way(lexicon, words, c, ci) \
                        and not _as_clause_between(people, words, ci, c.span[0]):
                    mode_at, mode = ci, "planned"
            elif ctype in _MODE_CUES:
                if ctype == "reported" and (ci < coord or posture or 0 < ci < coord_told
                                            and _story_then_past(lexicon, words, ci,
                                                                 coord_told)):
                    continue  # a posture is the subject's body, not what is read about
                if ctype == "reported" and adjunct and c.kind in _MEAL_KINDS \
                        and words[ci] not in lexicon.speech_verbs:
                    continue  # "is reading a book, sipping her tea": a meal in a participle
                    # after a comma is the reader's own, beside the reading
                if ctype in _READ_OBJECT_MODES and c.kind in _PLACED_KINDS \
                        and c.span[0] < ci < pos and " + " in c.term:
                    continue  # "reads a novel in an armchair", "is reading a book on the sofa":
                    # what is read lies between the verb and its place, not reported or booked
                if ctype == "reported" and c.kind == "work" \
                        and words[ci] not in lexicon.speech_verbs \
                        and _read_for_own_task(words, ci, c.span[0]):
                    continue  # "is reading a novel for her English coursework": the task the
                    # reading or the watching is for, not what is read
                if ctype == "reference" and _fronted_time(people, sent, ci, c.span[0]):
                    continue  # "After the festival Orla sleeps till noon": a fronted time
                if ctype == "waiting" and c.kind in _NOT_AWAITED and not (
                        words[ci].startswith("wait") and words[c.span[0] - 1] == "to"):
                    if _shared_meal_term(c.term, lexicon.sharing_verbs) \
                            and _accompanying_participle(words, ci, c.span[0]):
                        awaited = True  # the company of a shared meal alongside the wait
                    continue  # "in the lift queue you get talking to two snowboarders" (but
                    # "you are waiting to chat with Jo" has not chatted yet)
                if _and_pronoun_between(words, ci, pos):
                    continue  # "you tell him to leave and he shouts back": a new clause
                if ctype == "planned" and anywhere == _BACK and level < 2:
                    # a time word or a participle of arranging reaching back within its comma
                    # part reaches only the progressive ("is having lunch with Tom on Friday") or
                    # an event held ahead ("has a massage booked"), not the simple present
                    # ("works on Saturdays", "goes for a long ride on Saturday morning")
                    if ci < pos:
                        if not words[ci].endswith("ed"):
                            continue  # a time word reaches no event after it ("On Friday Ana
                            # eats with Tom" tells it); a participle of arranging reaches what
                            # it arranges, as its verb does ("booked a table for dinner")
                    elif not (held := _held_ahead(words, c, ci)) \
                            and not _progressive_at(words, c.span[0]) \
                            and not _start_ahead(words, c.span[0]) \
                            and not _had_on_a_day(words, c, ci):
                        continue
                    elif not held and _told_past(words, seg, lexicon.lemmas, c):
                        continue  # (the held event's own participle is no past: "has ... booked")
                elif ctype == "planned" and anywhere == _BACK \
                        and _told_past(words, seg, lexicon.lemmas, c):
                    continue  # a time word reaching back in a clause told in the past is no
                    # plan ("fell asleep an hour later."); one reaching forward still is
                    # ("agreed to eat with Ola tomorrow")
                elif ctype == "planned" and not anywhere and ci < pos \
                        and words[ci] in _TIME_OPENERS \
                        and _told_past(words, seg, lexicon.lemmas, c):
                    continue  # the present stretch of time told in the past is over, not ahead
                    # ("skipped the gym tonight and stayed on the sofa", "tonight she ate a
                    # pizza"); a plan's own cue still reaches it ("tonight she'll eat out")
                if ctype == "reference" and window and not anywhere and ci < pos:
                    if and_predicates is None:
                        and_predicates = _and_predicates(words, items, lexicon)
                    if _and_between(and_predicates, ci, pos):
                        continue  # a time referred to ends at "and" + a new predicate ("hasn't
                        # eaten since breakfast and is wolfing down a sandwich": eats now)
                if ctype in _AND_ENDED_MODES and not window and not anywhere and ci < pos \
                        and (c.verbal or _past_in(lexicon.lemmas, words[c.span[0]])) \
                        and c.span[0] + 1 < len(words) \
                        and words[c.span[0] + 1] not in _AFTER_LIST_NOUN:
                    if and_predicates is None:
                        and_predicates = _and_predicates(words, items, lexicon)
                    if _and_between(and_predicates, ci, pos):
                        continue  # "orders a burger and eats it at the counter", "promises to
                        # call her mum back and eats her noodles": "and" + a new predicate of
                        # the subject is done now (a plan's infinitive takes no inflected verb;
                        # an irregular past is inflected too: "queued and ate it", "and drank")
                if ctype == "planned" and window and not anywhere:
                    if and_predicates is None:
                        and_predicates = _and_predicates(words, items, lexicon)
                    if _and_between(and_predicates, ci, pos) \
                            or _and_named_subject(people, words, lexicon.lemmas, ci, pos):
                        continue  # a short reach ends at "and" + a new predicate ("declines
                        # Meera's invitation to lunch and eats a sandwich at her desk") or a
                        # new subject ("the stew is ready to eat and Ana tucks in")
                if c.kind in _MEAL_KINDS and (ctype in _ACCOMPANIED_MODES or awaited
                                              and ctype == "planned") \
                        and _accompanying_participle(words, ci, c.span[0]):
                    awaited = True  # "waiting for the team sheet, sipping an isotonic drink":
                    # a meal alongside, not awaited; nor is it what the wait's infinitive puts
                    # ahead ("waiting for the speeches to begin, sharing a thermos of tea")
                    continue
                if awaited and ctype == "planned" and c.kind in _NOT_AWAITED:
                    continue  # nor is the company what the wait's infinitive puts ahead
                if mode_at < ci < pos:
                    planned_report = ctype == "reported" and (
                        mode == "planned" or mode_at < 0 and anywhere_mode == "planned")
                    mode_at, mode = ci, ctype
                elif anywhere:
                    anywhere_mode = ctype
            elif ctype == "limit":
                limit = True  # "manage more than a couple of forkfuls": before the amount
        if zeros is not None and not negated \
                and _zero_amount(words, c.span[0], c.span[1], zeros, zero_marks["units"]):
            negated = True  # "Sleep: 0 h", "Meals: 0", "got zero sleep"
        if limit and negated:
            negated = False  # "not more than a couple of forkfuls": a couple of forkfuls
        else:
            limit = False
        if mode_at < 0 and anywhere_mode:
            mode = anywhere_mode
        if mode == "actual" and c.kind in _LYING_KINDS and not _NIGHT_AHEAD.isdisjoint(vocab) \
                and (c.kind == "sleep" or any(d.kind == "sleep" and d.span == c.span
                                              for d in candidates)) \
                and _sleep_tonight(words, seg, c):
            mode = "planned"  # "I'm turning in early tonight", "is sleeping over at Leo's
            # tonight": a night's sleep told in the progressive before that night is ahead (and
            # the rest its phrase also names)
        if pos > header and mode == "actual" and pos not in ticked:
            mode = "planned"
        elif pos < header < len(words) and mode == "actual":
            mode = "planned"  # session 12: the plan's label names what it plans ("Revision
            # timetable (Leilani): 09:00 thermodynamics → 12:30 lunch", "Gym plan:")
        elif ticked and mode == "planned" and mode_at < header and pos in ticked:
            mode = "actual"  # "To-do: pharmacy ✓": the label's own cue is not the item's
        tag = _tag_term(words, c.span)
        if tag and mode == "actual" and not _tag_done(words, pos, step_colon, step_ahead,
                                                      lexicon.plan_marks):
            mode = "planned"  # "Diary [social]: ...": a tag only labels, no step done
        elif pos < step_colon and mode == "actual" and not tag:
            mode = "planned"  # the step's name or tag ("Step 'Evening swim' (exercise):")
        # "Zara is ‘resting’ her eyes": a state with a wink, read as if unquoted
        winked = c.kind in _WINKED_KINDS and quoted(pos) and _winked_state(words, c.span[0])
        if mode == "actual" and quoted(pos) and not winked:
            mode = "reported"
        elif mode == "actual" and questions and seg.sent_of[pos] in questions:
            mode = "asked"  # "Have you eaten today?": a question says nothing happened
        spec = lexicon.kinds.get(c.kind)
        if witness_at >= 0 and spec is not None and spec.subject == "situation" \
                and _watched_other(people, witness_at, pos):
            distance = True  # "watches a rescue crew row a family out of a flooded house"
        if spec is not None and spec.captive and spec.subject == "situation" \
                and mode in ("actual", "reported") and _told_in_work(words, seg, pos, spec.captive):
            mode, local = "reported", False  # "watches a thriller in which a city is evacuated"
        if mode == "reported" and "report_proof" in c.flags and not titled(pos):
            # a term that is the telling itself is what the telling's own mode says: ahead
            # when a plan's cue reaches the speech verb ("Tomorrow I'm going to tell Clémence
            # exactly what I think of her"), else now
            mode = "planned" if planned_report else "actual"
        elif local and mode in ("reported", "planned") and spec and spec.subject == "situation" \
                and not distance:
            # (not a place far away or long ago: "tells Lena about the flood that swept
            # through his village when he was a boy" stays a story)
            mode = "actual"  # "the radio warns a storm will hit your town": a threat now
            warned = True  # but milder than a present threat (cues.local.multiplier)
        if not warned and "warned" in c.flags:
            if not (local and mode == "actual" and not distance and spec
                    and spec.subject == "situation"):
                continue  # "the heatwave has doubled her bills": weather, a threat only as a
                # warning
            warned = True  # an alert with no report verb ("the bell clangs: orcs sighted two
            # miles from the east gate - all citizens inside the walls!"), as mild as one told
        if mode == "reported" and spec is not None and spec.subject == "experiencer" \
                and words[mode_at] in lexicon.speech_verbs:
            speaker, listener = _speech_parties(people, seg, mode_at, mode_at + 1)
            if speaker is not None and speaker.subject == "self" and listener is not None \
                    and listener.what == "person" and words[listener.end - 1] in lexicon.clinicians:
                mode = "actual"  # "Lucía tells the GP she has had a dry cough": a symptom
        rule = spec.subject if spec else "agent"
        if mode in ("planned", "waiting") and rule == "experiencer" and before in _OWNED:
            mode = "actual"  # "on her way to get her hacking cough looked at": she has it now
        unaware = unaware_from is not None and seg.clause_of[pos] >= unaware_from
        scope = 3 if "addressed" in c.flags else spec.shared_scope if spec else 2
        cl = seg.clause_of[pos]
        victim: _Mention | None = None  # the one an attack's verb hurts (_object_after_attack)
        if before in _ARTICLES and first.endswith(("ish", "ed", "ing")) and c.span[1] < len(words) \
                and words[c.span[1]].isalpha() and words[c.span[1]] not in lexicon.known:
            subject = "other"  # "a feverish postdoc", "a limping stranger": that person's
        elif c.flags and ("to_owner" in c.flags or "joint" in c.flags):
            subject = "self"  # a call from the observer's sister is to the observer
        elif "yields" in c.flags and cl in clause_subject:
            subject = clause_subject[cl]  # "the pickers are eating together": theirs
        elif rule == "experiencer" and (cl, c.kind) in clause_subject:
            # "Rhiannon's brother's cough has turned into bronchitis": the same sufferer
            subject = clause_subject[cl, c.kind]
        elif rule == "shared" and _names_observer(lexicon, words, c.span):
            subject = "self"  # "Sam tells you ...": the observer is in the phrase, a party to it
        elif rule == "shared" and before in _DEFINITE and not c.verbal \
                and earlier.get(c.kind, (-2, ""))[0] >= sent - 1 \
                and _same_occasion(people, seg, c, earlier[c.kind]):
            subject = earlier[c.kind][1]  # "the argument holds all of you up": theirs
        elif rule == "agent" and c.kind in _OBJECT_STATE_KINDS and not c.verbal \
                and _state_after_object(people, seg, c):
            subject = "other"  # "tucks in her son, already fast asleep": the son's sleep
        elif posture and rule == "agent" and not _owned_object(words, c.span[0],
                                                                lexicon.governors) \
                and (main := _main_subject(people, seg, pos) or _status_subject(people, seg,
                                                                                 pos)):
            subject = main  # "Ravi watches a film from his armchair, feet up": the watcher's;
            # "Nomvula is reading @ home: sofa, feet up": the status line's subject's
        elif adjunct and rule == "agent" and not witness:
            subject = (people.finds and _found_other(people, seg, c.span[0]) and "other"
                       or _point_participle(people, seg, c.span[0])
                       or _main_subject(people, seg, pos)) or _subject(
                rule, c, people, seg, _never if winked else quoted, witness, distance, unaware,
                scope)
        else:
            subject = (
                (rule == "agent" and _passive_agent(people, words, seg, c))
                or (rule == "agent" and c.kind in _DONE_TO_KINDS
                    and _passive_patient(people, words, c))
                or (rule == "experiencer" and (
                    # "Ana's dog bites the postman": the postman's
                    (victim := _object_after_attack(people, seg, c)) is not None
                    and victim.subject
                    or _body_owner(people, words, seg, c, items, hurt_kinds)
                    or _part_owner(people, words, seg, items, c)))
                or (rule == "situation" and spec.target_reach and not (distance or unaware)
                    and (_placed_observer(spec, people, seg, c, quoted(pos))
                         or _margin_owner(spec, people, seg, c, quoted(pos))
                         or _threat_target(lexicon, spec, people, seg, c, quoted(pos),
                                           tx.cap_set)
                         or _bystander_threat(people, seg, c, quoted(pos))
                         or _participle_victim(people, seg, c.span[0], quoted(pos))))
                or _subject(rule, c, people, seg, _never if winked else quoted, witness,
                            distance, unaware, scope))
        if subject == "self" and c.verbal and it_subject and rule in _IT_DOERS \
                and _it_subject(people, seg, c.span[0], lexicon.auxiliaries,
                                rule == "experiencer"):
            subject = "other"  # "rocks the baby until it falls asleep": the baby's
        if subject == "other" and rule != "situation" \
                and _observer_included_after(people, seg, c.span[1]):
            subject = "self"  # "everyone swims in the lake, including Ana", "the whole crew
            # eat stew in the mess, Ana included": the observer is one of those who do it
        if tag and subject == "other" and _step_report_own(people, step_colon, len(words)):
            subject = "self"  # "Step 'Meet Arjun' (social): ...": the agent's step, done
        if subject == "other" and 0 <= step_colon < c.span[0] and not step_ahead \
                and rule in _STEP_DOERS and _step_report_own(people, step_colon, c.span[0]):
            subject = "self"  # "Step 'Meet Arjun' (social): met Arjun at the chai stall"
        if rule == "situation" and spec.benign is not None and c.term in spec.benign.tame \
                and first != c.term and _person_smokes(people, seg, c.span[0]):
            continue  # "Morag sits on a fish box smoking": a smoker, no fire
        if local and subject == "other" and not distance and rule == "situation" \
                and (local_after or not _victim_right_before(people, seg, pos,
                                                             lexicon.auxiliaries)) \
                and not (local_after and spec.target_reach
                         and _doer_at_owned_place(spec, people, seg, c, quoted(pos))):
            # the observer's own place: "the foreman says gas ... everyone must get out now",
            # "a neighbour shouts that the river is coming this way": not the speaker's (but
            # after a cue, "the guard tells all passengers that a man collapsed" is the man's;
            # a cue after it aims the threat: "a dog swerves towards you")
            subject = "self"
        if subject == "self" and kept_out and c.kind in _UNANSWERED_KINDS \
                and _kept_out(people, seg, c, kept_out):
            subject = "other"  # "Femi doesn't rise to it when the caller swears at him"
        if subject == "self" and not c.verbal and owned_events and not ing and not tag \
                and victim is None \
                and first not in lexicon.governors and _owned_by_other(people, words, c.span[0]):
            subject = "other"  # "Tane's quick nap lasts three hours": Tane's nap
        if mode == "actual" and not negated:
            clause_subject[cl] = subject  # the latest actual event's, for a "yields" term
            earlier[c.kind] = (sent, subject)
        clause_subject.setdefault((cl, c.kind), subject)
        strength = c.weight * (lexicon.local_multiplier if warned else 1.0)
        for at, mult, only in quantities.get(cl, ()):  # in text order: float products depend on it
            if (not only or only == c.kind) \
                    and not (c.span[0] <= at < c.span[1] and " + " not in c.term):
                strength *= mult  # not a term's own ("take a sip of"), nor another kind's portion
        strength = round(min(1.0, max(0.0, strength)), 4)
        if limit and mode == "actual":
            limits.append((len(rows), sent))
        row_sents.append(sent)
        rows.append((cl, c.kind, subject, negated, mode, strength, c.term, tx.span(*c.span)))
        if spec and spec.ends_awareness and unaware_from is None and subject == "self" \
                and not negated and mode == "actual":
            unaware_from = cl + 1  # the clauses after it ("Ebba is asleep while two chat")

    if not lexicon.sharing_verbs.isdisjoint(vocab) and "with" in vocab:
        _shared_with(rows, candidates, lexicon.sharing_verbs, seg, people)
    if not lexicon.speech_verbs.isdisjoint(vocab) or any(
            not sp.taken_back_beliefs.isdisjoint(vocab) for sp in kinds.values()
            if sp.taken_back_beliefs):
        taking_back = [k for k, sp in kinds.items() if not vocab.isdisjoint(
            sp.taken_back_states) or not vocab.isdisjoint(sp.taken_back_excuses)]
        if taking_back:
            _taken_back(rows, candidates, taking_back, kinds, seg, words, lexicon.speech_verbs)
    if limits:
        _cap(rows, limits, row_sents, seg.location)
    if "over" in vocab:
        for kind, spec in kinds.items():
            if spec.joint_kinds and any(row[1] == kind for row in rows):
                rows += _over_a_meal(kind, spec.joint_kinds & _MEAL_KINDS, words, tx, seg,
                                     items, rows, kinds)
    if not _EXCEPT_WORDS.isdisjoint(vocab):
        if any(row[3] and row[1] in _MEAL_KINDS for row in rows):
            rows += _meal_ellipsis(words, tx, seg, people, items, rows, row_sents)
        for kind, spec in kinds.items():  # "didn't sleep, only a couple of hours"
            if spec.spans and not spec.spans.isdisjoint(vocab):
                rows += _span_ellipsis(kind, spec.spans, words, tx, seg, people, rows, row_sents)
    for kind, spec in hazard_kinds:
        rows += _near_misses(kind, spec, words, tx, seg, people, items, rows, row_sents, quoted,
                             hurt_kinds)
    if "back" in vocab:  # "'...!' Chloe yells, and Kai yells back": Chloe's row too
        for kind, spec in kinds.items():
            if spec.mutual_verbs and not spec.mutual_verbs.isdisjoint(vocab):
                rows += _answered_shouts(kind, spec, candidates, rows, words, tx, seg, people)
    for kind, spec in kinds.items():  # "the manager warns the marquee crew: a storm is due"
        if spec.warned_verbs and not spec.warned_verbs.isdisjoint(vocab) \
                and not spec.warned_groups.isdisjoint(vocab) \
                and any(r[1] == kind and r[2] == "other" for r in rows):
            rows = _warned_groups(kind, spec, candidates, rows, words, tx, seg, people)
    for kind, spec in kinds.items():  # "Ana gives the caterer a piece of her mind"
        if spec.given and not spec.given.isdisjoint(vocab) \
                and any(r[1] == kind and r[2] == "other" for r in rows):
            rows = _given_rows(kind, spec, candidates, rows, words, tx, seg, people)
    for kind, spec in kinds.items():  # "slaps at a mosquito", "fought with the fryer"
        if spec.thing_blows and any(r[1] == kind and r[6] in spec.thing_blows for r in rows):
            rows = _blows_at_things(kind, spec, candidates, rows, words, tx, people)
        if spec.thing_doers and not spec.thing_doers.isdisjoint(vocab) \
                and any(r[1] == kind for r in rows):
            rows = _done_by_things(kind, spec, candidates, rows, words, tx, seg, people)
    for kind, spec in kinds.items():  # "the chef yells at Ana to get out, the fryer's on fire"
        if spec.warning_shouts and any(r[1] == kind and r[6] in spec.warning_shouts
                                       for r in rows):
            rows = _shouted_warnings(kind, spec, candidates, rows, words, tx, seg, people,
                                     quoted_ranges)
    if quoted_ranges:  # "'Get out, the slope above is moving!' the foreman yells at you"
        for spec in kinds.values():
            if spec.warning_orders and any(
                    r[1] == spec.warning_threat and r[2] == "self" and r[4] != "actual"
                    and not r[3] for r in rows):
                rows = _quoted_warnings(spec, rows, words, tx, seg, people, quoted_ranges,
                                        lexicon.lemmas)
    if superseding := [(k, sp.supersedes) for k, sp in kinds.items() if sp.supersedes]:
        rows = _superseded(superseding, rows, seg, words)
    if any(row[3] for row in rows):
        rows = _failed_attempts(rows, seg, kinds, words)
        rows = _held_not_had(rows, seg, words, tx,
                             lexicon.negation_marks.get("amounts", frozenset()))
    for kind, sp, t in turns:
        # the observer's quarrel or job is what the exchange is ("[#newsdesk] Kenji: copy in?")
        if not any(r[1] in sp.turn_yields_to and r[2] == "self" and r[4] == "actual"
                   and not r[3] for r in rows):
            rows.append((seg.clause_of[t], kind, "self", False, "actual",
                         lexicon.default_weight, f"{words[t]} :", tx.span(t, t + 2)))
    for kind, t in team_turns:
        if not any(r[1] == kind and r[2] == "self" and r[4] == "actual" and not r[3]
                   for r in rows):
            rows.append((seg.clause_of[t], kind, "self", False, "actual",
                         lexicon.default_weight, f"{words[t]} :", tx.span(t, t + 2)))
    if activity is not None and (seg.location or framed or at_work or job):
        words = _restored_ing(lexicon, words, vocab)  # "is haulin creels", "is carryng"
    if activity is not None and (seg.location or not activity.record_actions.isdisjoint(vocab)
                                 and not activity.record_agents.isdisjoint(vocab)):
        status = _status_activity(activity, words, tx, seg, mentions, candidates, rows,
                                  lexicon.plan_marks.get("ahead", frozenset()))
        if status and not _OWNER_WORDS.isdisjoint(vocab):
            status = [r for r in status
                      if not _on_own_body(lexicon, r, tx, words, seg, mentions, items,
                                          hurt_kinds)]
        rows += status
    if at_work:
        rows += _workplace_activity(activity, words, tx, seg, mentions, candidates, rows)
    if framed or at_work or job or "still" in vocab and _ill_self(rows):
        rows += _framed_activity(activity, words, tx, seg, mentions, candidates, rows,
                                 framed or frozenset(), at_work, lexicon.lemmas)
    if "(" in vocab or "[" in vocab:
        rows = _tags_yield(rows)
    return _merge(rows, lexicon)


_HEARING = frozenset({"hear", "hears", "heard", "hearing"})
_LISTENING = frozenset({"listen", "listens", "listened", "listening"})
# the preposition before someone sought or looked after ("looks for Lena", "checks on Tom")
_SOUGHT_MARKS = frozenset({"for", "on", "after"})
_LISTENED_THINGS = frozenset({"it", "this", "that"})  # heard after "listen to": no one's act
# kinds told as the listener's own posture after a thing listened to ("listens to music lying
# on her bunk"); a session or a job after it may be the thing's ("listens to a recorded call
# for quality training")
_LISTENER_POSTURE_KINDS = frozenset({"rest", "sleep"})


# the kinds of one-sided doing (a row) whose target may keep out of it (``subjects.unanswered``)
_UNANSWERED_KINDS = frozenset({"conflict"})
# words that negate a ``subjects.unanswered`` "negated" phrase within ``_REFUSAL_REACH`` tokens
# before it ("doesn't rise to it", "refuses to take the bait", "without rising to it")
_REFUSAL_WORDS = frozenset({"not", "n't", "never", "refuses", "refused", "refuse", "refusing",
                            "without"})
_REFUSAL_REACH = 3


def _kept_out_cues(unanswered: Mapping[str, tuple[tuple[tuple[str, ...], bool], ...]],
                   words: list[str]) -> tuple[int, ...]:
    """The tokens where a ``subjects.unanswered`` phrase starts (a "negated" one only with one
    of ``_REFUSAL_WORDS`` within ``_REFUSAL_REACH`` tokens before it)."""
    found = []
    for t in compress(range(len(words)), map(unanswered.__contains__, words)):
        for phrase, negated in unanswered[words[t]]:
            if tuple(words[t:t + len(phrase)]) == phrase and (
                    not negated or not _REFUSAL_WORDS.isdisjoint(
                        words[max(0, t - _REFUSAL_REACH):t])):
                found.append(t)
                break
    return tuple(found)


def _kept_out(people: _People, seg: _Segments, c: _Candidate, cues: tuple[int, ...]) -> bool:
    """Is candidate ``c`` (a row the observer was given as a party to) aimed at the observer (a
    governed or object mention after it) by someone else, the subject of its clause if it names
    one, while the observer, the subject of a cue in
    ``cues`` in the same sentence, keeps out of it ("Femi doesn't rise to it when the caller
    swears at him", "The driver shouts at Ana, but she bites her tongue")? Design choice (who
    did what): the row is the other person's alone."""
    pos = c.span[0]
    sent, cl = seg.sent_of[pos], seg.clause_of[pos]
    in_sent = people.by_sent.get(sent, ())

    def doer(before: int, clause: int) -> _Mention | None:
        found = None
        for m in in_sent:
            if m.index >= before:
                break
            if (clause < 0 or m.clause == clause) and not (
                    m.possessive or m.governed or m.objective or m.quoted):
                found = m
        return found

    rower = doer(pos, cl)
    if rower is not None and rower.subject != "other" or not any(
            m.index >= pos and m.clause == cl and m.subject == "self" and not m.quoted
            and (m.governed or m.objective) for m in in_sent):
        return False  # (the row aimed at the observer: "swears at him", "yells at Femi")
    return any(seg.sent_of[u] == sent and (k := doer(u, -1)) is not None and k.subject == "self"
               and k is not rower for u in cues)


def _person_nouns_dropped(candidates: list[_Candidate], people: _People, words: list[str],
                          determiners: frozenset[str]) -> list[_Candidate]:
    """The candidates but those that open on a person noun inside a noun phrase: right after a
    determiner or an owner, or after one modifier after one ("the night nurse drank a pint":
    no nursing of a pint). Design choice (who did what): a job word that is also a verb
    ("nurse", "cook") is a verb only where a verb can stand, after its subject ("Mira nurses a
    coffee"), never inside a noun phrase; read as a verb there, its drink had no subject before
    it and went to the observer. Only a verb-and-object term that opens with that very word
    is dropped (not a group's joint term, "my cousins and I danced", nor a noun term, "a
    jogger": someone else's doing)."""
    heads = people.person_heads
    out = []
    for c in candidates:
        i = c.span[0]
        if i in heads and i and c.term.startswith(words[i] + " + ") and (
                words[i - 1] in determiners or words[i - 1] in _OWNER_WORDS
                or i > 1 and words[i - 1].isalpha() and (words[i - 2] in determiners
                                                         or words[i - 2] in _OWNER_WORDS)):
            continue
        out.append(c)
    return out


def _owned_object(words: list[str], start: int, governors: frozenset[str]) -> bool:
    """Is the term at token ``start`` a verb's object with its owner: an owner word right after
    a word that is no preposition ("the cook put his feet up", not "with his feet up", ", her
    feet up")? Design choice (who did what): a posture is the sentence subject's only when it
    hangs on no verb of its own; as an object it is the subject of that verb's."""
    return start > 1 and words[start - 1] in _OWNER_WORDS and words[start - 2].isalpha() \
        and words[start - 2] not in governors


def _observer_seen(people: _People, words: list[str], cue: int, pos: int) -> bool:
    """Does the clause a witness cue at token ``cue`` opens ("notices that", "sees") have the
    observer as its subject before the candidate at ``pos``: a subject pronoun or a name ("Mira
    notices that she is bleeding", "Tom sees you are shivering"), or after "that" the
    observer's owner word before a noun that is no person ("notices that her knee is
    bleeding"; not "her son")? Design choice (who did what): what the observer notices about
    themself is theirs, not someone else's doing watched."""
    k = cue + 1
    if k + 1 < len(words) and words[k] == "out" and words[k + 1] == "that":
        k += 1  # a phrasal cue: "finds out that she has the flu"
    that = k < len(words) and words[k] == "that"
    if that:
        k += 1
    if k >= pos:
        return False
    i = bisect_left(people.indices, k)
    if i >= len(people.all) or people.all[i].index != k:
        return False
    m = people.all[i]
    if m.subject != "self" or m.quoted or m.objective:
        return False
    if m.possessive:
        return that and m.end not in people.person_starts \
            and m.end + 1 not in people.person_starts
    return words[k] in _SUBJECT_FORMS or m.what == "name"


def _own_body_inside(people: _People, sent: int, cue: int, c: _Candidate) -> bool:
    """Does the hurt candidate ``c`` hold a possessive that is the observer's ("hears something
    crack in her wrist"), at most two words after the hearing cue at ``cue`` ("something", "a":
    a sound heard, not a doer) and nobody else named between? Then the cue hears the
    observer's own body, not someone else's hurt ("hears a snowboarder slam into the fence and
    break her wrist" stays the snowboarder's). Design choice (session 10, r63-021: "Valentina
    ... lands awkwardly and hears something crack in her wrist")."""
    start, end = c.span
    if start - cue > 3:
        return False
    mentions = people.by_sent.get(sent, ())
    return not any(cue < m.index < start and m.subject == "other" for m in mentions) \
        and any(start < m.index < end and m.possessive and m.subject == "self"
                for m in mentions)


def _shared_with(rows: list[_Row], candidates: list[_Candidate], sharing: frozenset[str],
                 seg: _Segments, people: _People) -> None:
    """Give a meal shared with someone to the one it was shared with, in place.

    ``rows[i]`` is ``candidates[i]``'s row (the candidate loop's output, before other passes
    add rows); ``sharing`` are ``subjects.sharing_verbs``, every form. An actual, unnegated
    eat or drink row whose term is a sharing verb + its object ("share + water") and whose
    object is followed within four tokens of its clause by "with" + someone (a person, a name,
    a pronoun or the observer; no possessive) is that someone's when it is the observer ("Mei
    shares her noodles with him": Ruben, the observer, eats them), and someone else's when a
    later actual row of its kind in its sentence is someone else's ("Jovan shares his water
    with the girl at the well, and she drinks it all in one go": h10-101). Design choice
    (session 9): sharing one's food hands it over; who eats it is the one it went to, and
    "we both drink" after it keeps the observer's own."""
    words = people.words
    for i, c in enumerate(candidates):
        row = rows[i]
        if row[1] not in _MEAL_KINDS or row[3] or row[4] != "actual" \
                or c.term.partition(" + ")[0] not in sharing:
            continue
        end, cl, s = c.span[1], seg.clause_of[c.pos], seg.sent_of[c.pos]
        to = next((m for m in people.by_sent.get(s, ()) if end < m.index <= end + 4
                   and m.clause == cl and not m.possessive and m.what != "thing"
                   and "with" in words[end:m.index]), None)
        if to is None or to.subject == row[2]:
            continue
        if to.subject == "self" or any(
                rows[j][1] == row[1] and rows[j][2] == "other" and rows[j][4] == "actual"
                and not rows[j][3] and seg.sent_of[candidates[j].pos] == s
                for j in range(i + 1, len(candidates))):
            rows[i] = (row[0], row[1], to.subject, *row[3:])


# forms of be or feel before a state that takes a told ailment back ("but I'm fine")
_TAKE_BACK_LINKS = _LINKING | {"'m", "'re", "'s", "am", "be", "been"}
_NOT_TAKEN_BACK = frozenset({"not", "n't", "never", "otherwise", "apart", "except"})


def _taken_back(rows: list[_Row], candidates: list[_Candidate], taking_back: list[str],
                kinds: Mapping[str, KindSpec], seg: _Segments, words: list[str],
                speech: frozenset[str]) -> None:
    """Deny, in place, an ailment told in someone's words and taken back later in its sentence.

    ``rows[i]`` is ``candidates[i]``'s row (as for :func:`_shared_with`); ``taking_back`` the
    kinds whose ``taken_back`` words are in the text; ``speech`` every form of
    ``subjects.speech_verbs``. An actual, unnegated row of such a kind with a speech verb before
    it in its sentence ("I emailed my tutor that I had food poisoning") is negated when, after
    it in the sentence, one of the kind's ``taken_back.excuses`` stands ("but really I just
    needed to sleep") or one of its ``states`` does right after a form of be or feel, at most
    one word between ("but honestly I'm fine", "but I was perfectly fine"), with no negation,
    "otherwise" or "apart" in the four words before ("but otherwise she feels fine" is the
    rest of her; "she's not fine" denies nothing). Design choice (session 10): an illness
    claimed as an excuse and taken back by the speaker is none."""
    n = len(words)
    sent_of = seg.sent_of
    for i, c in enumerate(candidates[:len(rows)]):
        row = rows[i]
        if row[1] not in taking_back or row[3] or row[4] != "actual":
            continue
        spec = kinds[row[1]]
        start, end = c.span
        s = sent_of[start]
        t = start - 1
        while t >= 0 and sent_of[t] == s and words[t] not in speech \
                and words[t] not in spec.taken_back_beliefs:
            t -= 1
        if t < 0 or sent_of[t] != s:
            continue  # not told: "I had flu last week, but now I'm fine" is left to the tenses
            # (a belief stands like a speech verb: "was sure the oysters had made him sick")
        for k in range(end, n):
            if sent_of[k] != s:
                break
            w = words[k]
            if any(tuple(words[k:k + len(q)]) == q for q in spec.taken_back_excuses.get(w, ())) \
                    or any(tuple(words[k:k + len(q)]) == q
                           for q in spec.taken_back_states.get(w, ())) \
                    and (words[k - 1] in _TAKE_BACK_LINKS
                         or words[k - 2] in _TAKE_BACK_LINKS and words[k - 1].isalpha()) \
                    and _NOT_TAKEN_BACK.isdisjoint(words[max(0, k - 4):k]):
                rows[i] = (*row[:3], True, *row[4:])
                break


_SHOW_FORMS = frozenset({"shows", "showed", "showing", "show"})
_SHOW_REACH = 12  # tokens from a report cue (a screen, the news) to its "shows"


def _shown_clauses(cues: dict[int, list[_Cue]], words: list[str], seg: _Segments,
                   people: _People) -> None:
    """Stretch what a screen shows, or what is read or said after a colon, over the rest of
    its sentence, in place.

    A ``reported`` cue (``livestream``, ``footage``, ``the news``) followed within
    ``_SHOW_REACH`` tokens of its clause by a verb form of "show" (not a noun after an article
    or an owner: "the show") is what the screen shows, and so is every later clause of its
    sentence that names no observer as a subject: each gets a ``reported`` cue at its first
    token. A colon in the cue's clause (``reads a recipe:``, ``the sign says:``) opens what
    the text says: when no later clause of the sentence names the observer as a subject, one
    ``reported`` cue at the colon reaches the sentence's end (design choice, session 9, from
    a newcomer's probe: "Mara reads a recipe: simmer the beans, then eat them hot with rice"
    eats nothing; "Mara reads the news: a storm, then you eat lunch" still eats).

    Design choice (session 9): "The livestream Rebecca has open on her laptop shows a
    climber stranded on a ledge as the storm rolls in" (r48-140): the storm is on screen too;
    "the news shows a flood as you eat your dinner" keeps the observer's own dinner."""
    sent_of, clause_of, n = seg.sent_of, seg.clause_of, len(words)
    for s, group in cues.items():
        shown = -1
        for ci, ctype, *_ in group:
            if ctype != "reported":
                continue
            cl = clause_of[ci]
            for k in range(ci + 1, min(n, ci + _SHOW_REACH)):
                if words[k] == ":" and clause_of[k] == cl:
                    shown = k  # "reads a recipe: simmer the beans, then eat them hot"
                    break
                if clause_of[k] != cl:
                    break
                if words[k] in _SHOW_FORMS and words[k - 1] not in _NOUN_OWNERS:
                    shown = k
                    break
            if shown >= 0:
                break
        if shown < 0:
            continue
        mine = {m.clause for m in people.by_sent.get(s, ()) if m.subject == "self"
                and not (m.possessive or m.governed or m.objective)}
        if words[shown] == ":":
            if not any(c > clause_of[shown] for c in mine):
                group.append((shown, "reported", False, 3, 0))  # to the sentence's end
            continue
        for k in range(shown + 1, n):
            if sent_of[k] != s:
                break
            if clause_of[k] != clause_of[k - 1] and clause_of[k] not in mine:
                group.append((k, "reported", False, 2, 0))


_RUN_OBJECT_REACH = 6  # tokens of the noun phrase after "running the" looked at


def _managed_runs(candidates: list[_Candidate], items: list[_Item], words: list[str]
                  ) -> list[_Candidate]:
    """``candidates`` without an exercise "be running" whose object is something run as a
    job: a determiner or an owner right after it ("was running the long-jump pit", "is running
    the PTA tea stall") and no exercise phrase (a term or an object of the kind: "the London
    marathon", "a half marathon", "the 10k") in the ``_RUN_OBJECT_REACH`` tokens of its noun
    phrase, up to the first punctuation. Design choice (session 9, r49-189): running a stall,
    a pit, a workshop or a meeting manages it; in the labelled sets a determiner after
    "is/was running" never opened a run."""
    out = []
    n = len(words)
    for c in candidates:
        end = c.span[1]
        if c.kind == "exercise" and words[end - 1] == "running" and end < n \
                and words[end] in _OBJECT_DETERMINERS:
            stop = end + 1
            while stop < n and stop <= end + _RUN_OBJECT_REACH and words[stop] not in _PART_ENDS:
                stop += 1
            if not any(end < start < stop and any(r.kind == "exercise" for r in phrase.event_roles)
                       or end < start < stop and phrase.objects and "exercise" in phrase.objects
                       for start, _, phrase in items):
                continue
        out.append(c)
    return out


_HEADER_REACH = 12  # tokens a label before a colon may span ("Plan for the 2 a.m. break (...):")
_HEADER_HEAD = 3  # label tokens the header word may stand in ("Volunteer rota, ...")
_OWNED_HEAD = 5  # ... when an owner opens the label ("Beatriz 's shopping list", "my to-do list")


# what joins a timetable's items ("10:00 hair → 13:00 ceremony", "Tue -> gym 18:00": "->" is
# read "-" ">") and a clock time among them
_SCHEDULE_ARROWS = frozenset({"→", "⇒", ">"})
_CLOCK_TIME: Any = _LazyPattern("_CLOCK_TIME", r"\d{1,2}[:.]\d{2}", 0, globals())


def _arrow_schedule(words: list[str], lemmas: Mapping[str, tuple[str, ...]],
                    ticks: Collection[str], observer: Collection[str]) -> bool:
    """Is the text a timetable: items joined by arrows, a clock time among them, and no past
    verb, no done mark (``ticks``) and no arrow right after the observer's name ("Joaquín →
    drink(water jug)": an agent's action log) or inside "<->"? Design choice (plans): a day's
    timetable with no tense lists what is still to come ("Saturday (Niamh): 10:00 hair → 13:00
    ceremony → dinner → dance till dawn", "Tue -> gym 18:00"); "06:00 woke → 06:30 ran 5k" is
    told in the past, "run ✓ → lunch ✓" ticked off."""
    arrows = 0
    for k, w in enumerate(words):
        if w == ">":
            if not (k and words[k - 1] in ("-", "=")) or k > 1 and words[k - 2] == "<":
                continue
            a = k - 1
        elif w in _SCHEDULE_ARROWS:
            a = k
        else:
            continue
        if a and words[a - 1] in observer:
            return False
        arrows += 1
    if not arrows or not any(_CLOCK_TIME.fullmatch(w) for w in words):
        return False
    return not any(w in ticks or _past_in(lemmas, w) for w in words)


def _plan_header(words: list[str], headers: frozenset[tuple[str, ...]],
                 owners: Collection[str] = (), reports: Collection[str] = ()) -> int:
    """The token of the colon that ends a plan's label opening the text, or ``len(words)``:
    one of ``headers`` (``cues.planned.headers``) among the label's first ``_HEADER_HEAD``
    tokens, the colon within ``_HEADER_REACH`` tokens ("Calendar (Camila): Thu 19:00 salsa
    class; Fri 13:00 lunch with Lucia", "Volunteer rota, Thursday (Imelda): ...", "Station
    schedule (Temperance): ..."; not "Mara checks the calendar: ..."). Design choice, session 8:
    a calendar lists what is to come, past its own sentence breakers. Session 9: a label opened
    by an owner (``owners``, ``cues.planned.header_owners``: "'s" as its second token or a
    possessive first) is a noun phrase, so the header may stand up to its ``_OWNED_HEAD``-th
    token ("Beatriz's shopping list for tomorrow:", "My to-do list:"; "Mara checks her list:"
    has no owner opening it). Session 11: a header word followed by one of ``reports``
    (``cues.planned.header_reports``) labels a report of a step carried out ("Plan step 3/4
    [social]: invited the new neighbours over"), no plan."""
    n = len(words)
    if not headers:
        return n
    try:
        colon = words.index(":", 0, min(n, _HEADER_REACH))
    except ValueError:
        return n
    owned = colon > 1 and (words[0] in owners or words[1] in owners)
    head = words[:min(colon, _OWNED_HEAD if owned else _HEADER_HEAD)]
    for h in headers:
        for i in range(len(head)):
            if tuple(head[i:i + len(h)]) == h:
                after = i + len(h)
                return n if after < colon and words[after] in reports else colon
    return n


def _zero_amount(words: list[str], start: int, end: int, zeros: frozenset[str],
                 units: frozenset[str]) -> bool:
    """Is the event at tokens ``start:end`` counted as nothing? A zero amount (``zeros``,
    ``cues.negation.zero_amounts``: "0", zero, none) inside it ("had 0 drinks"), right after
    it or its field's colon ("Sleep: 0 h", "Water drunk: 0/3", "slept 0 hours"), or right
    before it, past a unit and "of" (``units``: "zero sleep", "0 h sleep", "0 hours of
    sleep"). Design choice (session 11): a game log's or a tracker's zero says the event did
    not happen; another number after the zero and its unit adds an amount ("Sleep: 0 h 40
    min"), so that is no zero."""
    n = len(words)
    k = end + 1 if end < n and words[end] in (":", "=") else end
    hit = -1
    if k < n and words[k] in zeros:
        hit = k
    elif any(words[t] in zeros for t in range(start + 1, end)):
        return True
    else:
        b = start - 1
        while b > 0 and start - b < 3 and words[b] in units:
            b -= 1
        if b >= 0 and words[b] in zeros:
            return True
    if hit < 0:
        return False
    t = hit + 1
    while t < n and t - hit < 3 and words[t] in units:
        t += 1
    return not (t < n and words[t][:1].isdigit())


_STEP_NAME_MARKS = frozenset({"'", '"', "(", "["})  # a step's quoted name or bracketed tag


def _tag_term(words: list[str], span: tuple[int, int]) -> bool:
    """Is the term at ``span`` a whole bracketed tag ("(social)", "[social]"): a bracket opening
    it and its match closing it? Design choice (session 13): a plan step's tag names the step's
    kind, done when the step is reported carried out (see :func:`_step_label`)."""
    a, b = span
    return b - a > 2 and _TAG_CLOSE.get(words[a]) == words[b - 1]


_TAG_CLOSE = {"(": ")", "[": "]"}
_SHARED_MEAL = frozenset({"each", "together", "share", "round"})  # a meal term's shared words


def _tags_yield(rows: list[_Row]) -> list[_Row]:
    """The rows but a tag's (a row whose term is a whole bracketed tag, :func:`_tag_term`) that
    is not a step reported done (not actual, or negated: a label, no event) or whose subject
    has an actual, unnegated row of another kind, other than a meal or a drink shared (its
    term has one of ``_SHARED_MEAL``: "two hours at the chai stall, two cups each"), which keeps
    company: the tag tells what the step was only when its report names no activity of its own
    ("Step 'See family' (social): Sunday lunch at Aunt Graça's, a big pot of feijoada passed
    round the table"); a report that names one tells what it was ("Step 'Club social'
    (social): swam twenty lengths", "Plan step 3/4 [social]: Cusi ate a bowl of soup"). Design
    choice (session 13)."""
    busy = {r[2] for r in rows if r[4] == "actual" and not r[3]
            and not (r[1] in _MEAL_KINDS and _SHARED_MEAL.intersection(r[6].split()))
            and _TAG_CLOSE.get(r[6][:1]) != r[6][-1:]}
    return [r for r in rows if _TAG_CLOSE.get(r[6][:1]) != r[6][-1:] or (
        r[4] == "actual" and not r[3] and r[2] not in busy)]


def _tag_done(words: list[str], pos: int, step_colon: int, step_ahead: bool,
              marks: Mapping[str, Any]) -> bool:
    """Does the bracketed tag at token ``pos`` label a plan step reported carried out: inside a
    step's label (``step_colon``, :func:`_step_label`) not ``step_ahead``, or in a label before
    the text's first colon with a step word (``marks["steps"]``) before the tag and a report
    after the colon that is not one of ``marks["ahead"]`` ("Plan step 3/4 [social]: invited the
    new neighbours over")?"""
    if step_colon >= 0:
        return pos < step_colon and not step_ahead
    colon = next((k for k in range(pos, min(len(words) - 1, _HEADER_REACH)) if words[k] == ":"),
                 -1)
    steps, ahead = marks.get("steps", ()), marks.get("ahead", ())
    return colon > pos and any(w in steps for w in words[:pos]) \
        and words[colon + 1] not in ahead and words[colon + 1] != "not"


_STEP_DOERS = frozenset({"agent", "shared"})  # subject rules of what a step's agent does


def _step_report_own(people: _People, colon: int, start: int) -> bool:
    """Is an event at token ``start`` of a plan step's report (after its label's ``colon``) the
    agent's own: no one named between the colon and it but as an owner ("Step 'Visit Nana'
    (social): spent the afternoon in Nana Aroha's room ... together", "Step 'Meet Arjun'
    (social): met Arjun at the chai stall")? Design choice (session 13): a step's report has the
    agent as its unstated subject; a person named only in the step's name (the label) is whom
    the step is with, not who acted. A title or a kin word right before an owner's name is
    part of the owner ("in Nana Aroha's room", "at Aunt Graça's")."""
    owners = {m.index for m in people.all if m.possessive}
    return not any(colon < m.index < start and not m.possessive and m.what != "thing"
                   and m.end not in owners for m in people.all)


def _step_label(words: list[str], steps: Collection[str], ahead: Collection[str]
                ) -> tuple[int, bool]:
    """The token of the colon that ends a plan step's label opening the text, and whether the
    step is still ahead; ``(-1, False)`` when the text opens with no such label.

    The label opens with one of ``steps`` (``cues.planned.step_labels``: step, task, quest ...),
    at the text's start or after a leading bracket ("[Day 3] Task ..."), and names the step
    with a quoted name or a bracketed tag before a colon within ``_HEADER_REACH`` tokens
    ("Step 'Evening swim' (exercise):", "Task 2/5 [rest]:"). Design choice (session 11): the
    name and the tag say what the step is for, not what happened, so events there are
    planned; the step is ahead when the first word after the colon is one of ``ahead``
    (``cues.planned.step_ahead``: queued, pending, scheduled, next ...) or "not" ("not
    started"), and then the rest of the text is planned; any other word ("spent",
    "completed", a verb) reports the step carried out, its sentences keeping their tense."""
    n = len(words)
    start = 0
    if n and words[0] == "[":
        start = next((k + 1 for k in range(1, min(n, _HEADER_REACH)) if words[k] == "]"), 0)
    if start >= n or words[start] not in steps:
        return -1, False
    named = False
    for k in range(start + 1, min(n, start + _HEADER_REACH)):
        w = words[k]
        if w == ":":
            if not named or k + 1 >= n:
                return -1, False
            return k, words[k + 1] in ahead or words[k + 1] == "not"
        named = named or w in _STEP_NAME_MARKS
    return -1, False


def _dialogue_turn(spec: KindSpec, words: list[str], caps: frozenset[int],
                   observer: tuple[str, ...], lex: Lexicon | None = None) -> int:
    """The token of the observer's first turn in a dialogue written as speaker turns, or -1.

    A turn is a speaker's word before a colon: a capitalised token (``caps``) or one of
    ``spec.speakers`` ("You", "Me"), at the text's start or after one of ``spec.turn_openers``
    (a sentence end, a quote mark, a bracket: "[dialogue] Saoirse: 'How's the new baby
    treating you?' Niamh: 'Exhausting ...' Saoirse: 'I'd love that.'"). The observer speaks
    when a turn's word is one of ``observer``'s tokens or of ``spec.speakers``; there must be
    two or more speakers. Design choice, session 9: a dialogue log is a live exchange, so its
    speakers socialise; a chat the observer only reads ("the family group chat. Mum: '...'
    Dad: '...'") is not theirs, and a label before a colon ("Calendar (Camila):", "Log 04:10")
    is no turn (no capital after an opener). A chat on a team's named channel (a channel
    mark, ``spec.turn_channels``, before a name with a word of ``spec.turn_work_channels``:
    "[#newsdesk 21:14] Kenji: flood copy in? | Beatriz: 5 mins") is a workspace: the exchange
    is the job's; a channel of any other name ("[#house-7 Discord]", "[Slack #lab-group]") is
    a chat like any other. Session 11: a record's field (``spec.turn_fields``:
    "[Day 14] Desmond: HP -12. Cause: fell through the floor", "ALERT: ...") is no speaker."""
    if not spec.turn_channels.isdisjoint(words) and _work_channel(spec, words):
        return -1  # a team's named channel ("[#newsdesk 21:14] Kenji: ..."): the job's
    return _observer_turn(spec, words, caps, observer, lex)


def _observer_turn(spec: KindSpec, words: list[str], caps: frozenset[int],
                   observer: tuple[str, ...], lex: Lexicon | None = None) -> int:
    """The token of the observer's first turn among two or more speakers' turns, or -1 (see
    :func:`_dialogue_turn`, which first sets a team's channel aside)."""
    speakers, openers, fields = spec.speakers, spec.turn_openers, spec.turn_fields
    mine = -1
    who: set[str] = set()
    for c in _positions(words, ":"):
        t = c - 1
        if t < 0 or (t and words[t - 1] not in openers):
            continue
        w = words[t]
        if w in fields:
            continue  # a record's field ("Cause:", "HP:"), no speaker
        if w in speakers or w in observer:
            if mine < 0:
                mine = t
            who.add("")  # the observer, however named
        elif t in caps and w.isalpha():
            who.add(w)
    if len(who) < 2 and lex is not None and (mine >= 0 or "<" in words):
        return _handle_turns(words, observer, openers, lex, mine, fields)  # lower-case handles
    return mine if mine >= 0 and len(who) > 1 else -1


def _channel_names_dropped(candidates: list[_Candidate], words: list[str], lex: Lexicon
                           ) -> list[_Candidate]:
    """``candidates`` without those inside a chat channel's name in a bracketed header: a
    channel mark (a dialogue's ``turn_channels``: "#") inside "[...]", then the words joined by
    hyphens ("[#night-shift]", "[Slack #choir]", "[#running-club 07:02]"). Design choice
    (session 12): a channel's name says who the channel is for, not what anyone does."""
    marks = frozenset(m for sp in lex.kinds.values() for m in sp.turn_channels)
    named: set[int] = set()
    n = len(words)
    opened = False
    for k, w in enumerate(words):
        if w == "[":
            opened = True
        elif w == "]":
            opened = False
        elif opened and w in marks:
            j = k + 1
            while j < n and words[j] != "]":
                named.add(j)
                if j + 2 < n and words[j + 1] == "-":
                    named.add(j + 1)
                    j += 2
                    continue
                break
    if not named:
        return candidates
    return [c for c in candidates if not named.issuperset(range(*c.span))]


def _work_channel(spec: KindSpec, words: list[str]) -> bool:
    """Whether a channel mark (``spec.turn_channels``: "#") names a team's channel: its name,
    the words right after the mark joined by hyphens ("#ops-night", "#lab-group"), has a word
    of ``spec.turn_work_channels`` (newsdesk, ops, dispatch ...). Design choice (session 12):
    a channel named for a job's desk or duty is a workspace; one named for a house, a club or
    a course is friends' talk, read like any chat."""
    work, n = spec.turn_work_channels, len(words)
    for c in (k for k, w in enumerate(words) if w in spec.turn_channels):
        k = c + 1
        while k < n:
            if words[k] in work:
                return True
            if k + 2 < n and words[k + 1] == "-":
                k += 2
                continue
            break
    return False


def _handle_turns(words: list[str], observer: tuple[str, ...], openers: frozenset[str],
                  lex: Lexicon, mine: int, fields: frozenset[str] = frozenset()) -> int:
    """The token of the observer's first turn in a chat log whose speakers are lower-case
    handles, or -1 (see :func:`_dialogue_turn`, whose ``mine`` is passed on).

    A handle tags a turn as ``<handle>`` anywhere, of any words ("<giorgos> just back from a
    10k run | <lena_p> show-off | <giorgos> ha"), or before a colon at the text's start or
    after one of ``openers``, as one word the lexicon does not know (``lex.known``,
    ``lex.not_names``) or two joined by a hyphen ("[chat] zubair: anyone want to split a
    pizza? | hye-jin: yes!! | zubair: ordering now"). The observer speaks when a tag is one of
    ``observer``'s tokens; two or more speakers make the exchange. Design choice (session 11):
    a chat log names its speakers by handles, in any case; a label before a colon is a word
    the lexicon knows ("outcome:", "log:"), so it is no speaker."""
    known, not_names = lex.known, lex.not_names
    who: set[str] = set()
    n = len(words)
    for t in _positions(words, ">") if "<" in words else ():
        # a handle's snake case is cut into words before tokenising ("<lena_p>": "lena p")
        o = next((o for o in range(t - 2, max(t - 5, -1), -1) if words[o] == "<"), -1)
        if o < 0:
            continue
        run = words[o + 1:t]
        if tuple(run) == observer[-len(run):]:
            mine = o + 1 if mine < 0 or o + 1 < mine else mine
            who.add("")
        elif all(w.replace("_", "").isalnum() or w == "-" for w in run):  # known words too
            who.add(" ".join(run))
    for c in _positions(words, ":") if ":" in words else ():
        t = c - 1
        if t >= 2 and words[t - 1] == "-":  # "hye-jin:"
            t -= 2
        if t < 0 or t and words[t - 1] not in openers or c - t == 1 and not words[t].isalpha():
            continue
        w = words[t]
        if c - t == 1 and w in observer:
            mine = t if mine < 0 or t < mine else mine
            who.add("")
        elif words[t].isalpha() and t + 1 < n and w not in fields \
                and all(x not in known and x not in not_names for x in words[t:c] if x != "-"):
            who.add(" ".join(words[t:c]))
    return mine if mine >= 0 and len(who) > 1 else -1


def _ticked_items(words: list[str], header: int, marks: Mapping[str, frozenset[str]]
                  ) -> frozenset[int]:
    """Token positions, after a plan's label ending at ``header`` (:func:`_plan_header`), of
    the list items marked done: an item ends at one of ``marks["breaks"]`` (arrows,
    separators, a number's bracket, boxes, marks) and is done when the token ending it is one
    of ``marks["done"]`` ("pharmacy ✓ → swim") or the token opening it one of ``marks["boxes"]``
    ("☑ gym ☐ market"). Design choice, session 9: a ticked item is done; a cross ("swim ✗")
    or an empty box leaves it ahead."""
    done, boxes, breaks = marks["done"], marks["boxes"], marks["breaks"]
    out: list[int] = []
    start = header + 1
    n = len(words)
    for t in range(start, n + 1):
        w = words[t] if t < n else ""
        if t < n and w not in breaks:
            continue
        if w in done or words[start - 1] in boxes:
            out += range(start, t)
        start = t + 1
    return frozenset(out)


_OVER_REACH = 4  # tokens from "over" to its food: "over a smørrebrød lunch", "over scones"


def _over_a_meal(kind: str, joint: frozenset[str], words: list[str], tx: _Text, seg: _Segments,
                 items: list[_Item], rows: list[_Row], kinds: Mapping[str, KindSpec]
                 ) -> list[_Row]:
    """The food or drink that company is kept over, as rows.

    In a clause with an actual, unnegated row of ``kind`` (socialize), "over" followed within
    ``_OVER_REACH`` tokens, no breaker between, by an ``object`` of one of ``joint`` (the
    kind's ``joint_kinds`` that are meals: eat, drink; "over the garden wall" is no rest) is
    that activity, shared, by the row's subject: "they
    catch up over biscuits", "chatting over a smørrebrød lunch", "reminisce over dumplings"
    (the lexicon's "over coffee" terms list only a few; the grammar holds for any food). Not
    in a clause with an unnegated row of a kind that overrides ``kind`` (a conflict): only
    company is kept over food ("argues with her flatmate over the last of the milk" is its
    topic). Each row is actual, unnegated, at the object's weight,
    with the term ``over + <object>`` (design choice, s8). A list joined by "and" gives each
    of its kinds ("gossiping over pie and coffee": eat and drink; session 10, when the drink
    verb "over", which took any drink up to six tokens on, "over the fence ... Hemi is
    drinking", left the lexicon)."""
    social = {row[0]: row[2] for row in rows
              if row[1] == kind and not row[3] and row[4] == "actual"}
    clause_of = seg.clause_of
    overs = [t for t in compress(range(len(words)), map("over".__eq__, words))
             if clause_of[t] in social]
    if not overs:
        return []
    for row in rows:  # a quarrel's clause (a kind that overrides company): its topic
        if row[0] in social and not row[3] and kind in kinds[row[1]].overrides:
            del social[row[0]]
    out: list[_Row] = []
    for t in overs:
        if clause_of[t] not in social:
            continue
        k = bisect_right(items, t, key=_START_OF)
        reach, had = t + _OVER_REACH, set()
        for j in range(k, min(k + 2 * _OVER_REACH, len(items))):
            start, end, phrase = items[j]
            if start > reach or phrase.breaker_level:
                break
            objects = phrase.objects
            hit = next((h for h in joint if h in objects), None) if objects else None
            if hit is None or words[end - 1] == "of" and _contents_other(items, j, hit, words):
                continue  # "over a pot of green tea": the tea decides, not the pot
            if hit not in had:
                had.add(hit)
                role = objects[hit]
                out.append((clause_of[t], hit, social[clause_of[t]], False, "actual",
                            role.weight, f"over + {role.base}", tx.span(t, end)))
            if end >= len(words) or words[end] != "and":
                break
            reach = end + _OVER_REACH  # a listed meal: "gossiping over pie and coffee"
    return out


_MEAL_KINDS = frozenset({"eat", "drink"})
_NOT_BARE_ENDS = ("s", "ed", "ing")  # a finite form or a participle, no bare infinitive
_INCLUDED = frozenset({"included"})  # after a pronoun: "me included", "us included"
# cues a meal's participle after a comma goes on beside ("is waiting for the bus, eating an
# apple"): the subject eats while waiting. Not a report ("dreams of Italy, eating gelato")
_ACCOMPANIED_MODES = frozenset({"waiting"})
# kinds whose verb + object pair names a posture and its place ("reads a novel in an armchair":
# rest); a report or plan cue between the verb and the place is the verb's own object
_PLACED_KINDS = frozenset({"rest"})
_READ_OBJECT_MODES = frozenset({"reported", "planned"})


def _compound_heads(candidates: list[_Candidate], items: list[_Item], words: list[str]
                    ) -> list[_Candidate]:
    """``candidates`` without a meal object that only modifies the noun after it.

    A candidate of eat or drink whose term is a verb and an object (``<verb> + <object>``) and
    whose span ends at that object is dropped when the food word that heads what follows (the
    last of a run of adjacent items with meal objects, from the very next token) holds the
    other meal kind and not its own: an English compound names its head last, so "has a mango
    lassi", "a banana smoothie", "a chocolate milkshake" are drinks and "a coffee cake", "eats
    milk chocolate" food ("tomato soup" is food twice: kept); a container's contents decide ("a
    flask of soup" is food, "a flask of sweet tea" a drink). Design choice (s8): a flavour is
    no second meal."""
    n = len(words)
    drop: set[int] = set()
    for i, c in enumerate(candidates):
        end = c.span[1]
        if c.kind not in _MEAL_KINDS or end >= n or " + " not in c.term \
                or not words[end].isalpha():
            continue
        k = bisect_left(items, end, key=_START_OF)
        if k == len(items) or items[k][0] != end or not items[k][2].objects:
            continue
        while k + 1 < len(items) and items[k + 1][0] == items[k][1] \
                and not _MEAL_KINDS.isdisjoint(items[k + 1][2].objects):
            k += 1  # the head is the last of a run of food words: "a flask of sweet tea"
        objects = items[k][2].objects
        other = "drink" if c.kind == "eat" else "eat"
        if other in objects and c.kind not in objects:
            drop.add(i)
    return [c for i, c in enumerate(candidates) if i not in drop] if drop else candidates
_EXCEPT_WORDS = frozenset({"only", "just", "but", "except", "save", "bar"})
_GROUP_WORDS = frozenset({"others", "rest"})  # after "the": the people left, a group
# words after which "just"/"only" modifies a verb, not a noun phrase ("she just wraps")
_ADVERB_SLOT = _SUBJECT_FORMS | _BE_FORMS | _FUTURE_AUX | {
    "has", "have", "'ve", "had", "'s", "'re", "'m", "'d", "would", "could", "can", "may",
    "might", "must", "should", "did", "does", "do", "then", "and"}
_ELLIPSIS_REACH = 6  # tokens from "only"/"just"/"but" to the food or drink it names


def _meal_ellipsis(words: list[str], tx: _Text, seg: _Segments, people: _People,
                   items: list[_Item], rows: list[_Row], row_sents: list[int]) -> list[_Row]:
    """The meal or drink that a negated one makes an exception for, as rows.

    After a negated, actual eat or drink row, later in its sentence, an exception word
    (``_EXCEPT_WORDS``: "only", "just", "but", "except") followed within ``_ELLIPSIS_REACH``
    tokens by a food or drink (an ``object`` of eat or drink) names what the subject did have,
    the verb left out (ellipsis): "had no breakfast and no lunch, only coffee", "didn't have
    lunch, just a glass of water", "had eaten nothing since the morning but a twist of salt
    cod". When the negated row is the kind's own verb ("eaten nothing ... but"), a food of no
    known kind after the word is that kind's too. Not when someone else is named between the
    word and the food ("didn't eat, but her brother had soup": his), nor when the word modifies
    a verb (after a subject, an auxiliary or "and": "so he just wraps his hands round the
    mug"). Each row is actual,
    unnegated, the object's weight, with the term ``<negated term> / <word> + <object>``
    (design choice, s8: the negation reaches the meal given up, not the exception)."""
    sent_of, clause_of = seg.sent_of, seg.clause_of
    n = len(words)
    out: list[_Row] = []
    starts = {start: (end, phrase) for start, end, phrase in items if phrase.objects}
    named = {m.index for m in people.all if m.what in _NEAR_PARTIES}
    # "the others", "the rest": a group is a party too ("doesn't drink, but the others drink
    # wine" is theirs)
    named.update(t for t in range(1, n) if words[t] in _GROUP_WORDS and words[t - 1] == "the"
                 and (t + 1 == n or words[t + 1] != "of"))  # not "the rest of the bread"
    named_ends = {m.end - 1 for m in people.all}
    for row, s in zip(rows, row_sents, strict=False):
        if not (row[3] and row[4] == "actual" and row[1] in _MEAL_KINDS):
            continue
        own_verb = " + " not in row[6]
        for t in range(tx.token_after(row[7][1]), n):  # from the row's evidence on
            if sent_of[t] > s:
                break
            if words[t] not in _EXCEPT_WORDS or words[t - 1] in _ADVERB_SLOT \
                    or t - 1 in named_ends:
                continue  # "he just wraps his hands round the mug": an adverb of a verb
            for k in range(t + 1, min(n, t + 1 + _ELLIPSIS_REACH)):
                if k in named:
                    break
                hit = starts.get(k)
                if hit is None:
                    continue
                objects = hit[1].objects
                kind = next((x for x in ("eat", "drink") if x in objects), None)
                if kind is None and own_verb:
                    kind = row[1]
                if kind is None:
                    continue
                role = objects.get(kind)
                out.append((clause_of[k], kind, row[2], False, "actual",
                            role.weight if role is not None else 1.0,
                            f"{row[6]} / {words[t]} + {role.base if role else words[k]}",
                            tx.span(t, hit[0])))
                break
            break
    return out


_SPAN_WEIGHT = 0.5  # a stretch had after one denied: short, as "nap" in core.yaml
# between the exception word and its span, words that make the span another verb's ("only lay
# awake for hours", "just gave up after an hour") or the subject's ("he just ..."): none
_SPAN_BREAKS = _SUBJECT_FORMS | {"for", "after", "since", "ago", "later", "before", "awake",
                                 "until", "in", "every", "each", "per"}


def _span_ellipsis(kind: str, spans: frozenset[str], words: list[str], tx: _Text,
                   seg: _Segments, people: _People, rows: list[_Row], row_sents: list[int]
                   ) -> list[_Row]:
    """The stretch of ``kind`` (sleep) that a negated one makes an exception for, as rows.

    After a negated, actual row of ``kind``, later in its sentence, an exception word
    (``_EXCEPT_WORDS``, not a verb's adverb: see :func:`_meal_ellipsis`) followed within
    ``_ELLIPSIS_REACH`` tokens by one of ``spans`` (the kind's ``ellipsis_spans``: hours,
    minutes) names what the subject did get, the verb left out: "didn't get a proper night's
    sleep, only a couple of hours on a camp bed", "hasn't slept properly in days, just a few
    hours here and there". Not when someone is named between the word and the span ("didn't
    sleep, but her brother got six hours": his), nor past a word of ``_SPAN_BREAKS`` ("only
    lay awake for hours": the hours are the lying awake). Each row is actual, unnegated, at
    ``_SPAN_WEIGHT``, with the term ``<negated term> / <word> + <span>`` and the words from the
    exception to the span as evidence (design choice, s8, as for meals)."""
    sent_of, clause_of = seg.sent_of, seg.clause_of
    n = len(words)
    out: list[_Row] = []
    named = {m.index for m in people.all if m.what in _NEAR_PARTIES}
    named_ends = {m.end - 1 for m in people.all}
    for row, s in zip(rows, row_sents, strict=False):
        if not (row[3] and row[4] == "actual" and row[1] == kind):
            continue
        for t in range(tx.token_after(row[7][1]), n):
            if sent_of[t] > s:
                break
            if words[t] not in _EXCEPT_WORDS or words[t - 1] in _ADVERB_SLOT \
                    or t - 1 in named_ends:
                continue
            for k in range(t + 1, min(n, t + 1 + _ELLIPSIS_REACH)):
                if k in named or sent_of[k] > s or words[k] in _SPAN_BREAKS:
                    break
                if words[k] in spans:
                    out.append((clause_of[k], kind, row[2], False, "actual", _SPAN_WEIGHT,
                                f"{row[6]} / {words[t]} + {words[k]}", tx.span(t, k + 1)))
                    break
            break
    return out


# what may stand as the object of a consuming verb that takes its food from before it: a
# pronoun or a part of one ("empties it", "drains half of it", "slurps them down")
_PARTS = frozenset({"half", "most", "some", "all", "each", "both"})  # "half of it"
_ANAPHOR_HEADS = frozenset({"rest", "lot"})  # "the rest", "the lot"
# words that, right after the verb (or its pronoun), show no object is named: the verb ends its
# clause or an adverb follows ("Wei starts slurping at once", "slurps them down hungrily")
_OBJECTLESS = frozenset({",", ".", ";", "!", "and", "while", "before", "as", "until", "then",
                         "at", "straight", "right", "without"})
# after the pronoun, a place it is put: no consuming ("empties it into the sink")
_PUT_AWAY = frozenset({"into", "onto", "out", "over", "on", "away", "under", "to", "for"})
_ANTECEDENT_SENTS = 1  # sentences back that an antecedent food or drink may be named in


_WAKE_REACH = 10  # tokens from the wake verb to "after" in its sentence
# words before "awake" that make it a state kept, not a waking ("lie awake", "still awake")
_AWAKE_STATE = frozenset({"lie", "lies", "lay", "lying", "stay", "stays", "stayed", "staying",
                          "still", "wide", "fully", "half", "is", "are", "am", "was", "were",
                          "be", "been", "being", "'m", "'re", "'s", "remain", "remains",
                          "remained", "keep", "keeps", "kept", "sit", "sits", "sat", "sitting"})


def _woken_after_hours(spec: KindSpec, words: list[str], seg: _Segments) -> list[_Candidate]:
    """Sleep candidates at a wake verb told the length of the sleep it ends.

    A wake verb (``spec.wake_verbs``, the sleep kind's ``woken_after`` section) is a sleep just
    ended when its sleep's length follows: in its sentence, "after" within ``_WAKE_REACH``
    tokens, then a number or an article and at most three words (``spec.sleep_span_words``,
    "'s", "sleep") before one of ``spec.sleep_spans`` (hours) or a sleep word
    ("you wake in the crew quarters after a full sleep cycle", "wakes at noon after twelve
    straight hours"); or, as the next sentence's verbless opening, a number and such words
    before "hours" with nothing but a comma, "of sleep" or the sentence's end after it ("You
    wake to gulls shrieking on the roof. Nine solid hours, and the room is flooded with sun").
    A length with anything else after it is no sleep ("Eight solid hours at the desk" is work:
    no wake verb governs it). Each candidate is at the wake verb, weight 1.0, term
    ``wake + hours``, so its subject, negation and mode are the verb's. Design choice
    (r62-006, h24-006). Shapes: ``words`` folded tokens; returns new candidates."""
    out: list[_Candidate] = []
    n = len(words)
    sent_of = seg.sent_of
    for t in range(n):
        if words[t] not in spec.wake_verbs:
            continue
        if words[t] == "awake" and t and words[t - 1] in _AWAKE_STATE:
            continue  # "you lie awake after a ten-hour shift": no sleep ended, none begun
        sent = sent_of[t]
        end = t + 1
        while end < n and sent_of[end] == sent:
            end += 1
        after = next((a for a in range(t + 1, min(end, t + _WAKE_REACH)) if words[a] == "after"),
                     -1)
        if after >= 0 and _sleep_length(spec, words, after + 1, min(end, after + 6), False):
            out.append(_Candidate("sleep", t, (t, t + 1), 1.0, "wake + hours", frozenset()))
            continue
        # the next sentence opening with the length, verbless ("Nine solid hours, and ...")
        if end < n and sent_of[end] == sent + 1 \
                and _sleep_length(spec, words, end, min(n, end + 5), True):
            out.append(_Candidate("sleep", t, (t, t + 1), 1.0, "wake + hours", frozenset()))
    return out


def _sleep_length(spec: KindSpec, words: list[str], start: int, stop: int, fragment: bool
                  ) -> bool:
    """Whether ``words[start:stop]`` opens with a sleep's length: a number word or digits (or,
    when not ``fragment``, an article) and at most three length words (number words and a
    hyphen among them: "a full eleven-hour reset"), then "hours" or (not a
    ``fragment``) "sleep"; a ``fragment`` must end there (a comma, a sentence break, "of
    sleep"). See :func:`_woken_after_hours`."""
    if start >= stop:
        return False
    first = words[start]
    if not (first in _NUMBER_WORDS or first.isdigit()
            or first == "a" and not fragment):
        return False
    for k in range(start + 1, stop):
        w = words[k]
        if w in spec.sleep_spans or not fragment and w in ("sleep", "night's"):
            if not fragment:
                return True
            nxt = words[k + 1] if k + 1 < len(words) else "."
            return not nxt.isalnum() or nxt == "of" and k + 2 < len(words) \
                and words[k + 2] == "sleep"
        if w not in spec.sleep_span_words and w not in ("'", "'s") and not (
                # a length told as a compound after an article ("after a full eleven-hour
                # reset", "after a solid 10-hour sleep")
                w in _NUMBER_WORDS or w.isdigit() or w == "-"):
            return False
    return False


def _consumed_antecedents(consumes: list[tuple[str, frozenset[str]]], words: list[str],
                          items: list[_Item], seg: _Segments, candidates: list[_Candidate],
                          served: tuple[str, frozenset[str], frozenset[str]] | None = None
                          ) -> list[_Candidate]:
    """Candidates for a consuming verb whose food or drink was named before it.

    ``consumes`` are (kind, every form of its ``consume_verbs``) of the kinds with a form in
    the text. A form whose object is a pronoun ("empties it", "drains half of it", "slurps
    them down", "polishes off the rest") or missing ("Wei starts slurping at once"; only an
    ``-ing`` form or a finite verb right after a subject pronoun) takes the nearest food or
    drink (an ``object`` of eat or drink) named before it in its sentence or the one before;
    when that object's kind is one whose verbs hold the form, the form is an event of that kind
    at the verb, weighted like the object, term ``<verb> + <object>``. Not where a candidate of
    a meal kind or an exception already stands ("eats it": a term; "drinks it in"), nor when
    the pronoun is put somewhere ("empties it into the sink", "down the drain"). Design choice
    (s8): "the nurse puts a cup of cocoa in Piet's hands and he sips it", "Kwame is handed a
    bowl of goat soup and empties it": English names the food once, then points back at it.
    With ``served`` (a kind, its ``servers``, every ``subjects.handing_verbs`` form), a thing
    handed by a server stands for a food of that kind none is named (s9, as
    :func:`_phrased_antecedents`: "the waiter brings her shakshuka and she wolfs it down")."""
    by_kind = dict(consumes)
    forms = frozenset().union(*by_kind.values()) if len(consumes) > 1 else consumes[0][1]
    n = len(words)
    hits = list(compress(range(n - 1), map(forms.__contains__, words)))
    if not hits:
        return []
    # the tokens of meal candidates and exceptions ("drinks it in": an idiom), built when a form
    # first passes the tests on the words after it (most forms have an object named)
    taken: set[int] | None = None
    sent_of = seg.sent_of
    out: list[_Candidate] = []
    objects: list[tuple[int, int, Phrase]] | None = None
    for t in hits:
        w = words[t]
        k = t + 1
        nxt = words[k]
        if nxt == "it" or nxt == "them":
            pass
        elif nxt in _PARTS and k + 2 < n and words[k + 1] == "of" \
                and words[k + 2] in ("it", "them"):
            k += 2  # "drains half of it"
        elif nxt == "the" and k + 1 < n and words[k + 1] in _ANAPHOR_HEADS:
            k += 1  # "polishes off the rest"
        elif nxt in _OBJECTLESS or nxt.endswith("ly"):
            if not (w.endswith("ing") or t and words[t - 1] in _SUBJECT_FORMS):
                continue  # "the bowl is empty", "before she can finish,": no eating
            k = t
        elif t > 1 and words[t - 1] in _SUBJECT_FORMS and words[t - 2] in _RELATIVE_OBJECTS:
            k = t  # "hands her a bottle of water, which she drains in one go": the relative
            # pronoun before its subject is the object
        else:
            continue  # an object is named ("empties the bins")
        if k > t and k + 1 < n and (words[k + 1] in _PUT_AWAY or words[k + 1] == "down"
                                    and k + 2 < n and words[k + 2] in _OBJECT_DETERMINERS):
            continue  # "empties it into the sink", "down the drain" (not "gulps it down")
        if taken is None:
            taken = {c.span[0] for c in candidates if c.kind in _MEAL_KINDS}
            taken.update(u for start, end, phrase in items if phrase.is_exception
                         for u in range(start, end))
        if t in taken:
            continue
        if objects is None:
            objects = [it for it in items if it[2].objects and (
                "eat" in it[2].objects or "drink" in it[2].objects)]
        s = sent_of[t]
        found = None
        for it in reversed(objects):
            if it[1] > t:
                continue
            if sent_of[it[0]] < s - _ANTECEDENT_SENTS:
                break
            found = it
            break
        if found is None:
            if served is None or w not in by_kind.get(served[0], ()) \
                    or not _served_before(words, t, sent_of, served[1], served[2]):
                continue
            out.append(_Candidate(served[0], t, (t, t + 1), 1.0, f"{w} + served", frozenset()))
            continue
        obj = found[2].objects
        kind = "drink" if "drink" in obj and "eat" not in obj else "eat"
        if w not in by_kind.get(kind, ()):
            continue
        role = obj[kind]
        out.append(_Candidate(kind, t, (t, t + 1), role.weight, f"{w} + {role.base}",
                              frozenset()))
    return out


_FRAGMENT_OPENERS = frozenset({".", "!", "?", ":", "|", ";", "]", "(", '"', "'"})


_SETTLED_REACH = 4  # the longest settling phrase, in tokens ("put an end to")


def _settled(settled: frozenset[tuple[str, ...]], words: list[str], start: int) -> bool:
    """Whether a term at token ``start`` is the object of a settling phrase (``settled``:
    token tuples, every form of the first word) right before it, an article or an owner
    between allowed ("settle the quarrel", "patched up their row", "put an end to the feud").
    Design choice (session 12): a row settled is talk that ends one, not a row now."""
    d = start - 1 if words[start - 1] in _ARTICLES or words[start - 1] in _OWNER_WORDS \
        else start
    return any(tuple(words[d - k:d]) in settled for k in range(1, min(d, _SETTLED_REACH) + 1))


def _counted_servings(counted: list[tuple[str, Counted]], words: list[str], items: list[_Item],
                      candidates: list[_Candidate]) -> list[_Candidate]:
    """Candidates for a serving counted by an ordinal: "Leo is on his second pint", "my fourth
    coffee today", "[chat] Pieter: third espresso of the morning".

    ``counted`` are (kind, its ``counted`` section) of the kinds with an ordinal in the text.
    One of the section's ``ordinals``, right before an object of the kind (one word may stand
    between: "third double espresso"), is an event of that kind at the object, term
    ``<ordinal> + <object>``, weighted like the object (a measure, "glass of", with its
    contents): after one of ``owners`` ("his second pint", "Leo's third coffee"), or opening a
    fragment (the text's start or one of
    ``_FRAGMENT_OPENERS``: a sentence's or a chat turn's start) when one of ``after`` or the
    text's end follows the object ("third espresso of the morning", "4th coffee today"). Not
    when one of ``not_before`` follows the object (a compound: "my second coffee break"), nor
    where a candidate of a meal kind already holds the object ("has his second pint"). Design
    choice (session 12): see :class:`engine.lexicon.Counted`."""
    n = len(words)
    taken = {u for c in candidates if c.kind in _MEAL_KINDS for u in range(*c.span)}
    starts = {start: (end, phrase) for start, end, phrase in items if phrase.objects}
    out: list[_Candidate] = []
    for kind, sec in counted:
        for t in compress(range(n - 1), map(sec.ordinals.__contains__, words)):
            before = words[t - 1] if t else ""
            owned = before in sec.owners
            if not owned and t and before not in _FRAGMENT_OPENERS:
                continue  # "a second pint", "the third espresso": no count of one's own
            hit = None
            for k in (t + 1, t + 2):
                if (h := starts.get(k)) is not None and kind in h[1].objects:
                    hit = (k, *h)
                    break
            if hit is None:
                continue
            k, end, phrase = hit
            if words[end - 1] == "of" and end < n:  # a measure's contents: "glass of wine"
                end = starts[end][0] if end in starts else end + 1
            if k in taken or end < n and words[end] in sec.not_before:
                continue
            if not owned and end < n and words[end] not in sec.after:
                continue  # a fragment's count: a time or the fragment's end after it
            role = phrase.objects[kind]
            out.append(_Candidate(kind, k, (t, end), role.weight, f"{words[t]} + {role.base}",
                                  frozenset()))
    return out


def _served_before(words: list[str], t: int, sent_of: list[int], servers: frozenset[str],
                   handing_verbs: frozenset[str]) -> bool:
    """Whether one of ``servers`` hands something over (the word right before a handing verb's
    form: "the waiter brings") before token ``t`` in its sentence or the one before."""
    s = sent_of[t] - _ANTECEDENT_SENTS
    return any(words[h] in handing_verbs and words[h - 1] in servers
               for h in range(t - 1, 0, -1) if sent_of[h] >= s)


# the words a portion taken of a named food may stand on: an article or a count, then up to
# two modifiers, then "one" ("take a lemon one", "grab the last one", "have another one")
_ONE_OPENERS = frozenset({"a", "an", "the", "another", "one"})
_ONE_REACH = 2  # modifiers between the opener and "one"
# after the pronoun or "one", a place or a person it is carried off to: no consuming ("takes
# one home for later", "one for her daughter", "takes it back to the kitchen")
_CARRIED = _PUT_AWAY | {"home", "back", "with", "upstairs", "downstairs", "outside", "along"}


_POINTED = frozenset({"it", "them", "one"})  # what a phrase or a portion verb points back with
_POINTED_REACH = 6  # "helps herself to another lemon one": the verb's first word to "one"


def _one_object(words: list[str], k: int) -> int | None:
    """The index of "one" when the words from ``k`` are a portion of something named before,
    its noun left out ("one", "a lemon one", "the last one", "one of them"), else None; not
    when a noun follows ("one look", "one step")."""
    n = len(words)
    if k >= n:
        return None
    end = None
    if words[k] == "one":
        end = k
    elif words[k] in _ONE_OPENERS:
        for j in range(k + 1, min(n, k + 2 + _ONE_REACH)):
            w = words[j]
            if w == "one":
                end = j
                break
            if not w.isalpha() or w in _OBJECTLESS:
                return None
    if end is None:
        return None
    if end + 2 < n and words[end + 1] == "of" and words[end + 2] in ("them", "those", "these"):
        end += 2  # "one of them"
    elif end + 1 < n and not (words[end + 1] in _OBJECTLESS or words[end + 1] in _CARRIED
                              or not words[end + 1].isalpha()):
        return None  # "one look": a noun follows
    return end


def _phrased_antecedents(phrased: list[tuple[str, KindSpec]], words: list[str],
                         items: list[_Item], seg: _Segments, candidates: list[_Candidate],
                         handing_verbs: frozenset[str]) -> list[_Candidate]:
    """Candidates for a phrasal consuming verb or a portion taken of a food or drink named
    before it.

    ``phrased`` are (kind, spec) of the kinds with a first word of their ``consume_phrases``
    or ``portions`` in the text. A ``consume_phrases`` phrase followed by ``it``, ``them``,
    "half of it" or a portion ("she starts on it", "gets stuck into them", "makes short work of
    the last one"), or a ``portions`` verb followed by a portion whose noun is left out ("you
    take a lemon one", "grabs one", "helps herself to one of them"), takes the nearest food or
    drink (an ``object`` of eat or drink) named before it in its sentence or the one before,
    as :func:`_consumed_antecedents` does; when none is named, a thing handed by one of a kind's
    ``servers`` (the word right before a ``subjects.handing_verbs`` form: "the waiter brings
    Zofia's żurek") is that kind's. An event of that kind at the verb when the kind holds the
    phrase, weighted like the object, term ``<phrase> + <object>``. Not when it is carried off
    ("takes one home for later", "one for her daughter", "takes it back"), nor where a meal
    candidate already stands. Design choice (s9): "Femi brings over a tub of ice lollies and
    you take a lemon one" eats a lolly; "take it" alone only holds it."""
    n = len(words)
    hits: list[tuple[int, int, str, frozenset[str]]] = []  # (verb, object end, phrase, kinds)
    firsts = frozenset().union(*(spec.pointers for _, spec in phrased))
    # the verbs looked at: those a few words before an "it", "them" or "one" (the common verbs
    # among the first words, "has", "take", "get", stand mostly far from one)
    verbs = sorted({t for a in compress(range(n), map(_POINTED.__contains__, words))
                    for t in range(max(0, a - _POINTED_REACH), a) if words[t] in firsts})
    for t in verbs:
        w = words[t]
        for kind, spec in phrased:
            for table, portion in ((spec.consume_phrases, False), (spec.portions, True)):
                rests = table.get(w)
                if rests is None:
                    continue
                for rest in rests:
                    e = t + 1 + len(rest)
                    if e >= n or tuple(words[t + 1:e]) != rest:
                        continue
                    k = _one_object(words, e)
                    if k is None and not portion:
                        k = e if words[e] in ("it", "them") else None
                        if k is None and words[e] in _PARTS and e + 2 < n \
                                and words[e + 1] == "of" and words[e + 2] in ("it", "them"):
                            k = e + 2  # "gets through half of it"
                        if k is not None and k + 1 < n and words[k + 1] in _CARRIED:
                            k = None  # "takes it back to the kitchen"
                    elif k is not None and k + 1 < n and words[k + 1] in _CARRIED:
                        k = None  # "takes one home", "one for her daughter"
                    if k is not None:
                        hits.append((t, k, " ".join((w, *rest)), frozenset({kind})))
    if not hits:
        return []
    taken = {c.span[0] for c in candidates if c.kind in _MEAL_KINDS}
    objects = [it for it in items if it[2].objects and (
        "eat" in it[2].objects or "drink" in it[2].objects)]
    sent_of = seg.sent_of
    out: list[_Candidate] = []
    done: set[int] = set()
    for t, k, phrase, kinds in hits:
        if t in taken or t in done:
            continue
        s = sent_of[t]
        found = None
        for it in reversed(objects):
            if it[1] > t:
                continue
            if sent_of[it[0]] >= s - _ANTECEDENT_SENTS:
                found = it
            break
        if found is not None:
            obj = found[2].objects
            kind = "drink" if "drink" in obj and "eat" not in obj else "eat"
            if kind not in kinds:
                continue
            role = obj[kind]
            weight, base = role.weight, role.base
        else:
            kind = next(iter(kinds))
            servers = next(spec.servers for kd, spec in phrased if kd == kind)
            if not _served_before(words, t, sent_of, servers, handing_verbs):
                continue
            weight, base = 1.0, "served"
        done.add(t)
        out.append(_Candidate(kind, t, (t, k + 1), weight, f"{phrase} + {base}", frozenset()))
    return out

def _set_aside(specs: dict[str, KindSpec], words: list[str], seg: _Segments,
               candidates: list[_Candidate], cues: dict[int, list[_Cue]]) -> None:
    """Add a planned cue (anywhere in its sentence, at the time word) to ``cues`` for each
    candidate of a kind in ``specs`` (kind -> its spec) that is a purpose infinitive ("to"
    right before it) after one of the kind's ``set_aside`` verb forms earlier in its sentence,
    followed by one of its ``later`` phrases (an "it" or "them" between allowed). Design
    choice (s9): "leaves it on the kitchen table to eat after her shower", "wraps the rest of
    the cake to eat later": food put by for a time still to come is eaten then, not now; "sits
    down to eat" or "stops to eat after the climb" (no verb that puts food by) stay the meal
    now."""
    n = len(words)
    sent_of = seg.sent_of
    for c in candidates:
        start, end = c.span
        if not start or words[start - 1] != "to":
            continue
        spec = specs.get(c.kind)
        if spec is None:
            continue
        if end < n and words[end] in ("it", "them"):
            end += 1
        if not any(tuple(words[end:end + len(p)]) == p for p in spec.later):
            continue
        s = sent_of[start]
        if any(words[t] in spec.set_aside for t in range(start - 2, -1, -1)
               if sent_of[t] == s):
            cues.setdefault(s, []).append((end, "planned", True, 3, 0))

# a pronoun opening a phrase of what is had instead ("it's cordial all the way"): it names no
# action, so only a food or drink the lexicon knows after it is what is had
_INSTEAD_PRONOUNS = frozenset({"it"})


def _had_instead(instead: list[tuple[str, Mapping[str, tuple[tuple[str, ...], ...]],
                                     frozenset[str]]],
                 words: list[str], items: list[_Item], seg: _Segments,
                 candidates: list[_Candidate], cues: dict[int, list[_Cue]]
                 ) -> list[_Candidate]:
    """Candidates for what is had instead of a food or drink refused: for each (kind, its
    ``instead`` phrases by first word) a phrase ("sticking to", "switches to") followed by a
    bare noun (no determiner: a name the lexicon need not know), after an ``object`` of that
    kind in its sentence that a negation cue stands before ("doesn't touch the mezcal", "no
    beer"), is an event of that kind at the
    phrase, term ``<phrase> + instead``. Not where a meal candidate already stands (a drink
    the lexicon knows: "sticking to water"). Design choice (s9): "Xiadani doesn't touch the
    mezcal, sticking to agua de jamaica all night" drinks the agua de jamaica; "refuses the
    beer and sticks to her guns" (a determiner) has nothing. A kind's ``instead_bare`` word
    (a dash, "just") opens what is had with no verb: only an object of the kind the lexicon
    knows right after it counts ("didn't touch a drop of beer - lemonade and a plate of chips";
    not "didn't eat the cake, just stared at it")."""
    n = len(words)
    starts = sorted({t for _, phrases, _ in instead
                     for t in compress(range(n - 1), map(phrases.__contains__, words))})
    negations = {s for s, found in cues.items() if any(c[1] == "negation" for c in found)} \
        if starts else None
    if not negations:
        return []  # no phrase, or nothing refused
    sent_of = seg.sent_of
    out: list[_Candidate] = []
    taken: set[int] | None = None
    for t in starts:
        s = sent_of[t]
        if s not in negations:
            continue
        for kind, phrases, bare in instead:
            for rest in phrases.get(words[t], ()):
                e = t + 1 + len(rest)
                if e >= n or tuple(words[t + 1:e]) != rest:
                    continue
                nxt = words[e]
                if not nxt.isalpha() or nxt in _OBJECT_DETERMINERS or nxt in _OBJECTLESS \
                        or nxt in _SUBJECT_FORMS or nxt in ("it", "them", "him", "us", "me"):
                    continue
                refused = [it[0] for it in items if it[0] < t and sent_of[it[0]] == s
                           and it[2].objects and kind in it[2].objects]
                # "so it's elderflower cordial", "- lemonade and a plate of chips"
                known = words[t] in _INSTEAD_PRONOUNS or words[t] in bare
                if not refused or not any(
                        ctype == "negation" and ci < refused[-1]
                        for ci, ctype, _, _, _ in cues.get(s, ())):
                    # the kind refused by its own verb ("I'm not drinking today, so it's
                    # elderflower cordial all the way"): only a food or drink the lexicon
                    # knows is what is had instead ("isn't drinking, sticking to his guns")
                    refused = [it[0] for it in items if it[0] < t and sent_of[it[0]] == s
                               and any(r.type == "term" and r.kind == kind
                                       for r in it[2].event_roles)]
                    if not refused or not any(
                            ctype == "negation" and ci < refused[-1]
                            for ci, ctype, _, _, _ in cues.get(s, ())):
                        continue
                    known = True
                if known and not any(it[0] == e and kind in it[2].objects for it in items):
                    continue  # "it's too warm", "it's a school night": no food or drink named
                if taken is None:
                    taken = {u for c in candidates if c.kind in _MEAL_KINDS
                             for u in range(*c.span)}
                if t in taken or e in taken:
                    continue
                at = e if words[t] in bare else t  # a dash opens the next clause: its object
                out.append(_Candidate(kind, at, (at, e + 1), 1.0,
                                      f"{' '.join((words[t], *rest))} + instead", frozenset()))
                break
    return out


_UNFOLDING_REACH = 6  # tokens from a subject's head to its verb ("the ice on the pond cracks")
# the adverbs of a near miss right before an unfolding verb (:func:`_unfolding_hazards`)
_NEAR_MISS_ADVERBS = frozenset({"nearly", "almost"})
_NEAR_MISS_UNFOLDING_WEIGHT = 0.75
_PLAIN_DENIALS = frozenset({"not", "n't", "never"})  # "not about to collapse", "isn't 39"
_UNFOLDING_TERM = "unfolding: "  # the term of its events, before the subject and the verb
_UNFOLDING_WEIGHT = 0.8  # a threat told by what happens, not named: a little under a term's
# words between a subject and its verb that end the walk back: a comma (an absolute phrase:
# "a mountain ultra, legs shaking") and "and" (a new predicate: "slips on the stairs and
# splits his chin")
# (and a link that opens another clause or a gerund phrase: "gulps a glass of cold water after
# climbing the stairs" is no water climbing)
_UNFOLDING_STOPS = frozenset({",", "and", ";", ":", "after", "before", "while", "when", "since",
                              "until", "because", "but", "or", "so", "then", "once"})


# an object pronoun in an unfolding verb phrase ("chase you", "knock her down", "run him
# over") stands for the observer named there too ("a stray dog chases Ana down the lane",
# "the bull tosses Ana over the fence"); the threat's span ends before the name, so the
# target rule gives it to them. Someone else named there is left out (their threat, and an
# owner before the subject would take it: "Ana's dog chases Tom")
_STAND_INS = _PLACE_AT_PERSON  # the object pronouns, as for a place at a person
_STAND_IN_WHATS = frozenset({"name", "self"})  # mentions that fill a stand-in: named people


def _stand_in_match(words: list[str], i: int, rest: tuple[str, ...], named: dict[int, int]
                    ) -> tuple[int, int]:
    """(the end, the span's end) of the phrase ``rest`` matched at token ``i``, its first
    stand-in pronoun matching itself or a named person that starts there (the span then ends
    before the one it names, for the target rule); (0, 0) when it does not match. An empty
    ``rest`` ends at ``i``."""
    cut = 0
    for w in rest:
        if w in _STAND_INS and not cut and (i < len(words) and words[i] == w or i in named):
            cut, i = i, i + 1 if words[i] == w else named[i]
        elif i < len(words) and words[i] == w:
            i += 1
        else:
            return 0, 0
    return i, cut or i


def _after_governor(words: list[str], i: int, governors: frozenset[str]) -> bool:
    """Does a preposition stand right before token ``i``, or before a determiner there ("in
    the crowd")?"""
    return i > 0 and (words[i - 1] in governors or i > 1 and words[i - 1] in _NOUN_MARKERS
                      and words[i - 2] in governors)


def _unfolding_hazards(kind: str, spec: KindSpec, words: list[str], vocab: set[str],
                       seg: _Segments, people: _People, governors: frozenset[str]
                       ) -> list[_Candidate]:
    """Candidates of ``kind`` (danger) for a hazard unfolding that no term names.

    A form of a verb of a ``spec.unfolding`` group (with the words after its first, for a
    phrase: "gives way", "caves in") at most ``_UNFOLDING_REACH`` tokens after one of
    its group's subject heads in their clause ("the bridge deck shudders", "the lift Wanjiru
    is riding drops", "the hillside above the estate is sliding", "the current drags at your
    legs") is a candidate at the verb, spanning subject to verb (the nearest subject when
    several come before it), weight ``_UNFOLDING_WEIGHT``, term ``unfolding: <subject>
    <verb>``. Not a form after a determiner or "of" ("a sudden drop", "a flood of pull
    requests"), one before a
    ``spec.unfolding_calm`` phrase ("the road drops away", "the boat rocks gently"), the verb
    of a person just named ("the brick he dropped": a mention ends at the verb or right before
    it), nor a subject right after a subject pronoun ("you crack a coconut open": a verb) or
    a preposition ("sleeps below decks, swaying"), nor one with a comma or "and" between it and
    the verb (``_UNFOLDING_STOPS``), unless the "and" joins the subject's one-word verb right
    after it to a verb form of the groups ("the ice creaks and splits"). The usual cues
    judge it (negation, reports, local places) and :func:`_situation_subject` its subject.
    Design choice (s9): a threat is often told only by what the structure, the ground or the
    water around the subject does; each group pairs the subjects with the verbs that are a
    threat for them, so "the road drops to the harbour" (no road + drop pair) and "the river
    reaches the sea" stay scenery. The walk starts at the subjects, rarer in a text than the
    verbs' common first words (come, take)."""
    groups, calm, any_verb = spec.unfolding, spec.unfolding_calm, spec.unfolding_verbs
    clause_of = seg.clause_of
    n = len(words)
    found: dict[int, tuple[int, int]] = {}  # verb -> (its nearest subject, the phrase's end)
    # the groups with a subject and a verb form in the text (set tests in C): a third of
    # texts have none, and only their subjects are looked for
    groups = [g for g in groups if not g[0].isdisjoint(vocab) and not g[2].isdisjoint(vocab)]
    if not groups:
        return []
    present = frozenset().union(*(g[0] for g in groups)).intersection(vocab)
    named: dict[int, int] | None = None  # a named person's start -> end, made when needed
    for t in compress(range(n), map(present.__contains__, words)):
        if any_verb.isdisjoint(words[t + 1:t + 1 + _UNFOLDING_REACH]):
            continue  # no verb form close after it (the common case)
        if t and (words[t - 1] in _SUBJECT_FORMS or words[t - 1] in governors or t > 1
                  and words[t - 1] in _NOUN_MARKERS and words[t - 2] in governors):
            continue  # "you crack a coconut open", "below decks, swaying": no subject
        head = words[t]
        cl = clause_of[t]
        if named is None:
            named = {m.index: m.end for m in people.all if m.what in _STAND_IN_WHATS
                     and m.subject == "self" and not m.possessive}
        for v in range(t + 1, min(n, t + 1 + _UNFOLDING_REACH)):
            w = words[v]
            if w == "and" and v == t + 2 and v + 1 < n and words[v + 1] in any_verb:
                cl = clause_of[v + 1]
                continue  # "the ice creaks and splits": the subject's second verb
            if clause_of[v] != cl or w in _UNFOLDING_STOPS:
                break  # "..., legs shaking", "slips on the stairs and splits his chin"
            if w not in any_verb:
                continue
            e = cut = 0
            for rest in (r for subjects, group_verbs, _ in groups
                         if head in subjects and w in group_verbs for r in group_verbs[w]):
                got = _stand_in_match(words, v + 1, rest, named)
                if got[0] > e:
                    e, cut = got  # the longest phrase: "collapses behind", not "collapses"
            # (a calm word after a person the phrase names is no particle of its verb:
            # "a dog corners you by the shed")
            if e and words[v - 1] not in _NOUN_MARKERS and words[v - 1] != "of" \
                    and (cut < e or not any(tuple(words[e:e + len(p)]) == p for p in calm)):
                found[v] = (t, cut)  # a later subject is nearer: "the bridge deck shudders"
                break
    if not found:
        return []
    # a person's mention ending at the verb or right before it, by its end -> its start: the
    # verb is theirs ("the brick he dropped"), unless that mention is the subject itself or
    # its "of" phrase (an animal is a person word: "a pack of stray dogs circles you", s10),
    # but not a person named by a compound whose first word is the subject ("a trapeze
    # artist slips", "the ladder man wobbles": the person slips, not the trapeze);
    # an owner word that ends at the subject owns it and does nothing ("your tether snaps")
    # (one after a preposition is no doer: "a light shove in the crowd knocks you off
    # balance")
    ends = {m.end: m.index for m in people.all if m.what != "thing"
            and not _after_governor(words, m.index, governors)}
    # design choice: "nearly" or "almost" right before the verb tells a near miss, still a
    # threat ("a car nearly ran Chidi over", "the tractor almost rolls over her foot"), so
    # the cues are judged at that word, before its reach as a negation
    # (a little under the unfolding weight, so a term that names the near miss, "nearly
    # pin", tells it)
    return [_Candidate(kind, v - 1, (t, e), _NEAR_MISS_UNFOLDING_WEIGHT, f"{_UNFOLDING_TERM}"
                       f"{words[t]} {' '.join(words[v:e])}", frozenset(), verbal=True)
            if words[v - 1] in _NEAR_MISS_ADVERBS else
            # design choice: a hazard "about to" strike is a threat now, not a plan ("the
            # wall above her stall is about to collapse", "that icicle is about to drop"):
            # the cues are judged at its subject, before the "about to"
            _Candidate(kind, t, (t, e), _UNFOLDING_WEIGHT, f"{_UNFOLDING_TERM}"
                       f"{words[t]} {' '.join(words[v:e])}", frozenset(), verbal=True)
            if v > t + 2 and words[v - 1] == "to" and words[v - 2] == "about"
            and _PLAIN_DENIALS.isdisjoint(words[t:v]) else
            _Candidate(kind, v, (t, e), _UNFOLDING_WEIGHT,
                       f"{_UNFOLDING_TERM}{words[t]} {' '.join(words[v:e])}", frozenset(),
                       verbal=True)
            for v, (t, e) in sorted(found.items())
            if not any(x in ends and x > t and not (
                ends[x] <= t < x and (t == x - 1 or "of" in words[t + 1:x])
                or words[ends[x] - 1] == "of")
                       for x in (v, v - 1))]


def _without_unfolded_words(candidates: list[_Candidate], unfolded: list[_Candidate],
                            lexicon: Lexicon) -> list[_Candidate]:
    """``candidates`` without those of a kind that supersedes the unfolding hazards' kind
    (an injury over a danger) lying wholly inside a hazard's span.

    Design choice: what a thing does in an unfolding hazard is the thing's, no hurt to a body
    ("the barn is burning", "her tent is burning": no burn); a hurt that runs on past the
    hazard to a part keeps its own span ("the beam crushes her foot")."""
    kind = unfolded[0].kind
    over = {k for k, sp in lexicon.kinds.items() if kind in sp.supersedes}
    if not over:
        return candidates
    spans = [c.span for c in unfolded]
    return [c for c in candidates if c.kind not in over or not any(
        a <= c.span[0] and c.span[1] <= b for a, b in spans)]


def _mutual_rows(kind: str, spec: KindSpec, words: list[str], seg: _Segments, weight: float
                 ) -> list[_Candidate]:
    """Candidates of ``kind`` (conflict) for both parties doing the same loud thing.

    A form of one of ``spec.mutual_verbs`` at most ``spec.mutual_reach`` tokens after one of
    ``spec.mutual_joint`` in its clause ("within a minute you're both on your feet shouting",
    "you are both red in the face and shouting") is a candidate at the verb, spanning the joint
    word to the verb, weight ``weight``, term ``mutual: <verb>``; the subject rule finds the
    parties ("you" before "both": the observer's). Not a form after an article ("both let
    out a shout") nor one before a ``spec.mutual_calm`` phrase ("both shouting with joy").
    Design choice: one party shouting may be calling out or cheering; both shouting at
    once, with no one else as the target, is a row between them."""
    out = []
    n, clause_of, reach = len(words), seg.clause_of, spec.mutual_reach
    verbs, calm = spec.mutual_verbs, spec.mutual_calm
    for b in compress(range(n), map(spec.mutual_joint.__contains__, words)):
        if b and words[b - 1] == "and" and b + 2 < n and words[b + 1] == "of" \
                and words[b + 2] == "them":
            # design choice (who did what): "Ana walks the dogs and both of them start
            # arguing": a partitive of others opening a clause after "and" names the parties;
            # the verb's own candidate finds who "them" are ("wrestling a gate-crasher off the
            # fence, both of them shouting" stays a row the observer is in)
            continue
        cl = clause_of[b]
        for v in range(b + 1, min(n, b + 1 + reach)):
            if clause_of[v] != cl:
                break
            if words[v] in verbs:
                if words[v - 1] not in _ARTICLES and not any(
                        tuple(words[v + 1:v + 1 + len(p)]) == p for p in calm):
                    out.append(_Candidate(kind, v, (b, v + 1), weight, f"mutual: {words[v]}",
                                          frozenset(), verbal=True))
                break
    return out


_ONTO = frozenset({"on", "onto"})
_CRUSH_REACH = 6  # tokens from a crushing verb to its "on" ("drops a paving slab on his foot")
_CRUSH_PARTICLES = frozenset({"down", "over", "off", "back", "hard", "heavily"})
_COLOUR_REACH = 4  # links between a body part and a bruise's colour ("is already turning")
_PART_REACH = 3  # words from an owner to its body part ("her big left toe")
_STAINED = frozenset({"with", "from"})  # after a colour: a stain's source, no bruise
_CRUSHED_TERM = "crushed: "  # the term of a weight on a body part, before its verb
_BRUISED_TERM = "bruised: "  # the term of a part gone a bruise's colour, before the part


def _owned_part(words: list[str], items: list[_Item], t: int, hurt: tuple[str, ...]
                ) -> int:
    """The end of a body part (an object of a kind of ``hurt``) owned at token ``t``: an owner
    word ("his foot") or a name and "'s" ("Ana's big toe"), then at most ``_PART_REACH`` words
    to the part; 0 when there is none."""
    n = len(words)
    if t >= n:
        return 0
    if words[t] in _OWNER_WORDS:
        k = t + 1
    else:
        k = next((j + 1 for j in range(t + 1, min(t + 4, n)) if words[j] == "'s"), 0)
        if not k or not all(w.isalpha() for w in words[t:k - 1]):
            return 0
    for j in range(k, min(k + _PART_REACH, n)):
        if not words[j].isalpha():
            return 0
        if _part_at(items, j, hurt):
            return j + 1
    return 0


def _answered_shouts(kind: str, spec: KindSpec, candidates: list[_Candidate], rows: list[_Row],
                     words: list[str], tx: _Text, seg: _Segments, people: _People
                     ) -> list[_Row]:
    """Rows of ``kind`` (conflict) for the observer whose shout someone answers in kind: a
    term of the kind ending in "back" ("yells back", "roars back") that is someone else's,
    actual, after a form of one of ``spec.mutual_verbs`` (yell, shout, roar) in its sentence
    whose subject, right before it, is the observer ("'...!' Chloe yells, and Kai yells back"),
    not one of ``spec.mutual_calm`` right after the verb ("Chloe yells hello"). Design choice
    (session 12): a shout answered with a shout is a row between the two."""
    if any(r[1] == kind and r[2] == "self" and r[4] == "actual" and not r[3] for r in rows):
        return []
    theirs = {r[7] for r in rows if r[1] == kind and r[2] == "other" and r[4] == "actual"
              and not r[3] and r[6].endswith(" back")}
    if not theirs:
        return []
    mine = {m.end: m for m in people.all if m.subject == "self" and not m.possessive
            and not m.quoted}
    for c in candidates:
        if c.kind != kind or not c.term.endswith(" back") or tx.span(*c.span) not in theirs:
            continue
        s = seg.sent_of[c.span[0]]
        for v in range(c.span[0] - 1, 0, -1):
            if seg.sent_of[v] != s:
                break
            if words[v] in spec.mutual_verbs and (m := mine.get(v)) is not None \
                    and not any(tuple(words[v + 1:v + 1 + len(p)]) == p for p in spec.mutual_calm):
                return [(seg.clause_of[v], kind, "self", False, "actual", c.weight,
                         f"{words[v]} / {c.term}", tx.span(m.index, v + 1))]
    return []


def _warned_groups(kind: str, spec: KindSpec, candidates: list[_Candidate], rows: list[_Row],
                   words: list[str], tx: _Text, seg: _Segments, people: _People) -> list[_Row]:
    """``rows`` with the rows of ``kind`` (danger) told to a whole group made the observer's: a
    form of one of ``spec.warned_verbs``, then at most ``spec.warned_reach`` tokens later with
    only words between (no owner, no person named) one of ``spec.warned_groups`` followed by a
    colon or "that", and a row of someone else's after it in its sentence with no one else
    named between or in the threat's clause (a victim, "a man has fallen overboard"; an owner,
    "the fire in Tom's kitchen"): "the venue manager warns the
    marquee crew: a thunderstorm is due over the field", "the foreman radios the crew that a
    squall is coming in". Design choice: a warning to a crew or to everyone there is given to
    the observer as one of them, as one to "every passenger" is (``cues.local``); "warns her
    crew" and "warns the crew that a man has fallen overboard" stay theirs."""
    # people named, by their first token, unless a group word ends them ("the whole team")
    starts = {m.index for m in people.all if words[m.end - 1] not in spec.warned_groups}
    after: list[tuple[int, int]] = []  # (sentence, first token after the group's colon)
    for v, w in enumerate(words):
        if w not in spec.warned_verbs:
            continue
        for k in range(v + 1, min(v + 1 + spec.warned_reach, len(words) - 1)):
            if not words[k].isalpha() or words[k] in _OWNER_WORDS or k in starts:
                break
            if words[k] in spec.warned_groups:
                if words[k + 1] in (":", "that"):
                    after.append((seg.sent_of[v], k + 2))
                break
    if not after:
        return rows
    out = []
    for r in rows:
        if r[1] == kind and r[2] == "other" and not r[3]:
            c = next((c for c in candidates if c.kind == kind and c.term == r[6]
                      and tx.span(*c.span) == r[7]), None)
            if c is not None and any(seg.sent_of[c.span[0]] == s and c.span[0] >= at
                                     for s, at in after) \
                    and not any(m.subject == "other" and m.what != "thing"
                                and at <= m.index and (m.index < c.span[0] or m.possessive
                                                       and m.clause == seg.clause_of[c.span[0]])
                                for s, at in after for m in people.by_sent.get(s, ())):
                r = (r[0], r[1], "self", *r[3:])
        out.append(r)
    return out


def _given_rows(kind: str, spec: KindSpec, candidates: list[_Candidate], rows: list[_Row],
                words: list[str], tx: _Text, seg: _Segments, people: _People) -> list[_Row]:
    """``rows`` with the rows of ``kind`` (conflict) told as given by the observer made theirs:
    a row of someone else's whose term follows, at most ``_GIVEN_REACH`` tokens after, a form
    of one of ``spec.given`` in its clause, with a person named between (the one it is given
    to), and the observer (no owner, no object) right before the verb, an adverb between at
    most ("Ana gives the caterer a piece of her mind", "you finally give the driver an
    earful"). Design choice: the giver of a quarrel is its party; "Tom gives the caterer a
    piece of his mind" stays Tom's."""
    out = []
    for r in rows:
        if r[1] == kind and r[2] == "other":
            c = next((c for c in candidates if c.kind == kind and c.term == r[6]
                      and tx.span(*c.span) == r[7]), None)
            if c is not None and _given_by_observer(spec, words, seg, people, c.span[0]):
                r = (r[0], r[1], "self", *r[3:])
        out.append(r)
    return out


def _given_by_observer(spec: KindSpec, words: list[str], seg: _Segments, people: _People,
                       start: int) -> bool:
    """Is the term at ``start`` given by the observer (:func:`_given_rows`)?"""
    cl = seg.clause_of[start]
    for v in range(start - 2, max(-1, start - 2 - _GIVEN_REACH), -1):
        if seg.clause_of[v] != cl or not words[v].isalpha():
            return False
        if words[v] not in spec.given:
            continue
        between = [m for m in people.all if v < m.index < start and m.subject == "other"]
        before = [m for m in people.all if m.end <= v and m.clause == cl]
        if not between or not before:
            return False
        m = before[-1]
        return m.subject == "self" and not (m.possessive or m.governed or m.objective) \
            and v - m.end <= 1
    return False


_GIVEN_REACH = 5  # the giving verb to the term: "gives the head caterer a piece of her mind"


def _done_by_things(kind: str, spec: KindSpec, candidates: list[_Candidate], rows: list[_Row],
                    words: list[str], tx: _Text, seg: _Segments, people: _People) -> list[_Row]:
    """``rows`` without the rows of ``kind`` (conflict) done by a beast or a force: the subject
    before the term in its sentence, with no person named between, is one of
    ``spec.thing_doers``, the head of the first noun phrase of the sentence or of a part after
    one of ``_DOER_OPENERS`` ("a dog lunges at the end of its lead and snaps at Sigrid's
    ankle", "the goose hisses at Ana", "...; the wind shoves you sideways"). Design choice: a
    quarrel needs a person on each side; a beast or the wind is a danger
    (``danger.animals``, the hazards), and "Tom kicks the dog and shoves Ana" stays a row
    (the dog is an object)."""
    # (an owner is no doer: "Tom's dog snaps at Ana")
    persons = {m.index for m in people.all if not m.possessive and (
        m.what in ("name", "person", "self", "group")
        or m.what == "third" and words[m.index] != "its")}
    out = []
    for r in rows:
        if r[1] == kind and not r[3]:
            c = next((c for c in candidates if c.kind == kind and c.term == r[6]
                      and tx.span(*c.span) == r[7]), None)
            if c is not None and _thing_doer(spec, words, seg, persons, c.span[0]):
                continue
        out.append(r)
    return out


def _thing_doer(spec: KindSpec, words: list[str], seg: _Segments, persons: set[int],
                start: int) -> bool:
    """Is the subject before the term at ``start`` a beast or a force (:func:`_done_by_things`)?"""
    s = seg.sent_of[start]
    for k in range(start - 1, max(-1, start - 1 - _DOER_REACH), -1):
        if seg.sent_of[k] != s or words[k] in _DOER_OPENERS \
                or k in persons and words[k] not in spec.thing_doers:
            return False
        if words[k] in spec.thing_doers:
            j = k - 1
            while j >= 0 and seg.sent_of[j] == s and words[j].isalpha() \
                    and words[j] not in _ARTICLES and words[j] not in _OWNER_WORDS \
                    and words[j] not in _DOER_OPENERS and k - j <= 2:
                j -= 1  # back over an adjective or two ("a big black dog")
            if j >= 0 and seg.sent_of[j] == s and (words[j] in _ARTICLES
                                                   or words[j] in _OWNER_WORDS):
                j -= 1
            elif j > 0 and seg.sent_of[j] == s and words[j] in _OWNER_MARKS:
                j -= 2  # an owner's name before it ("Tom's dog", "the neighbour's goose")
                if j >= 0 and words[j] in _ARTICLES:
                    j -= 1
            return j < 0 or seg.sent_of[j] != s or words[j] in _DOER_OPENERS
    return False


_DOER_REACH = 14  # a subject to its term: "a dog lunges at the end of its lead and snaps at"
_DOER_OPENERS = frozenset({":", ";", ",", "—", "-", "when", "as", "then", "suddenly"})


def _blows_at_things(kind: str, spec: KindSpec, candidates: list[_Candidate], rows: list[_Row],
                     words: list[str], tx: _Text, people: _People) -> list[_Row]:
    """``rows`` without the rows of ``kind`` (conflict) whose term, one of
    ``spec.thing_blows``, is aimed at a thing: one of ``spec.thing_objects`` at most
    ``spec.thing_reach`` tokens after it, with only words between and no person named before
    it ("slaps at a mosquito", "shoves the food tray aside", "fought with the temperamental
    fryer"). Design choice: a quarrel needs another party; "slaps Tom's hand away" and "shoves
    the drunk against the wall" name one (a person's mention, or no thing word) and stay."""
    # (an owner is no party: "slapping at his sleeve" is his own; "slaps Tom's hand" names none
    # of the things)
    starts = {m.index for m in people.all if m.what != "thing" and not m.possessive}
    out = []
    for r in rows:
        if r[1] == kind and r[6] in spec.thing_blows and not r[3]:
            c = next((c for c in candidates if c.kind == kind and c.term == r[6]
                      and tx.span(*c.span) == r[7]), None)
            if c is not None:
                end = c.span[1]
                hit = False
                for k in range(end, min(end + spec.thing_reach, len(words))):
                    if k in starts or not words[k].isalpha():
                        break
                    if words[k] in spec.thing_objects:
                        hit = True
                        break
                if hit:
                    continue
        out.append(r)
    return out


def _shouted_warnings(kind: str, spec: KindSpec, candidates: list[_Candidate], rows: list[_Row],
                      words: list[str], tx: _Text, seg: _Segments, people: _People,
                      quoted_ranges: list[tuple[int, int]]) -> list[_Row]:
    """``rows`` without the rows of ``kind`` (conflict) that are shouted warnings, and with a
    row of ``spec.warning_threat`` (danger) for the observer when they are the one warned.

    A warning is a row whose term is one of ``spec.warning_shouts`` ("shout at", "yell at")
    with an order: one of ``spec.warning_orders`` right after "to" or a colon at most
    ``spec.warning_reach`` tokens after the shout, with no one of ``spec.warning_grievances``
    before it ("yells at Ana to get out", "shouts at you: get inside!"), or opening a quotation
    that ends at most ``spec.warning_reach`` tokens before the shout ("'Get inside, the ridge
    is coming down!' the warden shouts at you"); and a threat row (actual, not negated) in the
    shout's sentence or that quotation, or an order of ``spec.warning_shelters``. The observer
    is the one warned when a mention of theirs (no owner) or one of ``spec.warning_all``
    ("everyone") comes right after the shout. Design choice: an order to get away from a
    threat is said for the hearer's safety, not in a quarrel; "shouts at you for being late"
    and "yells at him to get out of her kitchen" (no threat) stay rows."""
    threat, orders, reach = spec.warning_threat, spec.warning_orders, spec.warning_reach
    out = list(rows)
    for r in rows:
        if r[1] != kind or r[6] not in spec.warning_shouts or r[3] or r[4] != "actual":
            continue
        c = next((c for c in candidates if c.kind == kind and c.term == r[6]
                  and tx.span(*c.span) == r[7]), None)
        if c is None:
            continue
        start, end = c.span
        s = seg.sent_of[start]
        lo = start
        while lo > 0 and seg.sent_of[lo - 1] == s:
            lo -= 1
        hi = end
        while hi < len(words) and seg.sent_of[hi] == s:
            hi += 1
        order = -1
        for k in range(end, min(end + reach + 1, hi - 1)):
            w = words[k]
            if w in spec.warning_grievances:
                break
            if w in ("to", ":") and words[k + 1] in orders:
                order = k + 1
                break
        if order < 0:
            for a, b in quoted_ranges:
                if b <= start and start - b <= reach and words[a] in orders:
                    order, lo = a, min(lo, a)
        if order < 0:
            continue
        a_char, b_char = tx.span(lo, hi)
        threatened = [t for t in rows if t[1] == threat and not t[3] and t[4] == "actual"
                      and a_char <= t[7][0] and t[7][1] <= b_char]
        if not threatened and not any(tuple(words[order:order + len(p)]) == p
                                      for p in spec.warning_shelters):
            continue
        out.remove(r)
        if not threatened or any(t[2] == "self" for t in threatened):
            continue
        m = next((m for m in people.all if m.index == end), None)
        if words[end] in spec.warning_all or m is not None and m.subject == "self" \
                and not m.possessive:
            t = threatened[0]
            out.append((r[0], threat, "self", False, "actual", t[5], f"warned: {t[6]}",
                        tx.span(start, order + 1)))
    return out


def _quoted_warnings(spec: KindSpec, rows: list[_Row], words: list[str], tx: _Text,
                     seg: _Segments, people: _People, quoted_ranges: list[tuple[int, int]],
                     lemmas: Mapping[str, tuple[str, ...]]) -> list[_Row]:
    """``rows`` with a quoted warning's threat made the observer's, now.

    A quotation that opens with one of ``spec.warning_orders`` ("get", "mind", "watch",
    "run"), a shout (a form of the first word of one of ``spec.warning_shouts``: shout, yell,
    scream, bellow) at most ``spec.warning_reach`` tokens after it, and the observer named
    after the shout in its sentence, not as an owner ("'Get out of the barracks, the slope
    above is moving!' the foreman yells through the door at you", "'Mind your head, that
    icicle is about to drop!' a guest shouts as Kenji steps out"): the observer's threat rows
    inside the quotation that are only told (reported, planned), not negated, become one
    actual row of ``spec.warning_threat`` for the observer. Design choice: a threat shouted as
    a warning at someone is where they are, not news of elsewhere; the warning's order says
    so (a quote that opens with no order, "'The slope above the village moved,' Tom says",
    stays a report)."""
    threat, orders, reach = spec.warning_threat, spec.warning_orders, spec.warning_reach
    shouts = {s.split()[0] for s in spec.warning_shouts}
    n = len(words)
    out = rows
    for a, b in quoted_ranges:
        if a >= n or words[a] not in orders:
            continue
        k = next((k for k in range(b, min(n, b + reach + 1))
                  if not shouts.isdisjoint(lemmas.get(words[k], (words[k],)))), -1)
        if k < 0:
            continue
        s = seg.sent_of[k]
        if not any(m.subject == "self" and not m.possessive and m.index > k
                   and seg.sent_of[m.index] == s for m in people.all):
            continue
        a_char, b_char = tx.span(a, b)
        told = [r for r in out if r[1] == threat and r[2] == "self" and not r[3]
                and r[4] != "actual" and a_char <= r[7][0] and r[7][1] <= b_char]
        if not told:
            continue
        t = told[0]
        out = [r for r in out if r not in told]
        out.append((t[0], threat, "self", False, "actual", t[5], f"warned: {t[6]}", t[7]))
    return out


def _crushed_parts(kind: str, c: Crushed, words: list[str], vocab: set[str], items: list[_Item],
                   seg: _Segments, people: _People, weight: float) -> list[_Candidate]:
    """Candidates of ``kind`` (injury) for a weight on a body part and a bruise's colour.

    * A form of ``c.verbs`` (not a noun after a determiner: "the fall"), then within
      ``_CRUSH_REACH`` tokens in its clause "on"/"onto" and an owned body part
      (:func:`_owned_part`): "drops a paving slab on his foot", "the crate toppled onto Ana's
      toes", "slams the car door on his fingers". With nothing but a particle between the verb
      and "on" the verb is intransitive, and a person's own fall is none ("she lands on her
      feet", "falls on her knees": a mention ends right at the verb); with an object between,
      none when it is put down gently (``c.not_objects``: "drops a kiss on her forehead") or
      is a body part ("drops her head onto his shoulder"), nor when the sentence goes on to
      say it did no harm (``c.unharmed``: "but there isn't a mark on it"), nor when a group's
      member does it (:func:`_partitive_doer`: "one of them drops a twist-lock on his foot").
      Term
      ``crushed: <verb> + <part>``, span verb to part.
    * A body part, at most ``_COLOUR_REACH`` of ``c.links`` and a ``c.colours`` word: "his big
      toe is purple and throbbing", "her knee has already gone purple"; not a ``c.pale_parts``
      one ("his face turned purple": anger or cold), nor one "with" or "from" a stain ("her
      hands are purple with juice", "his feet are black from the mud"). Term
      ``bruised: <part> <colour>``.

    Each at ``weight`` (the lexicon's default), verbal (a wounding verb's object is the one
    hurt), the owner judged by :func:`_body_owner`. Design choice: a heavy thing that
    lands on a foot or a hand hurts it even when no hurt word is said, and a part gone purple
    after a blow is bruised; both gated on the text's words (a verb form and "on", or a
    colour), so most texts pay two set tests."""
    out: list[_Candidate] = []
    n = len(words)
    hurt = (kind,)
    clause_of = seg.clause_of
    crushing = not c.verbs.isdisjoint(vocab) and not _ONTO.isdisjoint(vocab)
    piercing = not c.piercing.isdisjoint(vocab) and not c.through.isdisjoint(vocab)
    if crushing or piercing:
        ends: set[int] | None = None  # where a person's mention ends: built when needed
        verbs = (c.verbs if crushing else frozenset()) | (c.piercing if piercing else frozenset())
        for v in compress(range(n), map(verbs.__contains__, words)):
            if v and (words[v - 1] in _NOUN_MARKERS
                      or words[v - 1] in c.lashing and words[v] in c.piercing):
                continue  # "the fall"; "the wind whips across her face"
            cl = clause_of[v]
            preps = (_ONTO if words[v] in c.verbs else frozenset()) \
                | (c.through if words[v] in c.piercing else frozenset())
            for t in range(v + 1, min(n, v + 1 + _CRUSH_REACH)):
                if clause_of[t] != cl or words[t] in _SEGMENT_ENDS:
                    break
                if words[t] not in preps:
                    continue
                between = words[v + 1:t]
                if all(w in _CRUSH_PARTICLES for w in between):
                    if ends is None:
                        ends = {m.end for m in people.all
                                if m.what != "thing" and not m.possessive}
                    if v in ends:
                        break  # "she lands on her feet": a person's own fall
                elif not c.not_objects.isdisjoint(between) or any(
                        _part_at(items, j, hurt) for j in range(v + 1, t)):
                    break  # "drops a kiss on her forehead", "drops her head onto his chest"
                end = _owned_part(words, items, t + 1, hurt)
                if end and not _said_unharmed(c, words, seg.sent_of, end) \
                        and not _partitive_doer(words, clause_of, v):
                    out.append(_Candidate(kind, v, (v, end), weight,
                                          f"{_CRUSHED_TERM}{words[v]} + {words[end - 1]}",
                                          frozenset(), verbal=True))
                break
    if not c.colours.isdisjoint(vocab):
        for t in compress(range(n), map(c.colours.__contains__, words)):
            k = t - 1
            while k >= 0 and t - k <= _COLOUR_REACH and words[k] in c.links:
                k -= 1
            if k < 0 or k == t - 1 or words[k] in c.pale_parts or clause_of[k] != clause_of[t] \
                    or t + 1 < n and words[t + 1] in _STAINED or not _part_at(items, k, hurt):
                continue  # "her hands are purple with juice", "feet black from the mud"
            out.append(_Candidate(kind, k, (k, t + 1), weight,
                                  f"{_BRUISED_TERM}{words[k]} {words[t]}", frozenset()))
    return out


def _partitive_doer(words: list[str], clause_of: list[int], v: int) -> bool:
    """Does the clause of the verb at ``v`` open with a group's member ("one of them", "two of
    the dockers"; not "one of us") within the four words before it? Such a doer is someone
    else, whose "his foot" is their own (design choice: the subject finder would take the
    observer watching them)."""
    for j in range(max(1, v - 5), v - 1):
        if words[j] == "of" and words[j - 1] in _PARTITIVES and clause_of[j] == clause_of[v] \
                and words[j + 1] not in ("us", "we"):
            return True
    return False


def _said_unharmed(c: Crushed, words: list[str], sent_of: list[int], t: int) -> bool:
    """Does one of ``c.unharmed`` ("n't a mark", "unhurt") stand after token ``t`` in its
    sentence ("drops the cooler lid on his hand, but there isn't a mark on it")?"""
    s = sent_of[t - 1]
    for j in range(t, len(words)):
        if sent_of[j] != s:
            break
        for p in c.unharmed.get(words[j], ()):
            if tuple(words[j:j + len(p)]) == p:
                return True
    return False


_GUT_REACH = 4  # tokens from a gut word to its verb, and from the verb to the cause
_GUT_FOOD_REACH = 6  # tokens from the cause to the food ("after last night's street food")


def _gut_upsets(kind: str, g: GutUpset, words: list[str], vocab: set[str], items: list[_Item],
                seg: _Segments, weight: float) -> list[_Candidate]:
    """Candidates of ``kind`` (illness) for a gut upset by what was eaten or drunk.

    A gut word (``g.parts``) and a form of ``g.verbs`` within ``_GUT_REACH`` tokens of each
    other in a clause ("your guts churning", "her stomach is cramping", "cramps in her
    belly" are not: the verb must be the part's), then one of ``g.causes`` within
    ``_GUT_REACH`` tokens after the later of the two and, within ``_GUT_FOOD_REACH`` tokens
    after it, food or drink (an object of the eat or drink kind) or a ``g.spoiled`` word ("after
    last night's street food", "from the dodgy prawns"), with none of ``g.missed`` between
    ("after skipping lunch" is hunger). Term ``gut upset: <part> <verb>``, span part to cause.
    Design choice: a churning stomach is nerves as often as illness (handed h34-132
    labels one from nerves not ill); named food or drink as its cause makes it a stomach upset.
    """
    if g.verbs.isdisjoint(vocab) or g.causes.isdisjoint(vocab):
        return []
    n = len(words)
    clause_of = seg.clause_of
    out: list[_Candidate] = []
    food = ("eat", "drink")
    for p in compress(range(n), map(g.parts.__contains__, words)):
        cl = clause_of[p]
        v = next((j for j in range(max(0, p - _GUT_REACH), min(n, p + 1 + _GUT_REACH))
                  if words[j] in g.verbs and clause_of[j] == cl), -1)
        if v < 0:
            continue
        last = max(p, v)
        cause = next((j for j in range(last + 1, min(n, last + 1 + _GUT_REACH))
                      if words[j] in g.causes), -1)
        if cause < 0:
            continue
        for j in range(cause + 1, min(n, cause + 1 + _GUT_FOOD_REACH)):
            w = words[j]
            if w in g.missed or w in _SEGMENT_ENDS:
                break
            if w in g.spoiled or any(
                    it[0] == j and not it[2].objects.keys().isdisjoint(food)
                    for it in items[bisect_left(items, j, key=_START_OF):][:3]):
                first = min(p, v)
                out.append(_Candidate(kind, first, (first, cause + 1), weight,
                                      f"gut upset: {words[p]} {words[v]}", frozenset()))
                break
    return out


_FEVER_OWNERS = _OWNER_WORDS | {"'s", "'"}  # a temperature's owner right before it
def _body_reading(kinds: Mapping[str, KindSpec], words: list[str], at: int) -> bool:
    """Whether the number at ``at`` reads a body's temperature: in one of the ranges of a
    kind's ``fever_reading`` (illness) with one of its nouns (temperature, fever) within its
    reach before it, after an owner or "a" (``_BODY_READING_OWNERS``: "her fever is 39 °C and
    rising", "has a fever of 40 °C and rising"), so a threat's reading term after it ("°C and
    rising") is the fever's, not a heat that threatens. Design choice."""
    value = _reading(words[at])
    for spec in kinds.values():
        f = spec.fever_reading
        if f is not None and value is not None \
                and any(lo <= value <= hi for lo, hi in f.ranges) \
                and any(words[j] in f.nouns and words[j - 1] in _BODY_READING_OWNERS
                        for j in range(max(1, at - f.reach), at)):
            return True
    return False


# before a reading's noun, what makes it a body's: an owner, or "a" ("has a fever of 40 °C");
# "the temperature in the tent is 41 °C and rising" is the air's
_BODY_READING_OWNERS = _FEVER_OWNERS | {"a"}


def _reading(word: str) -> float | None:
    """The number a token writes ("39.4", "39,2", "41"), None when it writes none."""
    if not word[:1].isdigit():
        return None
    try:
        return float(word.replace(",", "."))
    except ValueError:
        return None


def _fever_readings(kind: str, f: FeverReading, words: list[str], seg: _Segments,
                    people: _People, weight: float) -> list[_Candidate]:
    """Candidates of ``kind`` (illness) for a body temperature read at a fever's height.

    One of ``f.nouns`` right after an owner (a possessive word or "'s": "her temperature",
    "Chidi's temperature", "take your temperature") with, within ``f.reach`` tokens after it
    in its sentence, a number in one of ``f.ranges`` ("has hit 41", "39.4 °C", "39,2") or one
    of ``f.spelled`` ("thirty - nine degrees"); an "'s" owns it only after a person ("Chidi's
    temperature", not "today's temperature"). Term ``fever reading: <noun> <reading>``, span
    owner to reading, at the noun (a verb of reading between is the reading's own: "her
    temperature reads 39.2"), or at the reading after a negation ("isn't 39": denied). Design
    choice: a fever read off is an illness however it is told; an unowned temperature ("the
    temperature hit 41 in the shade") is the weather, and a reading below the range ("down to
    37.2") is none."""
    n = len(words)
    sent_of = seg.sent_of
    out: list[_Candidate] = []
    for t in compress(range(1, n), map(f.nouns.__contains__, words[1:])):
        if words[t - 1] not in _FEVER_OWNERS or words[t - 1] in _OWNER_MARKS and not any(
                m.possessive and m.what != "thing" and t - 2 <= m.end <= t
                for m in people.all):
            continue  # "the temperature", "today's temperature": the weather
        for k in range(t + 1, min(n, t + 1 + f.reach)):
            if sent_of[k] != sent_of[t]:
                break
            w = words[k]
            value = _reading(w)
            end = k + 1
            if value is None:
                spelled = f.spelled.get(w)
                if spelled is None:
                    continue
                p = next((p for p in spelled if tuple(words[k:k + len(p)]) == p), None)
                if p is None:
                    continue
                end = k + len(p)
            elif not any(lo <= value <= hi for lo, hi in f.ranges):
                break  # "down to 37.2": the first reading said is the one meant
            at = k if not _PLAIN_DENIALS.isdisjoint(words[t + 1:k]) else t
            out.append(_Candidate(kind, at, (t - 1, end), weight,
                                  f"fever reading: {words[t]} {' '.join(words[k:end])}",
                                  frozenset()))
            break
    return out


def _superseded(superseding: list[tuple[str, frozenset[str]]], rows: list[_Row],
                seg: _Segments, words: list[str]) -> list[_Row]:
    """``rows`` without those a kind's ``supersedes`` drops: for each (kind, superseded kinds)
    in ``superseding``, an actual, unnegated row of ``kind`` drops the rows of a superseded
    kind with the same subject in its sentence, or the one before a semicolon ("...; she
    cracks her wrist"), whose evidence ends before its own begins (the
    cause, then the hurt: design choice, s8: "the step ladder gives way under Elif; she cracks
    her wrist" is her injury, not a threat too; a near miss, whose hurt is negated, stays a
    threat, and so does a threat named after the hurt: "got hit by a flying bottle")."""
    hurt: dict[tuple[int, str, str], int] = {}  # (sentence, kind, subject) -> last hurt start
    sent_at: dict[int, int] | None = None
    present = {row[1] for row in rows}
    for kind, gone in superseding:
        if kind not in present or present.isdisjoint(gone):
            continue
        for row in rows:
            if row[1] == kind and not row[3] and row[4] == "actual":
                if sent_at is None:  # clause id -> sentence
                    sent_at = dict(zip(seg.clause_of, seg.sent_of, strict=True))
                s = sent_at.get(row[0], -1)
                for g, at in product(gone, (s, s - 1) if _after_semicolon(seg.sent_of, words, s)
                                      else (s,)):
                    key = (at, g, row[2])
                    hurt[key] = max(hurt.get(key, -1), row[7][0])
    if not hurt:
        return rows
    assert sent_at is not None
    # an unfolding hazard (:func:`_unfolding_hazards`) told with a hurt in its sentence is its
    # cause, before or after it ("broke her collarbone when the hayloft ladder gave way")
    return [r for r in rows if r[7][1] > hurt.get(key := (sent_at.get(r[0], -2), r[1], r[2]), -1)
            and not (key in hurt and r[6].startswith(_UNFOLDING_TERM))]


def _failed_attempts(rows: list[_Row], seg: _Segments, kinds: Mapping[str, KindSpec],
                     words: list[str]) -> list[_Row]:
    """``rows`` without those a failed attempt drops: a negated actual row of a kind with
    ``failed_drops`` (a sleep that never came; not a state denied, one of ``failed_states``:
    "eyes closed, not asleep") drops the same subject's actual rows of those kinds in its
    sentence that begin before it (design choice, session 11: "You lie in the bunk
    ... and never once drift off", "Pavel lies in his cab bunk but sleep won't come": lying
    awake is no rest, as the handed notes label it; "You didn't sleep, but you rested" keeps the
    rest told after), and in the sentence before when a semicolon joins the two ("You lie in
    the sleeping bag with your eyes open until dawn; sleep never comes")."""
    failed: dict[tuple[int, str, str], int] = {}  # (sentence, dropped kind, subject) -> start
    sent_at: dict[int, int] | None = None
    for row in rows:
        if row[3] and row[4] == "actual" and (spec := kinds.get(row[1])) and spec.failed_drops \
                and row[6] not in spec.failed_states:
            if sent_at is None:  # clause id -> sentence
                sent_at = dict(zip(seg.clause_of, seg.sent_of, strict=True))
            s = sent_at.get(row[0], -1)
            joined = s > 0 and _after_semicolon(seg.sent_of, words, s)
            for gone in spec.failed_drops:
                key = (s, gone, row[2])
                failed[key] = max(failed.get(key, -1), row[7][0])
                if joined:  # the whole sentence before the semicolon comes before it
                    key = (s - 1, gone, row[2])
                    failed[key] = max(failed.get(key, -1), row[7][0])
    if not failed:
        return rows
    assert sent_at is not None
    return [r for r in rows if r[3] or r[4] != "actual"
            or r[7][0] >= failed.get((sent_at.get(r[0], -2), r[1], r[2]), -1)]


# what a meal verb's negation names as the very thing held: a pronoun after the verb ("doesn't
# drink it"); a token amount as the term ("before she can take a sip") is a lexicon list
_HELD_PRONOUNS = frozenset({"it", "them", "any"})


def _held_not_had(rows: list[_Row], seg: _Segments, words: list[str], tx: _Text,
                  amounts: frozenset[str]) -> list[_Row]:
    """``rows`` without a light verb's meal ("has a bubble tea", "has the coffee in her hand",
    "grabs a sandwich", "pours himself a glass of milk": :data:`_HELD_LIGHT_VERBS`)
    that a later negated meal of the same kind and subject in its sentence says was never had:
    the negated verb takes the held thing as a pronoun ("but is too busy ... to drink it") or
    its term is one of ``amounts`` (``cues.negation.token_amounts``: "before she can take a
    sip"). Design choice (session 15): "have" with
    food is a meal only while nothing says the food went untouched; a different meal denied
    ("had breakfast but didn't eat lunch") names its own food and leaves the first alone."""
    denied: dict[tuple[int, str, str], int] = {}  # (sentence, kind, subject) -> denial start
    sent_at: dict[int, int] | None = None
    for row in rows:
        if not (row[3] and row[4] == "actual" and row[1] in _MEAL_KINDS):
            continue
        after = tx.token_after(row[7][1])
        if row[6] in amounts or after < len(words) and words[after] in _HELD_PRONOUNS:
            if sent_at is None:
                sent_at = dict(zip(seg.clause_of, seg.sent_of, strict=True))
            key = (sent_at.get(row[0], -1), row[1], row[2])
            denied[key] = max(denied.get(key, -1), row[7][0])
    if not denied:
        return rows
    assert sent_at is not None
    return [r for r in rows if r[3] or r[4] != "actual" or " + " not in r[6]
            or r[6].split(" ", 1)[0] not in _HELD_LIGHT_VERBS
            or r[7][0] >= denied.get((sent_at.get(r[0], -2), r[1], r[2]), -1)]


# light verbs of getting or serving oneself food: with a later denial that takes the food as a
# pronoun ("pours himself a glass of milk, but ... never drinks it", "grabs a sandwich but never
# eats it", "helps herself to a slice of cake but never eats it") the meal was only held
_HELD_LIGHT_VERBS = frozenset({"have", "grab", "pour", "help", "get", "take", "fetch", "pick"})


def _awaited_held(words: list[str], c: _Candidate, ci: int) -> bool:
    """Is candidate ``c`` a meal only held (its term's verb one of :data:`_HELD_LIGHT_VERBS`:
    "has a bowl of porridge", "pours a cup of tea") and the waiting cue at ``ci`` after it a
    wait for that food as a pronoun ("... and is waiting for it to cool")? Design choice: food
    held and then waited on is not had yet; a meal verb after the wait tells it had ("then
    drinks it")."""
    return ci >= c.span[1] and ci + 2 < len(words) and words[ci + 1] == "for" \
        and words[ci + 2] in _HELD_PRONOUNS and c.term.split(" + ")[0] in _HELD_LIGHT_VERBS


def _after_semicolon(sent_of: list[int], words: list[str], s: int) -> bool:
    """Does sentence ``s`` follow a semicolon (a break that joins two sentences' sense)?"""
    t = bisect_left(sent_of, s)  # its first token (sentence ids never fall)
    return 0 < t < len(words) and words[t - 1] == ";"


def _body_part(items: list[_Item], t: int, words: list[str], hurt_kinds: set[str]) -> bool:
    """Does a body part (an object of one of ``hurt_kinds``) start at token ``t``, or after an
    "'s" there ("Anouk's feet")? (:func:`_part_at` after the "'s".)"""
    if t < len(words) and words[t] == "'s":
        t += 1
    return _part_at(items, t, hurt_kinds)


_NEAR_MISS_TERM = "near miss: "  # the term of a near miss's event, before its hazard verb
_NEAR_MISS_WEIGHT = 0.6  # as "unhurt" and "close call" in core.yaml: a threat that passed
_NEAR_PARTIES = frozenset({"self", "name", "person", "third"})
_NEAR_REACH = 8  # tokens from a hazard verb to its proximity word ("lands a metre from you")
_NEAR_SELF = frozenset({"you", "me", "us"})  # the observer, after "ahead of", "in front of"
# after "her", words that show it is an object, not an owner: "misses her by a hair"
_NEAR_OBJECT_ENDS = _OBJECTLESS | {"by", "completely", "entirely", "narrowly", "only", "again"}


def _near_misses(kind: str, spec: KindSpec, words: list[str], tx: _Text, seg: _Segments,
                 people: _People, items: list[_Item], rows: list[_Row], row_sents: list[int],
                 quoted: Any, hurt_kinds: set[str]) -> list[_Row]:
    """Events of ``kind`` (danger) for a near miss that no term names, as rows.

    A hazard verb form (``spec.hazards``: "fell", "tipped", "slides"; not before one of
    ``spec.calm``: "falls asleep", nor a noun after a determiner: "the fall") is a threat to

    * the subject of a negated, actual experiencer event (an injury) in its sentence or the
      next: "Nils was not injured when the proving rack tipped over", "the pan slides off the
      hob ...; she isn't burnt", "the truck rolled onto its side; none of the passengers, Xiomara
      included, were hurt";
    * else a person named within three tokens after a proximity word (``spec.near``: "misses",
      "past", "behind", "from", "touch") at most ``_NEAR_REACH`` tokens later in its sentence
      or the next, not past a comma: "a brick landed a step behind Jamal", "a frisbee
      whistles past Noah's ear", "lands a metre from you", "...; it didn't touch him" (the
      denied touch is the near miss); an owner only before a body part (an object of an
      experiencer kind: "misses Anouk's feet", not "walks past her car"). Not a proximity
      word after "far" or "away" ("rolls away from Tom").

    A dangerous animal (``spec.animals``) after a determiner (or an article and a
    modifier) is a hazard form too, when no ``spec.captive`` word (a zoo, a tank, a pet, a
    film) is in its sentence; its proximity word may stand anywhere later in its sentence, past
    commas ("a rattlesnake rears up in the feed bin, its tail buzzing a foot from your hand"),
    before a person or anything of theirs ("in front of Kirra's boots"), but not "off" ("the
    bear lumbered off": it left). Design choice: such an animal this close is the threat
    itself, whatever it does.

    Quoted hazards are speech, not seen: none. Each event is actual, unnegated, at
    ``_NEAR_MISS_WEIGHT`` (design choice, s8: a threat that passed, like "unhurt"), with the
    term ``near miss: <hazard form>`` and the hazard word as evidence."""
    sent_of, clause_of = seg.sent_of, seg.clause_of
    hazards, near, calm = spec.hazards, spec.near, spec.calm
    n = len(words)
    out: list[_Row] = []
    mentions, indices = people.all, people.indices
    hurt: dict[int, str] | None = None  # sentence -> the subject of its first negated hurt
    harmless: list[int] | None = None  # where harmless things are: at the first hazard form
    animals = spec.animals
    forms = hazards | animals if animals else hazards
    for h in compress(range(n), map(forms.__contains__, words)):
        w = words[h]
        beast = w in animals
        if beast:
            if not (h and (words[h - 1] in _NOUN_MARKERS or words[h - 1] in _BEAST_COUNTS)
                    or h > 1 and (words[h - 2] in _ARTICLES or words[h - 2] in _BEAST_COUNTS)
                    ) or quoted(h) \
                    or not spec.captive.isdisjoint(
                        words[bisect_left(sent_of, sent_of[h]):
                              bisect_right(sent_of, sent_of[h])]):
                continue  # "can't bear it", "the snake in the zoo's glass tank"
            k = bisect_right(indices, h) - 1
            if k >= 0 and mentions[k].what == "person" \
                    and mentions[k].index <= h < mentions[k].end - 1:
                continue  # design choice (who did what): an animal's word inside a person's
                # job ("the lion tamer", "a snake charmer") names the person, no animal
        elif h + 1 < n and words[h + 1] in calm or h and words[h - 1] in _NOUN_MARKERS \
                or quoted(h):
            continue
        if harmless is None:
            harmless = _harmless_at(spec.harmless, words)
        if harmless and not w.startswith(_BREAKING_STEMS) and (
                _harmless_before(harmless, clause_of, h)
                or not beast and _harmless_object(harmless, words, clause_of, h)):
            continue  # "a plate of shakshuka lands in front of Yosef": served, no threat;
            # "Morwen slides the bowl of stew in front of Dagny": served too
        if hurt is None:
            hurt = {}
            for row, sent in zip(rows, row_sents, strict=False):
                if row[3] and row[1] in hurt_kinds and row[4] == "actual":
                    hurt.setdefault(sent, row[2])
        s = sent_of[h]
        subject = hurt.get(s) or hurt.get(s + 1)
        if subject is None:
            for t in range(h + 1, n if beast else min(n, h + 1 + _NEAR_REACH)):
                if sent_of[t] > (s if beast else s + 1) or words[t] == "," and not beast:
                    break
                if not beast and words[t - 1] not in near and words[t - 1] != "of" and (
                        _struck_other(people, t) or words[t - 1] in spec.target_directed
                        and t in tx.cap_set and t + 1 < n and words[t + 1] != "'s"
                        and (k := bisect_left(indices, t)) < len(indices) and indices[k] > t
                        and words[t] not in _NEAR_SELF):
                    break  # "a car crashes into Tom in front of Ana": it struck Tom, theirs
                    # (a name after "into" or "at" is no mention: it may be a town)
                if words[t] not in near or words[t - 1] in _FAR or beast and words[t] == "off":
                    continue  # "rolls away from Tom"; "the bear lumbered off": it left
                k = bisect_left(indices, t + 1)
                m = mentions[k] if k < len(mentions) and indices[k] <= t + 3 else None
                if m is None and t + 2 < n and words[t + 1] == "of" \
                        and words[t + 2] in _NEAR_SELF:
                    if _bystander_to_mishap(people, words, clause_of, h, t + 2):
                        break
                    subject = "self"  # "in front of you": a cue's phrase holds the pronoun
                    break
                if m is None or m.what not in _NEAR_PARTIES:
                    continue
                if m.possessive and not beast \
                        and not (m.end < n and words[m.end] in _NEAR_OBJECT_ENDS) \
                        and not _body_part(items, m.end, words, hurt_kinds) \
                        and not (_occupied(spec, words, m.end, words[t] in _NEAR_SOURCES)
                                 and not _actor_before(people, clause_of, h)):
                    continue  # "walks past her car"; "a tile smashes beside Abebe's chair" is
                    # a near miss, "she slides into her seat" her doing
                if not beast and _bystander_to_mishap(people, words, clause_of, h, m.index):
                    break
                subject = m.subject
                break
        if subject is not None:
            out.append((clause_of[h], kind, subject, False, "actual", _NEAR_MISS_WEIGHT,
                        _NEAR_MISS_TERM + w, tx.span(h, h + 1)))
    return out


def _bystander_to_mishap(people: _People, words: list[str], clause_of: list[int], h: int,
                        at: int) -> bool:
    """Is the person at token ``at`` only a bystander to someone's own mishap at hazard form
    ``h``: a person is its clause's subject before it, no article-led object follows it (the
    person's own fall, skid or crash, not a thing they drop: "Tomas drops a crate right beside
    you" stays a near miss) and a preposition of nearness (:func:`_beside`) stands right before
    ``at`` ("Tomas skids on the ice right in front of you", "a man falls down the stairs behind
    you": theirs)? Design choice, as for threats (:func:`_bystander_threat`)."""
    if h + 1 < len(words) and words[h + 1] in _ARTICLES or not _beside(words, at):
        return False
    return _actor_before(people, clause_of, h)


def _struck_other(people: _People, t: int) -> bool:
    """Does someone else's mention start at token ``t``, after a hazard form and before any
    proximity word: the person it strikes ("a car crashes into Tom", "a tile lands on Tom's
    son")? An owner counts only of a person (a thing of theirs struck near the observer is
    still a near miss: "crashes into Tom's fence right beside you")."""
    k = bisect_left(people.indices, t)
    if k >= len(people.all) or people.indices[k] != t:
        return False
    m = people.all[k]
    return m.subject == "other" and m.what in _NEAR_PARTIES and (
        not m.possessive or _owned_head(people, m, len(people.words)))


_NEAR_SOURCES = frozenset({"off", "from"})  # a seat after one is where a thing fell from
# a count before a dangerous animal marks it a noun like a determiner ("three wolves are
# slipping between the sheep not twenty metres from him", "two grey wolves")
_BEAST_COUNTS = _NUMBER_WORDS | {"some", "several", "few", "many", "these", "those", "this",
                                 "that"}
_FAR = frozenset({"far", "away"})  # before a proximity word: distance, no near miss


def _occupied(spec: KindSpec, words: list[str], t: int, source: bool) -> bool:
    """Does a thing the subject occupies (``spec.occupied``: a chair, a tent, a windscreen)
    start at token ``t`` (past an "'s")? After a ``source`` proximity word ("off", "from") only
    a shield counts ("bounces off Marisol's windscreen", not "falls off Ana's desk")."""
    if t < len(words) and words[t] == "'s":
        t += 1
    return t < len(words) and words[t] in (spec.shields if source else spec.occupied)


def _actor_before(people: _People, clause_of: list[int], h: int) -> bool:
    """Is a person named before token ``h`` in its clause as a subject (not an owner, an
    object or after a preposition): "she drops into her chair" is her doing, no hazard?"""
    cl = clause_of[h]
    for k in range(bisect_left(people.indices, h) - 1, -1, -1):
        m = people.all[k]
        if m.clause != cl:
            return False
        if m.what in _NEAR_PARTIES and not (m.possessive or m.objective or m.governed):
            return True
    return False


# design choice: a served thing that breaks beside someone ("a tray of flutes shatters right
# beside Bartek", "a glass smashes at her feet") is sharp glass or china, a threat, though
# one that only lands is harmless ("a plate of shakshuka lands in front of Yosef")
_BREAKING_STEMS = ("shatter", "smash", "splinter", "explod", "burst")
_HARMLESS_OBJECT_REACH = 3  # tokens from a hazard form's determiner to its harmless object


def _harmless_object(harmless: list[int], words: list[str], clause_of: list[int], h: int
                     ) -> bool:
    """Is a harmless thing (tokens ``harmless``, ascending) the object of the hazard form at
    ``h``: a determiner right after it and the thing at most ``_HARMLESS_OBJECT_REACH`` tokens
    later in its clause ("Morwen slides the steaming bowl of stew in front of Dagny", "slides a
    letter across the desk to you")? Design choice: a thing served or handed, as one that lands
    harmlessly (:func:`_harmless_before`), is no threat."""
    if h + 1 >= len(words) or words[h + 1] not in _OBJECT_DETERMINERS:
        return False
    k = bisect_left(harmless, h + 2)
    return k < len(harmless) and harmless[k] <= h + 2 + _HARMLESS_OBJECT_REACH \
        and clause_of[harmless[k]] == clause_of[h]


def _harmless_at(harmless: frozenset[str], words: list[str]) -> list[int]:
    """The tokens, ascending, of things that land harmlessly (``harmless``: a plate, a letter,
    the bill). Design choice (s9): not every food word, as many name other things too ("a
    lashing bar drops from the stack")."""
    return list(compress(range(len(words)), map(harmless.__contains__, words)))


def _harmless_before(harmless: list[int], clause_of: list[int], h: int) -> bool:
    """Is a harmless thing (tokens ``harmless``, ascending) named before the hazard form at
    ``h`` in its clause, its subject ("a plate of shakshuka lands in front of Yosef", "a pint
    lands beside you")? Design choice (s9): what is served, posted or delivered lands by
    design; a thing thrown or falling ("a brick lands a step behind Jamal") is no such word."""
    k = bisect_left(harmless, h) - 1
    return k >= 0 and clause_of[harmless[k]] == clause_of[h]


_STATUS_AUXILIARIES = frozenset({"is", "are", "am", "'s", "'re", "'m"})
_STATUS_TERM = "status activity: "  # the term of its events, before the verb: no lexicon phrase
_FRAMED_TERM = "framed activity: "  # the same for a narrative sentence's framed verb


def _on_own_body(lex: Lexicon, row: _Row, tx: _Text, words: list[str], seg: _Segments,
                 mentions: list[_Mention], items: list[_Item], hurt: Collection[str]) -> bool:
    """Does the status line's activity ``row`` act on its doer's own body: its verb's sentence
    names, as its object or after one of ``subjects.body_care.onto``, a body part (none of
    ``body_care.not_parts``) of the observer's (an owner that is the observer, at most one word
    between): "is spraying sun cream on her arms @ Main Stage hill", "is rubbing lotion into my
    sore feet", "is stretching her calves"? Design choice (who did what): the doer is the
    patient of their own care, no task done for anyone; a part someone else owns ("Liesel is
    bandaging his arm", the patient's) keeps the task."""
    at = row[7][0]
    verb = next((v for v in range(len(words)) if tx.span(v, v + 1)[0] == at), -1)
    if verb < 0:
        return False
    sent_of = seg.sent_of
    owners = {m.index for m in mentions if m.possessive and m.subject == "self"
              and m.end - m.index == 1 and sent_of[m.index] == sent_of[verb]}
    onto, loads = lex.body_care_onto, lex.body_care_not_parts
    for t in owners:
        if t <= verb or not (t == verb + 1 or words[t - 1] in onto) or t + 1 >= len(words):
            continue
        part = t + 1 if _part_at(items, t + 1, hurt) else t + 2 if t + 2 < len(words) \
            and words[t + 1].isalpha() and _part_at(items, t + 2, hurt) else -1
        if part > 0 and words[part] not in loads:
            return True
    return False


def _status_activity(rule: StatusActivity, words: list[str], tx: _Text, seg: _Segments,
                     mentions: list[_Mention], candidates: list[_Candidate],
                     rows: list[_Row], ahead: frozenset[str] = frozenset()) -> list[_Row]:
    """Step 10 of the module docstring: the events of :class:`~engine.lexicon.StatusActivity`.

    A status line is a sentence followed by a place part (``@ Kendrick Building: lab 3``). When
    the sentence opens with the observer (their name, ``you`` or ``I``; ``and`` someone else may
    follow) and a form of ``be`` and an ``-ing`` verb, or a finite verb in ``-s`` or ``-ed``
    (``Dmitri wrestles a drill bit out of the rock face``), no candidate event covers that verb, no
    actual self event came from the sentence, the verb is none of ``rule.not_verbs`` and the
    place none of ``rule.not_places``, the verb is an actual self event of ``rule.kind`` with
    strength ``rule.weight`` and the verb as its evidence. One of ``rule.tasks`` among the
    not_verbs is the activity when the status sentence holds a work frame naming the job
    (:func:`_work_frame`: "ironing costumes for tonight's show"), and a hyphenated prefix is
    skipped (:func:`_unprefixed`: "re-tiling"); a verb whose object is the doer's own
    household thing (:func:`_chore`: "feeds his ticket into the turnstile") is no job (session
    9). After a leisure verb, the verb after ``and``
    is the activity (:func:`_coordinated`, round 33: "sharpens the knives and restacks the
    crates"), an aspect verb's ``-ing`` verb for it ("and keeps taking calls")."""
    sent_of, clause_of = seg.sent_of, seg.clause_of
    n = len(words)
    found: list[_Row] = []
    # the mentions' sentences and first tokens, in text order: a sentence's first mention and
    # the mention starting at a token are found by bisect (a status line has few places)
    sents = list(map(_SENT_OF, mentions))
    indices = list(map(_INDEX_OF, mentions))
    for place in sorted(seg.location):
        status = place - 1  # the sentence the place part follows
        h = bisect_left(sents, status)
        if h == len(sents) or sents[h] != status:
            continue
        head = mentions[h]  # the sentence's first mention
        if head.subject != "self" and (t := _last_clause_self(mentions, h, words, status,
                                                               sents)) >= 0:
            head = mentions[t]  # "Boarding has begun, and Rehana is scanning boarding passes"
        elif head.subject != "self" or head.possessive or head.quoted \
                or head.index not in seg.sentence_starts and not _after_time_opener(
                    words, seg.sentence_starts, head.index):
            continue
        if head.possessive or head.quoted:
            continue
        k = head.end
        h = bisect_left(indices, k)
        named = mentions[h] if h < len(indices) and indices[h] == k else None
        if named is not None and named.subject == "self" and not named.possessive:
            k = named.end  # a title before the name: "Brother Anselm is illuminating ..."
        elif k + 3 < n and words[k] == "," and not rule.roles.isdisjoint(words[k + 2:k + 6]):
            k = _role_apposition(rule, words, k)  # "Mzwandile, one of the caterers, is ..."
            if k < 0:
                continue
        if k < n and words[k] == ":":  # a log line: "[14:40] Zeynep: sorting the post"
            k += 1
            if k >= n or words[k] in _STATUS_AUXILIARIES:
                continue
        elif k < n and words[k] == "and":  # "Mei and the other nurses are ..."
            k += 1
            while k < n and k - head.end <= 5 and words[k] not in _STATUS_AUXILIARIES \
                    and sent_of[k] == status:
                k += 1
        if k >= n or sent_of[k] != status:
            continue
        if words[k] in _STATUS_AUXILIARIES:  # "is refuelling"
            verb = k + 1
            finite = False
            while verb < n and words[verb] in _STILL:
                verb += 1  # "is still refuelling", "is too busy unloading"
            if verb < n and words[verb] == "being":
                continue  # a passive: something done to the observer ("is being stitched
                # up @ A&E: cubicle 4"), no task of theirs
        elif words[k] in _HAVE and k + 2 < n and words[k + 1] in rule.aspect \
                and (t := _aspect_verb(rule, words, k + 1)) > 0:
            verb, finite = t, False  # "has begun grating manioc": the -ing verb
        else:  # "wrestles a drill bit out of the rock face"
            verb = k
            finite = True
        verb = _unprefixed(words, verb)
        if verb < n and _leisure(rule, words, verb) \
                and not any(c.span[0] <= verb < c.span[1] for c in candidates):
            # "Mihail sharpens the knives and restacks the crates @ fish market": the verb after
            # "and" is the activity, an aspect verb's -ing verb ("and keeps taking calls")
            t = _coordinated(words, verb, clause_of, "finite" if finite else "ing", rule.aspect)
            if t > 0:
                verb = t
                if words[t] in rule.aspect and (t := _aspect_verb(rule, words, t)) > 0:
                    verb, finite = t, False
        at = verb  # the place part starts after the status sentence ends
        while at < n and sent_of[at] == status:
            at += 1
        if rule.household and verb + 2 < at and (
                words[verb + 1] in _OWNER_WORDS or words[verb + 2] in _OWNER_WORDS) \
                and _chore(rule, words, seg, verb, verb + 1,
                           min(verb + 6, bisect_right(clause_of, clause_of[verb], verb))):
            continue  # session 9: "Quang feeds his ticket into the turnstile": one's own
            # ticket or bike is an errand or a chore, wherever it is handled
        judged = candidates
        if verb < n and any(c.kind == rule.kind and c.span[0] <= verb < c.span[1]
                            for c in candidates) and _others_term(
                rule, tx, verb, rows, not _later_word(words[head.index:at], ahead)):
            # a term of the kind itself on the status verb is the observer's, whoever its
            # object's words name ("is calibrating the heat exchanger for the reactor team":
            # "the reactor team" is served, not the doer), and now, when only a plan named as
            # the thing worked on made it planned ("is presenting his plan for a class", "is
            # writing workout plans for clients"); a term judged a reference ("stacking chairs
            # after the residents' meeting") or a plan for later ("tomorrow") stays the verb's.
            # The term names the task, so its verb may be one of the not_verbs ("writing") and
            # its place any place, as the term's own event would be ("tonight she's
            # officiating the regional finals @ city sports hall")
            judged = [c for c in candidates if c.kind != rule.kind]
        operated = verb < n and words[verb] in rule.runs \
            and _operates(rule, words, sent_of, verb, at, place) \
            and _status_verb(rule, words, verb, finite, judged, ignore_not_verbs=True)
        if not operated and not _status_verb(rule, words, verb, finite, judged,
                                             ignore_not_verbs=judged is not candidates) \
                and not (
                verb < n and words[verb] in rule.tasks and words[verb] in rule.not_verbs
                and _status_verb(rule, words, verb, finite, judged, ignore_not_verbs=True)
                and (_work_frame(rule, words, verb + 1, at) in ("served", "frame")
                     or _object_at_workplace(rule, words, sent_of, verb, at, place))) \
                and not (
                verb < n and words[verb] in rule.trade_tasks
                and _status_verb(rule, words, verb, finite, judged, ignore_not_verbs=True)
                and _trade_object(rule, words, verb + 1, at, 6)):
            continue  # a leisure verb is the job by a frame: "ironing costumes for tonight's
            # show"; so is driving or manning a post: "is driving the number 38 @ bus route 38"
        if not (operated and words[verb] in rule.drives) and judged is candidates \
                and _status_place_excluded(rule, words, sent_of, at, place, tx.cap_set) \
                and not ("for" in words[verb + 1:at]
                         and _for_a_business(rule, words, verb + 1, at)) \
                and not (_trade_object(rule, words, verb + 1, at)
                         and not _own_object(words, verb)):
            continue  # (a vehicle's driver works on the road: "@ night bus route: Kingsland
            # Road"; session 13: a task for a business is the job at any place: "clearing
            # silt for the cooperative orchard @ Atlas foothills: lower terrace"; so is one on
            # a trade's thing, no home's or hobby's: "testing the hydrants @ street: hydrant 14")
        if judged is candidates and not operated and _own_object(words, verb) \
                and _owner_agrees(words[verb + 1], words[head.index], head.gender) \
                and not _names_workplace(rule, words, sent_of, at, place) \
                and not _work_frame(rule, words, verb + 1, at) \
                and not _trade_object(rule, words, verb + 1, at):
            continue  # the doer's own things or body cared for, at no workplace and for no
            # one served ("is buckling his boots @ boot room: bench 3", "is filling his water
            # bottle @ refill station 2"; not "is checking her patients @ ward 3")
        row = _activity_row(rule, words, tx, clause_of, verb, rows,
                            clause_of[head.index], clause_of[at - 1])
        if row is not None:
            found.append(row)
    if not found and not rule.record_actions.isdisjoint(words):
        found += _record_activity(rule, words, tx, seg, mentions, candidates, rows, ahead)
    return found


def _others_term(rule: StatusActivity, tx: _Text, verb: int, rows: list[_Row],
                 now: bool = False) -> bool:
    """Are the event rows of ``rule.kind`` whose evidence covers token ``verb`` (there is one)
    all not negated and either actual and someone else's (a term on a status line's own verb
    that subject finding gave to a person named in its object) or, when ``now`` (the status
    sentence names no later time), planned?"""
    at = tx.span(verb, verb + 1)[0]
    covering = [r for r in rows if r[1] == rule.kind and r[7][0] <= at < r[7][1]]
    return bool(covering) and all(
        not r[3] and (r[2] == "other" and r[4] == "actual" or now and r[4] == "planned")
        for r in covering)


def _later_word(words: list[str], ahead: frozenset[str]) -> bool:
    """Do ``words`` hold a future auxiliary or a word that leaves a thing for later (the plan
    cues' ``step_ahead`` words of three letters or more: tomorrow, next, scheduled)? Not
    "tonight": a status line's present ("tonight she's officiating the finals @ city sports
    hall") is going on now, this evening."""
    return not _FUTURE_AUX.isdisjoint(words) or any(
        w in ahead and len(w) > 2 and w.isalpha() and w != "tonight" for w in words)


def _for_kin(rule: StatusActivity, words: list[str], end: int, clause_of: list[int]) -> bool:
    """Does "to" or "for" + an owner + one of ``rule.kin`` follow within six tokens of token
    ``end`` in its clause ("writing a postcard to her grandmother", "sorting photos for his
    mum")? A verb done for one's own family is a letter home or a favour, no task (design
    choice)."""
    n = len(words)
    clause = clause_of[end - 1]
    for t in range(end, min(end + 6, n - 2)):
        if clause_of[t] != clause:
            break
        if words[t] in ("to", "for") and words[t + 1] in POSSESSIVES \
                and words[t + 2] in rule.kin:
            return True
    return False


def _object_at_workplace(rule: StatusActivity, words: list[str], sent_of: list[int], verb: int,
                         at: int, place: int) -> bool:
    """Does the task verb at token ``verb`` take an object (an article, an owner-less noun, a
    count: not the doer's own thing) and does the status line's place part (sentence
    ``place``, from token ``at``) name one of ``rule.workplaces`` ("is packing honey for Mrs
    Drinkwater @ honey house", "packing the music stands into flight cases @ Royal Theatre:
    loading dock")? Design choice: a task verb a home shares is the job at a place of work."""
    n = len(words)
    obj = verb + 1
    if words[verb] in _HELD or obj >= at or not words[obj].isalpha() \
            or words[obj] in POSSESSIVES \
            or words[obj] in _REFLEXIVES or words[obj] in _NOT_OBJECT_STARTS:
        return False
    t = at
    while t < n and sent_of[t] != place:
        t += 1
    start = t
    while t < n and sent_of[t] == place:
        w = words[t]
        if w in rule.workplace_firsts and any(
                tuple(words[t:t + len(p)]) == p for p in rule.workplaces_by_first.get(w, ())):
            return True
        if w == ":" and _joined_workplace(rule, words[start:t], words[t:t + 4]):
            return True  # "is folding towels @ Hotel Bellevue: laundry" (a hotel laundry)
        t += 1
    return False


def _names_workplace(rule: StatusActivity, words: list[str], sent_of: list[int], at: int,
                     place: int) -> bool:
    """Does the status line's place part (sentence ``place``, from token ``at``) name one of
    ``rule.workplaces`` or ``rule.businesses``?"""
    n = len(words)
    t = at
    while t < n and sent_of[t] != place:
        t += 1
    while t < n and sent_of[t] == place:
        w = words[t]
        if w in rule.businesses or w in rule.workplace_firsts and any(
                tuple(words[t:t + len(p)]) == p for p in rule.workplaces_by_first.get(w, ())):
            return True
        t += 1
    return False


# conjunctions that open a status sentence's last clause with a new subject ("The exam has
# begun and Constance is racing through question 2", "the editor kills the story, so Ignacio
# rebuilds the page"): that subject's verb is the line's activity (design choice)
_STATUS_CLAUSE_LINKS = frozenset({"and", "so"})
# holding a thing is a state, no task by the place alone ("is holding a ticket in the queue @
# mine: surface canteen"); a frame still makes it one ("holds the boom for the scene")
_HELD = frozenset({"hold", "holds", "holding", "held"})
# words right after a task verb that open no object of it ("is changing into her hi-vis",
# "is packing up to go home", "taking off her boots")
_NOT_OBJECT_STARTS = frozenset({"into", "up", "off", "out", "away", "to", "for", "with", "at",
                                "in", "on", "over", "back", "down", "around", "round", "and"})
_VOWELS = "aeiou"


def _last_clause_self(mentions: list[_Mention], h: int, words: list[str], status: int,
                      sents: list[int]) -> int:
    """The index in ``mentions`` of the observer's mention that opens the status sentence's last
    clause after one of ``_STATUS_CLAUSE_LINKS`` (``,`` may come before it), when no mention comes
    after it in the sentence; or -1. ``h`` is the sentence's first mention."""
    last = bisect_right(sents, status) - 1
    if last <= h:
        return -1
    m = mentions[last]
    i = m.index
    if m.subject != "self" or m.what == "third" or i < 1 \
            or words[i - 1] not in _STATUS_CLAUSE_LINKS:
        return -1
    return last


def _restored_ing(lex: Lexicon, words: list[str], vocab: set[str]) -> list[str]:
    """``words`` with each unknown word that is an ``-ing`` form of the lexicon typed with its
    ``g`` dropped ("haulin", "workin"), its ``i`` dropped ("carryng") or the vowel after its
    first letter dropped ("wrking"; one reading only) put back, for the status line's and the
    narrative's own verb: that verb is read by its ``-ing`` ending, which the typo hides. Only
    an exact known form counts ("certain", "cousin" and "Colin" have none). Design choice: the
    most common slips of a casual ``-ing``."""
    unknown = vocab.difference(lex.lemmas)
    if not unknown:
        return words
    lemmas = lex.lemmas
    fixed = {}
    for w in unknown:
        if len(w) < 5 or not w.isalpha():
            continue
        if w.endswith("in") and w + "g" in lemmas:
            fixed[w] = w + "g"
        elif w.endswith("ng") and not w.endswith("ing") and w[:-2] + "ing" in lemmas:
            fixed[w] = w[:-2] + "ing"
        elif w.endswith("ing") and len(w) >= 6 and len(
                forms := [f for v in _VOWELS if (f := w[0] + v + w[1:]) in lemmas]) == 1:
            fixed[w] = forms[0]  # the vowel after the first letter dropped: "wrking"
    if not fixed:
        return words
    return [fixed.get(w, w) for w in words]


_LOCATIVES = frozenset({"in", "at", "on"})
# a time that may open a status sentence before its subject ("Ifeoma is a referee; tonight
# she's officiating the finals @ city sports hall", "today, Ana is restocking ...")
_TIME_OPENERS = frozenset({"tonight", "today", "now", "currently", "meanwhile"})


def _after_time_opener(words: list[str], starts: Any, i: int) -> bool:
    """Does a present time open the sentence right before token ``i`` ("tonight", "today ,",
    "right now"; no plan such as "tomorrow")?"""
    k = i - 1
    if k >= 0 and words[k] == ",":
        k -= 1
    return k >= 0 and words[k] in _TIME_OPENERS and (
        k in starts or k - 1 in starts and words[k - 1] == "right")
_PREFIXES = frozenset({"re", "pre", "co", "de", "un", "over", "sub"})


def _unprefixed(words: list[str], verb: int) -> int:
    """Token ``verb``, or the verb after its hyphenated prefix ("re-tiling": ``tiling``; the
    tokenizer splits at the hyphen) or after the first half of a hyphenated compound whose
    second half is an ``-ing`` form ("bottle-feeding", "fact-checking": ``feeding``,
    ``checking``). Design choice (rounds 23, 33): the prefix or the first half does not change
    whether the verb is an activity."""
    if verb + 2 < len(words) and words[verb + 1] == "-" and words[verb + 2].isalpha() and (
            words[verb] in _PREFIXES or words[verb].isalpha()
            and words[verb + 2].endswith("ing") and len(words[verb + 2]) > 4):
        return verb + 2
    return verb


def _workplace_activity(rule: StatusActivity, words: list[str], tx: _Text, seg: _Segments,
                        mentions: list[_Mention], candidates: list[_Candidate],
                        rows: list[_Row]) -> list[_Row]:
    """A status line's activity told as a sentence: the observer opens it with a verb as in
    :func:`_status_activity`, and the verb's clause names one of ``rule.workplaces`` (the kind's
    ``verb_alone_at`` places) after ``in``/``at``/``on`` ("Declan supervises evening prep in the
    library", "Fatima weighs suitcases at the desk"): the same verbs and events exclude it."""
    sent_of, clause_of = seg.sent_of, seg.clause_of
    n = len(words)
    found: list[_Row] = []
    others: set[int] | None = None  # someone else: a place after them is theirs
    starts, location = seg.sentence_starts, seg.location
    for head in mentions:
        if head.subject != "self" or head.index not in starts or head.possessive \
                or head.quoted:
            continue  # only a sentence's opener can be its subject here
        s = sent_of[head.index]
        if s in location or s + 1 in location:
            continue  # status lines are judged by their place part
        k = head.end
        if k < n and words[k] in _STATUS_AUXILIARIES:
            verb, finite = k + 1, False
        else:
            verb, finite = k, True
        if "being" in words[verb:verb + 2]:
            continue  # a passive: something done to the observer ("is being served at the
            # counter", "was being treated at the clinic"), no task of theirs
        if verb < n and words[verb] in rule.aspect and (t := _aspect_verb(rule, words, verb)) > 0:
            verb, finite = t, False  # "keeps glancing at the office door": going on with an
            # activity is that activity, judged by its -ing verb
        if verb >= n or sent_of[verb] != s or not _status_verb(rule, words, verb, finite,
                                                                 candidates):
            continue
        if others is None:  # "overhears two farmhands in the barn": the barn is theirs
            others = {m.index for m in mentions if m.subject == "other" and not m.possessive}
        cl = clause_of[verb]
        if verb + 2 < n and words[verb + 1] in POSSESSIVES and words[verb + 2] != "'s" \
                and (verb + 3 >= n or words[verb + 3] != "'s"):
            continue  # "rinsing their arm at the clinic sink": care of one's own
        t = verb + 1
        place = False
        while t < n and clause_of[t] == cl and not place and t not in others:
            if words[t] in _LOCATIVES:
                j = t + 1
                if j < n and (words[j] in _ARTICLES or words[j] in POSSESSIVES):
                    j += 1
                place = any(tuple(words[j:j + len(p)]) == p
                            for p in rule.workplaces_by_first.get(words[j], ())) \
                    if j < n else False
            t += 1
        row = _activity_row(rule, words, tx, clause_of, verb, rows, cl, cl) if place else None
        if row is not None:
            found.append(row)
    return found


# kinds of what happens to the observer that a task goes on through (a danger around them, an
# illness they work with: "is unloading bags on the apron when a jet blast hurls a cart"); not
# an injury or a quarrel, whose verb is often the one a frame would take ("steps back onto a
# pitchfork in the cowshed")
_BESIDE_A_TASK = frozenset({"danger", "illness"})


def _activity_row(rule: StatusActivity, words: list[str], tx: _Text, clause_of: list[int],
                  verb: int, rows: list[_Row], low: int, high: int,
                  term: str = _STATUS_TERM,
                  beside: frozenset[str] = frozenset()) -> _Row | None:
    """The event row of the observer's activity at token ``verb`` (``rule.kind`` at
    ``rule.weight``, the verb as evidence, ``term`` + the verb as its term), or None when an
    actual self event already came from clauses ``low`` to ``high``: the text already says what
    the observer does. Session 13: not the company of ``rule.service`` that a bare ``with``
    after the verb names ("is picking grenache with Anaïs", "is working on the group project
    with Hiba"): who shares a task is no other thing the observer does."""
    at = tx.span(verb, verb + 1)[1]
    service = rule.service
    if any(low <= row[0] <= high and row[2] == "self" and row[4] == "actual" and not row[3]
           and not (row[1] in service and row[6] == "with" and row[7][0] >= at)
           and row[1] not in beside
           for row in rows):
        return None
    return (clause_of[verb], rule.kind, "self", False, "actual", round(rule.weight, 4),
            term + words[verb], tx.span(verb, verb + 1))


def _status_verb(rule: StatusActivity, words: list[str], verb: int, finite: bool,
                 candidates: list[_Candidate], ignore_not_verbs: bool = False) -> bool:
    """May the word at token ``verb`` be a status line's own activity: an ``-ing`` form (or, when
    ``finite``, an ``-s``/``-ed`` form), none of ``rule.not_verbs`` (unless
    ``ignore_not_verbs``) nor of its phrases ("filling in a form"), not part of a candidate
    event?"""
    n = len(words)
    word = words[verb] if verb < n else ""
    if word in rule.not_verb_phrases and any(
            tuple(words[verb + 1:verb + 1 + len(rest)]) == rest
            for rest in rule.not_verb_phrases[word]) \
            and not (word in rule.task_phrases and _task_phrase(rule, words, verb)):
        return False  # "filling in a form", "checking in"; not "filling in the drill report"
    return word.isalpha() and (ignore_not_verbs or word not in rule.not_verbs
                               or word in rule.task_phrases and _task_phrase(rule, words, verb)) \
        and (word.endswith(("s", "ed")) and not word.endswith("ss") if finite
             else word.endswith("ing")) \
        and not any(c.span[0] <= verb < c.span[1] for c in candidates)


def _status_place_excluded(rule: StatusActivity, words: list[str], sent_of: list[int], at: int,
                           place: int, caps: frozenset[int] = frozenset(),
                           clause_of: list[int] | None = None) -> bool:
    """Does the place part (sentence id ``place``, from token ``at``) hold one of
    ``rule.not_places`` (a home, a public space): in its main place (before ``:``), or only in
    its sub-place while the main place is none of ``rule.workplaces``?

    ``caps`` are the capitalised tokens. Round 33: a capitalised home or public word inside a
    name (after a capitalised word, before another word of the main place) is part of an
    address or a business's name, not the place ("@ Canal Street night market", "@ Market
    Street pharmacy"; but "@ Elm Street", "@ Park bench", "@ Riverside Car Park"). Design
    choice: a street in a name says where the place is, not what it is. Session 9: a place that
    names one of ``rule.venues`` (a theatre, a stadium) is excluded by none of its words ("@
    Teatro Juárez: balcony", "@ Royal Opera House: foyer"): a venue's balcony or foyer is its
    part, where ushers and bar staff work, not a home or a public space."""
    n = len(words)
    while at < n and sent_of[at] != place:
        at += 1
    end = at
    while end < n and sent_of[end] == place and (
            clause_of is None or clause_of[end] == clause_of[at]):
        end += 1  # (a record's place field ends at its next field: "loc=home act=...")
    where = words[at:end]
    if rule.place_firsts.isdisjoint(where):
        return False
    colon = where.index(":") if ":" in where else len(where)
    if caps:  # a capitalised home word inside a name: "Canal Street night market"
        where = [w if not 0 < i < colon - 1 or w not in rule.place_firsts or at + i not in caps
                 or at + i - 1 not in caps or not where[i + 1].isalpha() else ""
                 for i, w in enumerate(where)]
    if rule.venues and _holds(where, rule.venues):
        return False  # session 9: "@ Teatro Juárez: balcony", "@ Riverside Stadium: concourse
        # bar": a venue's balcony, foyer or bar is where its staff work, no home
    main, sub = where[:colon], where[colon:]
    if _joined_workplace(rule, main, sub):
        return False  # a hospitality place's back room by its trade ("@ Grand Hotel: kitchen"
        # is a hotel kitchen, "@ Chalet Edelweiss: kitchen" a chalet kitchen): the staff's
    if len(sub) >= 3 and (sub[1], "#") in rule.served and _unit_number(sub[2]):
        sub = []  # a served person's numbered unit ("@ deck 8: cabin 8231", "@ Willow Court:
        # flat 12"): a room, cabin or flat by its number is a guest's, a tenant's or a
        # patient's, where housekeepers and trades work; the main place still excludes ("@
        # home: room 3")
    # a home or public word in the main place excludes unless the place is also a workplace
    # ("@ Rosewood Care Home: nurses' station"); one only in the sub-place does unless the main
    # place is a workplace ("@ offshore wind farm: turbine platform" is at work) or the sub-place
    # is one itself ("@ Westfield Zoo: elephant house", "@ Brookside Mill: weaving shed")
    return _holds(main, rule.not_places) and not _holds(where, rule.workplaces) or (
        _holds(sub, rule.not_places) and not _holds(main, rule.workplaces)
        and _holds_bare(sub, rule.not_places, rule.workplaces))


def _joined_workplace(rule: StatusActivity, main: list[str], sub: list[str]) -> bool:
    """Does a word of a place part's main place (``main``, before ``:``) joined to the opening
    words of its sub-place (``sub``, from ``:``) name one of ``rule.workplaces`` ("@ Grand
    Hotel: kitchen" is a "hotel kitchen", "@ The Anchor Inn: cellar" an "inn cellar")? Design
    choice: a sub-place is the main place's own room, so the trade's back rooms listed as
    workplaces by the trade's word ("hotel laundry", "chalet kitchen") are the staff's, while a
    room no trade's word makes a workplace ("@ hostel: kitchen", "@ hotel: dining room", "@
    home: kitchen") stays what its own words say."""
    if len(sub) < 2 or not main:
        return False
    tail = tuple(sub[1:4])
    return any((w,) + tail[:j] in rule.workplaces for w in main if w in rule.workplace_firsts
               for j in range(1, len(tail) + 1))


def _holds(words: list[str], phrases: frozenset[tuple[str, ...]]) -> bool:
    """Do ``words`` contain one of ``phrases`` (token tuples) as consecutive words?

    Only the phrases whose first word is among ``words`` are tried (a set test each): the
    place tables hold a few hundred phrases, and sliding every one of them over the words cost
    more than the rest of a status line's analysis."""
    present = set(words)
    return any(tuple(words[i:i + len(p)]) == p for p in phrases if not p or p[0] in present
               for i in range(len(words) - len(p) + 1))


def _holds_bare(words: list[str], phrases: frozenset[tuple[str, ...]],
                within: frozenset[tuple[str, ...]]) -> bool:
    """Do ``words`` contain one of ``phrases`` (token tuples) that is not inside one of
    ``within`` ("kitchen" alone, not the "kitchen" of "back kitchen")? Design choice (session 8
    round 4): a home word that ends a trade building's name names that building."""
    n = len(words)
    present = set(words)  # (as in :func:`_holds`, only phrases whose first word is here)
    within = [p for p in within if not p or p[0] in present]
    covered: set[int] = set()
    for i in range(n):
        for p in within:
            if tuple(words[i:i + len(p)]) == p:
                covered.update(range(i, i + len(p)))
    return any(tuple(words[i:i + len(p)]) == p and not covered.issuperset(range(i, i + len(p)))
               for p in phrases if not p or p[0] in present for i in range(n - len(p) + 1))


def _record_activity(rule: StatusActivity, words: list[str], tx: _Text, seg: _Segments,
                     mentions: list[_Mention], candidates: list[_Candidate],
                     rows: list[_Row], ahead: frozenset[str] = frozenset()) -> list[_Row]:
    """A status record's own activity (``Status report | agent: Hamid | place: Brackley Prison |
    action: counting inmates at the roll call``): when an ``agent :`` field names the observer
    and a ``place :`` field is given, the ``-ing`` verb opening the ``action :`` field is as a
    status line's (:func:`_status_activity`): the same verbs, places and events exclude it.
    Session 9: so is a bare verb of the kind (``rule.bare_verbs``) with its object after it
    ("action: haul ice-core boxes 2 km back to station | agent: Emeka"), with or without a
    place field: the field's imperative names what the agent does. Session 11: the fields go
    by family (``rule.record_agents``, ``rule.record_actions``: "Agent: Zubair | Where:
    Kendrick lab | Doing: pipetting samples")."""
    sent_of, clause_of = seg.sent_of, seg.clause_of
    n = len(words)
    agents, actions = rule.record_agents, rule.record_actions
    if not any(m.subject == "self" and not m.possessive and (
            m.index > 1 and words[m.index - 1] in _FIELD_MARKS and words[m.index - 2] in agents
            or _record_head(words, m, agents)) for m in mentions):
        return []
    if ahead and any(words[t] in _FIELD_MARKS and words[t + 1] in ahead
                     and len(words[t + 1]) > 2 and words[t + 1].isalpha()
                     for t in range(n - 1)):
        return []  # a field whose value leaves the task ahead ("status=PENDING", "status:
        # queued"; ``cues.planned.step_ahead``): not being done now
    for k in range(n - 2):
        if words[k] not in actions or words[k + 1] not in _FIELD_MARKS:
            continue
        verb = k + 2
        if words[verb] in _QUOTE_MARKS and verb + 1 < n:
            verb += 1  # a quoted value: "task='replace seal on CO2 scrubber 2'"
        judged = candidates
        if verb < n and any(c.kind == rule.kind and c.span[0] <= verb < c.span[1]
                            for c in candidates) and _others_term(rule, tx, verb, rows):
            # a term of the kind on the action's verb is the agent's, whoever its object
            # names ("action: teaching six toddlers the snowplough"), as on a status line
            judged = [c for c in candidates if c.kind != rule.kind]
        if not (_status_verb(rule, words, verb, False, judged,
                             ignore_not_verbs=judged is not candidates)
                or verb + 1 < n and words[verb] in rule.bare_verbs
                and sent_of[verb + 1] == sent_of[verb] and words[verb + 1].isalnum()
                and not any(c.span[0] <= verb < c.span[1] for c in judged)) \
                or any(_status_place_excluded(rule, words, sent_of, 0, place, tx.cap_set,
                                              clause_of)
                       for place in seg.location):
            return []
        row = _activity_row(rule, words, tx, clause_of, verb, rows, clause_of[verb],
                            clause_of[verb])
        return [] if row is None else [row]
    return []


# what ends a record's field name: "agent: Hamid", "agent=Hyun-woo act=sterilising ..."
_FIELD_MARKS = frozenset({":", "="})
# what may stand before a record's head ("[Day 3, 12:05] NPC Grimbald (miner) | ...")
_RECORD_HEAD_AFTER = frozenset({"]", "|", ")"})


def _record_head(words: list[str], m: _Mention, agents: frozenset[str]) -> bool:
    """Does mention ``m`` head a record as its agent, after an agent-field word with no colon
    ("NPC Grimbald (miner) | action: eating a pie", "[Day 15] NPC Kaelen | current: ...")?
    Design choice (session 12): a game log names its character by a label and the name at the
    record's start (or after a time stamp), then the fields follow after ``|`` (a bracketed
    role between them is allowed)."""
    i, end, n = m.index, m.end, len(words)
    if words[i] not in agents:  # (the label may be the mention's title: "npc kaelen")
        i -= 1
    if not (i >= 0 and words[i] in agents and (i == 0 or words[i - 1] in _RECORD_HEAD_AFTER)):
        return False
    if end < n and words[end] == "(" and ")" in words[end:end + 6]:
        end = words.index(")", end) + 1
    return end < n and words[end] == "|"


_HAVE = frozenset({"has", "have", "had", "'ve"})
# past progressive auxiliaries of a framed activity ("I was shaping two hundred croissants")
_PAST_PROGRESSIVE = frozenset({"was", "were"})
# after "up": a time the observer has been up since ("was up at four", "has been up since dawn")
_UP_SINCE = frozenset({"at", "since", "from", "before"})


def _up_early(words: list[str], up: int) -> int:
    """The ``-ing`` verb after ``up`` at token ``up`` and a time it opens with one of
    ``_UP_SINCE`` ("was up at four shaping two hundred croissants", "has been up since half
    past three running off the edition": ``shaping``, ``running``), within five words of the
    time, none of them a mark; or -1. Design choice (session 8 round 4): being up at an hour
    doing a thing tells that thing, as "is doing" does."""
    n = len(words)
    for t in range(up + 2, min(up + 8, n)):
        w = words[t]
        if not w.isalnum():
            return -1
        if t > up + 2 and w.endswith("ing") and len(w) > 4:
            return t
    return -1
# between "is" and its -ing verb ("is still rewriting", "is too busy unloading")
_STILL = frozenset({"still", "just", "already", "busy", "too"})
# words right after the observer that are no verb of theirs: auxiliaries, modals, negations,
# conjunctions ("Ewan will take the boat out", "You don't", "Otto and the crew")
_NOT_FINITE = frozenset({"and", "or", "but", "nor", "who", "that", "too", "also", "then", "is",
                         "was", "were", "be", "been", "will", "would", "shall", "should", "can",
                         "could", "may", "might", "must", "does", "did", "do", "not", "n't",
                         "never", "'s", "'ll", "'d", "'re", "'m", "'ve", "am", "are", "gets",
                         "got", "get", "has", "have", "had", "keeps", "starts", "begins",
                         "hardly", "barely", "scarcely", "nearly", "almost", "still", "just",
                         "no", "nobody", "none", "ever", "once", "already", "ca", "wo"})
# what may stand before a count in digits that is a verb's object ("another 200 loaves")
_COUNT_BEFORE = frozenset({"another", "over", "about", "around", "nearly", "almost", "some",
                           "roughly", "exactly", "the", "all", "more", "than"})
_NO_OBJECT = frozenset({"nothing", "little", "anything", "nobody", "no"})
# determiners that deny a verb's object right after it ("eats no breakfast", "drinks neither tea
# nor coffee"), and what after them makes an amount or an idiom, not a denial ("no more than
# two biscuits", "no fewer than twelve hours", "eats no matter what", "no doubt")
_OBJECT_NEGATORS = frozenset({"no", "neither"})
_NOT_DENIED_AFTER = frozenset({"than", "matter", "doubt", "end", "sooner", "problem", "wonder"})


def _negated_object(words: list[str], k: int) -> bool:
    """Does the negation cue at token ``k``, right after a verb's term, deny its object: one of
    ``_OBJECT_NEGATORS`` with no amount or idiom after it (:data:`_NOT_DENIED_AFTER` within the
    next two words)? Design choice (negation scope): "Ana eats no breakfast" and "drinks no more
    coffee" say nothing was eaten or drunk; "eats no more than two biscuits" ate them."""
    return words[k] in _OBJECT_NEGATORS \
        and _NOT_DENIED_AFTER.isdisjoint(words[k + 1:k + 3])
_HEADS = frozenset({"self", "name", "third"})  # mentions that may open a framed activity
# words before "as" that make it a comparison or a condition, not a time clause ("as soon as
# she finishes", "as long as he serves", "such as")
_AS_COMPARATIVES = frozenset({"soon", "long", "far", "well", "much", "such", "same", "just",
                              "twice", "half"})
# times of day and year that end in -ing, no verb ("spent the morning watch hauling nets")
_ING_TIMES = frozenset({"morning", "evening", "spring"})
_SUBJECT_OF = attrgetter("subject")
# where a verb's own predicate ends: a new subject, a modal, a purpose or a condition
# (a relative pronoun opens someone else's predicate: "holds the door for the old man, who
# stacks the shelves for the night shift")
_FRAME_ENDS = _SUBJECT_FORMS | _FUTURE_AUX | {"would", "could", "can", "might", "must", "should",
                                              "so", "because", "if", "unless", "who", "whom",
                                              "whose"}
# words after a served or occasion noun that leave it a person or a thing of its own, not the
# first half of a compound ("the team run", "the harvest dance", "the cast-iron skillet")
_AFTER_FRAME = frozenset({"who", "that", "from", "at", "in", "on", "with", "for", "and", "or",
                          "to", "before", "after", "while", "as", "through", "about", "of",
                          "goes", "go", "comes", "come", "all", "this", "until", "till", "by",
                          # adverbs that end a noun phrase (round 36: "rehearsed the duel scene
                          # again", "the night shift tonight")
                          "again", "twice", "today", "tonight"})


# time conjunctions that may open a participle clause whose doer is its sentence's subject
# ("You slice your palm on a carbon edge while pulling the front wing off the car")
_PARTICIPLE_OPENERS = frozenset({"while", "whilst", "when"})


def _participle_heads(words: list[str], sent_of: list[int], mentions: list[_Mention],
                      starts: frozenset[int] | set[int]) -> list[tuple[int, _Mention]]:
    """The observer left unsaid before the ``-ing`` verb of a participle clause opened by one
    of ``_PARTICIPLE_OPENERS`` ("Mei-Ling glances at it while chopping herbs"): a mention
    ``(-1, self)`` at that verb, when the sentence opens with the observer (not possessive, not
    quoted) and the last person named before the opener is the observer too ("Ana watches Tom
    while wiping tables" names Tom last: none). Design choice: a participle's doer is its
    sentence's subject."""
    found: list[tuple[int, _Mention]] = []
    n = len(words)
    if _PARTICIPLE_OPENERS.isdisjoint(words):
        return found
    for t in range(1, n - 1):
        if words[t] not in _PARTICIPLE_OPENERS:
            continue
        w = words[t + 1]
        if not (w.endswith("ing") and len(w) > 4 and w.isalpha()) or sent_of[t + 1] != sent_of[t]:
            continue
        s = sent_of[t]
        before = [m for m in mentions if m.index < t and m.sent == s and m.what != "thing"]
        if not before or before[0].subject != "self" or before[0].possessive \
                or before[0].quoted or before[0].index not in starts \
                or any(m.subject != "self" for m in before):
            continue
        found.append((-1, _Mention(t + 1, t + 1, "self", False, "self")))
    return found


def _framed_activity(rule: StatusActivity, words: list[str], tx: _Text, seg: _Segments,
                     mentions: list[_Mention], candidates: list[_Candidate],
                     rows: list[_Row], keys: frozenset[str], at_work: bool,
                     lemmas: Mapping[str, tuple[str, ...]] | None = None) -> list[_Row]:
    """Narrative work: the observer's own activity told as a sentence with a work frame.

    Takes the compiled section, the tokens, the text, its segments, mentions, candidates, the rows
    so far, the text's ``rule.frame_keys`` (a sentence without one holds no frame, but for a job
    named in apposition or a workplace in it) and whether the text holds a workplace word
    (``at_work``); returns the new event rows (and drops the observer's ``rule.service`` rows that
    a served person's frame turns into the job). A sentence, or a later clause, that opens with
    the observer (their name, ``you`` or ``I``; in a later clause also a pronoun when nobody else
    in the sentence could own it: :func:`_sole_subject`; not quoted, not a question, not a status
    line) and a verb (``is`` + ``-ing``, ``has`` (+ ``been``) + participle, or a finite form:
    ``-s``/``-ed`` after a name or pronoun, any form after ``you``/``I``) holds the observer's
    activity of ``rule.kind`` when the verb's own predicate (to a new subject, a modal, ``so``,
    ``because``, ``if``) holds a work frame (:func:`_work_frame`: people served, a work occasion,
    working hours, a batch count, a workplace the verb runs). The verb must be none of
    ``rule.not_verbs`` unless it is one of ``rule.tasks`` (and then only with a frame that names
    the job, not hours alone); after such a leisure verb, the second verb after ``and`` is judged
    instead (:func:`_coordinated`); ``spend`` + a time + ``-ing`` judges the ``-ing`` verb; a verb
    a candidate covers only when the candidate's kind is in ``rule.service`` and the frame is a
    served person. Not when the verb is followed by ``to`` + a verb (an intention) or by
    ``nothing``, when ``tomorrow`` follows (but ``tomorrow's``), when the predicate holds ``own``,
    a favour or an own-home place, or when the clause holds an actual self event
    (:func:`_activity_row`). Round 29 adds three frames that name the job outside the predicate: a
    job noun in apposition to the observer (:func:`_role_apposition`), a workplace in the
    observer's clause (:func:`_clause_workplace`) and a trade object right after the verb
    (:func:`_trade_object`).
    A task kept up through the observer's own illness told before it ("has a hacking cough,
    but she's still dishing out the chips": a non-leisure ``-ing`` verb after "still", with an
    object, not at home nor on a household thing) is framed by that illness.
    Design choice (round 23): an open class of task verbs ("shapes two hundred baguettes
    before the sun comes up", "weigh and ice the catch for the buyers") is work only by its
    frame, and the frame is what tells a job from leisure, a chore or a favour."""
    sent_of, clause_of = seg.sent_of, seg.clause_of
    n = len(words)
    found: list[_Row] = []
    starts, location = seg.sentence_starts, seg.location
    lasts = rule.frame_lasts
    hits: list[int] | None = None  # the text's forgone tokens, found when first asked for

    def forgone_in(s: int) -> list[int]:
        nonlocal hits
        if hits is None:
            hits = _forgone(rule, words)
        return _forgone_in(hits, words, sent_of, s) if hits else hits
    # the locatives before a workplace, found when first asked for; a place right after
    # someone else's mention (its end) is theirs
    placed_in: dict[int, bool] = {}  # sentence id -> does it name a workplace after in/at/on
    firsts = rule.workplace_firsts
    ends: set[int] | None = None  # the ends of other people's mentions
    has_digits = any(map(str.isdigit, words))
    # the observer's mentions, picked in C (most mentions are someone else's)
    heads = [(h, mentions[h]) for h in compress(range(len(mentions)),
                                                map("self".__eq__, map(_SUBJECT_OF, mentions)))]
    diary = _diary_opener(words, sent_of, mentions)
    if diary >= 0:  # "[03:40] Finished torquing the flange bolts": the writer, left unsaid
        heads.append((-1, _Mention(diary, diary, "self", False, "self")))
    heads += _participle_heads(words, sent_of, mentions, starts)
    job_sents: set[int] = set()  # sentences whose opener named the observer by a job
    # where someone else's mention opens: no verb of the observer's after "and" there ("sits
    # on the crate and James checks the fault log")
    named_at = {m.index for m in mentions if m.subject == "other"}
    for h, head in heads:
        if head.possessive and not (head.end + 1 < n and words[head.end] == "'s"
                                    and words[head.end + 1] == "been") \
                or head.quoted or head.what not in _HEADS:
            continue  # (but "Tenzin's been digging": "'s" is "has")
        i = head.index
        s = sent_of[i]
        # session 13: a job title before the name ("Guard Halvard oils the hinges", "Coach
        # Baptiste scribbles notes"): the observer named by a job, as in an apposition
        title = head.what == "name" and (
            i - 1 in starts and words[i - 1] in rule.roles and i - 1 in tx.cap_set
            or head.end - i > 1 and words[i] in rule.roles and i in tx.cap_set)
        # a job noun fronted before the name ("The ship's cook, Ana, peels potatoes", "As the
        # duty nurse, Ana checks the drip"): the observer named by a job, as in an apposition
        fronted = head.what == "name" and not title and _fronted_role(rule, words, sent_of, i) \
            or head.what == "self" and _as_role(rule, words, sent_of, i)
        # a kin title before the name that opens the sentence ("Grandmother Tsetseg has been
        # milking mares since four"): the name still opens it, though no job is named by it
        kin_title = head.what == "name" and not title and i - 1 in starts \
            and i - 1 in tx.cap_set and words[i - 1] in rule.kin
        if i in starts or h < 0 or title or fronted or kin_title:
            if head.what == "third" and not (
                    i and words[i - 1] == ";" and _sole_subject(mentions, h, words, s - 1,
                                                                sent_of, s)):
                continue  # a sentence's opener: a name, you or I; a pronoun after ";" when
                # nobody else in the part before could be it
        elif clause_of[i - 1] == clause_of[i] and not (
                head.what != "third" and (_after_fronted_phrase(words, sent_of, i)
                                          or _after_stamp(words, sent_of, i))
                or words[i - 1] == "and" and forgone_in(s)
                or words[i - 1] == "as" and (s in job_sents or head.what == "third"
                                             and words[i - 2] not in _AS_COMPARATIVES)):
            continue  # or a later clause's opener, or a name after a fronted phrase; after
            # "and", when a meal is given up ("the queue hasn't stopped and she has been
            # serving without a break"); after "as" once the sentence named the job ("Lucía,
            # who runs the ferry café, hums a tune as she dries the cups"); or a pronoun
            # after a time "as" that only the observer can be ("burns her forearm on a
            # chafing dish as she tops up the rice": checked by _sole_subject below)
        rest = words[i:bisect_right(sent_of, s, i)]
        if "?" in rest or s in location or s + 1 in location:
            continue  # a question; a status line
        k = head.end
        # "Mercy, the midwife on shift, helps ...": the observer named by a job
        plural = False  # the observer and a crew as one subject, before a plural verb
        joint = False  # the observer and others as one subject ("Ana and her friends are")
        role = k + 3 < n and words[k] == "," and head.what != "third" \
            and not rule.roles.isdisjoint(words[k + 2:k + 6])
        if role:
            k = _role_apposition(rule, words, k)
            role = k > 0
        if fronted and k < n and words[k] == ",":
            k += 1  # the name's own closing comma: "The ship's cook, Ana, peels"
        elif head.what == "name" and k + 3 < n and words[k] == "," and words[k + 1] == "who" \
                and words[k + 2] in rule.runs:
            t = _job_relative(rule, words, sent_of, k)
            if t > 0:  # ", who runs the ferry café, hums ...": named by the job she runs
                k, role = t, True
        elif k < n and words[k] == "and" and head.what != "third":
            # the observer and others as one subject, then "are"/"were" + -ing ("Orla and her
            # patrol team are loading a casualty"): the group's task is the observer's too
            t = k + 1
            while t < n and t - k <= 5 and sent_of[t] == s and words[t].isalpha() \
                    and words[t] not in _STATUS_AUXILIARIES and words[t] not in _PLURAL_BE:
                t += 1  # (up to "are", or "were": "Ana and her crew were stacking")
            if t < n and t - k <= 5 and words[t] in _PLURAL_BE:
                if not rule.crews.isdisjoint(words[k + 1:t]):
                    role = True  # "Nomvula and her crew are wading": named with a work crew
                k, joint = t, True
            elif (c := next((j for j in range(k + 1, min(k + 6, n - 1))
                             if words[j] in rule.crews and sent_of[j] == s), -1)) > 0 \
                    and words[c + 1].isalpha() and words[c + 1] not in _NOT_FINITE \
                    and words[c + 1] not in _BE_FORMS and sent_of[c + 1] == s \
                    and c + 2 < n and (words[c + 2] in _ARTICLES or words[c + 2] in POSSESSIVES
                                       or words[c + 2] in rule.batches
                                       or words[c + 2].isdigit()):
                k, role, plural = c + 1, True, True  # the group's own verb, with an object,
                # after its crew noun ("Kiri and two other grips lay sixty feet of dolly
                # track", "Ragnhild and two other patrollers haul an injured snowboarder"); not
                # "trudge back to camp"
        role = role or title or fronted
        if role and not plural:
            job_sents.add(s)
        elif s in job_sents:
            role = True  # the sentence named the observer by the job before this clause
            # ("Lucía, who runs the ferry café, hums a tune as she dries the cups")
        lo = bisect_left(sent_of, s)
        placed = at_work and (not firsts.isdisjoint(rest) or i > lo
                              and not firsts.isdisjoint(words[lo:i]))
        digits = has_digits and any(map(str.isdigit, rest))  # a count: "40 kg of rye"
        if keys.isdisjoint(rest) and not (digits or role or forgone_in(s)) \
                and rule.businesses.isdisjoint(rest) and (not placed or not (
                placed_in[s] if s in placed_in else placed_in.setdefault(
                    s, _workplace_locative(rule, words, lo, i + len(rest)) >= 0))):
            continue  # no frame word after it in the sentence, nor a workplace or a
            # business in it
        if head.what == "third" and i not in starts \
                and not _sole_subject(mentions, h, words, s, sent_of):
            continue  # a pronoun only when nobody else could be it
        if k < 0 or k >= n or sent_of[k] != s:
            continue
        word = words[k]
        if head.possessive:  # "Tenzin's been digging out the door since dawn"
            verb, form = k + 2, "ing"
        elif word == ":" and head.what == "name" and k + 1 < n and (
                i in starts or words[i - 1] in _RECORD_HEAD_AFTER):
            verb, form = k + 1, "finite"  # a chat or log line's writer: "[village WhatsApp]
            # Dorota: gutted and filleted 60 mackerel since 6am"
        elif word in _STATUS_AUXILIARIES or word in _PAST_PROGRESSIVE:
            verb, form = k + 1, "ing"  # "is shaping", "I was shaping"
        elif word in _HAVE:
            verb, form = k + 1, "perfect"
            if verb < n and words[verb] == "been":
                verb, form = verb + 1, "ing"
        else:
            verb, form = k, "any" if head.what == "self" or plural else "finite"
        if form != "any" and verb + 3 < n and words[verb] == "up" \
                and words[verb + 1] in _UP_SINCE:
            verb = _up_early(words, verb)  # "I was up at four shaping croissants"
            if verb < 0:
                continue
            form = "ing"
        if verb < n and words[verb].endswith("ly") and len(words[verb]) > 4 \
                and words[verb] not in _NOT_FINITE:
            verb += 1  # "You carefully ice the cake"
        elif verb < n and words[verb] in _STILL and form == "ing":
            verb += 1  # "she is still rewriting the lead", "he is too busy unloading"
            while verb < n and words[verb] in _STILL:
                verb += 1
        if verb >= n or sent_of[verb] != s:
            continue
        word = words[verb]
        if word in _PREFIXES or verb + 1 < n and words[verb + 1] == "-":
            verb = _unprefixed(words, verb)
            word = words[verb]
        if not word.isalpha() or word in _BE_FORMS or word in _NOT_FINITE and (
                word not in rule.aspect or _aspect_verb(rule, words, verb) < 0):
            continue  # but "he keeps pulling trays out"
        if word == "being":
            continue  # a passive: something done to the observer ("is being served at the
            # counter", "was being treated at the clinic"), no task of theirs
        if form == "ing" and not word.endswith("ing") and word in _PLACED_AFTER_BE \
                and (t := _trailing_participle(words, sent_of, verb, mentions)) > 0:
            verb, word = t, words[t]  # "has been on her feet for thirty hours, treating a
            # surge of dengue patients": being somewhere, doing the task
        if form == "ing" and not word.endswith("ing") \
                or form == "perfect" and not word.endswith(_PERFECT_ENDS) \
                or form == "finite" and not (word.endswith(("s", "ed", "ung", "ught"))
                                             and not word.endswith("ss")) and not (
                    word in rule.aspect and _aspect_verb(rule, words, verb) > 0) \
                and word != "spent" and word not in rule.drives \
                and not (lemmas and _past_in(lemmas, word)):
            continue  # (an irregular past, by the lexicon's ``lemmas``: "Ana wrote up the lab
            # results", "she kept running gels", "Mara spent the watch logging contacts"; of a
            # vehicle's verb: "Hassan drove the ambulance")
        if word.startswith("spen") and word in ("spend", "spends", "spent", "spending"):
            # "You spend the shift hauling nets": the -ing verb is the activity
            t = verb + 1
            while t < n and clause_of[t] == clause_of[verb] and not words[t].endswith("ing"):
                t += 1
            if t < n and words[t] in _ING_TIMES:  # "spent the morning watch recalibrating
                # the feed": a task verb right after a time in -ing is the activity
                for t2 in range(t + 1, min(t + 4, n)):
                    if clause_of[t2] != clause_of[verb]:
                        break
                    if words[t2].endswith("ing") and len(words[t2]) > 4 \
                            and not _leisure(rule, words, t2):
                        t = t2
                        break
            if t >= n or clause_of[t] != clause_of[verb] or t - verb > 8:
                continue  # (a place may come between: "spent the whole day in the hire shop
                # fixing bindings")
            start, verb = verb, t
            word = words[verb]
        elif word in rule.aspect and (t := _aspect_verb(rule, words, verb)) > 0:
            start, verb = verb, t  # "he keeps pulling trays out": the -ing verb is the task
            word = words[verb]
        else:
            start = verb
        guard = start  # own homes and favours are looked for from the first verb on
        first = verb  # the observer's first verb: a meal given up there frames a later one
        led = -1
        given_up = False  # the observer's verb gives up a meal or a break, framed by the job
        if forgone_in(s) and verb in hits and (t := _purpose(words, verb, clause_of)) > 0:
            verb = t  # "Tobias skipped lunch to finish extracting the honey"
            if words[verb] in rule.aspect and (t := _aspect_verb(rule, words, verb)) > 0:
                verb = t
            start, word = verb, words[verb]
        elif forgone_in(s) and verb in hits and _leisure(rule, words, verb) \
                and _coordinated(words, verb, clause_of, form, rule.aspect, lemmas,
                                 named_at) < 0:
            given_up = True  # session 13: "Kit skipped lunch on set", "misses lunch at the
            # depot": a meal given up where the job is named is the job's
        # a not_verb on a trade's thing ("finishes the problem sheet", "fetches the
        # stretcher", "tops up the rice in the chafing dishes") or a care verb on a stranger's
        # body: a task only by that frame (checked below); not a sign-up ("signs up for a
        # crash course in drip irrigation")
        trade_task = not given_up and (word in rule.trade_tasks or word in rule.care_verbs) \
            and words[verb + 1:verb + 3] != ["up", "for"] \
            and _leisure(rule, words, verb) and (
                _trade_object(rule, words, verb + 1,
                              min(bisect_right(clause_of, clause_of[verb], verb), n), 8)
                if word in rule.trade_tasks else
                _cared_body(rule, words, mentions, verb + 1,
                            min(bisect_right(clause_of, clause_of[verb], verb), n)))
        # a harvest's picking told with its hours, not with an object ("has been picking since
        # dawn"): judged by its frame below, which must name the job or the hours
        hours_task = word in rule.hours_tasks and (
            verb + 1 >= n or not words[verb + 1].isalpha()
            or words[verb + 1] in rule.clock_openers or words[verb + 1] in rule.task_not_objects)
        if not given_up and not trade_task and not hours_task \
                and _leisure(rule, words, verb) and not (
                word in rule.runs and _post_object(rule, words, verb + 1, n)):
            # "You climb the steps and wind the clockwork for the night watch": a frame after
            # "and" + a second verb of the same subject is that verb's
            led = verb  # the leisure verb: a place in its predicate is its own
            verb = _coordinated(words, verb, clause_of, form, rule.aspect, lemmas, named_at)
            if verb > 0 and words[verb] in rule.aspect \
                    and (t := _aspect_verb(rule, words, verb)) > 0:
                verb = t  # "refuses the cake and keeps taking calls"
            if verb > 0 and words[verb] in rule.trade_tasks and _leisure(rule, words, verb) \
                    and _trade_object(rule, words, verb + 1,
                                      min(bisect_right(clause_of, clause_of[verb], verb), n), 8):
                trade_task = True  # "walks along the jetty and signs the delivery notes"
            if (verb < 0 or _leisure(rule, words, verb)) \
                    and (t := _purpose_after(words, verb if verb > 0 else led, clause_of)) > 0:
                if not _leisure(rule, words, t):
                    verb = t  # "climbs down to the cellar deck to inspect the blowout
                    # preventer"
                elif words[t] in rule.trade_tasks and _trade_object(
                        rule, words, t + 1, min(bisect_right(clause_of, clause_of[t], t), n), 8):
                    verb, trade_task = t, True  # "went straight to the watch room to finish
                    # the hydrant survey"
            if verb < 0 or _leisure(rule, words, verb) and not trade_task:
                continue  # leisure, or "set off before dawn"
            start, word = verb, words[verb]
        after = words[verb + 1] if verb + 1 < n else ""
        if after in _NO_OBJECT or after == "to" and verb + 2 < n \
                and words[verb + 2] not in _ARTICLES and words[verb + 2] not in POSSESSIVES:
            continue  # "promises to bake forty loaves", "does nothing all day"
        cl = clause_of[verb]
        end = min(bisect_right(clause_of, cl, verb), n)  # the clause's end, then the verb's own
        if not _FRAME_ENDS.isdisjoint(words[verb + 1:end]):  # predicate's: not "so you'll
            end = verb + 1  # wake in time for the shift"
            while words[end] not in _FRAME_ENDS:
                end += 1
        if "tomorrow" in words[start + 1:end] and any(
                words[t] == "tomorrow" and (t + 1 >= n or words[t + 1] != "'s")
                for t in range(start + 1, end)):
            continue  # a plan, but not "for tomorrow's front page"
        runs = word in rule.runs
        predicate = words[start + 1:end]
        if lasts.isdisjoint(predicate) and not runs \
                and rule.clock_openers.isdisjoint(predicate) and not digits \
                and (keys.isdisjoint(predicate)
                     or not any((w, "#") in rule.served for w in predicate)):
            frame = ""  # (a quick test: no frame word in the predicate, nor a served unit
            # whose number is a word: "wipe down table six")
        else:
            frame = _work_frame(rule, words, start + 1, end, verb + 1 if runs else -1,
                                guard + 1)
        if not frame and verb - start > 2 and words[start].startswith("spen") \
                and _work_frame(rule, words, start + 1, verb) == "frame" \
                and not _frame_excluded(rule, words, guard + 1, end, start + 1):
            frame = "frame"  # the stretch spent is an occasion of the job, right before the
            # -ing verb ("I spent the morning watch recalibrating the feed"), where it is no
            # compound's first half
        if not frame and any(t < i and (clause_of[t] != clause_of[i] or i not in starts)
                             or start < t < end and (words[t] == "without" or words[t] == "with"
                                                     and words[t + 1] == "no"
                                                     or words[t] == "empty")
                             and _ITS_OWN.isdisjoint(words[t + 1:t + 5])
                             or t == first < verb for t in forgone_in(s)) \
                and _BE_FORMS.isdisjoint(words[verb + 1:verb + 3]) \
                and not _forgone_for_own(rule, words, verb + 1) \
                and not _frame_excluded(rule, words, guard + 1, end, start + 1):
            # a meal or a break given up for it, before its subject in another clause or a
            # fronted phrase ("her coffee has gone cold while she counts larvae") or as its
            # manner ("serving without a break", "with no break at all"); not after it ("so
            # I'm skipping lunch", "pushes the plate away untouched", "you decide to skip lunch
            # and push on"), nor before a verb that takes a clause ("you forgot it was there")
            frame = "forgone"
        if not frame and role and not _frame_excluded(rule, words, guard + 1, end, start + 1):
            frame = "role"  # the observer named by a job, as the verb's subject
        if not frame and not rule.trade.keys().isdisjoint(predicate) \
                and (_trade_object(rule, words, start + 1, end, 10 if start == verb else 6)
                     or verb > start and words[verb] not in _ING_TIMES
                     and _trade_object(rule, words, verb + 1, end)) \
                and not _frame_excluded(rule, words, guard + 1, end, start + 1):
            frame = "trade"  # "Samuel greases the spindles of the mule"
        cared = not frame and word in rule.care_verbs \
            and _cared_body(rule, words, mentions, verb + 1, end) \
            and not _frame_excluded(rule, words, guard + 1, end, start + 1)
        if cared:
            frame = "trade"  # "is bandaging a farmer's leg": care given to a stranger's body
        if not frame and word in rule.trade_verbs and _trade_task(words, verb, end) \
                and not _frame_excluded(rule, words, guard + 1, end, start + 1):
            frame = "trade"  # "Amina vaccinates a line of children", "Luca prunes the vines"
        if not frame and (not joint or role) \
                and (word in rule.manual_tasks or word in rule.chore_tasks
                          and rule.home_company.isdisjoint(
                              words[bisect_left(sent_of, s):bisect_right(sent_of, s)])) \
                and not _home_thing(rule.home_grounds, words, verb + 1, end) \
                and not (word in rule.chore_tasks
                         and _home_thing(rule.home_things, words, verb + 1, end)) \
                and verb + 1 < n \
                and words[verb + 1] not in rule.task_not_objects \
                and _trade_task(words, verb, end) \
                and not _frame_excluded(rule, words, guard + 1, end, start + 1) \
                and not _task_at_home(rule, words, sent_of, s) \
                and not _household_object(rule, words, verb + 1, end):
            frame = "task"  # "Rook shovels snow off the terrace", "fills in each pupil's log"
        if not frame and placed and not _own_object(words, verb):
            if ends is None:
                ends = {m.end for m in mentions if m.subject == "other"}
            if _clause_workplace(rule, words, clause_of, sent_of, i, end, ends,
                                 (led, start) if led >= 0 else None):
                frame = "place"  # "On her shift at the mill, Ada oils the looms"
        if not frame and "for" in predicate and not rule.businesses.isdisjoint(predicate) \
                and _for_a_business(rule, words, start + 1, end) \
                and not _frame_excluded(rule, words, guard + 1, end, start + 1):
            frame = "place"  # "is shovelling gravel for the landscaping firm"
        if not frame and word not in rule.not_verbs \
                and not rule.businesses.isdisjoint(words[verb + 1:min(end, verb + 5)]) \
                and _business_object(rule, words, verb + 1, end) \
                and not _frame_excluded(rule, words, guard + 1, end, start + 1):
            frame = "place"  # "mops the café floor", "doing the vineyard's accounts"
        if not frame and rule.kin and not rule.kin.isdisjoint(predicate) \
                and _family_business(rule, words, start + 1, end) \
                and not _frame_excluded(rule, words, guard + 1, end, start + 1):
            frame = "place"  # "mopping the floor of his parents' restaurant"
        if not frame and not rule.trade.keys().isdisjoint(predicate) \
                and (t := _coordinated(words, verb, clause_of, form, rule.aspect, lemmas,
                                       named_at)) > 0 \
                and (words[t] in rule.trade_tasks or not _leisure(rule, words, t)) \
                and _trade_object(rule, words, t + 1, end, 6) \
                and not _frame_excluded(rule, words, guard + 1, end, start + 1):
            # a trade's thing after a task verb coordinated with the first, out of the first
            # verb's reach: that verb's frame ("polishes the brass plate by the lighthouse door
            # and updates the sea-state column in the log")
            frame, start, verb = "trade", t, t
            word = words[verb]
        if not frame and word not in rule.not_verbs and form == "ing" \
                and "still" in words[i:verb] and verb + 1 < end and _ill_before(rows, tx, i) \
                and (o := verb + 2 if words[verb + 1] in _PARTICLES else verb + 1) < end \
                and words[o] not in rule.task_not_objects \
                and not _frame_excluded(rule, words, guard + 1, end, start + 1) \
                and not _task_at_home(rule, words, sent_of, s) \
                and not _household_object(rule, words, verb + 1, end) \
                and not _home_thing(rule.home_things, words, verb + 1, end):
            frame = "persisted"  # a task kept up through the observer's own illness ("has a
            # hacking cough, but she's still dishing out the chips")
        if trade_task and (not frame or _frame_excluded(rule, words, guard + 1, end, start + 1)):
            continue  # a not_verb is a task by its trade object, not at home or as a favour
        if given_up and (frame not in _NAMED_JOB_PLACES
                         or not _GIVEN_UP_BEFORE.isdisjoint(words[verb + 1:end])):
            continue  # a meal skipped is the job's only by an occasion, a served person or a
            # workplace ("on set", "at the depot"; not "skipped lunch today"), not one before
            # or after it ("skipped breakfast before the shift")
        if not frame or frame == "hours" and word in rule.not_verbs and not (
                word in rule.task_phrases and _task_phrase(rule, words, verb)
                or (word in rule.manual_tasks or hours_task)
                and not _task_at_home(rule, words, sent_of, s)) \
                or frame == "forgone" and _leisure(rule, words, verb) and not trade_task \
                or hours_task and frame != "hours" and _leisure(rule, words, verb):
            continue  # a leisure verb is a task only by a frame that names the job (a
            # harvest's picking only by its hours)
        if rule.household and frame != "served" and _chore(
                rule, words, seg, verb, verb + 1,
                end if (t := _coordinated(words, verb, clause_of, form, rule.aspect,
                                          lemmas, named_at)) < 0 else t - 1):
            # "he fixes the screen door" by the porch table: a chore (the object ends at a
            # coordinated verb: "lowers the boom pole and shakes out her arms"); the task
            # verb coordinated after it is judged on its own ("polishes the brass plate by the
            # lighthouse door and updates the sea-state column in the log")
            if t < 0 or _chore(rule, words, seg, t, t + 1,
                               end if (t2 := _coordinated(words, t, clause_of, form,
                                                          rule.aspect, lemmas, named_at)) < 0
                               else t2 - 1):
                continue
            if _leisure(rule, words, t):
                if not (words[t] in rule.trade_tasks and _trade_object(
                        rule, words, t + 1, min(bisect_right(clause_of, clause_of[t], t), n),
                        8)):
                    continue
                trade_task = True  # "mends her coat and signs the purchase orders"
            start = verb = t
            word = words[verb]
        # (a hurt term on a care verb is the patient's, the care hers: "splints the boy's leg")
        covering = {c.kind for c in candidates if c.span[0] <= verb < c.span[1]
                    and not (cared and c.kind not in _ACTIVITY_KINDS)}
        if covering and (frame != "served" or not covering <= rule.service) \
                and not (frame == "trade" and covering == {rule.kind}):
            continue  # a term's verb is the term's, unless speech serves someone (or the
            # term is the work's own, not actual: "calibrated the cameras before the ship came")
        if frame == "served":  # "ring back the customers": service, not company (rule.service)
            lo, hi = tx.span(verb, end)
            kept = [r for r in rows if not (r[0] == cl and r[1] in rule.service
                                            and r[2] == "self" and lo <= r[7][0] < hi)]
            if len(kept) < len(rows):
                rows[:] = kept
        row = _activity_row(rule, words, tx, clause_of, verb, rows, cl, cl, _FRAMED_TERM,
                            _BESIDE_A_TASK if frame in _NAMED_JOB_PLACES or frame == "task"
                            or frame == "persisted"
                            else frozenset())
        if row is None and frame in _NAMED_JOB_FRAMES and verb > first:
            row = _after_own_event(rule, words, tx, clause_of, verb, rows, cl)
        if row is not None:
            found.append(row)
    return found


# prepositions of where a thing is moved or placed, which end a noun phrase ("a casualty onto
# the stretcher", "the patients up the stairs"); not "into", which the golden days and the
# settling controls keep as a compound's ("settles the new patient into bed 9": no event)
_PLACE_AFTER_NOUN = frozenset({"onto", "up", "down", "back", "across", "off", "out", "over",
                               "under", "towards", "toward", "along", "past", "inside",
                               "outside"})


def _job_relative(rule: StatusActivity, words: list[str], sent_of: list[int],
                 comma: int) -> int:
    """The token after a relative clause at the comma at token ``comma`` that names the
    observer's job: ``who`` + one of ``rule.runs`` (run, manage, work) whose phrase holds one of
    ``rule.businesses`` or a workplace before the closing comma, within ten tokens (", who runs
    the ferry café,", ", who works at the sawmill,"); or -1. Design choice: a person described
    by the business they run or work at does that job in the sentence's task."""
    n = len(words)
    t = comma + 3
    named = False
    while t < n and t - comma <= 10 and sent_of[t] == sent_of[comma] and words[t] != ",":
        w = words[t]
        if w in rule.businesses or w in rule.workplace_firsts and any(
                tuple(words[t:t + len(p)]) == p for p in rule.workplaces_by_first.get(w, ())):
            named = True
        t += 1
    return t + 1 if named and t < n and words[t] == "," else -1


# the forms of "be" after a subject of two or more ("Orla and her team are loading ...")
_PLURAL_BE = frozenset({"are", "were"})


# a time relation in a skipped meal's predicate: the job named there is another time's
_GIVEN_UP_BEFORE = frozenset({"before", "after", "until", "till", "for"})
# frames that name the job by an occasion, a served person, a trade or a place (not hours, nor
# the meal given up itself)
_NAMED_JOB_PLACES = frozenset({"served", "frame", "trade", "place"})
# frames that name the job in the task's own object (a served person, a trade's thing or
# verb), not an occasion, a place, a time or a meal given up, which a meal's clause may hold
_NAMED_JOB_FRAMES = frozenset({"served", "trade"})


def _ill_self(rows: list[_Row]) -> bool:
    """Is one of ``rows`` the observer's own actual, not negated illness?"""
    return any(r[1] == "illness" and r[2] == "self" and r[4] == "actual" and not r[3]
               for r in rows)


def _ill_before(rows: list[_Row], tx: _Text, token: int) -> bool:
    """Does the observer's own actual, not negated illness end before token ``token`` (the
    subject of a task kept up through it: "has a fever, but he's still stacking shelves")?"""
    at = tx.span(token, token + 1)[0]
    return any(r[1] == "illness" and r[2] == "self" and r[4] == "actual" and not r[3]
               and r[7][1] <= at for r in rows)


def _after_own_event(rule: StatusActivity, words: list[str], tx: _Text, clause_of: list[int],
                     verb: int, rows: list[_Row], cl: int) -> _Row | None:
    """The observer's framed task at token ``verb`` when the actual self events of its clause
    ``cl`` are all of other kinds and told before the task's own verb, by a verb of the
    observer's before it ("Walt gulps a cold coffee between press runs, then feeds another reel
    into the rotary press", "has eaten her staff meal and is plating up the starters for the
    wedding"): the text says what the observer does first, then the job done after it. Design
    choice (session 13): a drink or a meal and a framed task of the same subject are two
    events; the task stays unsaid only when the clause already holds the kind's own event."""
    lo = tx.span(verb, verb + 1)[0]
    mine = [row for row in rows if row[0] == cl and row[2] == "self" and row[4] == "actual"
            and not row[3]]
    if not mine or any(row[1] == rule.kind or row[7][1] > lo for row in mine):
        return None
    return (cl, rule.kind, "self", False, "actual", round(rule.weight, 4),
            _FRAMED_TERM + words[verb], tx.span(verb, verb + 1))


def _aspect_verb(rule: StatusActivity, words: list[str], verb: int) -> int:
    """The index of the ``-ing`` verb after the aspect verb at ``verb`` and one of its
    ``rule.aspect`` tails ("keeps pulling", "goes back to kneading"), or -1. Design choice
    (round 31): going on with an activity is that activity."""
    for tail in rule.aspect[words[verb]]:
        t = verb + 1 + len(tail)
        if t >= len(words) or tuple(words[verb + 1:t]) != tail:
            continue
        if words[t] in _PREFIXES:
            t = _unprefixed(words, t)  # "starts re-rigging the lights"
        if words[t].endswith("ing") and len(words[t]) > 4 and words[t] not in _NOT_FINITE:
            return t
    return -1


def _workplace_locative(rule: StatusActivity, words: list[str], lo: int, hi: int) -> int:
    """The first token from ``lo`` to ``hi`` that is ``in``/``at``/``on`` before one of
    ``rule.workplaces`` (after an article or a possessive), or -1. Design choice (round 29): a
    task told at a workplace is the job, wherever in its clause the place is named ("On her
    shift at the mill, Ada oils the looms")."""
    firsts = rule.workplace_firsts
    for t in range(lo, hi - 1):
        if words[t] not in _WORKPLACE_LOCATIVES:
            continue
        j = t + 1
        if words[j] in _ARTICLES or words[j] in POSSESSIVES:
            j += 1
        if j < hi and words[j] in firsts and any(
                tuple(words[j:j + len(p)]) == p
                for p in rule.workplaces_by_first.get(words[j], ())):
            return t
    return -1


# prepositions that put a task at a workplace: in/at/on, and inside or behind it ("salts
# herring in barrels behind the curing shed", "stacks pallets inside the warehouse"); not the
# ways past or into a place ("cutting across the depot yard", "sews labels into the school
# uniforms"), nor the sides a passer-by stands at (by, near, outside)
_WORKPLACE_LOCATIVES = _LOCATIVES | frozenset({"behind", "inside"})


_REFLEXIVES = frozenset({"myself", "yourself", "himself", "herself", "themselves", "ourselves",
                         "themself"})


def _owner_agrees(owner: str, doer: str, gender: str) -> bool:
    """Can the possessive ``owner`` ("his", "her", "their") stand for the doer (their first
    word ``doer``, their name's ``gender``: "m", "f" or "")? "You" and "I" own "your" and "my",
    not "his" or "her"; a name of a known gender owns only its own ("Liesel is bandaging his
    ankle" is someone else's ankle). Design choice (session 15)."""
    if owner not in ("his", "her"):
        return True
    if doer in ("you", "i", "we"):
        return False
    return not (gender == "f" and owner == "his" or gender == "m" and owner == "her")


def _own_object(words: list[str], verb: int) -> bool:
    """Is the object of the verb at token ``verb`` the subject's own body or thing ("throw
    yourself flat", "rinsing their arm"; not "his mother's")? Care of oneself is no job."""
    n = len(words)
    w = words[verb + 1] if verb + 1 < n else ""
    return w in _REFLEXIVES or w in POSSESSIVES and verb + 2 < n and words[verb + 2] != "'s" \
        and (verb + 3 >= n or words[verb + 3] != "'s")


def _clause_workplace(rule: StatusActivity, words: list[str], clause_of: list[int],
                      sent_of: list[int], head: int, end: int, ends: set[int],
                      leisure: tuple[int, int] | None = None) -> bool:
    """Is a workplace named (:func:`_workplace_locative`) in the clause of the observer's
    mention at token ``head`` (up to token ``end``, the verb's predicate's end), or in a phrase
    fronted before it ("On her shift at the Grand Hotel, Ilse folds napkins"), not right after
    someone else's mention (``ends``: "two farmhands in the barn" is theirs), with no own-home
    place or favour there (:func:`_frame_excluded`)? Session 10: not in ``leisure`` (tokens
    ``[a, b)``: a leisure verb's predicate before the task verb after ``and``), where the place
    is the leisure verb's: "pay at the till and take a seat" is a customer's."""
    lo = bisect_left(sent_of, sent_of[head])
    if lo < head and words[lo] not in _FRONTING:
        lo = head
        while lo and clause_of[lo - 1] == clause_of[head]:
            lo -= 1
    t = lo
    while (t := _workplace_locative(rule, words, t, end)) >= 0:
        if t not in ends and (leisure is None or not leisure[0] <= t < leisure[1]):
            return not _frame_excluded(rule, words, -1, end, lo)
        t += 1
    return False


# what puts a task at a business open to the public: in/at/on or behind it, inside it, or
# of it after the task's object ("sweeps the floor of the bakery")
_BUSINESS_LOCATIVES = _WORKPLACE_LOCATIVES | frozenset({"of"})


# what may stand between an apposition's closing comma and its sentence's verb ("Ana, the
# night porter, is dozing", "..., still eats")
_APPOSITION_TO_VERB = frozenset({"is", "was", "are", "were", "has", "had", "been", "'s", "still",
                                 "quietly", "just", "now", "then", "finally", "already"})


def _apposition_at_leisure(words: list[str], start: int, end: int,
                           candidates: list[_Candidate]) -> bool:
    """Is the job noun at tokens ``[start, end)`` an apposition (a comma before its determiner,
    one after it: "Ana, the photographer, eats ...") whose sentence's verb, right after the
    closing comma (past ``_APPOSITION_TO_VERB``), is a candidate of another activity kind (a
    meal, a drink, sleep, rest, exercise, company)? Design choice: a job noun in apposition
    names who someone is; the sentence's own activity says what they do ("Xiomara, the night
    porter, is dozing behind the lodge desk" is a doze, "the photographer, eats a plate of
    pakoras between shots" a meal); with a task verb the job frames it as before."""
    k = start - 1
    while k > 0 and words[k] in _APPOSITION_DETS:
        k -= 1
    n = len(words)
    if k < 1 or words[k] != "," or end >= n or words[end] != ",":
        return False
    t = end + 1
    while t < n and words[t] in _APPOSITION_TO_VERB:
        t += 1
    return any(c.pos == t and c.kind != "work" and c.kind in _ACTIVITY_KINDS
               for c in candidates)


def _business_locative(rule: StatusActivity, words: list[str], clause_of: list[int],
                       start: int, end: int) -> bool:
    """Is one of ``rule.businesses`` (a stall, a bakery, a café) named after the task verb at
    tokens ``[start, end)``, right after which its object opens (an article, a possessive or a
    number), in its clause, after one of ``_BUSINESS_LOCATIVES``, an article or
    a possessive and up to two modifiers ("folds the bread cloths at the stall", "wipes the
    counter in the café", "sweeps the floor of her bakery"; not "the bakery's owner"), with the
    task's object no one's own ("washes her hands at the café") and no own home or favour in
    the clause (:func:`_frame_excluded`)? Design choice: a business's customers eat, drink,
    sit, pay and wait there (not_verbs), while sweeping, wiping, folding and scrubbing there
    are its staff's kitchen, bar and counter tasks."""
    n = len(words)
    if end >= n or not (words[end] in _ARTICLES or words[end] in POSSESSIVES
                        or words[end][:1].isdigit()) or _own_object(words, end - 1):
        return False  # an object after the verb, no one's own: not "washes her hands", "a
        # tray of grilled sardines at the market stall", "washes it down at the café"
    clause = clause_of[start]
    t = end
    while t < n - 1 and clause_of[t] == clause:
        if words[t] in _BUSINESS_LOCATIVES:
            j = t + 1
            if words[j] in _ARTICLES or words[j] in POSSESSIVES:
                j += 1
            for k in range(j, min(j + 3, n)):
                w = words[k]
                nxt = words[k + 1] if k + 1 < n else ""
                if w in rule.businesses and not (nxt.isalpha() and nxt not in _AFTER_FRAME):
                    if nxt in ("'s", "'"):
                        break  # "the bakery's owner"
                    return not _frame_excluded(rule, words, -1, k + 1, start)
                if not w.isalpha() or w in _AFTER_FRAME:
                    break
        t += 1
    return False


def _family_business(rule: StatusActivity, words: list[str], start: int, end: int) -> bool:
    """Do tokens ``[start, end)`` (the observer's task verb's predicate) name a family business:
    one of ``rule.kin`` and ``'s`` or ``'`` before one of ``rule.businesses`` (up to two
    modifiers between: "at her grandparents' little restaurant"), or ``family`` right before
    one ("on the family farm")? Design choice (session 10): the handed labels count helping in
    a family business as work ("cleaning the windows of her family's restaurant before it
    opens"); the business is its workplace, as a workplace named after in/at/on is."""
    kin, businesses = rule.kin, rule.businesses
    for t in compress(range(start, end), map(kin.__contains__, words[start:end])):
        k = t + 1
        if k < end and (words[k] == "'s" or words[k] == "'"):
            k += 1
        elif words[t] != "family":
            continue
        for j in range(k, min(k + 3, end)):
            if words[j] in businesses:
                return j + 1 >= end or words[j + 1] != "'s"  # not "her uncle's shop's owner"
            if not words[j].isalpha():
                break
    return False


def _business_object(rule: StatusActivity, words: list[str], start: int, end: int) -> bool:
    """Does the object starting at token ``start`` (before ``end``) belong to a business: an
    article, up to one modifier, then one of ``rule.businesses`` as the owner (``'s``: "the
    salon's price board", "the vineyard's quarterly accounts") or as the first half of a
    compound whose head is one of ``rule.household`` ("the café floor", "the tavern counter",
    "the shop shelves"; not "the takeaway curry": a home's thing named as a business's, not
    any noun a business word describes)? Design choice
    (session 13): a task done to a business's thing is done for the business, the job; only
    the open class of task verbs (the caller leaves out the not_verbs: "reads the restaurant
    menu", "takes the company car" are a customer's or anyone's)."""
    if start < end and words[start] in _PARTICLES:
        start += 1  # "wipes down the tavern counter"
    if start >= end or words[start] not in _ARTICLES:
        return False
    household = rule.household
    for j in range(start + 1, min(start + 3, end - 1)):
        w = words[j]
        if w in rule.businesses:
            if words[j + 1] == "'s":
                return True
            return w not in rule.household_owners and any(
                t + 1 - len(p) == j + 1 and tuple(words[j + 1:t + 1]) == p
                for t in range(j + 1, min(j + 3, end)) for p in household.get(words[t], ()))
        if not w.isalpha() or w in _AFTER_FRAME:
            return False
    return False


def _for_a_business(rule: StatusActivity, words: list[str], start: int, end: int) -> bool:
    """Do tokens ``[start, end)`` (a task verb's predicate) hold ``for the``/``for a`` + up to
    two modifiers + one of ``rule.businesses`` as the head ("shovelling gravel for the
    landscaping firm", "packs honey for the cooperative"; not "a cake for the company
    picnic", "for the café's owner")? Design choice: a task done for a business is done for
    an employer or a client, the job."""
    businesses = rule.businesses
    for t in range(start, end - 2):
        if words[t] != "for" or words[t + 1] not in ("the", "a", "an"):
            continue
        for j in range(t + 2, min(t + 5, end)):
            w = words[j]
            if w in businesses:
                nxt = words[j + 1] if j + 1 < len(words) else ""
                if nxt in businesses and j + 1 < end:
                    continue  # session 13: a business named by two ("for the cooperative
                    # orchard", "for the farm shop"): the last is the head
                if j + 1 < end and (nxt,) in rule.household.get(nxt, ()) \
                        and w not in rule.household_owners:
                    return True  # the business's own thing ("labels jars for the shop
                    # shelves", "for the café counter"), as in :func:`_business_object`
                return not (nxt == "'s" or nxt == "-" or nxt.isalpha()
                            and nxt not in _AFTER_FRAME)
            if not w.isalpha() or w in _AFTER_FRAME:
                break
    return False


def _trade_object(rule: StatusActivity, words: list[str], start: int, end: int,
                  reach: int = 10) -> bool:
    """Does one of ``rule.trade`` (a tool, material or product of a trade) end within the
    first ``reach`` tokens from ``start`` (the verb's object and a phrase after it, before
    ``end``: "pumps juice back over the cap of the fermenting tank")? Design choice: the
    trade's thing may be what the object is moved onto or taken from, a few words on."""
    trade = rule.trade
    for t in range(start, min(end, start + reach)):
        if words[t] in _UNIT_BREAKS:
            return False  # past a colon, a comma or a bracket the words are another part's
            # ("checked the timetable: 13:00 past papers")
        for p in trade.get(words[t], ()):
            if t + 1 - len(p) >= start and tuple(words[t + 1 - len(p):t + 1]) == p:
                return True
    return False


_CARE_OWNER_OPENERS = frozenset({"a", "an", "the", "this", "that", "one", "another"})


def _cared_body(rule: StatusActivity, words: list[str], mentions: list[_Mention], start: int,
                end: int) -> bool:
    """Does the object from token ``start`` (before ``end``) name a body part or a wound of
    ``rule.care_parts`` owned by someone else named by a person noun after an article ("a
    farmer's leg", "the boy's split forehead", "a farmers leg" with its apostrophe dropped),
    no kin of the doer ("her son's knee") and not after a possessive ("her friend's ankle")?
    Design choice: treating a stranger's body is a medic's or a first-aider's job."""
    for m in mentions:
        i = m.index
        if i < start or i >= end or i - start > 3:
            continue
        if m.subject != "other" or m.what != "person" or i < 2 \
                or words[i - 1] not in _CARE_OWNER_OPENERS and (
                    words[i - 2] not in _CARE_OWNER_OPENERS or not words[i - 1].isalpha()
                    or words[i - 1] in POSSESSIVES) \
                or not rule.kin.isdisjoint(words[i:m.end]):
            continue  # (one modifier may come between: "an old man's leg")
        k = m.end
        if k < end and words[k] in ("'s", "'"):
            k += 1
        elif not (words[i - 1] == "a" and words[m.end - 1].endswith("s")):
            continue  # a possessive, or "a farmers leg" with the apostrophe dropped
        if k < end and words[k] in rule.care_parts:
            return True
        w = words[k] if k < end else ""
        if k + 1 < end and words[k + 1] in rule.care_parts \
                and (w.endswith(("ed", "en", "ing")) or w in _CARE_MODIFIERS):
            return True  # one participle or side before it: "a boy's split forehead"
    return False


# a side or an irregular participle before a cared-for part ("the climber's left ankle", "a
# boy's split forehead")
_CARE_MODIFIERS = frozenset({"left", "right", "upper", "lower", "split", "cut", "torn", "burnt",
                             "hurt", "bad", "sore"})


def _task_at_home(rule: StatusActivity, words: list[str], sent_of: list[int], s: int) -> bool:
    """Does sentence ``s`` put its doer at home: one of ``rule.not_places`` after a locative
    or a possessive anywhere in it ("in her flat", "at home", "my kitchen")? Design choice: a
    manual task (``rule.manual_tasks``) done at home is a chore, no job, wherever in the
    sentence the home is named."""
    lo = bisect_left(sent_of, s)
    hi = min(bisect_right(sent_of, s, lo), len(words))
    if rule.place_firsts.isdisjoint(words[lo:hi]):
        return False
    return _frame_excluded(rule, words, -1, hi, lo)


def _home_thing(things: Mapping[str, tuple[tuple[str, ...], ...]], words: list[str], lo: int,
                hi: int) -> bool:
    """Does the object in tokens ``[lo, hi)`` (up to its second preposition) hold one of
    ``things`` (by their last word: a status rule's ``home_things`` or ``home_grounds``:
    "scrubs the bathtub", "sorts the recycling", "shovels snow off the driveway")? Design
    choice: a manual or chore task on a home's own thing or ground is a chore, no job. Past a
    first preposition, one of ``_BESIDE_PREPS`` ends the object too ("hammers the stake into
    the ground beside the stable tent": the tent is no object of the task)."""
    prep = False
    for t in range(lo, min(hi, len(words))):
        if words[t] in _ADJUNCT_PREPS or prep and words[t] in _BESIDE_PREPS:
            if prep:
                break
            prep = t > lo
        if any(t + 1 - len(p) >= lo and tuple(words[t + 1 - len(p):t + 1]) == p
               for p in things.get(words[t], ())):
            return True
    return False


# prepositions of a place beside the one a task's object goes to ("hammers the stake into the
# ground beside the stable tent"): past a first phrase they end the object as a second
# preposition does (:func:`_home_thing`)
_BESIDE_PREPS = frozenset({"beside", "behind", "near", "outside", "under", "next", "opposite"})


def _household_object(rule: StatusActivity, words: list[str], lo: int, hi: int) -> bool:
    """Does the object in tokens ``[lo, hi)`` (up to its second preposition) hold one of
    ``rule.household``, a thing a home has as much as a trade ("unloads the dishwasher", "loads
    the car")? Design choice: a manual task (``rule.manual_tasks``) on a household thing is a
    chore unless another frame names the job."""
    return _home_thing(rule.household, words, lo, hi)


def _trade_task(words: list[str], verb: int, end: int) -> bool:
    """Does the trade verb at token ``verb`` take an object before ``end`` (its predicate's
    end) that is nobody's own ("prunes the old vines"; not "prunes her roses", "audits
    himself", "drafts nothing", "welds for a living")? Design choice (round 33): a trade's verb is
    the job when it is done to a thing or a person, not to the doer's own."""
    t = verb + 1
    if t >= end:
        return False
    w = words[t]
    return w.isalpha() and w not in _NO_OBJECT and (w not in _AFTER_FRAME or w in _DETERMINING) \
        and not _own_object(words, verb)


_DETERMINING = frozenset({"all", "this"})  # of _AFTER_FRAME, words that may open an object
# after "without eating", the verb's own object: "pushes the rice around without eating any of
# it" gives up no meal for a task (:func:`_framed_activity`)
_ITS_OWN = frozenset({"it", "them"})
# prepositions that put a task at a place (:func:`_chore`: "on the porch table", "behind the house")
_HOME_LOCATIVES = frozenset({"in", "at", "on", "behind", "outside", "by", "under",
                             # session 10: "beside the back door", "near the herb garden"
                             "beside", "near"})


def _noun_end(words: list[str], end: int) -> int:
    """The end of the noun phrase whose modifier ends before token ``end``: up to two more words
    that are no preposition or conjunction ("a leaking" -> "a leaking tap")."""
    hi = min(end + 2, len(words))
    while end < hi and words[end].isalpha() and words[end] not in _AFTER_FRAME:
        end += 1
    return end


# session 10: owners of a household's things besides kin ("the kids' bikes", "the house bills")
_KIN_MARKS = frozenset({"'s", "'"})
_KIN_OWNED = (["'s"], ["'"])  # "of her family's restaurant", "of his parents' restaurant"
_OWNED_AFTER = frozenset({"of", "on", "in"})  # "the tyre pressure on his car": the car's owner


# prepositions that open a phrase after a task's object; past the second of them the words
# say where or how the task goes, not what it is done to
_ADJUNCT_PREPS = frozenset({"to", "into", "onto", "from", "on", "in", "at", "by", "across",
                            "through", "along", "towards", "toward", "past"})


# what joins two main clauses of a sentence: a colon or a semicolon, or a comma + and/but/so
_COORDINATE_MARKS = frozenset({";", ":"})
_COORDINATE_JOINS = frozenset({"and", "but", "so"})


def _coordinate_break(words: list[str], lo: int, hi: int) -> bool:
    """Do tokens ``(lo, hi)`` hold a break between two main clauses (``;``, ``:``, or a comma
    before and/but/so), not only a subordinate clause's edge ("while", "as")?"""
    for t in range(lo + 1, hi):
        w = words[t]
        if w in _COORDINATE_MARKS or w == "," and words[t + 1] in _COORDINATE_JOINS:
            return True
    return False


def _chore(rule: StatusActivity, words: list[str], seg: _Segments, verb: int, lo: int,
           hi: int) -> bool:
    """Is the work verb (or trade term) at token ``verb``, whose object lies in tokens ``[lo,
    hi)``, a chore: the object is one of ``rule.household`` (things a home has as much as a
    trade: a roof, a tap, the post, a coat) and it is the doer's own (a possessive or ``own``
    between the verb and it: "mend the tear in your coat sleeve", "tidies his crates"; or after
    of/on/in right after the object: "checks the tyre pressure on his car") or the
    sentence is at home (in/at/on/behind ... + one of ``rule.not_places``: "at the kitchen
    table", "by the porch table"; or a status line's place holding one: "@ home: back
    garden"), and neither the sentence nor its status line names someone served or whose home
    it is (``rule.householders``: "for a client", "@ tenant's flat")? Design choice (round 35):
    the labels give a home repair, one's own mending and sorting seeds no label. Session 9: a
    household word that ends one of ``rule.trade_things`` ("support tickets", "help-desk
    tickets") names a job's thing, no household's: remote work at the kitchen table is work.
    Session 10: a family's or a household's thing right after its owner ("the family tent",
    "her son's old bike", "the house bills"; ``rule.kin`` or ``rule.household_owners``, not
    before a business: "the family
    restaurant's windows"; not "children in the clinic tent") is the doer's own. A thing that
    is itself one of ``rule.not_places`` ("weeds the vegetable patch") is at home unless a
    status line's place says otherwise; "beside" and "near" put a sentence at a home place too
    ("while the baby naps in her cot beside the herb garden")."""
    household, trade_things = rule.household, rule.trade_things
    thing = -1  # the last household thing of the object ("the tear in your coat sleeve")
    prep = False  # a phrase after a preposition past the object seen
    for t in range(lo, min(hi, len(words))):
        if words[t] in _ADJUNCT_PREPS:
            if prep:  # a second one: "delivers bread to the hotels on his bike": the bike is
                break  # how the bread goes, not what the task is done to ("fixes the chain
                # on his bike")
            prep = t > lo
        if any(t + 1 - len(p) >= lo and tuple(words[t + 1 - len(p):t + 1]) == p
               for p in household.get(words[t], ())) and not (
                words[t] in trade_things and any(
                    tuple(words[t + 1 - len(p):t + 1]) == p for p in trade_things[words[t]])):
            thing = t  # (not a job's thing named by a household word: "support tickets")
    if thing < 0:
        return False
    sent_of = seg.sent_of
    s = sent_of[verb]
    a = bisect_left(sent_of, s)
    b = min(bisect_right(sent_of, s + 1 if s + 1 in seg.location else s, a), len(words))
    householders = rule.householders
    if not householders.isdisjoint(words[a:b]) and any(
            words[t] in householders and (
                t in seg.location_tokens or t and words[t - 1] == "for"
                or t > 1 and words[t - 2] == "for" or words[t + 1:t + 2] == ["'s"]
                or words[t] in rule.householder_words)
            for t in range(a, b)):
        return False  # "for a client", "@ tenant's flat": a job at someone's home (not "two
        # customers quarrel" nearby)
    n = len(words)
    kin, owners = rule.kin, rule.household_owners
    if any((words[t] in _OWNER_WORDS or words[t] == "own"
            or (words[t] in kin or words[t] in owners)
            and (thing - t == 1 or thing - t <= 3 and words[t + 1] in _KIN_MARKS)
            and rule.businesses.isdisjoint(words[t + 1:thing]))
           # the owner of a trade's thing before it is not the household thing's owner ("fills
           # in her tachograph printout at the counter": the counter is no home's)
           and not (rule.trade and _trade_object(rule, words, t + 1, thing, thing - t - 1))
           for t in range(verb + 1, thing)) \
            or thing + 2 < n and words[thing + 1] == "of" and words[thing + 2] in _OWNER_WORDS \
            and words[thing + 4:thing + 5] not in _KIN_OWNED \
            or hi + 1 < n and words[hi] in _OWNED_AFTER and words[hi + 1] in _OWNER_WORDS \
            and words[hi + 3:hi + 4] not in _KIN_OWNED:  # not "of her family's restaurant",
        # "the chairs of his parents' restaurant"
        # "his network settings", "her own vegetable patch", "the roof of her shed", "the tyre
        # pressure on his car" (session 9: an owner after the object's noun phrase)
        return True
    if s + 1 in seg.location:
        if _status_place_excluded(rule, words, sent_of, a, s + 1):
            return True  # "@ home: back garden"
    elif any(thing + 1 - len(p) <= lo + 1 and tuple(words[thing + 1 - len(p):thing + 1]) == p
             and (thing + 1 - len(p) == lo or words[thing - len(p)] in _ARTICLES)
             for p in rule.not_places_by_last.get(words[thing], ())):
        return True  # session 10: the object is a home's own place ("weeds the vegetable
        # patch"; not "vaccinates children in the clinic tent"); with a status line, its place
        # says whose
    places, firsts, located = rule.not_places_by_first, rule.place_firsts, seg.location_tokens
    clause_of = seg.clause_of
    for t in range(a + 1, b):
        w = words[t]
        if w not in firsts or t in located or t < verb and clause_of[t] != clause_of[verb] \
                and _coordinate_break(words, t, verb):
            continue  # (a place in an earlier main clause is that clause's scene: "the fog at
            # the summit is gone, and he's checking the tyres"; not a "while" clause's)
        k = t - 1  # back over "the", "her own" to the preposition
        while k > a and t - k <= 2 and (words[k] in _ARTICLES or words[k] in _OWNER_WORDS
                                        or words[k] == "own"):
            k -= 1
        if (words[k] in _HOME_LOCATIVES or words[k] == "of") and any(
                tuple(words[t:t + len(p)]) == p for p in places.get(w, ())):
            return True  # "sorts the post at the kitchen table", "the gate of her flat"
    return False


def _job_given_up(words: list[str], start: int, not_roles: frozenset[str]) -> bool:
    """Does a word of ``not_roles`` ("retired", "former", "ex") stand among the two words
    before the job predicate at ``start``, after its article ("is a retired nurse", "is a
    former ship's cook", "an ex-miner")? Then the job is no work now (design choice)."""
    for t in range(start - 1, max(start - 3, -1), -1):
        w = words[t]
        if w in not_roles:
            return True
        if w in _PART_ENDS or w in _ARTICLES:
            break
    return False


def _role_apposition(rule: StatusActivity, words: list[str], comma: int) -> int:
    """The token after the apposition that opens at the comma at token ``comma`` and names a
    job (", the midwife on shift,", ", their waiter,", ", one of the caterers,", ", a trainee
    at the call centre,"): a determiner (or ``one of`` + one), at most three words the last of
    which is one of ``rule.roles``, an optional phrase after a preposition, then a comma, all
    within ten tokens and holding none of ``rule.not_roles`` ("a retired nurse") nor a role's
    owner ("the chef's wife"; session 13: an owner right before the role is the employer:
    ", the care home's gardener,"); or -1. Design choice (round 29): a person named by their
    job does that job in the same sentence's task."""
    n = len(words)
    t = comma + 1
    if words[t] == "one" and words[t + 1] == "of":
        t += 2
    if t >= n or words[t] not in _APPOSITION_DETS:
        return -1
    t += 1
    last = owner = -1
    while t < n and t - comma <= 10 and words[t] != ",":
        w = words[t]
        if w in rule.not_roles or w == "'s" and owner >= 0 or w in _PART_ENDS:
            return -1
        if w == "'s":
            owner = t
        elif w in rule.roles:
            last = t
        t += 1
    if last < owner or t >= n or words[t] != "," or last - comma > 6 \
            or owner >= 0 and last != owner + 1:
        return -1  # an owner's role right after its owner (", the care home's gardener,"),
        # not a role's owner (", the chef's wife,")
    return t + 1


def _as_role(rule: StatusActivity, words: list[str], sent_of: list[int], i: int) -> bool:
    """Does the sentence of ``I``/``you`` at token ``i`` open with ``as``, an optional
    determiner and up to three words the last of which is one of ``rule.roles`` (no
    ``rule.not_roles``), then an optional comma right before it ("As the steward, I stacked
    the chairs", "As chief arbiter I had to forfeit a player", "As duty nurse, you check the
    drips")? Design choice: the speaker named by the post they hold does that post's task in
    the sentence, as a job title fronted before a name does (:func:`_fronted_role`)."""
    lo = bisect_left(sent_of, sent_of[i])
    if i - lo < 2 or words[lo] != "as":
        return False
    end = i - 1 if words[i - 1] == "," else i
    t = lo + 1
    if words[t] in _APPOSITION_DETS:
        t += 1
    if not 0 < end - t <= 3 or words[end - 1] not in rule.roles:
        return False
    return all(w.isalpha() and w not in rule.not_roles for w in words[t:end])


def _fronted_role(rule: StatusActivity, words: list[str], sent_of: list[int], i: int) -> bool:
    """Does a job noun in apposition open the sentence of the name at token ``i``, closed by the
    comma right before it ("The ship's cook, Ana, peels potatoes", "As the duty nurse, Ana
    checks the drip"): an optional ``as``, then the apposition :func:`_role_apposition` reads
    (a determiner, the job last, no ``rule.not_roles``: not "As a retired nurse, ...")? Design
    choice: a job title before the name names the observer by their job, as one after it does."""
    if i < 3 or words[i - 1] != ",":
        return False
    lo = bisect_left(sent_of, sent_of[i])
    if words[lo] == "as":
        lo += 1
    return words[lo] in _APPOSITION_DETS and _role_apposition(rule, words, lo - 1) == i


def _leisure(rule: StatusActivity, words: list[str], verb: int) -> bool:
    """Is the word at token ``verb`` one of ``rule.not_verbs`` that is none of its ``tasks``, or
    does a ``not_verbs`` phrase start there ("set off")?"""
    word = words[verb]
    if word in rule.task_phrases and _task_phrase(rule, words, verb):
        return False  # "hands out stickers"
    return word in rule.not_verbs and word not in rule.tasks or word in rule.not_verb_phrases \
        and any(tuple(words[verb + 1:verb + 1 + len(rest)]) == rest
                for rest in rule.not_verb_phrases[word])


def _task_phrase(rule: StatusActivity, words: list[str], verb: int) -> bool:
    """Does one of ``rule.task_phrases`` start at token ``verb`` (a not_verb that the words
    after it make a task: "hands out", "signs off on")? A quoted title right after the verb is
    its object and is skipped ("reads 'The Gruffalo' aloud to the class": "read aloud"), and
    so is a short object after an article or an owner before a one-word particle ("reads the
    story aloud", "hands the leaflets out")."""
    at = verb + 1
    n = len(words)
    if at < n and words[at] in _QUOTE_MARKS:
        close = _closing_quote(words, at)
        if close > 0:
            at = close + 1
    elif at < n and (words[at] in _ARTICLES or words[at] in POSSESSIVES):
        for t in range(at + 1, min(at + 4, n)):
            if not words[t].isalpha():
                break
            if (words[t],) in rule.task_phrases[words[verb]]:
                return True
    return any(tuple(words[verb + 1:verb + 1 + len(rest)]) == rest
               or at > verb + 1 and tuple(words[at:at + len(rest)]) == rest
               for rest in rule.task_phrases[words[verb]])


def _closing_quote(words: list[str], opening: int, reach: int = 14) -> int:
    """The token of the quotation mark that closes the one at ``opening`` within ``reach``
    tokens (a title: "'The Very Hungry Caterpillar'"), or -1 (none, or a sentence ends
    first)."""
    mark = words[opening]
    for t in range(opening + 1, min(opening + reach, len(words))):
        if words[t] == mark:
            return t if t > opening + 1 else -1
        if words[t] in (".", "!", "?"):
            return -1
    return -1


def _coordinated(words: list[str], verb: int, clause_of: list[int], form: str,
                 aspect: Mapping[str, Any] | frozenset[str] = frozenset(),
                 lemmas: Mapping[str, tuple[str, ...]] | None = None,
                 named_at: set[int] | frozenset[int] = frozenset()) -> int:
    """The token of the verb after ``and`` (``and then``, ``, then``) that shares the subject of
    the verb at ``verb`` in its clause ("You climb the steps and wind the clockwork":
    ``wind``), of the same ``form`` ("any" after you/I; an ``-s``/``-ed`` form after a name,
    or an irregular past by ``lemmas``: "skipped lunch and went straight to the watch room"),
    or -1; one of ``aspect`` (the forms of going on with an activity: "and keeps taking
    calls") is such a verb too."""
    cl, n = clause_of[verb], len(words)
    t = verb + 1
    while t + 1 < n and words[t] not in _FRAME_ENDS:
        # ", then" and ", and" join the same subject's next verb across the comma
        then = words[t] in ("then", "and") and words[t - 1] == ","
        if clause_of[t] != cl and not then \
                and not (words[t] == "," and words[t + 1] in ("then", "and")):
            break
        if words[t] == "and" or then:
            if words[t] == "and" and words[t + 1] == "then" and t + 2 < n:
                t += 1
                then = True
            # session 13: "and then", ", then" join the same subject's next verb ("gulps a
            # coffee between press runs, then feeds another reel into the rotary press")
            w = words[t + 1]
            if clause_of[t + 1] != cl and not then or not w.isalpha() or w in _NOT_FINITE \
                    and w not in aspect \
                    or w in _ARTICLES or w in POSSESSIVES or w in _BE_FORMS \
                    or w in _SUBJECT_PRONOUNS or t + 1 in named_at:
                return -1  # "and the crew": a new subject or a list, not a verb; "and he
                # hammers a horseshoe", "and James checks the log": someone else's verb
            if form == "any" or form == "finite" and w.endswith(("s", "ed")) \
                    and not w.endswith("ss") or form == "ing" and w.endswith("ing") \
                    or form == "finite" and lemmas and _past_in(lemmas, w):
                return t + 1
            return -1
        t += 1
    return -1


def _purpose_after(words: list[str], verb: int, clause_of: list[int]) -> int:
    """The token of the verb after ``to`` that follows a destination of the going verb at
    ``verb`` within ten tokens, in its clause ("climbs down to the cellar deck to inspect the
    blowout preventer": ``inspect``), or -1; never when ``to`` + a verb comes right after the
    verb ("decides to bake", "is going to load": an intention) or after ``for`` ("waits for the
    kettle to boil"). Design choice: the errand a trip is made for is the activity, judged by
    its own frame."""
    cl, n = clause_of[verb], len(words)
    if verb + 2 >= n or words[verb + 1] == "for" or words[verb + 1] == "to" \
            and words[verb + 2] not in _ARTICLES and words[verb + 2] not in POSSESSIVES:
        return -1
    for t in range(verb + 2, min(verb + 11, n - 1)):
        if clause_of[t] != cl or words[t] in _FRAME_ENDS or words[t] == "for":
            return -1  # (not "waits for the kettle to boil": its subject's doing)
        if words[t] == "to" and words[t - 1].isalpha() and words[t - 1] not in _ARTICLES:
            w = words[t + 1]
            if w.isalpha() and w not in _ARTICLES and w not in POSSESSIVES \
                    and w not in _NOT_FINITE and clause_of[t + 1] == cl \
                    and not w.endswith("ing"):
                return t + 1
    return -1


def _purpose(words: list[str], verb: int, clause_of: list[int]) -> int:
    """The token of the verb after ``to`` within five tokens after the verb at ``verb``, in its
    clause ("skipped lunch to finish the honey": ``finish``; not "to the canteen"), or -1.
    Design choice (round 33): what a meal is given up for is the task."""
    cl, n = clause_of[verb], len(words)
    for t in range(verb + 1, min(verb + 6, n - 1)):
        if clause_of[t] != cl or words[t] in _FRAME_ENDS:
            return -1
        if words[t] == "to":
            w = words[t + 1]
            return t + 1 if w.isalpha() and w not in _ARTICLES and w not in POSSESSIVES \
                and w not in _NOT_FINITE and clause_of[t + 1] == cl else -1
    return -1


# words that open a fronted phrase before a sentence's subject ("Without stopping for so much as
# a biscuit, Beatriz works through the round", "After three night shifts, Ignacio sleeps"); a
# perfect participle's phrase too (session 8 round 4: "Having interviewed three witnesses,
# Beatriz drafts the story")
_FRONTING = frozenset({"without", "after", "before", "between", "during", "despite", "since",
                       "until", "by", "on", "in", "at", "over", "through", "throughout",
                       "having"})


def _after_fronted_phrase(words: list[str], sent_of: list[int], i: int) -> bool:
    """Is token ``i`` right after the comma that closes a phrase opening its sentence with one of
    ``_FRONTING`` (no other comma in it, at most 14 tokens), or right after such a short phrase
    of words alone, with no comma ("After the sandstorm Pavlo digs out three buried trucks",
    "By sundown Tadeo had rigged the set": up to four words after the opener)?"""
    if i < 2:
        return False
    lo = bisect_left(sent_of, sent_of[i])
    if words[i - 1] != ",":
        return words[lo] in _FRONTING and words[lo] != "having" and 2 <= i - lo <= 5 \
            and all(w.isalpha() for w in words[lo + 1:i])
    return words[lo] in _FRONTING and i - lo <= 15 and "," not in words[lo:i - 1]


# after a diary's subjectless past verb: a passive's agent, a fronted participle's comma, an
# infinitive ("Exhausted by the climb", "Tired, she ...", "Used to ...")
_NOT_DIARY_AFTER = frozenset({"by", ",", "to", "and", "or", "as", "with"})
# irregular pasts that may open a diary line ("Spent the watch logging contacts")
_DIARY_PASTS = frozenset({"spent", "kept", "began", "went", "got", "made", "took"})


def _diary_opener(words: list[str], sent_of: list[int], mentions: list[_Mention]) -> int:
    """The token of a past verb that opens the text, or its first sentence after a bracketed
    stamp, with no subject before it ("[03:40] Finished torquing the flange bolts", "kneaded 40
    kg of rye by hand", "Spent the watch logging contacts"): a diary's or a log's line, whose
    unsaid subject is the writer; or -1. Not a participle that fronts a phrase or a passive
    ("Exhausted by the climb, ...", "Tired, she ..."), nor before someone named as the subject
    ("Stacked crates, the porter ..."). Design choice: a log's elided "I" is the observer."""
    n = len(words)
    t = 0
    if n > 2 and words[0] == "[":
        while t < n and t <= 11 and words[t] != "]":
            t += 1
        if t >= n or words[t] != "]":
            return -1
        t += 1
    if t + 1 >= n or sent_of[t] != sent_of[0] and words[0] != "[":
        return -1
    w = words[t]
    if not w.isalpha() or len(w) <= 4 or not (w.endswith("ed") or w in _DIARY_PASTS) \
            or words[t + 1] in _NOT_DIARY_AFTER or not words[t + 1].isalnum():
        return -1
    s = sent_of[t]
    if any(sent_of[m.index] == s and m.index <= t + 1 for m in mentions):
        return -1  # a subject of its own
    return t


def _diary_object(lex: Lexicon, words: list[str], starts: Any, m: _Mention) -> bool:
    """Is the name or person ``m`` the object of a past verb that opens the text with
    no subject before it ("Met Arjun at the stall", "Saw the new intern at the stall, then ate
    a pie", "Called Mum")? Design choice: a diary's line leaves its subject, the writer, unsaid;
    who is named right after its verb is met, not meeting. Not before a verb of their own
    ("Drew Barrymore ate a pie": a given name and a surname)."""
    i, n = m.index, len(words)
    if 0 not in starts or i > 1 and (words[1] not in _OBJECT_DETERMINERS
                                     or not all(map(str.isalpha, words[1:i]))):
        return False
    w = words[0]
    if not w.isalpha() or not (_past_form(lex, w) or len(w) > 4 and w.endswith("ed")) \
            or w in lex.auxiliaries:
        return False
    after = words[m.end] if m.end < n else "."
    return after == "and" or not (_finite_form(lex, after) or after in lex.auxiliaries
                                  or after in lex.name_followers)  # ("Met Arjun and had a pint")


# after a form of "be": where the subject is, before a participle phrase of what they do
# there ("was down in the cellar until dawn, checking the tanks")
_PLACED_AFTER_BE = frozenset({"in", "at", "on", "down", "up", "out", "back", "still"})
# words that end the subject's own predicate before a participle could follow
# ("until dawn", "after midnight" are times of the place, not new clauses)
_PARTICIPLE_STOPS = frozenset({"while", "whilst", "when", "as", "though", "although", "and",
                               "but", "or", "where"})


def _trailing_participle(words: list[str], sent_of: list[int], at: int,
                         mentions: list[_Mention]) -> int:
    """The ``-ing`` verb right after a comma that follows where the subject is (token ``at``,
    after a form of "be": "has been on her feet for thirty hours straight, treating a surge of
    dengue patients", "was down in the cellar until dawn, checking the fermentation tanks"),
    within 16 tokens of its sentence, with no one else named and no new clause between; or -1.
    Without the comma, an ``-ing`` verb right after the place's noun and before an article or
    an owner that opens its object ("is at the kitchen table doing the vineyard's accounts").
    Design choice: a participle phrase after the subject's place shares the subject."""
    n = len(words)
    s = sent_of[at]
    hi = min(at + 16, n - 1)
    for m in mentions:
        if at <= m.index < hi and m.subject != "self":
            hi = m.index
    for t in range(at, hi):
        w = words[t]
        if sent_of[t] != s or w in _PARTICIPLE_STOPS or w in _FRAME_ENDS:
            return -1
        if w == "," and sent_of[t + 1] == s:
            nxt = words[t + 1]
            return t + 1 if nxt.isalpha() and nxt.endswith("ing") and len(nxt) > 4 \
                and nxt not in _ING_TIMES and t + 1 < hi else -1
        if t > at + 1 and w.endswith("ing") and len(w) > 4 and w.isalpha() \
                and w not in _ING_TIMES and words[t - 1].isalpha() \
                and words[t - 1] not in _ARTICLES and words[t - 1] not in POSSESSIVES \
                and words[t - 1] not in _LOCATIVES and t + 1 < hi \
                and (words[t + 1] in _ARTICLES or words[t + 1] in POSSESSIVES):
            return t  # session 13: no comma ("is at the kitchen table doing the vineyard's
            # accounts"): an -ing verb after the place's noun, before its own object
    return -1


def _after_stamp(words: list[str], sent_of: list[int], i: int) -> bool:
    """Is token ``i`` right after a bracketed stamp that opens its sentence ("[03:40] I
    torqued the flange bolts", "[Cycle 214, 06:10] I spent the watch ...": at most 10 tokens,
    no other bracket in it)? Design choice: a log's time or cycle stamp is no part of the
    sentence; the writer after it opens it."""
    if i < 2 or words[i - 1] != "]":
        return False
    lo = bisect_left(sent_of, sent_of[i])
    return words[lo] == "[" and i - lo <= 11 and "[" not in words[lo + 1:i - 1] \
        and "]" not in words[lo:i - 1]


def _sole_subject(mentions: list[_Mention], h: int, words: list[str], s: int,
                  sent_of: list[int], upto: int | None = None) -> bool:
    """Is mention ``h`` (the observer, opening a later clause of sentence ``s``: "Rosa's
    customers grumble while she slices rye") the only one who could be that clause's subject:
    no one else named in the sentence before it but plural people ("customers")? Design choice
    (round 23): a narrative activity is never credited through a pronoun that someone else
    could own."""
    last = s if upto is None else upto
    for m in mentions[:h]:
        if not s <= sent_of[m.index] <= last or m.subject == "self":
            continue
        if m.what in ("name", "third", "group") or m.what == "person" \
                and not words[m.end - 1].endswith("s"):
            return False
    return True


def _work_frame(rule: StatusActivity, words: list[str], start: int, end: int,
                obj: int = -1, guard: int = -1) -> str:
    """The work frame that tokens ``[start, end)`` (a clause after its verb) hold, by ``rule``:
    ``"served"`` for a served person not after a ``not_served_after`` governor ("ring back the
    customers"), ``"frame"`` for an occasion (not a compound's first half: "the harvest dance"),
    a batch count not of a unit ("forty calls") or a workplace (``rule.workplaces``) as the
    object starting at token ``obj`` (-1: none; the caller passes it after one of
    ``rule.runs``: "ran the vaccination clinic"), ``"hours"`` for working
    hours or a clock word after a clock opener ("since four", "from eight until ..."); ``""`` for
    none, and always when they hold ``own``, ``for`` + someone's (a favour: "for her nephew")
    or an own-home place (``rule.not_places``) after in/at/on or someone's ("in her tent", "your
    garden"); those are looked for from token ``guard`` when it is before ``start`` (the first
    of coordinated verbs: "You go back to your flat and bake forty cookies"). Design choice
    (round 23). Session 9: an occasion that the kind names as a time (``rule.time_spec``,
    :func:`_named_as_time`: "the train to her evening shift", "between shifts") frames
    nothing."""
    frames, served, occasions = rule.frames, rule.served, rule.occasions
    hit = "frame" if obj >= 0 and (_workplace_object(rule, words, obj, end)
                                   or _post_object(rule, words, obj, end)
                                   or _trade_object(rule, words, obj, end)) else ""
    tokens = rule.frame_tokens
    t = start - 1
    while not hit and t + 1 < end:  # the frame first; the exclusions only when there is one
        t += 1
        w = words[t]
        if t > start and (w in _UNIT_NUMBERS or w[:1].isdigit() and len(w) <= 4 and w.isalnum()) \
                and (words[t - 1], "#") in served and _unit_served(rule, words, start, t - 1):
            hit = "served"  # a served person's numbered place ("wipe down table six",
            break  # "delivering two pizzas to Flat 3B", "carries the dosa to table 6")
        if w not in tokens and not (w < ":" and w.isdigit() and len(w) < 5 and int(w) >= 20
                                    and (t == start or words[t - 1] in _COUNT_BEFORE)):
            continue  # a frame word, or a count in digits as the object ("40 kg of rye",
            # "another 200 loaves"; not "Rest Area 48")
        for p in frames.get(w, ()):
            i = t + 1 - len(p)
            if i >= start and tuple(words[i:t + 1]) == p:
                if p in occasions or p in served:
                    nxt = words[t + 1] if t + 1 < end else ""
                    if nxt == "-" or nxt.isalpha() and nxt not in _AFTER_FRAME \
                            and nxt not in _PLACE_AFTER_NOUN:
                        continue  # a compound's first half ("the team run"); not a noun
                        # before where it is moved ("loading a casualty onto the stretcher")
                if p in served:
                    if _governed_away(rule, words, start, i):
                        continue
                    hit = "served"
                elif "it" in p and not _workplace_before(rule, words, i):
                    continue  # "before it opens" of a pickle jar, not of a shop
                elif rule.time_spec is not None and w in rule.time_spec.time_heads \
                        and _named_as_time(rule.time_spec, words, i, t + 1):
                    continue  # session 9: "takes the 7:40 train to her evening shift": a
                    # shift travelled to is a time, no occasion of the verb
                else:
                    hit = "frame" if p in occasions else "hours"
                break
        if not hit and w in rule.clock and t > start and words[t - 1] in rule.clock_openers:
            nxt = words[t + 1] if t + 1 < end else ""
            hit = "hours" if not nxt.isalpha() or nxt in _CLOCK_AFTER else ""
        elif not hit and (w in rule.batches or w.isdigit()):
            t2 = t + 1
            while t2 < end and words[t2] in rule.batches:
                t2 += 1
            if t2 < end and words[t2] == "of":
                t2 += 1
            if t2 < end and words[t2].isalpha() and (
                    words[t2] not in rule.batch_units or words[t2] in rule.batch_measures
                    and t2 + 2 < end and words[t2 + 1] == "of" and words[t2 + 2].isalpha()):
                hit = "frame"  # "200 loaves", "40 kg of rye"; not "forty minutes"
    if not hit or _frame_excluded(rule, words, guard, end, start):
        return ""
    return hit


# the numbers of a served unit spelt out ("table six", "bay one")
_UNIT_NUMBERS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                           "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
                           "sixteen", "seventeen", "eighteen", "nineteen", "twenty"})
def _unit_number(word: str) -> bool:
    """Is ``word`` a unit's number: digits, digits and a letter ("3B", "12a") or one of
    ``_UNIT_NUMBERS`` ("six")?"""
    return word in _UNIT_NUMBERS or word[:1].isdigit() and len(word) <= 5 and word.isalnum()


# what governs a served unit that the task reaches: "to table six", "for room 12"
_UNIT_GOVERNORS = frozenset({"to", "for"})
_UNIT_BREAKS = frozenset({":", ",", ";", "—", "–", "(", ")"})


def _unit_served(rule: StatusActivity, words: list[str], start: int, unit: int) -> bool:
    """Is the numbered unit at token ``unit`` (one of the ``served`` phrases ending in ``#``:
    "table #", "room #") the task's own: its object (right after the verb, or after its
    particle: "wipe down table six"), after ``to``/``for`` ("carries three plates to table
    six", "delivering two pizzas to Flat 3B"), or after ``in``/``at`` when the verb (token
    ``start - 1``) is no not_verb ("changes the bed linen in room 9")? Not when the verb's
    object is the doer's own ("carries her bags to room 214"): a guest's or a customer's.
    Design choice (session 13): a numbered table, room or bed is a served person's place."""
    if words[start] in POSSESSIVES or words[start] in _REFLEXIVES \
            or not _UNIT_BREAKS.isdisjoint(words[start:unit]):
        return False  # (past a colon or a comma the unit is another clause's: "radios for a
        # sled: a guest in room four has eaten nothing")
    before = words[unit - 1] if unit > 0 else ""
    if unit == start or unit == start + 1 and words[start] in _PARTICLES \
            or before in _UNIT_GOVERNORS:
        return True
    verb = words[start - 1] if start > 0 else ""
    return before in _LOCATIVES and verb.isalpha() and verb not in rule.not_verbs \
        or before in _LOCATIVES and verb in rule.task_phrases and _task_phrase(rule, words,
                                                                               start - 1)


def _workplace_before(rule: StatusActivity, words: list[str], at: int) -> bool:
    """Is one of ``rule.workplaces`` or ``rule.businesses`` named in the 12 tokens before token
    ``at``, in its sentence (no ``.``, ``;``, ``!`` or ``?`` between)? Design choice (round 36):
    "before it opens" is a workplace's opening, the time of a task, only when "it" can be a
    workplace named just before ("sweeping the floor of her family's phở shop before it opens",
    "cleaning the windows of her family's restaurant before it opens"; not "battles with a
    pickle jar for five minutes before it opens")."""
    firsts, businesses = rule.workplace_firsts, rule.businesses
    for t in range(at - 1, max(at - 13, -1), -1):
        w = words[t]
        if w in _SENTENCE_MARKS:
            return False
        if w in businesses:
            return True
        if w in firsts and any(tuple(words[t:t + len(p)]) == p
                               for p in rule.workplaces_by_first.get(w, ())):
            return True
    return False


_SENTENCE_MARKS = frozenset({".", ";", "!", "?"})


# prepositions of what a body lies on, and the kinds of lying there (a work word after one
# of them in a sleeper's clause is the surface, no task: "asleep face-down on his lecture
# notes", "dozing across her coursework"); design choice
_LAIN_ON = frozenset({"on", "onto", "across", "over"})
_LYING_KINDS = frozenset({"sleep", "rest"})
# cue types whose window before an event counts to the event's first word, not to the word the
# event is anchored on ("almost had a beer": the object "beer" lies past the one-word reach)
_SPAN_WINDOW_CUES = frozenset({"negation", "planned"})
# the subject rules of the kinds a threat shown to be none still denies (a danger, a symptom, a
# hurt); an activity in its sentence stays as told
_SHOWN_NONE_KINDS = frozenset({"situation", "experiencer"})
# a denial or a time preposition that may open a fronted participle phrase ("Not wanting to
# wake the baby, ...", "After hearing the news, ...", "On reading the letter, ...")
_PARTICIPLE_DENIALS = frozenset({"not", "never", "after", "on", "upon", "while", "since"})
# words in -ing that open a sentence as no participle ("During the show, ...", "Morning, ...")
_ING_NON_PARTICIPLES = frozenset({"during", "morning", "evening", "nothing", "something",
                                  "anything", "everything", "spring", "string", "ceiling"})
# what opens the setting of a denied act ("didn't sleep on watch", "not a sip during the
# shift"), and what would make it a second act; not "since", which names a setting that may be
# over ("hasn't slept since the night shift": a blind false positive when tried)
_SETTING_PREPOSITIONS = frozenset({"on", "at", "during", "throughout"})
_SETTING_BREAKS = frozenset({"and", "or", "nor", ",", "but", ";"})
# links of a result or a contrast that open a clause of their own before a subject
_RESULT_LINKS = frozenset({"so", "but", "yet"})
# the kinds a denied act's setting keeps: a duty goes on around the act ("didn't sleep on
# watch"); a gathering does not ("didn't drink anything at the wedding reception" tells no
# company: a labelled line, and blind false positives when every kind was kept)
_SETTING_KINDS = frozenset({"work"})
# the cue types a fronted participle phrase keeps to itself
_FRONTED_PARTICIPLE_MODES = frozenset({"planned", "reported", "waiting", "witness"})


def _slept_on(items: list[_Item], idx: int, words: list[str], clause_of: list[int]) -> bool:
    """Is the term ``items[idx]`` what a sleeper or a rester lies on: after one of
    ``_LAIN_ON`` (and an owner or an article), with a sleep or rest term earlier in its clause
    ("Freddie is asleep face-down on his lecture notes")?"""
    start = items[idx][0]
    t = start - 1
    if words[t] in POSSESSIVES or words[t] in _ARTICLES:
        t -= 1
    if t < 0 or words[t] not in _LAIN_ON:
        return False
    clause = clause_of[start]
    for k in range(idx - 1, -1, -1):
        ostart, _, phrase = items[k]
        if clause_of[ostart] != clause:
            break
        if any(r.type == "term" and r.kind in _LYING_KINDS for r in phrase.event_roles):
            return True
    return False


def _forgone_for_own(rule: StatusActivity, words: list[str], at: int) -> bool:
    """Does the object at token ``at`` open with the doer's own possessive and a thing of theirs
    ("while he sorts his pills into the weekly box", "while she files her nails"), not someone
    served ("her patients' charts", "his customers")? A meal let go cold for one's own things
    tells no job (design choice)."""
    n = len(words)
    return at + 1 < n and words[at] in POSSESSIVES and words[at] != "its" \
        and words[at + 1] not in rule.served_lasts \
        and not (at + 2 < n and words[at + 2] in ("'s", "'"))


def _frame_excluded(rule: StatusActivity, words: list[str], guard: int, end: int,
                    start: int) -> bool:
    """Do tokens from ``start`` (or ``guard`` when it is before it and not -1) to ``end`` hold
    what makes a work frame none: ``own``, ``for`` + someone's (a favour) or an own-home place
    (:func:`_work_frame`)?"""
    lo = min(start, guard) if guard >= 0 else start
    if "own" in words[lo:end]:
        return True
    for t in range(lo, end):
        w = words[t]
        if w in POSSESSIVES and t + 1 < end and words[t + 1] in rule.place_firsts and any(
                tuple(words[t + 1:t + 1 + len(p)]) == p
                for p in rule.not_places_by_first.get(words[t + 1], ())):
            return True  # "weeding her vegetable patch behind her cottage"
        if w in _LOCATIVES or w == "for":
            j = t + 1
            if j < end and (words[j] in _ARTICLES or words[j] in POSSESSIVES):
                j += 1
            if w != "for" and j < end and words[j] in rule.place_firsts and any(
                    tuple(words[j:j + len(p)]) == p
                    for p in rule.not_places_by_first.get(words[j], ())):
                return True  # "stacking logs in the yard"
            if w == "for" and t + 1 < end and words[t + 1] in POSSESSIVES \
                    and not (t + 2 < end and (words[t + 2] in rule.served_lasts
                                              or words[t + 2] in rule.occasion_firsts)):
                return True  # "bakes forty cupcakes for her nephew's party"; not "takes notes
                # for her cross-examination", "for his shift" (an occasion of the job)
    return False


def _forgone(rule: StatusActivity, words: list[str]) -> list[int]:
    """The tokens where the text gives up a meal, a drink or a break (``rule.forgone``: "her
    coffee has gone cold", "without a break", "untouched"), in order; candidates are picked in
    C, phrases checked in Python. Design choice (round 27): forgoing food or rest for a task
    tells the task is a job."""
    single, phrases = rule.forgone_words, rule.forgone
    found: list[int] = []
    if rule.forgone_firsts.isdisjoint(words):
        return found  # most texts: decided in C
    n = len(words)
    for t in compress(range(n), map(rule.forgone_firsts.__contains__, words)):
        w = words[t]
        if w in single:
            found.append(t)
            continue
        nxt = words[t + 1] if t + 1 < n else ""
        for rest in phrases[w]:  # (most "gone", "got", "too" go on with another word)
            if rest[0] == nxt and tuple(words[t + 1:t + 1 + len(rest)]) == rest:
                found.append(t)
                break
    return found


def _forgone_in(hits: list[int], words: list[str], sent_of: list[int], s: int) -> list[int]:
    """The ``hits`` of :func:`_forgone` in sentence ``s``, or in its part before a ``;``."""
    lo = bisect_left(sent_of, s)
    if lo and words[lo - 1] == ";":
        lo = bisect_left(sent_of, s - 1)
    hi = min(bisect_right(sent_of, s, lo), len(words))
    return hits[bisect_left(hits, lo):bisect_left(hits, hi)]


_CLOCK_AFTER = frozenset({"until", "till", "to", "o'clock", "am", "pm", "onwards", "on",
                          "this", "that", "in", "and"})


def _workplace_object(rule: StatusActivity, words: list[str], obj: int, end: int) -> bool:
    """Is the noun phrase from token ``obj`` (up to 8 tokens, to a preposition or a comma) headed
    by one of ``rule.workplaces`` and holding none of ``rule.not_places``: a verb's object that
    is a workplace ("ran the vaccination clinic", "you open the shop"), not a home's ("the
    kitchen counter")? Hyphenated words stay in it ("the mother-and-baby clinic")."""
    t = obj
    while t < end and t - obj < 8:
        w = words[t]
        if w == "-" or t > obj and words[t - 1] == "-":
            t += 1
            continue
        if not w.isalpha() or w in _AFTER_FRAME:
            break
        t += 1
    if t == obj or t < end and words[t] == "'s" or not rule.place_firsts.isdisjoint(
            words[obj:t]) and _holds(words[obj:t], rule.not_places):
        return False  # nothing, an owner ("the clinic's generator"), a home ("kitchen counter")
    last = words[t - 1]
    return any(tuple(words[t - len(p):t]) == p for p in rule.workplaces_by_last.get(last, ()))


# words that end a verb's object before its adverbs ("drives the bus home", "drove the tram
# back to the depot")
_OBJECT_STOPS = frozenset({"home", "back", "away", "out", "off", "up", "down", "around", "round",
                           "across", "along", "past", "into", "onto", "over", "towards", "toward",
                           "every", "each", "again", "today", "tonight", "straight", "when",
                           "all", "alone", "himself", "herself", "themselves", "myself",
                           "yourself", "behind", "beside", "near", "under", "alongside",
                           "outside", "inside", "after", "ahead", "like", "than",
                           # a time or a manner after the vehicle ("has been driving his cab
                           # since 6pm", "the cab without a break")
                           "since", "without", "during", "throughout"})


# quote marks around a name before a noun ("a 'Fireball Logistics' curtainsider")
_NAME_QUOTES = frozenset({"'", '"', "‘", "“", "’", "”"})


def _post_object(rule: StatusActivity, words: list[str], obj: int, end: int) -> bool:
    """Is the noun phrase from token ``obj`` (before ``end``: an optional article or possessive,
    then up to six words, digits and hyphens, to a preposition, an adverb of
    :data:`_OBJECT_STOPS` or a comma) headed by one of ``rule.posts`` ("the ambulance", "the
    number 38 bus", "the ski lift"; not "the bus station", "her brother's lorry"), or is it
    ``number`` + digits, a bus route ("the number 38")? Design choice (round 34): a vehicle or
    a station operated for a living, as the object of a verb that operates it, is the job."""
    t = obj
    if t < end and (words[t] in _ARTICLES or words[t] in POSSESSIVES):
        t += 1
    if t + 2 < end and words[t] in _NAME_QUOTES:
        close = next((k for k in range(t + 2, min(t + 7, end)) if words[k] == words[t]), -1)
        if close > 0:
            t = close + 1  # a firm's name in quotes before the post ("drives a 'Fireball
            # Logistics' curtainsider")
    first = t
    while t < end and t - first < 6:
        w = words[t]
        if w == "-" or w.isdigit() and t > first or w.isalpha() and w not in _AFTER_FRAME \
                and w not in _OBJECT_STOPS:
            t += 1
            continue
        break
    if t == first or t < end and words[t] == "'s":
        return False  # nothing, or an owner ("her brother's lorry")
    last = t
    while last > first and words[last - 1].isdigit():
        last -= 1
    if last < t:
        return words[last - 1] == "number"  # "the number 38"; not "the A40"
    return any(tuple(words[last - len(p):last]) == p for p in rule.posts.get(words[last - 1], ()))


def _operates(rule: StatusActivity, words: list[str], sent_of: list[int], verb: int, at: int,
              place: int) -> bool:
    """Does the status verb at token ``verb`` (one of ``rule.runs``, its sentence ending before
    token ``at``) operate a post: its object is one (:func:`_post_object`) or a workplace
    (:func:`_workplace_object`), or, for a verb of ``rule.drives`` with an article after it, the
    place part (sentence ``place``) names one ("is driving the N12 @ night bus route")? Design
    choice (round 34)."""
    if _post_object(rule, words, verb + 1, at) or _workplace_object(rule, words, verb + 1, at):
        return True
    if rule.trade and _trade_object(rule, words, verb + 1, at):
        return True  # "is minding four looms at once": a trade's machine or gear tended
    if words[verb] not in rule.drives or verb + 1 >= at or words[verb + 1] not in _ARTICLES:
        return False
    posts = rule.posts
    n = len(words)
    t = at
    while t < n and sent_of[t] <= place:
        if sent_of[t] == place and words[t] in posts and any(
                tuple(words[t + 1 - len(p):t + 1]) == p for p in posts[words[t]]):
            return True
        t += 1
    return False


def _governed_away(rule: StatusActivity, words: list[str], start: int, at: int) -> bool:
    """Is the served word at token ``at`` after a ``rule.not_served_after`` governor (company
    or a crowd: "jokes with the crew"), with no ``for``/``to`` between (tokens from ``start``)?"""
    for t in range(at - 1, start - 1, -1):
        w = words[t]
        if w in ("for", "to"):
            return False
        if w in rule.not_served_after:
            return True
    return False


def _cap(rows: list[_Row], limits: list[tuple[int, int]], row_sents: list[int],
         location: set[int]) -> None:
    """An upper bound caps the same kind's earlier actual events of the same subject: in its
    sentence, or, when its sentence is a status line's place that the story goes on from ("...
    pasta salad @ staff room, but she is too wound up to manage more than a couple of
    forkfuls"), in the sentence before the place too. ``limits`` are (row index, sentence id) of
    the bounded events, whose strength already carries their quantities; ``row_sents`` the
    sentence of each row. Rows are replaced in place."""
    for i, sent in limits:
        _, kind, subject, _, _, strength, *_ = rows[i]
        first = sent - 1 if sent in location else sent
        for j in range(i):
            row = rows[j]
            if row[1] == kind and row[2] == subject and not row[3] and row[4] == "actual" \
                    and row[5] > strength and row_sents[j] >= first:
                rows[j] = (*row[:5], strength, *row[6:])


def _plural_of(token: str, base: str) -> bool:
    """Is ``token`` the ``-s`` plural of the one-word term ``base`` (``canoes`` of ``canoe``)?"""
    return token != base and " " not in base and token in (base + "s", base + "es")


def _modifies(words: list[str], end: int) -> bool:
    """Is the one-word term (its base form) ending before token ``end`` a noun that qualifies
    another: the first part of a hyphenated compound (``ski-resort``, ``swim-team``; not
    ``ski-touring``, an activity itself) or an owner (``the canoe's gunwale``)?"""
    if end + 1 >= len(words):
        return False
    nxt, after = words[end], words[end + 1]
    if nxt == "'s":
        return after.isalpha() and not after.endswith(("ing", "ed")) and after not in _NOT_OWNED
    return nxt == "-" and after.isalpha() and not after.endswith("ing")


def _result_subject_between(people: _People, words: list[str], a: int, b: int) -> bool:
    """Is there "so", "but" or "yet" + a subject pronoun or a person named between tokens ``a``
    and ``b`` ("You're not skiing today - the pass is shut - so you play cards", "Tom isn't
    hungry but Ana eats")? Not "so" + an adjective ("not so tired")."""
    for k in range(a + 1, b - 1):
        if words[k] in _RESULT_LINKS and (words[k + 1] in _SUBJECT_FORMS
                                           or k + 1 in people.indices):
            return True
    return False


def _as_clause_between(people: _People, words: list[str], a: int, b: int) -> bool:
    """Is there "as" + a subject (an article or an owner and a noun, a subject pronoun, or a
    person named) between tokens ``a`` and ``b``, opening a clause of what happens meanwhile
    ("is walking back to unit base as the sandstorm hits", "heads to the canteen as her
    friends arrive")? Not "as" + an adjective or an adverb ("as fast as she can")."""
    for k in range(a + 1, b):
        if words[k] == "as" and k + 1 < len(words) and (
                words[k + 1] in _DETERMINED or words[k + 1] in _SUBJECT_FORMS
                or k + 1 in people.indices):
            return True
    return False


def _denied_act_setting(candidates: list[_Candidate], words: list[str], c: _Candidate,
                        ci: int) -> bool:
    """Is candidate ``c`` the setting of another kind's act that the denial at ``ci`` reaches
    first: a phrase opened by one of :data:`_SETTING_PREPOSITIONS` between that act's term and
    ``c``'s (or opening ``c``'s term), with no "and", "or", "nor" or comma between ("didn't fall
    asleep on watch", "did not sleep a minute on the night watch")? The denial covers the act,
    not where or when it failed to happen."""
    start = c.span[0]
    for d in candidates:
        if d.kind == c.kind or not ci < d.span[0] or d.span[1] > start:
            continue
        between = words[d.span[1]:start + 1]
        if not _SETTING_PREPOSITIONS.isdisjoint(between) \
                and _SETTING_BREAKS.isdisjoint(between[:-1]):
            return True
    return False


def _fronted_participle(words: list[str], seg: _Segments, ci: int) -> bool:
    """Is the cue at ``ci`` in a participle phrase opening its sentence and closed by a comma
    ("Wanting to stay warm, ...", "Not wanting to wake the baby, ...", "After hearing the news,
    ...")? Not a label closed by a colon ("Breaking news: a gas explosion ...": a headline's
    label reports its sentence)."""
    start = bisect_left(seg.sent_of, seg.sent_of[ci])
    while start < ci and not words[start][:1].isalnum():
        start += 1  # an opening quote or bracket
    if words[start] in _PARTICIPLE_DENIALS and start < ci:
        start += 1
    if not (start <= ci and len(words[start]) > 4 and words[start].endswith("ing")
            and words[start] not in _ING_NON_PARTICIPLES and seg.comma(start) == seg.comma(ci)):
        return False
    end = next((k for k in range(ci + 1, len(words)) if seg.comma(k) != seg.comma(ci)), 0)
    return words[end - 1] == ","  # a comma closes the phrase, not a label's colon


def _fronted_when_main(words: list[str], seg: _Segments, ci: int, pos: int) -> bool:
    """Is the cue at ``ci`` in a "when" clause opening its sentence and token ``pos`` in the
    comma part right after it, the main clause ("When she was little, Sana drank goat's milk",
    "When Sana was a child, she ate mangoes")? A time long past that a fronted "when" names
    covers the clause it opens onto; a later part ("..., and now she drinks coffee") is left
    alone. Design choice: windowed reports reaching both ways (the childhood cues)."""
    start = bisect_left(seg.sent_of, seg.sent_of[ci])
    while start < ci and not words[start][:1].isalnum():
        start += 1  # an opening quote or bracket
    return words[start] == "when" and seg.comma(pos) == seg.comma(ci) + 1 \
        and seg.sent_of[pos] == seg.sent_of[ci]


def _future_when(words: list[str], seg: _Segments, ci: int, pos: int) -> bool:
    """Is token ``pos`` in a "when"/"once" clause right after the clause of a future auxiliary
    at ``ci`` ("what she'll say when she confronts her landlord": the confronting is future
    too)?"""
    if words[ci] not in _FUTURE_AUX and not (
            words[ci] == "going" and words[ci + 1:ci + 2] == ["to"]):
        return False
    cl = seg.clause_of[pos]
    if cl != seg.clause_of[ci] + 1 or seg.sent_of[pos] != seg.sent_of[ci]:
        return False
    first = bisect_left(seg.clause_of, cl)
    return words[first - 1] in _FUTURE_CLAUSES


def _then_bare(words: list[str], seg: _Segments, lemmas: Mapping[str, tuple[str, ...]],
               ci: int, pos: int) -> bool:
    """Is token ``pos`` in a clause opened by "and then" or ", then" and a bare verb, right
    after the clause of a future auxiliary or an infinitive cue at ``ci`` ("wants to buy a
    souvenir and then have a swim", "is going to tidy up, then have a nap")? Design choice: a
    bare verb after "then" goes on with the infinitive or the auxiliary before it, so it is as
    far ahead; a finite verb ("and then swims") or a subject ("then she swims") is a new
    predicate of its own."""
    cue = words[ci]
    if not (cue in _FUTURE_AUX or words[ci + 1:ci + 2] == ["to"]
            and (cue == "going" or cue.endswith("s") and not cue.endswith("ss"))):
        return False  # "you try to rest, then eat": a bare verb may be the second person's now
    cl = seg.clause_of[pos]
    if seg.sent_of[pos] != seg.sent_of[ci] or not 0 < cl - seg.clause_of[ci] <= 2:
        return False
    first = bisect_left(seg.clause_of, cl)  # the breaker "then" ends the clause before it
    if first < 2 or words[first - 1] != "then" or words[first - 2] not in ("and", ","):
        return False
    verb = words[first]
    return pos - first <= 3 and "and" not in words[first:pos] and verb in lemmas.get(verb, ()) \
        and not verb.endswith(("s", "ed", "ing")) and verb not in _PRONOUNS \
        and not _past_in(lemmas, verb)


def _and_named_subject(people: _People, words: list[str], lemmas: Mapping[str, tuple[str, ...]],
                       a: int, b: int) -> bool:
    """Is there "and" + a person named + a finite verb (an -s or past form of a known verb)
    between tokens ``a`` and ``b`` ("the stew is ready to eat and Ana tucks in": a new clause;
    not "dinner with Ola and Tom")?"""
    for m in people.all:
        if a < m.index < b and words[m.index - 1] == "and" and m.end < len(words):
            verb = words[m.end]
            if verb.endswith(("s", "ed")) and any(base != verb for base in lemmas.get(verb, ())):
                return True
    return False


def _told_past(words: list[str], seg: _Segments, lemmas: Mapping[str, tuple[str, ...]],
               c: _Candidate) -> bool:
    """Is candidate ``c``'s clause told in the past: a past auxiliary (was, were, had, did) or
    a past verb form (:func:`_past_in`, not a participle after a form of "be": "is
    scheduled") in it ("She worked the night shift on Sunday", "On Monday her shift started
    at six")?"""
    cl = seg.clause_of[c.pos]
    first = bisect_left(seg.clause_of, cl)
    last = min(bisect_right(seg.clause_of, cl, first), len(words))
    for k in range(first, last):
        w = words[k]
        if w in _PAST_AUX or _past_in(lemmas, w) and w not in _PRESENT_BE_FORMS \
                and not (k and words[k - 1] in _BE_FORMS):
            return True
    return False


_PAST_AUX = frozenset({"was", "were", "had", "did"})
# present forms of "be" before a progressive ("is flying home tonight", "'m eating out tonight")
_PROGRESSIVE_BE = _STATUS_AUXILIARIES
_PROGRESSIVE_REACH = 3  # words from the "-ing" form to the event's term ("is going for a run")


# present forms of "have" holding an arranged event ("has a massage booked", "'ve got a run
# planned")
_HOLD_FORMS = frozenset({"has", "have", "'ve", "got", "had"})
# the present forms of holding an appointment ("has yoga on Friday"; "had" is the past)
_PRESENT_HOLD_FORMS = frozenset({"has", "have", "'ve"})
_HELD_REACH = 4  # words from the "have" form to the event's term ("has a long hot massage")
_HELD_GAP = 2  # words from the event's term to the participle ("has lunch with Tom booked")


def _held_ahead(words: list[str], c: _Candidate, ci: int) -> bool:
    """Is the participle cue at ``ci`` right after candidate ``c``'s phrase (at most
    ``_HELD_GAP`` words between) with a present "have" form at most ``_HELD_REACH`` words
    before the phrase and no comma or "and" between: "has a massage booked", "has dinner with Tom
    pencilled in"? Not "has a massage and feels great" (no participle), nor "has a massage,
    then the one she booked"."""
    start, end = c.span
    if not 0 <= ci - end <= _HELD_GAP or not words[ci].endswith("ed"):
        return False  # (a time word is no participle: "has a sore throat this evening" is now)
    if any(w in (",", "and", "but", ";") for w in words[end:ci]):
        return False
    held = _hold_form_before(words, start, _HOLD_FORMS)
    if held is not None:
        return held
    return start < len(words) and words[start] in _HOLD_FORMS  # "has a massage": the term's own


def _hold_form_before(words: list[str], start: int, forms: frozenset[str]) -> bool | None:
    """Walking back from ``start`` at most ``_HELD_REACH`` words: True at one of ``forms`` (a
    "has"), False at a clause's stop first, None when neither comes."""
    for k in range(start - 1, max(-1, start - 1 - _HELD_REACH), -1):
        w = words[k]
        if w in forms:
            return True
        if w in (",", "and", "but", ";", "."):
            return False
    return None


def _had_on_a_day(words: list[str], c: _Candidate, ci: int) -> bool:
    """Is candidate ``c`` a thing the subject "has" (a present "has", "have" or "'ve" at most
    ``_HELD_REACH`` words before its phrase, or opening it, with no comma or "and" between) and
    the back-reaching time cue at ``ci`` a day or a time ahead ("has yoga on Friday", "has a
    date with Tom on Saturday", "'ve got a party later tonight")? An appointment held for a day
    ahead is ahead, as one booked is. Not "had" (the past), nor a time word before the event."""
    start = c.span[0]
    if ci < c.span[1] or any(w in (",", "and", "but", ";", "then") for w in words[c.span[1]:ci]):
        return False  # "has a sandwich and goes for a run on Saturday": the sandwich is now
    if words[start] in _PRESENT_HOLD_FORMS:
        return True
    return bool(_hold_form_before(words, start, _PRESENT_HOLD_FORMS))


def _progressive_at(words: list[str], start: int) -> bool:
    """Is the event whose term starts at ``start`` told in the present progressive: an
    "-ing" form at most ``_PROGRESSIVE_REACH`` words before it (or the term itself) right after a
    present form of "be", an adverb allowed between ("is having a massage", "is going for a
    run", "'s still working")?"""
    for k in range(start, max(0, start - _PROGRESSIVE_REACH) - 1, -1):
        w = words[k]
        if len(w) > 4 and w.endswith("ing") and k:
            b = k - 1
            if b and words[b].endswith("ly") or words[b] in ("still", "also", "just"):
                b -= 1
            if words[b] in _PROGRESSIVE_BE:
                return True
    return False


# the night still to come: a sleep told in the present progressive before it is a plan ("I'm
# turning in early tonight"); an awake task in the progressive "tonight" may be now ("is mopping
# the floor tonight"), but no one tells their own sleep while it goes on
_NIGHT_AHEAD = frozenset({"tonight"})


def _sleep_tonight(words: list[str], seg: _Segments, c: _Candidate) -> bool:
    """Is sleep candidate ``c`` told in the present progressive (:func:`_progressive_at`) with
    one of ``_NIGHT_AHEAD`` after it in its comma part ("I'm turning in early tonight", "is
    having an early night tonight")?"""
    if not _progressive_at(words, c.span[0]):
        return False
    part = seg.comma(c.pos)
    for k in range(c.span[1], min(len(words), c.span[1] + 6)):
        if seg.comma(k) != part or words[k] in (";", ".", "!", "?", "and", "but"):
            return False
        if words[k] in _NIGHT_AHEAD:
            return True
    return False


def _spaced_dashes(tx: _Text) -> tuple[int, ...]:
    """The tokens of ``tx`` that are a hyphen with a space each side and a word each side ("the
    wine - she drank water"; not "hi-vis", nor "9 - 5")."""
    words, ends = tx.words, tx._ends
    base = tx._base
    out = []
    for k in range(1, len(words) - 1):
        if words[k] == "-" and words[k - 1][-1:].isalpha() and words[k + 1][:1].isalpha():
            start = ends[k] - 1
            if start and base[start - 1].isspace() and ends[k + 1] - len(words[k + 1]) > ends[k]:
                out.append(k)
    return tuple(out)


# present forms of starting: what starts on a day ahead is scheduled, even in the simple present
# ("starts his first shift on Monday", "begins training with the club on Saturday")
_START_FORMS = frozenset({"start", "starts", "begin", "begins"})


def _start_ahead(words: list[str], start: int) -> bool:
    """Is the event whose term starts at ``start`` the object of a present form of "start" or
    "begin" at most ``_PROGRESSIVE_REACH`` words before it (or the term's own first word), with
    no comma or "and" between ("starts her new job", "start the harvest")? Design choice: a
    day ahead after a start names when it begins, a schedule; "goes for a ride on Saturday"
    keeps telling the ride."""
    for k in range(start, max(0, start - _PROGRESSIVE_REACH) - 1, -1):
        w = words[k]
        if w in _START_FORMS:
            return True
        if k < start and w in (",", "and", "but", ";", "."):
            return False
    return False


# present forms of "be", which the lemma table maps to "be" like a past form: "I am having
# lunch later." is told in the present, so the time word after it still reaches back
_PRESENT_BE_FORMS = frozenset({"am", "are", "'m", "'re"})


def _names_observer(lexicon: Lexicon, words: list[str], span: tuple[int, int]) -> bool:
    """Does a matched phrase hold a word for the observer (``tell you``, ``tell me``)? Such a
    word is part of the phrase, so it is no mention of its own."""
    starts = lexicon.matcher
    for k in range(span[0] + 1, span[1]):
        state = starts.get(words[k])
        if state is not None and state[0] is not None \
                and (phrase := lexicon.phrase(state[0])).mention == "self" \
                and not (phrase.possessive and words[k - 1] != "of"):
            # (an owner is no party: "my mother danced with my new father-in-law", "a message
            # from your friend", round 31; but an idiom's "a piece of your mind" is theirs)
            return True
    return False


def _never(t: int) -> bool:
    """``quoted`` for a text without quotations."""
    return False


def _naming_called(spec: KindSpec, words: list[str], start: int) -> bool:
    """Is "called" at token ``start`` a participle naming a noun phrase opened by "a" or "an"
    at most three words before it, with only words between ("downloads a game called
    'Restaurant Tycoon'", "a village called Hope"), and a name after it (a quote mark or a word
    that is none of ``spec.call_followers`` or ``spec.summons``: not "a friend called to say",
    "a neighbour called round")? Design choice (session 13): "a N called X" names N; a definite
    subject may still have made a call ("the nurse called Ana back"). The caller checks that N
    is no person ("a retired sailor called Tobias" is left to who did what)."""
    if words[start] != "called" or start + 1 >= len(words):
        return False
    nxt = words[start + 1]
    if nxt in spec.call_followers or nxt in spec.summons or not (
            nxt.isalpha() or nxt in _QUOTE_MARKS):
        return False
    for k in range(start - 1, max(-1, start - 5), -1):
        if words[k] in ("a", "an"):
            return k < start - 1
        if not words[k].isalpha():
            return False
    return False


def _named_other(people: _People, at: int) -> bool:
    """Does a name of someone else (not the observer) start at token ``at``, after "a N called"
    ("the postman, a cheerful man called Abe")? Then "called" gives the person's name; with the
    observer there ("a neighbour called Ana at midnight") it may be a call to them."""
    k = bisect_left(people.indices, at)
    return k < len(people.all) and people.all[k].index == at \
        and people.all[k].what == "name" and people.all[k].subject != "self"


def _named_thing(words: list[str], start: int) -> bool:
    """Does a compound term at token ``start`` whose last word is "called" ("video call",
    "phone call") stand after a determiner, with at most one modifier between ("a promo video
    called 'Thunderstorm Deals'", "the video called Ocean Giants")? Then "called" names the
    thing, and no call was made ("Emeka video called his mum" is one). Design choice (from
    r63-095)."""
    return any(words[k] in _THING_DETERMINERS for k in (start - 1, start - 2) if k >= 0)


_Cue = tuple[int, str, int, int, int]
_Quantity = tuple[int, float, str]  # (token, multiplier, the only kind it scales or "")
"""A cue: ``(token, cue type, anywhere, level that ends its scope, window or 0)``; anywhere is 0
(what follows), 1 (what follows or precedes) or ``_BACK`` (what precedes in its scope, and what
follows only in its comma part: a ``back`` cue)."""
_BACK = 2


def _name_words(mentions: list[_Mention], caps: frozenset[int], words: list[str],
                titles: frozenset[str]) -> frozenset[int]:
    """The tokens that open a name mention, and the capitalised titles right before one
    ("Nurse" of "Nurse Kim", "Coach" of "Coach Dee"): where a word that is also a verb ("mark",
    "nurse", "coach", "chase") is no verb.

    Design choice (session 11, who did what): a light verb's phrase ("nurse a drink", "mark
    ... hay bales", "coach ...") found its object in the named person's own sentence ("Nurse Kim
    drinks a mug of tea", "Mark hauls hay bales") and, with nobody named before it, gave the
    act to the observer. A lower-case title is left alone ("the kids nurse Kim back to
    health")."""
    names = {m.index for m in mentions if m.what == "name"}
    if not names:
        return frozenset()
    for m in mentions:
        if m.what == "person" and m.end == m.index + 1 and m.end in names \
                and m.index in caps and words[m.index] in titles:
            names.add(m.index)
    return frozenset(names)


def _candidates(lexicon: Lexicon, items: list[_Item], seg: _Segments, people: _People,
                jobs: list[tuple[int, int, str]], words: list[str], vocab: set[str] | None = None,
                named: frozenset[int] = frozenset()
                ) -> tuple[list[_Candidate], dict[int, list[_Cue]], dict[int, list[_Quantity]]]:
    """Event candidates, cues by sentence and quantity multipliers by clause, in text order.

    A quantity is ``(token, multiplier, kind)``; ``kind`` is empty when it scales every event of
    its clause.

    Words after ``@`` (the place of a status line) give context only: they make no event, but a
    kind's ``verb_alone_at`` place words there let its light verbs of the status sentence fire
    without an object (``is reviewing blueprints @ site office``); so does one of its
    ``verb_alone_with`` phrases in the verb's clause (``grilling skewers for the lunch crowd``).
    ``jobs`` are occupation nouns used as predicates (``Pavel is a welder``): work; one with an
    empty base is a renaming apposition's role phrase (``Mara, the midwife on shift,``): no
    work term inside it. ``vocab``
    is the set of the text's words (``set(words)`` when not given). ``named`` holds the tokens
    where a name or a title before one stands (:func:`_name_words`): no verb there."""
    if vocab is None:
        vocab = set(words)
    cues: dict[int, list[_Cue]] = {}
    quantities: dict[int, list[_Quantity]] = {}
    candidates: list[_Candidate] = []
    kinds = lexicon.kinds
    # the experiencer kinds (a hurt, an illness): their objects are the body's parts
    hurt = {k for k, sp in kinds.items() if sp.subject == "experiencer"}
    skip = seg.location_tokens
    place = {words[t] for t in skip} if skip else set()
    chores = lexicon.status_activity
    if chores is not None and not chores.household:
        chores = None
    companions: list[_Candidate] = []
    # a written message's word in the text (session 8): only then is a message judged one way
    written_in = replied = False
    for sp in kinds.values():
        if sp.written and not sp.written.isdisjoint(vocab):
            written_in = True
            replied = replied or not sp.replies.isdisjoint(vocab)
    loose: list[tuple[int, Role]] = []  # light verbs without an object, by item index
    contexts: set[tuple[int, str | None]] = set()  # (clause, kind) of ``verb_alone_with`` phrases
    apart: set[tuple[int, str | None]] = set()  # (clause, kind) of ``moving_apart`` phrases
    # (only the items with event roles: selected in C)
    for idx, (start, end, phrase) in compress(enumerate(items),
                                              map(_ROLES_OF, map(_PHRASE_OF, items))):
        # a status line's place names where, not what; only a posture listed there after a
        # comma is the status subject's body ("Nomvula is reading @ home: sofa, feet up"; not
        # "@ Feet Up Café", a name)
        in_place = bool(skip) and start in skip
        if in_place and not (words[start - 1] == "," and any(
                r.flags and "posture" in r.flags for r in phrase.event_roles)):
            continue
        for r in phrase.event_roles:
            if in_place and not (r.flags and "posture" in r.flags):
                continue
            rtype = r.type
            if rtype == "cue":
                if start in named and words[start] in lexicon.titles:
                    continue  # a capitalised title before a name is no cue ("Coach Halvard
                    # eats", "Nurse Kim reads"): the coach's teaching is no report
                if (phrase.mention == "person" or r.kind == "witness") and start \
                        and words[start - 1] in _NOUN_MARKERS:
                    continue  # "the coach" is a person, not a cue ("coach" a team); "the
                    # watch on the bridge", "the pass" are nouns, not seeing
                if r.kind == "witness" and start and words[start] == "watch" \
                        and words[start - 1] in _DUTY_WATCH_BEFORE:
                    continue  # "comes off watch and eats", "is off watch and asleep in her
                    # bunk", "on watch": a crew's duty, a noun, not seeing
                if r.kind == "witness" and start and words[start - 1] in _WITNESS_NOUN_BEFORE:
                    continue  # "this time there's no quarrel", "every time", "next time": a
                    # singular determiner makes the cue a noun (a plural subject stays: "they
                    # all watch")
                if r.kind == "witness" and start > 1 and words[start - 2] in _NOUN_MARKERS \
                        and end - start == 1 and not words[start].endswith(("ing", "ed")) \
                        and _noun_modifier(lexicon, words, items, start - 1):
                    continue  # design choice (session 8): "after the night watch", "a quick
                    # look at": a determiner and a singular modifier make the cue a noun (not
                    # "the kids watch", "the men see": a plural subject and its verb)
                if r.kind == "witness" and end - start == 1 and start > 2 \
                        and not words[start].endswith(("ing", "ed")) \
                        and not (words[start].endswith("s") and not words[start].endswith("ss")) \
                        and _hyphen_compound_head(words, start):
                    continue  # "a twelve-hour watch", "the late-pass register": the head of a
                    # hyphenated compound after a determiner is a noun, not seeing
                if r.kind == "witness" and end - start == 1 and start \
                        and (start == 1 or words[start - 2] in _SEGMENT_ENDS) \
                        and end < len(words) and words[end] in _AFTER_NOUN_CUE \
                        and ((ph := _phrase_at(items, start - 1)) is None
                             or ph.types == _OBJECT_ONLY) \
                        and _bare_singular(lexicon, words[start - 1]):
                    continue  # session 10: "Bus pass in hand, you eat", "Wrist watch on, ...":
                    # a bare singular noun opening the sentence or a comma's part, then the cue
                    # and a preposition, is a compound noun (no subject stands bare there)
                if r.kind == "witness" and end + 1 < len(words) and (
                        words[end] in _RECIPROCAL_OBJECTS and words[end + 1] == "other"
                        or words[end] == "one" and words[end + 1] == "another"):
                    continue  # design choice (who did what): "Bjørn and Lucía take turns
                    # spotting each other on the bench press", "watch each other swim": seen
                    # among the cue's own subjects, so what follows is theirs, no one else's
                if r.kind == "planned" and words[start] in _LOOK_UP and end - start == 2 \
                        and words[start + 1] == "up" and end < len(words) \
                        and words[end] in _NO_LOOKUP_OBJECT:
                    continue  # "looks up from her phone", "looks up and smiles": raising the
                    # eyes, not looking something up
                if r.kind == "planned" and end - start == 1 and start \
                        and words[start - 1] in _NOUN_MARKERS and words[start] in _PLAN_NOUNS:
                    continue  # "is reading a book, sipping her tea", "against her will": a
                    # determiner makes the cue a noun, no plan
                cues.setdefault(seg.sent_of[start], []).append(
                    (start, r.kind or "", _BACK if "back" in r.flags else "anywhere" in r.flags,
                     r.level, r.window))
            elif rtype == "quantity":
                quantities.setdefault(seg.clause_of[start], []).append((start, r.weight, r.kind))
            elif rtype == "term":
                if end - start == 1 and start and words[start - 1] in _THING_OWNERS \
                        and r.kind in _ACTIVITY_KINDS and _plural_of(words[start], r.base):
                    continue  # "ties the canoes up", "waxing his skis": things named after
                    # the activity
                if end - start == 1 and r.kind in _ACTIVITY_KINDS and words[start] == r.base \
                        and _modifies(words, end):
                    continue  # "the ski-resort staff quarters", "the canoe's gunwale"
                if r.flags and "addressed" in r.flags and (
                        end < len(words) and words[end].endswith(("self", "selves"))
                        or words[start] in lexicon.speech_verbs and (_no_company_told(
                            people, words, seg, start, end, lexicon.occupations,
                            kinds[r.kind or ""].served if r.kind in kinds else frozenset(),
                            kinds[r.kind or ""].served_always if r.kind in kinds
                            else frozenset())
                            or r.kind in kinds and _excuse_told(
                                kinds[r.kind or ""].told_excuses, words, seg, end))):
                    # "muttering to herself": speech aimed at nobody else; "told the newcomer
                    # to sit down", "tells the GP she has a cough": an order, a report at work;
                    # "I told Grandma I'd been to the gym, but I never went": an excuse
                    continue
                weight = r.weight
                spec = kinds.get(r.kind or "")
                if spec is not None and spec.joint_verbs and end - start == 1 \
                        and (rests := spec.joint_verbs.get(words[start])) \
                        and _guided_through(people, words, start, end, rests):
                    continue  # "talking her driver through fuel-saving targets": guidance
                if spec is not None and spec.ringers and words[start] in spec.ringers \
                        and (end - start == 1 or words[start + 1] == "to") \
                        and _device_named(words, start):
                    continue  # "restores her old phone to factory settings": the device itself
                if spec is not None and spec.written and written_in and _one_way(
                        spec, people, words, seg, start, end, lexicon.auxiliaries,
                        lexicon.governors, replied):
                    continue  # "texts that she broke her toe", "a postcard from her cousin
                    # tells Hinewai": a message one way, no company (design choice, session 8)
                if words[end - 1] == "called" and end - start > 1 \
                        and _named_thing(words, start):
                    continue  # "a promo video called 'Thunderstorm Deals'": a title, no call
                if spec is not None and spec.not_before and end < len(words) and (
                        words[end] in spec.not_before or words[end] == "-"
                        and end + 1 < len(words) and words[end + 1] in spec.not_before
                        or spec.subject == "situation" and words[end] in _QUOTE_MARKS
                        and end + 1 < len(words) and words[end + 1] in spec.not_before):
                    continue  # "the flood-relief group", "an earthquake drill": a thing
                    # (a threat's word as a quoted title: "the 'Firestorm' theme")
                if spec is not None and spec.waiting_reach \
                        and _wait_after(spec, words, seg.sent_of, end):
                    continue  # "sits by the stove waiting for the buuz": a wait, no rest
                if spec is not None and spec.after_effort_links and start \
                        and _after_effort(spec, words, seg.sent_of, start, candidates):
                    continue  # "swims to the buoy and back, then floats on her back"
                if spec is not None and spec.companion_yields_to and start \
                        and end < len(words) and _TAG_CLOSE.get(words[start - 1]) == words[end]:
                    continue  # "[chat] Kenji: just did 5k", "Anu (chat): ...": a medium's tag
                    # alone in brackets names where a message was posted, no talk by itself (a
                    # chat of two speakers is company through its turns)
                if spec is not None and spec.not_before and spec.joint_verbs \
                        and end < len(words) and words[end] == "at" \
                        and words[end - 1] in lexicon.person_after.get("at", ()) \
                        and _aimed_at_a_thing(spec.not_before, words, end):
                    continue  # "laughs at the name stencilled on the rover", "laugh at the
                    # caterer's chalkboard": amused by a thing, no one shared it
                if spec is not None and spec.settled and start and _settled(spec.settled, words,
                                                                              start):
                    continue  # "settle the quarrel over their fence": the row is ended
                if spec is not None and spec.rides and not spec.rides.isdisjoint(vocab) \
                        and _for_a_ride(spec, words, end):
                    continue  # "sprinted for the shuttle", "jogged off to catch the ferry"
                if spec is not None and spec.subject == "experiencer" and end - start == 1 \
                        and start and words[start - 1] in _THING_DETERMINERS \
                        and _thing_participle(words, items, start, hurt):
                    continue  # "the burning warehouse", "a swollen river": a thing described
                if r.base in _ACHES and spec is not None and spec.subject == "experiencer" \
                        and _limb_ache(words, items, start, hurt, kinds):
                    continue  # "kneaded dough for three hours and my wrists are aching"
                if spec is not None and spec.subject == "experiencer" and end - start > 1 \
                        and words[end - 1] in _OWNER_WORDS \
                        and not _owned_part_after(words, items, end, hurt):
                    continue  # "a scratch on your car", "a cast on his statue": no body
                if spec is not None and spec.not_after and start and (
                        words[start - 1] == "'s" and any(
                            tuple(words[max(0, start - len(p)):start]) == p
                            for p in spec.not_after)
                        # one modifier between ("last summer's heat warning")
                        or start > 1 and words[start - 2] == "'s" and words[start - 1].isalpha()
                        and any(tuple(words[max(0, start - 1 - len(p)):start - 1]) == p
                                for p in spec.not_after)
                        # a phrase not ending in "'s", right before the term ("slept through
                        # the storm"): lived through unharmed
                        or words[start - 1] in spec.not_after_ends and any(
                            start >= len(p) and tuple(words[start - len(p):start]) == p
                            for p in spec.not_after_ends[words[start - 1]])):
                    continue  # "the old one snapped in last week's storm": past
                if spec is not None and spec.subject == "situation" and start \
                        and _reading(words[start - 1]) is not None \
                        and _body_reading(kinds, words, start - 1):
                    continue  # "her fever is 39 °C and rising": a body's reading, no threat
                if chores is not None and r.kind == chores.kind and start > 1 \
                        and _slept_on(items, idx, words, seg.clause_of):
                    continue  # "asleep face-down on his lecture notes": what he lies on
                if spec is not None and spec.time_heads and words[end - 1] in spec.time_heads \
                        and _named_as_time(spec, words, start, end):
                    continue  # "After three night shifts, Ignacio sleeps", "her shift ended"
                if chores is not None and r.kind == chores.kind and (
                        end - start > 1 and words[end - 1] in chores.household
                        and _chore(chores, words, seg, start, start + 1, end)
                        or end - start == 1 and end < len(words)
                        and (words[end] in _ARTICLES or words[end] in _OWNER_WORDS)
                        and _chore(chores, words, seg, start, end, min(
                            end + 6, bisect_right(seg.clause_of, seg.clause_of[start], end)))):
                    continue  # "mend the tear in your coat sleeve", "sorts the post at the
                    # kitchen table": a trade's word on a household thing, a chore
                if spec is not None and spec.subject == "situation" and start \
                        and words[start - 1] in _OWNER_WORDS \
                        and _observers_own_thing(people, start - 1):
                    continue  # "Tadeo sharpens his knife", "you stoke your fire": a tool
                if spec is not None and spec.figurative and start > 1 \
                        and words[start - 1] == "on" and words[start] in spec.figurative \
                        and _figure_of_speech(spec, people, words, start - 2):
                    continue  # "my thighs are on fire", "the striker is on fire tonight"
                if spec is not None and spec.benign is not None \
                        and (_benign_threat(spec.benign, r.base, words, seg, start, end)
                             or spec.captive and _titled_work(spec.captive, words, end)):
                    continue  # "flooded with light", "the smoke from the grill", "a plate
                    # smashes" heard through the wall, "a burglary back in 2015"
                if spec is not None:  # "eat a handful of crackers": the object scales it
                    obj = _find_object(items, idx, r.kind or "", spec.window, words)
                    if obj is not None:
                        weight *= obj[0].weight
                flags = r.flags
                if flags and "addressed" in flags and spec is not None \
                        and spec.subject == "shared" and _told_the_owner(people, seg, start, end):
                    flags = flags | _TO_OWNER  # "Arvid's grandfather describes the winter"
                # a ``yields`` term ("together") gives way like a companion word
                (companions if "yields" in r.flags else candidates).append(
                    _Candidate(r.kind or "", start, (start, end), weight, r.base, flags,
                               agentive=phrase.agentive or (
                                   spec is not None and spec.subject == "shared"
                                   and _described_person(people, words, start, end))))
                if spec is not None and spec.list_objects:
                    _list_candidates(candidates, items, idx, r.base, spec.list_objects, seg,
                                     words, r.kind or "", specs=kinds)
            elif rtype == "verb" or rtype == "task":
                if r.base == "have" and end < len(words) and words[end].endswith(_PERFECT_ENDS) \
                        and _acts_at(items, end):
                    continue  # "has worked twelve hours": an auxiliary, not a light verb
                if phrase.mention == "person" and start and words[start - 1] in _NOUN_MARKERS:
                    continue  # "the nurses were drinking": after a determiner, the people
                    # ("she nurses a juice" is the verb)
                if start in named:
                    continue  # "Nurse Kim drinks", "Mark hauls hay bales": a name, no verb
                if rtype == "task":
                    if start and _not_a_task(words, start):
                        continue
                    obj = None  # a task takes no object: only its setting makes it the kind's
                else:
                    obj = _find_object(items, idx, r.kind or "", r.window, words)
                    if obj is None and start > 1 and kinds.get(r.kind or "") is not None \
                            and kinds[r.kind or ""].subject == "experiencer":
                        obj = _passive_object(items, idx, r.kind or "", words,
                                              lexicon.degree_words)
                if obj is not None and (vspec := kinds.get(r.kind or "")) is not None \
                        and vspec.verb_objects and r.base in vspec.verb_objects \
                        and obj[0].base not in vspec.verb_objects[r.base]:
                    obj = None  # a verb with its own objects: "calls you back" is no insult
                if obj is not None and (pspec := kinds.get(r.kind or "")) is not None \
                        and pspec.object_stops and obj[1][0] > end \
                        and _object_placed(pspec, words, end, obj[1][0]):
                    obj = None  # "a crack above her head": where the crack is
                if obj is not None and (aspec := kinds.get(r.kind or "")) is not None \
                        and aspec.adverb_parts and words[obj[1][0]] in aspec.adverb_parts \
                        and _person_moved(people, words, obj[1][0]):
                    obj = None  # "pulls the kids back": the way they are moved
                if obj is not None:
                    orole, (ostart, oend) = obj
                    if (nspec := kinds.get(r.kind or "")) is not None and nspec.object_not_before \
                            and oend < len(words) and words[oend] in nspec.object_not_before:
                        continue  # "has paid the water bill", "the empty seats with your
                        # coffee going cold": a compound's thing, or a drink left alone
                    if nspec is not None and nspec.waiting_reach \
                            and _wait_after(nspec, words, seg.sent_of, max(end, oend)):
                        continue  # "sits on the sofa waiting for the pizza": a wait, no rest
                    if nspec is not None and nspec.object_breaks and ostart > end \
                            and not nspec.object_breaks.isdisjoint(
                                words[end:ostart - 1] if words[ostart - 2] == "-"
                                else words[end:ostart]):
                        continue  # "doubled over since too much airag": a cause, not "over"'s
                        # ("the size of an egg": a measure; a break hyphened onto the
                        # object's modifier is part of its name: "a king-size burger")
                    if r.base == "have" and r.kind in _MEAL_KINDS and ostart > end < len(words) \
                            and len(words[end]) > 4 and words[end].endswith(_AUX_MEAL_ENDS) \
                            and not _waiting_cue_at(items, end):
                        continue  # "has cooked a curry", "had bought a loaf", "has asked the
                        # bartender for a gin": an auxiliary before another verb's food ("has
                        # fried rice": the participle is the food's own word, part of its name;
                        # "has ordered the pancakes": kept, awaited by the order's cue)
                    if r.base == "have" and r.kind in _MEAL_KINDS and ostart == end \
                            and oend - ostart == 1 and words[end].endswith("ed") \
                            and not orole.base.endswith("ed") and oend < len(words) \
                            and words[oend] in _NOUN_MARKERS:
                        continue  # "has wrapped a slice of cake in a napkin": a perfect's
                        # participle with its own object, not the food "wrap" (design choice)
                    if r.base == "have" and r.kind in _MEAL_KINDS and "from" in words[end:ostart]:
                        continue  # "has food poisoning from the suya he bought": what is had
                        # comes before "from", the food after it is where it came from
                    if (ospec := kinds.get(r.kind or "")) is not None and ospec.rides \
                            and not ospec.rides.isdisjoint(vocab) \
                            and _for_a_ride(ospec, words, end):
                        continue  # "runs to catch the train": "catch" is no game of catch
                    if chores is not None and r.kind == chores.kind and ostart > start \
                            and _chore(chores, words, seg, start, end, _noun_end(words, oend)):
                        continue  # "replacing a slate on the shed roof @ home": a chore
                    if chores is not None and r.kind == chores.kind and ostart > start \
                            and _object_elsewhere(kinds.get(r.kind or ""), items, idx, words,
                                                  ostart, oend):
                        continue  # "sets her gift on the present table", "checking the post
                        # room", "sorting place cards at the gift table": no task's object
                    # a passive's object comes first: the event is at the participle, where a
                    # negation before it ("isn't broken") reaches it
                    pos, span = (ostart, (start, oend)) if ostart > start else (start,
                                                                                (ostart, end))
                    # a ``yields`` object ("share a bottle of") gives way like a companion word
                    (companions if "yields" in orole.flags else candidates).append(
                        _Candidate(r.kind or "", pos, span, orole.weight,
                                   f"{r.base} + {orole.base}", orole.flags))
                    if ostart > start and "yields" not in orole.flags \
                            and (lspec := kinds.get(r.kind or "")) is not None \
                            and lspec.list_objects:
                        # the rest of the verb's list ("demolishes a full English, two hash
                        # browns and a banana milkshake": the milkshake is drunk), as a term's
                        oidx = next((k for k in range(idx + 1, len(items))
                                     if items[k][0] == ostart), None)
                        if oidx is not None:
                            _list_candidates(candidates, items, oidx, r.base,
                                             lspec.list_objects, seg, words, r.kind or "",
                                             counted=True, specs=kinds)
                else:
                    spec = kinds.get(r.kind or "")
                    if spec is None or spec.verb_objects and r.base in spec.verb_objects \
                            and rtype != "task":
                        continue  # a verb with its own objects needs one of them: "a cheese
                        # roll @ depot", "waits for the ferry @ port" are no load moved; a
                        # task verb ("kneading dough @ bakehouse") keeps its setting alone
                    if place and seg.sent_of[start] + 1 in seg.location \
                            and _place_holds(spec.verb_alone_at, place, words, skip):
                        if (phrase.objects or words[start].endswith("s")) and start \
                                and not _verb_slot(people, words, start, lexicon.auxiliaries):
                            continue  # a noun that is also a verb: "sipping lukewarm milk",
                            # a plural "buys a set of watercolour paints @ art supply shop"
                        if chores is not None and r.kind == chores.kind and chores.kin \
                                and _for_kin(chores, words, end, seg.clause_of):
                            continue  # "writing a postcard to her grandmother @ field
                            # station: library corner": a letter home, no task
                        if chores is not None and r.kind == chores.kind and (
                                r.base in chores.not_verbs
                                and _leisure_alone(items, idx, words, r, chores.runs)
                                or words[start].endswith("ed")
                                and _participle_in_progressive(words, seg, start)):
                            continue  # "Koa runs @ vineyard", "is runing hill repeets @
                            # vineyard": a leisure verb with no object or with another kind's
                            # term is that pastime; "is eating porchetta and grilled polenta @
                            # vineyard: wedding marquee": a participle naming the food
                        if chores is not None and r.kind == chores.kind \
                                and _personal_alone(words, start, end):
                            continue  # "is checking her phone @ vineyard: wedding marquee",
                            # "is finding her name on the seating plan": one's own things,
                            # a noun
                        if not _took_other(items, idx, r, words):
                            candidates.append(_Candidate(r.kind or "", start, (start, end),
                                                         lexicon.default_weight, r.base,
                                                         frozenset()))
                    elif spec.verb_alone_with:  # a context phrase in its clause may license it
                        loose.append((idx, r))
            elif rtype == "context":
                contexts.add((seg.clause_of[start], r.kind))
            elif rtype == "apart":
                apart.add((seg.clause_of[start], r.kind))
            elif rtype == "companion":
                if start and (words[start - 1] in _OWNER_WORDS or _owner_s(words, start - 1)) \
                        and end - start == 1:
                    continue  # "your phone buzzes", "her text", "Ana's phone buzzes: her son
                    # ...": a thing, not a call made
                    # ("his arm round his wife": a part of the body put round someone is)
                spec = kinds.get(r.kind or "")
                if spec is not None and start and (
                        words[start - 1] in spec.ringers
                        or words[start] in spec.ringers and words[start - 1] in _NOUN_MARKERS):
                    continue  # "by the time the bell rang", "the phone rings": a thing rings
                if spec is not None and spec.call_followers and end - start == 1 \
                        and r.base == "call" and _naming_called(spec, words, start) \
                        and (not any(m.end == start for m in people.all)
                             or _named_other(people, start + 1)):
                    continue  # "a game called 'Restaurant Tycoon'": a title, no call; "the
                    # postman, a cheerful man called Abe": a person's name, not the observer
                if end - start == 1 and start and words[start - 1] in _ARTICLES \
                        and any(p.index == start and p.what == "person" for p in people.all):
                    continue  # "the host hands him the bowl": a person named, no hosting
                if spec is not None and words[start] == "with" and start \
                        and words[start - 1] in spec.not_after_ends and any(
                            start >= len(p) and tuple(words[start - len(p):start]) == p
                            for p in spec.not_after_ends[words[start - 1]]):
                    continue  # "is angry with Tom", "fed up with her flatmates": a feeling
                    # about someone, no time spent with them
                m = _companion(people, start, end, r.window, seg.clause_of[start], words)
                if m is not None and words[start] == "with" and "from" in words[start + 1:m.index]:
                    continue  # "buzzes with messages from her friends", "arrives with a letter
                    # from Tom": a thing sent by someone, not someone there
                if m is not None and _bystander(spec, words, m):
                    continue  # "rides the lift with two strangers": people around
                if m is not None and m.what == "person" and _animal_companion(items, m) \
                        and (m.end >= len(words) or words[m.end] not in _JOINS_SUBJECT):
                    continue  # "walks home with the neighbours' dog", "cuddles the puppy": a
                    # beast is nobody to keep company with ("with the dog and her dad" keeps him)
                if spec is not None and spec.written and (
                        written_in and _one_way(spec, people, words, seg, start,
                                                m.end if m is not None else end,
                                                lexicon.auxiliaries, lexicon.governors,
                                                replied)
                        or m is not None and r.base == "call"
                        and _named_or_summoned(spec, words, m.end, lexicon.governors)):
                    continue  # "texts Keanu that ...", "calls you petty", "calls his son
                    # down for dinner": a message one way, a name, a summons (session 8)
                if m is not None:
                    if m.what == "person" and words[m.end - 1] in lexicon.occupations \
                            and words[end - 1] not in lexicon.governors \
                            and (m.end >= len(words) or words[m.end] not in _OWNER_MARKS):
                        # a call or a visit to someone at work is an errand ("phones the GP",
                        # not "the nurses' union"); "heard from the warden that ..." is news
                        # and "eats stew with the hut warden" company (design choice, session 8)
                        continue
                    if words[start] == "with" and m.subject == "self" \
                            and _thing_with_observer(people, words, start, m):
                        continue  # "the chairlift jolts to a stop, with Vlasta clinging to the
                        # bar", "the bus leaves with Ana on board": a thing's, no company
                    companions.append(_Candidate(r.kind or "", start, (start, m.end), r.weight,
                                                 r.base, r.flags))
                elif words[end - 1] not in lexicon.governors and not (
                        end < len(words) and words[end] in _OBJECT_DETERMINERS) \
                        and not _visit_to_a_place(people, words, end) \
                        and _observers_own(people, seg, start):
                    # "Gael's sister calls from Lisbon": a call nobody is named for is to the
                    # observer whose sister she is (and it is the activity: it yields to none)
                    candidates.append(_Candidate(r.kind or "", start, (start, end), r.weight,
                                                 r.base, r.flags | _TO_OWNER))
    if contexts:  # "grilling skewers for the lunch crowd": a context licenses the clause's verbs
        for idx, r in loose:
            start, end = items[idx][0], items[idx][1]
            if (seg.clause_of[start], r.kind) in contexts \
                    and not _took_other(items, idx, r, words):
                candidates.append(_Candidate(r.kind or "", start, (start, end),
                                             lexicon.default_weight, r.base, frozenset()))
    if loose and chores is not None and not chores.businesses.isdisjoint(vocab):
        # "folds the bread cloths at the stall", "sweeps the floor of the bakery": a
        # kitchen, bar or deck task told at a business open to the public is its staff's
        for idx, r in loose:
            start, end = items[idx][0], items[idx][1]
            if r.type == "task" and r.kind == chores.kind \
                    and _business_locative(chores, words, seg.clause_of, start, end) \
                    and not _took_other(items, idx, r, words):
                candidates.append(_Candidate(r.kind or "", start, (start, end),
                                             lexicon.default_weight, r.base, frozenset()))
    retired = lexicon.status_activity.not_roles if lexicon.status_activity is not None \
        else frozenset()
    for start, end, base in jobs:
        if retired and _job_given_up(words, start, retired):
            continue  # "Mara is a retired nurse", "a former miner": no job now
        if base:
            if _apposition_at_leisure(words, start, end, candidates):
                continue  # "Ana, the photographer, eats a plate of pakoras": who she is, and
                # what she does is a meal, not the job
            candidates.append(_Candidate("work", start, (start, end), lexicon.default_weight,
                                         base, frozenset()))
        else:  # a renaming apposition's role phrase ("the midwife on shift"): who, not a task
            candidates = [c for c in candidates if c.kind != "work" or not start <= c.pos < end]
    for kind, spec in kinds.items():  # "swapping tour stories with the cellist"
        if spec.exchange_verbs and not spec.exchange_verbs.keys().isdisjoint(vocab):
            candidates += _exchanges(kind, spec, words, lexicon.default_weight)
    if not lexicon.sharing_verbs.isdisjoint(vocab):  # "Otto and the crew share fish and chips"
        for kind, spec in kinds.items():
            if spec.joint_kinds:
                companions += _shared_meal_company(kind, spec.joint_kinds, lexicon.sharing_verbs,
                                                   candidates, companions, seg)
    for kind, spec in kinds.items():  # "then you both had a beer": company at the beer
        # a meal kept company over ("Aroha and her ex divide up the furniture over a cup of
        # tea") is a yielding term: among the companions, an activity of the joint subject too
        shared = [c for c in chain(candidates, companions) if c.kind in spec.joint_kinds] \
            if spec.joint_kinds else []
        if shared or spec.joint_verbs and not spec.joint_verbs.keys().isdisjoint(vocab) \
                and _joint_opener(people, words, spec.joint_words):
            companions += _joint_candidates(kind, spec, shared, people, seg, words)
    if "against" in vocab:  # "plays chess against the station computer": no partner
        for kind, spec in kinds.items():
            if spec.not_before and spec.companion_yields_to:
                candidates = [c for c in candidates if c.kind != kind
                              or not _against_a_thing(spec.not_before, words, c.span[1])]
    for kind, spec in kinds.items():  # "he landed on the crash mat and laughed": alone
        if spec.joint_verbs and any(c.kind == kind for c in candidates):
            candidates = _drop_alone(kind, spec.joint_verbs, candidates, people, seg, words,
                                     items)
        if spec.joint_kinds and "split" in lexicon.sharing_verbs \
                and not lexicon.sharing_verbs.isdisjoint(vocab):
            # "Ifeoma is splitting the first scone, piling on jam": cut open, not shared
            candidates = _split_alone(kind, candidates, people, seg, words)
            companions = _split_alone(kind, companions, people, seg, words)
    for kind, spec in kinds.items():  # "tells Rafael over the radio": the job's talk line
        if spec.line_channels and not spec.line_channels.isdisjoint(vocab) \
                and any(c.kind == kind for c in chain(candidates, companions)) \
                and (lines := _talk_line_sents(spec.line_channels, words, seg)):
            candidates = [c for c in candidates
                          if not _told_on_line(c, kind, spec.line_told, lines, seg)]
            companions = [c for c in companions
                          if not _told_on_line(c, kind, spec.line_told, lines, seg)]
    for kind, spec in kinds.items():  # "a waitress chats with the tourists": her service
        if spec.served and any(c.kind == kind for c in chain(candidates, companions)):
            _drop_service(kind, spec.served, candidates, companions, people, seg, words,
                          lexicon.occupations, spec.served_always)
    if apart:  # "files out with her colleagues" in a fire drill: moved along, no company
        companions = [c for c in companions if (seg.clause_of[c.pos], c.kind) not in apart]
        candidates = [c for c in candidates if not (
            (seg.clause_of[c.pos], c.kind) in apart and words[c.span[0]] == "with")]
    if companions:  # "spar with Rui": the companion belongs to the clause's other activity
        busy: dict[int, set[str]] = {}
        played: dict[int, set[str]] = {}  # a clause's term bases ("table tennis", "dance")
        denied: list[_Candidate] = []  # "there's no quarrel", "nobody raises their voice"
        for c in candidates:
            if _denied_activity(c, cues.get(seg.sent_of[c.pos], ()), seg):
                denied.append(c)
                continue
            busy.setdefault(seg.clause_of[c.pos], set()).add(c.kind)
            played.setdefault(seg.clause_of[c.pos], set()).add(c.term)
        for b in denied:  # the denied verb's own partner ("doesn't argue with her mother")
            for c in companions:
                if c.kind != b.kind and b.span[1] <= c.pos <= b.span[1] + _DENIED_PARTNER_REACH:
                    busy.setdefault(seg.clause_of[c.pos], set()).add(b.kind)
        for c in companions:
            spec = kinds.get(c.kind)
            yields = spec.companion_yields_to if spec else frozenset()
            if spec is not None and spec.pastimes \
                    and not spec.pastimes.isdisjoint(played.get(seg.clause_of[c.pos], ())):
                yields = _pastime_yields(spec, candidates, seg.clause_of[c.pos], seg)
            if "\u2014" in vocab or "\u2013" in vocab:
                aside = _before_aside(words, seg, c.pos)
                if aside >= 0 and yields & busy.get(aside, set()):
                    # "argues — loudly — with her mother-in-law": a short aside between dashes
                    # leaves the companion in the clause of the verb before it (design choice)
                    continue
            if yields & busy.get(seg.clause_of[c.pos], set()) and _only_reported(
                    c, yields, candidates, cues.get(seg.sent_of[c.pos], ()), seg, words):
                candidates.append(c)  # "phones Pablo to say she's too ill to come climbing"
            elif not yields & busy.get(seg.clause_of[c.pos], set()):
                candidates.append(c)
    return candidates, cues, quantities


# tokens from a negation cue to the activity it denies, and from that activity to a companion
# word that is still its own partner ("doesn't argue with her mother": the argument's "with")
_DENIAL_REACH = 3
_DENIED_PARTNER_REACH = 2


def _denied_activity(c: _Candidate, cues: Any, seg: _Segments) -> bool:
    """Is candidate ``c`` denied by a negation cue at most ``_DENIAL_REACH`` tokens before it in
    its clause ("there's no quarrel", "nobody raises their voice", "without one raised
    voice")? Design choice (from the labelled sets): an activity denied does not fill its
    clause, so company kept there stays ("there's no quarrel: he and Driss share a plate of
    chebakia", "settle it calmly over a dish of olives, without one raised voice"); the
    denied verb's own partner still gives way to it ("doesn't argue with her mother")."""
    cl = seg.clause_of[c.pos]
    return any(ctype == "negation" and 0 < c.pos - ci <= _DENIAL_REACH
               and seg.clause_of[ci] == cl for ci, ctype, *_ in cues)


# dashes that set off an aside ("argues — loudly — with her mother-in-law"), and the most words
# an aside between two of them may have while the clause around it goes on ("— loudly —", "–
# for the third time today –" is five)
_ASIDE_DASHES = frozenset({"\u2014", "\u2013"})
_ASIDE_WORDS = 5


def _before_aside(words: list[str], seg: _Segments, pos: int) -> int:
    """The clause of the words before a short aside between dashes (``_ASIDE_DASHES``, at most
    ``_ASIDE_WORDS`` words) that ends right before the clause of token ``pos`` ("Chidinma argues
    — loudly — with her mother-in-law": the clause of "argues" for "with"); -1 when that clause
    does not open after such an aside."""
    cl = seg.clause_of[pos]
    k = pos
    while k > 0 and seg.clause_of[k - 1] == cl:
        k -= 1
    if k < 2 or words[k - 1] not in _ASIDE_DASHES:
        return -1
    for j in range(k - 2, max(-1, k - 3 - _ASIDE_WORDS), -1):
        if words[j] in _ASIDE_DASHES:
            return seg.clause_of[j - 1] if j > 0 and words[j - 1].isalpha() else -1
        if not words[j].isalpha():
            return -1
    return -1


# what a split joint verb may take after its particle and still be company: the matter
# itself, a pronoun ("he talks her through it", "talks them through this")
_TALKED_THROUGH_MATTERS = frozenset({"it", "this", "that", "them", "everything"})


def _guided_through(people: _People, words: list[str], start: int, end: int,
                    rests: tuple[tuple[str, ...], ...]) -> bool:
    """Is the one-word term at ``[start, end)`` the first word of a two-word joint verb (the
    kind's ``joint_verbs``: "talk through") split by a listener, with a task or a matter
    named by a noun phrase after the particle ("Chloé is talking her driver through
    fuel-saving targets", "talks the trainee through the airlock checks")?

    Design choice (from the labelled sets): one person talked through a task by another is
    guided, the job's or the helper's talk, not company; the joint verb done together ("Kenji
    and the captain talk through the penalty") and a listener talked through "it" (comfort in
    a crisis: "she panics and he talks her through it") keep their company."""
    n = len(words)
    for m in people.all[bisect_right(people.indices, start):]:
        if m.index > end + 2:
            break
        if m.index < end or m.possessive:
            continue
        p = m.end
        if p + 1 < n and any(len(r) == 1 and words[p] == r[0] for r in rests) \
                and words[p + 1].isalpha() and words[p + 1] not in _TALKED_THROUGH_MATTERS:
            return True
    return False


def _shared_meal_company(kind: str, joint_kinds: frozenset[str], sharing: frozenset[str],
                         candidates: list[_Candidate], companions: list[_Candidate],
                         seg: _Segments) -> list[_Candidate]:
    """Company of ``kind`` (socialize) at each meal or drink shared: a candidate of one of
    ``joint_kinds`` (eat, drink) whose term is a sharing verb (``subjects.sharing_verbs``, every
    form in ``sharing``) + its food ("share + fish and chips", "share + cheese", "share + beer"),
    not already a candidate of ``kind`` at the same words. Like the kind's own ``share +
    bottle of`` it yields: it gives way to work or exercise in its clause and is whoever ate or
    drank it's, so strangers sharing a pizza keep it theirs. Design choice (session 13): any
    food or drink shared is eaten or drunk in company, not only the dishes the kind's own share
    objects list."""
    have = {c.span for c in chain(candidates, companions) if c.kind == kind}
    out = []
    for c in candidates:
        if c.kind in joint_kinds and _shared_meal_term(c.term, sharing) and c.span not in have:
            have.add(c.span)
            out.append(_Candidate(kind, c.pos, c.span, c.weight, c.term,
                                  frozenset({"yields"})))
    return out


def _shared_meal_term(term: str, sharing: frozenset[str]) -> bool:
    """Is ``term`` a sharing verb + its food or drink ("share + fish and chips")?"""
    return term.partition(" + ")[0] in sharing


def _pastime_yields(spec: KindSpec, candidates: list[_Candidate], clause: int, seg: _Segments
                    ) -> frozenset[str]:
    """The kinds a companion of ``spec``'s kind in ``clause`` yields to when the clause plays one
    of the kind's ``pastimes`` (a term base of another kind: ``dance``, ``table tennis``): only
    those that some other candidate of the clause, not a pastime, names ("dances with the
    groom", "plays squash with Dev": the partner is company too; "jogs and plays squash with
    Dev": still yields to the jog).

    Design choice (from h36-005, x3-025, x3-080, r43-040): a game played against a
    partner or a dance with one is spent with them; a workout or a team sport done alongside
    others is not (``football with the boys``, ``box with your coach``, ``snorkelling with her
    sister``: the labelled sets' exercise only)."""
    return spec.companion_yields_to & frozenset(
        c.kind for c in candidates
        if seg.clause_of[c.pos] == clause and c.term not in spec.pastimes)


def _exchanges(kind: str, spec: KindSpec, words: list[str], weight: float
               ) -> list[_Candidate]:
    """Candidates of ``kind`` for words traded: a form of one of ``spec.exchange_verbs``, not
    after a determiner ("the trade news"), then at most ``spec.exchange_window`` words (no
    punctuation but quotation marks), then one of ``spec.exchange_objects`` ("swapping tour
    stories", "exchange greetings", "trade a quick 'Tashi delek'": the quotation mark is the
    greeting). The term is ``<verb base> + <object>`` (``+ greeting`` for a quotation mark); the
    span runs from the verb to the object.

    Design choice (r69-140, h28-015, h29-017): trading stories, news or greetings is
    talk between the traders; what is traded in anger ("exchange words", "insults") is the
    conflict kind's and no object here."""
    out = []
    for i, w in enumerate(words):
        if w not in spec.exchange_verbs or i and words[i - 1] in _NOUN_MARKERS:
            continue
        for t in range(i + 1, min(i + 2 + spec.exchange_window, len(words))):
            if words[t] in spec.exchange_objects:
                out.append(_Candidate(kind, i, (i, t + 1), weight,
                                      f"{spec.exchange_verbs[w]} + "
                                      f"{words[t] if words[t][0].isalnum() else 'greeting'}",
                                      frozenset()))
                break
            if not words[t][0].isalnum():
                break
    return out


def _for_a_ride(spec: KindSpec, words: list[str], end: int) -> bool:
    """Is the term ending at token ``end`` aimed at a ride: then, through the kind's
    ``ride_fillers`` only, one of its ``ride_links`` and one of its ``rides`` ("sprinted for the
    shuttle", "jogged off to catch the ferry", "races after the last tram")?

    Hurrying to catch a vehicle is no workout (design choice: r68-126, r69-126); a
    ride word with no link before it ("jogs past the bus station") or after any other word
    ("runs for an hour before the bus") keeps the event. At most eight tokens are read."""
    linked = False
    for t in range(end, min(end + 8, len(words))):
        w = words[t]
        if linked and w in spec.rides:
            return True
        if w in spec.ride_links:
            linked = True
        elif w not in spec.ride_fillers:
            return False
    return False


# words that end the walk back from a term to what governs its noun phrase (:func:`_named_as_time`)
_TIME_WALK_STOPS = frozenset({"and", "or", "but", "while", "when", "as", "so", "then", "on", "in",
                              "at", "to", "for", "with", "during", "through", "into", "by"})


_TIME_PLACE_PREPS = frozenset({"at", "in", "on"})  # a place after a time head: "shift at the mill"
# an adverb inside a ``time_after`` phrase: "the migraine has finally lifted", "her shift is
# now over" (session 9)
_TIME_ADVERBS = frozenset({"completely", "fully", "finally", "now", "entirely", "totally",
                           "already", "long"})


# before a participle that describes the noun after it ("the burning warehouse")
_THING_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "its",
                                "their", "his", "her", "your", "my", "our", "some"})
_HURT_PARTICIPLE_ENDS = ("ing", "ed", "nt", "en", "ung")  # burning, bruised, burnt, stung
# nouns after such a participle that are felt, so the hurt stays ("a burning pain")
_FELT_NOUNS = frozenset({"pain", "pains", "sensation", "sensations", "feeling", "ache", "aches",
                         "itch", "sting", "throb", "agony"})


def _thing_participle(words: list[str], items: list[_Item], start: int,
                      hurt: Collection[str]) -> bool:
    """Is the one-word hurt term at token ``start`` (after a determiner) a participle that
    describes a thing named right after it ("the burning warehouse", "into the burning flat",
    "a swollen river", "the stinging nettles"), not a hurt: the next word a noun or adjective
    (alphabetic, not in -ly, no particle or preposition), neither a body part (an object of one
    of the experiencer kinds ``hurt``: "her swollen ankle", "his burnt hand") nor a felt noun
    ("a burning pain")? Design choice: a hurt word used of a thing is no
    one's injury; the fire itself is the danger kind's."""
    w = words[start]
    if not w.endswith(_HURT_PARTICIPLE_ENDS) or start + 1 >= len(words):
        return False
    nxt = words[start + 1]
    if not nxt.isalpha() or nxt.endswith("ly") or nxt in _FELT_NOUNS \
            or nxt in _TIME_WALK_STOPS or nxt in _THING_DETERMINERS:
        return False
    return not _body_part(items, start + 1, words, hurt)


_ACHES = frozenset({"ache"})  # a term felt in a part of the body (by its base)
# words between an aching part and its verb: "my wrists are still aching"
_ACHE_FILLERS = frozenset({"is", "are", "was", "were", "be", "been", "still", "both", "all",
                           "really", "badly", "already", "now", "have", "has", "had", "begin",
                           "begins", "began", "start", "starts", "started", "to"})


def _limb_ache(words: list[str], items: list[_Item], start: int, hurt: Collection[str],
               kinds: Mapping[str, KindSpec]) -> bool:
    """Is the ache term at token ``start`` felt in a limb or muscle, a body part (an object of
    one of the experiencer kinds ``hurt``) named just before it ("my wrists are aching", "arms
    aching", "his ribs still ache") or right after it ("with aching arms"), other than a
    sickness's part (head, ear, tooth: a kind's ``sick_parts``)? Design choice: a sore limb
    after work, a workout or a fall is no illness (the labelled sets' ill aches are all over,
    in the joints, bones or whole body)."""
    sick_parts = frozenset().union(*(sp.sick_parts for sp in kinds.values()))
    t = start - 1
    while t >= 0 and start - t <= 4 and words[t] in _ACHE_FILLERS:
        t -= 1
    return any(0 <= part < len(words) and words[part] not in sick_parts
               and _part_at(items, part, hurt) for part in (t, start + 1))


def _part_at(items: list[_Item], t: int, hurt: Collection[str]) -> bool:
    """Does a body part (an object of one of the kinds ``hurt``) start at token ``t``? Every
    item there is asked ("ribs" is a food too)."""
    k = bisect_left(items, t, key=_START_OF)
    while k < len(items) and items[k][0] == t:
        if not items[k][2].objects.keys().isdisjoint(hurt):
            return True
        k += 1
    return False


def _owned_part_after(words: list[str], items: list[_Item], end: int,
                      hurt: Collection[str]) -> bool:
    """Is a body part (an object of one of the experiencer kinds ``hurt``) named within three
    tokens after token ``end`` (a hurt term that ends in
    an owner word: "a scratch on his finger", "a cast on her left arm")? Design choice:
    such a term is a hurt only on a body ("a scratch on your car" is none)."""
    return any(_part_at(items, t, hurt) for t in range(end, min(end + 3, len(words))))


_FIGURE_REACH = 3  # link words between what is described and "on" ("is absolutely on fire")
_FIGURE_PEOPLE = frozenset({"self", "person", "name", "third"})


def _figure_of_speech(spec: KindSpec, people: _People, words: list[str], t: int) -> bool:
    """Does a ``spec.figurative`` term right after "on" (token ``t + 1``) describe a body or a
    person? Walking back from ``t`` over up to ``_FIGURE_REACH`` of ``spec.figurative_links``
    (a copula, a verb of feeling, an adverb), the word reached is one of ``spec.bodies`` ("my
    thighs are on fire", "with her lungs on fire") or ends a person's mention that is neither
    an owner nor an object ("the striker is on fire tonight", "you were on fire out there").
    Design choice (s9): a body or a person "on fire" is effort or form far more often than a
    blaze; a person needs a link word ("sets him on fire", "set Tom on fire" stay threats), and
    a place or a thing ("the kitchen is on fire") always stays one."""
    links = 0
    while t >= 0 and links < _FIGURE_REACH and words[t] in spec.figurative_links:
        t -= 1
        links += 1
    if t < 0:
        return False
    if words[t] in spec.bodies:
        return True
    if not links:
        return False
    k = bisect_left(people.indices, t + 1) - 1  # the last mention starting at or before t
    if k < 0:
        return False
    m = people.all[k]
    return m.end == t + 1 and m.what in _FIGURE_PEOPLE and not (m.possessive or m.objective)


_BENIGN_FIGURE = 3  # words after "of" or "with" to a figurative noun ("a flood of angry emails")
_BENIGN_REACH = 7  # words from a tame term to its source: "smoke rising from the neighbours' grill"
_BENIGN_STOPS = frozenset({",", ".", ";", ":", "!", "?", "and", "but"})
_TIMED_REACH = 8  # tokens from a term back to its opener ("after the long night at the factory")
# words that end the walk back from a term to its opener: a clause or another governor
_TIMED_STOPS = (_TIME_WALK_STOPS - {"at"}) | {"from", "into", "onto", "towards", "toward",
                                             "about", "before", "until", "if", "because"}
_TIMED_INSIDE = frozenset({"-", "'s", "'"})  # marks inside a noun phrase ("night-long")
# words that may end the term's noun phrase: a place, a time or a clause after it ("after the
# fire at the mill", "since the flood last May", "back from the fire and straight to bed")
_TIMED_ENDS = frozenset({"at", "in", "on", "near", "by", "of", "off", "and", "but", "to",
                         "last", "this", "that", "yesterday", "today", "earlier", "over",
                         "up", "out", "outside", "across", "with", "without"})
# a few auxiliaries between a term and a verb of its passing ("the storm has begun to die down")
_PASSING_FILLERS = frozenset({"has", "have", "had", "is", "was", "'s", "begun", "began", "begins",
                              "begin", "started", "starts", "start", "starting", "beginning",
                              "to", "will", "'ll", "finally", "slowly", "already", "now",
                              "gradually", "should", "might", "may", "could", "seems",
                              "seemed"})
_PASSING_REACH = 4  # the fillers a passing verb may follow


def _benign_threat(b: Benign, base: str, words: list[str], seg: _Segments, start: int,
                   end: int) -> bool:
    """Is the term ``base`` at ``words[start:end]`` made harmless by its phrase (``b``, a
    kind's ``benign`` section, :class:`engine.lexicon.Benign`)? True when: one of
    ``b.figurative`` comes within ``_BENIGN_FIGURE`` words after "of" or "with" right after
    the term, before a stop (``_BENIGN_STOPS``: "flooded with light", "a flood of angry
    emails"); a ``b.tame`` term has one of ``b.sources`` within ``_BENIGN_REACH`` words of it
    in its clause ("the smoke from the neighbours' grill", "cigarette smoke") or a ``b.drift``
    verb right after it ("the smoke curls up"); a ``b.sounds`` term has one of ``b.places``
    in its sentence ("through the thin wall you hear ... until a plate smashes"); or a year in
    digits (1900-2099) right after one of ``b.year_after`` stands in its sentence ("a
    burglary on their street back in 2015"). Design choice (s10): a threat word names a
    threat to those present now; in a figure, a hearth's smoke, another home's noise or a
    year gone by it names none. Each test starts from a set lookup, so a text without its
    words pays nothing more."""
    n = len(words)
    if end + 1 < n and (words[end] == "of" or words[end] == "with"):
        for w in words[end + 1:end + 1 + _BENIGN_FIGURE]:
            if w in b.figurative:
                return True
            if w in _BENIGN_STOPS:
                break
    if base in b.tame:
        cl = seg.clause_of[start]
        for k in range(max(0, start - _BENIGN_REACH), min(n, end + _BENIGN_REACH)):
            if words[k] in b.sources and seg.clause_of[k] == cl:
                return True
        rests = b.drift.get(words[end]) if end < n else None
        if rests and any(tuple(words[end + 1:end + 1 + len(r)]) == r for r in rests):
            return True
    sent_of = seg.sent_of
    if base in b.sounds:
        sent = sent_of[start]
        lo, hi = bisect_left(sent_of, sent), min(n, bisect_right(sent_of, sent))
        for k in range(lo, hi):
            if words[k] in b.place_firsts and any(
                    tuple(words[k:k + len(p)]) == p and k + len(p) <= hi for p in b.places):
                return True
    if b.openers and _named_as_past(b, words, start, end):
        return True
    if b.year_after:
        sent = sent_of[start]
        for k in range(bisect_left(sent_of, sent) + 1, min(n, bisect_right(sent_of, sent))):
            w = words[k]
            if len(w) == 4 and w.isdigit() and "1900" <= w < "2100" \
                    and words[k - 1] in b.year_after:
                return True
    return False


_TITLE_MARKS = frozenset({"!", "?"})  # marks a title may end with ("Avalanche!")
_APPOSITION_WORK_REACH = 3  # words from the article of an apposition to the work it names


def _titled_work(works: frozenset[str], words: list[str], end: int) -> bool:
    """Is the term ending at ``end`` a title, told by an apposition right after it that names
    a work (``works``: ``danger.near_miss.captive``, a game, a film, a book, a show): the
    term, at most one of ``_TITLE_MARKS``, a comma, an article and, within
    ``_APPOSITION_WORK_REACH`` words, the work ("plays Avalanche!, a board game from the chalet
    cupboard", "reads Storm Front, a thriller")? Design choice: a work's name is no threat."""
    n = len(words)
    k = end + 1 if end < n and words[end] in _TITLE_MARKS else end
    if k + 1 >= n or words[k] != "," or words[k + 1] not in _ARTICLES:
        return False
    return any(w in works for w in words[k + 2:k + 2 + _APPOSITION_WORK_REACH])


def _named_as_past(b: Benign, words: list[str], start: int, end: int) -> bool:
    """Is the threat term at ``words[start:end]`` named as a time gone by or told as passing
    (``b``: a kind's ``benign`` section)? True when its noun phrase follows one of
    ``b.openers`` (within ``_TIMED_REACH`` words back, no clause word or other governor
    between: ``_TIMED_STOPS``) and ends right after the term or after one of ``b.heads``
    ("sleeps after the long night at the factory fire", "the long drive back from the
    moorland fire", "After the night-long storm watch, Magnus sleeps"), not on a verb ("after
    the storm hits, they shelter"); or when one of ``b.ending`` follows the term, after at
    most ``_PASSING_REACH`` auxiliaries ("hopes the blizzard eases", "the storm has begun to
    die down"). Design choice: a threat over and done, or dying away, is none now."""
    n = len(words)
    k = end
    for _ in range(_PASSING_REACH + 1):
        if k >= n:
            break
        rests = b.ending.get(words[k])
        if rests is not None and any(tuple(words[k + 1:k + 1 + len(r)]) == r for r in rests):
            return True
        if words[k] not in _PASSING_FILLERS:
            break
        k += 1
    k = end + 1 if end < n and words[end] in b.heads else end
    if k < n and (words[k].isalnum() or words[k] in _TIMED_INSIDE) and words[k] not in _TIMED_ENDS:
        return False  # "after the storm hits": a clause, the threat told as it happens
    for t in range(start - 1, max(start - 1 - _TIMED_REACH, -1), -1):
        w = words[t]
        phrases = b.openers.get(w)
        if phrases is not None and any(t + 1 >= len(p) and tuple(words[t + 1 - len(p):t + 1]) == p
                                       for p in phrases):
            # a noun phrase opens on a determiner or a number ("after the storm", "to a
            # crash", "after three nights of fires"); a term holding a preposition is a state
            # ("after six hours stuck on the chairlift": the threat told in the span)
            return (words[t + 1] in _THING_DETERMINERS or words[t + 1] in _NUMBER_WORDS
                    or words[t + 1].isdigit()) and _TIME_WALK_STOPS.isdisjoint(words[start:end])
        if w in _TIMED_STOPS or w in _SUBJECT_FORMS or not (w.isalnum() or w in _TIMED_INSIDE):
            return False
    return False


def _named_as_time(spec: Any, words: list[str], start: int, end: int) -> bool:
    """Does the term at tokens ``[start, end)`` name a time (``spec.time_before`` before its noun
    phrase, at most seven tokens back: "after three night shifts", "between her two shifts",
    "comes off a double night shift", "mid-shift"; or a ``spec.time_after`` phrase right after
    it or after a place told after it: "her shift ended", "once the run of night shifts is
    over", "her shift at the mill begins")? Design choice (round 34): a
    shift told as when something else happens is over or ahead, not worked now. Session 9: an
    ailment (illness, injury) told as over is the same ("Benedikt's migraine has lifted", "the
    wound in his leg has healed", "is over the flu"): recovery, not the ailment now."""
    n = len(words)
    after = spec.time_after
    if end < n and words[end] in _TIME_PLACE_PREPS:
        # a place after the head comes between it and its verb, up to four tokens ("her
        # first shift at the bakery begins at four"; design choice, session 9)
        for t in range(end + 2, min(end + 6, n)):
            if words[t] in after:
                end = t
                break
            if words[t] in _TIME_WALK_STOPS or not words[t].isalnum() and words[t] != "'s":
                break  # "a shift at the bakery and starts": another predicate; an owner's
                # "'s" is in the place ("the rash on Wojciech's arms has faded", session 9)
    if end < n and words[end] in after and any(
            tuple(words[end + 1:end + 1 + len(rest)]) == rest
            or rest and end + 1 < n and words[end + 1] in _TIME_ADVERBS
            and tuple(words[end + 2:end + 2 + len(rest)]) == rest for rest in after[words[end]]):
        return True  # an adverb may split the phrase ("the rash has completely faded")
    for t in range(start - 1, max(start - 8, -1), -1):
        w = words[t]
        if w in spec.time_before:
            return True
        if w in _TIME_WALK_STOPS or w in _SUBJECT_FORMS or not (w.isalnum() or w == "-"):
            return False
    return False


def _only_reported(c: _Candidate, yields: frozenset[str], candidates: list[_Candidate],
                   cues: Any, seg: _Segments, words: list[str]) -> bool:
    """Are all the activities of ``yields`` in the clause of the companion candidate ``c``
    only told of, after a ``reported`` cue that follows it ("phones Pablo to say she's too ill
    to come climbing": the call is company, the climbing what is said)? Design choice, session
    8. A report cue at the companion itself counts too ("hears from Mei that Jun was sick": the
    hearing is company, the illness what is heard), and so does a colon after it in its sentence
    ("rings Tomasz with his blood results: it's glandular fever": the call is company, the
    fever what it tells; design choice: what follows the colon is the news brought) when the
    companion's partner is named before it ("Lucía's phone buzzes: the florist's van was
    rear-ended" names no caller before the colon: the phone is a thing, no call)."""
    says = [ci for ci, ctype, _, _, _ in cues if ctype == "reported" and ci >= c.pos]
    s = seg.sent_of[c.pos]
    colon = next((t for t in range(c.span[1], len(words))
                  if words[t] == ":" and seg.sent_of[t] == s), -1) if ":" in words else -1
    if colon >= 0 and (not says or colon < says[0]):
        says.insert(0, colon)
    if not says:
        return False
    cl = seg.clause_of[c.pos]
    return all(b.pos > says[0] for b in candidates
               if b.kind in yields and seg.clause_of[b.pos] == cl)


def _other_listener(people: _People, in_sent: Any, start: int, end: int, clause: int,
                    seg: _Segments) -> int:
    """The token of someone else a speech or company term at tokens ``start``-``end`` names as
    its listener in its clause, or -1: a person or name right after it, or after ``to``/``with``
    in it or within five tokens after it, past a determiner or a possessive (``tells another
    customer``, ``chatting over your head to her colleague``, ``gossiping with the
    receptionist``)."""
    words, clause_of = people.words, seg.clause_of
    n = len(words)
    if any(x.index == end and x.subject == "other" and x.what in ("person", "name")
           and not x.possessive for x in in_sent):
        return end  # "phones her parents": the pronoun is theirs
    if words[end - 1] in _OBJECTIVE or words[end - 1] == "you":
        return -1  # the term names its listener: "tells her their father had a stroke"
    at = end + (end < n and (words[end] in _OBJECT_DETERMINERS or words[end] == "another"))
    if any(x.index == at and x.subject == "other" and x.what in ("person", "name")
           and not x.possessive for x in in_sent):
        return at  # "tells his mate, at top volume, about ...": named before any comma
    if words[start] in _TELL_FORMS and (
            heard := next((x.index for x in in_sent if at < x.index <= at + _LISTENER_MODIFIERS
                           and x.subject == "other" and x.what in ("person", "name")
                           and not x.possessive and all(
                               w.isalpha() and w not in _LISTENER_STOPS or w == "'s"
                               for w in words[at:x.index])), -1)) >= 0:
        # design choice (who did what): a listener after modifiers, a title or an owner ("tells
        # the new waiter about the specials", "tells Mr Patel his results", "tells a patient's
        # family the news", "tells each player what to do") is the one told
        return heard
    if words[start] in _TELL_FORMS and end + 2 < n and words[end] in _ARTICLES \
            and words[end + 2] in ("that", "about") and words[end + 1].isalpha() \
            and not any(x.index == end + 1 and x.subject == "self" for x in in_sent):
        return end + 1  # "the baker tells a regular that ...": tell's first object listens
    at = end
    for t in range(start, min(end + 6, n)):
        if clause_of[t] != clause or words[t] in (",", ";"):
            return -1
        if words[t] in ("to", "with"):
            at = t + 1
            break
    if at < n and (words[at] in _OBJECT_DETERMINERS or words[at] == "another"):
        at += 1
    return at if any(x.index == at and x.subject == "other" and x.what in ("person", "name")
                     and not x.possessive for x in in_sent) else -1


def _verb_slot(people: _People, words: list[str], t: int, auxiliaries: frozenset[str]) -> bool:
    """Does token ``t`` stand where a verb stands: after an auxiliary, ``to``, a subject pronoun,
    a person or name, or ``and``/a comma (a second verb)? A word that is also an object noun
    ("milk", "oil") is a verb only there ("is milking @ dairy", not "sipping cold milk")."""
    before = words[t - 1]
    return before in auxiliaries or before in _SUBJECT_FORMS \
        or before in ("to", "and", ",", "then") \
        or any(m.end == t for m in people.all)


def _bare_then(words: list[str], clause_of: list[int], ci: int, c: _Candidate,
               lemmas: Mapping[str, tuple[str, ...]]) -> bool:
    """Is candidate ``c`` a bare verb right after ``and then``, in the clause after the witness
    cue at ``ci`` ("I watched my brother eat a pizza and then fall asleep")? With no subject of
    its own and no tense, it is still what was watched. Not after a bare witness verb: "you
    watch the kids swim and then go for a run" is the observer's present. Design choice,
    session 6."""
    start = c.span[0]
    if start > 3 and words[start - 1] == "and" and words[start - 2] in _GO_AND:
        start -= 2  # "and then go and be sick": the bare verb pair (round 33)
    return start > 1 and words[start - 1] == "then" and words[start - 2] in ("and", ",") \
        and clause_of[start] - clause_of[ci] in (1, 2) \
        and words[c.span[0]] == c.term.split(" ", 1)[0] \
        and words[ci] not in lemmas.get(words[ci], ())


_FRONTED_MEAL_REACH = 3  # words of food after a fronted meal's term ("over a bowl of soup")


def _joint_candidates(kind: str, spec: Any, candidates: list[_Candidate], people: _People,
                      seg: _Segments, words: list[str]) -> list[_Candidate]:
    """Events of ``kind`` (socialize) for joint subjects with the observer in them: a group (``the
    three of you``, ``we``), the observer's pronoun or name before one of ``spec.joint_words``
    (``you both``; ``the whole crew, Nerys included, sits down to``) or two people joined by
    ``and``, one the observer (``you and Greta``, ``Marta and
    I``), each the subject of an activity of ``spec.joint_kinds`` later in its clause with no
    other subject between ("you both had a beer"; not "you and Greta watch the kids eat"). The
    event lies at the activity, so its negation and mode are the activity's."""
    mentions = people.all
    out: list[_Candidate] = []
    n = len(mentions)
    covered = 0  # mentions before this index are members of a coordination already judged
    # only the observer's mentions can open a joint subject (picked in C: most are others')
    for h in compress(range(n), map("self".__eq__, map(_SUBJECT_OF, mentions))):
        if h < covered:
            continue
        m = mentions[h]
        k = covered = h + 1
        if m.possessive or m.governed or m.objective or m.quoted:
            continue
        start, end = m.index, m.end
        joint = m.subject == "self" and (
            m.what == "group" or m.what in ("self", "name") and end < len(words)
            and words[end] in spec.joint_words)
        # (session 8) a partner after a determiner and a modifier, as the coordination read it
        # ("you and the other miners sing"), shares only a pastime: "Vikram and the twins are
        # sprawled on the blanket" and "Hemi and the other caterer have eaten" are no company
        # (a hyphenated first part is the person word's own: "Ana and the sous-chef")
        lead = 2 if k < n and _hyphen_lead(words, mentions[k].index) else 0
        gapped = not joint and end < len(words) and words[end] == "and" and k < n \
            and mentions[k].subject == "self" and end + 1 < mentions[k].index - lead <= end + 3 \
            and all(w.isalpha() for w in words[end + 1:mentions[k].index - lead])
        if not joint and end < len(words) and words[end] == "and" and k < n \
                and not mentions[k].governed and (mentions[k].index == end + 1 or gapped):
            # "you and your cousin Marta": the partner runs on through adjacent mentions
            nxt = mentions[k]  # a coordination's members share its subject: self if one is
            member = nxt
            if nxt.possessive and nxt.what == "third" and k + 1 < n \
                    and (mentions[k + 1].index == nxt.end or mentions[k + 1].index == nxt.end + 2
                         and _hyphen_lead(words, mentions[k + 1].index)) \
                    and not mentions[k + 1].possessive:
                # "Ana and his friend the baker share a jug": an owner word that agrees with
                # someone else says whose friend, not who is in the pair; the owned person is
                # the member (the coordination gave it the pair's subject)
                member = mentions[k + 1]
            if m.subject == "self" and member.subject == "self":
                joint = True
                end = nxt.end
                while k + 1 < n and (mentions[k + 1].index == end or (
                        mentions[k + 1].index == end + 2 and mentions[k + 1].subject == "self"
                        and _hyphen_lead(words, mentions[k + 1].index)) or (
                        # an apposition with "the": "you and your neighbour the cooper"
                        mentions[k + 1].index == end + 1 and words[end] == "the"
                        and mentions[k + 1].what == "person"
                        and mentions[k + 1].subject == "self")):
                    k += 1
                    end = mentions[k].end
                k = covered = k + 1
        if not joint:
            continue
        if words[end] in spec.joint_words if end < len(words) else False:
            end += 1
        cl = seg.clause_of[start]
        act = None if gapped else min(
            (c for c in candidates if c.kind in spec.joint_kinds and c.span[0] >= end
             and seg.clause_of[c.pos] == cl), key=lambda c: c.span, default=None)
        if spec.joint_verbs:  # "you and Soraya catch up on the steps": a pastime done together
            act = _joint_verb(kind, spec, words, seg, end, cl, act)
        if act is None and not gapped and start > 1 and words[start - 1] == ",":
            # session 12: a meal or a drink fronted before the joint subject is theirs ("Over a
            # cup of tea, Femi and his neighbour plan the street party")
            # ("Over a bowl of soup, ...": the food after the term, a few words, is in it)
            fronted = next((c for c in candidates if c.kind in spec.joint_kinds
                            and start - 1 - _FRONTED_MEAL_REACH <= c.span[1] <= start - 1
                            and all(w.isalpha() for w in words[c.span[1]:start - 1])
                            and (c.span[0] == 0 or words[c.span[0] - 1] in _SENT_MARKS)), None)
            if fronted is not None:
                out.append(_Candidate(kind, fronted.pos, (fronted.span[0], end),
                                      fronted.weight, f"joint + {fronted.term}", _JOINT))
                continue
        if act is not None and not any(  # no other subject between: "watch the kids eat"
                end <= o.index < act.span[0] and not (o.possessive or o.governed or o.objective)
                for o in mentions[k:]):
            out.append(_Candidate(kind, act.pos, (start, act.span[1]), act.weight,
                                  f"joint + {act.term}", _JOINT))
    return out


def _joint_opener(people: _People, words: list[str], joint_words: frozenset[str]) -> bool:
    """Does a mention of the observer open a joint subject: a group ("the two of them" with the
    observer in it, "we") or the observer before ``and`` or a ``joint_words`` word?"""
    n = len(words)
    return any(m.subject == "self" and (m.what == "group" or m.end < n and (
        words[m.end] == "and" or words[m.end] in joint_words)) for m in people.all)


def _joint_verb(kind: str, spec: Any, words: list[str], seg: _Segments, end: int, cl: int,
                act: _Candidate | None) -> _Candidate | None:
    """The first of ``spec.joint_verbs`` in clause ``cl`` from token ``end`` (before ``act``, the
    first joint activity, if any), as a candidate of ``kind`` at that verb; else ``act``.
    Exceptions do not block it ("catch up on" is reading or sleep for one person, company for
    two: "you and Soraya catch up on the steps")."""
    n = len(words)
    stop = act.span[0] if act is not None else n
    clause_of, verbs = seg.clause_of, spec.joint_verbs
    j = end
    while j < stop and clause_of[j] == cl:
        rests = verbs.get(words[j])
        if rests is not None:
            for rest in rests:
                if tuple(words[j + 1:j + 1 + len(rest)]) == rest:
                    span = (j, j + 1 + len(rest))
                    return _Candidate(kind, j, span, 1.0, " ".join(words[span[0]:span[1]]),
                                      frozenset())
        j += 1
    return act


# the words before a talk line's channel ("over the radio", "on the team radio", "by radio")
_LINE_GOVERNORS = frozenset({"over", "on", "by", "via"})


def _talk_line_sents(channels: frozenset[str], words: list[str], seg: _Segments) -> set[int]:
    """The sentences holding a job's talk line: a channel word (``work_lines.channels``) with
    "over", "on", "by" or "via" at most three tokens before it ("over the radio", "on the team
    radio")."""
    return {seg.sent_of[t] for t in compress(range(len(words)), map(channels.__contains__, words))
            if not _LINE_GOVERNORS.isdisjoint(words[max(0, t - 3):t])}


def _told_on_line(c: _Candidate, kind: str, told: frozenset[str], lines: set[int],
                  seg: _Segments) -> bool:
    """Is ``c`` a ``kind`` candidate whose term opens with a telling verb (``told``) in a talk
    line's sentence ("Chloe tells Rafael over the radio")? Design choice: the job's
    instruction or news, no company; a chat there is still company."""
    return c.kind == kind and seg.sent_of[c.pos] in lines and c.term.split(" ", 1)[0] in told


def _drop_service(kind: str, served: frozenset[str], candidates: list[_Candidate],
                  companions: list[_Candidate], people: _People, seg: _Segments,
                  words: list[str], occupations: frozenset[str],
                  served_always: frozenset[str] = frozenset()) -> None:
    """Remove the ``kind`` candidates whose partner is someone served at work (a ``served``
    word: customers, guests, patients; not "the other guests") in a sentence where the subject
    is at work: it holds a work candidate or names the observer by an occupation ("Ana, a
    waitress, takes orders ... and chats with them", "the nurse Ana talks the patient
    through")."""
    if served_always and not served_always.isdisjoint(words):
        # "talks the caller through a reset": the service with no work named (a caller is met
        # only through a job)
        for group in (candidates, companions):
            group[:] = [c for c in group if c.kind != kind or not _near_always_served(
                words, seg, c.span[0], c.span[1], served_always)]
    sents = {seg.sent_of[c.pos] for c in candidates if c.kind == "work"}
    sents.update(m.sent for m in people.all if m.subject == "self" and m.what == "person"
                 and words[m.end - 1] in occupations)
    if not sents:
        return
    for group in (candidates, companions):
        group[:] = [c for c in group if c.kind != kind or seg.sent_of[c.pos] not in sents
                    or not _serves(people, words, c, served, seg)]


def _near_always_served(words: list[str], seg: _Segments, start: int, end: int,
                        served_always: frozenset[str]) -> bool:
    """Is one of ``served_always`` (a caller) within four tokens before the term at tokens
    ``[start, end)`` or three after it, in its clause, and no owner of someone else ("the
    caller's wife")? Then the talk is with or from someone met only through a job: "A caller
    tells Ximena ...", "keeps the caller talking", "talks the caller through a reset"."""
    clause_of, n = seg.clause_of, len(words)
    cl = clause_of[start]
    return any(words[t] in served_always and clause_of[t] == cl
               and not (t + 1 < n and words[t + 1] == "'s")
               for t in range(max(0, start - 4), min(n, end + 3)))


def _serves(people: _People, words: list[str], c: _Candidate, served: frozenset[str],
            seg: _Segments) -> bool:
    """Is the partner of ``c``, the first person named inside it or within three tokens after
    it (a pronoun: the latest person before it), one of ``served`` and no peer ("other",
    "fellow" before it)? With no one named after it, a ``served`` word earlier in its clause
    makes it the service: a call about a customer's matter ("troubleshooting a customer's home
    network over the phone"; design choice, session 13)."""
    mentions = people.all
    sent = seg.sent_of[c.pos]
    k = bisect_right(people.indices, c.span[0])
    if k >= len(mentions) or mentions[k].index > c.span[1] + 3 or mentions[k].sent != sent \
            or mentions[k].what == "thing":
        # no partner after it: a call about a served person's matter in its clause is the
        # service ("troubleshooting a customer's home network over the phone"), and so is a
        # served person kept talking ("keeps the caller talking while the map finds the
        # nearest pump": a thing after the term is no partner)
        clause, t = seg.clause_of[c.pos], c.span[0] - 1
        while t >= 0 and seg.clause_of[t] == clause:
            if words[t] in served:
                return True
            t -= 1
        return False
    m = mentions[k]
    if m.what == "third":  # "chats with them": the tourists
        m = next((o for o in reversed(mentions[:k]) if o.sent == sent and o.what == "person"
                  and not o.possessive), m)
    if m.subject == "self" or m.what != "person":
        return False
    return words[m.end - 1] in served and not {"other", "fellow"} & set(
        words[max(0, m.index - 2):m.end - 1])


def _aimed_at_a_thing(things: frozenset[str], words: list[str], at: int) -> bool:
    """Is what follows "at" (token ``at``) a thing: one of ``things`` (the kind's
    ``not_before``: a sign, a name, a photo) within the next four words, before any
    punctuation but a possessive ("laughs at the name someone stencilled", "laugh at the
    caterer's chalkboard")? Design choice: a laugh aimed at a thing is one's own amusement;
    one at someone's jokes, stories or face ("laughs at Cyril's terrible jokes") keeps its
    company."""
    for t in range(at + 1, min(len(words), at + 5)):
        if words[t] in things:
            return True
        if not words[t].isalpha() and words[t] != "'s":
            return False
    return False


def _against_a_thing(things: frozenset[str], words: list[str], end: int) -> bool:
    """Is the term ending before token ``end`` played against a thing: "against" within two
    words after it, then one of ``things`` (the kind's ``not_before``: a computer, an app, a
    bot) within the next four words, before any punctuation ("plays chess against the station
    computer", "playing chess against the computer on the day-room tablet")? Design choice
    (session 13): a game against a machine has no partner; one against a person keeps it."""
    n = len(words)
    k = next((k for k in range(end, min(n, end + 3)) if words[k] == "against"), -1)
    if k < 0:
        return False
    for t in range(k + 1, min(n, k + 5)):
        if words[t] in things:
            return True
        if not words[t].isalpha():
            return False
    return False


def _drop_alone(kind: str, joint_verbs: Mapping[str, tuple[tuple[str, ...], ...]],
                candidates: list[_Candidate], people: _People, seg: _Segments,
                words: list[str], items: list[_Item]) -> list[_Candidate]:
    """Drop the ``kind`` candidates whose term is one of the kind's ``joint_verbs`` (company
    only when done together: "laugh") when neither its sentence nor the one before names anyone
    but the observer and no "with" ends or follows it ("he landed on the crash mat and
    laughed"; design choice: "Tom tells a joke. Ana laughs.", "the two of them laugh" and
    "catching up with her party" keep it). An animal named there is nobody to share it with
    ("the snake in the honeywagon turns out to be a rubber one; Kagiso laughs once his heart
    slows down": alone)."""
    def joint(c: _Candidate) -> bool:  # not with a partner after it ("catching up with")
        if "with" in words[c.span[1] - 1:c.span[1] + 1]:
            return False
        rests = joint_verbs.get(words[c.span[0]])
        return rests is not None and any(
            tuple(words[c.span[0] + 1:c.span[0] + 1 + len(r)]) == r for r in rests)

    alone = [c for c in candidates if c.kind == kind and joint(c)]
    if not alone:
        return candidates
    sent_of = seg.sent_of
    animals = {end - 1 for _, end, phrase in items
               if "animal" in phrase.types and "person" not in phrase.types}
    company = {sent_of[m.index] for m in people.all
               if m.what != "thing" and not (m.subject == "self" and not m.plural
                                             and m.what in ("self", "name", "third"))
               and not (m.what == "person" and m.end - 1 in animals)}
    drop = {id(c) for c in alone
            if sent_of[c.pos] not in company and sent_of[c.pos] - 1 not in company}
    return [c for c in candidates if id(c) not in drop] if drop else candidates


# the sharing verb that also cuts a food open: its forms ("splitting the first scone")
_SPLIT_FORMS = frozenset({"split", "splits", "splitting"})
# words after a split that bring in whom it is shared with ("with the lads", "between them")
_SPLIT_PARTNERS = frozenset({"with", "between", "among", "amongst"})


def _split_alone(kind: str, group: list[_Candidate], people: _People, seg: _Segments,
                 words: list[str]) -> list[_Candidate]:
    """``group`` without the ``kind`` (socialize) events at a food or drink split (a term
    opening on a form of "split") whose clause names nobody but the observer at or after its
    subject: no one else after the first mention of the observer, nor a group or a plural
    holding them ("Ifeoma is splitting the first scone, piling on jam": cut open; "Nilufar and
    Bea split a pizza", "the two of you split a pizza", "splits a pizza with Tom" keep their
    company). Design choice: "split" shares only with someone there to share with."""
    def alone(c: _Candidate) -> bool:
        k = c.span[0]
        if not any(words[t] in _SPLIT_FORMS for t in range(max(0, k - 1), c.span[1])):
            return False
        cl, sent = seg.clause_of[c.pos], seg.sent_of[c.pos]
        t = c.span[1]
        while t < len(words) and seg.clause_of[t] == cl:
            if words[t] in _SPLIT_PARTNERS:
                return False  # "splitting a pizza with the lads": a partner named
            t += 1
        mentions = [m for m in people.by_sent.get(sent, ()) if seg.clause_of[m.index] == cl
                    and m.what != "thing" and not m.possessive]
        first = next((i for i, m in enumerate(mentions) if m.subject == "self"), None)
        if first is None:
            return False
        rest = mentions[first:]  # the observer's own mention, then anyone with them
        return len(rest) == 1 and rest[0].what != "group" and not rest[0].plural
    return [c for c in group if c.kind != kind or not alone(c)]


def _device_named(words: list[str], start: int) -> bool:
    """Is the ringing device's word at ``start`` (a ``one_way.ringers`` word: phone, mobile),
    alone or before "to" in its term, a noun: after a determiner or an owner, with at most one
    word between ("her old phone to factory settings", "passes the phone to her sister"), not a
    verb ("phones to say")? ("a phone call" is a call: its term goes on past the device.)"""
    return start > 0 and (words[start - 1] in _THING_DETERMINERS or words[start - 1] == "'s"
                          or start > 1 and words[start - 1].isalpha()
                          and (words[start - 2] in _THING_DETERMINERS or words[start - 2] == "'s"))


def _animal_companion(items: list[_Item], m: _Mention) -> bool:
    """Is the companion ``m`` an animal: a phrase typed animal and not person ends where it
    ends ("with the neighbours' dog", "cuddles the puppy")? As for a laugh alone
    (:func:`_drop_alone`), a beast is nobody to share the time with."""
    return any(end == m.end and "animal" in phrase.types and "person" not in phrase.types
               for _, end, phrase in items)


def _bystander(spec: Any, words: list[str], m: _Mention) -> bool:
    """Is the companion ``m`` only someone around, a ``bystanders`` word ("with two
    strangers", "with the other passengers")?"""
    return spec is not None and words[m.end - 1] in spec.bystanders


# words that end the look for a written message's report after its listener (:func:`_one_way`)
_REPORT_STOPS = frozenset({",", ";", ".", "!", "?", "and", "but", "or", "to", "about", "while",
                           "when", "because", "as", "so", "if", "for", "then", "with"})
# a quotation closed right before a written message verb's subject is the message sent, one way
# ("'I'm off sick,' Sione texts the bar supervisor"): its closing mark, and what ends the words
_QUOTE_CLOSERS = frozenset({"'", '"', "\u2019", "\u201d"})
_SPEECH_ENDS = frozenset({",", "!", "?", ".", "\u2026"})
# words before a verb that leave it a verb: "she quickly texts", "he still hasn't texted"
_VERB_ADVERBS = frozenset({"also", "just", "then", "still", "finally", "never", "always", "often",
                           "now", "soon", "n't", "not", "already", "again"})
# words before a noun (:func:`_written_subject`): "a postcard", "her letter", "the council's text"
_NOUN_OPENERS = _OBJECT_DETERMINERS | {"'s", "another", "no", "every", "each", "one", "by"}
_SUBJECT_STOPS = frozenset({",", ";", "and", "but", "or", "then", "that", "who", "which",
                            "while", "when", "as"})


def _one_way(spec: Any, people: _People, words: list[str], seg: _Segments, start: int,
             end: int, auxiliaries: frozenset[str], governors: frozenset[str],
             replied: bool) -> bool:
    """Is the company term or companion word at tokens ``[start, end)`` (``end`` past its
    partner, if any) a message that goes one way (``spec.one_way``; design choice, session 8)?

    A ``written`` word used as a noun (not where a verb stands: "deletes the angry text", "a
    text from the council to every resident", "her text to you reads") is a message read,
    kept or broadcast; used as a verb, it is news sent one way when a ``report`` opens its
    content after the listener ("texts Keanu that she got stung", "texted the bakery to say",
    "texts from the school trip: '...'"), but not a question or a bare message ("texts his
    neighbour to ask about", "is texting his girlfriend"). Any other term is one way when a
    written message is its clause's subject ("a postcard from her cousin tells Hinewai that",
    "a tannoy message tells Fatou's floor to evacuate"). An ``exchange`` word within three
    tokens after the word keeps it company ("text back and forth", "texts back a string of
    hearts"), and so does an ``exchange`` word in the four tokens before it ("sends back a
    get-well message") or a form of a ``replies`` verb anywhere after it ("Chidi's friend
    texts him a photo ...: ... Chidi replies with a string of sad faces"). Returns False for
    every other term. ``replied``: a ``replies`` form is among the text's words."""
    n = len(words)
    if not spec.exchange.isdisjoint(words[max(0, start - 4):min(start + 4, n)]) \
            or replied and not spec.replies.isdisjoint(words[start + 1:]):
        return False  # "sends back a get-well message"; "... Chidi replies with a string of"
    if words[start] not in spec.written:
        return _written_subject(spec.written, people, words, seg, start, governors)
    sent_of, t = seg.sent_of, start
    while True:
        if t == 0 or sent_of[t - 1] != sent_of[start]:
            if words[start].endswith("ing"):
                break
            return True  # "Text from depot control to all night drivers: ..."
        before = words[t - 1]
        if before == "'s":
            return True  # "his mother's text"
        k = bisect_left(people.indices, t)  # mentions ending at t start before it
        subj = t - 1 if before in _SUBJECT_FORMS else next(
            (m.index for m in people.all[max(0, k - 3):k]
             if m.end == t and m.what != "thing" and not m.possessive), -1)
        if subj > 1 and words[subj - 1] in _QUOTE_CLOSERS and words[subj - 2] in _SPEECH_ENDS:
            return True  # "'I'm off sick,' Sione texts the bar supervisor": the words sent
        if before in auxiliaries or before in ("to", "and", ",") or subj >= 0:
            break  # where a verb stands (:func:`_verb_slot`; not "her text", "a text")
        if not (before in _VERB_ADVERBS or before.endswith("ly") and before.isalpha()):
            return True  # a noun: "the angry text", "by text"
        t -= 1  # "she quickly texts"
    for t in range(end, min(end + 8, n)):
        if any(tuple(words[t:t + len(r)]) == r for r in spec.report):
            return True
        if words[t] in _REPORT_STOPS:
            return False
    return False


def _written_subject(written: frozenset[str], people: _People, words: list[str],
                     seg: _Segments, start: int, governors: frozenset[str]) -> bool:
    """Is a ``written`` message noun the subject of the term at token ``start``: within eight
    tokens back in its clause, after a determiner (and a modifier) or opening it, with only
    its own phrase between ("a postcard from her cousin tells", "a tannoy message tells"; not
    "reads the note and tells", nor a person between other than one after a preposition
    (``governors``): "with the letter in her hand, Ana tells")?"""
    clause_of = seg.clause_of
    cl = clause_of[start]
    for t in range(start - 1, max(-1, start - 9), -1):
        w = words[t]
        if clause_of[t] != cl or w in _SUBJECT_STOPS:
            return False
        if w in written:
            if t and clause_of[t - 1] == cl and words[t - 1].isalpha() \
                    and words[t - 1] not in _NOUN_OPENERS \
                    and not (t > 1 and words[t - 2] in _NOUN_OPENERS):
                return False
            k = bisect_left(people.indices, t)
            return not any(m.index < start and not m.possessive and governors.isdisjoint(
                words[t + 1:m.index]) for m in people.all[k:k + 4])
    return False


def _named_or_summoned(spec: Any, words: list[str], at: int, governors: frozenset[str]) -> bool:
    """Is a call's partner, ending at token ``at``, named or summoned rather than phoned: a
    word after it that is none of ``spec.call_followers``, a preposition, a number or an
    ``-ly`` adverb ("Hendrik calls you petty", "calls him a liar"), or one of ``spec.summons``
    not before a noun phrase ("calls his son down for dinner", "calls the kids in"; not "calls
    Ravi in the evening")? Design choice, session 8."""
    n = len(words)
    if at >= n:
        return False
    w = words[at]
    if w in spec.summons:
        return at + 1 >= n or words[at + 1] not in _OBJECT_DETERMINERS \
            and not words[at + 1].isdigit()
    return w.isalpha() and w not in spec.call_followers and w not in governors \
        and not w.endswith("ly")


def _described_person(people: _People, words: list[str], start: int, end: int) -> bool:
    """Does the participle at ``[start, end)`` describe someone else named right next to it, not
    say what a subject does: before a person word ("a waiting room full of chatting patients")
    or right after someone else ("a group of friends laughing outside the pub", "next to two
    women chatting"), or coordinated with such a participle ("laughing and teasing each
    other")? Then the talk is theirs."""
    if not words[start].endswith("ing"):
        return False
    if end - start == 1 and end in people.person_heads and end not in people.noun_modifiers:
        return True  # (not "talking to anyone": there the person is the listener)
    if start > 1 and words[start - 1] in ("and", ",") and words[start - 2].endswith("ing"):
        # "a group of students laughing and teasing each other": both theirs
        return _described_person(people, words, start - 2, start - 1)
    k = bisect_left(people.indices, start) - 1
    if k < 0:
        return False
    m = people.all[k]
    return m.end == start and m.subject == "other" and m.what in ("person", "name") \
        and not m.possessive


def _observers_own_thing(people: _People, at: int) -> bool:
    """Is the owner word at token ``at`` the observer's ("Tadeo sharpens his knife")?"""
    k = bisect_left(people.indices, at)
    return k < len(people.all) and people.all[k].index == at and people.all[k].subject == "self"


_SHELTER_VERBS = frozenset({"take", "takes", "took", "taken", "taking"})
"""The verb forms that open a ``local`` order to shelter ("take cover", "take shelter"); "get
out now" is an order to everyone who hears it, whoever is named before it."""


def _observers_place(people: _People, words: list[str], ci: int, clause: int = -1) -> bool:
    """Is the place a ``local`` cue at token ``ci`` names the observer's? An owner's place
    (``'s village``, ``her street``) is, unless its owner is someone else ("near her friend's
    village in Greece"). ``clause`` is the cue's clause id (for an order to shelter)."""
    word = words[ci]
    if word in _SHELTER_VERBS and ci:
        # an order to shelter told of someone else is their shelter ("her mother tells her on
        # the phone that she had to take cover"); said to the observer, or with no one named
        # before it in its clause, it is an order ("'Take cover!' Tom shouts to you")
        k = bisect_left(people.indices, ci) - 1
        m = people.all[k] if k >= 0 else None
        if m is not None and m.subject == "other" and not m.possessive and m.clause == clause \
                and m.what in ("person", "name", "third"):
            return False
    if ci and word != "'s":
        k = bisect_left(people.indices, ci) - 1
        m = people.all[k] if k >= 0 else None
        if m is not None and m.end == ci and m.subject == "other" and not m.possessive \
                and m.what in ("person", "name", "group"):
            # design choice: a place right after someone else says where they live or stand
            # ("the old woman next door is threatened", "a man near you is stabbed"): theirs
            return False
    if word == "'s":
        k = bisect_left(people.indices, ci) - 1
        m = people.all[k] if k >= 0 else None
        return m is None or m.end != ci or m.subject == "self"
    if word in _OWNER_WORDS:
        k = bisect_left(people.indices, ci)
        m = people.all[k] if k < len(people.all) else None
        if m is not None and m.index == ci:
            return m.subject == "self"
        if word in _THIRD_OWNERS:
            # the cue's own phrase holds the pronoun ("his town"), so no mention resolved it:
            # its owner is the latest person named before it whose gender fits ("Tom says a
            # flood has hit his town": Tom's; "a storm will hit her village": nobody before
            # it, the observer's), design choice
            gender = _PRONOUN_GENDER.get(word, "")
            before = people.all[:k]
            if word == "their" and any(p.subject == "self" for p in before):
                return True  # "a text from Odile's flatmate: ... their street": both of theirs
            owner = next((p for p in reversed(before)
                          if (p.what in ("name", "self", "third") and p.gender in ("", gender)
                              or p.what == "person" and p.gender == gender)), None)
            # (a person word whose gender is unknown leaves it open: "a neighbour shouts that
            # his farm is expected to flood" warns the observer)
            return owner is None or owner.subject == "self"
    return True


_VICTIM_REACH = 7  # words from the end of a person's mention to a threat they are the subject of
_VICTIM_FILLERS = frozenset({"been", "being", "just", "suddenly", "nearly", "almost"})


def _victim_right_before(people: _People, seg: _Segments, pos: int,
                         auxiliaries: frozenset[str]) -> bool:
    """Is the threat at token ``pos`` told of someone else named right before it as its subject,
    only auxiliaries between ("a man collapsed", "a climber has fallen")? A warning at the
    observer's place ("the guard tells all passengers that a man collapsed in carriage C") does
    not make what befell that person the observer's."""
    words = people.words
    sent = seg.sent_of[pos]
    for k in range(bisect_left(people.indices, pos) - 1, -1, -1):
        m = people.all[k]
        if m.sent != sent or pos - m.end > _VICTIM_REACH:
            return False
        if m.what == "name" and (m.index == 0 or words[m.index - 1] in _NAME_OPENERS):
            continue  # a capital that opens a sentence or a quote: no name ("'Forest fire")
        if m.what in ("person", "name", "third") and not (
                m.possessive or m.governed or m.objective):
            return m.subject == "other" and _victim_gap(words[m.end:pos], auxiliaries)
    return False


def _victim_gap(gap: list[str], auxiliaries: frozenset[str]) -> bool:
    """Do the words between a subject and its predicate hold only auxiliaries, fillers and
    places it is at ("a passenger on this train has collapsed"), no verb of its own ("the
    foreman says gas ...")?"""
    after_det = False
    for w in gap:
        if w in auxiliaries or w in _VICTIM_FILLERS or w in _PLACE_PREPS or w == "aboard":
            after_det = False
        elif w in _ARTICLES or w in _DEFINITE:
            after_det = True
        elif not (after_det and w.isalpha()):
            return False  # a word that is no place noun after a determiner
        else:
            after_det = False
    return True


def _watched_other(people: _People, at: int, pos: int) -> bool:
    """Is someone else, not the observer, named between a witness cue at ``at`` and a situation
    at ``pos`` as the one watched ("watches a rescue crew row a family out of a flooded house")?
    Then the situation is theirs; "you see smoke pouring from the kitchen" is the observer's."""
    mentions = people.all
    for k in range(bisect_right(people.indices, at), len(mentions)):
        m = mentions[k]
        if m.index >= pos:
            break
        if m.subject == "other" and m.what in ("person", "name", "third") and not m.possessive:
            return True
    return False


_FIRST_PERSON = frozenset({"i", "me", "my", "mine", "we", "us", "our", "'m"})
_SENTENCE_ENDS = frozenset({".", "!", "?"})
_OBSERVER_WORDS = frozenset({"i", "you", "we"})


def _with_speech_tags(ranges: list[tuple[int, int]], words: list[str], seg: _Segments,
                      speech: frozenset[str], observer: frozenset[str] = frozenset(),
                      items: list[_Item] | None = None) -> list[tuple[int, int]]:
    """``ranges`` (quoted token ranges) plus speech that a tag marks without quotation marks:
    the words before ", <speaker> <says>." at a sentence's end ("I had a huge lunch, Pia says",
    "..., her brother tells Jo") and the words after "<speaker> <says>:" to the sentence's end
    ("Pia writes: I slept badly"), when they speak in the first person (so its "I" is the
    speaker, as inside quotation marks) and the speaker is not the observer (``observer``: the
    tokens of their name; "I ate too much, I admit" is the observer's). Design choice, session
    5. A speech verb inside an exception of ``items`` (the matched items, when given) is no tag
    ("I hiked to the ridge and back, six hours all told": "all told" is "in all"; session 9)."""
    speakers_self = _OBSERVER_WORDS | observer
    n = len(words)
    sent_of = seg.sent_of
    found: list[tuple[int, int]] = []
    for v in compress(range(1, n), map(speech.__contains__, words[1:])):
        if items is not None:
            k = bisect_right(items, v, key=_START_OF) - 1  # the last item starting at or before v
            if k >= 0 and items[k][1] > v and items[k][2].is_exception:
                continue
        sent = sent_of[v]
        # (sentence ids never decrease: bisect finds a sentence's first token and the one past
        # its last word, its end mark excluded; n when it runs to the end)
        first = bisect_left(sent_of, sent)
        last = bisect_left(sent_of, sent + 1, v + 1, n)
        while last > v + 1 and words[last - 1] in _SENTENCE_ENDS:
            last -= 1
        tail = last - v - 1  # words after the verb in its sentence (an addressee: "tells Jo")
        if tail <= 2 and ":" not in words[v + 1:last]:
            comma = v - 1
            while comma > first and comma > v - 5 and words[comma] != ",":
                comma -= 1
            if words[comma] == "," and comma > first \
                    and not _FIRST_PERSON.isdisjoint(words[first:comma]) \
                    and speakers_self.isdisjoint(words[comma + 1:v]):
                found.append((first, comma))  # "I had a huge lunch, Pia says."
        colon = next((k for k in range(v + 1, min(v + 4, last)) if words[k] == ":"), None)
        if colon is not None and not _FIRST_PERSON.isdisjoint(words[colon + 1:last]) \
                and speakers_self.isdisjoint(words[first:v]):
            found.append((colon + 1, last))  # "Pia writes: I slept badly."
    if not found:
        return ranges
    merged: list[tuple[int, int]] = []
    for a, b in sorted([*ranges, *found]):
        if merged and a < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    return merged


def _owned_by_other(people: _People, words: list[str], start: int) -> bool:
    """Is the event noun at token ``start`` owned by someone other than the observer: right
    after a person's or a name's possessive ("Tane's nap", "her brother's long swim", "the
    twins' “quick nap”"), past at most two modifiers and a quote mark? Design choice
    (session 11): an activity named as someone's is theirs ("Tane's quick nap lasts three
    hours"); the observer's own ("Aroha's nap") stays the observer's. The caller passes only
    nouns: not an -ing form, not a phrase opened by a preposition ("the players' wives over a
    glass of wine" is no owned drink)."""
    k = start - 1
    skipped = 0
    while k > 0 and (words[k] == '"' or words[k].isalpha() and skipped < 2):
        skipped += words[k] != '"'
        k -= 1
    if words[k] == "'" and words[k - 1] in _OWNER_MARKS:
        k -= 1  # a single quote mark after the owner ("Tane's 'quick nap'")
    if k <= 0 or words[k] not in _OWNER_MARKS:
        return False
    if any(k < m.index < start for m in people.all):
        return False  # the owned noun is a person ("Teodor's brother video-calls Ravi")
    owner = next((m for m in people.all if m.end == k and m.subject == "other"
                  and m.what in ("person", "name")), None)
    # the owned noun phrase is the clause's subject: no observer acts before it there
    return owner is not None and not any(
        m.subject == "self" and not m.possessive and m.clause == owner.clause
        and m.index < owner.index for m in people.all)


# what may own a scare-quoted noun phrase: "Aroha's “quick nap”", "the twins' 'power nap'"
_SCARE_OWNERS = _ARTICLES | POSSESSIVES | {"'s", "'", "this", "that", "their", "his", "her"}
_SCARE_REACH = 3  # words a scare-quoted noun phrase may hold ("“quick nap”", "'light lunch'")
# kinds whose -ing form in scare quotes after "is" is a euphemism for the state itself ("is
# ‘resting’ her eyes", "is “sleeping” on the job"): the rest or the doze is real
_WINKED_KINDS = frozenset({"sleep", "rest"})
_QUOTE_MARKS = frozenset({"'", '"'})  # quotation marks as tokens (curly ones are folded to these)


def _winked_state(words: list[str], start: int) -> bool:
    """Is the word at ``start`` a lone -ing form in quotation marks right after a form of "be"
    ("Zara is ‘resting’ her eyes", "Felix is “sleeping” on the job"), a state with a wink, not
    speech ("'I'm resting,' she says" is speech: its quote holds more than the word)?"""
    return 2 <= start < len(words) - 1 and words[start].endswith("ing") \
        and words[start - 1] in _QUOTE_MARKS and words[start + 1] in _QUOTE_MARKS \
        and words[start - 2] in _BE_FORMS


def _scare_quotes(ranges: list[tuple[int, int]], words: list[str],
                  titles: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``ranges`` (quoted token ranges, each starting after its opening mark) without the
    scare quotes: a short quotation (up to ``_SCARE_REACH`` words) right after an owner or an
    article is a noun phrase used with a wink, not speech ("Aroha's “quick nap” lasts three
    hours", "her 'light lunch' is four courses", "the 'quick chat' runs past midnight"), so
    what it names is the owner's own. Design choice (session 11); a label's quoted name
    ("Step 'Evening swim'") and a title (``titles``: :func:`_is_title`, "the 'Ocean Storm'
    costume", "the “Fire Walk” ride") stay quoted: a name, not the thing it names."""
    kept = []
    for a, b in ranges:
        if (a, b) not in titles and a >= 2 and words[a - 2] in _SCARE_OWNERS \
                and b - a <= _SCARE_REACH + 1 \
                and all(w.isalpha() or w in ("\"", "'", "-") for w in words[a:b]):
            continue
        kept.append((a, b))
    return kept


_ENTRY_OPENERS = frozenset({"—", "–", "-", "|", ".", "!", "?", "[", "("})


def _own_entries(ranges: list[tuple[int, int]], words: list[str], observer: tuple[str, ...]
                 ) -> list[tuple[int, int]]:
    """``ranges`` (quoted token ranges, each starting after its opening mark) without the quotes
    that the observer writes or says in their own entry: "<observer>: “...”" with the name
    opening the text or following a dash, a bar, a bracket or a sentence end ("Log entry —
    Yerlan: “Ate the last ration bar…”", "Farm diary — Gulnara: “Ate the last of the kurt”").
    Their words there are the observer's own account, as unquoted speech of the observer is
    (:func:`_with_speech_tags`), so they stay actual; not a listener before the colon ("the
    chaplain says to Sister Moss: '...'"). Design choice (r68-150, r69-150)."""
    width = len(observer)
    kept = []
    for a, b in ranges:
        name = a - 2 - width  # the name's first token: <name> : <mark> <quoted words>
        if name >= 0 and words[a - 2] == ":" and tuple(words[name:a - 2]) == observer \
                and (name == 0 or words[name - 1] in _ENTRY_OPENERS):
            continue
        kept.append((a, b))
    return kept


def _name_labels(ranges: list[tuple[int, int]], words: list[str], observer: tuple[str, ...],
                 speech: frozenset[str]) -> list[tuple[int, int]]:
    """``ranges`` without a quotation that holds the observer's name alone, right after a word
    that is no speech (``speech``, every form of ``subjects.speech_verbs``): a game log's or a
    roster's label for the person ("Colonist 'Itzel' ate Simple Meal", "Pawn \"Itzel\" drank
    beer"), not words said. Design choice: a name quoted with nothing else is who acts; speech
    ending on the name keeps its punctuation inside the quotes ("'Itzel!'", "'Itzel,' she
    says") and is no label."""
    width = len(observer)
    return [(a, b) for a, b in ranges
            if not (b - a == width and tuple(words[a:b]) == observer and a > 1
                    and words[a - 2].isalpha() and words[a - 2] not in speech)]


def _contact_subject(words: list[str], r: _Mention, auxiliaries: frozenset[str]) -> bool:
    """Is mention ``r`` the subject of a contact clause (a relative clause with no "that"):
    right after a noun that a determiner opens ("the ale Morwen set down", "the schnapps the
    warden offered her"), with a verb after it, not a verb's object ("Kofi hits Tom")?"""
    a = r.index - 1
    if a > 0 and words[a] in _ARTICLES:
        a -= 1  # "the schnapps the warden offered her": the noun before the subject's article
    if a < 2 or r.possessive or r.governed or r.what not in ("name", "person"):
        return False
    head = words[a]
    if not head.isalpha() or head in auxiliaries or head in _CLAUSE_WORDS \
            or head in _COORD_BREAK or head in _ARTICLES or head.endswith(("ed", "ing")):
        return False
    if not (words[a - 1] in _OBJECT_DETERMINERS
            or words[a - 2] in _OBJECT_DETERMINERS and words[a - 1].isalpha()):
        return False
    return r.end < len(words) and words[r.end].isalpha() and words[r.end] not in _COORD_BREAK


def _governed_contact_head(words: list[str], items: list[_Item], i: int,
                           governors: frozenset[str]) -> bool:
    """Is the noun right before token ``i`` an action's object, its article (perhaps past one
    adjective) right after the action's verb or its preposition ("hugs the woman", "argues with
    the driver", "shouts at the old man"; not a fronted place: "in the corner Kaspar is
    reading")?"""
    art = i - 2 if words[i - 2] in _ARTICLES else i - 3
    if art < 1 or words[art] not in _ARTICLES:
        return False
    if _acts_at(items, art - 1):
        return True
    return words[art - 1] in governors and art > 1 and (
        _acts_at(items, art - 2) or art > 2 and _acts_at(items, art - 3))


def _contact_clause_observer(people: _People, m: _Mention) -> bool:
    """Is the observer's mention ``m`` the subject of a contact or relative clause after a
    noun (:func:`_contact_subject`; or "whom"/"that"/"who" between: "the driver whom Tunde
    hired"), with a finite verb, a past or a form of "be" or "have" right after it ("the man
    you were talking to", "the woman Tunde met")?"""
    words = people.words
    if m.possessive or m.end >= len(words):
        return False
    nxt = words[m.end]
    if not (nxt in _BE_FORMS or nxt in _HAVE or nxt in _CONTRACTED_AUXILIARIES
            or nxt.isalpha() and nxt.endswith(("s", "ed")) and not nxt.endswith("ss")
            or _past_in(people.lemmas, nxt)):
        return False
    probe = m
    if m.index > 3 and words[m.index - 1] in _RELATIVE_LINKS:
        probe = _Mention(m.index - 1, m.end, m.subject, False, "name")
    elif m.what not in ("name", "person"):
        probe = _Mention(m.index, m.end, m.subject, False, "name")
    return _contact_subject(words, probe, _BE_FORMS)


# a relative word between a partner noun and the observer as its clause's subject ("the driver
# whom Tunde hired")
_RELATIVE_LINKS = frozenset({"whom", "that", "who"})


def _counted_gap(gap: list[str], auxiliaries: frozenset[str]) -> bool:
    """Are the words between "and" and a person a count, perhaps after a determiner and before
    one modifier ("two", "two Polish", "the two other"), so that the counted group is
    coordinated as if named right after "and" ("Yevgenia and two Polish drivers share a flask
    of hot tea": the observer is one of the party)?"""
    words = gap[1:] if gap and gap[0] in _COORD_SKIP else gap
    return 1 <= len(words) <= 2 and words[0] in _COUNTS \
        and all(w.isalpha() and w not in auxiliaries for w in words[1:])


def _partitive_gap(gap: list[str]) -> bool:
    """Are the words between "and" and a person a partitive ("the rest of the", "most of
    his"), so that the person is coordinated as if named right after "and"?"""
    words = gap[1:] if gap and gap[0] in _ARTICLES else gap
    if len(words) > 3 and words[2] in _COORD_SKIP:
        # (a group's own modifiers after its determiner: "the rest of the U15 netball squad")
        words = [w for k, w in enumerate(words) if k < 3 or not (w.isalnum() and k < 5)]
    return 2 <= len(words) <= 3 and words[0] in _PARTITIVES and words[1] == "of" \
        and all(w in _COORD_SKIP for w in words[2:])


def _opens_as_clause(words: list[str], seg: _Segments, start: int,
                     lex: Lexicon | None = None, items: list[_Item] | None = None) -> bool:
    """Is the person word at ``start`` in a noun phrase right after an "as" that opens a clause
    ("as a jogger runs past": its subject, not a role like "works as a nurse")? Opening the
    text, "As a" marks no clause, so a verb in -s or an auxiliary after its noun says so ("As a
    jogger throws up by the fence, Dorota reads", not "As a nurse, Tom drinks coffee"), or,
    given the lexicon and the items, a past before its action (:func:`_past_after_noun`: "As a
    boy in a red cap was nearly run over, ...")."""
    for k in range(max(0, start - 3), start):
        if words[k] == "as" and (seg.clause_of[k] != seg.clause_of[k - 1] if k else (
                words[1] in ("a", "an") and (_bare_finite_after(words, 2) or len(words) > 3
                                             and words[3] in ("is", "was", "has")
                                             or lex is not None and items is not None
                                             and _past_after_noun(lex, items, words, 2)))):
            return True
    return False


def _finite_after(items: list[_Item], words: list[str], k: int) -> bool:
    """Is there a finite verb (a word in ``-s`` at or just before an action, or ``is``/``was``/
    ``has``) among the six tokens from ``k``, before any punctuation: "as a man in a tracksuit
    does push-ups", "as a man in a grey suit swims twenty lengths", "as a jogger goes for a
    run"?"""
    for j in range(k, min(k + 6, len(words))):
        word = words[j]
        if not word.isalpha():
            if word.isdigit() and j > k and words[j - 1].isalpha():
                continue  # a number in the tail: "as a passenger from deck 9 gulps his tea"
            return False
        if word in _COORDINATORS:
            return False  # the sentence's own next verb: "works as a nurse on the ward and eats"
        if word in ("is", "was", "has") or word.endswith("s") and not word.endswith("ss") \
                and (_acts_within(items, j, 4) or j > k + 1 and j + 1 < len(words)
                     and words[j + 1] in _OBJECT_DETERMINERS):
            return True  # ("goes for a jog": the action may follow a light verb; a word in -s
            # after the noun phrase with an object after it is a verb: "as a teenager on a
            # scooter clips the kerb and skids")
    return False


_VERB_FOLLOWERS = frozenset({"at", "in", "on", "past", "by", "into", "onto", "through", "up",
                             "down", "off", "out", "over", "away", "back", "along", "across",
                             "around", "round", "to", "from", "toward", "towards", "the", "a",
                             "an", "his", "her", "their", "its", ",", ".", ";", "!", "?"})


def _bare_finite_after(words: list[str], k: int) -> bool:
    """Is token ``k`` (after "as a") the head of a one- or two-word singular noun phrase whose
    next word is a verb in ``-s`` followed by a preposition, a particle, a determiner or an end
    ("as a porter wheels past", "as a jogger stops at her gate", "as a young cyclist swerves
    into the kerb")? Then "as" opens a clause with its own subject, whatever the verb.

    Design choice (session 11, who did what): :func:`_finite_after` wants an action near the
    verb, so "as a jogger stops at her gate, red-faced, to gulp ..." opened no clause and the
    jogger's drink went to the sentence's subject. A singular head before a bare ``-s`` verb
    cannot be a role ("works as a nurse in ..."); the noun words must not end in ``-s`` (not
    "as a sales assistant", "as a bus driver"), and the word after the verb must not be a noun
    ("as a porter wheels past"; not "as a news reader ..."), so a plural noun is no verb."""
    n = len(words)
    for j in (k + 1, k + 2):
        if j + 1 >= n:
            return False
        noun = words[j - 1]
        if not noun.isalpha() or noun.endswith("s") and not noun.endswith("ss"):
            return False
        verb = words[j]
        if verb.isalpha() and len(verb) > 3 and verb.endswith("s") and not verb.endswith("ss") \
                and words[j + 1] in _VERB_FOLLOWERS:
            return True
    return False


def _past_subject(lex: Lexicon, words: list[str], items: list[_Item], m: _Mention,
                  known: frozenset[str], taken: set[int], someone: set[int]) -> bool:
    """Extend the one-token mention ``m`` of an article over the unknown words after it when a
    clause's past verb follows them ("Earlier, the android took a nap", "The android cut his
    hand", "the android put his feet up"), and note its start in ``someone``; was it? The
    article opens the text, a part or a clause (after punctuation, a subject opener, or one
    opening word that is no finite verb: "Meanwhile the cyborg cut her finger").

    Design choice (who did what): :func:`_past_after_article` wants the action right at the
    verb; a light verb ("took a nap") or a past with no past shape before an owner ("put his",
    "cut his") shows the clause as well. The noun phrase is someone the lexicon lacks (a job, a
    species, a robot), so a "his" after it is theirs, not the observer's."""
    t = m.index
    k = t + 1
    n = len(words)
    while k < n and k - t <= 3 and words[k].isalpha() and words[k] not in known \
            and k not in taken:
        k += 1
    if not t + 1 < k < n or t and (words[t - 1] in _JOINS_SUBJECT or not (
            words[t - 1] in _PART_ENDS or words[t - 1] in _SUBJECT_OPENERS
            or (t == 1 or words[t - 2] in _PART_ENDS) and words[t - 1].isalpha()
            and not _finite_form(lex, words[t - 1]) and words[t - 1] not in lex.governors)):
        return False  # (an object: "takes a dink shot at table tennis"; a shared subject:
        # "You and the android took a nap"; but a one-word opener: "meanwhile the cyborg",
        # not a preposition: "In the seventh minute a sliding tackle ...")
    w = words[k]
    if not ((w.endswith("ed") or _past_form(lex, w) or _verb_before_object(lex.lemmas, words, k))
            and _clause_verb_at(lex, words, items, k)):
        return False
    m.end = k
    taken.update(range(t, k))
    someone.add(t)
    return True


def _past_after_noun(lex: Lexicon, items: list[_Item], words: list[str], k: int) -> bool:
    """Is token ``k`` (after "as a") the head of a one- or two-word noun phrase whose next word
    is a clause's past verb before its action (in ``-ed``, :func:`_past_form`, or a base past
    before an owner: "As a tourist ate a bowl of noodles", "As a jogger took a nap", "as a
    jogger put her feet up")? Design choice (who did what): a past has no ``-s`` to show a
    clause as :func:`_finite_after` and :func:`_bare_finite_after` want; a role ("As a nurse,
    Mira drinks ...") has its comma first."""
    for j in (k + 1, k + 2):
        if j >= len(words) or not words[j - 1].isalpha():
            return False
        w = words[j]
        if (w.endswith("ed") or _past_form(lex, w) or _verb_before_object(lex.lemmas, words, j)) \
                and _clause_verb_at(lex, words, items, j):
            return True
        if w in lex.governors:
            # a prepositional tail before the verb: "As a boy in a red cap ate a sandwich"
            return _clause_verb_after(lex, words, items, j)
    return False


def _s_noun_first(items: list[_Item], words: list[str], k: int) -> bool:
    """Does a term of two or more words start at token ``k`` with its first word, ending in
    "s", written so in the lexicon ("maths paper", "sports day", "darts match")? Design choice
    (who did what): such a word is a noun opening a compound, not a verb's "-s" form, so the
    words before it ("the GCSE maths paper", "the Cambridge maths paper") modify that noun and
    name no one doing it, as "the conductor checks tickets" does."""
    i = bisect_left(items, (k,))
    if i >= len(items) or items[i][0] != k or items[i][1] - k < 2:
        return False
    w = words[k]
    return any(r.base.split(" ", 1)[0] == w for r in items[i][2].event_roles if r.base)


def _noun_at(items: list[_Item], k: int) -> bool:
    """Does a noun the lexicon knows (a person word, or an object that is no action) start at
    token ``k``: "reporter" in "the sports reporter"?"""
    phrase = _phrase_at(items, k)
    return phrase is not None and not phrase.acts and (
        phrase.mention == "person" or "object" in phrase.types)


def _acts_in_clause(items: list[_Item], seg: _Segments, k: int) -> bool:
    """Does an action (a term or a verb) start at token ``k`` or later in ``k``'s clause?"""
    clause_of = seg.clause_of
    clause = clause_of[k]
    # items are in text order and clause ids never decrease: start at the first item at or after
    # ``k`` and stop at the clause's end (linear in the clause, not the text)
    for i in range(bisect_left(items, k, key=_START_OF), len(items)):
        start, _, phrase = items[i]
        if clause_of[start] != clause:
            return False
        if phrase.acts:
            return True
    return False


def _plural_head(word: str, collectives: frozenset[str]) -> bool:
    """Does ``word``, a noun the lexicon does not know, look plural ("locals", "fishermen",
    "townsfolk")? Design choice: English plural endings; "-ss", "-us" and "-is" are singular."""
    return word.endswith("s") and not word.endswith(("ss", "us", "is")) \
        or word.endswith(("men", "folk", "people", "children")) or word in collectives


def _many(words: list[str], m: _Mention) -> bool:
    """Is ``m`` a plural person noun ("her guests", "Emeka's friends", "the children")?"""
    if m.what != "person":
        return False
    head = words[m.end - 1]
    return head in _PLURAL_PEOPLE or (
        len(head) > 3 and head.endswith("s") and not head.endswith(("ss", "'s")))


def _observers_own(people: _People, seg: _Segments, start: int) -> bool:
    """Is the subject of the verb at ``start`` someone of the observer's, named right after an
    observer's possessive ("Gael's sister calls", "your mum rings")?"""
    cl = seg.clause_of[start]
    owner = None
    subject = None
    for m in people.by_sent.get(seg.sent_of[start], ()):
        if m.index >= start:
            break
        if m.clause != cl:
            continue
        if m.possessive:
            owner = m if m.subject == "self" and not m.governed else None
        elif not (m.governed or m.objective):
            subject = m if owner is not None and m.what == "person" \
                and _owned_head(people, owner, m.end) else None
            owner = None
    return subject is not None


def _told_the_owner(people: _People, seg: _Segments, start: int, end: int) -> bool:
    """Is the speech term at tokens ``[start, end)`` aimed at the observer as its unnamed
    listener: its speaker someone of the observer's ("Arvid's grandfather describes the winter
    the river froze", "your sister recounts the whole row") and no other person named after it
    in its clause (not "Arvid's grandfather tells the nurse", "describes the winter to the
    nurse")?

    Design choice (from h13-124 and r48-150): as a call from the observer's sister is to
    the observer (``_observers_own``), so is a story their grandfather tells with no one else
    named; a listener named after the verb keeps the usual rules."""
    cl = seg.clause_of[start]
    words = people.words
    after = words[end:end + 3]
    if any(a in _RECIPROCAL_OBJECTS and b == "other" or a == "one" and b == "another"
           for a, b in zip(after, after[1:], strict=False)):
        # design choice (who did what): "while her parents tell each other jokes": told among
        # the speakers themselves, no unnamed listener
        return False
    for m in people.by_sent.get(seg.sent_of[start], ()):
        if m.index >= end and m.clause == cl and not m.possessive and m.what != "thing":
            if not _TOLD_CONTENT.isdisjoint(words[end:m.index]):
                break  # design choice (who did what): someone in what is told is talked
                # about, no listener ("Ewa's watch manager tells her about the fire he fought")
            return False
    return _observers_own(people, seg, start)


# words that open what a speech term tells (:func:`_told_the_owner`): whoever is named after one
# is in the story, not its listener
_TOLD_CONTENT = frozenset({"about", "that", "how", "what", "why", "whether"})


def _speech_parties(people: _People, seg: _Segments, start: int, end: int
                    ) -> tuple[_Mention | None, _Mention | None]:
    """The speaker and the listener of a speech verb at tokens ``[start, end)``: the subject
    before it in its clause (no possessive, no preposition's object) and whoever is named within
    three tokens after its first word ("tells the GP", "has told her")."""
    cl = seg.clause_of[start]
    speaker = listener = None
    for m in people.by_sent.get(seg.sent_of[start], ()):
        if m.clause != cl:
            continue
        if m.index < start:
            if not (m.possessive or m.governed or m.objective):
                speaker = m
        elif m.index <= start + 3:
            if not m.possessive:  # an owner goes on to what it owns: "told my supervisor"
                listener = m
                break
        else:
            break
    return speaker, listener


_TELL_FORMS = frozenset({"tell", "tells", "told", "telling"})
_TOLD_WHAT = frozenset({",", "that", "about", "how", "what", "why", "where", "when", "if",
                        "whether", ":", "a", "an"})


def _excuse_told(excuses: Mapping[str, tuple[tuple[str, ...], ...]], words: list[str],
                 seg: _Segments, end: int) -> bool:
    """Is what the speech verb ending at token ``end`` told an excuse: its words open, within
    four tokens after the verb in its clause (the listener, "that" between), with a subject
    pronoun ("I told everyone I had food poisoning", "told Grandma I'd been to the gym"), and
    one of ``excuses`` (the kind's ``told_excuses``) stands later in the sentence ("so I could
    skip the dinner", "but I never went")? Design choice (from the labelled sets): a pretext
    or a claim taken back is told to get out of something, not to spend time with the
    listener; a story or news told ("tells his mates his wrist is broken") keeps its company."""
    if not excuses:
        return False
    n, clause, sent = len(words), seg.clause_of[end - 1], seg.sent_of[end - 1]
    claim = next((t for t in range(end + 1, min(n, end + 5))
                  if words[t] in _SUBJECT_FORMS and seg.clause_of[t] == clause
                  and all(w.isalpha() or w == "'s" for w in words[end:t])), -1)
    if claim < 0:
        return False
    for k in range(claim + 1, n):
        if seg.sent_of[k] != sent:
            break
        if any(tuple(words[k:k + len(q)]) == q for q in excuses.get(words[k], ())):
            return True
    return False


# what opens news given out after its listeners ("tells Bao and the other passengers that ...")
_NEWS_OPENERS = frozenset({"that", ":"})


def _no_company_told(people: _People, words: list[str], seg: _Segments, start: int, end: int,
                     jobs: frozenset[str], served: frozenset[str],
                     served_always: frozenset[str] = frozenset()) -> bool:
    """Is the speech verb at tokens ``[start, end)`` an order, a report at work or a service
    rather than company (design choice, session 8, from the labelled sets)?

    - An order: the listener + ``to`` + a verb ("told the newcomer to sit down", "the doctor has
      told her to take it easy", "tells everyone to leave").
    - A report to someone at work (``jobs``, the occupations) of the speaker's own state, excuse
      or grievance: what is told opens, after an optional ``that``, with a subject pronoun or
      an owner of a thing ("told the coach his boots had gone missing", "I told the foreman I'd
      hurt my back", "tells the GP she has had a dry cough", "you tell the driver he has taken
      the space"). A story ("tells the nurse about the flu she had"), news of another person
      ("tells the teacher that her daddy fell", "that Juno collapsed") or anything told by the
      one at work ("the warden tells Greta that a storm flooded the campsite") is company.
    - Service: someone at work telling those they serve (``served``: "the hut warden tells
      Mateus and the other guests that ..."), or anyone giving news out to the listener "and
      the other" people served or waiting ("Ffion tells Bao and the other waiting passengers
      that the skipper will try a crossing"): an announcement, not talk with the listener.
    - A call taken: the speaker is one of ``served_always`` ("A caller tells Ximena ...").
    """
    n = len(words)
    clause = seg.clause_of[start]
    for t in range(end, min(n - 1, end + 5)):
        if words[t] in _TOLD_WHAT or seg.clause_of[t] != clause:
            break
        if words[t] == "to":  # the listener + "to" + a bare verb: an order
            if words[t + 1].isalpha() and words[t + 1] not in _OBJECT_DETERMINERS \
                    and t + 1 not in people.person_starts and t > start + 1:
                return True
            break
    speaker, listener = _speech_parties(people, seg, start, end)
    if served_always and _near_always_served(words, seg, start, end, served_always):
        return True  # "A caller tells Ximena his neighbour's shed burned down": a call taken
    # the listener's end: a mention, or the observer's object pronoun in or after the term
    after = listener.end if listener is not None else end if words[end - 1] in _NEAR_SELF \
        else end + 1 if end < n and words[end] in _NEAR_SELF else -1
    if served and 0 <= after < n and words[after] == "and" and any(
            after < m.index <= after + 4 and m.clause == clause and m.what == "person"
            and words[m.end - 1] in served and "other" in words[after:m.end]
            and m.end < n and words[m.end] in _NEWS_OPENERS
            for m in people.by_sent.get(seg.sent_of[start], ())):
        return True  # "Ffion tells Bao and the other waiting passengers that ...": news given
        # out to a group of those served or waiting, the listener one of them
    if listener is None:
        return False
    if speaker is not None and speaker.what == "person" and words[speaker.end - 1] in jobs:
        return served and any(
            m.index >= listener.index and m.clause == listener.clause and m.what == "person"
            and words[m.end - 1] in served and m.index <= listener.end + 4
            for m in people.by_sent.get(listener.sent, ()))
    if listener.what != "person" or words[listener.end - 1] not in jobs:
        return False
    t = after + (after < n and words[after] == "that")
    if t >= n or not (words[t] in _SUBJECT_FORMS or words[t] in _OWNER_WORDS
                      or t > after):
        return False  # "tells the nurse about the flu", "tells the nurse a joke"
    if words[t] in _OWNER_WORDS or t + 1 < n and words[t + 1] == "'s":
        # "that her daddy fell": news of another person; "his boots had gone": the speaker's
        return not any(m.index == t + 1 + (words[t] not in _OWNER_WORDS) and m.what == "person"
                       for m in people.by_sent.get(listener.sent, ()))
    return not any(m.index == t and m.what in ("person", "name")
                   for m in people.by_sent.get(listener.sent, ()))


# the perfect of ``be`` before "been" in a passive or a state ("has been broken", "'s been
# scratchy"): the word before "been" stands where "is" would
_PERFECT_LINKS = frozenset({"has", "have", "had", "'s", "'ve", "'d"})


def _passive_object(items: list[_Item], idx: int, kind: str, words: list[str],
                    degree: dict[str, tuple[tuple[str, ...], ...]] | None = None
                    ) -> tuple[Role, tuple[int, int]] | None:
    """The object of ``kind`` that the participle ``items[idx]`` says something of in a passive:
    the object, a form of ``be``, at most one word (``badly``), the participle ("Linh's left
    wrist is badly broken"); with its token span, or ``None``. An adjective in ``-y`` of the
    kind counts like a participle, after ``be`` or ``feel``/``seem``/``look``, and the word
    between may be words of degree (``degree``: :attr:`Lexicon.degree_words`): "Dagny's nose is
    a little stuffy", "his throat feels a tiny bit scratchy" (session 10, design choice: a mild
    symptom said of its part is the symptom)."""
    start = items[idx][0]
    word = words[start]
    adjective = word.endswith("y")
    if not adjective and not word.endswith(_PERFECT_ENDS):
        return None
    links = _LINKING if adjective else _BE_FORMS
    if start > 2 and words[start - 1] == "been" and words[start - 2] in _PERFECT_LINKS:
        links = links | _PERFECT_LINKS  # "my throat's been scratchy all day", "his wrist has
        # been broken": the perfect of ``be`` links the part to its state like "is"
        be = start - 2
    elif adjective and words[start - 1] == "'s":
        links = links | {"'s"}  # "my throat's scratchy": the contraction of "is"
        be = start - 1
    else:
        be = start - 1 if words[start - 1] in links else start - 2
    if be > 1 and words[be] not in links and degree:
        # words of degree between ("is a tiny bit"): the link right before them
        be = next((k - 1 for k in range(max(1, start - 4), start - 1)
                   if any(tuple(words[k:start]) == q for q in degree.get(words[k], ()))),
                  be)
    if be < 1 or words[be] not in links:
        return None
    for k in range(idx - 1, max(-1, idx - 4), -1):
        ostart, oend, phrase = items[k]
        if oend < be:
            break
        if oend == be:
            role = phrase.objects.get(kind)
            return (role, (ostart, oend)) if role is not None else None
    return None


def _not_a_task(words: list[str], start: int) -> bool:
    """Is the task verb at ``start`` (not the first token) no action: a participle after an owner
    or an article ("her folded arms", "the chopped onions"), a form after a hyphen in a compound
    ("the rice-drying shed"), or a bare form after ``be`` (an adjective: "the floor is dry")?"""
    before = words[start - 1]
    word = words[start]
    if before == "-":
        return True
    if before in _BE_FORMS:
        return not word.endswith(("ing", "ed"))
    return word.endswith("ed") and (before in _ARTICLES or before in _OWNER_WORDS)


def _object_elsewhere(spec: Any, items: list[_Item], idx: int, words: list[str], ostart: int,
                      oend: int) -> bool:
    """Is the work object at tokens ``[ostart, oend)`` found after the verb ``items[idx]`` no
    object of it: the verb right after an article is a noun ("on the present table"); the
    object names a thing by one of the kind's ``not_before`` words right after it, itself no
    object of the kind ("checking the post room"; not "the delivery van"); or the verb's own
    object came first and the found word lies after a place preposition (``_AT_PLACE_PREPS``)
    and no owner ("sorting place cards at the gift table": "place cards" is what is sorted; not
    "labels the gills on her diagram", "writes up the emergency in the notes")? Design
    choice: a work object counts only as the verb's own."""
    start, end, verb = items[idx]
    kind = next((v.kind for v in verb.event_roles if v.type == "verb" and v.kind), "")
    if start and words[start - 1] in _ARTICLES:
        return True
    if spec is not None and spec.not_before and oend < len(words) \
            and words[oend] in spec.not_before and not any(
                s == oend and kind in ph.objects for s, _, ph in items[idx + 1:idx + 16]):
        return True
    for t in range(end + 1, ostart):
        if words[t] in _AT_PLACE_PREPS and words[t - 1].isalpha() \
                and words[t - 1] not in _ARTICLES and words[t - 1] not in _OWNER_WORDS \
                and words[end] not in _PLACE_PREPS and words[t + 1] not in _OWNER_WORDS:
            return True
    return False


def _leisure_alone(items: list[_Item], idx: int, words: list[str], r: Role,
                   runs: frozenset[str]) -> bool:
    """Is the light verb ``items[idx]`` (one of the status rule's ``not_verbs``: "run", "draw")
    followed by no word of its status sentence when it is one of the rule's ``runs`` verbs,
    which need a thing run ("Koa runs @ vineyard"), or by another kind's term within the next
    two tokens ("is runing hill repeets @ vineyard": the exercise)?
    Design choice: a leisure verb fires alone at a workplace only as a task on a thing
    ("is drawing river meanders on the whiteboard @ geography room 4")."""
    end = items[idx][1]
    if (end >= len(words) or not words[end].isalpha()) and r.base in runs:
        return True  # a verb that runs a thing needs it ("Koa runs @ vineyard"; not "is
        # studying @ library")
    for s, _, ph in items[idx + 1:idx + 8]:
        if s > end + 1:
            break
        if s >= end and any(v.kind and v.kind != r.kind for v in ph.event_roles):
            return True
    return False


def _personal_alone(words: list[str], start: int, end: int) -> bool:
    """Is the light verb at tokens ``[start, end)``, firing alone at a workplace with no work
    object, done to the doer's own thing or self (an owner word or a reflexive right after it,
    past one particle: "is checking her phone", "is sorting out her handbag", "is serving
    herself from the buffet"), or a noun (after an owner or an owner's "'s" that is no "is" or
    "has": not "she's officiating", "Olu's grilling"; or after an
    article and an ``-ing`` modifier: "the bride's train", "the seating plan"; not after an
    article alone: "for take six of the chase scene" frames a film set's task)? Design choice:
    at a workplace a guest's own things are no task, and a task verb needs a thing that is not
    the doer's own."""
    before = words[start - 1] if start else ""
    if before in _OWNER_WORDS or before == "'s" and start > 1 and words[start - 2].isalpha() \
            and words[start - 2] not in _SUBJECT_FORMS and words[start - 2] not in _NOT_OWNERS \
            and not words[start].endswith(("ing", "ed")) or start > 1 \
            and words[start - 2] in _ARTICLES and before.endswith("ing"):
        return True
    k = end
    if k < len(words) and words[k] in _NOT_OBJECT_STARTS and words[k] not in ("to", "for"):
        k += 1
    return k < len(words) and (words[k] in _OWNER_WORDS or words[k] in _REFLEXIVES)


def _participle_in_progressive(words: list[str], seg: _Segments, start: int) -> bool:
    """Is the ``-ed`` word at token ``start`` after a progressive (``is``/``are``/``am`` and an
    ``-ing`` verb) earlier in its sentence, with no auxiliary right before it ("is eating a
    plate of porchetta and grilled polenta")? Then it names a thing ("grilled polenta"), not
    a second task of the status sentence. Design choice."""
    if words[start - 1] in _STATUS_AUXILIARIES:
        return False
    sent = seg.sent_of[start]
    k = start - 1
    while k > 0 and seg.sent_of[k - 1] == sent:
        if words[k - 1] in _STATUS_AUXILIARIES and words[k].endswith("ing"):
            return True
        k -= 1
    return False


# words before "'s" that make it "is" or "has", no owner ("she's officiating", "there's")
_NOT_OWNERS = frozenset({"it", "that", "there", "here", "what", "who", "where", "everyone",
                         "nobody", "someone", "everybody", "somebody", "one"})
# prepositions of a place beside a thing ("at the gift table"), not of a document's inside ("in
# the notes") or its surface ("on her diagram"): what a verb's object is worked at
_AT_PLACE_PREPS = frozenset({"at", "by", "near", "beside", "behind"})


def _took_other(items: list[_Item], idx: int, r: Role, words: list[str]) -> bool:
    """Did the light verb ``items[idx]`` take another kind's object? Then the verb is that kind's
    ("finishing her lunch @ office" is eating), not ``r.kind`` done without an object."""
    return any(v.type == "verb" and v.kind != r.kind
               and _find_object(items, idx, v.kind or "", v.window, words) is not None
               for v in items[idx][2].event_roles)


def _place_holds(phrases: frozenset[tuple[str, ...]], place: set[str], words: list[str],
                 tokens: set[int]) -> bool:
    """Does the place of a status line (its ``tokens``, their ``words`` the set ``place``) hold
    one of ``phrases`` as whole consecutive words ("site office"; "living room" holds no "staff
    room")?"""
    for ph in phrases:
        if ph[0] not in place:
            continue
        if len(ph) == 1:
            return True
        k = len(ph)
        if any(tuple(words[t:t + k]) == ph for t in tokens if words[t] == ph[0]):
            return True
    return False


_LIST_SEPARATORS = frozenset({",", "and", "or", "&"})


def _counted_member(words: list[str], start: int, ostart: int) -> bool:
    """Does the list member ending at ``ostart`` open, after the nearest comma or "and" past
    ``start``, with an article, an owner or a number ("and a banana milkshake", ", two cokes")?"""
    j = ostart - 1
    while j > start and words[j] not in _LIST_SEPARATORS:
        j -= 1
    if j <= start:
        return False
    first = words[j + 1]
    return first in _OBJECT_DETERMINERS or first in _NUMBER_WORDS or first.isdigit()


def _after_effort(spec: KindSpec, words: list[str], sent_of: list[int], start: int,
                  candidates: list[_Candidate]) -> bool:
    """Is the term at ``start`` told as the next step (one of ``spec.after_effort_links`` right
    before it, a pronoun or a name's word between allowed) after a candidate of one of
    ``spec.after_effort_kinds`` earlier in its sentence ("deadlifts a new best, then slumps on
    the bench"), with none of ``spec.after_effort_unless`` after it there ("then lies on the
    sofa all afternoon")? Design choice: a breather inside a workout is part of it, no rest."""
    t = start - 1
    if words[t] not in spec.after_effort_links:
        t -= 1
        if t < 0 or words[t] not in spec.after_effort_links:
            return False
    s = sent_of[start]
    if not any(c.kind in spec.after_effort_kinds and c.span[1] <= t and sent_of[c.span[0]] == s
               for c in candidates):
        return False
    k = start + 1
    while k < len(words) and sent_of[k] == s:  # "then lies on the sofa all afternoon": a rest
        if any(tuple(words[k:k + len(q)]) == q for q in spec.after_effort_unless.get(words[k], ())):
            return False
        k += 1
    return True


def _wait_after(spec: KindSpec, words: list[str], sent_of: list[int], end: int) -> bool:
    """Does one of ``spec.waiting_after``'s waits start within ``spec.waiting_reach`` tokens
    after ``end`` in its sentence ("sits by the stove waiting for the buuz to finish
    steaming")? Design choice: sitting or lying to wait is the wait's posture, no rest."""
    n = len(words)
    if end >= n:
        return False
    s = sent_of[end - 1] if end else 0
    for k in range(end, min(n, end + spec.waiting_reach)):
        if sent_of[k] != s:
            return False
        for q in spec.waiting_after.get(words[k], ()):
            if tuple(words[k:k + len(q)]) == q:
                return True
    return False


def _list_candidates(candidates: list[_Candidate], items: list[_Item], idx: int, base: str,
                     kinds: tuple[str, ...], seg: _Segments, words: list[str],
                     own: str = "", counted: bool = False,
                     specs: Mapping[str, KindSpec] | None = None) -> None:
    """Objects of ``kinds`` listed after the term ``items[idx]`` in its clause, across commas
    ("wolfs down three burgers, fries and a milkshake": the milkshake is drunk); not an object
    that is also one of the ``own`` kind. With ``counted`` (a verb's list), a member opens
    with an article, an owner or a number after its comma or "and" ("demolishes a full English,
    two hash browns and a banana milkshake"), not "slurps the pho, broth and all" nor "a
    spoonful of broth" (the broth is the meal's). A member with one of its kind's
    ``object_not_before`` words (``specs``) right after it, or one of its ``object_breaks``
    right before it, is none ("bites into a khuushuur, hot mutton juice running down your
    wrist", "eats her hardtack softened in coffee")."""
    start = items[idx][0]
    cl = seg.clause_of[start]
    found: set[str] = set()
    for k in range(idx + 1, min(len(items), idx + 12)):
        ostart, oend, phrase = items[k]
        if seg.clause_of[ostart] != cl or phrase.breaker_level > 1:
            break
        if phrase.types & {"term", "verb"} and (
                not phrase.objects or _opens_predicate(words, ostart, oend)) \
                and not (ostart and words[ostart - 1] in _NOUN_MARKERS):
            break  # another action begins ("eat a bowl of yoghurt and drink a cup of tea");
            # after an article it is a noun ("a stack of toast and a banana milkshake")
        if own and own in phrase.objects:
            continue
        if phrase.types & {"term", "verb"} and ostart > start + 1 \
                and words[ostart - 1].isalpha() and words[ostart - 1] not in _NOUN_MARKERS \
                and words[ostart - 1] not in _NUMBER_WORDS and words[ostart - 1] != "and":
            break  # "eats her lunch and her husband drinks a can of cola": a verb after its
            # subject, no member of the list
        if ostart and words[ostart - 1] == "between":
            continue  # "eats a plate of pakoras between shots": a stretch of time, no member
        if counted and not _counted_member(words, items[idx][0], ostart):
            continue
        for kind in kinds:
            role = phrase.objects.get(kind)
            if role is not None and specs is not None and (ls := specs.get(kind)) is not None \
                    and (oend < len(words) and words[oend] in ls.object_not_before
                         or words[ostart - 1] in ls.object_breaks):
                continue  # "juice running down your wrist", "hardtack softened in coffee"
            if role is not None and kind not in found:
                found.add(kind)
                candidates.append(_Candidate(kind, ostart, (start, oend), role.weight,
                                             f"{base} + {role.base}", role.flags))


def _companion(people: _People, start: int, end: int, window: int, clause: int,
               words: list[str]) -> _Mention | None:
    """The first person named within ``window`` tokens after a companion word (``with``) in its
    clause, not a possessive and not a pronoun other than an object-only one (``sit with him``,
    ``with them``; ``with her`` may be a possessive: ``with her kids``). A possessive person
    before it stretches the window by the two tokens of its ``'s`` and the noun it owns (``with
    the groom's father``, ``with her sister's kids``: h36-005); so does a plural possessive, its
    apostrophe a token of its own (``with her pupils' artwork`` is a thing, ``with the
    neighbours' kids`` are people)."""
    mentions = people.all
    limit = end + window
    n = len(words)
    for k in range(bisect_left(people.indices, end), len(mentions)):
        m = mentions[k]
        if m.index >= limit:
            break
        owner = m.possessive or m.end + 1 < n and words[m.end] == "'" \
            and words[m.end - 1][-1] == "s" and words[m.end + 1].isalpha()  # not a closing quote
        if m.clause == clause and not owner and (
                m.what != "third" or words[m.index] in _OBJECT_PRONOUNS):
            if not _COORDINATORS.isdisjoint(words[end:m.index]):
                return None  # "cried with laughter and I filmed": a thing, then a new subject
            return m
        if owner and m.clause == clause:
            limit = max(limit, m.index + 3)
    return None


_COORDINATORS = frozenset({"and", "or"})  # before a companion's partner: a thing came first


def _thing_with_observer(people: _People, words: list[str], start: int, m: _Mention) -> bool:
    """Is the observer ``m``, alone after "with" at token ``start`` ("with Vlasta clinging to
    the bar", not "with you and Tom"), in a clause that names no one before "with" (its subject a
    thing: "the chairlift", "the bus")? Then "with" tells where the observer is, not who keeps
    them company."""
    if m.end < len(words) and words[m.end] in _COORDINATORS:
        return False
    # a person after a preposition is no subject ("a lighting rig swings loose above the
    # crowd, with Magnus standing right beneath it": the rig's)
    return not any(p.clause == m.clause and p.index < start and p.what != "thing"
                   and not p.governed for p in people.all)


# what may follow a record's value (the next field's bar, the end of a line or clause)
_FIELD_VALUE_ENDS = frozenset({"|", ";", "\n", "/", "]", ")"})


def _drop_role_labels(words: list[str], out: list[_Mention]) -> list[_Mention]:
    """``out`` without the person words that label a record's field holding a name ("Status |
    driver: Bernadette | state: SLEEPING", "patient: Tomasz;"): the field names the role, the
    name is the one it holds, nobody else. Only a name alone as the field's value (up to a bar,
    a semicolon, a line's end or the text's end) counts: a speaker tag before speech ("Nurse:
    Bernadette, time for your tablets") stays someone. Design choice (who did what)."""
    n = len(words)
    drop = {id(a) for a, b in zip(out, out[1:], strict=False)
            if a.what == "person" and not a.possessive and a.end < n and words[a.end] == ":"
            and b.index == a.end + 1 and b.what in ("name", "self")
            and (b.end >= n or words[b.end] in _FIELD_VALUE_ENDS)}
    return [m for m in out if id(m) not in drop] if drop else out


# the parts of a day after "in the" that make a number before them an hour ("until three in
# the afternoon")
_DAY_PARTS = frozenset({"morning", "afternoon", "evening", "night"})
_CLOCK_MARKS = frozenset({"o'clock", "o", "am", "pm"})  # ("o'clock" is read "o" "'clock")
# the units after a number that make it a length ("— ten hours of sleep", "two hours later")
_LENGTH_UNITS = frozenset({"hours", "hrs", "minutes", "mins", "seconds", "days", "nights",
                           "weeks", "months", "years"})


def _clock_number(words: list[str], t: int) -> bool:
    """Is the number word at token ``t`` an hour of the clock ("doesn't surface until three in
    the afternoon", "till two o'clock") or a length ("— ten hours of sleep"), not a counted
    group opening a clause ("two in the back seat argue")? Design choice (who did what): an
    hour or a length is nobody."""
    if words[t] not in _NUMBER_WORDS or t + 1 >= len(words):
        return False
    nxt = words[t + 1]
    return nxt in _CLOCK_MARKS or nxt in _LENGTH_UNITS or nxt == "in" and t + 3 < len(words) \
        and words[t + 2] == "the" and words[t + 3] in _DAY_PARTS


def _mentions(lex: Lexicon, tx: _Text, items: list[_Item], seg: _Segments, quoted: Any,
              obs: tuple[str, ...], vocab: set[str]
              ) -> tuple[list[_Mention], list[tuple[int, int, str]]]:
    """Who is mentioned where: the observer, groups with the observer, and others, in order;
    and the occupations used as predicates (``is a welder``, ``, a food photographer,``) as
    ``(start, end, word)`` token spans: they describe a subject, they do not name a new person.
    ``vocab`` is the set of the text's words.

    A noun phrase of unknown words after a determiner, followed by an auxiliary (``a toddler
    is``, ``two travellers are``), names someone else."""
    words = tx.words
    n = len(words)
    out: list[_Mention] = []
    add = out.append
    jobs: list[tuple[int, int, str]] = []
    taken: set[int] = set()
    known = lex.known
    observer_spans = _observer_spans(lex, words, tx.cap_set, obs, vocab) if obs else ()
    colon = ":" in vocab
    named = {t for a, b in observer_spans for t in range(a, b)}
    located = seg.location_tokens
    # (only the items that mention someone: selected in C)
    for start, end, phrase in compress(items, map(_MENTION_OF, map(_PHRASE_OF, items))):
        what = phrase.mention
        if start in named:  # (a title before the observer's name is theirs)
            continue
        if what == "person":
            if start in located and not (end < n and words[end] == "'s"):
                continue  # a person word naming a place in a place field ("loc=crew_mess",
                # "@ staff room"), not someone there (an owner keeps his "'s": "@ Noor's flat")
            if start and end - start == 1 and words[start - 1] in _SUBJECT_FORMS:
                continue  # a person noun right after a subject pronoun is a verb: "you nurse",
                # "she nurses an apple juice"
            if _verb_form(words[end - 1], phrase):
                continue  # "cooked a pot of dal", "is cooking dinner": a verb, not a cook
            if start and start in tx.cap_set and words[start - 1] in _ARTICLES \
                    and _event_title(items, end):
                continue  # "the Comrades Marathon": a race's name (:func:`_event_title`)
            if end - start == 1 and start > 1 and words[start - 1] == "to" \
                    and words[start] in lex.occupations \
                    and words[start - 2] not in lex.speech_verbs \
                    and words[start - 2] not in _TO_SOMEONE and not (
                        end < n and (words[end] == "'s" or words[end] in lex.auxiliaries)):
                # design choice: a job word right after an infinitive's "to" is its verb ("who
                # is learning to cook"), not a person ("talks to cook" is not English)
                continue
            if start > 1 and words[start - 1] == "(" and end < n and words[end] == ")" \
                    and words[end - 1] in lex.occupations:
                taken.update(range(start, end))  # "Yara (baker): kneading dough", "NPC
                # Grimbald (miner) | action: eating a pie": a label of who they are, no task now
                continue
            if start > 1 and _predicate(lex, words, start, end) \
                    and not _opens_as_clause(words, seg, start, lex, items):
                if end < n and words[end] not in _PART_ENDS and _renames(words, start):
                    # a role with a phrase after it up to the closing comma describes who
                    # (``jobs`` entry without a base): "Mara, the midwife on shift, scrubs her
                    # bathroom", "Mara, a retired deckhand from the coaster, helps her neighbour"
                    close = next((c for c in range(end, min(n, end + 7))
                                  if words[c] in _PART_ENDS), end)
                    jobs.append((start, close, ""))
                elif words[end - 1] in lex.occupations:
                    jobs.append((start, end, words[end - 1]))
                taken.update(range(start, end))
                continue
            add(_Mention(start, end, "other", end < n and words[end] == "'s", "person"))
        elif what == "self":
            add(_Mention(start, end, "self", phrase.possessive, "self"))
        elif what == "third":
            add(_Mention(start, end, "other", phrase.possessive, "third"))
        elif what == "group":
            add(_Mention(start, end, "self", False, "group"))
        elif words[end - 1] in _PARTITIVES and end < n and (
                words[end] in lex.auxiliaries or _acts_at(items, end)):
            # design choice: "the rest drink all night" ("the rest" is an exception, so that
            # it is no rest): a partitive before a verb is someone else, the clause's subject
            add(_Mention(start, end, "other", False, "thing"))
        elif words[end - 1] in _PARTITIVES and end + 2 < n and words[end] == "of" \
                and words[end + 1] in _OBJECT_DETERMINERS and (
                    start == 0 or words[start - 1] in _PART_ENDS
                    or words[start - 1] in _SUBJECT_OPENERS):
            # design choice (round 28): "the rest of the choir is drinking", "while the rest
            # of the band swap gossip": part of a group named by any noun, opening a clause
            # before its verb (an auxiliary or an action within three words), is someone
            # else, the subject ("spends the rest of the afternoon mending" is a time; a person
            # word, "the rest of the crew", is a mention of its own)
            k = next((k for k in range(end + 3, min(n, end + 6))
                      if words[k] in lex.auxiliaries or _acts_at(items, k)
                      or not words[k].isalpha()), n)
            if k < n and words[k].isalpha() and not any(
                    p.mention == "person" and end < a < k for a, _, p in items):
                add(_Mention(start, k, "other", False, "thing"))
                taken.update(range(start, k))
                continue
        # else an exception: its tokens are taken, nobody is mentioned
        if end - start == 1:
            taken.add(start)
        else:
            taken.update(range(start, end))
    for t, end in observer_spans:
        add(_Mention(t, end, "self", end < n and words[end] == "'s", "name"))
        taken.update(range(t, end))
    if not lex.collectives.isdisjoint(vocab):
        for t, end in _collective_subjects(lex, words, items, taken,
                                           lex.collectives.intersection(vocab)):
            add(_Mention(t, end, "other", False, "thing"))
            taken.update(range(t, end))
    dets = lex.determiners
    # a sentence or clause that starts with a determiner starts with its subject: someone or
    # something else ("... while two backpackers in the next row chat")
    clause_of = seg.clause_of
    starts = seg.sentence_starts.union(
        t for t in compress(range(1, n), map(dets.__contains__, words[1:]))
        if clause_of[t] != clause_of[t - 1] or words[t - 1] == "," and _after_fronted(
            words, seg, t - 1, lex.governors)
        # design choice (who did what): a short fronted place at someone, with no comma
        # ("behind him the water-seller in his red costume pours a drink", "beside her a
        # porter"), opens the clause's subject too (not a place or time: "at last the")
        or words[t - 1] in _PLACE_AT_PERSON and _after_place_at_person(
            words, clause_of, t, lex.governors)
        # design choice (who did what): so does any short fronted place or time with no
        # comma ("in the next bed the old man coughs"), but not "at last", nor before an event
        # named as a noun ("in the seventh minute a sliding tackle catches Tomasz"), nor inside
        # a longer phrase that ends at a comma ("On her shift at the Grand Hotel, Ilse folds"
        or words[t - 1] != "last" and _after_fronted_place(words, clause_of, t, lex.governors)
        and not any(a == t + 1 and phrase.acts for a, _, phrase in items)
        and not _phrase_goes_on(words, items, t)
        # design choice (who did what): a place or time adverb opening a clause, or right
        # after its subordinator ("while outside the stagehands haul crates", "; meanwhile
        # the stagehands down pints"), stands before the clause's subject
        or t == 1 and words[0] in _OPENING_TIME_ADVERBS
        or t > 1 and (words[t - 1] in _SCENE_ADVERBS or words[t - 1] in _OPENING_TIME_ADVERBS
                      and words[t - 2] in (".", "!", "?", ";")) and (
            clause_of[t - 1] != clause_of[t - 2]
            or (words[t - 2] == "as" or words[t - 2] in lex.subordinators)
            and _after_clause_word(words, clause_of, t - 1, lex.subordinators))
        or (words[t - 1] == "as" or words[t - 1] in lex.subordinators)
        and _after_clause_word(words, clause_of, t, lex.subordinators)
        or words[t - 1] == ":" and _subject_after_colon(words, seg, t, lex.auxiliaries)
        # design choice (who did what): one fronted adverb and its comma opening a sentence or
        # a part ("Meanwhile, the android shivers", "Later, the cyborg collapses", "Suddenly,
        # a porter slips") stand before the clause's subject, as a fronted phrase does
        or words[t - 1] == "," and t - 2 not in taken and _after_fronted_adverb(lex, words, t)
        and not any(a == t - 2 for a, _, phrase in items if phrase.acts)
        # the text opening "As a jogger gulps ..., Tom eats" (the clause opener's test,
        # :class:`_Segments`: a sentence's start marks no clause of its own)
        or t == 1 and words[0] == "as" and words[1] in ("a", "an") and (
            _finite_after(items, words, 2) or _bare_finite_after(words, 2)
            or _past_after_noun(lex, items, words, 2)))
    opened: dict[int, _Mention] = {}  # a clause's opening determiner -> its mention
    for t in sorted(starts):
        if words[t] in dets and t not in taken and t not in located \
                and not _clock_number(words, t):
            add(opened.setdefault(t, _Mention(t, t + 1, "other", False, "thing")))  # (session 9:
            taken.add(t)  # not a place part's determiner: "| location: the depot |" names where)
    # "two deckhands fight until one goes down bleeding": "one" opening a clause, right before
    # its verb (not before a noun: "one knee is bleeding"), is one of those people
    if "one" in vocab:
        for t in compress(range(1, n - 1), map("one".__eq__, words[1:n - 1])):
            nxt = words[t + 1]
            if clause_of[t] != clause_of[t - 1] and t not in taken and (
                    nxt in lex.auxiliaries or nxt.endswith("s") and not nxt.endswith("ss")):
                add(_Mention(t, t + 1, "other", False, "thing"))
                taken.add(t)
    # "a toddler is", "two tired travellers are": from each auxiliary, back over unknown words
    # to a determiner (in text order: each noun phrase found takes its tokens)
    aux_at: list[int] = []  # where an auxiliary stands (also for lower-case names, below)
    if not lex.auxiliaries.isdisjoint(vocab):
        aux_at = list(compress(range(n), map(lex.auxiliaries.__contains__, words)))
        for k in aux_at:
            t = k - 1
            # (a determiner is a known word: the usual "he is" stops at the first test); a
            # hyphen joins two words into one, known or not ("the first-aider is": three
            # tokens, one unknown word)
            hyphens = 0
            while t >= 0 and k - t - 2 * hyphens <= 3 and t not in taken and (
                    words[t] not in known and words[t].isalpha()
                    # (a label word is capitalised or holds a digit: :func:`_label_word`)
                    or (t in tx.cap_set or not words[t].isalpha())
                    and _label_word(words, t, tx.cap_set, dets)
                    or words[t] == "-" and hyphens == 0 and t + 1 < k and t > 0
                    and (words[t - 1].isalpha() or _label_word(words, t - 1, tx.cap_set, dets))
                    and words[t - 1] not in dets):
                if words[t] == "-":
                    hyphens = 1
                    t -= 1  # the word before the hyphen is part of the compound
                t -= 1
            if 0 <= t < k - 1 and words[t] in dets and t not in taken and not (
                    words[t] == "that" and t and all(j in tx.cap_set for j in range(t + 1, k))):
                # (design choice: "hears that Maria is threatened": "that" before a capitalised
                # name opens a clause; the name is its subject, found below, not a thing)
                add(_Mention(t, k, "other", _owner_s(words, k), "thing"))
                taken.update(range(t, k))
    # someone else doing something: a number word + unknown words ending in a plural + an action
    # ("two backpackers stretch out"), or an article + unknown words + a present-tense action
    # ("the conductor checks tickets", "a street sweeper works")
    acts_at: set[int] | None = None  # where an action starts, when first needed
    someone: set[int] = set()  # such noun phrases before a past: referents of "he", "his"
    if not _LONE_PARTITIVES.isdisjoint(vocab) and "of" in vocab:
        # design choice (who did what): "one of the diggers is wolfing down a samosa", "none of
        # the volunteers eat": one or more of a group, before an action, is its subject, as
        # "two of the glaciologists" is (below)
        if acts_at is None:
            acts_at = {start for start, _, phrase in items if phrase.acts}
        for t in compress(range(n), map(_LONE_PARTITIVES.__contains__, words)):
            if t not in taken and (e := _partitive_group_end(lex, words, t, acts_at, taken,
                                                             items)) > t:
                add(_Mention(t, e, "other", False, "thing"))
                taken.update(range(t, e))
    for openers, plural_noun in ((_PLURAL_DETERMINERS, True), (_ARTICLES, False),
                                 (_OWNER_MARKS, False)):
        if openers.isdisjoint(vocab):
            continue
        if acts_at is None:
            acts_at = {start for start, _, phrase in items if phrase.acts}
        for t in compress(range(n), map(openers.__contains__, words)):
            if t in taken:
                if t in opened and opened[t].end == t + 1 \
                        and (e := _opened_group_end(lex, words, t, acts_at, taken)) > t + 1:
                    # design choice (who did what): a clause opening with a group of people
                    # the lexicon lacks ("as two of the glaciologists nearly fall", "while the
                    # night-shift blokes eat") names them, the subject, as anywhere else
                    opened[t].end = e
                    taken.update(range(t, e))
                elif not plural_noun and t in opened and opened[t].end == t + 1:
                    _past_subject(lex, words, items, opened[t], known, taken, someone)
                continue
            k = t + 1
            labelled = False  # a label with a number inside the phrase ("the Year 7s")
            compound = False  # one hyphenated compound ("the water-seller pours")
            while k < n and k - t - 2 * compound <= 3 and k not in taken:
                if words[k].isalpha() and words[k] not in known:
                    k += 1
                elif not compound and not labelled and not plural_noun and k + 3 < n \
                        and words[k + 1] == "-" and words[k].isalpha() \
                        and words[k + 2].isalpha() \
                        and words[k + 2] not in known and k + 2 not in taken:
                    # design choice (who did what): a hyphenated role noun ("the water-seller",
                    # "a tea-seller", "the fire-eater") whose first half the lexicon knows (a
                    # drink, a thing) is one noun naming a person, as "the seller" is
                    compound = True
                    k += 3
                elif (k in tx.cap_set or not words[k].isalpha()) \
                        and _label_word(words, k, tx.cap_set, dets) \
                        or words[k] == "-" and labelled:
                    labelled = True
                    k += 1
                elif k + 2 < n and words[k + 1] == "-" and words[k] in _AGE_BOUNDS \
                        and _label_word(words, k + 2, tx.cap_set, dets):
                    labelled = True  # "the under-12s", "the over-60s"
                    k += 3
                else:
                    break
            if labelled and t + 1 < k < n and words[k - 1].endswith("s") \
                    and (k in acts_at or words[k] in lex.auxiliaries):
                # design choice (who did what): "behind her the under-12s eat their lunches":
                # a group named by a numbered label, before a verb of any form, is its subject
                add(_Mention(t, k, "other", False, "thing"))
                taken.update(range(t, k))
                continue
            if words[t] in _OWNER_MARKS:
                continue  # an owner's "'s" opens only a numbered group ("his daughter's
                # under-12s play"), not a thing it owns ("Tali's diary")
            if k == t + 1 and words[t] == "a" and (
                    t == 0 or words[t - 1] in _PART_ENDS or words[t - 1] in _SUBJECT_OPENERS) \
                    and (e := _quantity_group_end(lex, words, t, acts_at, taken, items)) > t:
                # design choice (who did what): "a couple of trekkers chat by the kettle", "a
                # handful of roughnecks are eating": a group counted so, before its verb, is
                # its subject, as "two trekkers" is
                add(_Mention(t, e, "other", False, "thing"))
                taken.update(range(t, e))
                continue
            if k == t + 1 and plural_noun \
                    and (e := _partitive_group_end(lex, words, t, acts_at, taken, items)) > t:
                add(_Mention(t, e, "other", False, "thing"))
                taken.update(range(t, e))
                continue
            if k == t + 1 and plural_noun and _counted_group(lex, words, t, acts_at, taken):
                add(_Mention(t, t + 2, "other", False, "thing"))
                taken.update(range(t, t + 2))
                continue
            marked = words[k - 1] if plural_noun else words[k] if k < n else ""
            if t + 1 < k < n and (k in acts_at or _continued_act(lex, items, words, k)) \
                    and (marked.endswith("s") and not marked.endswith("ss")
                         and (plural_noun or not _s_noun_first(items, words, k))
                         or not plural_noun and _past_after_article(lex, words, t, marked)):
                # (or a light verb before its action: "the android goes for a long run")
                add(_Mention(t, k, "other", not plural_noun and _owner_s(words, k), "thing"))
                taken.update(range(t, k))
                continue
            if t + 1 < k < n and (not plural_noun
                                  or _plural_head(words[k - 1], lex.collectives)):
                m = _Mention(t, t + 1, "other", False, "thing")
                if _past_subject(lex, words, items, m, known, taken, someone):
                    add(m)
                    continue
            if not plural_noun and words[t] != "the" or not (
                    t == 0 or words[t - 1] in _PART_ENDS or words[t - 1] in _SUBJECT_OPENERS
                    # (who did what: after a focus word or a clock time, "only the night-shift
                    # blokes worked", "14:00 the night-shift blokes gulped a mug of tea")
                    or words[t - 1] in _FOCUS_WORDS or words[t - 1][:1].isdigit()
                    or _after_fronted_place(words, clause_of, t, lex.governors)):
                continue  # (round 28: a number too: "as, across the pub, two regulars start
                # shoving each other")
            # design choice: a plural noun phrase opening a sentence or a part ("Later, the
            # fishermen go for a swim", "the locals fall ill", "the kitchen staff drink tea"),
            # with an action later in its clause, is that clause's subject; words the lexicon
            # knows may modify its head when they are no action, determiner or preposition
            k = t + 1
            hyphened = False  # one hyphened modifier: "the night-shift blokes"
            while k < n and k - t - 2 * hyphened <= 3 and k not in taken:
                if not hyphened and k + 3 < n and words[k + 1] == "-" and words[k].isalpha() \
                        and words[k + 2].isalpha() and k + 2 not in taken \
                        and words[k + 3].isalpha() and words[k + 3] not in known:
                    # design choice (who did what): a hyphened modifier before a head the
                    # lexicon lacks ("the night-shift blokes eat", "the off-duty medics"),
                    # even one whose parts are an action or a preposition, belongs to the
                    # noun phrase
                    hyphened = True
                    k += 3
                    continue
                if not (words[k].isalpha() and k not in acts_at and (
                        words[k] not in known or not (
                            words[k] in lex.governors or words[k] in lex.determiners
                            or words[k] in lex.auxiliaries or words[k] in _CLAUSE_WORDS))
                        and (not _plural_head(words[k - 1], lex.collectives)
                             or _noun_at(items, k))):
                    break
                k += 1  # (past a plural word when a noun follows: "the sports reporter")
            if t + 1 < k < n and _plural_head(words[k - 1], lex.collectives) \
                    and words[k].isalpha() and words[k] not in lex.governors \
                    and _acts_in_clause(items, seg, k):
                add(_Mention(t, k, "other", _owner_s(words, k), "thing"))
                taken.update(range(t, k))
    not_names, caps = lex.not_names, tx.cap_set
    for t, end in _designations(lex, words, tx.caps, items, taken, obs):
        add(_Mention(t, end, "other", end < n and words[end] == "'s", "name"))
        taken.update(range(t, end))
    sentence_starts, sent_of = seg.sentence_starts, seg.sent_of
    for t in tx.caps:
        w = words[t]
        if w in known and not _known_word_name(lex, words, items, tx.cap_set, sentence_starts,
                                               t) \
                or t in taken or w in not_names or not w.isalpha() \
                or t in seg.location_tokens:
            continue
        if t in sentence_starts:
            if not _is_name_first(lex, t, tx, items):
                continue
        elif t > 0 and words[t - 1] in lex.place_words and not (
                t > 1 and words[t - 1] == "to" and (words[t - 2] in lex.speech_verbs
                                                    or words[t - 2] in _TO_SOMEONE)) and not (
                # (news heard from someone: "hears from Mei that Jun was sick"; "calls from
                # Lisbon", "back from Oslo" keep their places)
                t > 1 and words[t - 1] == "from" and words[t - 2] in _HEARING) and not (
                # (round 33: an owner before what it owns is someone: "on Ochieng's forearm")
                t + 2 < n and words[t + 1] == "'s" and words[t + 2].isalpha()) \
                and not _person_after(lex, words, items, t):
            continue  # "the Blue Door": a place, not a person (but "waves to Wim": a person)
        if w in lex.units and t > 0 and (words[t - 1] == "°" or words[t - 1][0].isdigit()):
            continue  # a unit: "38,9 °C", "5 PM"
        end = t + 1
        while (end < n and end in caps and words[end].isalpha()
               and words[end] not in known and end not in taken):
            end += 1
        if t and end < n and words[_title_start(words, caps, t) - 1] in _ARTICLES \
                and _event_title(items, _past_title_words(items, words, caps, end)):
            continue  # "completes an Ironman triathlon", "the Comrades Marathon", "the Lewa
            # Safari Marathon" (known capitalised words before it too): a race's name
        if t and end < n and words[_title_start(words, caps, t) - 1] in _ARTICLES \
                and not words[end - 1].endswith("s") and _s_noun_first(items, words, end):
            continue  # "invigilates the GCSE maths paper", "the Cambridge maths paper": a
            # singular label before a noun compound (:func:`_s_noun_first`), no one doing it
        if end + 2 < n and words[end] == "(" and (close := _name_alias_end(words, caps, end)) > 0:
            end = close  # the same person's name in another script or spelling: "his friend
            # Aditi (अदिति) eats", one mention, as the observer's own alias is
        # (someone else's "'s" before an -ing or -ed verb is "is" or "has", as after a noun:
        # "Jorge's napping in the cab", "Jorge's been drinking all night")
        add(_Mention(t, end, "other", _name_owner_s(words, end, items), "name"))
        taken.update(range(t, end))
    if acts_at is None:
        acts_at = {start for start, _, phrase in items if phrase.acts}
    for t, end, subject in _lower_names(lex, words, items, caps, taken, obs, "_" in tx.text,
                                        aux_at, acts_at):
        add(_Mention(t, end, subject, _name_owner_s(words, end, items) if subject == "other"
                     else end < n and words[end] == "'s", "name"))
        taken.update(range(t, end))
    if not _NP_OPENERS.isdisjoint(vocab):
        _owned_subjects(lex, words, items, caps, taken, out, n)
    # someone else's turn in a chat log: its speaker is a mention, its "I" is the speaker
    turns = _chat_turns(lex, words, caps, obs, items) if obs and (
        "<" in vocab or colon or ">" in vocab or "]" in vocab or "|" in vocab) else ()
    for t, _ in turns:
        if t not in taken:
            add(_Mention(t, t + 1, "other", False, "name"))
            taken.add(t)
    out.sort(key=_INDEX_OF)
    if ":" in vocab:
        out = _drop_role_labels(words, out)

    # what he/she/they refer to: the latest third-person mention that is a subject, else the
    # latest one ("next to Yusuf, but he")
    last_third = last_any = None
    last_third_m: _Mention | None = None
    last_any_m: _Mention | None = None
    persons: list[_Mention] = []  # every person and name mention so far
    many_other: _Mention | None = None  # the latest plural noun phrase of others ("two regulars")
    referents: list[_Mention] = []  # person and name mentions that may be subjects, in order
    ends_at: dict[int, _Mention] = {}  # last token of each mention so far -> the mention
    relative_spans: list[tuple[int, int]] = []  # (first, end) tokens of "who ..." clauses
    # (the observer inside a contact clause, the token of its head, the clause's end)
    contact_heads: list[tuple[_Mention, int, int]] = []
    before_and: list[_Mention] = []
    heard: list[_Mention] = []  # the people mentioned so far, any kind, for "the two of them"
    governors, participants = lex.governors, lex.participants
    excluders, auxiliaries, indefinites, genders = (lex.excluders, lex.auxiliaries,
                                                    lex.indefinites, lex.genders)
    name_genders = lex.name_genders
    rival_openers = lex.rival_openers
    sent_of, clause_of = seg.sent_of, seg.clause_of
    check_quotes = quoted is not _never
    for m in out:
        i = m.index
        # "beside you", "the man opposite Pilar": a preposition's object is not a subject
        # "all but Evander", "except Oona": the one left out is no subject, but stays the one
        # a later "she" most likely means
        excluded = i > 0 and (words[i - 1] in excluders
                              or i > 1 and words[i - 1] in _ALL_BUT and words[i - 2] in _ALL_WORDS
                              # "Ilya's brother, not Ilya, ate the cake"
                              or i > 1 and words[i - 1] == "not" and words[i - 2] == ","
                              # "Everyone, Ana excepted, eats"
                              or words[i - 1] == "," and m.end < n
                              and words[m.end] == _EXCEPTED)
        partitive = m.what == "third" and i > 1 and words[i - 1] == "of" \
            and words[i - 2] in _PARTITIVES and (i < 3 or words[i - 3] not in _ARTICLES)
        if turns and any(t == i for t, _ in turns):
            pass  # a chat turn's speaker ("Message from Tom: just ate") is its subject
        elif i > 1 and words[i - 1] in _SENT_TO and m.end < n and words[m.end] == ":" \
                and words[i - 2].isalpha():
            m.governed = True  # the recipient after a sender's arrow ("Tom → Ana: ...")
            # design choice (who did what): who gets a message is no party to what it tells
            # ("[DM] Tom → Ana: had a huge row with my landlord": Tom's row)
            m.party = False
        elif partitive:
            # design choice: "until one of them gets a bloody nose" -- "one of them" is the
            # subject of "gets" and means one of the people "them" points at, so the pronoun
            # stands for the subject (not governed, not an object skipping its clause's subject)
            pass
        elif i and m.what in ("self", "name", "third") and (
                (g := _before_title(words, i, lex.titles) if m.what == "name" else i - 1) >= 0
                and words[g] in governors or excluded):
            if not excluded and _subject_after_governor(lex, words, items, g, m):
                pass  # "After Kemi ate, Kofi washed up", "listens to Kemi snoring": Kemi acts
            elif words[g] == "but" and g > 0 and words[g - 1] in _NOBODY_BUT:
                pass  # design choice (who did what): "Nobody but Tom ate the chips": Tom did,
                # the only one; not someone left out
            else:
                m.governed = True
                m.excluded = excluded
                # ("next to you" is a place, not "talks to you": no party)
                m.party = words[g] in participants and not (
                    g > 0 and words[g] == "to" and words[g - 1] in _LOCATIVE_TO)
                if not excluded and m.what == "name" and not m.possessive \
                        and _heard_governor(words, g):
                    m.heard_at = _participle_at(words, items, m.end)
        elif m.what == "person" and m.end == i + 1 and 0 < i and words[i] in lex.titles \
                and words[i - 1] in governors and words[i - 1] != "to" \
                and any(o.index == m.end and o.what == "name" for o in out):
            # session 10: a title word before a name is part of the name ("at Aunt Graça's",
            # "with Uncle Tomas"), so the preposition governs it too, as it governs the name
            # (not "to": "listening to Brother Paul coughing" leaves him the cough's subject)
            m.governed = True
            m.party = words[i - 1] in participants
        elif i > 1 and m.what == "person":
            # "to your colleague", "with my old roommate": a preposition's object, not a subject
            d = i - 1
            if words[d] in _OWNER_MARKS and d > 2 and words[d - 1].isalpha():
                d -= 2  # back over an owner ("with the veterans' team"; session 11)
            while d > i - 3 and d > 0 and words[d] in _NUMBER_WORDS:
                d -= 1  # back over a number ("for four hundred people")
            if d == i - 1 and d > 1 and words[d] not in _OBJECT_DETERMINERS \
                    and words[d].isalpha() and words[d] not in governors \
                    and words[d] not in lex.determiners:
                d -= 1  # back over one adjective
                if d > 1 and words[d] not in _OBJECT_DETERMINERS and words[d].isalpha() \
                        and words[d] not in governors and words[d] not in lex.determiners \
                        and words[d - 1] in _OBJECT_DETERMINERS \
                        and words[i] not in indefinites \
                        and _SUBJECT_OPENERS.isdisjoint(words[d:i]):
                    d -= 1  # or two after a determiner ("on the night grooming crew")
            g = d if words[d] in governors and (d < i - 1 or words[i] in indefinites) \
                else d - 1 if words[d] in _OBJECT_DETERMINERS and d > 0 \
                and words[d - 1] in governors else -1
            if g < 0:
                pass
            elif words[d] == "of" and d > 0 and words[d - 1] in _PARTITIVES or \
                    words[d] in _OBJECT_DETERMINERS and d > 1 and words[d - 1] == "of" \
                    and words[d - 2] in _PARTITIVES:
                pass  # design choice: "the rest of the crew drink", "most of his friends are
                # asleep": part of those people is the clause's subject, not "of"'s object
            elif m.end < n and (
                    _finite_form(lex, words[m.end]) and _acts_at(items, m.end)
                    or words[m.end] in auxiliaries and not _clause_has_subject(out, m, clause_of)
                    or words[g] in _CLAUSE_GOVERNORS and not m.possessive
                    and _clause_verb_after(lex, words, items, m.end)
                    or _fronted_plural_verb_after(lex, words, items, g, m, out)):
                pass  # "in the street below a courier unloads parcels" (session 8: "... the
                # whole class ran laps"): the courier acts; "at the table behind her two
                # students are whispering": with no subject before it, a noun phrase before an
                # auxiliary is the clause's subject; "After the pilot took a nap, ...": a
                # preposition that opens clauses too (:func:`_clause_verb_after`)
            else:
                # (a bare indefinite is a preposition's object too: "without a word to anyone")
                m.governed = True
                m.party = words[g] in participants
                if not m.possessive and _heard_governor(words, g):
                    m.heard_at = _participle_at(words, items, m.end)
        if m.end == i + 1 and words[i] in _OBJECTIVE and not partitive:
            # "the whole village, me included, sat down": a pronoun before "included" is
            # one of the subject's people, as "you included" is, no object
            m.objective = _object_pronoun(words, m) and not (
                m.end < n and words[m.end] in _INCLUDED)
        elif words[i] == "they":
            m.plural = True
        elif m.what in ("name", "person") and m.subject != "self" and not m.possessive \
                and 0 < i <= 4 and _diary_object(lex, words, seg.sentence_starts, m):
            m.objective = True  # "Met Arjun at the stall", "Saw the new intern, then ate"
        if m.possessive:
            k = m.end + 1 if m.end < n and words[m.end] == "'s" else m.end
            while k < n and k - m.end < 4 and words[k] not in auxiliaries \
                    and words[k] not in _PART_ENDS:
                k += 1
            m.owns_until = k  # "her tea has a hacking cough": the cough is not hers
        m.sent = sent_of[i]
        m.clause = clause_of[i]
        if check_quotes:
            m.quoted = quoted(i)
        if m.what == "third":
            m.subject = last_third or last_any or "other"
            if words[i] in ("he", "she") and not m.possessive:
                speaker = _speaker(words, i, persons, sent_of, clause_of, lex.speech_verbs)
                if speaker is not None and speaker.gender in ("", _PRONOUN_GENDER[words[i]]):
                    # (not a speaker whose name says the other gender: "Kofi texts Kemi while
                    # she eats" is Kemi's)
                    m.subject = speaker.subject  # "Beatriz texted her boss that she had ..."
                elif i > 0 and words[i - 1] == ":" and persons and persons[-1].governed \
                        and "from" in words[max(0, persons[-1].index - 2):persons[-1].index]:
                    # design choice: what follows a colon after "a note from her roommate" is
                    # the note: its "she" is the writer
                    m.subject = persons[-1].subject
                    last_third, last_third_m = m.subject, persons[-1]
            if persons and words[i] in _SINGULAR_THIRD:
                # number agreement: "Emeka's friends swim, but he stays": he is no group; "she
                # chats with her guests while they drink": they are the guests just named
                chosen = last_third_m or last_any_m
                if chosen is not None and chosen.what == "person" and _many(words, chosen):
                    one = next((p for p in reversed(persons) if not _many(words, p)), None)
                    if one is not None:
                        m.subject = one.subject
                        if words[i] in ("he", "she") and not m.possessive:
                            last_third_m = one
            elif words[i] == "they" and persons and _many(words, persons[-1]):
                chosen = last_third_m or last_any_m
                if chosen is not None and chosen.index < persons[-1].index \
                        and not _many(words, chosen):
                    m.subject = persons[-1].subject
            gender = _PRONOUN_GENDER.get(words[i], "")
            taught = None  # whoever learns their gender from this very pronoun
            taught_named = False  # ... or has it fixed by it, from their name's
            # the referent's gender before this pronoun teaches it one
            unsure = last_third_m is not None and (not last_third_m.gender
                                                   or last_third_m.named_gender)
            if gender and persons:
                # gender agreement: "he" is not someone known to be a woman ("Yara sits by her
                # grandfather's bed while he sleeps": he is the grandfather); the referent the
                # pronoun settles on learns the pronoun's gender
                chosen = last_third_m or last_any_m
                if chosen is not None and chosen.gender not in ("", gender):
                    wrong = chosen
                    chosen = next((p for p in reversed(persons) if p.gender == gender), None)
                    if chosen is None and wrong.what == "person":
                        # design choice: with nobody of the pronoun's gender named, the latest
                        # person whose gender is unknown ("Noor's son makes her an omelette, and
                        # she eats it": Noor), not someone new
                        chosen = next((p for p in reversed(persons) if not p.gender
                                       and p.what == "name" and not p.governed), None)
                    elif chosen is None and wrong.named_gender:
                        # a name of the other gender: the latest subject whose gender is
                        # unknown ("A cyclist nearly takes Sofia out; he yells at her": the
                        # cyclist), who learns the pronoun's gender
                        chosen = next((p for p in reversed(persons) if not p.gender
                                       and p.what in ("person", "name") and not p.governed
                                       and not _many(words, p)), None)
                    m.subject = chosen.subject if chosen is not None else "other"
                elif chosen is not None and (not chosen.gender or chosen.named_gender) \
                        and chosen.subject == "self":
                    # design choice: "Jovan shares his water with the girl at the well, and she
                    # drinks it": an observer of unknown gender gives way to someone named
                    # after them in the same sentence whose word says the pronoun's gender
                    later = next((p for p in reversed(persons) if p.index > chosen.index
                                  and p.sent == m.sent and p.gender == gender
                                  # (not an author after "by": "listens to 'Fever' by Peggy
                                  # Lee while she restocks" is the observer's)
                                  and (p.index < 1 or words[p.index - 1] != "by")), None)
                    if later is not None:
                        chosen = later
                        m.subject = later.subject
                if chosen is not None and not chosen.gender:
                    chosen.gender = gender
                    taught = chosen
                elif chosen is not None and chosen.named_gender and chosen.gender == gender:
                    # a pronoun that settles on a name of its gender fixes it as a pronoun
                    # teaching an unknown one would
                    chosen.named_gender = False
                    taught, taught_named = chosen, True
            if words[i] in _HANDED_PRONOUNS and not m.possessive \
                    and words[i - 1] in _HANDED_THEN:
                given = _recipient(words, out, m, lex.handing_verbs)
                if given is not None and (
                        given.subject == "other" if words[i] == "they"
                        else (given.gender or _PRONOUN_GENDER.get(words[given.index], ""))
                        in ("", gender)):
                    # ("orders a round for Tom and they drink it", "serves her date a bowl of
                    # stew and they eat it": "they" after a handing over is who got it as well;
                    # the giver may be one of them, so a miss is better than a leak)
                    # design choice: "Nia's cousin hands her a plate of kelewele and she starts
                    # eating", "the bartender slides Ulla's glass across and she takes a long
                    # pull": after something is handed over, "and" + he/she is the one who got
                    # it (the handed set's "the waiter sets Mira's risotto in front of her and
                    # she digs in")
                    m.subject = given.subject
            if (words[i] == "they" or partitive and words[i] == "them") \
                    and m.subject == "self" and not m.possessive \
                    and (ref := last_third_m or last_any_m) is not None \
                    and ref.what == "name" and ref.subject == "self" \
                    and not any(ref.index < p.index < i and p.subject == "other"
                                and p.what in ("name", "person", "third") for p in heard) \
                    and (ref.gender and words[i] == "they"
                         or _plural_object(words, ref.end, i)):
                # design choice (who did what): the observer named alone, by a name that says
                # a gender, is no "they": "Ana feeds the goats and they eat greedily", "Ana
                # walks the dogs; they sleep all afternoon" (a herd, a litter, a group the
                # lexicon has no person word for), not Ana; a name of no known gender may be a
                # "they", but not past a plural object that the "they" may be ("Kestrel feeds
                # the goats and they eat": a miss is better than a leak); so is the "them" of a
                # partitive ("Tuya watches the archers; one of them faints": one of a group)
                m.subject = "other"
            if m.subject == "self" and words[i] in ("he", "she") and not m.possessive \
                    and i in seg.sentence_starts \
                    and (opener := _last_sentence_subject(words, persons, m, gender,
                                                          lex.handing_verbs)) is not None:
                # design choice (who did what): "Lena joins Ana at the rail. She throws up":
                # a sentence's he/she is the last sentence's subject when someone else opened
                # it and the observer was only its object (a miss is better than a leak); not
                # after a handing over ("Lena hands Ana a plate. She eats": who got it)
                m.subject = opener.subject
                last_third_m = opener
            if words[i] in ("he", "she") and not m.possessive and len(heard) > 1:
                pair = _observer_pair(words, heard)
                if pair is not None:
                    # design choice: "When Dr Hale and Marit reached bay three, he was arguing":
                    # after the observer and someone else named together, a singular pronoun is
                    # one of the two; unless the other one's gender rules them out ("Marit and
                    # her brother ..., and she"), take them (a miss is better than crediting
                    # the observer with another's doing)
                    mine = pair.gender not in ("", gender)
                    m.subject = "self" if mine else "other"
                    if not mine:
                        last_third_m = pair
            if words[i] in ("he", "she") and not m.possessive and m.subject == "self" \
                    and unsure and last_third_m is not None:
                rival = next((p for p in reversed(persons) if p.index > last_third_m.index
                              and p.sent == m.sent and p.governed and p.party
                              and p.subject == "other"
                              and p.gender in ("", gender)), None)
                if rival is not None:
                    # design choice: "Valentin waves to Wim, but he is wolfing down a skewer":
                    # with the observer and a party to what they do ("to", "with", "at",
                    # "against" someone) both fitting, the pronoun is ambiguous; a miss is
                    # better than a leak, so it is the other
                    m.subject = "other"
                    last_third_m = rival
            if words[i] in ("he", "she") and not m.possessive and m.subject == "self" \
                    and unsure and i in seg.sentence_starts and m.sent:
                rival = next((p for p in reversed(persons) if p.sent == m.sent - 1
                              and p.governed and p.what in ("name", "person")
                              and p.subject == "other" and p.gender in ("", gender)
                              and not p.possessive and words[p.index - 1] in _SOUGHT_MARKS),
                             None)
                if rival is not None:
                    # design choice (who did what): "Ana looks for Lena. She's asleep", "checks
                    # on Tom. He is asleep": with the observer and someone sought in the
                    # sentence before both fitting, a sentence's he/she is ambiguous; a miss is
                    # better than a leak (not a party: "sits with Lena. She falls asleep")
                    m.subject = "other"
                    last_third_m = rival
            if m.subject == "self" and i and words[i - 1] in rival_openers \
                    and words[i] in ("he", "she") and not m.possessive and not m.quoted \
                    and (rival := _rival_antecedent(words, persons, m, gender, taught)) is not None:
                m.subject = "other"  # "Kofi texts Kemi while she eats": Kemi's
                last_third_m = rival
            if m.subject == "self" and words[i] in ("he", "she") and not m.possessive \
                    and not m.quoted and i > 2 and words[i - 1] == ":" \
                    and ((sender := _news_sender(words, persons, i - 1, gender)) is not None
                         or i - 2 in caps and words[i - 3] == "from"
                         and words[i - 2] not in lex.known):
                # design choice (who did what): the news after "a call from Gustavo:" is the
                # sender's ("Sunita takes a call from Gustavo: he's slid into a snowbank"), as
                # after "a call from his brother:", also when the sender's name is no word the
                # lexicon knows as a person yet; a miss is better than a leak
                m.subject = "other"
                if sender is not None:
                    last_third_m = sender
            if words[i] in ("he", "she") and not m.governed:
                # a subject pronoun keeps its referent in focus for the next one ("she had food
                # poisoning; in fact she's at the carnival"): a chain, as in coreference
                last_third = m.subject
                focus = next((p for p in reversed(persons) if p.subject == m.subject), None)
                if focus is not None:
                    last_third_m = focus
            if words[i] == "who":
                m.relative = True
                # a relative pronoun is whoever is named right before it ("the diver who",
                # "Ulla, who"); after a word that names nobody known, someone else
                j = i - 1 if i and words[i - 1] != "," else i - 2
                j = _contrast_skipped(words, ends_at, j)
                m.subject = ends_at[j].subject if j >= 0 and j in ends_at else "other"
                antecedent = ends_at.get(j)
                if antecedent is not None and antecedent.governed and antecedent.party \
                        and antecedent.what in ("person", "name"):
                    # design choice: "sits with Tariq, who is homesick, and talks to him until
                    # he falls asleep" -- a relative clause makes a party to the observer's doing
                    # the subject of that clause, so a later pronoun may point at it like at any
                    # subject (not an agent after "by": "was handed a coffee by the runner, who
                    # then ran off, and she drank it")
                    last_third, last_third_m = antecedent.subject, antecedent
                    referents.append(antecedent)
                # "the monk who brings Oona her tea has a cough": the relative clause runs to the
                # main clause's auxiliary; who is named inside it is no subject after that
                k = i + 2
                if antecedent is not None and antecedent.index > 1 \
                        and words[antecedent.index - 1] in _CLEFT_VERBS \
                        and words[antecedent.index - 2] == "it":
                    # design choice (round 33): a cleft ("it's you who has to step in when the
                    # grandmaster accuses his opponent"): its "who" clause is the predicate
                    # itself, with no main verb after it to stop at
                    k = n
                while k < n and k - i <= 12 and words[k] not in auxiliaries \
                        and words[k] not in _PART_ENDS and not (
                            k > i + 2 and words[k].endswith("s") and not words[k].endswith("ss")
                            and _acts_within(items, k, 3)):
                    k += 1
                if k < n and k - i <= 12 and words[k] not in _PART_ENDS:
                    # (or to the main clause's finite verb: "the man who sold you the ticket
                    # eats a sandwich")
                    relative_spans.append((i + 1, k))
            if referents and m.objective:
                # an object pronoun is not its own clause's subject ("Jana's neighbour accuses
                # her": her = Jana; "Kofi hits him": not Kofi): skip a subject of this clause
                k = len(referents) - 1
                while k >= 0 and referents[k].clause == m.clause and referents[k].sent == m.sent \
                        and not referents[k].possessive and not (
                            colon and ":" in words[referents[k].end:i]):
                    # (session 9: a colon opens a clause of its own: "Bruno makes his round at
                    # two: the clowns are playing cards with him": him = Bruno)
                    k -= 1
                    if k >= 0 and _contact_subject(words, referents[k + 1], auxiliaries):
                        break  # the clause's subject opens a contact clause: the one before
                if k < len(referents) - 1:
                    while k >= 0 and gender and referents[k].gender not in ("", gender):
                        # design choice (who did what): nor someone whose gender the pronoun
                        # rules out ("Tom eats. A customer shouts at her": not Tom)
                        k -= 1
                    m.subject = referents[k].subject if k >= 0 else "other"
                    if taught is not None and (k < 0 or referents[k] is not taught):
                        # the clause's subject it skipped learns no gender from it ("Esi's
                        # colleague offers her a slice of cake, but she waves it away": her
                        # is Esi, the colleague's gender stays unknown)
                        if taught_named:
                            taught.named_gender = True
                        else:
                            taught.gender = ""
                        taught = None
                    if k >= 0 and _contact_subject(words, referents[k + 1], auxiliaries) \
                            and referents[k].gender in ("", gender):
                        # design choice: "Grimbald never drank the ale Morwen set down for him;
                        # he stuck to buttermilk": the object pronoun of a contact clause is the
                        # main clause's subject, and a pronoun after it goes on with them; the
                        # contact clause's subject learns no gender from it
                        if taught is referents[k + 1]:
                            if taught_named:
                                taught.named_gender = True  # (back to its name's gender)
                            else:
                                taught.gender = ""
                        if not referents[k].gender:
                            referents[k].gender = gender
                        last_third, last_third_m = referents[k].subject, referents[k]
            if many_other is not None and m.subject == "self" and words[i] in _PLURAL_THIRD \
                    and many_other.sent == m.sent and not any(
                        p.subject == "self" and p.index > many_other.index for p in persons):
                # design choice (round 33): number agreement with a group named by a noun the
                # lexicon does not know ("two regulars start shoving each other and the
                # landlord wades in to separate them"): "them" is that group, not one observer
                # named before it
                m.subject = many_other.subject
        elif m.what in ("person", "name"):
            if words[i] in indefinites:
                continue  # "hasn't spoken to anyone all day; he eats": anyone is nobody to refer to
            persons.append(m)
            if m.what == "person":
                m.gender = genders.get(words[m.end - 1], "")
            elif i and (words[i - 1] in lex.titles or words[i - 1] == "."):
                # "Mr. Doyle", "Mrs Tan": a gendered title says the gender (round 33)
                m.gender = genders.get(words[i - 1 if words[i - 1] != "." else i - 2], "")
            if m.what == "name" and not m.gender:
                # an untitled name (or one after a title of no gender: "Dr Ana") has its first
                # name's gender ("Tom visits Ana. He eats": Tom); an unknown name none
                m.gender = name_genders.get(words[i], "")
                m.named_gender = bool(m.gender)
            # design choice (round 33): someone named inside a quotation ("the whiteboard:
            # 'Bed 3 - Mr. Doyle - vomiting' She initials it") is no referent for a pronoun
            # of the narrative
            if not m.quoted:
                last_any, last_any_m = m.subject, m
            if not m.quoted and (not m.governed or excluded):
                last_third, last_third_m = m.subject, m  # "the man opposite Pilar ... his"
                referents.append(m)
        elif m.what == "thing" and i in someone and not m.quoted:
            # a noun phrase the lexicon lacks before a past (:func:`_past_subject`): someone,
            # whom a "he" or "his" after it may mean ("The android cut his hand")
            last_third, last_third_m = m.subject, m
            referents.append(m)
        elif m.what == "self" and m.quoted:
            m.subject = "other"  # "I" inside a quote is the speaker
        elif turns and m.what == "self" and words[i] in _FIRST_SINGULAR \
                and any(t < i < end for t, end in turns):
            m.subject = "other"  # "<rosa> i just ate": the speaker of someone else's turn
        elif turns and m.what == "group" and words[i] in _TURN_WE \
                and any(t < i < end for t, end in turns):
            m.subject = "other"  # "Oskar: come up, we're doing a jigsaw": Oskar's party
        elif m.what == "group" and words[m.end - 1] == "them":
            # design choice: "the two of them" is the two people just mentioned (the observer
            # only if one of them is): "Nadia and her sister ... the two of them" is hers, "her
            # brother ... the best man and the two of them" is not
            latest = []
            owners = []  # named owners: "Ewa's watch manager" names Ewa too
            for x in reversed(heard):
                if x.possessive and x.what in ("name", "self"):
                    owners.append(x)
                if x.possessive or x.what == "third" and x.objective:
                    continue  # (session 8: an object pronoun names someone already heard:
                    # "Kirra leaves the muffin her friend Jodie brought her ... while the two
                    # of them catch up")
                if latest and x.end == latest[-1].index:
                    continue  # an apposition is one person: "her friend Jodie"
                if x.what == "third" and words[x.index] in _HE_SHE and any(
                        y.index < x.index and y.subject == x.subject and not y.possessive
                        and y.what in ("person", "name")
                        and y.gender == ("m" if words[x.index] == "he" else "f")
                        for y in heard):
                    # design choice (who did what): "he" or "she" goes back to someone of
                    # that gender heard before, no third person ("Ewa's watch manager tells
                    # her about the fire he fought while the two of them polish the brass": he
                    # is the manager; not "your sister pesters the grandmaster; he gives in")
                    continue
                latest.append(x)
                if len(latest) == 2:
                    break
            if len(latest) == 1 and owners and latest[0].subject == "other":
                # the owner of the one person heard is the other of the two ("Ewa's watch
                # manager ... the two of them": Ewa and him)
                latest.append(owners[0])
            pair = [x.subject for x in latest]
            m.subject = "self" if "self" in pair or not pair else "other"
            if latest and _many(words, latest[0]):
                # (round 28) after a plural, those people: "Lucía is babysitting the Moreno
                # kids; the two of them are fast asleep"
                m.subject = latest[0].subject
        ends_at[m.end - 1] = m
        if m.what != "thing" and not m.relative:
            heard.append(m)
        elif m.what == "thing" and m.subject == "other" and not m.possessive and (
                words[i] in _PLURAL_DETERMINERS or _plural_head(
                    words[m.end - 1 if m.end - i > 1 else min(i + 1, n - 1)], lex.collectives)):
            many_other = m
        if m.end + 1 < n and words[m.end + 1] == "and" and not m.possessive:
            before_and.append(m)  # someone, a verb, "and": maybe a relative clause

    # a relative clause without "that": "waves away the whisky his uncle pours and sips a cola":
    # an article and a noun naming nobody, then someone and a finite verb, then "and"; that
    # someone is no subject after it
    starts_at: set[int] | None = None
    for m in before_and:
        v = m.end
        if not words[v].endswith(("s", "ed")) or words[v].endswith("ss"):
            continue
        i = m.index
        a = i - 1 if i and m.what == "person" and words[i - 1] in _OWNER_WORDS else i
        if a < 2 or words[a - 2] not in _ARTICLES or not words[a - 1].isalpha():
            continue
        if starts_at is None:
            starts_at = {x.index for x in out}
        if a - 1 not in starts_at and _acts_at(items, v + 2):
            relative_spans.append((a, v + 1))
    if "whose" in vocab:
        # design choice: "the actor whose scenes he is cutting sleeps": a "whose" clause with a
        # subject of its own runs over that subject's verb group (auxiliaries and one verb);
        # the subject named inside it is no subject after it
        at_index = {x.index: x for x in out}
        for i in compress(range(n), map("whose".__eq__, words)):
            k = i + 1
            while k < n and k - i <= 3 and k not in at_index and words[k].isalpha():
                k += 1
            inner = at_index.get(k)
            if inner is None or k == i + 1 or inner.possessive:
                continue
            v = inner.end
            while v < n and words[v] in auxiliaries:
                v += 1
            if v < n and words[v].isalpha() and v + 1 < n:
                relative_spans.append((i, v + 1))
    if "that" in vocab or "whom" in vocab:
        _that_whom_spans(words, items, ends_at, auxiliaries, relative_spans)
    # design choice: a relative clause with no relative word after a noun ("the man Lena
    # married runs marathons", "the boy you tutor has the flu"): an article and a noun, then
    # someone and one verb, then the main verb or an auxiliary; that someone is no subject after
    for m in out:
        i, v = m.index, m.end
        if m.possessive or m.what not in ("name", "self") or v + 1 >= n or i < 1:
            continue
        if words[i - 1] in _CONTACT_PRONOUN_HEADS and (
                i == 1 or words[i - 2] in _PART_ENDS or words[i - 2] in _SUBJECT_OPENERS):
            pass  # design choice (who did what): "Everyone Ana knows is asleep": a pronoun
            # head opening its clause, then the observer and a verb: a contact clause too
        elif i < 2 or words[i - 2] not in _ARTICLES and not (
                    # (past one adjective: "the old man Tariq gave up his seat for")
                    i > 2 and words[i - 3] in _ARTICLES and i - 1 in ends_at
                    and words[i - 2].isalpha() and words[i - 2] not in governors) \
                or not words[i - 1].isalpha() \
                or words[i - 1] in known and i - 1 not in ends_at:
            continue
        if words[v] in _GROUP_AUXILIARIES and v + 2 < n:
            # design choice (who did what): the clause's verb may be a verb group ("the baby
            # Ana is holding falls asleep", "the baby you're holding falls asleep"): its
            # auxiliaries and "been" go before the one verb
            while v + 2 < n and (words[v] in _GROUP_AUXILIARIES or words[v] in _GROUP_FILLERS):
                v += 1
        plural = words[i - 1] in _PLURAL_PEOPLE or words[i - 1] in lex.collectives \
            or words[i - 1].endswith("s") and not words[i - 1].endswith("ss")
        verb, main = words[v], words[v + 1]
        if verb.isalpha() and verb not in _GROUP_AUXILIARIES and verb not in governors \
                and verb not in _CLAUSE_WORDS \
                and (main in auxiliaries or main.endswith("s") and not main.endswith("ss")
                     and _acts_within(items, v + 1, 3)
                     or plural and _plain_action(words, items, v + 1)
                     or (main.endswith("ed") or _past_in(lex.lemmas, main))
                     and _acts_within(items, v + 1, _PAST_REACH)):
            # (the main verb may be a light verb before its action: "the girl you tutor falls
            # ill", "the person you replaced starts a fight")
            relative_spans.append((i, v + 1))
            contact_heads.append((m, i - 1, v + 1))
        elif verb.isalpha() and verb not in _GROUP_AUXILIARIES and verb not in governors \
                and verb not in _CLAUSE_WORDS:
            # design choice (round 28): the clause may go on past its verb ("the woman Tariq
            # gave up his seat for on the bus is now asleep", "the man you met at the party
            # eats"), up to the main clause's auxiliary or finite verb, with no "and", clause
            # word or punctuation before it ("the nurse Ana treats him and is tired": Ana's)
            k = _relative_end(words, items, v, 12, auxiliaries, plural, lex.lemmas)
            # (a preposition stranded right after the verb ends no clause: "the patient Ana
            # is looking after throws up", "the children you look after nap")
            stranded = v + 2 if v + 1 < n and words[v + 1] in _STRANDED else v
            if (k > v + 1 or k == v + 1 and words[k].endswith("ly")) \
                    and _COORD_BREAK.isdisjoint(words[v:k]) \
                    and _SUBJECT_OPENERS.isdisjoint(words[stranded:k]):
                relative_spans.append((i, k))
                contact_heads.append((m, i - 1, k))
            elif _governed_contact_head(words, items, i, governors) and (
                    verb.endswith("ed") or _past_in(lex.lemmas, verb)
                    or v > m.end and verb.endswith("ing")):
                # design choice (who did what): a contact clause on an object noun, with no
                # main verb after it ("the touts quarrel with the driver Tunde hired", "hugs the
                # woman Ana married"): the one named in it is its subject, no
                # apposition of the noun ("her cousin Marta") and no party to what the
                # sentence's own verb does
                relative_spans.append((i, v + 1))
    for a, b in relative_spans:
        for m in out:
            if a <= m.index < b:
                m.inner_until = b
    for inner, h, b in contact_heads:
        head = ends_at.get(h)
        if inner.subject != "self" or head is None or head.what != "person" \
                or head.subject != "other":
            continue
        for p in out:
            if p.index < b or p.sent != inner.sent:
                continue
            if p.what != "third" and p.subject == "self":
                break  # the observer named again after the clause
            w = words[p.index]
            if p.what == "third" and p.subject == "self" and not p.objective \
                    and w in _MAIN_PRONOUNS and head.gender in ("", _PRONOUN_GENDER.get(w, "")):
                # design choice (who did what): "The old lady Ana cleans for has fallen and
                # hurt her hip": after a contact clause, a subject or owner pronoun of the main
                # clause is its head's, not the observer's inside it
                p.subject = head.subject

    # coordination: "Jonas and Zoë", "Caio and his team", "Nilufar and her old schoolfriend
    # Bea" (one modifier after the determiner) -- a shared activity with the observer is the
    # observer's too
    heads = [m for m in out if not m.possessive]
    joint_ends: list[_Mention] = []  # the last member of each coordination with the observer
    for a, b in zip(heads, heads[1:], strict=False):
        if a.subject == "self" and a.what == "name" and b.what == "person" \
                and b.index == a.end + 1 and words[a.end] == "," and b.end < n \
                and words[b.end] in _APPOSITION_TAILS:
            # design choice (round 33): "Wojciech, grandfather of three of the competitors,
            # falls asleep": a bare person noun right after the observer's name and its comma
            # is an apposition (a list item would need a determiner), the observer
            b.subject = "self"
        if b.index == a.end and a.what == "person" and b.what == "name" \
                and b.inner_until <= b.end:  # (not "the man Lena married": a relative clause)
            # apposition: "your cousin Marta" is one person; a title or a description before
            # the observer's own name is the observer ("Professor Mei", "Brother Anselm", "old
            # friends Margit and Bertie": the name says who), unless someone owns it
            if b.subject == "self" and not (a.index and words[a.index - 1] in _OBSERVERS_OWN):
                # a title: "Professor Mei" is the observer Mei; so is a relation to someone
                # else (session 8: "his cousin Zainab" is the observer Zainab; "your cousin
                # Marta" is not the observer Marta)
                a.subject = "self"
            else:
                b.subject = a.subject  # apposition: "your cousin Marta" is one person
        if b.index == a.end + 1 and a.what == b.what == "person" and words[a.end] == "the" \
                and a.index > 1 and words[a.index - 1] in _OWNER_WORDS \
                and words[a.index - 2] in ("and", ",") and not (a.governed or a.objective):
            # design choice (who did what): "Roswitha and her neighbour the cooper settle the
            # quarrel": an owned person word and "the" + a person word right after it, in a
            # coordinated subject, are one person (an apposition), not a new subject
            b.subject = a.subject
        # a list of names: "Mira, Tomas and Tom ate lunch", "Mira, Tomas, and Tom ate lunch"
        listed = a.end + 1 < n and words[a.end] == "," and a.sent == b.sent \
            and a.what == b.what == "name" and not (a.governed or b.governed) and (
                words[a.end + 1] == "and" or b.index == a.end + 1 and b.end + 1 < n and (
                    words[b.end] == "and" or words[b.end] == "," and words[b.end + 1] == "and"))
        # the observer's name set off by commas before "and" in a subject ("The cellar master,
        # Frida, and her assistant are rolling barrels"): an apposition or a list item, the
        # observer is one of the subjects either way
        listed = listed or a.subject == "self" and a.what == "name" and a.index > 1 \
            and words[a.index - 1] == "," and words[a.index - 2].isalpha() \
            and a.end + 1 < n and words[a.end] == "," and words[a.end + 1] == "and" \
            and a.sent == b.sent and not (a.governed or b.governed)
        a_end = a.end + 1 if listed and words[a.end + 1] == "and" else a.end
        if a_end < n and (words[a_end] in _PAIRING_ANDS or listed) and a.sent == b.sent:
            gap = words[a_end + 1:b.index]
            if len(gap) >= 3 and b.what == "person" and _hyphen_lead(words, b.index):
                # design choice (who did what): "Ana and her sous-chef", "Ana and her
                # ex-husband": a hyphenated first part is the person word's own, no gap word
                gap = gap[:-2]
            if gap and gap[-1] in lex.titles and b.what == "name":
                # a title before the name ("Ana and Mr Oda", "You and old Mr Oda share a pot
                # of soup"): the pair is the observer and that person; one modifier may stand
                # before the title
                gap = [g for g in gap[:-1] if g not in lex.titles] or gap[:0]
                gap = gap if len(gap) > 1 or not gap or not gap[0].isalpha() \
                    or gap[0] in lex.auxiliaries else gap[:0]
            joined = (len(gap) <= 1 and all(g in _COORD_SKIP for g in gap)
                      or len(gap) == 2 and gap[0] in _COORD_SKIP and gap[1].isalpha()
                      and gap[1] not in lex.auxiliaries
                      # "Sol and Theo's mother": an owner's name before the person
                      or len(gap) == 2 and gap[1] == "'s" and gap[0].isalpha()
                      # "Sven and the rest of the crew": part of those people
                      or _partitive_gap(gap)
                      # "Yevgenia and two Polish drivers": a counted group
                      or _counted_gap(gap, lex.auxiliaries))
            if joined and a.governed and not b.governed and a.index \
                    and words[b.index] not in _NOMINATIVE and (
                    words[a.index - 1] in excluders or words[a.index - 1] == "but"
                    or words[a.index - 1] in governors and not (b.end < n and (
                        words[b.end] in auxiliaries or _acts_at(items, b.end)))):
                # design choice: "all the guests except Nadia and her sister are eating": the
                # excluder governs both conjuncts, so the second is no subject either; so does
                # a preposition ("Behind you and Pia, two men argue"), unless the second is
                # the subject of a verb right after it ("next to you and Pia orders a beer") or
                # a subject pronoun ("sets a mug down for Piet and he takes a swallow")
                b.governed, b.party = True, a.party
            elif joined and a.governed and not b.governed and b.what == "third" \
                    and words[b.index] in _NOMINATIVE and not b.possessive:
                # design choice (who did what): a subject pronoun after a preposition's object
                # and "and" opens a clause of its own ("orders a round for Tom and they drink
                # it", "waits with Ben and he eats"): no object pair ("for Tom and them" is)
                joined = False
            elif joined and (a.governed or a.index and words[a.index - 1] in governors) \
                    and not b.governed and b.end < n and (
                    words[b.end] in auxiliaries or _finite_form(lex, words[b.end])
                    or b.subject == "self" and words[b.index] in _PLAIN_SUBJECTS and (
                        words[b.end].isalpha() and words[b.end] not in _NO_PREDICATE
                        or words[b.end] in _CONTRACTED_AUXILIARIES)):
                # design choice (session 10): "Kemi argues with the landlord and Kofi waits": a
                # preposition's object, "and", then the subject of a verb of its own; no pair
                # ("... with the waiter and you pay the bill": "you", "I", "we" before a plain
                # verb form)
                joined = False
            if joined and "self" in (a.subject, b.subject):
                a.subject = b.subject = "self"
                if b.what == "thing" and b.end == b.index + 1:
                    # a lone determiner or count read as a thing ("the", "two") before the
                    # person it opens ("The night nurse, Frida, and the porter eat"): the
                    # person is the pair's member
                    b = next((x for x in heads if x.index == b.end and x.what == "person"
                              and x.subject == "other"), b)
                    b.subject = "self"
                if not b.governed and not a.governed:
                    joint_ends.append(b)
    named_at = {t for x in heads if x.what in ("person", "name") for t in range(x.index, x.end)}
    for a in heads:
        k = _renamed_observer_pair(lex, words, a, named_at)
        if k < 0:
            continue
        # design choice (who did what): "Anaïs, the French buyer, and Zoë hike up the trail":
        # the observer's name, an apposition opened by a determiner and closed by a comma, then
        # "and" and the next person: the apposition renames the observer, or is a list item,
        # and the observer and that person are a coordinated subject either way ("Doña Fabiola,
        # her daughter Paola and three pickers eat"); a person word inside it is the observer
        # or a member too ("Ana, our guide, and Tom")
        for x in heads:
            if a.end < x.index < k and x.sent == a.sent and x.subject == "other" \
                    and not x.governed and not x.possessive:
                x.subject = "self"
        b = next((x for x in heads if x.index in (k + 1, k + 2) and x.sent == a.sent
                  and not x.governed and x.what != "thing"
                  and (x.index == k + 1 or words[k + 1] in _COORD_SKIP
                       or words[k + 1] in _NUMBER_WORDS)), None)
        if b is not None:
            b.subject = "self"
            joint_ends.append(b)
    for a, b in zip(out, out[1:], strict=False):
        if a.possessive and b.possessive and "self" in (a.subject, b.subject) \
                and a.sent == b.sent and a.what in ("name", "self") and b.what == "name" \
                and words[a.end:b.index] in (["'s", "and"], ["and"]):
            # "Gaia's and Hector's shifts overlap, so they eat their noodles together": two
            # owners coordinated, the observer one of them, are a pair for a "they" after them
            joint_ends.append(b)
    for b in joint_ends:
        if b.end + 2 < n and words[b.end] == "," and words[b.end + 1] in _ARTICLES \
                and (k := _closing_comma(words, b.end + 1)) > 0:
            # design choice (who did what): "Hedda and the lighthouse keeper, a retired sailor
            # called Tobias, share a bottle of cider": an apposition on the pair's last member,
            # closed by a comma, holds no subject for the verb after it (the pair's)
            for x in out:
                if b.end < x.index < k and not x.inner_until:
                    x.inner_until = k + 1
        # design choice (session 8): "they"/"their" after a coordination with the observer in it
        # is that pair, the observer included ("Soraya and the woman beside her are thrown
        # forward and both bang their heads"), until someone else is named; in the sentence
        # after it too ("Konrad and Linnea argued; later they shared a beer")
        for m in out:
            if m.index < b.end or m.sent - b.sent not in _JOINT_SENTS or m.quoted:
                continue
            if m.what == "third" and words[m.index] in _PLURAL_THIRD and m.subject == "other":
                m.subject = "self"
            elif m.relative and words[m.index - 1] == "," and any(
                    x.end == m.index - 1 and x.subject == "self" and b.index <= x.index
                    for x in out) and (k := _closing_comma(words, m.end)) > 0:
                # "You and old Mr Oda, who kept this hut for thirty years, share a pot of miso
                # soup": a relative clause on the pair's last member (or on the name after it:
                # "Ana and Aunt Graça, who ..."), closed by a comma, holds no subject for the
                # verb after it (the pair's); its own verb stays the member's ("Ana and Tom,
                # who eats a pie, watch the sea")
                for x in out:
                    if m.index <= x.index < k and not x.inner_until:
                        x.inner_until = k + 1
            elif m.what != "third" and m.subject == "other":
                break
    for m in out:
        if words[m.index] == "they" and m.subject == "other" and not m.possessive \
                and _reciprocal_after(words, m.end) and _observer_and_one_other(words, out, m):
            # design choice (who did what): "Saraa nods when her uncle names a price, and they
            # pour each other tea": "they" doing something to each other, after the observer
            # and one other person alone, are the two of them
            m.subject = "self"
    for m in out:
        if m.possessive or m.governed or m.quoted or not _whole_company(words, m):
            continue
        company = _in_company(words, out, m)
        if m.subject == "other" and company is not None:
            # design choice: "Rosa is chatting with her friends at the table, and the waiter
            # sets down the mussels; they all start eating", "Ngozi sits with the other
            # parents, everyone sipping squash": the whole company ("they all", "everyone")
            # that the observer keeps includes the observer
            m.subject = "self"
        elif m.subject == "self" and company is None and words[m.index] == "they" \
                and not any(0 <= m.sent - b.sent <= 1 and b.index < m.index for b in joint_ends) \
                and not any(p.what == "group" and p.subject == "self" and 0 <= m.sent - p.sent <= 1
                            and p.index < m.index for p in out) \
                and any(_many(words, p) and p.subject == "other" and not p.possessive
                        and 0 <= m.sent - p.sent <= _GROUP_SENTS and p.index < m.index
                        for p in out):
            # "The pickers arrive. Mira keeps working; they all eat": "they all" is the group
            # named before, not the observer alone, when the observer keeps no company, pair or
            # "we" before it
            m.subject = "other"
    return out, jobs


# "they all": the whole company ("they both" is two, not the observer and a group)
_WHOLE_AFTER_THEY = frozenset({"all"})
_EVERYONE = frozenset({"everyone", "everybody"})
_COMPANY_WORDS = frozenset({"with", "among", "amongst", "alongside"})  # who one is with
_GROUP_SENTS = 2  # sentences (or ";" parts) back that a group "they all" may go back to is named in


def _whole_company(words: list[str], m: _Mention) -> bool:
    """Does mention ``m`` name a whole company: "they all", "everyone"?"""
    w = words[m.index]
    return w == "they" and m.end < len(words) and words[m.end] in _WHOLE_AFTER_THEY \
        or w in _EVERYONE and m.end == m.index + 1


def _in_company(words: list[str], out: list[_Mention], m: _Mention) -> _Mention | None:
    """The people the observer is with before ``m`` (``m``'s sentence or the one before): a
    plural person noun after "with" or another of ``_COMPANY_WORDS``, a party to the observer
    named as a subject before it ("Rosa is chatting with her friends", "sits with the other
    parents"); None when another group is named as a subject between them and ``m`` ("the twins
    play")."""
    company = None
    observer = False
    for p in out:
        if p.index >= m.index:
            break
        if m.sent - p.sent > 1:
            continue
        if p.subject == "self" and p.what in ("self", "name") and not (
                p.possessive or p.governed or p.objective):
            observer, company = True, None
        elif observer and p.governed and p.party and _many(words, p) and p.subject == "other" \
                and not _COMPANY_WORDS.isdisjoint(words[max(0, p.index - 4):p.index]):
            company = p  # (kept: "with her friends"; not a party aimed at: "waves at them")
        elif company is not None and p.subject == "other" and not p.governed \
                and (_many(words, p) or p.plural or p.what == "name"):
            company = None  # someone else's group, or someone named, is the subject now
    return company


_JOINT_SENTS = (0, 1)  # sentences from a joint subject's to a "they" that may still be that pair
_PARENTHESIS_REACH = 16  # tokens a relative clause set off by commas may span


def _closing_comma(words: list[str], k: int) -> int:
    """The comma that closes a clause opened before token ``k``, within its sentence and
    ``_PARENTHESIS_REACH`` tokens; -1 without one."""
    for j in range(k, min(len(words), k + _PARENTHESIS_REACH)):
        if words[j] == ",":
            return j
        if words[j] in _SENTENCE_MARKS or words[j] in _COORD_BREAK:
            return -1
    return -1


def _hyphen_lead(words: list[str], i: int) -> bool:
    """Is the mention at token ``i`` led by a hyphenated first part ("sous - chef", "ex -
    husband"): a word and "-" right before it?"""
    return i > 1 and words[i - 1] == "-" and words[i - 2].isalpha()


def _reciprocal_after(words: list[str], k: int) -> bool:
    """Is "each other" or "one another" within three words after token ``k`` ("they pour each
    other tea", "they hug one another")?"""
    after = words[k:k + 4]
    return any(a in _RECIPROCAL_OBJECTS and b == "other" or a == "one" and b == "another"
               for a, b in zip(after, after[1:], strict=False))


def _observer_and_one_other(words: list[str], out: list[_Mention], they: _Mention) -> bool:
    """Does the sentence of ``they``, before it, name the observer as a subject (not owned, not
    governed) and exactly one other person, one alone (no group, no plural noun after a
    determiner that "they" might be)?"""
    before = [x for x in out if x.sent == they.sent and x.index < they.index and not x.quoted]
    me = next((x for x in before if x.subject == "self" and x.what in ("name", "self")
               and not (x.possessive or x.governed or x.objective)), None)
    if me is None:
        return False
    people = [x for x in before if x.subject == "other" and not x.possessive
              and x.what != "thing"]
    return len(people) == 1 and people[0].what in ("person", "name") \
        and people[0].index > me.index and not _many(words, people[0]) \
        and not any(x.what == "group" for x in before) \
        and not _plural_object(words, me.end, people[0].index) \
        and not _plural_object(words, people[0].end, they.index)


_RENAMING_REACH = 4  # words after the determiner of an apposition on the observer's name


def _renamed_observer_pair(lex: Lexicon, words: list[str], a: _Mention,
                           named_at: set[int]) -> int:
    """The "and" after an apposition or a list item on the observer's name ("Anaïs, the French
    buyer, and Zoë", "Fabiola, her daughter Paola and three pickers"), or -1: the observer's
    name (not governed) opening its clause, a comma, a determiner, at most ``_RENAMING_REACH``
    words with no verb or auxiliary (a person's own words, ``named_at``, are none: "her two
    sons"), then ", and" or "and"."""
    n = len(words)
    if a.subject != "self" or a.what != "name" or a.governed or a.possessive \
            or a.end + 3 >= n or words[a.end] != "," or words[a.end + 1] not in _APPOSITION_DETS \
            or a.index and words[a.index - 1] not in _SENTENCE_MARKS \
            and words[a.index - 1] not in _SUBJECT_OPENERS and words[a.index - 1] != ":":
        return -1
    k = next((j for j in range(a.end + 2, min(n, a.end + 3 + _RENAMING_REACH))
              if words[j] in (",", "and") or not words[j].isalpha() and "-" not in words[j]), -1)
    if k < 0 or k + 2 >= n or words[k] not in (",", "and") \
            or words[k] == "," and words[k + 1] != "and":
        return -1
    span = words[a.end + 2:k]
    if not all(w.isalpha() or "-" in w for w in span) or any(
            w in lex.auxiliaries or w in _NOMINATIVE or _finite_form(lex, w) and w in lex.lemmas
            # (a participle before the noun it describes is no verb: "a retired nurse")
            and not (w.endswith("ed") and j + 1 < len(span)) and a.end + 2 + j not in named_at
            for j, w in enumerate(span)):
        return -1
    return k + 1 if words[k] == "," else k


# subordinators after which a noun phrase and a finite verb are a clause of its own: the subject
# openers that subordinate (not "and", "but", "so", "then", "that", "where")
_NP_OPENERS = _SUBJECT_OPENERS - {"and", "but", "so", "then", "that", "where"}


_TURN_AFTER = frozenset({".", "!", "?", "|", ";"})  # a turn's speaker may open after these
_SENT_TO = frozenset({"→", "->", "⇒", "=>"})  # a sender's arrow to the recipient before a colon
_FIRST_SINGULAR = frozenset({"i", "me", "my", "mine", "myself", "'m"})
# "we" in someone else's chat turn is the speaker's own party, told to the observer (design
# choice, session 12)
_TURN_WE = frozenset({"we", "us", "our", "ours", "ourselves"})


def _chat_turns(lex: Lexicon, words: list[str], caps: frozenset[int], obs: tuple[str, ...],
                items: list[_Item]) -> list[tuple[int, int]]:
    """The turns of a chat log spoken by someone other than the observer, as ``(speaker, end)``
    token pairs: the speaker's name token, and the token where the next turn's speaker (or the
    text) starts. ``obs`` are the observer's name tokens.

    A turn opens with a speaker tag: ``<name>`` anywhere ("[06:12] <jaz> worked the night
    shift"), a name right after a time stamp's ``]`` and before a colon ("[19:03] rosa: just
    ate"), or a capitalised name the lexicon does not know (or a person word: "Mum:") before a
    colon at the text's start or after a sentence end, when the text holds two or more such
    tags (a dialogue: "Rosa: i just ate lol. Kofi: nice"), or a user handle
    (:func:`_handle_tag`: "mira99:", "[12:01] npc_guard_2:"). A lone label before a colon
    ("Outcome: drank two glasses") is no turn.

    Design choice (session 10, a who-did-what probe): in someone else's turn, "I" and "just
    ate noodles" are the speaker's, as inside a quotation; "you" is left to the usual rules."""
    n = len(words)
    heads: list[tuple[int, bool, bool]] = []  # (speaker token, is the observer, tagged)
    for t in _positions(words, ">") if "<" in words else ():
        if 1 < t and words[t - 2] == "<" and words[t - 1].replace("_", "").isalnum():
            heads.append((t - 1, words[t - 1] in obs, True))  # digits too: "<mira99>"
        elif (o := t - 3 if t > 2 and words[t - 3] == "<" else
              t - 4 if t > 3 and words[t - 4] == "<" else -1) >= 0 \
                and all(w.replace("_", "").isalnum() or w == "-" for w in words[o + 1:t]):
            # a snake-case handle cut into words ("<lena_p>": "lena p"), session 11
            run = tuple(words[o + 1:t])
            heads.append((o + 1, run == obs[-len(run):], True))
    if "]" in words or ">" in words:
        heads += _bracket_tags(lex, words, caps, obs)
    if "|" in words:
        heads += _row_heads(lex, words, caps, obs, items)
    if ":" in words:
        known = lex.known
        for c in _positions(words, ":"):
            t = c - 1
            if t > 2 and words[t] == ")" and words[t - 2] == "(" and t == 3 \
                    and words[0].isalpha() and 0 in caps and words[0] not in known \
                    and words[0] not in lex.not_names:
                # a stamp in brackets after a lone speaker: "Tom (12:01): just ate"
                heads.append((0, words[0] in obs, True))
                continue
            if (s := _stamped_speaker(lex, words, caps, obs, t)) >= 0:
                # design choice (who did what): a time stamp between a speaker and the colon
                # ("Kofi [12:01]: slept 10 hours", "Lena 12:02: ran 5k", "Dev, 12:03: ...")
                # tags the speaker as one before it does
                heads.append((s, words[s] in obs, True))
                continue
            if t == 2 and words[1] == "from" and t in caps and words[t] not in known:
                heads.append((t, words[t] in obs, True))  # "Message from Tom: just ate"
                continue
            if t > 1 and words[t - 1] in _SENT_TO and t - 2 in caps and words[t - 2].isalpha():
                # sender to recipient: "[DM] Tom → Ana: just ate" is Tom's
                heads.append((t - 2, words[t - 2] in obs, True))
                continue
            if t > 0 and t not in caps and (s := _person_tag_start(words, items, t)) >= 0:
                # a person word with its article before a colon ("The station doctor: I
                # wolfed down a pie | Ana: nice", "[crew chat] the crane operator: ..."): the
                # speaker is that person, as with a name; a turn when after a channel's "]"
                heads.append((t, False, s > 0 and words[s - 1] == "]"))
                continue
            if t >= 0 and not words[t].isalpha() or t > 0 and words[t - 1] not in _TURN_AFTER \
                    and words[t - 1] != "]":
                handle = _handle_tag(lex, words, c, obs)
                if handle is not None:
                    heads.append(handle)
                continue
            if t < 0:
                continue
            w = words[t]
            if w in obs:
                heads.append((t, True, t > 0 and words[t - 1] == "]"))
            elif t > 0 and words[t - 1] == "]" and (
                    w not in known or t in caps and w in lex.name_genders):
                # a time stamp's speaker, any case; a capitalised first name the lexicon knows
                # as a word too ("[12:01] Tom: had a huge row"; not "[09:14] Lunch: ate")
                heads.append((t, False, True))
            elif t in caps and (w not in known or (p := _phrase_at(items, t)) is not None
                                and p.mention == "person"):
                # design choice (session 13): a lone unknown name opening the text before a
                # colon is a speaker ("Tom: just ate a massive burrito"), unless a label
                heads.append((t, False, t == 0 and w not in known and w not in lex.not_names))
            elif t in caps and w in lex.word_names and (t == 0 or words[t - 1] in _TURN_AFTER):
                # design choice (who did what): a name that is a word is a speaker only in a
                # dialogue of two or more turns ("Grace: ate. Will: slept."), never alone
                # ("Dawn: slept badly" is a diary's time)
                heads.append((t, False, False))
            elif t not in caps and w.isalpha() and len(w) > 1 and w not in known \
                    and w not in lex.not_names and w not in lex.real_words \
                    and w not in _SUBJECT_FORMS and any(v in w for v in "aeiouy"):
                # design choice (who did what): a chat typed in lower case names its speakers
                # so too ("bataa: got in a fight with a tout\nana: omg"): a speaker only in a
                # dialogue (an untagged head), as an unknown capitalised one is
                heads.append((t, False, False))
    if not heads:
        return []
    heads.sort()
    dialogue = len(heads) > 1
    return [(t, heads[k + 1][0] if k + 1 < len(heads) else n)
            for k, (t, mine, tagged) in enumerate(heads) if not mine and (tagged or dialogue)]


def _stamped_speaker(lex: Lexicon, words: list[str], caps: frozenset[int], obs: tuple[str, ...],
                     t: int) -> int:
    """The token of a speaker's name before a time stamp that ends at token ``t`` right before
    a colon, or -1: a stamp with a digit, in brackets ("Kofi [12:01]:", "Lena (09:14):"), or a
    clock time bare after the name or its comma ("Kofi 12:01:", "Kofi, 12:01:"; not "Sol 34:",
    a record's count); the name opens the text or a turn (after ``_TURN_AFTER``) and is the
    observer's or a capitalised word that is neither a word the lexicon knows, nor a label
    ("Log 04:10:"), nor a counting word ("Sol", "Day")."""
    if t < 1 or not (":" in words[t] and any(ch.isdigit() for ch in words[t])) and not (
            t > 2 and words[t] in _STAMP_CLOSE and words[t - 2] == _STAMP_CLOSE[words[t]]
            and any(ch.isdigit() for ch in words[t - 1])):
        return -1
    s = t - 1 if words[t] not in _STAMP_CLOSE else t - 3
    if s > 0 and words[s] == ",":
        s -= 1
    if s < 0 or s > 0 and words[s - 1] not in _TURN_AFTER or not words[s].isalpha():
        return -1
    w = words[s]
    if w in obs or s in caps and w not in lex.known and w not in lex.not_names \
            and w not in lex.counting_words:
        return s  # (not a record's count: "Sol 34:", "Day 2 (06:00):")
    return -1


_STAMP_CLOSE = {"]": "[", ")": "("}  # a time stamp's closing bracket -> its opening one


def _bracket_tags(lex: Lexicon, words: list[str], caps: frozenset[int], obs: tuple[str, ...]
                  ) -> list[tuple[int, bool, bool]]:
    """Speaker tags of a chat line with no colon, as :func:`_chat_turns`'s heads: a capitalised
    name the lexicon does not know in square brackets ("[Kofi] just had a salad", "[Kofi]: ...")
    or before ">" ("Kofi> slept 3 hours", "Kofi >> had a fight with my brother"), opening the
    text, a line or a sentence, or right after a time stamp's "]". Design choice (who did
    what): like "<kofi>", such a tag names who speaks, so the turn's "I" and its verbs with no
    subject are the speaker's. A channel's label before a speaker and a colon ("[DM] Tom: ...",
    "[group] Kofi: ...") is no speaker."""
    n = len(words)
    known, not_names = lex.known, lex.not_names
    heads: list[tuple[int, bool, bool]] = []
    for e in compress(range(n), map(_TAG_CLOSERS.__contains__, words)):
        if words[e] == "]":
            t = e - 1
            if t < 1 or words[t - 1] != "[" or t - 2 >= 0 and not (
                    words[t - 2] in _TURN_AFTER or words[t - 2] == "]"):
                continue
            if ":" in words[e + 2:e + 5] or e + 1 < n and words[e + 1] == "[":
                continue  # a channel's label: "[DM] Tom: ...", "[crew] [Tom] ..."
        else:
            t = e - 1
            if t < 0 or not (t == 0 or words[t - 1] in _TURN_AFTER or words[t - 1] == "]") \
                    or e + 1 < n and words[e + 1] not in (">",) and not words[e + 1].isalpha():
                continue
            if t > 0 and words[t - 1] == "<":
                continue  # "<kofi>": read by the caller
        w = words[t]
        if t in caps and w.isalpha() and w not in known and w not in not_names:
            heads.append((t, w in obs, True))
    return heads


def _row_heads(lex: Lexicon, words: list[str], caps: frozenset[int], obs: tuple[str, ...],
               items: list[_Item]) -> list[tuple[int, bool, bool]]:
    """The names heading the rows of a log split by ``|``, as :func:`_chat_turns`'s heads: a
    capitalised name the lexicon does not know, alone in its field (opening the text, or after
    another field's ``|`` or a sentence end: "Bataa | sleeping | market: stall 12", "12:04 |
    Bataa | eating noodles"), right before a field that opens with an ``-ing`` action. Design
    choice (who did what): such a row tells what its named agent is doing, as "Kofi - eating a
    kebab" or "Kofi> eating noodles" does; the observer's own name keeps the row theirs."""
    n = len(words)
    known, not_names = lex.known, lex.not_names
    heads: list[tuple[int, bool, bool]] = []
    for e in compress(range(1, n - 1), map("|".__eq__, words[1:n - 1])):
        t = e - 1
        w = words[t]
        if t in caps and w.isalpha() and w not in known and w not in not_names \
                and (t == 0 or words[t - 1] in _TURN_AFTER) \
                and words[e + 1].endswith("ing") and _acts_at(items, e + 1):
            heads.append((t, w in obs, True))
    return heads


# the tokens that close a speaker tag with no colon: "[Kofi] ...", "Kofi> ..."
_TAG_CLOSERS = frozenset({"]", ">"})


def _person_tag_start(words: list[str], items: list[_Item], t: int) -> int:
    """The first token of a speaker tag that names a person by a noun phrase ending at token
    ``t`` right before a colon ("the station doctor:", "our cabin steward:"), or -1.

    The tag opens the text or follows a turn boundary (``_TURN_AFTER``) or a channel's ``]``,
    starts with an article or a possessive, has at most four words, and a person word of the
    lexicon ends it. Design choice (who did what): a chat or radio log tags a speaker by role
    as often as by name; without it the role's "I" fell to the observer."""
    s = t
    while s > 0 and t - s < 4 and words[s - 1].isalpha() and words[s - 1] not in _TURN_AFTER:
        s -= 1
    if s > 0 and words[s - 1] not in _TURN_AFTER and words[s - 1] != "]":
        return -1
    if s == t or words[s] not in _NOUN_MARKERS:
        return -1
    if not any(a > s and e == t + 1 and p.mention == "person" for a, e, p in items if a <= t):
        return -1
    return s


def _handle_tag(lex: Lexicon, words: list[str], colon: int, obs: tuple[str, ...]
                ) -> tuple[int, bool, bool] | None:
    """A user handle that tags a chat turn before the ``colon`` token, as a ``(speaker token,
    is the observer, tagged)`` head for :func:`_chat_turns`, or None.

    Design choice (session 11, a who-did-what probe): chat and game logs name their speakers
    by handles: a word with digits ("mira99: ate lunch", "[12:01] player2: just ate"), or one
    to three words the lexicon does not know right after a time stamp's ``]`` or an ``@``
    ("[12:01] npc_guard_2: ...", "@kai_r: ...": the snake case is cut into words before
    tokenising). A handle is no label ("Outcome:"), so one tag is a turn; it is the
    observer's when its words are the observer's name tokens ``obs``."""
    t = colon - 1
    known, not_names = lex.known, lex.not_names
    while t >= 0 and colon - t <= 3 and words[t].replace("_", "").isalnum() \
            and not words[t].isdigit() and words[t] not in known \
            and (len(words[t]) == 1 or words[t] not in not_names):  # (a handle's "k": "mira_k")
        t -= 1
    first = t + 1
    if first == colon:
        return None
    run = words[first:colon]
    before = words[t] if t >= 0 else "."
    last = run[-1]
    if before in ("]", "@") or (before in _TURN_AFTER and any(ch.isdigit() for ch in last)
                                and any(ch.isalpha() for ch in last)):
        return first, tuple(run) == obs[-len(run):] if len(run) <= len(obs) else False, True
    return None


_CLAUSE_GOVERNORS = frozenset({"after", "like", "than"})  # prepositions that open clauses too
# prepositions that open time clauses too, their subject right before the verb
_SUBJECT_TIME_OPENERS = frozenset({"before", "until"})
_PARTICIPLE_GOVERNORS = frozenset({"of", "to"})  # "the sound of", "listens to" + someone acting
_SUBJECT_PRONOUNS = frozenset({"i", "he", "she", "we", "they"})


def _subject_after_governor(lex: Lexicon, words: list[str], items: list[_Item], g: int,
                            m: _Mention) -> bool:
    """Is mention ``m``, right after the preposition at token ``g``, the subject of a verb rather
    than the preposition's object?

    Yes for a subject pronoun ("after she ate"); for someone after a preposition that is also a
    conjunction (``after``, ``like``, ``than``) before a finite verb or an auxiliary ("After Kemi
    ate a bowl of noodles, Kofi washed up"); and for someone after ``of`` or ``to`` before an
    ``-ing`` action ("Lena listens to Kofi throwing up", "a photo of Kemi eating noodles"): the
    participle is what that person does. Design choice (session 10, a who-did-what probe): a
    governed mention is no subject, so its verb fell to the observer."""
    i, end = m.index, m.end
    if end == i + 1 and words[i] in _SUBJECT_PRONOUNS:
        return True
    if end >= len(words) or m.possessive:
        return False
    w = words[g]
    if w in _CLAUSE_GOVERNORS:
        return _clause_verb_after(lex, words, items, end)
    return w in _PARTICIPLE_GOVERNORS and words[end].endswith("ing") and _acts_at(items, end)


def _heard_governor(words: list[str], g: int) -> bool:
    """Is the preposition at token ``g`` one before someone heard, seen or kept awake by what
    they do: "of", "to" (not a place's: "next to"), "by" after a passive ("listening to the boy
    in the next bed coughing", "kept awake by the man upstairs snoring"; not "sits by her
    grandmother dozing")?"""
    w = words[g]
    if w == "to":
        return not (g and words[g - 1] in _LOCATIVE_TO)
    if w == "by":
        return g > 0 and words[g - 1].endswith(_PASSIVE_ENDS)
    return w in _PARTICIPLE_GOVERNORS


_PASSIVE_ENDS = ("ed", "en", "pt", "wn")  # "kept awake by", "woken by", "disturbed by"
# where someone is, said after them and before what they do ("the man upstairs snoring")
_PLACE_ADVERBS = frozenset({"upstairs", "downstairs", "outside", "opposite", "nearby", "overhead",
                            "below", "above", "inside"})
# a place or time adverb that may open a clause before its subject ("while outside the
# porters eat", "; meanwhile the crew drink")
_SCENE_ADVERBS = _PLACE_ADVERBS | {"meanwhile"}
# a time adverb that opens a sentence with no comma before its subject ("Later the android
# collapses with a fever", "Suddenly the courier slips"); only at a sentence's start, where
# no verb can come before it
_OPENING_TIME_ADVERBS = frozenset({"later", "afterwards", "afterward", "suddenly", "soon",
                                   "eventually", "presently", "abruptly"})
# the prepositions of a place phrase after someone ("the girl across the aisle throwing up")
_PLACE_PREPOSITIONS = frozenset({"in", "on", "at", "across", "behind", "beside", "near", "by",
                                 "under", "over", "opposite"})
_PLACE_PHRASE_REACH = 4  # words of such a place phrase after its preposition ("in the next bed")


def _participle_at(words: list[str], items: list[_Item], k: int) -> int:
    """Where an ``-ing`` action starts at token ``k``, or right after a place said there (an
    adverb, "next door", or a preposition and up to ``_PLACE_PHRASE_REACH`` words: "the boy in
    the next bed coughing"); -1 if none does. Design choice (who did what): what someone heard
    or seen does is theirs, past where they are."""
    k = _past_where(words, k)
    return k if k < len(words) and words[k].endswith("ing") and _acts_at(items, k) else -1


def _past_where(words: list[str], k: int, stop: int = -1) -> int:
    """The token after a place said at token ``k`` (an adverb, "next door", or a preposition and
    up to ``_PLACE_PHRASE_REACH`` words, no ``-ing`` form among them and none from token
    ``stop`` on: "in the next bed"), or ``k`` itself when none is."""
    n = len(words)
    if k < n and words[k] in _PLACE_ADVERBS:
        return k + 1
    if k + 1 < n and words[k] == "next" and words[k + 1] == "door":
        return k + 2
    if k < n and (words[k] in _PLACE_PREPOSITIONS
                  or k + 1 < n and words[k] in _LOCATIVE_TO and words[k + 1] == "to"):
        # ("in the next bed", "next to her")
        j = k + 2 if k + 1 < n and words[k + 1] == "to" else k + 1
        while j < n and j != stop and j - k <= _PLACE_PHRASE_REACH and words[j].isalpha() \
                and not words[j].endswith("ing"):
            j += 1
        return j
    return k


def _clause_verb_after(lex: Lexicon, words: list[str], items: list[_Item], end: int) -> bool:
    """Does the verb of a clause follow a noun phrase that ends at token ``end``, right after it
    or past one prepositional tail ("the man at the next table shouts at the waiter"): an
    auxiliary, or a finite or past form with an action within ``_CLAUSE_VERB_REACH`` tokens
    and no punctuation between ("took a nap", "put his feet up", "fell asleep")?

    Design choice (who did what, fronted clauses): after a preposition that also opens clauses
    ("After the pilot took a nap, Mira says nothing"), a noun phrase before such a verb is that
    clause's subject, not the preposition's object; "After lunch Mira naps" has no verb there,
    and "After the waiter left, she ate" no action in the clause, so nothing changes for them."""
    n = len(words)
    if end >= n:
        return False
    if _clause_verb_at(lex, words, items, end):
        return True
    if words[end] in _NEXT_TO and end + 1 < n and words[end + 1] in lex.governors:
        end += 1  # "the woman next to Mira ate"
    if words[end] not in lex.governors or end + 1 >= n or not words[end + 1].isalpha() \
            or words[end + 1] in lex.auxiliaries:
        return False  # (the tail's first word: a determiner, or a noun: "from upstairs")
    for k in range(end + 2, min(n, end + 2 + _TAIL_WORDS)):
        if not words[k].isalpha() and not (words[k].isdigit() and words[k - 1].isalpha()):
            return False  # (a number in the tail: "a passenger from deck 9 gulps his tea")
        if _clause_verb_at(lex, words, items, k):
            return True
    return False


def _fronted_plural_verb_after(lex: Lexicon, words: list[str], items: list[_Item], g: int,
                               m: _Mention, mentions: list[_Mention]) -> bool:
    """Is person noun ``m`` plural, after a preposition at token ``g`` that opens its clause, and
    followed by a plain (base-form) verb, right after it or after a prepositional tail that
    names someone, at or before an action ("; beside her two cooks from the Lagos team fry
    puff-puff and gossip", "Behind him three mechanics argue")?

    Design choice (who did what, fronted place phrases): a plural subject takes the verb's base
    form, which :func:`_finite_form` does not count; after a fronted place phrase the noun
    phrase before such a verb is the clause's subject ("beside her" is the place), not the
    preposition's object. Not "Meera cooks beside her two sisters": the preposition opens no
    clause there. After a tail the verb is the first word after the person it names (a verb
    the lexicon may not know: "fry"); right after the noun it must be one the lexicon knows."""
    if g > 0 and words[g - 1] in _NEXT_TO:
        g -= 1  # "; next to her two cooks gossip"
    if not (g == 0 or words[g - 1] in _PART_ENDS) or not _many(words, m):
        return False
    n = len(words)
    end, known_only = m.end, True
    if end + 1 < n and words[end] in lex.governors:
        tail = next((x for x in mentions if end < x.index <= end + 1 + _TAIL_WORDS
                     and x.what in ("person", "name")), None)
        if tail is None or not all(w.isalpha() for w in words[end:tail.index]):
            return False
        end, known_only = tail.end, False
    return end < n and _plain_verb_at(lex, words, items, end, known_only)


# tokens from a plain verb to its action, a hyphenated object between ("fry puff-puff and
# gossip"); the verb and the action share a predicate with no punctuation but hyphens
_PLAIN_VERB_REACH = 6


def _plain_verb_at(lex: Lexicon, words: list[str], items: list[_Item], k: int,
                   known_only: bool) -> bool:
    """Is token ``k`` a verb in its own base form ("gossip", "fry"), one the lexicon knows or,
    unless ``known_only``, a word it does not know at all, at or before an action within
    ``_PLAIN_VERB_REACH`` tokens with no punctuation but hyphens between?"""
    w = words[k]
    if not w.isalpha() or w in _VERB_FOLLOWERS or w in _CLAUSE_WORDS or w in lex.determiners \
            or w in lex.governors or w in lex.auxiliaries:
        return False
    if w not in lex.lemmas.get(w, ()) and (known_only or w in lex.known):
        return False
    return _acts_before_break(items, words, k, _PLAIN_VERB_REACH)


def _verb_before_object(lemmas: Mapping[str, tuple[str, ...]], words: list[str], k: int
                        ) -> bool:
    """Is token ``k`` a verb the lexicon's ``lemmas`` know, in a form that is its own base
    ("put", "cut", "hit"), right before an owner word or an article ("put his feet up", "cut a
    finger")? Design choice (who did what): such a past has no past shape, but a noun right
    after a subject's noun phrase is hardly ever followed by an owner or an article, so there it
    is that subject's verb. A preposition or a particle (the lexicon lists some as words) is
    no verb ("the youngest on the crew", "goes through his boot")."""
    w = words[k]
    return k + 1 < len(words) and (words[k + 1] in _OWNER_WORDS or words[k + 1] in _ARTICLES) \
        and w in lemmas.get(w, ()) and w not in _VERB_FOLLOWERS and w not in _CLAUSE_WORDS


_TAIL_WORDS = 4  # words of a prepositional tail after its determiner: "at the next table"
_CLAUSE_VERB_REACH = 4  # tokens from a clause's verb to its action: "took a quick nap"


def _clause_verb_at(lex: Lexicon, words: list[str], items: list[_Item], k: int) -> bool:
    """Is token ``k`` an auxiliary, or a finite or past form (:func:`_finite_form`,
    :func:`_past_form`) at or before an action within ``_CLAUSE_VERB_REACH`` tokens, with no
    punctuation between?"""
    w = words[k]
    if w in lex.auxiliaries:
        return True
    if not w.isalpha() or not (_finite_form(lex, w) or _past_form(lex, w)
                               or _verb_before_object(lex.lemmas, words, k)):
        return False
    return _acts_before_break(items, words, k, _CLAUSE_VERB_REACH)


def _acts_before_break(items: list[_Item], words: list[str], k: int, reach: int) -> bool:
    """Does an action start within ``reach`` tokens from token ``k`` (``k`` included), before
    any punctuation that ends a part of the sentence?"""
    for a in range(k, min(len(words), k + reach)):
        if _acts_at(items, a):
            return True
        if words[a] in _PART_ENDS:
            return False
    return False


def _owned_subjects(lex: Lexicon, words: list[str], items: list[_Item], caps: frozenset[int],
                    taken: set[int], out: list[_Mention], n: int) -> None:
    """Add the subjects of clauses that open with a third person's noun or a numbered group
    right before a finite verb: "while her class won the tug-of-war", "while Class 4 does the
    egg-and-spoon race", "while the rest of Class 4 runs". Design choice (round 31): the noun
    (known to the lexicon or not, no person word) is someone else, the clause's subject; its
    owner only owns it. An observer's own noun ("while your class wins") is left alone."""
    starts: set[int] | None = None
    for t in compress(range(n), map(_NP_OPENERS.__contains__, words)):
        if t + 3 >= n:
            break
        j = t + 1
        if j + 3 < n and words[j] == "the" and words[j + 1] == "rest" and words[j + 2] == "of":
            j += 3  # part of a numbered group: "the rest of Class 4"
        if j + 2 >= n or j + 1 in taken or not (words[j] in _THIRD_OWNERS or j in caps):
            continue
        if starts is None:
            starts = {m.index for m in out}
        if words[j] in _THIRD_OWNERS and j + 1 not in starts \
                and words[j + 1].isalpha() and (
                    (phrase := _phrase_at(items, j + 1)) is None
                    or phrase.mention is None and not phrase.acts):
            head = j + 1  # "her class": the class
        elif j in caps and words[j].isalpha() and words[j + 1].isdigit() and j not in taken:
            head = j  # "Class 4", "Year 6"
        else:
            continue
        # the verb right after the noun, or after a second noun ("their year group won")
        verb = j + 2 if _finite_word(lex, items, words, j + 2) else j + 3 if (
            head > j and j + 3 < n and words[j + 2].isalpha() and j + 2 not in starts
            and not _acts_at(items, j + 2) and _finite_word(lex, items, words, j + 3)) else 0
        if verb:
            out.append(_Mention(t + 1 if words[t + 1] == "the" else head, verb, "other", False,
                                "thing"))
            taken.update(range(head, verb))


_THIRD_OWNERS = frozenset({"his", "her", "their"})


def _finite_word(lex: Lexicon, items: list[_Item], words: list[str], k: int) -> bool:
    """Is token ``k`` a finite verb: an auxiliary, an action that is no ``-ing`` form, a present
    ``-s`` form before an action ("wins the tug-of-war"), an ``-ed`` or irregular past
    ("won")?"""
    w = words[k]
    if w in lex.auxiliaries or _acts_at(items, k):
        return not w.endswith("ing")
    if not w.isalpha() or w.endswith("ing"):
        return False
    if w.endswith("s") or w not in lex.known:
        return _acts_within(items, k, 4)  # ("won the tug-of-war": a verb the lexicon lacks)
    return w.endswith("ed") or any(b != w for b in lex.lemmas.get(w, ()))


def _relative_end(words: list[str], items: list[_Item], k: int, limit: int,
                  auxiliaries: frozenset[str], plural: bool = False,
                  lemmas: Mapping[str, tuple[str, ...]] | None = None) -> int:
    """Where a relative clause whose verb is at token ``k - 1`` gives way to its main clause:
    the first auxiliary or finite ``-s`` verb of an action (``the man who sold you the ticket
    eats``) within ``limit`` tokens, or, after a ``plural`` head, a plain verb opening an action
    (``the friends Ana made at school drink``), or, with ``lemmas``, a past opening an action
    (``the dog I walk every morning ate a chicken``); -1 when a punctuation mark comes first."""
    start = k
    while k < len(words) and k - start <= limit and (k == start or words[k] not in auxiliaries) \
            and words[k] not in _PART_ENDS and not (
                k > start and words[k].endswith("s") and not words[k].endswith("ss")
                and _acts_within(items, k, 3)) and not (
                # (an adverb before the main verb opens the main clause: "the kid Ana is
                # babysitting nearly drowns")
                k > start and words[k].endswith("ly") and k + 1 < len(words)
                and words[k + 1].endswith("s") and not words[k + 1].endswith("ss")
                and _acts_within(items, k, 3)) and not (
                plural and k > start + 1 and _plain_action(words, items, k)) and not (
                lemmas is not None and k > start + 1 and _acts_within(items, k, _PAST_REACH)
                and (words[k].endswith("ed") or _past_in(lemmas, words[k]))):
        k += 1
    return k if k < len(words) and k - start <= limit and words[k] not in _PART_ENDS else -1


def _label_word(words: list[str], t: int, caps: Collection[int], dets: frozenset[str]) -> bool:
    """Is token ``t`` part of a group's label inside a noun phrase: a plural of digits ("7s",
    "u15s", "12s") or a capitalised word before one ("two Year 7s")? Design choice (who did
    what): such a label names people the lexicon cannot know ("behind him two Year 7s are
    munching biscuits"), as an unknown word does; a number alone names one ("Unit 7", "Bot
    12": a designation, a name)."""
    w = words[t]
    if _numbered_plural(w):
        return True
    return t in caps and t > 0 and words[t - 1] in dets | _LABEL_WORDS_AFTER and w.isalpha() \
        and t + 1 < len(words) and _numbered_plural(words[t + 1])


def _numbered_plural(w: str) -> bool:
    """Is ``w`` a plural of digits, letters allowed before them ("7s", "u15s", "12s")?"""
    return len(w) > 1 and w[-1] == "s" and w[-2].isdigit() and w.isalnum()


# the words that bound an age group's label before its hyphen ("the under-12s", "the over-60s")
_AGE_BOUNDS = frozenset({"under", "over"})
# words a capitalised label word may follow inside a group's noun phrase ("two Year 7s")
_LABEL_WORDS_AFTER = frozenset({"two", "three", "four", "five", "six", "several", "some", "the",
                                "a", "few", "many"})


def _plain_action(words: list[str], items: list[_Item], k: int) -> bool:
    """Does an action start at token ``k`` with a plain verb form (not in ``-s``, ``-ed`` or
    ``-ing``): the main verb after a plural head ("the kids Ana teaches run laps")?"""
    w = words[k]
    return w.isalpha() and not w.endswith(("s", "ed", "ing")) and _acts_at(items, k)


# the pronouns of a main clause after a contact clause that go back to its head
_MAIN_PRONOUNS = frozenset({"he", "she", "his", "her", "they", "their"})
# tokens from a past main verb after a contact clause to its action ("got into a fight")
_PAST_REACH = 4
# pronouns that may head a contact clause ("everyone Ana knows is asleep")
_CONTACT_PRONOUN_HEADS = frozenset({"everyone", "everybody", "someone", "somebody", "anyone",
                                    "anybody", "nobody"})
# prepositions that may stand stranded at the end of a contact clause, right after its verb
# ("the man Ana looks after", "the kids you look after"), not opening a clause there
_STRANDED = frozenset({"after"})
# the auxiliaries that open a contact clause's verb group ("the baby you're holding", "the dog
# Ana has walked"; not "looks", "keeps": a verb of their own there, "the kids Ana looks after")
_GROUP_AUXILIARIES = frozenset({"is", "are", "was", "were", "am", "has", "have", "had", "will",
                                "would", "can", "could", "'s", "'re", "'m", "'ve", "'d", "'ll"})
# words inside a verb group between its auxiliaries and its verb ("has been walking")
_GROUP_FILLERS = frozenset({"been", "being", "just", "still", "not", "n't", "always"})


def _that_whom_spans(words: list[str], items: list[_Item], ends_at: dict[int, _Mention],
                     auxiliaries: frozenset[str], spans: list[tuple[int, int]]) -> None:
    """Add the token spans of ``that`` and ``whom`` relative clauses after a person to
    ``spans``. Design choice (round 28): who is named inside one is no subject after it, as
    with ``who`` ("the guard that drove her home is arguing", "Your grandfather, whom you're
    visiting, dozes off"). A ``that`` counts only right after a person noun and before a verb
    (``tells the doctor that she is ill`` is a complement); a ``whom`` clause after a comma
    runs to the closing comma, else over its subject and verb group to the main verb."""
    n = len(words)
    for i in compress(range(1, n - 2), map(("that", "whom").__contains__, words[1:n - 2])):
        comma = words[i - 1] == ","
        head = ends_at.get(i - 2 if comma else i - 1)
        if head is None or head.what not in ("person", "name", "self") or head.possessive:
            continue
        nxt = words[i + 1]
        own_subject = nxt in _PRONOUNS or nxt in _NOUN_MARKERS or i + 1 in ends_at
        if words[i] == "that":
            if comma or head.what != "person" or not nxt.isalpha() or nxt in auxiliaries:
                continue
            if not own_subject:
                k = _relative_end(words, items, i + 2, 12, auxiliaries)
                if k > i:
                    spans.append((i + 1, k))
                continue
            a = head.index - 1 if head.index and words[head.index - 1] in _NOUN_MARKERS \
                else head.index
            if a and words[a - 1] not in _PART_ENDS and words[a - 1] not in _SUBJECT_OPENERS:
                continue  # "tells the nurse that Joseph has the flu": what is told
        if comma:
            k = next((j for j in range(i + 1, min(n, i + 14)) if words[j] in _PART_ENDS), -1)
            if k < 0 or words[k] != ",":
                continue
        else:
            k = i + 1
            while k < n and k - i <= 4 and k not in ends_at and words[k].isalpha():
                k += 1
            k += 1  # past its subject
            while k < n and (words[k] in auxiliaries or words[k].startswith("'")):
                k += 1
            verb = k
            k = _relative_end(words, items, k, 10, auxiliaries)  # (from its verb)
            if k < 0 and words[i] == "whom":
                # design choice (round 33): "a grandmaster called Petrosyan whom you've
                # idolised since childhood, takes off his headphones": a comma closes it
                k = next((j for j in range(verb, min(n, verb + 10)) if words[j] in _PART_ENDS),
                         -1)
                if k >= 0 and words[k] != ",":
                    k = -1
        if k > i:
            spans.append((i + 1, k))


def _observer_spans(lex: Lexicon, words: list[str], caps: frozenset[int], obs: tuple[str, ...],
                    vocab: set[str]) -> list[tuple[int, int]]:
    """Where the text names the observer, as ``(start, end)`` token spans in text order.

    ``obs`` is the observer's name as tokens, ``caps`` the capitalised token positions. Design
    choice (session 6): a simulation may give its agent's full name ("Isabella Rodriguez") and
    tell its prose with part of it, or the other way round, so the observer is named by
    - the name as given;
    - its first word ("Isabella"), capitalised, unless another capitalised surname follows it
      ("Isabella Moreno" is someone else);
    - its last word, capitalised, when the name has two or more words ("Nowak", "Dr. Nowak"),
      unless it is also a word of the lexicon opening a sentence ("Young people" for Tom Young);
    - a one-word name with capitalised words after it that the lexicon does not know (up to
      two): "Isabella Rodriguez" is the observer "Isabella", surname included.
    A title (``subjects.titles``: Dr, Ms, Captain) right before any of these belongs to the
    mention (not after a determiner: "the nurse Ana" says her job), and a title in the
    observer's own name ("Captain Ana Silva") need not appear."""
    core = tuple(w for w in obs if w not in lex.titles and w != ".") or obs
    first, last, k = core[0], core[-1], len(core)
    n = len(words)
    starts: list[int] = []
    for word in {first, last}:
        if word in vocab:
            t = -1
            for _ in range(words.count(word)):
                t = words.index(word, t + 1)
                starts.append(t)
    spans: list[tuple[int, int]] = []
    free = 0
    known, not_names, titles = lex.known, lex.not_names, lex.titles
    for t in sorted(starts):
        if t < free:
            continue
        if tuple(words[t:t + k]) == core and not (k == 1 and t not in caps and words[t] in known):
            # (a one-word name that is also a word names the observer only when capitalised:
            # "argue over the bill" is no mention of Bill)
            end = t + k
            while k == 1 and end < n and end - t <= 2 and end in caps \
                    and words[end].isalpha() and words[end] not in known \
                    and words[end] not in not_names:
                end += 1  # a surname the observer's one-word name did not give
        elif t not in caps:
            continue  # part of the name only when capitalised: "a rose" is not Rose Baker
        elif words[t] == first:
            end = t + 1
            if end < n and end in caps and words[end].isalpha() and words[end] != last \
                    and words[end] not in known and words[end] not in not_names:
                continue  # "Isabella Moreno" is not the observer Isabella Rodriguez
        elif words[t] in known and (t == 0 or words[t - 1] in _SENT_MARKS
                                    or words[t - 1] in lex.determiners):
            continue  # a surname that is also a word, opening a sentence or after a determiner:
            # "Young people dance", "the Baker" are not Tom Young, Ana Baker (mid-sentence, or
            # after a title, a capital is the name)
        else:  # the surname alone
            end = t + 1
        # a title is the name's ("Dr Nowak"); after a determiner it is a job or a relation said
        # of the name ("the nurse Ana", "her sister Grace"), read as such
        start = t - 1 if t and words[t - 1] in titles and not (
            t > 1 and (words[t - 2] in lex.determiners or words[t - 2] in POSSESSIVES)) else t
        if end + 1 < n and words[end] == "the" and end + 1 in caps:
            end = _epithet_end(words, caps, end, not_names)
        elif end + 2 < n and words[end] == "the" and words[end + 1] in lex.occupations \
                and (start == 0 or words[start - 1] in _SENT_MARKS
                     or words[start - 1] in _RECORD_HEAD_AFTER) \
                and words[end + 2].isalpha():
            end += 2  # design choice (session 12): a job after the name that opens a sentence
            # says who they are ("王芳 the innkeeper is arguing with a dwarf"), no one else
        if end + 2 < n and words[end] == "(" and (close := _name_alias_end(words, caps, end)) > 0:
            end = close  # the name in another script or spelling: "Giorgos (Γιώργος) is ..."
        elif start > 1 and words[start - 1] == "(" and end < n and words[end] == ")" \
                and (lead := _name_alias_start(words, caps, start - 1)) >= 0:
            start, end = lead, end + 1  # the name given inside: "Ο Νίκος (Nikos) is ..."
        spans.append((start, end))
        free = end
    return spans


_EPITHET_WORDS = 2  # capitalised words an epithet may hold ("the Ranger", "the Old Smith")
# tokens a name's alias in brackets may hold ("Lan (Nguyễn Thị Lan)", "Ο Νίκος (Nikos)")
_ALIAS_WORDS = 4


def _alias_word(words: list[str], caps: frozenset[int], t: int) -> bool:
    """Is token ``t`` a word of a name: alphabetic and capitalised, or in a script without
    case (Devanagari, Chinese, ...)?"""
    w = words[t]
    return w.isalpha() and (t in caps or not w.isascii() and w == w.upper())


def _name_alias_end(words: list[str], caps: frozenset[int], open_at: int) -> int:
    """The token after the ``)`` of a bracket at ``open_at`` that holds only a name (up to
    ``_ALIAS_WORDS`` name words: "(Γιώργος)", "(Nguyễn Thị Lan)"), or -1. Design choice: a
    name followed by a name in brackets gives the same person in another script or spelling,
    not someone else; a bracket with a job or other words ("(baker)", "(Tom's sister)") is not
    one."""
    n = len(words)
    t = open_at + 1
    while t < n and t - open_at <= _ALIAS_WORDS and _alias_word(words, caps, t):
        t += 1
    return t + 1 if t > open_at + 1 and t < n and words[t] == ")" else -1


def _name_alias_start(words: list[str], caps: frozenset[int], open_at: int) -> int:
    """The first token of the name right before the bracket at ``open_at`` that opens a
    sentence (up to ``_ALIAS_WORDS`` words, an article in its script included: "Ο Νίκος"), or
    -1: the observer's name inside the bracket is that name's other spelling."""
    t = open_at
    while t > 0 and open_at - t < _ALIAS_WORDS and words[t - 1].isalpha() \
            and (_alias_word(words, caps, t - 1) or not words[t - 1].isascii()):
        t -= 1
    if t == open_at or not (t == 0 or words[t - 1] in _SENT_MARKS):
        return -1
    return t


def _epithet_end(words: list[str], caps: frozenset[int], the: int,
                 not_names: frozenset[str]) -> int:
    """The end of an epithet opening with ``the`` at token ``the`` right after the observer's
    name ("Marisol the Ranger eats", "Anselm the Squire trains", "Olaf the Brave drinks"): up
    to ``_EPITHET_WORDS`` capitalised words (``caps``), none of them ``not_names`` (days,
    months); else ``the`` itself (no epithet). Design choice (session 11): a game log or a
    saga names its characters with a title after the name, part of the name, so the title's
    person noun ("Ranger") is no one else doing the verb."""
    end = the + 1
    n = len(words)
    while end < n and end - the <= _EPITHET_WORDS and end in caps and words[end].isalpha() \
            and words[end] not in not_names:
        end += 1
    return end if end > the + 1 else the


def _after_fronted(words: list[str], seg: _Segments, comma: int, governors: frozenset[str]
                   ) -> bool:
    """Does the comma at token ``comma`` close a fronted prepositional phrase that opens its
    sentence ("On the refuge radio, the rescue service reports ...")? Design choice: the noun
    phrase after it is the sentence's subject, as after a clause break."""
    first = comma
    sent = seg.sent_of[comma]
    while first > 0 and seg.sent_of[first - 1] == sent:
        first -= 1
        if words[first] == ",":
            return False  # not the first comma of its sentence
    return words[first] in governors and comma - first <= 6


def _after_fronted_adverb(lex: Lexicon, words: list[str], t: int) -> bool:
    """Is token ``t`` right after one adverb and its comma that open the text or a sentence
    ("Meanwhile, the ...", "; later, a ...", not a list after a label: "action: deadlifts,
    four sets")? The adverb is a scene word, a word in "-ly", or a word the lexicon knows or
    lists as no name ("afterwards") that names no person (so a name or a vocative, "Tom, the
    android ...", opens nothing)."""
    if t < 2 or t > 2 and words[t - 3] not in (".", "!", "?", ";"):
        return False
    w = words[t - 2]
    return w.isalpha() and (w in _SCENE_ADVERBS or w.endswith("ly") and len(w) > 4
                            or (w in lex.known or w in lex.not_names)
                            and w not in lex.occupations
                            and w not in lex.governors and w not in lex.determiners)


def _after_fronted_place(words: list[str], clause_of: list[int], t: int,
                         governors: frozenset[str]) -> bool:
    """Is token ``t`` right after a short place or time phrase that opens its clause with a
    preposition and has no comma ("At the teahouse the trekkers eat dal bhat", "; in the mess
    the roustabouts eat stew": two to four words)? Design choice (who did what): the noun
    phrase after it opens the clause's subject, as after the phrase's comma."""
    cl = clause_of[t]
    first = t
    while first > 0 and clause_of[first - 1] == cl and t - first < 5:
        first -= 1
    if first > 0 and clause_of[first - 1] == cl:
        return False  # a longer stretch before it: no short opening phrase
    # (a noun phrase after the preposition, no infinitive: "To shake off the exam nerves you
    # do burpees")
    return words[first] in governors and words[first] != "to" and 2 <= t - first <= 4 \
        and (t - first == 2 or words[first + 1] in _OBJECT_DETERMINERS) \
        and all(w.isalpha() for w in words[first:t])


def _phrase_goes_on(words: list[str], items: list[_Item], t: int) -> bool:
    """Does the noun phrase at token ``t`` run on to a comma within ``_FRONTED_TAIL`` tokens,
    before any action ("On her shift at the Grand Hotel, Ilse folds napkins")? Then it ends a
    longer fronted phrase, not a subject."""
    for k in range(t + 1, min(len(words), t + 1 + _FRONTED_TAIL)):
        if words[k] == ",":
            return True
        if not words[k].isalpha() or any(a == k and phrase.acts for a, _, phrase in items):
            return False
    return False


def _after_place_at_person(words: list[str], clause_of: list[int], t: int,
                           governors: frozenset[str]) -> bool:
    """Is token ``t`` right after a place phrase at someone that opens its clause with no
    comma: one to three words ending in a preposition, then an object pronoun ("behind him",
    "next to her", "ahead of them", "in front of him")?"""
    p = t - 1
    if p < 2 or words[p - 1] not in governors:
        return False
    cl = clause_of[t]
    first = p - 1
    while first > 0 and clause_of[first - 1] == cl and p - first < 3:
        first -= 1
    return (first == 0 or clause_of[first - 1] != cl) and clause_of[p] == cl \
        and all(w in governors or w in _PLACE_PHRASE_WORDS for w in words[first:p])


def _after_clause_word(words: list[str], clause_of: list[int], t: int,
                       subordinators: frozenset[str]) -> bool:
    """Is token ``t`` right after ``as`` or a subordinator that opens its clause ("as the
    producer and the bandleader argue", "while the porters eat")? Design choice (round 27): a
    determiner there opens the clause's subject, as at the clause's first token."""
    k = t - 1
    return k >= 1 and (words[k] == "as" or words[k] in subordinators) \
        and words[k] != "once" and clause_of[k] != clause_of[k - 1] \
        and clause_of[k] == clause_of[t]


def _subject_after_colon(words: list[str], seg: _Segments, t: int,
                         auxiliaries: frozenset[str]) -> bool:
    """Does the determiner at token ``t``, right after a colon outside a place part, open a
    clause of its own: an auxiliary follows within eight tokens of its clause ("radios for a
    sled: a snowboarder below the lift has broken his wrist")? Design choice (round 27): that
    noun phrase is the clause's subject, not a list after the colon ("(social): an hour on a
    video call with Olu")."""
    if t - 1 in seg.location_tokens:
        return False
    cl = seg.clause_of[t]
    for k in range(t + 1, min(t + 9, len(words))):
        if seg.clause_of[k] != cl or words[k] in (",", ":", ";"):
            return False
        if words[k] in auxiliaries:
            return True
    return False


def _before_title(words: list[str], i: int, titles: frozenset[str]) -> int:
    """The token before the name at token ``i``, past a title and its full stop ("with Mrs.
    Lindqvist": "with"). Design choice (round 33): the title is part of the name."""
    g = i - 1
    if g > 0 and words[g] == "." and words[g - 1] in _TITLE_ABBREVIATIONS:
        g -= 1
    if g > 0 and words[g] in titles:
        g -= 1
    return g


def _partitive_group_end(lex: Lexicon, words: list[str], t: int, acts_at: set[int],
                         taken: set[int], items: list[_Item] | None = None) -> int:
    """The end of a partitive group of people the lexicon lacks ("two of the glaciologists",
    "both of the roustabouts") from the number word at token ``t``, right before an action, an
    auxiliary, or an action led by its ``-ly`` adverb ("nearly fall"); else ``t``. Design choice
    (who did what): such a group is the action's subject, wherever its clause opens ("You look
    over and two of the glaciologists fall asleep"). With ``items``, words the lexicon knows
    count too when they are plain nouns (:func:`_plain_noun`: "one of the diggers", "two of the
    volunteers get bitten"): a group's members before a verb are people or animals, never the
    observer."""
    n = len(words)
    if words[t] not in _PARTITIVES or t + 4 >= n or words[t + 1] != "of" \
            or words[t + 2] not in _PLURAL_ARTICLES:
        return t
    k = t + 3
    while k < n and k - t <= 5 and words[k].isalpha() and k not in taken and (
            words[k] not in lex.known or items is not None and _plain_noun(lex, words, items, k,
                                                                         acts_at)):
        k += 1
    if k == t + 3 or k >= n or not _plural_head(words[k - 1], lex.collectives):
        return t
    if k in acts_at or words[k] in lex.auxiliaries \
            or (words[k].endswith("ly") or words[k] in _PASSIVE_AUX) and k + 1 < n \
            and k + 1 in acts_at:
        return k  # (a passive with "gets": "one of the diggers gets bitten by a terrier")
    return t


def _quantity_group_end(lex: Lexicon, words: list[str], t: int, acts_at: set[int],
                        taken: set[int], items: list[_Item]) -> int:
    """The end of a group of people the lexicon lacks counted by "a" and a quantity noun
    (``_PARTITIVES``: "a couple of trekkers", "a handful of the roughnecks") from the "a" at
    token ``t``, right before an action, an auxiliary or an action led by its ``-ly`` adverb,
    as :func:`_partitive_group_end` finds after a number word; else ``t``."""
    n = len(words)
    if t + 4 >= n or words[t + 1] not in _PARTITIVES or words[t + 2] != "of":
        return t
    k = t + 3 + (words[t + 3] in _PLURAL_ARTICLES)
    start = k
    while k < n and k - start < 3 and words[k].isalpha() and k not in taken and (
            words[k] not in lex.known or _plain_noun(lex, words, items, k, acts_at)):
        k += 1
    if k == start or k >= n or not _plural_head(words[k - 1], lex.collectives):
        return t
    if k in acts_at or words[k] in lex.auxiliaries \
            or words[k].endswith("ly") and k + 1 < n and k + 1 in acts_at:
        return k
    return t


def _plain_noun(lex: Lexicon, words: list[str], items: list[_Item], k: int, acts_at: set[int]
                ) -> bool:
    """Is the known word at token ``k`` a plain word of a noun phrase: no preposition, auxiliary,
    determiner or clause word, no action and no mention's start (a person word is a mention of
    its own)?"""
    w = words[k]
    if w in lex.governors or w in lex.auxiliaries or w in lex.determiners or w in _CLAUSE_WORDS \
            or w in _PASSIVE_AUX or w.endswith("ly") or k in acts_at:
        return False
    phrase = _phrase_at(items, k)
    return phrase is None or phrase.mention is None


def _opened_group_end(lex: Lexicon, words: list[str], t: int, acts_at: set[int],
                      taken: set[int]) -> int:
    """The end of a group of people the lexicon lacks that opens a clause at the determiner at
    token ``t``: a partitive group (:func:`_partitive_group_end`: "two of the glaciologists"),
    or up to three unknown words (one hyphened modifier allowed: "the night-shift blokes") ending
    in a plural head, right before an action, an auxiliary or an action led by its ``-ly``
    adverb ("nearly fall"); else ``t``."""
    if (e := _partitive_group_end(lex, words, t, acts_at, taken)) > t:
        return e
    n = len(words)
    k, hyphened = t + 1, False
    while k < n and k - t - 2 * hyphened <= 3 and k not in taken:
        if not hyphened and k + 2 < n and words[k + 1] == "-" and words[k].isalpha() \
                and words[k + 2].isalpha():
            hyphened = True
            k += 3
        elif words[k].isalpha() and words[k] not in lex.known:
            k += 1
        else:
            break
    if k == t + 1 or k >= n or words[k - 1] in lex.known \
            or not _plural_head(words[k - 1], lex.collectives):
        return t
    if k in acts_at or words[k] in lex.auxiliaries \
            or words[k].endswith("ly") and k + 1 < n and k + 1 in acts_at:
        return k
    return t


def _counted_group(lex: Lexicon, words: list[str], t: int, acts_at: set[int], taken: set[int]
                   ) -> bool:
    """Does a number word at token ``t`` count a plural the lexicon knows as something else,
    right before an action, perhaps after an auxiliary ("by the fence two hands are arguing",
    "two hands eat sandwiches")? Then the two words are a group of people, the action's subject.

    Design choice (session 10, the tuning set's r69-036): a plural noun phrase is read as people
    only when its words are unknown to the lexicon ("two backpackers stretch out"); a known word
    ("hands", a body part) after a number and right before an action is the farm's or ship's
    hands. Only numbers count ("two", "several"), not "some" or "both" ("both hands").
    """
    w = words[t]
    if w not in _COUNTS or t + 2 >= len(words):
        return False
    noun, k = words[t + 1], t + 2
    if t and words[t - 1] in lex.governors or words[k] in lex.governors:
        return False  # "trains for three hours", "three hours at the gym": a length
    if t + 1 in taken or not noun.isalpha() or not noun.endswith("s") or noun.endswith("ss") \
            or noun in lex.governors or noun in lex.auxiliaries or noun in lex.determiners:
        return False
    if words[k] in lex.auxiliaries and k + 1 < len(words):
        k += 1
        if words[k] in ("nearly", "almost", "just", "still", "being", "all") \
                and k + 1 < len(words):
            k += 1
    elif words[k].endswith("ing") or not (lex.lemmas.get(words[k])
                                          or _finite_form(lex, words[k])):
        return False  # "six hours pouring concrete", "three hours at the gym": a length
    return k in acts_at


# words that focus the noun phrase after them, which still opens its clause ("only the
# night-shift blokes worked a double shift")
_FOCUS_WORDS = frozenset({"only", "even", "just", "also"})
# partitive words that are no plural determiner ("one of the diggers", "none of the crew")
_LONE_PARTITIVES = frozenset({"one", "each", "either", "neither", "none", "most", "all", "half"})
_COUNTS = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                     "several"})
_PARTICLES = frozenset({"over", "up", "across", "back", "down", "round", "around", "out",
                        "straight", "quickly", "briefly"})


def _person_after(lex: Lexicon, words: list[str], items: list[_Item], t: int) -> bool:
    """Is the capitalised word at token ``t``, right after a place word, someone rather than a
    place? After a word that takes a person (``subjects.person_after``), perhaps past one
    particle ("looks over at Kemi", "reads to Kemi", "a photo of Kemi eating"); after "to" with
    a handing verb shortly before ("hands the plate to Kemi"); or right before a finite action
    of its own ("while inside Kemi eats"). Design choice, session 10: a name read as a place hid
    who did what (a pronoun after it had only the observer to point at). A place word opening
    the sentence with no comma before the name ("Outside Kofi ate a kebab", "Upstairs Kemi
    sleeps") is judged by the finite action after it alone (design choice, who did what)."""
    if t < 1:
        return False
    place = words[t - 1]
    before = lex.person_after.get(place) if t > 1 else None
    if before is not None:
        k = t - 2
        if words[k] in _PARTICLES and k > 0:
            k -= 1
        if words[k] in before:
            return True
    if place == "to" and not lex.handing_verbs.isdisjoint(words[max(0, t - 6):t - 1]):
        return True
    return t + 1 < len(words) and _finite_form(lex, words[t + 1]) and _acts_at(items, t + 1)


def _rival_antecedent(words: list[str], persons: list[_Mention], m: _Mention, gender: str,
                      taught: _Mention | None) -> _Mention | None:
    """For a he/she ``m`` opening a clause (after ``subjects.rival_openers``) that points at the
    observer: the latest other person or name of its sentence named after the observer's latest
    mention there, whose gender fits the pronoun's; else None.

    Design choice (session 10, a who-did-what probe): "Kofi texts Kemi while she eats", "waits
    next to Kemi as she eats", "looks over at Kemi: she is asleep" -- with the genders unknown
    the pronoun may mean either, and a miss is better than crediting the observer with someone
    else's doing. The observer keeps it when the text fixes their gender as the pronoun's and
    not the rival's ("Kofi hangs up his coat and texts his boss while he eats"), or when the
    rival is named inside a quotation, or is a group ("Rosa's friends chat while she works") or
    an agent or author after "by" ("listens to 'Fever' by Peggy Lee while she restocks").
    ``persons`` are the person and name mentions before ``m``; ``taught`` is whoever learnt
    their gender from ``m`` itself (no fixed gender before it). An observer whose gender (from
    the text or their first name) is not the pronoun's never keeps it ("Kofi texts Kemi while
    she eats").
    """
    sent = m.sent
    rival = None
    for p in reversed(persons):
        if p.sent != sent:
            # (not across a semicolon that ends a sentence: "Zainab didn't argue with the
            # referee this time; she just shrugged and jogged back" is hers)
            return None
        if p.subject == "self":
            break
        if rival is None and not p.quoted and p.what in ("person", "name") \
                and p.gender in ("", gender) and not _many(words, p) \
                and (p.index < 1 or words[p.index - 1] != "by"):
            rival = p
    else:
        return None
    known = "" if p is taught else p.gender
    if rival is None or known == gender and (rival is taught or not rival.gender):
        return None
    return rival  # (an observer whose name says the other gender is not the pronoun either)


def _observer_pair(words: list[str], heard: list[_Mention]) -> _Mention | None:
    """When the last two people mentioned are the observer and someone else joined by "and"
    ("Dr Hale and Marit", "Tomas and his wife"), that someone else; else None."""
    last = [x for x in heard[-4:] if not x.possessive][-2:]
    if len(last) < 2:
        return None
    a, b = last
    if a.end >= len(words) or words[a.end] != "and" or b.index - a.end > 3 or a.sent != b.sent:
        return None
    if a.subject == "self" and b.subject == "other" and b.what in ("person", "name"):
        return b
    if b.subject == "self" and a.subject == "other" and a.what in ("person", "name"):
        return a
    return None


_NOT_OWNED = frozenset({"been", "got", "gone", "just", "already", "never", "not", "still"})


def _owner_s(words: list[str], k: int) -> bool:
    """Is the ``'s`` at token ``k`` a possessive (``a fitter's burnt hand``), not ``is``/``has``
    (``the fitter's burnt his hand``, ``the chef's cooking``)? Not before an ``-ing`` or ``-ed``
    verb or an auxiliary's companion, nor before a word that a determiner follows (a verb and
    its object)."""
    if k + 1 >= len(words) or words[k] != "'s":
        return False
    nxt = words[k + 1]
    if not nxt.isalpha() or nxt.endswith(("ing", "ed")) or nxt in _NOT_OWNED:
        return False
    return k + 2 >= len(words) or words[k + 2] not in _OBJECT_DETERMINERS


def _name_owner_s(words: list[str], k: int, items: list[_Item]) -> bool:
    """Is the token at ``k``, right after a name, an owner's ``'s``: :func:`_owner_s`, but an
    ``-ed`` word with a noun after it is an adjective of what the name owns ("Mr Ochieng's burned
    forearm"), a verb only before an object's determiner, a preposition or punctuation
    ("Jorge's burned his hand", "Jorge's collapsed on the deck", "Jorge's fainted."), and an
    ``-ing`` word that is no action is a noun the name owns ("Selin's building", "Jorge's
    wedding")?

    Design choice (who did what, chat and log lines): "Jorge's napping in the cab", "Jorge's
    been drinking all night" say "is" and "has"; read as owners they named nobody and the act
    went to the observer."""
    if k + 1 >= len(words) or words[k] != "'s":
        return False
    if _owner_s(words, k):
        return True
    nxt = words[k + 1]
    if nxt.endswith("ing"):
        return not _acts_at(items, k + 1)
    if not nxt.endswith("ed") or k + 2 >= len(words):
        return False
    after = words[k + 2]
    return after.isalpha() and after not in _OBJECT_DETERMINERS and after not in _PLACE_PREPS


def _clause_has_subject(out: list[_Mention], m: _Mention, clause_of: list[int]) -> bool:
    """Is there a subject (no possessive, no preposition's or object pronoun) among the mentions
    of ``m``'s clause before it? ``out`` is in text order and judged up to ``m`` (rare: asked
    only for a person after a preposition and before an auxiliary)."""
    cl = clause_of[m.index]
    for x in reversed(out[:out.index(m)]):
        if clause_of[x.index] != cl:
            return False
        if not (x.governed or x.possessive or x.objective):
            return True
    return False


def _verb_form(word: str, phrase: Phrase) -> bool:
    """Is ``word``, the last word of a person phrase, an ``-ed`` or ``-ing`` form of its base
    (``cooked``, ``cooking``, ``nursed``, ``guarding``): a verb, never a person? A noun that ends
    so in its own right (``sibling``) is its base."""
    if not word.endswith(("ed", "ing")):
        return False
    return all(r.type != "person" or not r.base.endswith(word) for r in phrase.roles)


# a form of "be" after the speaker or the addressee: what follows says who they are
_SPEAKER_BE = {"'m": ("i",), "am": ("i",), "'re": ("you",), "are": ("you",)}


def _predicate(lex: Lexicon, words: list[str], start: int, end: int | None = None) -> bool:
    """Is the person word at ``start`` a predicate: ``a``/``an``, up to two other words
    (``a skilled welder``, ``a food photographer``, ``the Year 2 teacher``, ``the ship's cook``),
    after a predicate token (``is``, ``as``, ``,``), or an apposition with ``the`` (``Nikhil, the
    night watchman,``)?"""
    before = words[max(0, start - 3):start]
    if _APPOSITION_DETS.isdisjoint(before):
        return False
    k = start - 1
    owner = 0  # an owner's clitic inside it: "Itzel, the ship's cook," ("'s" is one more word)
    while k >= 0 and words[k] not in _APPOSITION_DETS:
        if words[k] == "'s" and not owner:
            owner = 1
        elif start - k > 2 + owner or not words[k].isalnum() or words[k] in lex.determiners \
                or words[k] in _COORD_BREAK or words[k] in lex.governors:
            return False  # (a preposition: "as a group of neighbours chat" names them)
        k -= 1
    if k < 1 or words[k] not in _APPOSITION_DETS or words[k - 1] not in lex.predicates:
        return False
    if words[k] not in ("a", "an") and words[k - 1] != "," and not (
            words[k] == "the" and k > 1 and words[k - 1] in _SPEAKER_BE
            and words[k - 2] in _SPEAKER_BE[words[k - 1]]
            and "'s" not in words[start:(end if end is not None else start + 1) + 1]):
        return False  # "the", "their" name someone new unless in apposition (", their waiter,")
        # or said of the speaker or the addressee ("I'm the night cleaner", "You're the
        # photographer": nobody new can be "I" or "you"; not "you're the doctor's daughter")
    if words[k - 1] != ",":
        return True
    if end is not None and end < len(words) and words[end] not in _PART_ENDS:
        # ", a deckhand on the coaster, coils": a phrase may follow before the closing comma;
        # "Inside the room, a nurse is changing ...": a new subject, no apposition
        if words[end] not in lex.governors:
            return False
        c = end + 1  # (its own index: ``k`` still marks the determiner for the check below)
        while c < len(words) and c - end < 6 and words[c] not in _PART_ENDS \
                and words[c] not in lex.auxiliaries:
            c += 1
        if c >= len(words) or words[c] != ",":
            return False
    # ", a locksmith," renames the bare noun phrase before the comma ("Cyril, a locksmith,");
    # after a fronted phrase ("Across the road from you, a stranger") it is a new subject
    j = k - 2
    while j >= 0 and words[j] not in _PART_ENDS:
        if words[j] in lex.governors or words[j] in _PRONOUNS:
            return False
        j -= 1
    return j < k - 2


def _renames(words: list[str], start: int) -> bool:
    """Is the predicate person phrase at ``start`` an apposition after a comma ("Ingrid, a
    nurse from Leeds, eats")?"""
    for k in range(start - 1, max(-1, start - 5), -1):
        if words[k] in _APPOSITION_DETS:
            return k > 0 and words[k - 1] == ","
    return False


def _comma_after(seg: _Segments, pos: int) -> bool:
    """Is there a comma-level break after token ``pos`` in its clause (a parenthetical:
    "your neighbour's son, sprinting down the pavement, trips")?"""
    k = bisect_right(seg.comma_breaks, pos)
    if k == len(seg.comma_breaks):
        return False
    after = seg.comma_breaks[k] + 1  # a comma keeps the clause id; a clause break raises it
    return after < len(seg.clause_of) and seg.clause_of[after] == seg.clause_of[pos]


def _speaker(words: list[str], i: int, persons: list[_Mention], sent_of: list[int],
             clause_of: list[int], speech_verbs: frozenset[str]) -> _Mention | None:
    """For "he"/"she" at token ``i`` right after a speech verb and its listener ("Freya tells her
    manager she has a migraine", "texted the bakery that I"): the speaker, the first person or
    name of the sentence that is no possessive and comes before the verb; else None. One named
    in the verb's own clause comes first ("Ana listens while Tomas explains that he burnt his
    arm": Tomas)."""
    for k in range(i - 1, max(-1, i - 6), -1):
        if words[k] in speech_verbs:
            sent, first = sent_of[i], None
            for p in reversed(persons):
                if p.index < k and sent_of[p.index] == sent and not p.possessive \
                        and not p.governed:
                    if p.clause == clause_of[k]:
                        return p
                    first = p
            return first
        if not words[k].isalpha() or words[k] in _SUBJECT_FORMS:
            return None
    return None


def _phrase_at(items: list[_Item], t: int) -> Phrase | None:
    """The phrase of the item that starts at token ``t``, if any (``items`` are sorted by
    start)."""
    k = bisect_left(items, (t,))
    return items[k][2] if k < len(items) and items[k][0] == t else None


def _waiting_cue_at(items: list[_Item], t: int) -> bool:
    """Does a waiting cue start at token ``t`` ("has ordered the pancakes")?"""
    phrase = _phrase_at(items, t)
    return phrase is not None and any(r.type == "cue" and r.kind == "waiting"
                                      for r in phrase.event_roles)


def _acts_at(items: list[_Item], t: int) -> bool:
    """Does an action (a term or light verb) start at token ``t``?"""
    phrase = _phrase_at(items, t)
    return phrase is not None and phrase.acts


def _acts_within(items: list[_Item], t: int, width: int) -> bool:
    """Does an action start at one of the ``width`` tokens from ``t`` (a light verb before its
    action: "goes for a jog", "falls ill")?"""
    return any(_acts_at(items, a) for a in range(t, t + width))


def _recipient(words: list[str], mentions: list[_Mention], m: _Mention,
               handing_verbs: frozenset[str]) -> _Mention | None:
    """Who a handing-over verb (``subjects.handing_verbs``, every form) before pronoun ``m`` in
    its sentence gives to: the first person named after the verb (``hands Nikhil``, ``sets
    Mira's risotto``, ``hands her``, an object pronoun) and before ``m``; None without such a
    verb within 16 tokens."""
    i = m.index
    verb = -1
    for k in range(i - 2, max(-1, i - 17), -1):
        w = words[k]
        if w in _SENTENCE_ENDS or w == ";":
            break
        if w in handing_verbs and (k == 0 or words[k - 1] not in _NOUN_OWNERS) \
                and words[k + 1] not in _UNHANDED:
            verb = k  # (not a noun: "puts a cup of cocoa in Piet's hands and he sips it")
            break
    if verb < 0:
        return None
    if verb > 1 and words[verb - 1] in _PASSIVE_AUX and (subject := next(
            (p for p in mentions if p.end == verb - 1 and not p.possessive
             and p.what in ("name", "person", "self")), None)) is not None:
        # a passive handing ("Selma was handed a coffee by the runner, and she drank it"): its
        # subject got it, not the agent named after the verb
        return subject
    k = bisect_right(mentions, verb, key=_mention_index)  # (sorted by index)
    # the giver's own thing is not the recipient ("you give up your place to the old woman")
    own = k and mentions[k - 1].what == "self" and not mentions[k - 1].possessive
    for p in mentions[k:]:
        if p.index >= i - 1:
            return None
        if own and p.possessive and p.what == "self":
            continue
        if p.what in ("name", "person", "self") or p.what == "third" and p.objective:
            if p.possessive and (q := next(iter(mentions[mentions.index(p) + 1:]), None)) \
                    and q.what == "person" and q.index <= p.index + 3 and q.index < i - 1:
                return q  # the owner's kin got it: "brings Zofia's brother a bowl of soup"
            return p
    return None


_mention_index = attrgetter("index")
# after a handing verb, a thing moving by itself, nothing handed: "the kitchen hatch slides
# open", "the door slides shut"
_UNHANDED = frozenset({"open", "shut", "closed", "apart", "aside"})
# words right before he/she that go on from a handing over to what its recipient does ("hands
# her a plate and she eats", "sets the ramen in front of Ottilie; she slurps", "..., then he
# eats it"; "offers her a slice of cake, but she waves it away": turning it down is the
# recipient's too); design choice: a new sentence may name someone else, so not across "." or "!"
_HANDED_THEN = frozenset({"and", ";", "then", "but"})
# the subject pronouns that go on, after such a word, from a handing over to its recipient
_HANDED_PRONOUNS = frozenset({"he", "she", "they"})
# words before a noun, not a verb: "in Piet's hands", "in her hands", "the pass"
_NOUN_OWNERS = _OWNED | _ARTICLES


def _trip_company(words: list[str], cue: int, start: int) -> bool:
    """Is the event at token ``start`` company on the trip that the destination cue at ``cue``
    opens: a companion word (``with``, ``alongside``) with no purpose (``for``, ``to`` +) between
    the trip's own ``to``/``for`` and it? "You go down to the canteen with Idris and Greta" is in
    company now; "walking to the restaurant for dinner with Mia" is dinner ahead (design choice)."""
    if words[start] not in ("with", "alongside", "together"):
        return False
    own = next((k for k in range(cue + 1, start) if words[k] in ("to", "for")), start)
    return not any(words[k] in ("to", "for") for k in range(own + 1, start))


def _fronted_time(people: _People, sent: int, ci: int, start: int) -> bool:
    """Does a reference cue at ``ci`` ("after the", "since his") name only a fronted time before
    a new subject that acts at ``start``: "After the festival Orla sleeps till noon", "after the
    long match he sleeps"? The subject (a name or a subject pronoun, not an owner, not after a
    preposition) stands right before the verb, or one adverb before it, and the cue's own noun
    phrase lies before that subject (one word is enough: "After lunch Mira ate a sandwich").
    Not "after the kids eat" (a person word inside the time phrase is its own subject) nor
    "after her shift" (an owner). Design choice (session 10)."""
    for m in people.by_sent.get(sent, ()):
        if ci + 1 < m.index and start - 2 <= m.end <= start and m.what in _FRONTED_SUBJECTS \
                and not (m.possessive or m.governed or m.objective):
            return True
    return False


_FRONTED_SUBJECTS = frozenset({"name", "self", "third", "group"})

# aspect verbs of ending: denied before an activity's "-ing" ("hasn't stopped operating",
# "never stops talking", "didn't quit laughing"), the activity goes on (grammar words)
_ENDING_ASPECT = frozenset({"stop", "stops", "stopped", "stopping", "quit", "quits", "quitting",
                            "cease", "ceases", "ceased", "ceasing"})
# words that may stand between the denial and the aspect verb ("hasn't once stopped")
_DENIAL_FILLERS = frozenset({"n't", "not", "never", "once", "even", "yet", "really", "have", "has",
                             "had", "be", "been", "is", "was", "does", "did", "do", "will",
                             "would", "could", "can", "ca", "wo"})


def _stop_denied(words: list[str], ci: int, start: int) -> bool:
    """Is the word right before the activity at ``start`` an aspect verb of ending that the
    negation cue at ``ci`` denies, with only auxiliaries and focus adverbs between them ("hasn't
    stopped operating", "never once stops talking")? Not "stopped to eat" (a pause for it, no
    "-ing": the caller checks the activity's form). Design choice (session 18)."""
    return start - ci <= 4 and words[start - 1] in _ENDING_ASPECT \
        and all(w in _DENIAL_FILLERS for w in words[ci:start - 1])


# cue types whose plain reach ends at "and" + a new predicate when the event's verb is inflected
# (which a plan's infinitive cannot govern, and which is no awaited thing)
_AND_ENDED_MODES = frozenset({"waiting", "planned"})
# words that follow a plural noun ending a list rather than an inflected verb ("wants to grab
# snacks and drinks for the party")
_AFTER_LIST_NOUN = frozenset({",", ".", ";", ":", "!", "?", "(", "|", "for", "and", "or", "from",
                              "with", "to", "at", "in"})
# cue types whose reach a fronted phrase keeps to itself (see _fronted_ahead)
_AHEAD_CUES = frozenset({"planned", "destination"})
# prepositions that open a fronted phrase of what comes next (grammar words, not a vocabulary)
_AHEAD_OPENERS = frozenset({"before", "ahead"})


def _hazard_on_the_way(lexicon: Lexicon, words: list[str], c: _Candidate, ci: int) -> bool:
    """Is ``c`` a situation (a hazard) in a clause that "as", "when" or "while" opens between a
    trip's destination cue at ``ci`` and the hazard ("walking back to camp as the sandstorm
    hits", "driving to the farm as the blizzard closes in")? Design choice: a hazard that
    strikes on the way is where the traveller is now, not at the trip's end."""
    spec = lexicon.kinds.get(c.kind)
    return spec is not None and spec.subject == "situation" \
        and not _ON_THE_WAY.isdisjoint(words[ci:c.span[0]])


_ON_THE_WAY = frozenset({"as", "when", "while"})  # a clause on the way: "..., as the storm hits"


def _fronted_ahead(words: list[str], seg: _Segments, people: _People, sent: int, ctype: str,
                   ci: int, start: int) -> bool:
    """Does a planned or destination cue at ``ci`` lie in a phrase fronted before a new subject
    that acts at ``start``? The sentence opens with "before" or "ahead (of)" ("Before her
    meeting tomorrow, Ana eats a banana", "Ahead of tonight's party Kofi grabs a sandwich"),
    or a destination cue opens it ("On her way to the station Ana grabs a sandwich"); the
    subject (a name or a subject pronoun) stands right before the verb, after the cue, as in
    :func:`_fronted_time`. The event after it happens now: the time ahead or the trip is the
    phrase's. Not a sentence opened by the time word itself ("Tomorrow Ana runs the 10k").
    Design choice (session 18)."""
    starts = seg.sentence_starts
    for j in range(ci, max(-1, ci - 9), -1):
        if j in starts or j == 0:
            break
    else:
        return False
    if not (words[j] in _AHEAD_OPENERS or ctype == "destination" and j == ci):
        return False
    return _fronted_time(people, sent, ci, start)


def _bare_singular(lex: Lexicon, w: str) -> bool:
    """Is ``w`` (with no lexicon phrase, or only an object's) a singular common noun that may
    modify the next one ("bus pass", "wrist watch"): alphabetic, not a collective or an
    irregular plural, and not a plural in ``s`` ("bus" and "glass" end in ``s`` but are
    singular). Design choice (session 10)."""
    return w.isalpha() and w not in lex.collectives and w not in _IRREGULAR_PLURALS \
        and (not w.endswith("s") or w.endswith(("ss", "us")))


_AFTER_ONCE_ADVERB = frozenset({"for", "to", "or", "again", "more", "all",
                                "today", "tonight", "yet", ",", ".", "!", "?", ";"})
_SEGMENT_ENDS = frozenset({",", ".", ";", ":", "!", "?", "(", "|"})
_AFTER_NOUN_CUE = frozenset({"in", "on", ",", "at", "from", "round", "around", "still"})


def _and_predicates(words: list[str], items: list[_Item], lexicon: Lexicon) -> list[int]:
    """Tokens "and" that start a new predicate: before an auxiliary, a pronoun or an action,
    also past one focus adverb ("leaves the cake untouched and only drinks the coffee", "and
    then naps", "and quickly eats", "and instead goes to sleep": an inflected continuer, not
    a bare one): :data:`_PREDICATE_ADVERBS` or an "-ly" word)."""
    return [k for k in compress(range(len(words) - 1), map("and".__eq__, words))
            if words[k + 1] in lexicon.auxiliaries or words[k + 1] in _PRONOUNS
            or words[k + 1] in lexicon.continuers or _acts_at(items, k + 1)
            or k + 2 < len(words) and (words[k + 1] in _PREDICATE_ADVERBS
                                       or len(words[k + 1]) > 4 and words[k + 1].endswith("ly"))
            and (_acts_at(items, k + 2) or words[k + 2] in lexicon.continuers
                 and any(b != words[k + 2] for b in lexicon.lemmas.get(words[k + 2], ())))]


# adverbs that may stand between "and" and the verb of a new predicate ("and only drinks the
# coffee", "and then naps", "and instead eats an apple"); design choice (negation scope): a
# denial before "and" does not reach past them
_PREDICATE_ADVERBS = frozenset({"only", "just", "then", "also", "instead", "still", "soon",
                                "later", "finally", "even"})


def _accompanying_participle(words: list[str], cue: int, start: int) -> bool:
    """Does a candidate starting at ``start`` open a participle clause after a comma, past the
    cue at ``cue`` and not inside a clause the cue opens ("waiting for the speeches to begin,
    sharing a thermos of tea"; not "waiting for word that Marco, eating alone, ...")?"""
    if start < 2 or start - 1 <= cue or words[start - 1] != "," \
            or not words[start].endswith("ing"):
        return False
    # the comma closes the cue's own phrase, not an aside inside a reported clause
    return "that" not in words[cue:start] and '"' not in words[cue:start]


def _and_pronoun_between(words: list[str], a: int, b: int) -> bool:
    """Is there "and" + a subject pronoun or a form of "be" between tokens ``a`` and ``b`` ("...
    and he ...", "have ordered two pints and are chatting": a new predicate)?"""
    k = a
    while True:  # list.index scans in C: most ranges hold no "and" at all
        try:
            k = words.index("and", k + 1, b - 1)
        except ValueError:
            return False
        if words[k + 1] in _SUBJECT_FORMS or words[k + 1] in _BE_FORMS:
            return True


def _ed_predicate(words: list[str], k: int) -> bool:
    """Is the ``-ed`` word at token ``k`` a predicate, not a participle describing the noun after
    it ("and crushed fingers", "and flooded roads"): followed by punctuation, the text's end, a
    phrase opener ("at", "into", "the") or an adverb ("then", an ``-ly`` word)?"""
    if not words[k].endswith("ed"):
        return False
    if k + 1 >= len(words):
        return True
    w = words[k + 1]
    return not w.isalpha() or w in _PHRASE_OPENERS or w in _AND_ADVERBS or w.endswith("ly")


def _story_then_past(lex: Lexicon, words: list[str], ci: int, lead: int) -> bool:
    """Is the report cue at token ``ci`` a story named as a thing ("the film", "a novel") or a
    verb of reading or watching that is no speech verb ("read the book"), with no comma, clause
    opener ("where", "that", "who") or subject pronoun between it and the verb after "and" at
    token ``lead`` ("watched the film and fell asleep")? Then that verb is a new predicate of
    the one who read or watched, out of the cue's scope."""
    between = words[ci + 1:lead]
    if "," in between or "where" in between or not _SEEN_CLAUSE_OPENERS.isdisjoint(between):
        return False
    return words[ci - 1] in _DETERMINED or words[ci] not in lex.speech_verbs \
        and _NOMINATIVE.isdisjoint(between)


_LEAD_REACH = 4  # words from a verb after "and" to the term it leads to ("went for a long hike")


def _predicate_lead(words: list[str], a: int, b: int) -> int:
    """The token after the "and" that opens a short verb phrase leading to the term at token
    ``b`` ("and goes for a swim", "and went swimming"), past the witness cue at ``a``; -1 when
    the term opens right after "and" (the plain case) or no such "and" stands within
    ``_LEAD_REACH`` words before it, all of them plain words."""
    for k in range(b - 1, max(a, b - _LEAD_REACH - 2), -1):
        if words[k] == "and":
            return k + 1 if k < b - 1 else -1
        if not words[k].isalpha():
            return -1
    return -1


def _finite_lead(lemmas: Mapping[str, tuple[str, ...]], word: str) -> bool:
    """Is ``word``, the verb after "and" that leads to a term, finite: an ``-s`` or ``-ed``
    form or an irregular past the lexicon's ``lemmas`` know ("goes", "went", "takes")?"""
    return word.isalpha() and (word.endswith("s") and not word.endswith("ss")
                               or word.endswith("ed") or _past_in(lemmas, word))


def _and_past_between(words: list[str], lemmas: Mapping[str, tuple[str, ...]], a: int,
                      b: int) -> bool:
    """Does "and" + a past verb (:func:`_past_in`: "had", "drank", not "hit") open token ``b``,
    with no finite verb or "that" from the witness cue at ``a`` up to it ("saw Arjun and had a
    pint")? Design choice (who did what): what is seen takes a bare verb or a participle ("saw
    Arjun have a pint"); a past verb after "and" is a second predicate of the one who saw, while
    a finite verb before it ("saw that Arjun was pale and had a fever") makes it the seen
    clause's own."""
    if b - a < 3 or words[b - 1] != "and" or not _past_in(lemmas, words[b]):
        return False
    return not any(w == "that" or w in _BE_FORMS or w in _HAVE or _past_in(lemmas, w)
                   or w.endswith("ed") for w in words[a + 1:b - 1])


def _and_present_between(words: list[str], lemmas: Mapping[str, tuple[str, ...]],
                         items: list[_Item], a: int, b: int) -> bool:
    """Does "and" + a present verb in the witness cue's own form open token ``b``, with no
    action, finite verb or "that" from the cue at ``a`` up to it ("Ana watches a film and eats
    her lunch", "you hear the rain and fall asleep", "listens to the boy coughing and eats")?
    Design choice (who did what), like :func:`_and_past_between`: what is seen takes a bare verb
    or a participle, so a verb after "and" that agrees with the one who watches ("watches" ...
    "eats") is their second predicate; a bare verb is theirs only when nothing seen was doing
    anything yet ("watch the kids play and eat": both the kids'). A participle ("coughing") may
    stand between."""
    if b - a < 3 or words[b - 1] != "and":
        return False
    cue, verb = words[a], words[b]
    if cue.endswith("s") != _s_form(lemmas, verb) or verb.endswith("ing") \
            or verb not in lemmas and not cue.endswith("s"):
        return False
    if not cue.endswith("s") and (lemmas.get(cue, (cue,))[0] != cue or sum(
            w not in _ARTICLES and w not in _OWNER_WORDS and w != "to"
            for w in words[a + 1:b - 1]) > 1):
        return False  # a bare verb: after a bare cue and one thing heard ("hear the rain and
        # fall asleep"), not after a past ("watched a skateboarder misjudge ... and smack")
    return not any(w == "that" or w in _BE_FORMS or w in _HAVE or _past_in(lemmas, w)
                   or w.endswith("ed") or not w.endswith("ing") and _acts_at(items, k)
                   for k, w in enumerate(words[a + 1:b - 1], a + 1))


# adverbs between "and" and a second predicate ("and then goes to sleep", "and finally falls
# asleep"); any -ly word too
_AND_ADVERBS = frozenset({"then", "finally", "eventually", "soon", "later", "afterwards", "also",
                          "at", "last"})
_SEEN_CLAUSE_OPENERS = frozenset({"that", "who", "which", "whose", "while", "as", "when"})


def _and_later_predicate(words: list[str], lemmas: Mapping[str, tuple[str, ...]], a: int,
                         b: int) -> bool:
    """Does "and" + adverbs ("then", "finally", an -ly word) + a finite verb open token ``b``,
    the verb in the witness cue's own form (an -s form after an -s cue, a past after a past) or
    any finite form after a participle cue, with no clause opener ("that", "who") or finite verb
    of the one seen between ("listens to the neighbours argue and then goes to sleep", "lies
    awake listening to the rain and finally falls asleep")? Design choice (who did what): what
    is seen takes a bare verb or a participle, so a finite verb after "and" and an adverb is
    the watcher's second predicate (the same with no adverb: :func:`_and_present_between`)."""
    j = b - 1
    while j > a and (words[j] in _AND_ADVERBS or words[j].endswith("ly") and words[j].isalpha()):
        j -= 1
    if j == b - 1 or j - a < 2 or words[j] != "and":
        return False
    cue, verb = words[a], words[b]
    s_verb, past_verb = _s_form(lemmas, verb), _past_in(lemmas, verb)
    if not (cue.endswith("ing") and (s_verb or past_verb)
            or _s_form(lemmas, cue) and s_verb or _past_in(lemmas, cue) and past_verb):
        return False
    return not any(w in _SEEN_CLAUSE_OPENERS or w in _BE_FORMS or w in _HAVE
                   or _past_in(lemmas, w) for w in words[a + 1:j])


def _s_form(lemmas: Mapping[str, tuple[str, ...]], word: str) -> bool:
    """Is ``word`` the -s form of a verb the lexicon inflects ("eats", "goes"; not "eat",
    "news")?"""
    return word.endswith("s") and word in lemmas and lemmas[word][0] != word


def _and_between(ands: list[int], a: int, b: int) -> bool:
    """Is there an "and" before a predicate strictly between tokens ``a`` and ``b``?"""
    k = bisect_right(ands, a)
    return k < len(ands) and ands[k] < b


def _main_subject(people: _People, seg: _Segments, pos: int) -> str:
    """The first non-possessive, non-governed mention of the clause before ``pos``: the
    subject a participle after a comma describes ("while his friends sprawl on the lawn,
    snoozing": the friends); "" when there is none."""
    cl = seg.clause_of[pos]
    for m in people.by_sent.get(seg.sent_of[pos], ()):
        if m.index >= pos:
            break
        if m.clause == cl and not (m.possessive or m.governed or m.objective or m.quoted):
            return m.subject
    return ""


def _status_subject(people: _People, seg: _Segments, pos: int) -> str:
    """For a token ``pos`` in a status line's place part, or in the sentence right after it,
    naming no one before ``pos`` ("Nomvula is reading @ home: sofa, feet up", "Mei-ling is in the
    break room @ dispatch centre with a crossword, feet up"), the subject of the sentence before
    the place ("Nomvula"); "" otherwise. Design choice: a posture in a status line's place or
    details is the status subject's body, as the place is where they are."""
    s = seg.sent_of[pos]
    place = s if s in seg.location else s - 1 if s - 1 in seg.location else -1
    if place < 1 or any(m.index < pos for m in people.by_sent.get(s, ())):
        return ""
    for m in people.by_sent.get(place - 1, ()):
        if not (m.possessive or m.governed or m.objective or m.quoted):
            return m.subject
    return ""


# subordinators of a point in time: a participle after their clause's comma goes on the clause
# they hang on ("Tom is out on the roof when you get there, eating": Tom eats)
_POINT_SUBORD = frozenset({"when", "once", "until", "till", "before", "after"})


def _point_host(people: _People, seg: _Segments, pos: int) -> str:
    """For a participle at token ``pos`` after a comma, in a clause opened by a subordinator of
    a point in time that follows its main clause ("Tom is out on the roof when you get there,
    eating"; "by the time you arrive"), that main clause's subject; "" otherwise. Design choice
    (round 31): the time clause only says when; the participle describes whom the sentence is
    about. "while" keeps the nearest clause's ("while his friends sprawl, snoozing")."""
    cl = seg.clause_of[pos]
    start = pos
    clause_of = seg.clause_of
    while start > 0 and clause_of[start - 1] == cl:
        start -= 1
    words = people.words
    by = next((k for k in range(pos - 2, max(start, pos - 12) + 1, -1)
               if words[k] == "time" and words[k - 2:k] == ["by", "the"]), 0)
    if by:  # "by the time" opens no clause of its own
        return _main_subject(people, seg, by - 2)
    if start < 2 or seg.sent_of[start - 1] != seg.sent_of[pos]:
        return ""
    w = words[start - 1]
    if not (w in _POINT_SUBORD or w == "time" and words[start - 3:start - 1] == ["by", "the"]):
        return ""
    return _main_subject(people, seg, start - 1)


_NOT_PREDICATES = frozenset({"over", "for", "about", "after", "at", "in", "on", "to", "from",
                             "by", "during", "under", "across", "and", "or", "but"})


def _with_absolute(people: _People, in_sent: Any, start: int) -> str:
    """For a predicate at token ``start`` right after a person named after "with" ("with her two
    children asleep against you", "with Tom snoring on your shoulder"), that person's subject;
    "" otherwise. Design choice (round 31): "with" + someone + a predicate says how that person
    is, not what the sentence's subject does."""
    words = people.words
    if words[start] in _NOT_PREDICATES:
        return ""  # "a talk with Iris over a pot of tea": what they share, not how she is
    for m in in_sent:
        if m.index >= start:
            break
        if m.end != start or m.what not in ("person", "name", "self", "third") or m.possessive:
            continue
        for k in range(m.index - 1, max(-1, m.index - 5), -1):
            if words[k] == "with":
                return m.subject
            if not words[k].isalnum():
                break
    # a noun the lexicon lacks after "with" and an article ("With the trekker asleep, Ana
    # takes the watch"): someone else's state, as a person word's is (design choice)
    if not (words[start].endswith("ing") or words[start] in _STATE_WORDS):
        return ""  # (the predicate is a state or a participle: not "with a raging sore throat")
    for j in (start - 3, start - 4):
        if j >= 0 and words[j] == "with" and words[j + 1] in _ARTICLES \
                and all(w.isalpha() and w not in people.known for w in words[j + 2:start]) \
                and not any(j < m.index < start for m in in_sent):
            return "other"
    return ""


def _point_participle(people: _People, seg: _Segments, start: int) -> str:
    """:func:`_point_host` for a predicate at token ``start`` that is a participle right after
    a comma, or the object of one ("when you get there, doing push-ups"); "" otherwise."""
    words = people.words
    if words[start - 1] != "," and words[start - 1].endswith("ing"):
        start -= 1  # the object of a light verb: "doing push-ups"
    if words[start - 1] != "," or not words[start].endswith("ing") or _comma_after(seg, start):
        return ""  # (a parenthesis: "when your neighbour's son, sprinting past, trips")
    return _point_host(people, seg, start)


# verbs whose object takes a predicate of its own ("finds him asleep", "caught them smoking")
_FIND_VERBS = frozenset({"find", "finds", "found", "finding", "catch", "catches", "caught",
                         "catching"})
_FOUND_REACH = 24  # tokens from a finding verb to the predicate of the one it finds
_FOUND_OPENERS = _PLURAL_DETERMINERS
_FOUND_BREAKS = frozenset({"who", "whom", "whose", "that", "which", "while", "when", "as", "but",
                           "or", "because", "so", "then", "is", "are", "was", "were", "'s",
                           ";", ":", ".", "!", "?", "-"})


def _found_other(people: _People, seg: _Segments, start: int) -> bool:
    """Is the predicate at token ``start`` ("asleep", "sharing a bottle") said of someone else
    that its clause finds or catches: "Fabian finds him there, asleep", "found two of the lads
    out there, sharing a bottle of wine and laughing"? Design choice (round 30): an object
    predicate after a finding verb describes the one found, not the finder. Its first word is
    a participle, or it follows a comma or the object itself ("finds him asleep") or a "with"
    that gives the one found something ("finds him asleep with an empty bottle"); up to it
    come only places and participle phrases, no new clause, within ``_FOUND_REACH`` tokens
    (session 9: "found two of the lads from the Spanish desk out there, sharing a bottle of
    wine and laughing" is 18 tokens from its verb)."""
    words = people.words
    cl = seg.clause_of[start]
    k = start - 1
    while k >= 0 and start - k <= _FOUND_REACH and seg.clause_of[k] == cl:
        w = words[k]
        if w in _FIND_VERBS:
            break
        if w in _FOUND_BREAKS or w == "and" and not words[k + 1].endswith("ing"):
            return False
        k -= 1
    else:
        return False
    for m in people.by_sent.get(seg.sent_of[start], ()):
        if m.index <= k or m.possessive and _owned_head(people, m, start):
            continue  # "found your brother": the brother
        if m.index >= start:
            break
        if m.index > k + 6 or m.subject != "other":  # ("two of the new interns")
            return False
        return words[start].endswith("ing") or words[start - 1] == "," or start == m.end \
            or "with" in words[start - 3:start]
    # nobody the lexicon knows: a noun phrase opened by a number is found ("found three of the
    # new interns in the stairwell, drinking beer"; not "finds a quiet table, eating his lunch")
    return words[k + 1] in _FOUND_OPENERS and (words[start].endswith("ing")
                                               or words[start - 1] == ",")


def _host_subject(people: _People, seg: _Segments, start: int) -> str:
    """For a verb at token ``start`` right after "while"/"when" (or after an ``-ing`` verb and
    "and" that does: "while laughing and chatting"), the subject of the clause that subordinator
    hangs on: its clause's first non-possessive, non-governed mention; "" when none."""
    words = people.words
    at = start - 1
    while at >= 2 and words[at] == "and" and words[at - 1].endswith("ing"):
        at -= 2
    if at < 1 or words[at] not in _PARTICIPLE_OPENERS:
        return ""
    return _main_subject(people, seg, at)


def _object_at(items: list[_Item], t: int) -> bool:
    """Does an object-only phrase (a noun of some kind's objects) start at token ``t``?"""
    phrase = _phrase_at(items, t)
    return phrase is not None and phrase.types == _OBJECT_ONLY


def _news_sender(words: list[str], persons: list[_Mention], colon: int,
                 gender: str) -> _Mention | None:
    """The person named right before the colon at ``colon`` after "from" ("a call from
    Gustavo:", "a text from her brother:"), when their gender fits the pronoun's ``gender``
    (or is unknown); otherwise None."""
    for p in reversed(persons):
        if p.end != colon:
            continue
        if p.subject == "other" and p.what in ("name", "person") and p.gender in ("", gender) \
                and "from" in words[max(0, p.index - 2):p.index]:
            return p
        return None
    return None


def _object_pronoun(words: list[str], m: _Mention) -> bool:
    """Is the one-word mention ``m`` an object pronoun: ``me``, ``us``, ``him``, ``them``, or
    ``her`` not followed by a word it could own (``accuses her of``, ``tells her to``, ``calls
    her.``; such a ``her`` is then no possessive)?"""
    word = words[m.index]
    if word != "her":
        return word in _OBJECTIVE
    nxt = words[m.end] if m.end < len(words) else "."
    if not nxt[0].isalnum() or nxt in _HER_OBJECT_FOLLOWERS:
        m.possessive = False
        return True
    return False


def _known_word_name(lex: Lexicon, words: list[str], items: list[_Item], caps: frozenset[int],
                     starts: Any, t: int) -> bool:
    """Is the capitalised word at ``t``, a word the lexicon knows (``lex.known``: "Grace",
    "Mark", "Bill", "Hope", "River"), a person's name here? ``starts`` holds the sentences'
    first tokens.

    Design choice (session 11, a who-did-what probe): many given names and surnames are
    English words, and read as words a named person's meal or fall was the observer's ("You
    wait while Grace eats"). Such a word is a name after a capitalised title ("Mr Bell",
    "Sergeant Miles"), or, away from a sentence's start, when it is the subject of an action:
    an action's finite verb ("eats", "fell asleep": a form the lexicon's lemmas derive) or an
    auxiliary and an action within two
    words ("is eating", "has just eaten") right after it. At a sentence's start a capital says
    nothing, so there only the lexicon's ``word_names`` ("Grace", "Will": names that are
    words) count, under the same test of an action after it."""
    if t and t - 1 in caps and words[t - 1] in lex.titles:
        return True
    k = t + 1
    if t not in starts and words[t] in lex.word_names and t and words[t - 1] in lex.participants \
            and k not in caps:
        # design choice (who did what): a word name after a party's preposition ("sits with
        # Rose while she sleeps", "argues with Will") is the party, a person; not before
        # another capital ("walks to River Road")
        return True
    if k >= len(words) or t in starts and words[t] not in lex.word_names:
        return False
    if k + 1 < len(words) and words[k] == "," and t > 1 and words[t - 1] == "," \
            and words[t - 2].isalpha():
        k += 1  # a name alone in apposition before its verb: "the android, Kit, drank a beer"
        if words[k] in lex.name_followers or words[k] not in _SUBJECT_FORMS \
                and words[k] not in lex.determiners and _acts_within(items, k, 3):
            return True  # "the android, Kit, had a coffee", "..., Kit, took a nap"
    nxt = words[k]
    if k in caps and nxt.isalpha() and nxt not in lex.known and k + 1 < len(words) and (
            words[k + 1] in lex.name_followers or _finite_form(lex, words[k + 1])
            or _continued_act(lex, items, words, k + 1)):
        return True  # a given name before a surname and its verb: "Mark Reyes hauls hay bales"
    if nxt in _NAME_AUXILIARIES:
        # (a term that holds the auxiliary: "Hope is sick", "be sick")
        return _acts_at(items, k + 1) or _acts_at(items, k + 2) \
            or nxt in _BE_FORMS and _acts_at(items, k)
    return _acts_at(items, k) and (_finite_form(lex, nxt) or not nxt.endswith("ing") and any(
        base != nxt for base in lex.lemmas.get(nxt, ()))
        # a verb spelt the same in the past, before an owner: "Grace cut her hand"
        or k + 1 < len(words) and words[k + 1] in _OWNER_WORDS and not nxt.endswith("ing")) \
        or _continued_act(lex, items, words, k)  # (a past form: "fell asleep")


_CONTINUED_REACH = 4  # tokens from a finite light verb to its action: "goes for a long run"


def _continued_act(lex: Lexicon, items: list[_Item], words: list[str], k: int) -> bool:
    """Is token ``k`` a finite form of a light verb of motion or aspect (``subjects.continuers``:
    "goes", "went", "heads", "gets", "keeps") with an action within ``_CONTINUED_REACH`` tokens
    after it and no punctuation between ("goes for a long run", "went for a swim", "gets some
    sleep")?

    Design choice (session 11, who did what): a word before such a verb is its subject as it is
    before a finite action ("Bill goes for a long run", "bob went for a swim", "Constable Fry
    heads out for a swim"); the light verb hides the action from the tests that look right
    after a name. A base form ("go") or a participle ("going") is no finite verb."""
    if k >= len(words):
        return False
    w = words[k]
    if w not in lex.continuers or w.endswith("ing") or lex.lemmas.get(w, (w,))[0] == w:
        return False
    for a in range(k + 1, min(len(words), k + 1 + _CONTINUED_REACH)):
        if _acts_at(items, a):
            return True
        if not words[a].isalpha():
            return False
    return False


def _is_name_first(lex: Lexicon, t: int, tx: _Text, items: list[_Item]) -> bool:
    """A capitalised unknown word is a name mid-sentence unless a place word precedes it (checked
    by the caller); at the start of a sentence only when what follows looks like its verb or the
    rest of a name."""
    words = tx.words
    if t + 1 >= len(words):
        return False
    nxt = words[t + 1]
    if nxt == "'s" or nxt in lex.name_followers:
        return True
    if nxt == "," and t + 2 < len(words) and words[t + 2] in _ARTICLES:
        return True  # "Fitz, the porter, carries ...": a name in apposition
    if nxt == ":" and t + 2 < len(words) and words[t + 2].endswith("ing") \
            and _acts_at(items, t + 2):
        return True  # "Ana: eating noodles": a log line's agent (not "Diary: slept badly")
    if nxt in _DASHES and t + 2 < len(words) and words[t + 2].endswith("ing") \
            and _acts_at(items, t + 2):
        return True  # design choice (who did what): "Kofi - eating a kebab", a roll call's
        # line, as with a colon
    if nxt == "(" and ")" in words[t + 2:t + 2 + _ROLE_TAG_REACH]:
        k = words.index(")", t + 2) + 1
        if k + 1 < len(words) and (words[k] in _DASHES or words[k] == ":") \
                and words[k + 1].endswith("ing") and _acts_at(items, k + 1):
            return True  # design choice (who did what): "Kofi (driver) - napping in the cab",
            # "Oyuna (cook): stirring the pot": a roll call's name with its role in brackets
    if nxt == ",":  # "Luca, pale and shivering, has just been sent home": a parenthesis
        k = t + 2
        while k < len(words) and k - t <= 7 and words[k] != "," and words[k] not in _SENT_MARKS:
            k += 1
        if k + 1 < len(words) and words[k] == "," and k > t + 2 and (
                words[k + 1] in lex.auxiliaries or words[k + 1] in lex.name_followers
                or _acts_at(items, k + 1) or _finite_form(lex, words[k + 1])
                # (past an adverb: "Kofi, meanwhile, also ate")
                or (words[k + 1] in _NAME_VERB_ADVERBS or words[k + 1].endswith("ly"))
                and k + 2 < len(words) and _acts_at(items, k + 2)):
            # (design choice: "Tomas, sitting next to Lena, drinks a beer"; any finite verb
            # after the parenthesis: "Marco, eating an apple, waits" is Marco's meal)
            return True
    if nxt.isalpha() and t + 1 in tx.cap_set and nxt not in lex.known:
        return True
    if nxt.isalpha() and t + 1 in tx.cap_set and t + 2 < len(words) and (
            words[t + 2] in lex.name_followers or _continued_act(lex, items, words, t + 2)
            or _finite_form(lex, words[t + 2]) and _acts_at(items, t + 2)):
        # design choice (session 11, who did what): two capitalised words, then a verb ("Ensign
        # Park goes for a long run", "Constable Fry eats"): a title and a name, even when the
        # name is a word the lexicon knows
        return True
    if _continued_act(lex, items, words, t + 1):
        return True  # "Kofi went for a swim"
    k = bisect_left(items, (t + 1,))  # the first item starting at or after t + 1
    if k < len(items) and items[k][0] == t + 1 and not items[k][2].types.isdisjoint(_ACTS):
        return True
    if k < len(items) and items[k][0] == t + 1 and "companion" in items[k][2].types \
            and items[k][1] - t > 2 and words[items[k][1] - 1].endswith(("s", "ed")):
        # design choice (who did what): a finite companion verb of several tokens ("Kofi
        # video-calls his family", "Kofi video-called his mum"): the name is its subject; not
        # a diary's "Skype with mum"
        return True
    if len(nxt) > 4 and nxt.endswith("ed") and nxt.isalpha() and not words[t].endswith("ly"):
        return True  # design choice (round 31): "Tom danced with my cousins": a past verb
    if nxt.isalpha() and not words[t].endswith("ly") and _past_form(lex, nxt) \
            and _clause_verb_at(lex, words, items, t + 1):
        # design choice (who did what): an irregular past of a light verb before its action
        # ("Marco took a nap", "Lena caught a quick nap", "Ivo made a coffee"): the name is
        # its subject, as before an -ed past; an adverb opening a diary line is no name
        return True
    if nxt.isalpha() and not words[t].endswith("ly") and t + 2 < len(words) \
            and (_past_form(lex, nxt) or nxt in _INVARIANT_PASTS) and (
                words[t + 2] in _OBJECT_DETERMINERS or words[t + 2] in _OBJECTIVE
                or words[t + 2] in lex.determiners
                or t + 2 in tx.cap_set and words[t + 2].isalpha()
                or words[t + 2] in _PARTICLES or words[t + 2] in _PAST_TAILS
                or words[t + 2] in lex.governors):
        # design choice (who did what): an irregular past before its object ("Kofi bought a
        # coffee and drank it", "Kofi gave Ana a lift and napped", "Kofi made her a
        # sandwich"), its particle or its place ("Kofi hung up", "Kofi went home", "Kofi
        # stood by the door"): the name is its subject, so what the sentence goes on to do is
        # theirs; the sentence adverbs a diary line opens with are `subjects.not_names`
        return True
    if (nxt.endswith("ly") or nxt in _NAME_VERB_ADVERBS) and nxt.isalpha() \
            and not words[t].endswith("ly") and t + 2 < len(words) and words[t + 2].isalpha() \
            and (_clause_verb_at(lex, words, items, t + 2) or _acts_at(items, t + 2) and (
                _past_form(lex, words[t + 2]) or words[t + 2].endswith(("s", "ed")))):
        # design choice (who did what): an adverb between a name and its verb ("Tom then ate
        # a sandwich", "Priya finally fell asleep", "Kofi quickly got into a fight"): the
        # name is still its subject
        return True
    if nxt in lex.governors:
        if _clause_verb_after(lex, words, items, t + 1):
            # design choice (who did what): a name with a place or origin tail before its verb
            # ("Marlene at the pub wolfs down a pie", "Dee from accounts falls asleep"), as
            # with a noun ("the man at the next table shouts"); the verb was the observer's
            return True
        n = len(words)
        j = t + 2
        while j < n and j - t <= _TAIL_WORDS + 2 and (words[j].isalpha() or words[j].isdigit()):
            if j > t + 2 and (words[j].endswith("ing") or words[j].endswith("ly")) \
                    and _acts_at(items, j):
                # a status line's someone: "; Marlene at the pub sleeping in the bunk"; an
                # action led by its adverb: "Marlene at the pub nearly falls off the stool"
                return True
            j += 1
        if j + 1 < n and j > t + 2 and words[j] == ",":
            # the tail, then a parenthesis, then the verb: "Marlene at the pub, meanwhile,
            # argues with the foreman"
            k = j + 1
            while k < n and k - j <= 4 and words[k] != "," and words[k] not in _SENT_MARKS:
                k += 1
            if k + 1 < n and words[k] == "," and k > j + 1 and (
                    words[k + 1] in lex.auxiliaries or _acts_at(items, k + 1)
                    or _finite_form(lex, words[k + 1]) and _acts_within(items, k + 1, 4)):
                return True
    return len(nxt) > 3 and nxt.endswith("s") and nxt.isalpha() and not nxt.endswith("ss")


# irregular pasts spelt as their base or as a participle, which :func:`_past_form` leaves out:
# right after a name, before an object, particle or place, still its past verb ("Kofi put down
# his fork", "Kofi shut the door", "Kofi hung up")
_INVARIANT_PASTS = frozenset({"put", "shut", "set", "let", "cut", "hit", "quit", "spread",
                              "cast", "burst", "split", "shed", "upset", "lit", "hung", "spun",
                              "swung", "stuck", "struck", "flung", "clung"})
# an adverb that may split a clause, right between its subject and its verb ("Kofi then ate")
_SUBJECT_THEN = frozenset({"then"})
_THEN_DOERS = frozenset({"name", "person", "third", "self", "thing"})
# the words after an irregular past that show it as a clause's verb ("Kofi went home")
_PAST_TAILS = frozenset({"home", "away", "inside", "outside", "upstairs", "downstairs"})
# adverbs that may stand between a name opening a sentence and its verb ("Tom then ate")
_NAME_VERB_ADVERBS = frozenset({"then", "also", "just", "still", "never", "always", "already",
                                "often", "soon", "later", "now", "even", "only", "again"})
_ROLE_TAG_REACH = 4  # tokens of a role in brackets after a roll call's name: "Kofi (bus driver)"
# the dashes after a roll call's name before what that person is doing ("Kofi - eating a kebab")
_DASHES = frozenset({"-", "—", "–"})
_REQUEST_REACH = 6  # tokens from a request verb to its "to": "asks her flatmate Juno to"
# tokens from that "to" to the thing requested ("to go for a run"); a later verb is the
# requester's own ("tells Tom to sit down and eats her soup")
_REQUEST_WINDOW = 4
_REQUEST_STOPS = frozenset({"that", "if", "whether", "about", "how", "what", "why", "when",
                            "where", "and", "but", "or", "for"})


_TRIP_BE = frozenset({"is", "are", "am", "was", "were", "'m", "'re", "'s", "be", "been", "still",
                      "already", "now"})  # before a trip in progress: "is (still) walking"
_TRIP_REACH = 6  # path tokens between a trip verb and its head ("across the muddy quad to")
# what ends a trip's path: a new clause or a second predicate ("walks across the yard and
# eats"), a time or a reason clause
_TRIP_STOPS = frozenset({"and", "but", "or", "then", "so", "while", "whilst", "when", "as",
                         "because", "before", "after", "until", "if", "that", "is", "are",
                         "was", "were"})


def _trip_cues(trips: frozenset[str], heads: frozenset[str], words: list[str],
               seg: _Segments, level: int, cues: dict[int, list[_Cue]]) -> None:
    """Add a destination cue at the head of a trip's destination or purpose when a path of one
    to :data:`_TRIP_REACH` words stands between a trip in progress (``trips``: every form of
    ``cues.destination.trip_verbs``, as "is/are ...ing" or "being ...ed") and the head
    (``heads``: to, towards, for): "You're walking across the quad to the chemistry building
    for your meeting", "is being wheeled down to the dining room for the roast", "is driving in
    for the night shift". What follows the head in its part lies ahead, as after the
    destination's own terms ("walk to", "on the bus to"), which need no path. A narrated trip
    completes ("goes out to the court steps to phone her sister"), so it gets no cue. The path
    holds words only (no mark, none of :data:`_TRIP_STOPS`). Design choice (session 15): a
    trip with a path is the same trip; listing each path as a phrase would never end."""
    n = len(words)
    for i in compress(range(1, n - 2), map(trips.__contains__, words[1:n - 2])):
        if not (words[i - 1] == "being" or words[i - 1] in _TRIP_BE and words[i].endswith("ing")):
            continue
        for j in range(i + 2, min(n - 1, i + _TRIP_REACH + 2)):
            w = words[j]
            if w in heads:
                if seg.clause_of[j] == seg.clause_of[i]:
                    cues.setdefault(seg.sent_of[j], []).append((j, "destination", False,
                                                                level, 0))
                break
            if not w[:1].isalnum() or w in _TRIP_STOPS or w in trips:
                break


_GAP_NEGATION_REACH = 8  # gap tokens: "too busy filling in the rental form to"
_GAP_NEGATION_WINDOW = 3  # tokens from the "to" or the modal to the event ("to take a sip")
_PREVENTED_SUBJECT = 3  # subject tokens between "before" and its modal ("before the waiter can")
# a pluperfect's auxiliary among ``cues.negation.prevented_modals``, and what makes it the plain
# past instead ("before he had a sip": "had" + a determiner tells the sip)
_PERFECT_AUXILIARIES = frozenset({"had", "'d"})
_HAD_OBJECT_OPENERS = frozenset({"a", "an", "the", "some", "his", "her", "their", "my", "your",
                                 "our", "one", "two", "another", "any", "no"})
_LEAVING_REACH = 5  # words before "before" a leaving may stand ("has to run for the bus before")


def _gap_negation_cues(marks: dict[str, frozenset[str]], words: list[str], seg: _Segments,
                       level: int, cues: dict[int, list[_Cue]]) -> None:
    """Add negation cues for the two negations with a gap (``marks``: the lexicon's
    :attr:`~engine.lexicon.Lexicon.negation_marks`): "too" + one of ``too`` + up to
    :data:`_GAP_NEGATION_REACH` words + "to" ("is too busy filling in the rental form to drink
    it": the cue at "to"), and "before" + up to :data:`_PREVENTED_SUBJECT` words + one of
    ``before`` ("the bells go down before she can take a sip": the cue at the modal). The event
    within :data:`_GAP_NEGATION_WINDOW` words after the cue, in its clause, is negated; what
    stands in the gap is not ("too busy talking with her sister to notice" still talks). The
    ungapped forms are terms of their own ("too busy to", "unable to"). Design choice (session
    15)."""
    n = len(words)
    too, prevented = marks.get("too", frozenset()), marks.get("before", frozenset())
    amounts = marks.get("amounts", frozenset())
    for i in range(n - 3):
        w = words[i]
        if w == "before" and amounts:
            _prevented_amount_cue(amounts, marks.get("leaving", frozenset()), words, seg, level,
                                  cues, i)
        if w == "too" and words[i + 1] in too:
            reach = min(n - 1, i + _GAP_NEGATION_REACH + 3)
            heads = range(i + 3, reach)
        elif w == "before" and prevented:
            reach = min(n - 1, i + _PREVENTED_SUBJECT + 2)
            heads = range(i + 2, reach)
        else:
            continue
        for j in heads:
            x = words[j]
            if (x == "to" and w == "too") or (x in prevented and w == "before"
                                              and not (x in _PERFECT_AUXILIARIES and j + 1 < n
                                                       and words[j + 1] in _HAD_OBJECT_OPENERS)):
                cues.setdefault(seg.sent_of[j], []).append(
                    (j, "negation", False, level, _GAP_NEGATION_WINDOW))
                break
            if not x[:1].isalnum() and x != "'s" or x in _REQUEST_STOPS and x != "for" \
                    or seg.sent_of[j] != seg.sent_of[i]:
                break


_PREVENTED_AMOUNT_REACH = 9  # tokens from "before" to the amount ("before she had had a sip")


def _prevented_amount_cue(amounts: frozenset[str], leaving: frozenset[str], words: list[str],
                          seg: _Segments, level: int, cues: dict[int, list[_Cue]],
                          i: int) -> None:
    """Add a negation cue for a token amount not yet taken at "before" (``i``): "before" + a
    perfect ("before she has taken a single bite", "before you'd had a drop") or, after a
    leaving (``leaving``: every form of ``cues.negation.leaving_words``), a gerund ("rushes
    out before taking a bite") + up to :data:`_PREVENTED_AMOUNT_REACH` tokens to one of
    ``amounts`` (``cues.negation.token_amounts``). A token amount after "before" names what was
    cut off; a full meal after it ("before she has dinner", "before eating lunch") is only an
    order of events and stays actual. The cue stands at "before" or the perfect's subject and
    reaches the amount and its "of" phrase. Design choice."""
    n = len(words)
    # the gerund right after "before" when a leaving comes first (``leaving``: "rushes out
    # before taking a bite"; "blows on her tea before taking a sip" tells the sip), or the
    # first perfect link after its subject
    at = i if words[i + 1].endswith("ing") and words[i + 1].isalpha() \
        and not leaving.isdisjoint(words[max(0, i - _LEAVING_REACH):i]) else -1
    for k in range(i + 1, min(n, i + _PREVENTED_AMOUNT_REACH + 1)):
        x = words[k]
        if seg.sent_of[k] != seg.sent_of[i] or not x[:1].isalnum() and x not in _PERFECT_LINKS:
            return
        if at < 0 and x in _PERFECT_LINKS and k > i + 1 \
                and not (k + 1 < n and words[k + 1] in _HAD_OBJECT_OPENERS):
            at = k - 1  # the subject, so that "had" of "she had had a drop" is covered
            # ("before she had a sip" is the plain past: it tells the sip)
        if x in amounts:
            if at >= 0:  # up to the amount and its "of" phrase ("a sip of his tea")
                cues.setdefault(seg.sent_of[k], []).append(
                    (at, "negation", False, level, k - at + _GAP_NEGATION_WINDOW))
            return


def _request_cues(requests: frozenset[str], words: list[str], seg: _Segments,
                  cues: dict[int, list[_Cue]]) -> None:
    """Add a planned cue at the "to" after a request verb (``requests``: every form of
    ``cues.planned.request_verbs``) and its noun phrase, for the clause after it: "Ana asks the
    pharmacist to argue with the landlord" is a request, not Ana's argument; "begs her brother
    to eat". The noun phrase has up to five words, none a clause's link or punctuation; the cue
    reaches :data:`_REQUEST_WINDOW` tokens. Design choice (session 13)."""
    n = len(words)
    for i in compress(range(n - 2), map(requests.__contains__, words[:n - 2])):
        for j in range(i + 2, min(n - 1, i + _REQUEST_REACH + 1)):
            w = words[j]
            if w == "to":
                if words[j + 1].isalpha():
                    # up to a link or a mark: "tells Tom to sit down and eats her soup" eats
                    reach = next((k - j - 1 for k in range(j + 2, min(n, j + _REQUEST_WINDOW + 1))
                                  if words[k] in _REQUEST_STOPS or not words[k][:1].isalnum()),
                                 _REQUEST_WINDOW)
                    cues.setdefault(seg.sent_of[j], []).append(
                        (j, "planned", False, 2, reach))
                break
            if not w[:1].isalnum() and w != "'s" or w in _REQUEST_STOPS:
                break


def _participle_names(candidates: list[_Candidate], words: list[str], caps: frozenset[int],
                      seg: _Segments) -> list[_Candidate]:
    """``candidates`` without the one-word ``-ing`` terms that open a capitalised name after
    "the" mid-sentence: an inn's, a ship's or a band's name ("enters the Sleeping Dragon
    tavern", "a pint at the Dancing Bear"), not someone sleeping or dancing. ``caps`` are the
    capitalised token positions; a capital at a sentence's start says nothing. Design choice
    (session 11)."""
    starts = seg.sentence_starts
    return [c for c in candidates
            if not (c.span[1] - c.span[0] == 1 and (s := c.span[0]) in caps
                    and s + 1 in caps and s > 0 and words[s - 1] == "the"
                    and s - 1 not in starts and words[s].endswith("ing"))]


# participles that give a name after them ("a wiry woman called Greet", "a pony named Sprint")
_NAMING_WORDS = frozenset({"called", "named", "nicknamed"})
# the kinds whose one-word terms a given name may look like ("Greet", "Rest", "Dash", "Sip")
_NAMEABLE_KINDS = frozenset({"socialize", "drink", "rest", "sleep", "exercise", "eat"})


def _given_names(candidates: list[_Candidate], words: list[str], caps: frozenset[int]
                 ) -> list[_Candidate]:
    """``candidates`` without the one-word terms of ``_NAMEABLE_KINDS`` that are a capitalised
    word right after "called" or "named": a name given, not the activity ("The warden, a wiry
    woman called Greet, makes Corin a mug of cocoa": no greeting; "a pony named Sprint")."""
    return [c for c in candidates
            if not (c.kind in _NAMEABLE_KINDS and c.span[1] - c.span[0] == 1
                    and (s := c.span[0]) in caps and s > 0 and words[s - 1] in _NAMING_WORDS)]


_TITLED_KINDS = frozenset({"exercise"})  # kinds whose events have names ("the Boston Marathon")


_NAME_OPENERS = frozenset({";", ".", "!", "?", ":", "@", "|", "(", "[", "-", "—", "–", '"', "'",
                           "“", "‘", "«", "#", "/", ">"})


def _proper_name_terms(candidates: list[_Candidate], words: list[str], caps: frozenset[int],
                       seg: _Segments) -> list[_Candidate]:
    """``candidates`` without the terms inside a capitalised name mid-sentence: a term whose
    every token is capitalised, not at a sentence's start, next to another capitalised word that
    is not at one either, names a band, a show, a seam or a firm ("Gideon's band, Armed Robbery,
    is setting up", "tracks for The Sick Beat", "the Dragon's Rest seam"), not the event. Kept:
    the kinds whose events have names (:data:`_TITLED_KINDS`: "completes the Comrades
    Marathon"), and text written in title case, where a capital says nothing (more than half of
    a sentence's words capitalised). ``caps`` are the capitalised token positions. Design
    choice."""
    starts = seg.sentence_starts
    sent_of = seg.sent_of
    n = len(words)

    def capital(t: int) -> bool:
        # a capital at a sentence's start or after a label's or a bracket's mark ("Status:
        # Eating Lunch") says nothing about names
        return t in caps and t not in starts and t > 0 and words[t - 1] not in _NAME_OPENERS

    out = []
    title_case: dict[int, bool] = {}
    for c in candidates:
        a, b = c.span
        if c.kind not in _TITLED_KINDS and all(map(capital, range(a, b))) and (
                a > 0 and capital(a - 1) or b < n and b in caps and b not in starts
                or a > 1 and words[a - 1] == "'s" and capital(a - 2)):  # "the Dragon's Rest"
            sent = sent_of[a]
            if sent not in title_case:
                alpha = [t for t in range(n) if sent_of[t] == sent and words[t].isalpha()]
                title_case[sent] = 2 * sum(t in caps for t in alpha) > len(alpha)
            if not title_case[sent]:
                continue
        out.append(c)
    return out


def _event_title(items: list[_Item], t: int) -> bool:
    """Does a noun naming an event of :data:`_TITLED_KINDS` (a term that is no verb: marathon,
    triathlon, regatta) start at token ``t``? Then capitalised words after an article right
    before it are the event's name, not a person ("completes an Ironman triathlon", "runs the
    Comrades Marathon"); "the Smiths run" keeps its people, as "run" is also a verb. Design
    choice (session 9)."""
    phrase = _phrase_at(items, t)
    return phrase is not None and "verb" not in phrase.types and any(
        r.type == "term" and r.kind in _TITLED_KINDS for r in phrase.event_roles)


def _past_title_words(items: list[_Item], words: list[str], caps: Any, t: int) -> int:
    """From token ``t``, past capitalised words (known ones too) up to the first that starts an
    event noun of :func:`_event_title`: where that noun starts, else ``t``. "the Arcology Vertical
    Marathon", "the Lewa Safari Marathon": the words before the race's noun are its name."""
    k, n = t, len(words)
    while k < n and k in caps and words[k].isalpha():
        if _event_title(items, k):
            return k
        k += 1
    return t


def _title_start(words: list[str], caps: Any, t: int) -> int:
    """Back from capitalised token ``t`` over the capitalised words right before it (at least to
    token 1): where a run of title words such as "Arcology Vertical" starts."""
    while t > 1 and t - 1 in caps and words[t - 1].isalpha():
        t -= 1
    return t


def _collective_subjects(lex: Lexicon, words: list[str], items: list[_Item], taken: set[int],
                         present: set[str]) -> list[tuple[int, int]]:
    """Groups of people named by a collective noun that are the subject of the verb right after
    them: ``(start, end)`` token spans from the determiner to the noun.

    Design choice (session 8): "out on the field the PE class is running laps", "and the squad
    plays football": a ``subjects.collectives`` noun (class, squad, choir, crew) after a
    determiner or an owner and up to three modifiers ("the whole year 9 class"), right before an
    auxiliary or a finite action ("is running", "runs", "ran"), is those people, wherever the
    clause opens (after a fronted place phrase too); the observer is in it only when coordinated
    with it ("Kenji and his class eat lunch"). As an object it is no subject ("teaches the
    class", "joins a choir": no verb follows), nor after a preposition ("a tourist at the back
    of the group faints"). ``present`` holds the collectives among the text's words."""
    n = len(words)
    out: list[tuple[int, int]] = []
    for k in sorted(k for w in present for k in _positions(words, w)):
        v = k + 1
        if not 0 < k < n - 1 or k in taken:
            continue
        # (a plural verb after the group or its members, "your group eat lunch", "your group
        # of ten-year-olds wolf down their lunches", only when the group opens its clause)
        opening = False
        if words[v] == "of":
            v = _members_end(lex, words, items, v)
            if v < 0 or not (words[v] in lex.auxiliaries or _acts_at(items, v) and (
                    _finite_form(lex, words[v]) or _plural_verb(lex, items, words, v))):
                continue
            opening = True
        elif not (words[v] in lex.auxiliaries or _acts_at(items, v)
                  and _finite_form(lex, words[v])):
            if not _plural_verb(lex, items, words, v):
                continue
            opening = True
        t = k - 1
        hyphens = 0
        while t > 0 and k - t - 2 * hyphens <= 3 and t not in taken \
                and words[t] not in _OBJECT_DETERMINERS \
                and (words[t].isalpha() or words[t].isdigit()
                     or words[t] == "-" and not hyphens and words[t - 1].isalpha()) \
                and words[t] not in lex.governors \
                and words[t] not in lex.auxiliaries and words[t] not in _CLAUSE_WORDS:
            hyphens += words[t] == "-"
            t -= 1  # back over modifiers: "the PE class", "the year 9 class", "your ski-school
            # group"
        o = t  # where the group's noun phrase starts, with its owner
        if words[t] in _OWNER_MARKS and t > 0:
            o = t - 2 if t > 1 and words[t - 2] in _OBJECT_DETERMINERS else t - 1  # "the
            # hotel's staff"
        if opening and o and words[o - 1] not in _PART_ENDS \
                and words[o - 1] not in _SUBJECT_OPENERS:
            continue  # (an object: "joins the group run on Sunday")
        if words[t] in _OWNER_WORDS:
            pass  # an owner's group is other people: "his class", "my squad" are them
        elif o < t:
            t += 1  # so is a named owner's: "Ana's group eat lunch" (the owner is a mention)
        elif words[t] not in _OBJECT_DETERMINERS or t in taken \
                or t and words[t - 1] in lex.governors:
            continue  # (not a preposition's object: "at the back of the group faints")
        out.append((t, v))
    return out


_MEMBERS_REACH = 7  # tokens from a group's "of" to its verb ("of ten - year - olds wolf")


def _members_end(lex: Lexicon, words: list[str], items: list[_Item], of: int) -> int:
    """The token after the members named after a group's ``of`` ("group of ten-year-olds",
    "party of six walkers"): a plural noun phrase of words, numbers and hyphens, no action,
    preposition or clause word in it, within ``_MEMBERS_REACH`` tokens; or -1."""
    n = len(words)
    j = of + 1
    while j < n and j - of <= _MEMBERS_REACH and (words[j].isalnum() or words[j] == "-") \
            and words[j] not in lex.governors and words[j] not in lex.auxiliaries \
            and words[j] not in _CLAUSE_WORDS and not _acts_at(items, j):
        j += 1
    if j == of + 1 or j >= n or words[j - 1] == "-" or not words[j - 1].endswith("s") \
            or words[j - 1].endswith("ss"):
        return -1
    return j


def _plural_verb(lex: Lexicon, items: list[_Item], words: list[str], v: int) -> bool:
    """Is token ``v`` an action in its base form, as a plural subject takes it ("your group eat
    lunch", British usage for a group), and no noun of a compound: no auxiliary or finite verb
    follows it ("the group dinner ran late", "the team lunch is at one")?"""
    w = words[v]
    if not _acts_at(items, v) or w.endswith("ing") or w not in lex.lemmas.get(w, ()):
        return False
    nxt = words[v + 1] if v + 1 < len(words) else ""
    return not (nxt in lex.auxiliaries or nxt.isalpha() and _finite_form(lex, nxt) and (
        not nxt.endswith("s") or _acts_at(items, v + 1)))


def _noun_modifier(lex: Lexicon, words: list[str], items: list[_Item], t: int) -> bool:
    """Is ``words[t]`` (after a determiner) a singular noun that modifies the next word ("the
    night watch", "a dawn patrol"), rather than a subject before its verb ("the kids watch",
    "the crowd sees")? A word ending in ``s``, a person word, a collective or a common
    irregular plural (men, people) is a subject."""
    w = words[t]
    if not w.isalpha() or w.endswith("s") or w in lex.collectives or w in _IRREGULAR_PLURALS:
        return False
    phrase = _phrase_at(items, t)
    return phrase is None or phrase.mention != "person"


_IRREGULAR_PLURALS = frozenset({"men", "women", "children", "people", "police", "folk", "kids",
                                "geese", "mice", "feet", "teeth"})
def _positions(words: list[str], word: str) -> list[int]:
    """Every index of ``word`` in ``words`` (by ``list.index``, in C: for a word known to be
    there and rare, cheaper than testing every token)."""
    out: list[int] = []
    t = -1
    for _ in range(words.count(word)):
        t = words.index(word, t + 1)
        out.append(t)
    return out


# an identifier kept whole by the tokeniser: "agent_8"
_ID_RE: Any = _LazyPattern("_ID_RE", r"[^\W\d_]+_\d+", 0, globals())
# auxiliaries after which a lower-case word opening a clause is a person's name (singular: "are"
# and "were" follow plural nouns and "u", and "and" lists things too)
_NAME_AUXILIARIES = frozenset({"is", "was", "has", "had", "'s", "does", "did", "will", "'ll",
                               "can", "gets", "got"})
# (">" closes a chat handle: "<ana> jorge is eating pizza")
_LOWER_NAME_OPENERS = _PART_ENDS | _SUBJECT_OPENERS | {"]", ")", ">"}


def _lower_names(lex: Lexicon, words: list[str], items: list[_Item], caps: frozenset[int],
                 taken: set[int], obs: tuple[str, ...], underscore: bool, aux_at: list[int],
                 acts_at: set[int]) -> list[tuple[int, int, str]]:
    """People named without a capital: ``(start, end, subject)`` token spans, subject ``self``
    or ``other``, in text order.

    Design choice (session 8): chat and simulation logs write names in lower case ("bob is
    eating lunch", "tom is asleep on the sofa"), and with no mention the sentence was the
    observer's. A lower-case word that opens a clause (a sentence, a part after a comma or
    ``;``, a subordinator), right before a singular auxiliary followed by an action within two
    words ("is eating", "has just eaten") or before a finite action ("eats", "ate"), is a name
    when the lexicon knows no such word (``known``, ``fuzzy.real_words``,
    ``subjects.not_names``: "there", "u", "im"), no term or typo starts there, it has a vowel
    and no ``-ly`` (a typed adverb, "finaly ate"), and it is not the observer's own name
    (accents aside: "joaquin" is the observer Joaquín) or one slip from it or from "you"
    ("selni", "yuo"). An identifier ("agent_8": letters, an
    underscore, digits) names someone when the observer's identifier has its word ("agent_7")
    or when an auxiliary or a finite action follows it ("bot_2 is eating"; not "location=desk_3");
    so does a handle of letters then digits (session 11: "player2 eats",
    :func:`_letters_and_digits`);
    it is the observer only when it is the observer's. "Agent 8" (a word and a number) names
    someone when the observer is an identifier with that word. ``aux_at`` and ``acts_at`` are
    the token positions of the auxiliaries and of the actions (matches that act), which the
    caller has found already; ``taken`` gains the names' tokens."""
    n = len(words)
    out: list[tuple[int, int, str]] = []
    plain = set(obs) if all(w.isascii() for w in obs) else set(obs).union(
        "".join(ch for ch in unicodedata.normalize("NFD", w) if not unicodedata.combining(ch))
        for w in obs)
    obs_id = obs[0] if len(obs) == 1 and _ID_RE.fullmatch(obs[0]) else ""
    if obs_id or underscore:
        prefix = obs_id.rpartition("_")[0]
        for t, w in enumerate(words):
            if t in taken:
                continue
            if "_" in w and _ID_RE.fullmatch(w) and (
                    w.rpartition("_")[0] == prefix or t + 1 < n and (
                        words[t + 1] in _NAME_AUXILIARIES
                        or _acts_at(items, t + 1) and _finite_form(lex, words[t + 1])
                        or _continued_act(lex, items, words, t + 1))):
                out.append((t, t + 1, "self" if w == obs_id else "other"))
            elif prefix and w == prefix and t + 1 < n and words[t + 1].isdigit():
                out.append((t, t + 2, "self" if f"{w}_{words[t + 1]}" == obs_id else "other"))
    agents = lex.status_activity.record_agents if lex.status_activity is not None else ()
    if agents and not agents.isdisjoint(words):
        # design choice (who did what): a record's agent field holds a name, in lower case too
        # ("agent=bataa action=nap", "agent: kofi | action: eating"): that person, the
        # observer when it is theirs (accents aside) and someone else when it is no slip of it
        for t in range(2, n):
            w = words[t]
            if words[t - 2] not in agents or words[t - 1] not in _FIELD_MARKS or t in caps \
                    or t in taken or not w.isalpha() or len(w) < 2 or w in _SUBJECT_FORMS \
                    or w in lex.not_names or w in lex.known or w in lex.real_words \
                    or not any(v in w for v in "aeiouy"):
                continue
            if w in plain:
                out.append((t, t + 1, "self"))
            elif not (any(_one_slip(w, x) for x in plain) or _one_slip(w, "you")):
                out.append((t, t + 1, "other"))
            taken.add(t)
    # from the verbs the caller found (auxiliaries, actions), cheap tests of the word before
    # them first: a lower-case name is rare, most words before a verb are capitalised or known
    continued = list(compress(range(1, n), map(lex.continuers.__contains__, words[1:])))
    for k in chain(aux_at, acts_at, continued):
        t = k - 1
        if t < 0 or t in caps or t in taken or t and words[t - 1] not in _LOWER_NAME_OPENERS:
            continue
        w = words[t]
        if not w.isalpha() and not _letters_and_digits(w) \
                or len(w) < 2 or w in _SUBJECT_FORMS or w.endswith("ly") \
                or w in lex.not_names or w in plain or not any(v in w for v in "aeiouy") \
                or w in lex.known or w in lex.real_words or _phrase_at(items, t) is not None:
            continue
        if words[k] in _NAME_AUXILIARIES:
            if k + 1 not in acts_at and k + 2 not in acts_at and k not in acts_at:
                continue  # "traffic is bad": a thing's state, no action of someone's (but
                # "gets some sleep" is one)
        elif not (k in acts_at and (_finite_form(lex, words[k]) or _past_form(lex, words[k]))
                  or _continued_act(lex, items, words, k)):
            continue  # (a light verb before its action: "bob goes for a long run"; a past
            # that is a base too: "tomas fell asleep on the couch")
        if any(_one_slip(w, x) for x in plain) or _one_slip(w, "you"):
            continue  # a slip of the observer's name or of "you" ("selni", "yuo")
        out.append((t, t + 1, "other"))
        taken.add(t)
    return out


_CLITICS = frozenset({"'s", "'ll", "'re", "'ve", "'d", "'m", "'t", "'em", "'clock"})


def _designations(lex: Lexicon, words: list[str], caps: list[int], items: list[_Item],
                  taken: set[int], obs: tuple[str, ...] = ()) -> list[tuple[int, int]]:
    """Names that are not one alphabetic token: ``(start, end)`` token spans, in text order.

    * a surname with an apostrophe, cut as a letter and a clitic ("O'Brien" -> "o" + "'brien",
      "D'Souza", "N'Golo"): a capitalised one- or two-letter word and an apostrophe piece that
      is no clitic (``'s``, ``'ll``, "o'clock");
    * a designation: a capitalised token of letters and digits ("R2", "C3PO", "T1000"), a
      capitalised word, a hyphen and such a token or a number ("KX-9", "Unit-7", "T-800",
      "R2-D2"), or a capitalised word the lexicon does not know, or a person word, and a number
      ("Unit 7", "Bot 12"), or an occupation ("Agent 47", "Guard 3"), or any other word but a
      ``subjects.counting_words`` one or a group ("Drone 4", "Bay 3"; "the rest of Class 4"
      is a group), and a number; not "Day 2", "Set 3", "Room 7": the writer's own count or
      place.

    A designation names someone only before its verb: a ``subjects.name_followers`` word ("is",
    "has", "'s"), a finite action, an auxiliary and an action ("is eating"), or a light verb
    and an action ("goes for a run"): "COVID-19 vaccine", "an A4 pad" name nobody.

    Design choice (session 11, who did what): science-fiction and game logs name robots and
    players so, and Irish and other surnames carry an apostrophe; read as words, their meals
    and falls were the observer's. ``caps`` are the capitalised tokens; ``taken`` tokens
    belong to other mentions already; ``obs`` are the observer's name tokens (an identifier
    observer's own word and a number, "Agent 7" for "agent_7", is left to
    :func:`_lower_names`, which knows whose it is)."""
    n = len(words)
    out: list[tuple[int, int]] = []
    free = 0
    for t in caps:
        if t < free or t in taken or t + 1 >= n:
            continue
        w, nxt = words[t], words[t + 1]
        if w.isalpha():
            if len(w) <= 2 and nxt[0] == "'" and len(nxt) > 3 and nxt not in _CLITICS:
                out.append((t, t + 2))  # "O'Brien": a name wherever it stands
                free = t + 2
                continue
            if nxt == "-" and t + 2 < n and words[t + 2].isalnum() \
                    and not words[t + 2].isalpha():
                end = t + 3  # "KX-9", "Unit-7"
            elif nxt.isdigit() and (w not in lex.known or w in lex.occupations or (
                    (ph := _phrase_at(items, t)) is not None and ph.mention == "person")
                    or lex.counting_words and w not in lex.counting_words
                    and w not in lex.collectives) \
                    and not any(o.startswith(w + "_") for o in obs):
                end = t + 2  # "Unit 7", "Agent 47"
            else:
                continue
        elif w.isalnum() and not w.isdigit():
            end = t + 1  # "R2", "C3PO"
        else:
            continue
        while end + 1 < n and words[end] == "-" and words[end + 1].isalnum():
            end += 2  # "R2-D2"
        if end >= n or any(k in taken for k in range(t, end)):
            continue
        after = words[end]
        if after in lex.name_followers or after in _NAME_AUXILIARIES and (
                _acts_at(items, end + 1) or _acts_at(items, end + 2)) \
                or _acts_at(items, end) and (_finite_form(lex, after) or _past_form(lex, after)) \
                or _continued_act(lex, items, words, end) \
                or _clause_verb_at(lex, words, items, end):
            # (a clause's verb before its action: "Unit 7 took a nap", "put his feet up")
            out.append((t, end))
            free = end
    return out


def _letters_and_digits(word: str) -> bool:
    """Is ``word`` a handle of letters then digits ("player2", "mira99", "kx9")? Design choice
    (session 11, a who-did-what probe): game and chat logs name players so; no English word
    is spelt so, and a number alone ("42") or a time ("12:01") is no handle."""
    return word.isalnum() and word[0].isalpha() and word[-1].isdigit()


def _one_slip(word: str, target: str) -> bool:
    """Is ``word`` ``target`` with one letter changed, added, dropped, or two neighbours swapped?
    (A plain edit-distance check for a handful of short words, not the lexicon's typo model.)"""
    a, b = len(word), len(target)
    if abs(a - b) > 1 or word == target:
        return False
    i = 0
    while i < min(a, b) and word[i] == target[i]:
        i += 1
    if a == b:
        return word[i + 1:] == target[i + 1:] or (
            i + 1 < a and word[i] == target[i + 1] and word[i + 1] == target[i]
            and word[i + 2:] == target[i + 2:])
    return word[i + 1:] == target[i:] if a > b else word[i:] == target[i + 1:]


def _past_form(lex: Lexicon, word: str) -> bool:
    """Is ``word`` a past form the lexicon's lemmas derive from another base, even when it is a
    base itself ("fell": fall and fell, "got", "had", "lay"), not in ``-s`` or ``-ing`` and not
    spelt as a past participle (``_IRREGULAR_PARTICIPLE_ENDS``: "broken", "thrown", "done",
    "drunk")?

    Design choice (session 11, who did what): :func:`_finite_form` takes no word that is its own
    base, so "R2 fell asleep" and "Unit 7 lay down" named nobody and the sleep was the
    observer's. After a subject (a designation; an article and an unknown noun,
    :func:`_past_after_article`) such a word before an action is its verb; a participle there
    is an adjective ("a suspected broken toe"), so the lexicon's irregular forms that end as
    English participles do are left out (a shape test: the lexicon does not tell past from
    participle)."""
    return _past_in(lex.lemmas, word)


def _past_in(lemmas: Mapping[str, tuple[str, ...]], word: str) -> bool:
    """:func:`_past_form` on the lexicon's ``lemmas`` (word -> bases)."""
    if word.endswith(("ing", "s")) or word.endswith(_IRREGULAR_PARTICIPLE_ENDS):
        return False
    return any(base != word for base in lemmas.get(word, ()))


# endings of irregular past participles, for :func:`_past_form` (broken, thrown, torn, done,
# lain, drunk, swum, stung); not ``_PARTICIPLE_ENDS``, which also takes regular "-ed" forms
_IRREGULAR_PARTICIPLE_ENDS = ("en", "wn", "rn", "ne", "ain", "unk", "um", "ung")
_JOINS_SUBJECT = frozenset({"and", "or", "nor", "&", "with", "plus", "+"})
# the words that pair two people into one subject ("Lukas and Chiara", and in logs and chats
# "Lukas & Chiara: asleep")
_PAIRING_ANDS = frozenset({"and", "&"})


def _past_after_article(lex: Lexicon, words: list[str], t: int, verb: str) -> bool:
    """Is ``verb``, an action's first word right after an article at token ``t`` and its
    unknown noun words, a past form (in ``-ed`` or :func:`_past_form`: "Earlier, the
    android drank a can of coolant", "At noon the drone-pilot ran ten kilometres"), with no
    coordinator or "with" before the article ("You and the android ate": a shared subject)?

    Design choice (session 11, who did what): the present ``-s`` verb already shows that the
    noun phrase before it is the subject ("the android drinks"); a past verb does as well,
    but it has no number, so the noun phrase may be the second half of a coordinated subject
    that holds the observer, which still shares the act."""
    if t and words[t - 1] in _JOINS_SUBJECT:
        return False
    return verb.endswith("ed") or _past_form(lex, verb)


def _finite_form(lex: Lexicon, word: str) -> bool:
    """Is ``word`` a finite verb form: a third-person ``-s`` ("eats"), an ``-ed`` or another past
    form the lexicon's lemmas know ("ate", "slept"), not a participle in ``-ing``?"""
    if word.endswith("ing"):
        return False
    if word.endswith(("s", "ed")):
        return not word.endswith("ss")
    lemmas = lex.lemmas.get(word)
    return bool(lemmas) and word not in lemmas


def _opens_predicate(words: list[str], start: int, end: int) -> bool:
    """Is the one-word item ``words[start:end]`` a verb that opens the next predicate of a
    coordination, not a listed noun: right after "and" and followed by an article or an owner
    ("scans the QR code and orders a bubble tea", "eat a bowl of yoghurt and drink a cup of
    coffee"; a noun is rarely followed by one), or, in -s or -ed, by "this" or "that"?
    Session 9 (-s and -ed forms), session 10 (base forms). Design choice."""
    if end - start != 1 or not start or words[start - 1] != "and" or end >= len(words):
        return False
    after = words[end]
    return after in _NOUN_MARKERS or (after in _PREDICATE_DETERMINERS
                                      and words[start].endswith(("s", "ed")))


_CONTENTS_GAP = 2  # words before a vessel's contents: "a pot of (hot) (jasmine) tea"


def _contents_other(items: list[_Item], k: int, kind: str, words: list[str]) -> bool:
    """Whether the vessel ``items[k]`` (a meal object ending in "of") holds the other meal kind.

    The contents are the first item with meal objects within ``_CONTENTS_GAP`` plain words after
    "of" ("a pot of jasmine tea", "a pan of paella"); they decide when they hold the other kind
    and not ``kind``: "a pot of tea" is drunk, not eaten, so the eat search passes the pot on to
    a later food ("share a pot of masala chai and a plate of samosas"), while a pot of a dish the
    lexicon does not know ("a whole pot of sarmale") stays food. Design choice: English
    names a vessel's contents right after "of"; a word that is not alphabetic (a comma) ends
    them. Returns False when no contents are found."""
    end = items[k][1]
    for j in range(k + 1, len(items)):
        start, _, phrase = items[j]
        if start - end > _CONTENTS_GAP or any(not w.isalpha() for w in words[end:start]):
            return False
        objects = phrase.objects
        if objects and not _MEAL_KINDS.isdisjoint(objects):
            return kind not in objects
    return False


def _find_object(items: list[_Item], idx: int, kind: str, window: int, words: list[str]
                 ) -> tuple[Role, tuple[int, int]] | None:
    """The first ``object`` of ``kind`` within ``window`` tokens after ``items[idx]`` (or within
    four tokens after an object of another kind followed by "and"), same clause, not past a
    breaker; returned with its token span. (Clause breaks are breaker items,
    so stopping at the first breaker keeps the search inside the clause: no bisect needed.)
    Session 9: nor past a word in -s or -ed right after "and" with a determiner after it
    ("scans the QR code and orders a bubble tea"): that is the next verb, with its own object
    (an object belongs to the nearest verb)."""
    limit = items[idx][1] + window
    for k in range(idx + 1, len(items)):
        ostart, oend, phrase = items[k]
        if ostart > limit or phrase.breaker_level:
            break
        if phrase.is_exception:
            continue
        if _opens_predicate(words, ostart, oend):
            break  # "scans the QR code and orders a bubble tea": the next verb's object
        objects = phrase.objects
        if not objects:
            continue
        if oend - ostart == 1 and ostart and words[ostart].endswith("ed") \
                and words[ostart - 1] in _PASSIVE_MARKERS:
            continue  # "to check the macaw photos got posted": a passive's verb, no object
        if kind in _MEAL_KINDS and ostart and words[ostart - 1] == "between":
            continue  # "eats a plate of pakoras between shots": a stretch of time, no object
        role = objects.get(kind)
        if role is not None and not (words[oend - 1] == "of" and kind in _MEAL_KINDS
                                     and _contents_other(items, k, kind, words)):
            return role, (ostart, oend)
        if oend < len(words) and words[oend] == "and":
            # an object of another kind with another after "and" passes the window on ("share
            # a pot of masala chai and a plate of samosas")
            limit = max(limit, oend + 4)
    return None


def _subject(rule: str, c: _Candidate, people: _People, seg: _Segments, quoted: Any,
             witness: bool, distance: bool, unaware: bool, shared_scope: int) -> str:
    """``self`` or ``other`` for a candidate, by its kind's subject rule (module docstring, 8).

    Only mentions of the candidate's own sentence are scanned; earlier sentences count through
    their topic (:meth:`_People.topic_before`).
    """
    if rule == "situation":
        if distance or unaware:
            return "other"
        return _situation_subject(people, seg, c.span[0], quoted(c.span[0]))
    if c.span[0] > 2 and _causative_participle(people, c.span[0]):
        return "other"  # "Ana has the roof repaired": whoever she had do it
    if c.span[0] > 2 and people.words[c.span[0] - 1] == "from" \
            and (kept := _kept_from_doer(people, seg, c.span[0])) is not None:
        return kept.subject  # "Ana stops the boys from fighting": the boys'
    if rule == "agent" and c.kind in _MEAL_KINDS and c.span[0] > 1 \
            and (done := _bare_infinitive_doer(c, people, seg, quoted)) is not None:
        # "my aunties watched me eat every mouthful", "she watches him drink": a bare
        # infinitive after an object pronoun is that person's doing, as after a name ("watches
        # Ngozi eat"), whoever watches
        return done
    if rule == "shared" and not c.agentive and c.span[0] and any(
            x.end == c.span[0] and x.possessive and x.subject == "self" and not x.quoted
            and not x.governed and (x.index == 0 or people.words[x.index - 1] in _PART_ENDS
                                    or people.words[x.index - 1] in _SUBJECT_OPENERS)
            for x in people.by_sent.get(seg.sent_of[c.span[0]], ())):
        # design choice (who did what): the observer's own word opening a phrase right before
        # a shared term owns it ("watches the fireworks, his arm round his wife", "your chat
        # with Ada"), whoever it reaches and whatever the observer watches (not an object
        # pronoun after a verb: "the old man who served her chats with a colleague")
        return "self"
    if c.agentive or witness:
        return "other"
    if not c.verbal and (heard := next((m for m in people.by_sent.get(seg.sent_of[c.span[0]], ())
                                        if m.heard_at == c.span[0]), None)) is not None:
        # design choice (who did what): "lies awake listening to the boy in the next bed
        # coughing", "listens to the man upstairs snoring": the one heard or seen does it
        return heard.subject
    if not c.verbal and people.finds and _found_other(people, seg, c.span[0]):
        return "other"  # "finds him there, asleep": the state of whom the clause finds
    if not c.verbal and c.span[0] > 1:
        start, words = c.span[0], people.words
        if (words[start - 2] == "," or words[start - 1] == ",") \
                and (host := _point_participle(people, seg, start)):
            return host  # "Tom is out on the roof when you get there, chatting": Tom's
        if words[start - 1].isalpha() and "with" in words[start - 6 if start > 6 else 0:start] \
                and (held := _with_absolute(
                    people, people.by_sent.get(seg.sent_of[start], ()), start)):
            return held  # "with her two children asleep against you": the children's
    pos = c.span[0]  # the subject precedes the verb, not its object
    s, cl, q = seg.sent_of[pos], seg.clause_of[pos], quoted(pos)
    in_sent = people.by_sent.get(s, ())
    if rule == "agent" and not c.verbal and _owner_just_before(people.words, c, in_sent):
        return "other"  # "waves at a jogger during his run": the jogger's run
    if (rule == "agent" or c.kind in _HEARD_NO_PARTY) \
            and _infinitive_of_other(people.words, c, in_sent):
        return "other"  # "makes up the beds for the guests to sleep in", "listens to Ben snore"
    if rule == "shared" and not unaware and _among_themselves(people, c, in_sent, cl):
        return "other"  # "listens to the twins gossip", "while the guests tell each other jokes"
    if rule == "shared" and not unaware:
        # design choice: an addressed term reaches an observer named anywhere before it unless
        # it names someone else as its listener right after it ("Rafa hears the news, and his
        # wife, who grew up there, phones her parents": the call is to her parents)
        end = c.span[1]
        if any(x.excluded and x.subject == "self" and x.clause == cl for x in in_sent):
            # design choice (round 31): "the whole team toasts your medal with champagne -
            # everyone except you": the observer left out of the clause takes no part in it
            return "other"
        listener = _other_listener(people, in_sent, c.span[0], end, cl, seg)
        if listener < 0 and end - c.span[0] > 1:
            # a companion word's span ends at its partner ("Tom phones Priya"): someone else
            # named there is the listener, as after a speech term (session 8)
            listener = next((x.index for x in in_sent if x.end == end and x.index > c.span[0]
                             and x.subject == "other" and x.what in ("person", "name")
                             and not x.possessive), -1)
        wide = shared_scope == 3 and listener < 0
        owner_after = False
        for m in in_sent:  # a clause lies inside its sentence
            # (an addressed term reaches an observer named before it anywhere in the sentence;
            # when it names someone else as its listener, the observer as an owner or an object
            # is no party: "washes your hair, chatting to her colleague", "the waiter, who has
            # served him, tells another customer", design choice)
            if m.subject == "self" and not m.quoted and (m.clause == cl or wide and m.index < pos) \
                    and not (listener >= 0 and m.index != listener - 1
                             and (m.possessive or people.words[m.index] in _OBJECTIVE)) \
                    and not (m.index < pos and (
                        # "the guard who pulls her out is arguing": a relative clause that
                        # ended before the verb holds no party to it (design choice, round 28)
                        0 < m.inner_until <= pos or
                        not m.party or _owns_person(people, m, pos, in_sent, c.term, c.span[1])
                        or _relative_between(people, in_sent, m, pos, seg)
                        or _new_subject_between(people, in_sent, m, pos,
                                                not _RECIPROCAL_ENDS.isdisjoint(
                                                    people.words[c.span[0]:c.span[1] + 1]))
                        or _colon_subject_between(people, in_sent, m, pos))):
                if m.index > pos and (m.governed and not m.party
                                      and _beside(people.words, m.index)
                                      or _later_subject(people.words, m, end,
                                                        people.lemmas)):
                    # design choice (session 10, a who-did-what probe): "Juno argues with the
                    # landlord next to Caio": a place, not a party; "After Juno argued with the
                    # landlord, Caio washed up", "Juno argues and Caio waits": the observer
                    # named after the term is the subject of a verb of their own
                    continue
                if m.index > pos and m.possessive \
                        and _owned_head(people, m, len(people.words)) and (
                            not m.party or _other_subject_before(in_sent, cl, pos)
                            or _group_subject_before(people, in_sent, cl, pos)):
                    # "the quarrel is between Emerson's parents": theirs, not Emerson's; "the
                    # teacher scolds Kai's classmate": the classmate's (design choice: an owner
                    # after the verb hands the party to the person it owns)
                    owner_after = True
                    continue
                if m.index > pos and m.end < len(people.words) and people.words[m.end] == ":" \
                        and m.index > 0 and people.words[m.index - 1] in _LINE_OPENERS:
                    # design choice (who did what): the observer's speaker tag opening a later
                    # line of a log ("[12:01] Tom: had a huge row ...\n[12:02] Ana: nice") is no
                    # party to what an earlier line tells
                    continue
                if m.index > end and _contact_clause_observer(people, m):
                    # design choice (who did what): "the touts quarrel with the driver Tunde
                    # hired", "argues with the man you were talking to": the observer is the
                    # subject of a contact clause about the partner, no party to the term
                    continue
                if m.index > pos and "about" in people.words[c.span[1]:m.index]:
                    continue  # "tells her sister about Kai's holiday": Kai is talked about
                if m.index >= end and m.index > 0 and people.words[m.index - 1] == "over" \
                        and (_other_subject_before(in_sent, cl, pos)
                             or _group_subject_before(people, in_sent, cl, pos)):
                    # design choice (who did what): "two touts fight over Joseph's bag", "the
                    # touts fight over Joseph": what a row is over is its prize, as what a talk
                    # is about is its topic, no party to it
                    continue
                if m.index > pos and "where" in people.words[c.span[1]:m.index]:
                    # design choice: a place's "where" clause names who is there, not who takes
                    # part: "a fight breaks out in the bar where Bo is drinking"
                    continue
                if m.index > pos and _said_that(people, in_sent, c, m.index):
                    # design choice: "Jonas tells Mira that Ana is ill": who is named in what is
                    # said (after "that") is talked about, not a party to the talk
                    continue
                if m.index > end and _tag_listener(people.words, in_sent, m.index, end):
                    # design choice (session 12): "Mia had a row with Tom last night, she tells
                    # Selin": the listener of a speech tag after the news hears of the row
                    continue
                if m.index > end and people.words[m.index] in _LATER_CLAUSE_PRONOUNS \
                        and not m.possessive and people.words[m.index - 1] in _RELATIVE_OBJECTS \
                        and "," in people.words[end:m.index]:
                    # design choice (who did what): "Selin's flatmate had a row last night, she
                    # tells Selin over breakfast, which they eat together": a subject pronoun
                    # after "which" past a comma is the subject of a later relative clause, no
                    # party to the term
                    continue
                # "shouts at you" is yours; "someone behind you ... sings" is not
                return "self"
        if owner_after:
            return "other"
        if shared_scope == 3 and listener < 0 and end - c.span[0] > 1 \
                and people.words[end - 1] in _THIRD_OBJECTS and s > 0 \
                and _observer_last_named(people, in_sent, s - 1, pos):
            # design choice: "... is put through to Paulo himself; she tells him that ...":
            # speech aimed at a pronoun whose sentence names nobody before it but the speaker
            # is aimed at the last person the sentence before named, here the observer
            return "self"
    # a participle right before a person is that person's: "sleeping patients", "her feverish
    # son's cot"
    # (not a shared term that ends in its preposition, the person its partner, with nobody
    # else named before it as a subject: "declines but chats with everyone")
    if (c.span[1] in people.person_heads and c.span[1] not in people.noun_modifiers
            and not (rule == "shared" and (people.words[c.span[1] - 1] == "with"
                                           or people.words[c.span[1] - 1] in _VERB_FOLLOWERS)
                     and not any(m.index < pos and m.subject == "other" and not m.governed
                                 and not m.possessive for m in in_sent))) \
            or (rule == "experiencer" and c.span[1] - c.span[0] == 1
                and c.span[1] in people.owner_heads):
        return "other"
    if pos > 1 and people.words[pos - 1] in _SUBJECT_THEN and (
            doer := next((m for m in in_sent if m.end == pos - 1 and m.quoted == q and not (
                m.possessive or m.governed or m.objective) and m.what in _THEN_DOERS),
                         None)) is not None:
        # design choice (who did what): "Ana waits while Kofi then eats a sandwich": "then"
        # right after someone, before the verb, opens no clause of its own; they do it
        return doer.subject
    allow_poss = rule == "experiencer"
    nearest = first_in_sent = clause_opened = last_subject = clause_first = None
    owner_subject: _Mention | None = None
    # a verb after the owner's noun is that noun's doing ("Bilal's sink ... bangs"), not a noun
    # the owner has ("Varga's fever")
    verbal = c.verbal
    for m in in_sent:
        if m.index >= pos:
            break
        # an owner opening the clause suffers its ailment ("Your head is starting to ache"),
        # unless what it owns is a person ("Your dad's leg is in a cast": the dad's)
        opens_clause = m.clause == cl and (clause_opened is None or clause_opened is _PASS_ON)
        if opens_clause and m.governed and not m.possessive:
            # design choice (round 33): a fronted place phrase opens no clause ("while above
            # him his bunkmate snores"): the noun phrase after it does
            opens_clause = False
        elif opens_clause:
            if m.possessive and (m.end in people.person_starts
                                 or m.end + 1 in people.person_starts
                                 or _owned_head(people, m, pos)):
                # "Your dad's leg": the dad's; also with an adjective or a number between
                # ("Zara's little brother falls and grazes both knees": the brother's)
                clause_opened, opens_clause = _PASS_ON, False
            else:
                clause_opened = m
        owned = pos < m.owns_until and not (verbal and c.span[0] - m.end >= 2)
        if allow_poss and m.possessive and m.what != "third" and m.quoted == q \
                and m.clause == cl and _owned_thing_subject(people, m, pos):
            # design choice (who did what): "Mikko and Aleksi got into a fight, Aleksi's nose
            # is bleeding": a body part or thing an owner has, as the subject of the ailment
            # verb, is the owner's, whoever the clause named first
            owner_subject = m
        if (m.possessive and not (allow_poss and (owned or opens_clause))) \
                or m.governed or m.objective or 0 < m.inner_until <= pos:
            # an owner suffers what is named right after it ("Varga's fever") or what its
            # clause starts with ("Your head is starting to ache"), not a later mishap
            continue
        if m.quoted != q:
            continue
        if first_in_sent is None:
            first_in_sent = m
        last_subject = m
        if m.clause == cl:
            nearest = m
            if clause_first is None:
                clause_first = m
    if owner_subject is not None and (nearest is None or nearest.index < owner_subject.index):
        return owner_subject.subject
    if nearest is not None and nearest is not clause_first \
            and (verbal or _past_in(people.lemmas, people.words[pos]) and clause_first is not None
                 and "," not in people.words[clause_first.index:pos]) \
            and people.words[pos - 1] == "and" and not nearest.relative \
            and not (nearest.what == "third" and people.words[nearest.index] in _NOMINATIVE
                     and nearest.index > clause_first.end
                     and (people.words[nearest.index - 1] in _IT_OPENERS
                          or _after_short_subordinate(people.words, clause_first,
                                                      nearest.index))) \
            and not _named_after_and(people, nearest, clause_first, pos):
        # (an irregular past, "I visited Arjun and had a pint", only with no comma since the
        # clause's subject: a parenthesis there may hide a subject of its own)
        # (a relative clause goes on: "a woman, who sits down and falls asleep")
        # design choice: a finite verb right after "and" shares the subject of the verb before
        # it ("the warden makes Corin a mug of cocoa and drinks one herself"): whoever was
        # named since is that verb's object, not the new verb's subject; but a subject pronoun
        # opening a clause since is the subject of that verb ("You nod to the innkeeper and he
        # pours himself an ale and drains it": his; not "eats the sandwich he saved for her and
        # falls asleep")
        nearest = clause_first
    elif nearest is not None and nearest is not clause_first and clause_first is not None \
            and not nearest.relative and nearest.what != "third" \
            and any(_finite_lead(people.lemmas, w)
                    for w in people.words[clause_first.end:nearest.index]) \
            and (lead := _predicate_lead(people.words, nearest.end - 1, c.span[0])) > 0 \
            and _finite_lead(people.lemmas, people.words[lead]) \
            and not _named_after_and(people, nearest, clause_first, lead):
        # design choice (who did what): "Ana meets Tom and goes for a hike", "feeds the kids
        # and has a swim": a finite verb after "and" that leads to the term a few words on
        # shares the subject of the verb before it, as a term right after "and" does
        nearest = clause_first
    if nearest is not None and rule == "shared" and nearest is not clause_first \
            and clause_first is not None and people.words[c.span[0]] == "at" \
            and _SUBJECT_OPENERS.isdisjoint(people.words[clause_first.end:nearest.index]):
        # design choice (session 8): a game "at" the end of a clause ("Luca beats his cousin at
        # chess") is played by the clause's subject; the person between is its object
        nearest = clause_first
    if rule == "agent" and _and_owned_subject(people, in_sent, pos):
        return "other"  # "checks the gauges and her roustabout naps on the bench"
    if nearest is not None:
        if rule == "shared" and nearest.plural and any(
                m.subject == "self" and not m.quoted and m.index < nearest.index
                for m in (*people.by_sent.get(s - 1, ()), *in_sent)) \
                and not (c.kind in _GROUP_THEY_KINDS and _they_group_since_observer(
                    people, (*people.by_sent.get(s - 1, ()),
                                 *in_sent), nearest)):
            # "Delphine's son rings ..., and they talk", "Ulla's son rings. They talk": the two
            # just mentioned, the observer among them, share it
            return "self"
        if allow_poss and nearest.what == "thing" and not nearest.possessive \
                and pos - nearest.end <= 2 and not _unknown_head(people, nearest.end, c.span,
                                                                 verbal, in_sent) \
                and not _plural_subject_right_before(people, nearest, pos) \
                and not (people.words[pos].endswith("ing") and pos > nearest.end) \
                and not _irregular_past_after(people, nearest.end, c.span[0]) \
                and _PASSIVE_AUX.isdisjoint(
                    people.words[nearest.end:pos]) and _HAVE.isdisjoint(
                    people.words[nearest.end:pos]):
            # (not after a verb: "a man in the doorway is being sick", "the lady by the
            # window has a cough": the ailment is the predicate, round 28; nor after a group of
            # people: "the night-shift blokes throw up over the rail"; nor a participle after a
            # noun, that noun's doing: "; the CTO throwing up in the sluice")
            # the ailment heads the subject ("the stomach bug has killed his appetite", "a
            # migraine has kept Nell in"): the sufferer is whoever the clause names after it
            return _after(people, c.span[1], s, cl, q)
        return nearest.subject
    if rule == "agent" and isinstance(clause_opened, _Mention) \
            and clause_opened.possessive and not clause_opened.governed \
            and (c.span[0] - clause_opened.end <= 4 and (
                verbal or _owned_progressive(people.words, clause_opened.end, c.span[0]))
                 or _owned_verb_object(people, clause_opened.end, c.span[0])):
        # design choice: the owner opens the clause and nobody else is named before a finite
        # verb ("Selma's co-star eats", "Bea's class eats"): the owned noun phrase is the
        # subject, someone or something else, not the owner
        return "other"
    if first_in_sent is not None:
        last = last_subject
        if not verbal and last is not None and last.subject == "other" \
                and _host_subject(people, seg, c.span[0]) == "other":
            # design choice (round 30): "in the corner the owner's son is doing his homework
            # while eating": a participle or adjective with no subject of its own after
            # "while"/"when" describes the subject of the clause it hangs on, not the sentence's
            # first one
            return "other"
        if last is not None and last.relative and pos - last.index <= 4 \
                and _PART_ENDS.isdisjoint(people.words[last.index:pos]):
            # design choice: "the barman, who then drinks one himself": a clause opener inside
            # a relative clause leaves the verb with no subject in its own clause; within the
            # relative clause, before any punctuation, "who" is that subject, not the sentence's
            # first one
            return last.subject
        if last is not None and last.subject == "other" and first_in_sent.subject == "self" \
                and (last.clause != first_in_sent.clause or not _RELATIVE_OBJECTS.isdisjoint(
                    people.words[max(first_in_sent.index, last.index - 8):last.index])) \
                and ((verbal or _plural_mention(people.words, last))
                     and people.words[pos - 1] in ("then", "and")
                     or not verbal and _and_verb_clause(people.words, seg, pos)
                     and _owner_fits(people.words, c.span, last)):
            # (round 33: or of a relative clause: "the relay, which Mrs Osei won, and then
            # pulled a hamstring")
            # design choice: "Rui reads while Marta cooks, humming, and then eats alone": a
            # verb with no subject of its own after "and"/"then" may go on the nearest clause's
            # subject as well as the sentence's; someone else's is the safer guess
            return "other"
        if last is not None and last is not first_in_sent and last.what == "third" \
                and people.words[last.index] in _NOMINATIVE and last.index > first_in_sent.end \
                and _after_short_subordinate(people.words, first_in_sent, last.index):
            # "When you decline he shrugs, pours himself another cup and drinks it": the main
            # clause's pronoun after a short subordinate clause goes on past its comma
            return last.subject
        return first_in_sent.subject
    # nobody before it: a fronted phrase whose subject comes next ("behind the counter the chef
    # is slicing pork", "Still eating, Sam waves")
    end = c.span[1]
    if c.kind in _MEAL_KINDS and c.term.startswith(_OVER_TERM) \
            and _told_over_a_meal(people, in_sent, end, q):
        # design choice: "Over coffee, a colleague tells Zhen he broke his collarbone": a
        # meal or drink fronted before a telling is shared by the teller and the one told
        return "self"
    for m in in_sent:
        if m.index >= end and m.clause == cl and m.quoted == q:
            if m.index - end <= 3 and not (m.possessive or m.governed or m.objective):
                return m.subject
            break
    if pos in seg.sentence_starts and people.words[pos].endswith((*_PARTICIPLE_ENDS, "ing")):
        # design choice: a fronted participle phrase ("Bitten by a dog this morning, Lena's
        # son is resting") describes the subject after its comma: an owner there hands it to
        # the person it owns
        words = people.words
        comma = next((k for k in range(end, min(len(words), end + 12)) if words[k] == ","), -1)
        for m in in_sent:
            if comma < 0 or m.index <= comma or m.clause != cl or m.quoted != q:
                continue
            if m.possessive and m.index == comma + 1 and _owned_head(people, m, len(words)):
                continue
            if not (m.possessive or m.governed or m.objective):
                return m.subject
            break
    if unaware:
        return "other"
    if ":" in people.words and (owner := _record_owner(people, seg, pos)) is not None:
        return owner.subject  # "Kofi's diary: ate, slept, ate again": Kofi's
    if _share_of_a_place(people.words, seg, pos):
        return "other"  # "Half the station has flu", "Half the village is asleep"
    topic = people.topic_before(s, allow_poss)
    return topic.subject if topic is not None else "self"


# the shares of a community that open a clause as its subject ("half the station", "most of
# the camp"), design choice (who did what)
_SHARE_WORDS = frozenset({"half", "most"})
_SHARE_REACH = 3  # words from the community's noun to the term ("is down with flu")


def _share_of_a_place(words: list[str], seg: _Segments, pos: int) -> bool:
    """Does the clause of the subjectless term at ``pos`` open with a share of a place or a
    community ("half the station", "most of the ship"): one of ``_SHARE_WORDS``, "of" or not,
    "the", one or two words, then one of ``_SHARE_VERBS`` at most ``_SHARE_REACH`` words
    before the term? Design choice (who did what): "Half the station has flu", "Half the
    village is asleep": half of a place's people, someone else; the observer is named by no
    word there ("half our hut" is left out: the observer may be one of them)."""
    cl = seg.clause_of[pos]
    k = pos
    while k > 0 and seg.clause_of[k - 1] == cl and pos - k < 9:
        k -= 1
    if words[k] not in _SHARE_WORDS:
        return False
    k += 1 + (words[k + 1] == "of")
    if words[k] != "the":
        return False
    verb = next((v for v in range(k + 2, min(pos, k + 4)) if words[v] in _SHARE_VERBS), -1)
    return verb > 0 and pos - verb <= _SHARE_REACH \
        and all(w.isalpha() for w in words[k + 1:verb]) \
        and all(w in _SHARE_LINKS or w.endswith("ly") for w in words[verb + 1:pos])


# the words a share's verb opens with ("half the station has flu", "is asleep", "are off")
_SHARE_VERBS = frozenset({"is", "are", "was", "were", "has", "have", "had", "gets", "got",
                          "goes", "went", "falls", "fell", "stays", "stayed", "seems"})
# the words between a share's verb and its state ("has a fever", "is down with flu", "is fast
# asleep"); not a participle ("half the time is spent asleep": a stretch of time, no one)
_SHARE_LINKS = frozenset({"a", "an", "the", "down", "with", "off", "fast", "sound", "still",
                          "already", "now", "all"})


_RECORD_REACH = 6  # tokens from an owner to the colon of a record's header ("Kofi's log, day 3:")


def _record_owner(people: _People, seg: _Segments, pos: int) -> _Mention | None:
    """The owner of a record whose header's colon comes before the subjectless verb at
    ``pos``: a name with "'s" in the header ("Kofi's diary:", "From Kofi's journal:",
    "Kofi's logbook, day 3:"; not an owner word, which may be the observer's), then one of the
    lexicon's line labels (``people.labels``: "diary", "log", "notes") or the colon itself
    ("Ana's:"), with no one else named between the colon and the verb. Design choice (who did
    what): a diary, a log or notes owned by someone tell what the owner did; the observer's
    own ("Ana's diary: ate") stays theirs."""
    words = people.words
    colon = next((k for k in range(pos - 1, max(-1, pos - 40), -1) if words[k] == ":"), -1)
    if colon < 1:
        return None
    named = None
    for m in people.all:
        if m.index >= pos:
            break
        if m.index > colon and not m.possessive:
            return None  # someone named after the colon is the subject ("Kofi's log: Ana ate")
        if m.possessive and colon - _RECORD_REACH <= m.index < colon \
                and m.what == "name" and (
                    m.end < colon and (words[m.end] in people.labels
                                       or words[m.end] == "'s" and m.end + 1 < colon
                                       and words[m.end + 1] in people.labels)
                    or m.end + 1 >= colon) \
                and _TURN_AFTER.isdisjoint(words[m.index:colon]):
            named = m
    return named


def _named_after_and(people: _People, m: _Mention, first: _Mention, pos: int) -> bool:
    """Is the name ``m``, after the clause's first subject ``first`` and before the verb at
    ``pos``, the subject of a clause of its own: right after "and" and right before a finite
    verb ("The waitress sets down a stack of pancakes and Yevgenia drowns them in syrup and
    tucks in": Yevgenia tucks in)? Design choice (who did what): a verb after a second "and"
    goes on the name's clause, not the first subject's; a name after its verb ("makes Corin a
    mug of cocoa and drinks one herself") stays that verb's object."""
    words = people.words
    if m.what != "name" or m.possessive or m.index <= first.end or words[m.index - 1] != "and" \
            or m.end >= pos - 1:
        return False
    w = words[m.end]
    if not w.isalpha() or w.endswith("ing"):
        return False
    if w.endswith(("s", "ed")) and not w.endswith("ss"):
        return True
    return bool(lemmas := people.lemmas.get(w)) and w not in lemmas


# the most tokens of a short subordinate clause's predicate before the main clause's subject
# pronoun, no comma between ("when you decline he shrugs", "as you get home she cooks")
_SHORT_SUBORDINATE = 3
# the subordinators that open such a clause (as the subject openers that subordinate, and the
# points in time: "once you leave she ...", "if you refuse he ...")
_SHORT_SUBORDINATORS = _NP_OPENERS | _POINT_SUBORD | {"if"}


def _after_short_subordinate(words: list[str], opener: _Mention, k: int) -> bool:
    """Does the subject pronoun at token ``k`` open the main clause after a short subordinate
    clause that ``opener`` is the subject of ("When you decline he shrugs, pours himself another
    cup and drinks it")? The mention follows a subordinator (:data:`_SHORT_SUBORDINATORS`), and
    at most :data:`_SHORT_SUBORDINATE` words stand between it and the pronoun, none a determiner
    (a noun phrase there may carry a contact clause: "when you eat the sandwich he saved"). Design
    choice (who did what): the pronoun, not the subordinate clause's subject, is the subject of
    the verbs joined by "and" after it."""
    i = opener.index
    between = words[opener.end:k]
    return i > 0 and words[i - 1] in _SHORT_SUBORDINATORS \
        and 0 < len(between) <= _SHORT_SUBORDINATE \
        and all(w.isalpha() for w in between) and _OBJECT_DETERMINERS.isdisjoint(between)


# the subject rules for which "it" as a verb's subject is never the observer: something or an
# animal acts ("feeds the dog and it eats"); an ailment only when "it" goes back to someone
# else named just before ("rocks the baby and it coughs"; "her knee swells and it hurts" is hers)
_IT_DOERS = frozenset({"agent", "experiencer"})
# the words before an "it" that opens a clause of its own ("and it eats", "until it sleeps")
_IT_OPENERS = _SUBJECT_OPENERS | {"till", ",", ";", "."}
# adverbs that may stand before an "it" opening a clause ("afterwards it sleeps for hours")
_IT_ADVERBS = frozenset({"afterwards", "afterward", "later", "soon", "now", "finally", "then",
                         "eventually", "instantly", "immediately", "still"})
_IT_WORDS = frozenset({"it", "which"})  # subjects of a verb that are never the observer
_IT_REACH = 2  # tokens from "it" to the verb: right before it or past one adverb ("it then eats")


def _plural_object(words: list[str], start: int, end: int) -> bool:
    """Is there a plural noun after a determiner or an owner word (and at most one adjective)
    between tokens ``start`` and ``end`` ("the goats", "her hungry hens")?"""
    return any((words[j - 1] in _OBJECT_DETERMINERS or words[j - 2] in _OBJECT_DETERMINERS
                and words[j - 1].isalpha()) and len(words[j]) > 3 and words[j].isalpha()
               and words[j].endswith("s") and not words[j].endswith(("ss", "us", "is"))
               for j in range(start + 2, end))


def _it_subject(people: _People, seg: _Segments, start: int, auxiliaries: frozenset[str],
                back: bool) -> bool:
    """Is "it" the subject of the verb at token ``start``: right before it (or one adverb before
    it, not an auxiliary), opening the text or a clause after a clause word, punctuation
    (``_IT_OPENERS``) or an adverb ("afterwards it sleeps")? So is a relative "which" after a
    noun and a comma ("brushes the mare, which drinks from the trough"). With ``back``, only
    when the latest mention before that word in its sentence, no preposition's object, names
    someone else, not as an owner ("rocks the baby and it coughs")."""
    words = people.words
    k = next((k for k in range(start - 1, max(-1, start - 1 - _IT_REACH), -1)
              if words[k] in _IT_WORDS), -1)
    if k < 0 or words[k] == "which" and (k < 2 or words[k - 1] != ","
                                         or not words[k - 2].isalpha()) \
            or k and words[k] == "it" and words[k - 1] not in _IT_OPENERS \
            and not words[k - 1].endswith("ly") and words[k - 1] not in _IT_ADVERBS or any(
            not (words[j].endswith("ly") or words[j] in _IT_ADVERBS) or words[j] in auxiliaries
            for j in range(k + 1, start)):
        return False
    if not back:
        return True
    before = [m for m in people.by_sent.get(seg.sent_of[k], ()) if m.index < k and not m.governed]
    return bool(before) and before[-1].subject == "other" and not before[-1].possessive \
        and before[-1].what in ("person", "name")


_LINE_OPENERS = frozenset({"]", ".", "!", "?", ">"})  # before a log line's speaker tag


_OWNED_OBJECT_REACH = 4  # tokens from the owned noun's verb to the term of its object


def _and_owned_subject(people: _People, in_sent: Any, pos: int) -> bool:
    """Is the term at token ``pos`` at or within ``_CLAUSE_VERB_REACH`` tokens after a finite verb
    (an ``-s``, ``-ed`` or irregular past form) right after "and", an owner word and one or two
    words it owns, the last a person word or one the lexicon lacks ("checks the gauges and her
    roustabout naps on the bench", "and her sirdar does push-ups")? Design choice (who did
    what): the owned noun opens a clause of its own after "and" and is that verb's subject,
    not the owner nor the sentence's first subject; a thing the owner has ("and her stomach
    growls") stays as it was, and so does a joint subject ("Chidi and his wife dined":
    someone named right before "and")."""
    words = people.words
    n = len(words)
    for m in in_sent:
        if m.index >= pos:
            return False
        if not m.possessive or m.index < 2 or words[m.index - 1] != "and" \
                or any(x.end == m.index - 1 for x in in_sent) \
                or words[m.index - 2] == "," and any(
                    x.end == m.index - 2 and x.index > 1 and words[x.index - 1] == ","
                    for x in in_sent):
            continue  # (not a joint subject: "Chidi and his wife dined together", "the
            # cellar master, Frida, and her assistant roll barrels")
        e = m.end + 1 if m.end < n and words[m.end] in _OWNER_MARKS else m.end
        for v in (e + 1, e + 2):
            if v > pos or pos - v > _CLAUSE_VERB_REACH \
                    or not all(x.isalpha() for x in words[e:v]) \
                    or not all(x.isalpha() or x == "-" for x in words[v:pos]):
                continue
            w, head = words[v], v - 1
            if (w.endswith(("s", "ed")) and not w.endswith("ss") or _past_in(people.lemmas, w)) \
                    and (head in people.person_heads or head in people.person_starts
                         or words[head] not in people.known):
                return True
    return False


def _owned_verb_object(people: _People, end: int, start: int) -> bool:
    """Is the candidate at ``start`` the object of a finite verb (an ``-s``, ``-ed`` or irregular
    past form) right after one or two words owned from token ``end``, the last a person word or
    one the lexicon lacks ("your mentor pushes a hotfix to production", "Bea's lab partner
    spilled the reagent"; not "your stomach growls all through the staff meeting"), within
    ``_OWNED_OBJECT_REACH`` tokens of it, or an ``-ing`` term right after them ("your mentor
    triaging the new arrivals")? Design choice (who did what): the owned noun is that
    verb's subject, as before a finite term."""
    words = people.words
    if end < len(words) and words[end] in _OWNER_MARKS:
        end += 1  # "Ana's mentor"
    for v in (end + 1, end + 2):
        if v > start or not all(w.isalpha() for w in words[end:v]):
            return False
        if words[v - 1] in people.known and v - 1 not in people.person_starts:
            continue  # a thing the owner has ("your stomach growls", "your alarm goes off")
        w = words[v]
        if v == start:
            # the term itself, an -ing form right after the owned person ("beside you, your
            # mentor triaging the new arrivals"): theirs
            return w.endswith("ing")
        if start - v <= _OWNED_OBJECT_REACH and w.isalpha() and not w.endswith("ss") and (
                w.endswith(("s", "ed")) and w not in _BE_PRESENT and w not in _HAVE
                or _past_in(people.lemmas, w)):
            return True
    return False


def _owned_progressive(words: list[str], end: int, start: int) -> bool:
    """Is the candidate at ``start`` an ``-ing`` form or a state (``_STATE_WORDS``) after one owned
    noun (from ``end``) and "is" or "are" (one adverb allowed): "her date is already eating",
    "her date is asleep in the back"?
    Design choice (who did what): the owned noun is the progressive's subject, as before a
    finite verb; not "her day is spent eating" (a passive: "spent" is no ``-ing``)."""
    if words[end] in _OWNER_MARKS:
        end += 1  # "Ana's date is eating"
    return start - end in (2, 3) and words[end].isalpha() and words[end + 1] in _BE_PRESENT \
        and (words[start].endswith("ing") or words[start] in _STATE_WORDS) \
        and (start - end == 2 or words[end + 2] in _IT_ADVERBS
             or words[end + 2] in _PROGRESSIVE_ADVERBS or words[end + 2].endswith("ly"))


_BE_PRESENT = frozenset({"is", "are", "was", "were", "'s"})
_PROGRESSIVE_ADVERBS = frozenset({"already", "just", "also", "busy"})  # "is already eating"
# states after "is" that an owned noun is in, as it would be doing an -ing ("her date is asleep")
_STATE_WORDS = frozenset({"asleep", "drunk", "tipsy"})
_NOBODY_BUT = frozenset({"nobody", "none", "noone"})  # "nobody but Tom": Tom alone
_OVER_TERM = "over "  # the opening of the terms of a meal fronted with "over" ("over coffee")
_TOLD_OVER_REACH = 8  # tokens from a fronted meal's end to the one told ("..., a colleague tells")


def _told_over_a_meal(people: _People, in_sent: Any, end: int, q: Any) -> bool:
    """Is the observer, after a meal fronted with "over" that ends at token ``end``, the one told
    something (right after a form of "tell", within ``_TOLD_OVER_REACH`` tokens): "Over coffee,
    a colleague tells Zhen ..."? Not an owner ("tells Zhen's sister") nor someone quoted."""
    words = people.words
    return any(m.subject == "self" and not m.possessive and m.quoted == q
               and end < m.index <= end + _TOLD_OVER_REACH and words[m.index - 1] in _TELL_FORMS
               for m in in_sent)


_NOT_WORDS = frozenset({"not"})  # "It is Bao, not his brother, who ...": the one set aside


def _contrast_skipped(words: list[str], ends_at: Mapping[int, Any], j: int) -> int:
    """The token a relative "who" goes back to, when ``j`` (the token before it) ends a person set
    aside by ", not" ("It is Bao, not his brother, who finishes the juice"): the end of the one
    named before that comma; ``j`` otherwise."""
    if j not in ends_at:
        return j
    k = ends_at[j].index - 1
    while k > 0 and (words[k] in _OWNER_WORDS or words[k] in _ARTICLES):
        k -= 1  # back over "his", "the"
    if k > 1 and words[k] in _NOT_WORDS and words[k - 1] == "," and k - 2 in ends_at:
        return k - 2
    return j


def _bare_infinitive_doer(c: _Candidate, people: _People, seg: _Segments, quoted: Any
                          ) -> str | None:
    """The subject of the object pronoun right before candidate ``c`` when ``c`` is its own
    term (no object joined to it: "eat", "sip") in its bare form ("watched me eat", "made her
    drink"); None otherwise."""
    pos, words = c.span[0], people.words
    if words[pos - 1] not in _OBJECTIVE or " " in c.term or words[pos] != c.term \
            or words[pos].endswith(_NOT_BARE_ENDS):
        return None
    q = quoted(pos)
    return next((m.subject for m in people.by_sent.get(seg.sent_of[pos], ())
                 if m.index == pos - 1 and m.objective and m.quoted == q), None)


def _irregular_past_after(people: _People, start: int, verb: int) -> bool:
    """Is token ``verb`` an irregular past (:func:`_past_in`, not in ``-ed``: "threw up",
    "broke his wrist") after at most two words of a noun phrase from ``start`` ("a jogger
    threw up", "the android broke his wrist")? Design choice (who did what): an ailment that
    opens with such a verb is the predicate of the noun phrase before it, not the head of a
    subject ("the stomach bug has ..."); an ``-ed`` form may be an adjective ("the sprained
    ankle"), and counts only before a determiner or an owner ("a deckhand twisted an
    ankle")."""
    words = people.words
    w = words[verb]
    return 0 <= verb - start <= 2 and all(x.isalpha() for x in words[start:verb]) \
        and ((not w.endswith("ed") or verb + 1 < len(words)
              and words[verb + 1] in _OBJECT_DETERMINERS) and _past_in(people.lemmas, w)
             or _verb_before_object(people.lemmas, words, verb))


def _unknown_head(people: _People, start: int, span: tuple[int, int], verbal: bool,
                  in_sent: Any) -> bool:
    """Are the tokens from ``start`` to the candidate's finite verb (``span``: its token span;
    ``verbal``: it opens with such a verb) words the lexicon does not know, and does nobody
    but an owner stand inside the span: is the unknown word the head noun of a subject that
    the determiner before ``start`` opens, and the hurt its own ("The farmhand twists his
    ankle", "an envoy throws up")? ``in_sent`` are the sentence's mentions.

    Design choice (session 11, a who-did-what probe): an ailment after a determiner heads its
    subject ("the stomach bug has killed his appetite"), but a finite verb shows that the noun
    before it is the subject; an unknown noun there is most often someone (a job, a species,
    a role the lexicon lacks), so the hurt is theirs, not that of the observer of the sentence
    before. A person inside the span is the one hurt ("A hoof catches Xolani on the shin")."""
    pos, end = span
    if not verbal or pos < start:
        return False
    known = people.known
    if pos == start:
        # the subject's noun phrase ends right before the verb, its unknown head inside it
        # ("Meanwhile the android twists an ankle": a mention of article and noun, session 11)
        head = people.words[start - 1] if start else ""
        return head.isalpha() and head not in known and not any(
            pos < m.index < end and not m.possessive for m in in_sent)
    return all(w.isalpha() and w not in known for w in people.words[start:pos]) and not any(
        pos < m.index < end and not m.possessive for m in in_sent)


_SUBJECT_GAP = frozenset({"is", "are", "was", "were", "have", "has", "had", "been", "all",
                          "both", "still", "just"})


# (and right above or below: "two snowboarders collide just below you", "Tom nearly drowns in
# the river right below you": someone else's threat seen from close by)
_BESIDE = frozenset({"beside", "behind", "near", "opposite", "alongside", "of", "from",
                     "below", "above", "beneath"})
_NEXT_TO = frozenset({"next", "close", "near", "adjacent", "right"})


def _beside(words: list[str], i: int) -> bool:
    """Does a preposition of nearness ("next to", "beside", "in front of", "across from") end
    right before token ``i``? Whoever it governs is beside an event, not a party to it ("squares
    up to you" is no such preposition)."""
    w = words[i - 1]
    return w in _BESIDE or w == "to" and i > 1 and words[i - 2] in _NEXT_TO


_NEW_SUBJECT_BEFORE = frozenset({",", "and", "but", "so", "then", ";", "while"})
_SINGULAR_AUXILIARIES = frozenset({"is", "was", "has", "had", "does", "did", "will", "can",
                                   "'s", "just", "only", "still"})


def _tag_listener(words: list[str], in_sent: Collection[_Mention], i: int, end: int) -> bool:
    """Is the mention at token ``i`` the listener of a speech tag that follows what was said,
    a term ending at token ``end``: after the term, a comma, a subject (a subject pronoun or a
    person named) and a form of "tell" right before it ("..., she tells Selin", "..., Mia told
    you")?"""
    if i < 3 or words[i - 1] not in _TELL_FORMS:
        return False
    if words[i - 2] in _SUBJECT_FORMS:
        return i - 3 >= end and words[i - 3] == ","
    head = next((x for x in in_sent if x.end == i - 1 and x.what in ("person", "name")), None)
    return head is not None and head.index > end and words[head.index - 1] == ","


def _later_subject(words: list[str], m: _Mention, end: int,
                   lemmas: Mapping[str, tuple[str, ...]] | None = None) -> bool:
    """Is mention ``m``, after a term ending at token ``end``, the subject of a clause of its own:
    right after a comma or a coordinator and right before a finite verb in ``-s``/``-ed``, an
    irregular past the lexicon's ``lemmas`` know (:func:`_past_in`: "..., Mira said nothing",
    "..., Mira left") or an auxiliary ("..., Caio washed up", "... and Caio waits")?
    ``m.index >= end`` is assumed."""
    i, k = m.index, m.end
    if i <= end or m.possessive or k >= len(words) or words[i - 1] not in _NEW_SUBJECT_BEFORE:
        return False
    nxt = words[k]
    if words[i] in _PLAIN_SUBJECTS and m.subject == "self" and words[i - 1] != ",":
        # "... and you pay the bill": "you", "I" and "we" take a verb's plain form; a word
        # that cannot start a predicate ("and you too", "and you both") keeps them an object
        return nxt.isalpha() and nxt not in _NO_PREDICATE or nxt in _CONTRACTED_AUXILIARIES
    return nxt in _SINGULAR_AUXILIARIES or nxt.isalpha() and nxt.endswith(("s", "ed")) \
        and not nxt.endswith("ss") or lemmas is not None and _past_in(lemmas, nxt)


# subject pronouns that, after a comma past a shared term, open a later clause of their own
_LATER_CLAUSE_PRONOUNS = frozenset({"he", "she", "they", "we"})
_PLAIN_SUBJECTS = frozenset({"you", "i", "we"})  # subject pronouns before a verb's plain form
_CONTRACTED_AUXILIARIES = frozenset({"'re", "'m", "'ve", "'ll", "'d"})
# words after "and you" that start no predicate: "and you too", "and you both", "and you at the
# back", "and your sister" (no mention of "you" alone)
_NO_PREDICATE = frozenset({"too", "both", "all", "alone", "again", "as", "in", "at", "on", "with",
                           "and", "or", "for", "to", "from", "by", "of", "about", "there", "here",
                           "out", "off", "up", "down", "over", "now", "together", "each",
                           "included", "instead", "than", "who", "that", "two", "three",
                           "yourself", "myself", "ourselves", "guys", "lot", "people"})


# an article or an owner before a person noun ("the guests", "your husband")
_DETERMINED = _ARTICLES | POSSESSIVES
# words that open a term as a phrase, not as a verb ("over coffee", "during his run")
_PHRASE_OPENERS = frozenset({"over", "with", "on", "in", "at", "for", "during", "after",
                             "before", "from", "back", "halfway", "into", "by", "under", "to",
                             "out", "home", "a", "an", "the", "some"})


def _infinitive_of_other(words: list[str], c: _Candidate, in_sent: Any) -> bool:
    """Is the term a bare verb whose subject is someone else named right before it: after "for"
    and that person and "to" ("makes up the beds for the guests to sleep in", "clears the sofa
    for Ben to rest on"), or right after that person as an object ("lies awake listening to her
    husband snore", "lets the kids rest")? Design choice: the infinitive's or the small
    clause's subject is the person before it, not the clause's subject; a person joined by
    "and" ("Ben and I sleep") is no object."""
    start = c.span[0]
    first = c.term.split(" ", 1)[0]
    if start < 2 or words[start] != first or first in _PHRASE_OPENERS:
        return False  # a bare verb only ("sleep", not "sleeps", nor "over coffee")
    k = start - 1 if words[start - 1] == "to" else start
    m = next((m for m in in_sent if m.end == k and m.subject == "other" and not m.possessive
              and m.what in ("person", "name", "third")), None)
    if m is None and k == start:
        # past where they are ("listening to the man upstairs snore", "watches the kids in the
        # garden eat": who is heard or seen, design choice (who did what))
        m = next((m for m in in_sent if m.end < k and _past_where(words, m.end, k) == k
                  and m.subject == "other" and not m.possessive
                  and m.what in ("person", "name")), None)
    if m is None or m.index == 0:
        return False
    if k < start:  # "for the guests to sleep in": "for" opens the person's phrase
        return "for" in words[max(0, m.index - 3):m.index]  # ("for the old man to sleep")
    # an object of a verb ("listening to her husband snore", "lets the kids rest"), not of a
    # preposition ("late for the crew briefing": a noun)
    b = m.index - 1 if words[m.index - 1] not in _DETERMINED or m.index < 2 else m.index - 2
    return words[b] not in ("and", ",") and (words[b] == "to" or words[b] not in _PHRASE_OPENERS)


def _they_group_since_observer(people: _People, before: Any, they: _Mention) -> bool:
    """Is a plural "they" most likely a group of others named after the observer's latest
    mention and not joined to it by "and" ("Ana phones the twins. They start a fight": the
    twins; not "Ana and the twins walk home. They start a fight", nor "Ulla's son rings. They
    talk", one other person and the observer)? Design choice (who did what): a plural pronoun
    points back to the latest plural group it can stand for."""
    words = people.words
    last_self = None
    group = None
    acting = False  # the observer named as a subject, not only as an owner ("Ana's parents")
    for m in before:
        if m.index >= they.index or m.quoted:
            continue
        if m.subject == "self":
            last_self, group = m, None
            acting = acting or not m.possessive
        elif m.subject == "other" and m is not they and not m.possessive \
                and m.what in ("person", "group") and not m.plural \
                and _plural_mention(words, m) and last_self is not None and acting \
                and "and" not in words[last_self.end:m.index]:
            group = m
    if group is None and last_self is not None and acting:
        # a plural noun phrase with no person word, named after the observer as an object
        # ("Ana pulls the two drunks apart before they come to blows", "Ana separates the
        # touts. They start a fight"): no mention, but as plural a referent as "the twins"
        for j in range(last_self.end, they.index):
            w = words[j]
            if w == "and":
                break
            if w.isalpha() and w.endswith("s") and not w.endswith("ss") \
                    and (words[j - 1] in _ARTICLES or words[j - 1] in _NUMBER_WORDS):
                return True
    return group is not None


def _among_themselves(people: _People, c: _Candidate, in_sent: Any, cl: int) -> bool:
    """Is a shared term done by other people among themselves: a bare verb after a group heard
    or seen as its object ("listens to two teenagers gossip", "listens to the guests play
    cards"; not speech aimed at the listener, "listens to his grandfather describe the
    earthquake", nor one person's "listens to her friend chat"), or a term with "each other"
    or "one another" right after it or its object whose nearest subject before it is someone
    else ("while the guests tell each other jokes"; not "Ana and Ben tell each other jokes")?
    Design choice (who did what): talk overheard, or between others, is no company."""
    words, (start, end) = people.words, c.span
    after = words[end:end + 4]
    if any(a in _RECIPROCAL_OBJECTS and b == "other" or a == "one" and b == "another"
           for a, b in zip(after, after[1:], strict=False)):
        before = [m for m in in_sent if m.index < start and m.clause == cl]
        if before and before[-1].subject == "other" and not before[-1].possessive \
                and before[-1].what in ("person", "name", "thing") \
                and not any(m.subject == "self" and not m.possessive for m in before[-3:]):
            return True
    if "addressed" in c.flags or not _infinitive_of_other(words, c, in_sent):
        return False
    heard = next((m for m in in_sent if m.end <= start and m.subject == "other"
                  and not m.possessive and m.what in ("person", "name")
                  and (m.end == start or _past_where(words, m.end, start) == start)), None)
    if heard is None:
        return False
    # heard, not let or made ("lets the kids play"): "listening to" up to three words before
    # the heard noun ("listens to two teenagers", "to her two little sisters")
    to = next((k for k in range(heard.index - 1, max(heard.index - 5, 0), -1)
               if words[k] == "to"), 0)
    if not to or not words[to - 1].startswith(_LISTEN_STEM) \
            or not all(w.isalnum() for w in words[to + 1:heard.index]):
        return False
    span = words[heard.index:heard.end]
    last = span[-1]
    return "and" in span or last in _PLURAL_PEOPLE or last.endswith("s") \
        and not last.endswith("ss") and last.isalpha()


def _owner_just_before(words: list[str], c: _Candidate, in_sent: Any) -> bool:
    """Does a term that holds a third-person owner ("during his run", "back from her swim", "on
    his morning run") come right after someone else named by a person noun ("waves at a jogger
    during his run", "passes a man back from his run"), or by a name set off by a comma ("meets
    Ben, back from his run")? Then the owner is that person and the activity theirs, not the
    clause subject's (design choice: the possessive points back at the nearest person; a name
    right before it may be an object of another gender, "Ana calls Ben during her run", and is
    left to the subject rule)."""
    start, end = c.span
    if end - start < 2 or _THIRD_OWNERS.isdisjoint(words[start:end]):
        return False
    comma = start > 1 and words[start - 1] == ","
    before = start - 2 if comma else start - 1
    return before >= 0 and any(
        m.end == before + 1 and m.subject == "other" and not m.possessive
        and (m.what == "person" or comma and m.what == "name") for m in in_sent)


def _subject_gap(gap: list[str]) -> bool:
    """Can the tokens ``gap`` stand between a subject and its verb: up to two auxiliaries or
    adverbs ("are still chatting"), or one verb and "and" ("chat and laugh")?"""
    if len(gap) == 2 and gap[1] == "and" and gap[0].isalpha():
        return True
    return len(gap) <= 2 and all(g in _SUBJECT_GAP or g.endswith("ly") for g in gap)


# the link word a light verb may take before its object's article ("gets into a fight", "got in a
# scuffle"), design choice (who did what)
_LIGHT_OBJECT_LINKS = frozenset({"into", "in"})


def _light_object_gap(people: _People, x: _Mention, gap: list[str]) -> bool:
    """Are the tokens ``gap`` between someone named and a noun term a finite light verb and its
    object's article, with at most one link word and one modifier ("starts a", "picks a",
    "gets into a", "had a blazing", "start an" after a plural)? Design choice (who did what):
    "Ana waits - a farmer starts a fight": the one named right before the verb and its article
    starts the fight, as before a bare verb ("a farmer argues")."""
    if x.end == x.index + 1 and people.words[x.index] in _NUMBER_WORDS and len(gap) > 2 \
            and gap[0].isalpha() and gap[0].endswith("s"):
        gap = gap[1:]  # a counted group whose noun is no person word ("two regulars start a")
    if len(gap) >= 5 and gap[0] in _PLACE_PREPS and gap[1] in _OBJECT_DETERMINERS:
        # past a short place right after the person ("the man at the bar gets into a")
        return any(_light_object_gap(people, x, gap[k:]) for k in (3, 4))
    if not 2 <= len(gap) <= 4 or not gap[0].isalpha():
        return False
    verb = gap[0]
    if verb in _ARTICLES or verb in _COORD_BREAK or verb in _PRONOUNS or verb in _PLACE_PREPS \
            or verb in _LIGHT_OBJECT_LINKS or verb.endswith("ing"):
        return False
    if not (verb.endswith("s") and not verb.endswith("ss") or verb in _SUBJECT_GAP
            or _past_in(people.lemmas, verb) or _plural_mention(people.words, x)):
        return False
    rest = gap[1:]
    if rest and rest[0] in _LIGHT_OBJECT_LINKS:
        rest = rest[1:]
    if not rest or rest[0] not in _ARTICLES:
        return False
    return len(rest) == 1 or len(rest) == 2 and rest[1].isalpha()


_JOINED_MODIFIERS = 3  # words between "and" and a person noun: "and the old men", "the sea-sick"


def _joined_right_before(between: list[str], what: str) -> bool:
    """Do the words ``between`` the observer's mention and another mention end with a
    coordinator right before it: "and" before a name, a pronoun or a noun phrase's determiner
    ("and Tom", "and he", "and the blokes"), or "and" and a determiner with up to
    ``_JOINED_MODIFIERS`` modifier words before a person noun ("and the men", "and the old men",
    "and the sea-sick tourists")? Design choice (who did what): the modifiers hid the "and"."""
    if between[-1] in _COORD_BREAK:
        return what in ("name", "third", "thing")
    if what != "person":
        return False
    for j in range(len(between) - 2, max(-1, len(between) - 3 - _JOINED_MODIFIERS), -1):
        w = between[j]
        if w in _COORD_BREAK:
            return between[j + 1] in _ARTICLES or between[j + 1] in _PLURAL_DETERMINERS \
                or j + 2 == len(between)
        if not (w.isalpha() or w == "-"):
            return False
    return False


def _new_subject_between(people: _People, in_sent: Any, m: _Mention, pos: int,
                         reciprocal: bool = False) -> bool:
    """Is someone else named as the subject of the verb at ``pos`` after the observer's mention
    ``m`` in its clause: a person or noun phrase (not a name: "you make Sam laugh") that is no
    preposition's object, right before the verb or its auxiliaries? Design choice: "Nadia sweeps
    the porch as a group of neighbours chat": the chat is the neighbours'. A subject pronoun
    after "and" counts too ("You nod to the innkeeper and he brawls with a sailor"), unless the
    term is ``reciprocal``, answered back to the observer ("and he shouts back")."""
    if m.possessive:
        # "your mother phones": the observer's own person calls the observer; but a clause of
        # its own after the owned thing is someone else's ("a kid kicks Ana's seat and his dad
        # yells at him")
        return _clause_after_owned(people, in_sent, m, pos)
    words = people.words
    w = pos - 2 if "whom" in words[max(m.end, pos - 4):pos] else 0
    while w > m.end and w >= pos - 5 and words[w] != ",":
        if words[w] == "of" and words[w + 1] == "whom" and "," in words[m.end:w] and (
                w + 2 == pos or words[w + 2] in _SUBJECT_GAP):
            # design choice (round 31): "a family of six, the father of whom is already
            # arguing", "two men, one of whom argues": part of those just named is the subject
            return True
        w -= 1
    for x in in_sent:
        if x.index >= pos:
            break
        if x.index > m.index and x.what == "group" and x.subject == "other" \
                and _subject_gap(words[x.end:pos]) and words[m.end] not in _COORD_BREAK:
            return True  # "looks after the twins and the two of them are arguing" (round 28)
        if x.index > m.index and x.subject == "other" \
                and _spliced_subject(words, m, x, pos, in_sent):
            return True  # "Ana stood by the gate, Marco argued with the foreman"
        if x.index > m.index and x.clause == m.clause and x.subject == "other" \
                and not (x.possessive or x.governed or x.objective or x.quoted) \
                and x.what in ("person", "name") and _known_subject(people, m, x, pos):
            return True  # "Ana learns her colleague got into a fight": the colleague's
        if x.index > m.index and x.clause == m.clause and x.subject == "other" \
                and not (x.possessive or x.governed or x.objective or x.quoted) \
                and "," not in words[m.end:x.index]:
            between = words[m.end:x.index]  # empty right after m: "tells Corin she broke"
            if between and between[-1] in _CLAUSE_GOVERNORS:
                return True  # "Mira washes up after Milo argued with the landlord" (session 10)
            lead = between[:-1] if between and (between[-1] in _OWNER_WORDS
                                                or between[-1] in _ARTICLES) else between
            if lead and lead[-1] == "so" and x.end < pos and words[x.end] in _PURPOSE_MODALS:
                # design choice (who did what): "Ana babysits so Lena can go to a party": a
                # purpose clause's subject does what it is for, as after "so that"
                return True
            if between and between[-1] in _SUBJECT_TIME_OPENERS \
                    and _subject_gap(words[x.end:pos]):
                # design choice (who did what): "pulls the twins apart before they come to
                # blows", "waits until Kofi stops shouting": someone else right before the
                # verb of a time clause the observer's clause leads into is its subject
                return True
            if _COORD_BREAK.isdisjoint(between):
                if x.what in ("person", "thing") and (
                        _subject_gap(words[x.end:pos])
                        or (x.what == "person" or words[x.index] in _NUMBER_WORDS)
                        and _light_object_gap(people, x, words[x.end:pos])):
                    return True  # (not "Hedda and the keeper share", "You, your brother and")
            elif words[m.end].isalpha() and words[m.end] not in _COORD_BREAK \
                    and ((part := _partitive_them(words, x.index)) and len(between) > 2
                         and _joined_right_before(between[:-2], x.what)
                         or not part and _joined_right_before(between, x.what)) \
                    and (x.what in ("person", "thing", "name")
                         or x.what == "third" and (words[x.index] in _SUBJECT_PRONOUNS or part)
                         and not reciprocal) \
                    and (_subject_gap(_past_place(words[x.end:pos]))
                         or _aspect_gap(people, words[x.end:pos])
                         or (x.what in ("person", "name") or words[x.index] in _NUMBER_WORDS
                             or part)
                        and _light_object_gap(people, x, words[x.end:pos])):
                # design choice (round 31): "you fold your shirts and the man at the dryers
                # tells his mate", "and Tom chats with his mate": after the observer's own
                # verb, "and" and a noun phrase before a verb open a clause of its own (session
                # 13: so does a subject pronoun, "You nod to the innkeeper and he brawls")
                return True
    return False


def _last_sentence_subject(words: list[str], persons: list[_Mention], m: _Mention, gender: str,
                           handing: frozenset[str]) -> _Mention | None:
    """The subject of the sentence before pronoun ``m`` when someone else of ``gender`` (or of
    no known gender) opened it, by name or person word, and the observer was named in it only
    after that subject, not as an owner, with no handing verb (``handing``) in the sentence;
    else None (see the design choice at the caller: "Lena joins Ana at the rail. She throws
    up": Lena)."""
    prev = [p for p in persons if p.sent == m.sent - 1]
    if not prev:
        return None
    k = 0
    while k + 1 < len(prev) and prev[k].what == "thing" and prev[k].end == prev[k + 1].index:
        k += 1  # a determiner read as a thing ("The nurse visits Ana")
    first = prev[k]
    start = prev[0].index
    if start and words[start - 1] in _ARTICLES:
        start -= 1  # "The nurse visits Ana"
    if first.subject != "other" or first.what not in ("name", "person") or first.possessive \
            or first.governed or first.gender not in ("", gender) \
            or (start and words[start - 1] not in _SENT_MARKS):
        return None
    if not any(p.subject == "self" and p.what in ("name", "self") and not p.possessive
               for p in prev[k + 1:]):
        return None
    end = m.index
    if not handing.isdisjoint(words[start:end]):
        return None
    return first


def _object_after_attack(people: _People, seg: _Segments, c: _Candidate) -> _Mention | None:
    """The one hurt by an attack whose term ends in its finite verb ("dog bite" read on "Ana's
    dog bites the postman", "a dog bit Kofi"): the person named right after the term (after an
    article at most), or None. Design choice (who did what): the object of the bite is who is
    hurt, not the owner of the animal that bites ("Kofi's dog bites Ana" is Ana's)."""
    start, end = c.span
    words = people.words
    verb = words[end - 1]
    if end - start < 2 or end >= len(words) or not (
            verb.endswith("s") and not verb.endswith("ss") or _past_in(people.lemmas, verb)):
        return None
    if not any(b != verb for b in people.lemmas.get(verb, ())):
        return None  # no verb form ("a dog bite", the noun)
    at = end + 1 if words[end] in _ARTICLES else end
    in_sent = people.by_sent.get(seg.sent_of[start], ())
    victim = next((m for m in in_sent if m.index == at
                   and m.what in ("name", "person", "self", "third") and not m.quoted), None)
    if victim is not None and victim.possessive:
        # "bit Petra's husband on the hand": the person owned is bitten; "bites Ana's hand"
        # hurts the owner
        owned = next((m for m in in_sent if victim.end <= m.index <= victim.end + 1
                      and m.what == "person"), None)
        return owned or victim
    return victim


# the verbs of a causative ("has the roof repaired", "got her bike fixed"), design choice
_CAUSATIVE_VERBS = frozenset({"have", "has", "had", "having", "get", "gets", "got", "getting",
                              "gotten"})
_CAUSATIVE_OBJECT_WORDS = 4  # words of the thing had done ("her old red bike", "the boat's hull")


def _causative_participle(people: _People, start: int) -> bool:
    """Is the term at token ``start`` a past participle after a causative's verb and its
    object ("has the roof repaired", "had her bike repaired at the shop", "gets the fence
    mended"): a form of "have" or "get", then a noun phrase opened by an article or an owner
    word (up to ``_CAUSATIVE_OBJECT_WORDS`` words), then the participle? Design choice (who did
    what): what one has done is done by someone else ("has repaired the roof", with no object
    between, is the subject's own)."""
    words = people.words
    w = words[start]
    if not (w.endswith("ed") or _past_in(people.lemmas, w)):
        return False
    k = start - 1
    while k > 0 and start - k <= _CAUSATIVE_OBJECT_WORDS \
            and (words[k].isalpha() or words[k] == "'s") \
            and words[k] not in _CAUSATIVE_VERBS and words[k] not in _COORD_BREAK:
        k -= 1
    if start - k < 3 or words[k] not in _CAUSATIVE_VERBS:
        return False  # (a noun before the participle: "has a stuffed-up nose" is an ailment)
    return (words[k + 1] in _ARTICLES or words[k + 1] in _OWNER_WORDS) \
        and words[start - 1] not in _ARTICLES and words[start - 1] not in _OWNER_WORDS


def _kept_from_doer(people: _People, seg: _Segments, start: int) -> _Mention | None:
    """The one kept from doing the -ing term at token ``start`` after "from" ("stops the boys
    from fighting", "keeps Kofi from eating", "trying to stop two of them from fighting"):
    the person named right before "from", or None. Design choice (who did what): whoever is
    stopped is the would-be doer, not the one who stops them."""
    words = people.words
    if not words[start].endswith("ing"):
        return None
    return next((m for m in people.by_sent.get(seg.sent_of[start], ())
                 if m.end == start - 1 and not m.possessive
                 and m.what in ("name", "person", "third", "self")), None)


# the modals of a purpose clause after "so" ("so Lena can go", "so the kids could sleep")
_PURPOSE_MODALS = frozenset({"can", "could", "will", "would", "may", "might"})


def _partitive_them(words: list[str], i: int) -> bool:
    """Is token ``i`` the "them" of a partitive subject ("two of them", "some of them")?"""
    return words[i] == "them" and i > 1 and words[i - 1] == "of" and words[i - 2] in _PARTITIVES


def _aspect_gap(people: _People, gap: list[str]) -> bool:
    """Can the tokens ``gap`` stand between a subject and its verb as an aspect verb with up to
    one auxiliary or adverb and an optional "to" ("start", "are starting", "begin to", "kept")?
    An aspect verb is one of the lexicon's auxiliaries (``subjects.auxiliary``: "starts",
    "keep") or a form of one ("started", "kept"). Design choice (who did what): "Ana walks the
    dogs and they start fighting", "and two of them begin to argue": the new subject's, as
    "and they fight" is."""
    if gap and gap[-1] == "to":
        gap = gap[:-1]
    if not 1 <= len(gap) <= 2:
        return False
    aux = people.auxiliaries
    verb = gap[-1]
    if not (verb in aux or not aux.isdisjoint(people.lemmas.get(verb, ()))):
        return False
    return all(g in _SUBJECT_GAP or g.endswith("ly") for g in gap[:-1])


def _clause_after_owned(people: _People, in_sent: Any, m: _Mention, pos: int) -> bool:
    """Does a coordinated clause of its own open after the noun the observer's name owns
    (possessive mention ``m``, "Ana's seat"), with someone else as its subject right before the
    verb at ``pos``: the owned noun (up to three words), "and"/"but", then a person, a name or a
    noun phrase (after someone else's owner word) and at most two auxiliaries or adverbs?
    Design choice (who did what): "a kid kicks Ana's seat and his dad yells at him", "Kofi
    takes Ana's seat and his wife shouts at him": the new subject's, whoever the observer
    owns."""
    words = people.words
    if m.what != "name" or m.end >= len(words) or words[m.end] != "'s":
        return False  # (the observer's own "her beer" after their name: they act, "Ana drinks
        # her beer and the landlord shouts at her" reaches them)
    k = m.end + 1
    stop = min(pos, k + 4)
    while k < stop and words[k].isalpha() and words[k] not in _COORD_BREAK:
        k += 1
    if k >= pos or words[k] not in _OWNED_CLAUSE_LINKS:
        return False
    for x in in_sent:
        if x.index <= k:
            continue
        if x.index >= pos:
            return False
        if x.subject != "other":
            return False  # the observer's own again: "and her dad yells at him"
        if x.possessive and x.what == "third":
            continue  # someone else's owner word: "his dad"
        return not (x.governed or x.objective or x.quoted or x.possessive) \
            and x.what in ("person", "name", "thing") and _subject_gap(words[x.end:pos])
    return False


# the coordinators after an owned noun that open a clause of its own
_OWNED_CLAUSE_LINKS = frozenset({"and", "but"})


_SPLICE_VERB_GAP = 2  # words between a spliced subject and a companion term ("Marco sat with")


def _state_after_object(people: _People, seg: _Segments, c: _Candidate) -> bool:
    """Does a state term with no verb of its own follow a comma right after someone else named
    as the clause's object, past a place ("Ana tucks in her son, already fast asleep", "checks
    on the patient in bed 4, sleeping peacefully at last"), with at most two adverbs between?
    Design choice (who did what): a sleep said of the one just named while the subject acts on
    them is theirs; the subject cannot tuck someone in asleep."""
    words, start = people.words, c.span[0]
    k = start - 1
    while k > 0 and start - k <= _STATE_ADVERBS and words[k] != "," \
            and (words[k] in _STATE_ADVERB_WORDS or words[k].endswith("ly")):
        k -= 1
    if k < 2 or words[k] != ",":
        return False
    cl = seg.clause_of[k - 1]
    subject_first = None
    for m in people.by_sent.get(seg.sent_of[start], ()):
        if m.index >= k:
            break
        if seg.clause_of[m.index] != cl or m.possessive:
            continue
        if subject_first is None:
            subject_first = m
            continue
        if m.subject == "other" and m.what in ("person", "name") \
                and _place_tail(words[m.end:k]) \
                and subject_first.subject == "self" \
                and _COMPANY_MARKS.isdisjoint(words[subject_first.end:m.index]):
            # (not someone the subject is with or talks to: "Mira talks to Milo, dozing off in
            # the armchair" is Mira's dozing)
            return True
    return False


def _place_tail(tail: list[str]) -> bool:
    """Are the words ``tail`` after someone named nothing, or a short place ("in bed 4", "by
    the window")?"""
    return not tail or tail[0] in _PLACE_PREPOSITIONS and len(tail) <= _PLACE_PHRASE_REACH \
        and all(w.isalnum() for w in tail)


def _known_subject(people: _People, m: _Mention, x: _Mention, pos: int) -> bool:
    """Is ``x`` the subject of a clause the observer ``m`` knows or learns, with no "that":
    right after the observer's verb (and a particle or a determiner), before a past or finite
    verb of its own, the term within ``_KNOWN_CLAUSE_REACH`` tokens ("Ana learns her colleague
    got into a fight", "finds out Tom was in a fight")? Design choice (who did what): what
    someone else did, learnt of, is theirs; not a bare verb ("makes Sam laugh")."""
    words = people.words
    between = words[m.end:x.index]
    if not between or len(between) > 3 or not between[0].endswith(("s", "ed")) \
            or not all(w.isalpha() for w in between) \
            or len(between) > 1 and not all(w in _KNOWN_GAP for w in between[1:]):
        return False
    if x.end > pos or x.end >= len(words) or pos - x.end > _KNOWN_CLAUSE_REACH \
            or "," in words[x.end:pos]:
        return False
    v = words[x.end]
    return v in _FINITE_LINKS or v.endswith("ed") or _past_in(people.lemmas, v)


def _spliced_subject(words: list[str], m: _Mention, x: _Mention, pos: int, in_sent: Any) -> bool:
    """Does the other person or name ``x`` open a clause of its own after a comma that follows
    the observer's mention ``m`` with something of theirs before it, right before the verb at
    ``pos`` (up to two auxiliaries or adverbs between)? The observer's part before the comma is
    a predicate of their own ("Ana stood by the gate, Marco argued with the foreman") or a
    fronted phrase that governs them ("According to Ana, the cook chatted with the crew").

    Design choice (who did what, comma splices): in long log lines a comma often joins two
    clauses with two subjects; the shared term after the second subject is that subject's, not
    the observer's. Not a list or an apposition ("Ana, Marco and Lena argued", "Ana, Marco
    argued with you": the observer right before the comma has no predicate of their own), nor
    an object or an owner after the comma ("..., her brother's friend argued"), nor when a
    pronoun after the verb may point back at the observer ("..., Marco argued with her")."""
    if x.possessive or x.governed or x.objective or x.quoted or x.what not in (
            "person", "name", "thing") or x.end > pos:
        return False
    gap = words[x.end:pos]
    if not _subject_gap(gap) and not (len(gap) <= _SPLICE_VERB_GAP and all(
            g.isalpha() and g not in _COORD_BREAK for g in gap)):
        return False  # (a verb of the subject's before a companion: "Marco sat with the guide")
    k = x.index - 1
    if k > m.end and words[k] in _ARTICLES:
        k -= 1  # "..., the cook chatted"
    if k <= m.end - 1 or words[k] != "," or "," in words[m.end:k]:
        return False
    if any(y.index > x.index and y.what in ("third", "self") for y in in_sent):
        return False  # "Ana walked in, Marco hugged her": the observer may be the partner
    if m.governed:
        return k == m.end  # "According to Ana, Marco argued"
    return not m.possessive and k - m.end >= 1 and words[m.end].isalpha() \
        and words[m.end] not in _COORD_BREAK  # the observer's own predicate before the comma


def _colon_subject_between(people: _People, in_sent: Any, m: _Mention, pos: int) -> bool:
    """Does a colon between the observer's mention ``m`` and the verb at ``pos`` open a clause
    whose subject is someone else, named within three tokens after it (no possessive, no
    preposition's or object pronoun)? Design choice (session 9): "Bruno makes his round at two:
    the clowns are playing cards and drinking in their caravan, the horses are quiet" lists
    what others are doing; the observer before the colon is no party to it (r49-088)."""
    words = people.words
    if ":" not in words[m.end:pos]:
        return False
    colon = pos - 1
    while words[colon] != ":":
        colon -= 1
    if colon + 1 < pos and words[colon + 1][:1].isdigit():
        colon += 1  # a log line's time after the colon: "Ana's log: 14:00 the doctor chatted"
    return any(colon < x.index <= colon + 3 and x.index < pos and x.subject == "other"
               and not (x.possessive or x.governed or x.objective) for x in in_sent)


_DEFINITE = frozenset({"the", "this", "that"})


def _same_occasion(people: _People, seg: _Segments, c: _Candidate, prior: tuple[int, str]
                   ) -> bool:
    """Does the shared term ``c`` after a definite article ("the argument") point back at the
    latest actual event of its kind, ``prior`` = (sentence, subject), in its sentence or the one
    before: someone else's, with no observer as a subject (no possessive, no preposition's or
    object pronoun) in ``c``'s clause before it? Design choice (session 9): "behind a family of
    six, the father of whom is already arguing with the crew member, and you don't say a word,
    though the argument holds all of you up" (r49-044): the argument is the father's, and
    holding the observer up makes them no party to it; "you join the argument" still does, and
    so does a term with parties of its own ("the argument with my boss") or one that turns to
    the observer ("the conversation turns to you": a participant's object)."""
    if prior[1] != "other":
        return False
    pos, end, cl = c.span[0], c.span[1], seg.clause_of[c.span[0]]
    words = people.words
    if end < len(words) and words[end] in _OWN_PARTIES:
        return False
    return not any(m.subject == "self" and m.clause == cl and (
        m.governed and m.party if m.index >= end
        else m.index < pos and not (m.possessive or m.governed or m.objective))
        for m in people.by_sent.get(seg.sent_of[pos], ()))


_OWN_PARTIES = frozenset({"with", "between", "against", "among"})


_PLACE_PREPS = frozenset({"at", "by", "in", "on", "near", "behind", "beside", "from"})


def _past_place(gap: list[str]) -> list[str]:
    """``gap`` without a place phrase that opens it ("at the dryers is" -> "is")."""
    if len(gap) >= 3 and gap[0] in _PLACE_PREPS and gap[1] in _OBJECT_DETERMINERS:
        k = 2
        while k < len(gap) and k < 5 and gap[k].isalpha() and gap[k] not in _SUBJECT_GAP:
            k += 1
        return gap[k:] if k > 2 else gap
    return gap


def _other_subject_before(in_sent: Any, cl: int, pos: int) -> bool:
    """Does clause ``cl`` name someone else as a subject before token ``pos``: a person, a name
    or a pronoun (not "the dinner"), no possessive, no preposition's or object pronoun?"""
    return any(x.clause == cl and x.index < pos and x.subject == "other"
               and x.what in ("person", "name", "third")
               and not (x.possessive or x.governed or x.objective or x.quoted) for x in in_sent)


def _group_subject_before(people: _People, in_sent: Any, cl: int, pos: int) -> bool:
    """Does clause ``cl`` open, before token ``pos``, with a noun phrase whose plural head the
    lexicon lacks ("the touts", "two touts": people :func:`_mentions` found before their verb),
    no possessive, no preposition's? Design choice (who did what): such a group is the
    subject, as a person word is; a known head ("the dinner", "a board game") is a thing."""
    words, known = people.words, people.known
    return any(x.clause == cl and x.index < pos and x.subject == "other" and x.what == "thing"
               and not (x.possessive or x.governed or x.quoted)
               and words[x.end - 1] not in known and words[x.end - 1].endswith("s")
               for x in in_sent)


def _said_that(people: _People, in_sent: Any, c: _Candidate, limit: int) -> bool:
    """Is there a complementizer "that" between the end of ``c``'s term and token ``limit``:
    right after the verb ("says that") or after its listener ("tells Mira that", "told her
    that"), not a relative "that" after a noun ("a joke that makes you smile")?"""
    words = people.words
    end = c.span[1]
    for k in range(end, min(limit, end + 4)):
        if words[k] == "that":
            return k == end and c.verbal or any(x.end == k for x in in_sent)
    return False


def _relative_between(people: _People, in_sent: Any, m: _Mention, pos: int,
                      seg: _Segments) -> bool:
    """Is token ``pos`` inside a relative clause about someone else, after the observer's
    ungoverned mention ``m``? Then it is that person's doing ("I held the door for the chaplain,
    who was telling a joke to the porter": the chaplain tells it). The clause is a ``who`` that
    means someone else, after a comma and up to the next one, or without a comma only its first
    verb (``who tells``, ``who is chatting``): in "the woman who dented his car talk it over"
    the main clause goes on. A participant's object ("sat with the chaplain, who ...") still
    shares it."""
    if m.governed:
        return False
    words = people.words
    for x in in_sent:
        if m.index < x.index < pos and x.relative and x.subject == "other" and (
                pos - x.index <= 3 or words[x.index - 1] == ","
                and seg.comma(x.index) == seg.comma(pos)
                or _relative_goes_on(people, in_sent, x, pos)):
            return True
    return False


_RELATIVE_AND_REACH = 8  # tokens from a "who" to a second verb of its clause after "and"


def _relative_goes_on(people: _People, in_sent: Any, x: _Mention, pos: int) -> bool:
    """Is the verb at ``pos`` a second verb of the relative clause opened by ``x`` ("who"): right
    after "and", within ``_RELATIVE_AND_REACH`` tokens, no comma and no new subject between, in
    the tense of the clause's first verb ("serves the man who shouts at her and storms out",
    "who shouted at his boss and stormed out")? Design choice (who did what): not "who helped
    her and chats", a change of tense that goes back to the main clause."""
    words = people.words
    first = x.index + 1
    if pos - x.index > _RELATIVE_AND_REACH or first >= pos - 1 or words[pos - 1] != "and" \
            or "," in words[x.index:pos] or not words[first].isalpha():
        return False
    if any(x.index < y.index < pos and not (y.governed or y.objective or y.possessive)
           for y in in_sent):
        return False
    if not _THIRD_OBJECTS.isdisjoint(words[pos + 1:pos + 5]):
        # "meets the woman who owns the cafe and argues with her": "her" cannot be the woman
        # herself, so the main clause goes on
        return False
    a, b = words[first], words[pos]
    if a.endswith("s") and b.endswith("s"):
        return not a.endswith("ss") and not b.endswith("ss")
    return _past_in(people.lemmas, a) and _past_in(people.lemmas, b)


def _passive_agent(people: _People, words: list[str], seg: _Segments, c: _Candidate) -> str:
    """For a passive with its agent ("the pie is eaten by his guests", "was drunk by Sam"):
    whoever follows ``by`` in the clause; "" when not passive or no agent is named."""
    a = c.span[0]
    verb = words[a]
    aux = a - 1 if a and not words[a - 1].endswith("ly") else a - 2  # "is quickly eaten"
    if aux < 0 or words[aux] not in _PASSIVE_AUX or not verb.endswith(_PARTICIPLE_ENDS):
        return ""
    cl = seg.clause_of[a]
    for k in range(c.span[1], min(len(words), c.span[1] + 8)):
        if seg.clause_of[k] != cl:
            break
        if words[k] == "by":
            for m in people.by_sent.get(seg.sent_of[a], ()):
                if m.index > k and m.clause == cl and not m.possessive:
                    return m.subject
            return "other"
    return ""  # no agent named: "is stretched out" may be a state, judged as usual


def _visit_to_a_place(people: _People, words: list[str], end: int) -> bool:
    """Does a visit or a call name where it goes right after it, a place and no person ("pays
    a visit to the ward", "rings in to the radio show")? Design choice (who did what): then it
    is to that place, not to the observer whose sister pays it ("Ana's sister pays a visit to
    the ward"); "Gael's sister calls from Lisbon" names no goal and stays a call to him."""
    k = end + 1 if end < len(words) and words[end] in ("in", "over", "round") else end
    if k + 1 >= len(words) or words[k] not in _GOAL_MARKS \
            or words[k + 1] not in _OBJECT_DETERMINERS:
        return False
    return not any(m.index > k and m.index <= k + 4 and m.subject == "self" for m in people.all)


def _and_verb_clause(words: list[str], seg: _Segments, pos: int) -> bool:
    """Does the clause of token ``pos`` open with "and" or "then" and a verb of its own before
    it, naming no subject ("..., grey with ash, and collapse onto the cushions with their eyes
    shut", ", and sits down with his feet up")? Design choice (who did what): a phrase in it
    with no verb of its own describes that verb's subject, as the verb itself would."""
    cl = seg.clause_of[pos]
    k = pos
    while k > 0 and seg.clause_of[k - 1] == cl:
        k -= 1
    while k < pos and words[k] in _PART_ENDS:
        k += 1
    if k < pos and words[k] in _AND_THEN:
        k += 1  # (the "and" may end the clause before, as a breaker does)
    elif not (k > 0 and words[k - 1] in _AND_THEN):
        return False
    if k < pos and words[k] == "then":
        k += 1
    return k < pos and words[k].isalpha() and words[k] not in _NOUN_MARKERS \
        and words[k] not in _PRONOUNS and words[k] not in _CLAUSE_WORDS


def _plural_mention(words: list[str], m: _Mention) -> bool:
    """Does mention ``m`` name more than one person: "they", a plural noun ("her sons"), or
    the last of people joined by "and" ("her husband and son")? Then a bare verb after "and"
    ("... and lie back") is finite, theirs."""
    last = words[m.end - 1]
    return m.plural or last.endswith("s") and not last.endswith("ss") and m.what == "person" \
        or last in _PLURAL_PEOPLE or m.index > 1 and words[m.index - 1] == "and"


def _owner_fits(words: list[str], span: tuple[int, int], m: _Mention) -> bool:
    """Does a term, or the two words before it, name an owner pronoun ("with his eyes shut",
    "his feet up") that may stand for mention ``m``: not "his" for a woman, "her" for a man,
    nor "their" for one person named? A term with no owner pronoun fits no one."""
    owner = next((w for w in words[max(0, span[0] - 2):span[1]] if w in _THIRD_OWNERS), "")
    if not owner:
        return False
    if owner == "their":
        return _plural_mention(words, m)
    return m.gender != ("f" if owner == "his" else "m")


def _passive_patient(people: _People, words: list[str], c: _Candidate) -> str:
    """For a passive of a term's own verb whose subject is the observer, right before its
    auxiliary ("Jae is carried out of the exam hall on a stretcher", "Ana is taught to swim"):
    "other", the work is done to the observer by someone else; "" otherwise. Design choice
    (who did what): the one a job is done to does not do it."""
    a = c.span[0]
    if a < 2 or not words[a].endswith(_PARTICIPLE_ENDS) \
            or c.term.split(" ", 1)[0] not in people.lemmas.get(words[a], ()):
        return ""  # the term's own verb ("carried" of "carry out"), not a noun ("job")
    aux = a - 1 if not words[a - 1].endswith("ly") else a - 2  # "is quickly carried"
    if aux < 1 or words[aux] not in _PATIENT_AUX:
        return ""
    return "other" if any(m.end == aux and m.subject == "self" and not m.possessive
                          for m in people.all) else ""


def _body_owner(people: _People, words: list[str], seg: _Segments, c: _Candidate,
                items: list[_Item], hurt: set[str]) -> str:
    """The owner named inside an injury ("cut his finger") or right after it ("the gash on
    Rowan's forearm", "a cut on your hand"); "" when there is none. An owner after the
    ailment owns it only through a body part (an object of one of ``hurt``) within
    ``_PART_OWNER_REACH`` words: "has flu in Tom's tent" is the sufferer's, in Tom's place."""
    start, end = c.span
    if start > 1 and words[start - 1] == "'s":
        # design choice (round 33): "on Mr Ochieng's burned forearm", "the man's sprained
        # ankle": an owner right before the wound suffers it
        for m in people.by_sent.get(seg.sent_of[start], ()):
            if m.end == start - 1 and m.possessive and m.subject == "other":
                return "other"
    k = start - 2 if start > 2 and words[start - 1] in _OBJECT_DETERMINERS else start - 1
    if k > 0 and words[k] == "with":
        # design choice (round 33): "the old woman with the cough", "a boy with a sprained
        # wrist": an ailment after "with" right after a person is that person's
        for m in people.by_sent.get(seg.sent_of[start], ()):
            if m.end == k and m.what in ("person", "name") and not m.possessive:
                return m.subject
            if m.end < k and k - m.end <= _WITH_PARTICIPLE_REACH and m.subject == "other" \
                    and m.what in ("person", "name") and not m.possessive \
                    and words[m.end].endswith("ing") \
                    and all(w.isalnum() for w in words[m.end:k]):
                # design choice (who did what): past a participle phrase ("the cyclist lying
                # in the road with a broken collarbone"), the one it describes has it
                return "other"
    if end - start > 2 and not _NEAR_SELF.isdisjoint(words[start + 1:end - 1]):
        return "self"  # "this cold has knocked you flat": the one a term of the ailment's
        # effect holds as its object is the sufferer, whatever thing heads the clause
    if end - start > 2:
        # someone else owning the body part inside a verb and its object: "my neighbour
        # trimmed his hedge and then cut his finger" is his (a pronoun that points at the
        # observer is less sure than the clause's subject, so it decides nothing; the
        # observer's own word or name does: "the chain has crushed Aldric's hand")
        for m in people.by_sent.get(seg.sent_of[start], ()):
            if start < m.index < end - 1 and m.possessive:
                if m.subject == "other":
                    return "other"
                if m.what in ("self", "name"):
                    return "self"  # "the chain has crushed Aldric's hand": the observer's
    if c.verbal and end < len(words) and words[end - 1] not in _OBSTACLE_PREPOSITIONS \
            and words[end - 1] != "by":  # "is kicked by a horse": the one after "by" did it
        # design choice (round 33): "the wasp that stings the cousin on the ear", "a dog bites
        # him": the person a wounding verb takes as its object is the one hurt (not after a
        # preposition that ends the term: "tripped over the dog" names what tripped them)
        at = end + 1 if words[end] in _ARTICLES else end
        for m in people.by_sent.get(seg.sent_of[start], ()):
            if m.index == at and not m.possessive and m.what != "thing" and not (
                    m.what == "person" and m.end < len(words) and words[m.end] == "'s"):
                if words[m.index] == "her" and m.end < len(words) \
                        and words[m.end] == "back":
                    return ""  # "Ana hurts her back", "strains her back": her own back, as
                    # "cuts her finger" (the adverb reading, "pulls her back", moves someone)
                return m.subject
            if m.index > at:
                break
    if end + 2 < len(words) and words[end + 1] == "of" and (
            words[end] in _OUT_OF or words[end].isalpha() and words[end - 1].endswith("ed")):
        end += 1  # "a splinter out of the apprentice's thumb", "the sprained wrist of a hiker"
    if end + 1 >= len(words) or words[end] not in ("on", "in", "to", "of", "from"):
        return ""
    cl = seg.clause_of[c.span[0]]
    if words[end] == "of":
        # design choice (who did what): "splints the leg of a hiker who fell": the body part
        # of someone else named after "of" is theirs
        at = end + 2 if words[end + 1] in _OBJECT_DETERMINERS else end + 1
        for m in people.by_sent.get(seg.sent_of[start], ()):
            if at <= m.index <= at + 2 and m.clause == cl and not m.possessive \
                    and m.subject == "other" and m.what in ("person", "name") \
                    and all(w.isalpha() for w in words[at:m.index]):
                return "other"  # (past an adjective: "of an old man")
    # "the gash on Rowan's forearm", and past an article: "a wound on a man's scalp"
    at = end + 2 if words[end + 1] in _ARTICLES else end + 1
    for m in people.by_sent.get(seg.sent_of[c.span[0]], ()):
        if m.index == at and m.clause == cl and m.possessive:
            if not any(_part_at(items, t, hurt) for t in range(
                    m.end + 1 if m.end < len(words) and words[m.end] == "'s" else m.end,
                    min(len(words), m.end + 1 + _PART_OWNER_REACH))):
                break  # "has sunstroke in the nurse's tent": a place of theirs, no body
            if m.end + 1 < len(words) and words[m.end + 1] == "'s" and any(
                    o.index == m.end and o.what in ("person", "name")
                    for o in people.by_sent.get(seg.sent_of[start], ())):
                return "other"  # design choice: "the gash on your neighbour's collie",
                # "a cut on my sister's hand": the last owner in the chain is hurt
            return m.subject
    if words[end + 1] in ("a", "an"):  # "a gash in a private's scalp", "on an old man's
        for k in range(at, min(at + 3, len(words) - 1)):  # hand": an indefinite somebody is
            if not words[k].isalpha():  # someone else
                break
            if words[k + 1] == "'s":
                return "other"
    return ""


# the way a wound runs or a thing goes in, before the body part it is on ("a gash across
# Tendai's forearm", "a cut down his cheek", "the dog's teeth sink into her calf")
_WOUND_PATHS = frozenset({"across", "into", "along", "down", "through", "over", "up", "under"})
# a person struck and the preposition before the part struck ("catches Xolani on the shin")
_STRUCK_ON = frozenset({"on", "in", "across"})
_PART_OWNER_REACH = 2  # words from an owner's "'s" to its body part ("Ana's left forearm")
_PART_OWNER_WORDS = _OWNER_WORDS - {"her"}  # an owner word right before a hurt ("my cut knees")


def _part_owner(people: _People, words: list[str], seg: _Segments, items: list[_Item],
                c: _Candidate) -> str:
    """The owner of a body part that a hurt ``c`` is on, when :func:`_body_owner` found none:
    the part after one of :data:`_WOUND_PATHS` right after the term, or that the term ends
    with ("opening a gash across Tendai's forearm", "the dog's teeth sink into Ana's calf"),
    or in or right after the term with its owner right before it ("picks the gravel out of
    Yuki's grazed palms"); ``"other"`` for a part of someone named with an article ("a gash
    across a man's forearm"); "" when there is none. Design choice: the one whose body it is
    is hurt, whoever did it (a thing, an animal or someone else)."""
    start, end = c.span
    hurt = (c.kind,)
    sent = people.by_sent.get(seg.sent_of[start], ())
    if start > 1 and any(_part_at(items, t, hurt) for t in range(start + 1,
                                                                 min(end + 1, len(words)))):
        for m in sent:
            if m.possessive and m.what in ("self", "name", "third", "person") \
                    and (m.end == start - 1 and words[m.end] == "'s"
                         or m.end == start and words[m.index] in _PART_OWNER_WORDS):
                return m.subject  # (not "her", an object as often: "the woman beside her")
    # design choice: the one struck "on the" or "in the" part between the verb and its part
    # is the one hurt, whoever struck ("a hoof catches Xolani on the shin", "a hailstone hits
    # Ana on the head", "the horse kicks him in the stomach")
    for m in sent:
        if start < m.index and m.end + 1 < end and not m.possessive \
                and m.what in _NEAR_PARTIES and words[m.end] in _STRUCK_ON \
                and words[m.end + 1] in _ARTICLES:
            return m.subject
    if words[end - 1] in _WOUND_PATHS:
        at = end
    elif end < len(words) and words[end] in _WOUND_PATHS:
        at = end + 1
    else:
        return ""
    if at < len(words) and words[at] in _ARTICLES:
        # "a cut across a man's hand", "down the boy's cheek": someone else's
        return "other" if "'s" in words[at + 1:at + 1 + _PART_OWNER_REACH + 1] else ""
    cl = seg.clause_of[start]
    for m in sent:
        if m.index != at or not m.possessive or m.clause != cl:
            continue
        k = m.end + 1 if m.end < len(words) and words[m.end] == "'s" else m.end
        if any(_part_at(items, t, hurt) for t in range(k, min(k + _PART_OWNER_REACH + 1,
                                                               len(words)))):
            return m.subject
    return ""


_WITH_PARTICIPLE_REACH = 6  # words of a participle phrase between someone and "with"
_OUT_OF = frozenset({"out"})  # "out of" before an owner of a hurt ("out of his thumb")
_THEIR_PRONOUNS = frozenset({"him", "his", "her", "them", "their"})
# the last word of a hurt's phrase before what the subject fell over or struck ("trip over",
# "slip on", "crash into"): the person or animal after it is the obstacle, not the one hurt
_OBSTACLE_PREPOSITIONS = frozenset({"over", "on", "into", "off", "against", "onto", "across",
                                    "down", "from"})
_PRONOUN_REACH = 7  # words after a situation to a pronoun of the one it happens to


_MARGIN_OPENER = "by"  # a miss told by its margin: "by inches", "by a whisker"
_MARGIN_HEAD = 3  # words an owner owns up to the margin ("Ana's old red car by inches")


def _margin_owner(spec: KindSpec, people: _People, seg: _Segments, c: _Candidate,
                  quoted: bool) -> str:
    """For a threat told by its margin (a term opening with "by": "by inches", "by a
    whisker") right after something an owner named in its clause has: the owner's subject when
    that is a thing they sit in, push or hold (``spec.occupied``: "misses Obinna's trolley by
    inches", "missed her chair by a hair's breadth") or a part of their body (``spec.bodies``:
    "missed Tom's head by inches"); ``"other"`` for any other thing of theirs, which was
    missed while they were elsewhere ("misses her parked car by a whisker"); else ``""``.
    Design choice: the near miss is whoever was at the thing it nearly hit."""
    start = c.span[0]
    words = people.words
    if words[start] != _MARGIN_OPENER or start < 2:
        return ""
    cl = seg.clause_of[start]
    for m in reversed(people.by_sent.get(seg.sent_of[start], ())):
        if m.index >= start or m.clause != cl or m.quoted != quoted:
            continue
        k = m.end + 1 if m.end < start and words[m.end] == "'s" else m.end
        if not m.possessive or k >= start or start - k > _MARGIN_HEAD \
                or not all(w.isalpha() for w in words[k:start]):
            return ""
        head = words[start - 1]
        if head in spec.occupied or head in spec.bodies:
            return m.subject
        return "other"
    return ""


def _threat_target(lexicon: Lexicon, spec: KindSpec, people: _People, seg: _Segments,
                   c: _Candidate, quoted: bool, caps: frozenset[int]) -> str:
    """``"other"`` when the threat ``c`` goes for someone else, named right after it, ``"self"``
    when its phrase names the observer as its target ("a dog nearly hits you": the dog before
    it is no subject that takes it); else ``""``.

    The target is the first mention after the candidate's span in its clause, at most
    ``spec.target_reach`` tokens after it, with only words between (none of
    ``spec.target_stops``, no punctuation) and no "and" right before it (a new subject: "the
    storm rages and Tom hides"): "a lorry nearly hits Tom", "a car swerves towards Tom", "the
    van mounts the kerb and misses Tom by inches", "a stray rock almost hits her brother". A
    person's owned body or seat is its owner's; a person owned is someone else. Not when the
    observer is named in the clause before the threat (their own threat is judged by
    :func:`_situation_subject`) or is the target ("... nearly hits you"): ``""`` leaves it to
    that function. A capitalised word (token index in ``caps``) that no mention names, right
    after one of ``spec.target_directed`` and before the sentence's end or one of
    ``spec.target_name_followers``, is a named target too ("a dog lunges at Tom": a name after
    a place word is no mention, as it may be a town). Design choice: the experiencer of a
    threat is its target, not the reader of the text.
    """
    start, end = c.span
    words = people.words
    if _names_observer(lexicon, words, c.span):
        return "self"
    cl = seg.clause_of[start]
    target = None
    for m in people.by_sent.get(seg.sent_of[start], ()):
        if m.clause != cl or m.quoted != quoted:
            continue
        if m.index < start:
            if m.subject == "self":
                return ""  # "you swerve and nearly hit Tom": the observer's own clause
            continue
        if m.index >= end and m.what != "thing":
            target = m
            break
    at = target.index if target is not None else -1
    if at < 0 or at - end > spec.target_reach:
        # a name after "at" or "towards", which no mention holds
        at = next((k for k in range(max(end, 1), min(end + spec.target_reach + 1, len(words)))
                   if k in caps and words[k - 1] in spec.target_directed
                   and seg.clause_of[k] == cl), -1)
        if at < 0 or at + 1 < len(words) and words[at + 1].isalpha() \
                and words[at + 1] not in spec.target_name_followers:
            return ""
        target = None
    elif target.subject == "self" and target.possessive \
            and _owned_head(people, target, len(words)):
        return "other"  # "lightning strikes Mira's brother": the person owned, not the owner
    elif target.subject == "self" and target.possessive and end < at \
            and words[at - 1] in spec.target_directed \
            and all(w.isalpha() and w not in spec.target_stops for w in words[end:at]):
        if _doer_at_owned_place(spec, people, seg, c, quoted):
            return "other"
        return "self"  # "a drunk driver swerves across the road towards Mira's car": hers
    elif target.subject == "self" or target.what == "name" and target.end in caps:
        return ""  # (a name before another capital may be a place: "will hit Kestrel Station")
    gap = words[end:at]
    if gap and gap[-1] == "and" or any(not w.isalpha() or w in spec.target_stops for w in gap):
        return ""
    if target is not None and target.what == "person" and (
            not gap or _OBJECT_DETERMINERS.isdisjoint(gap)
            and _PLURAL_DETERMINERS.isdisjoint(gap)):
        return ""  # "the runaway horse cart thunders past": the threat's own head, no target
        # ("crashes into the old man", "nearly hits two hikers": a determiner opens the target)
    if target is None:
        return "other"
    if target.possessive and not _owned_head(people, target, len(words)):
        return target.subject  # "almost hits Tom's head": the owner's body
    return "other"


_OWNED_HEAD_REACH = 3  # words after an owner's mark to the thing it owns ("Ana's old red car")


def _doer_at_owned_place(spec: KindSpec, people: _People, seg: _Segments, c: _Candidate,
                         quoted: bool) -> bool:
    """Does someone else, the subject of the threat ``c``'s clause before it, do it at or
    into a place or a thing of the observer's that is no seat and no body (``"Kofi crashes at
    Ana's place"``, ``"Tom skids into Ana's fence"``, ``"Kofi crashed at your flat"``): the
    first mention after it in its clause, within ``spec.target_reach`` words, is the observer's
    possessive right after one of ``spec.target_directed``, words only between? Design choice
    (who did what): it is done where the observer need not be, the doer's own; what the
    observer sits in or their body keeps it theirs ("Kofi swerves towards Ana's car")."""
    start, end = c.span
    words = people.words
    if not c.verbal:
        return False  # "Kofi starts a fire at Ana's flat": a thing that burns there
    cl = seg.clause_of[start]
    doer = False
    for m in people.by_sent.get(seg.sent_of[start], ()):
        if m.clause != cl or m.quoted != quoted:
            continue
        if m.index < start:
            if m.subject == "self":
                return False
            if m.what in _BYSTANDER_SUBJECTS and not (m.possessive or m.governed
                                                      or m.objective):
                doer = True
            continue
        if m.index < end or m.what == "thing":
            continue
        at = m.index
        return doer and m.subject == "self" and m.possessive and end < at \
            and at - end <= spec.target_reach and words[at - 1] in spec.target_directed \
            and all(w.isalpha() and w not in spec.target_stops for w in words[end:at]) \
            and not _owned_seat_or_body(spec, words, m)
    if not doer:
        return False
    # the observer's owner word inside a cue's phrase, which no mention holds ("at your flat")
    for at in range(end + 1, min(len(words), end + spec.target_reach + 1)):
        if not words[at - 1].isalpha() or words[at - 1] in spec.target_stops:
            return False
        if words[at] in _OBSERVERS_OWN and words[at - 1] in spec.target_directed:
            k = at + 1
            return not any(w in spec.occupied or w in spec.bodies
                           for w in words[k:k + _OWNED_HEAD_REACH])
    return False


def _owned_seat_or_body(spec: KindSpec, words: list[str], m: _Mention) -> bool:
    """Is what the possessive mention ``m`` owns, within ``_OWNED_HEAD_REACH`` words after it,
    a thing its owner sits in or pushes (``spec.occupied``: a car, a chair, a pram) or a part
    of their body (``spec.bodies``)?"""
    k = m.end + 1 if m.end < len(words) and words[m.end] == "'s" else m.end
    for w in words[k:k + _OWNED_HEAD_REACH]:
        if w in spec.occupied or w in spec.bodies:
            return True
        if not w.isalpha():
            break
    return False


def _person_moved(people: _People, words: list[str], at: int) -> bool:
    """Does a person named with no owner's mark, not "her" (which may own the part), end
    right before token ``at`` ("pull your grandchildren back", "pulls Tom back")? Design
    choice: a part's word right after a person the verb takes is an adverb of the move."""
    k = bisect_left(people.indices, at) - 1
    if k < 0:
        return False
    m = people.all[k]
    return m.end == at and not m.possessive and words[m.index] != "her" \
        and m.what in ("name", "person", "third", "group", "self")


def _object_placed(spec: KindSpec, words: list[str], end: int, ostart: int) -> bool:
    """Is the object at ``ostart`` one of ``spec.placed_parts`` with one of
    ``spec.object_stops`` between it and the verb ending at ``end`` ("there is a crack above
    her head", "the ice cracks beneath his feet")? Design choice: a preposition of place before
    the head or the feet tells where a thing is, not what the verb strikes ("a cut above the
    eye" is a wound's place, and stays)."""
    return words[ostart] in spec.placed_parts \
        and not spec.object_stops.isdisjoint(words[end:ostart])


def _placed_observer(spec: KindSpec, people: _People, seg: _Segments, c: _Candidate,
                     quoted: bool) -> str:
    """``"self"`` when the first person named after the threat ``c`` in its sentence right
    after one of ``spec.target_placers`` is the observer ("a rig swings loose above the crowd,
    with Magnus standing right beneath it", "petrol bombs are thrown at the police line where
    Ana is standing"); ``"other"`` when that observer is the subject of one of
    ``spec.target_watchers`` there or in a clause right after the thing it strikes, words only
    between ("the wave swamps the boat Ana is watching from the pier", "..., with Ana watching
    from the quay"); else ``""`` (also when the observer is named before it in its clause,
    which the other rules judge); ``"other"`` when someone else is the one placed there.
    Design choice: the observer placed where a threat strikes is in it, whoever else it goes
    for; one who watches it strike is a witness, and someone else placed there is in it."""
    start, end = c.span
    words = people.words
    cl = seg.clause_of[start]
    for m in people.by_sent.get(seg.sent_of[start], ()):
        if m.quoted != quoted or m.index < end and not (m.index < start and m.clause == cl):
            continue
        if m.index < start:
            if m.subject == "self" and not m.possessive:
                return ""
            continue
        prev = words[m.index - 1]
        if m.subject != "self" or m.possessive:
            if prev in spec.target_placers or m.possessive and words[m.index - 2:m.index - 1] \
                    and words[m.index - 2] in spec.target_placers:
                return "other"  # "... where Ana's brother is standing": someone else's
            if m.what in ("name", "third") or prev in _ONE_PERSON:
                return ""  # one person struck ("ploughs into a cyclist, with Ana beside him"):
                # the observer beside them is judged as a bystander or a near miss
            continue  # the group or the place it strikes ("above the crowd", "the police line")
        k = m.end
        while k < len(words) and (words[k] in _BE_FORMS or words[k] in _PLACED_FILLERS):
            k += 1
        watching = k < len(words) and words[k] in spec.target_watchers
        if prev in spec.target_placers:
            return "other" if watching else "self"
        if watching and m.index - end <= _WATCHED_REACH \
                and all(w.isalpha() and w not in _WATCHED_STOPS for w in words[end:m.index]):
            return "other"
        return ""
    return ""


_ONE_PERSON = frozenset({"a", "an", "one"})  # a determiner of one person struck
_PLACED_FILLERS = frozenset({"'s", "'re", "'m", "just", "still", "right", "busy", "now"})
_WATCHED_REACH = 6  # the threat's end to the watcher: "swamps the boat Ana is watching"
# a conjunction or a verb's word before the watcher starts a clause of its own ("the wave
# swamps the boat and Ana watches"): not the clause that tells what the threat strikes
_WATCHED_STOPS = frozenset({"and", "but", "or", "so", "then", "as", "while", "when"})


def _time_clause_host(people: _People, seg: _Segments, pos: int, quoted: bool) -> str:
    """The subject (``"self"`` or ``"other"``) of the clause right before the threat's own, when
    the threat's clause names no one and opens with a time word (``_TIME_CLAUSE_OPENERS``:
    "Tomas is stuck on the ledge as the blizzard hits", "her brother is out in the boat when
    the gale blows up"); else ``""``. Design choice: weather that comes while someone is
    somewhere is told as what happens to them; the observer named in a later clause of their
    own ("while Mira waits at the hut") was elsewhere."""
    clause_of, words = seg.clause_of, people.words
    cl = clause_of[pos]
    k = pos
    while k > 0 and clause_of[k - 1] == cl:
        k -= 1
    if not k or seg.sent_of[k - 1] != seg.sent_of[pos] or not (
            words[k] in _TIME_CLAUSE_OPENERS or words[k - 1] in _TIME_CLAUSE_OPENERS):
        return ""  # (the opener may close the clause before: "Tom is cooking when | the ...")
    prev = clause_of[k - 1]
    in_prev = [m for m in people.by_sent.get(seg.sent_of[pos], ())
               if m.clause == prev and m.quoted == quoted and m.index < k]
    if any(m.subject == "self" and not m.possessive for m in in_prev):
        return ""  # "Asel's family, Asel with them, shelter in the basement while ...": hers too
    return next((m.subject for m in in_prev if m.what in ("person", "name", "third", "self")
                 and not (m.possessive or m.governed or m.objective)), "")


_TIME_CLAUSE_OPENERS = frozenset({"as", "when", "while", "until", "before", "once"})


def _participle_victim(people: _People, seg: _Segments, pos: int, quoted: bool) -> str:
    """``"other"`` when the threat at token ``pos`` ends a participle phrase that describes
    someone else named right before the participle, an object in the observer's clause ("Mira
    swims out to a boy caught in the rip current", "throws a rope to two hikers stuck in the
    floodwater", "runs towards an old man surrounded by the flames"); else ``""``. The
    participle (an "-ed" form or an irregular past) comes right after the mention, and the
    threat at most ``_PARTICIPLE_REACH`` words after it with only words between. Design
    choice: the one the phrase describes is the one in the threat; the observer acts on them
    from where they are."""
    words = people.words
    cl = seg.clause_of[pos]
    observer_before = False
    for m in people.by_sent.get(seg.sent_of[pos], ()):
        if m.index >= pos:
            break
        if m.clause != cl or m.quoted != quoted:
            continue
        if m.subject == "self" and not m.possessive:
            observer_before = True
            continue
        v = m.end
        if observer_before and m.subject == "other" and m.what in ("person", "name") \
                and not m.possessive and v < pos and pos - v <= _PARTICIPLE_REACH \
                and (words[v].endswith("ed") or _past_in(people.lemmas, words[v])) \
                and all(w.isalpha() for w in words[v:pos]):
            return "other"
    return ""


_PARTICIPLE_REACH = 6  # a participle to its threat: "stranded on the ledge in the storm"


def _person_smokes(people: _People, seg: _Segments, pos: int) -> bool:
    """Is a tame threat's verb form at token ``pos`` ("smoking", "smokes": ``benign.tame``) done
    by a person: the latest mention before it in its clause a person, a name or a pronoun
    that is its subject (no owner, no object: "Mira's toaster is smoking" stays a threat),
    and no article right before it ("a smoking engine")? Design choice: a person who smokes
    smokes tobacco; a machine, a roof or a pan that smokes is on fire."""
    words = people.words
    if pos and words[pos - 1] in _ARTICLES:
        return False
    cl = seg.clause_of[pos]
    latest = None
    for m in people.by_sent.get(seg.sent_of[pos], ()):
        if m.index >= pos:
            break
        if m.clause == cl:
            latest = m
    if latest is None or latest.what not in _BYSTANDER_SUBJECTS | {"self"} \
            or latest.possessive or latest.governed or latest.objective:
        return False
    # a noun phrase between that no preposition governs is the smoker ("sees that the roof
    # is smoking"); "sits on a fish box smoking" is still the sitter
    return not any(words[k] in _ARTICLES and words[k - 1] not in _SMOKER_PLACES
                   for k in range(latest.end, pos))


_SMOKER_PLACES = frozenset({"at", "by", "in", "on", "near", "behind", "beside", "outside",
                            "inside", "under", "against", "over", "across", "from", "of"})


def _owned_clause_subject(words: list[str], owner: _Mention, pos: int) -> bool:
    """Is what ``owner`` (someone else's possessive, before the threat at ``pos``) owns the
    subject of a clause of its own: right after a clause opener (``_OWNED_OPENERS``: "that",
    a colon, "when", "as") or the sentence's start, and followed by a verb within two words
    ("Mira hears that her sister's boat is buried by the avalanche", "Mira gets a call: her
    cousin's house catches fire")? Design choice: the observer named before it heard or saw
    it; the place in danger is the owner's ("Mira sails her sister's boat into the squall"
    keeps it the sailor's: the boat is her verb's object)."""
    start = owner.index
    if start and words[start - 1] in POSSESSIVES:
        start -= 1  # "her sister's", "his cousin's"
    if start and words[start - 1] not in _OWNED_OPENERS:
        return False
    k = owner.end + 1 if owner.end < len(words) and words[owner.end] == "'s" else owner.end
    for v in range(k + 1, min(k + 3, pos + 1)):
        w = words[v]
        if not w.isalpha():
            return False
        if w in _PASSIVE_AUX or w in _PASSIVE_ADVERBS or w.endswith("ed") \
                or w.endswith("s") and not w.endswith("ss"):
            return True
    return False


_OWNED_OPENERS = frozenset({"that", ":", "when", "as", "while", "because", "after", "before",
                            "until", "if", "whether", ",", ";", "and", "but"})


def _read_for_own_task(words: list[str], ci: int, start: int) -> bool:
    """Is the work term at token ``start`` the purpose of the report cue at ``ci`` (a reading,
    a novel, a film; the caller leaves out speech): "for" and an owner word ("her", "his",
    "my") at most ``_READ_PURPOSE_GAP`` tokens before the term, after the cue, with only words
    between ("is reading 'Hunger' by Knut Hamsun for her English coursework", "watches a
    documentary for his history essay")? Design choice: reading done for one's own study task
    is that task; "reads about the coursework deadline" has no purpose "for"."""
    for f in range(start - 2, max(ci, start - 2 - _READ_PURPOSE_GAP), -1):
        if words[f] == "for" and words[f + 1] in _OWNER_WORDS:
            return all(w.isalnum() or w in ("'", "-") for w in words[f:start])
    return False


_READ_PURPOSE_GAP = 3  # words between "for her" and the study term ("for her English coursework")


def _told_in_work(words: list[str], seg: _Segments, pos: int, works: frozenset[str]) -> bool:
    """Is the threat at token ``pos`` in a relative clause that tells what a work shows: one of
    ``works`` (``danger.near_miss.captive``: a film, a thriller, a novel, a game) and then a
    relative word (``_WORK_RELATIVES``) before it in its sentence, at most ``_WORK_REACH``
    tokens back ("watches a thriller in which a whole city is evacuated", "describes the
    disaster film he saw at the weekend, where a tsunami swallows a whole city")?

    Design choice: a relative clause after a work is its plot, told like the work, even past a
    comma or a local word ("a city is evacuated" in a film is no order to the viewer)."""
    s = seg.sent_of[pos]
    rel = False
    for k in range(pos - 1, max(-1, pos - 1 - _WORK_REACH), -1):
        if seg.sent_of[k] != s:
            return False
        w = words[k]
        if w in _WORK_RELATIVES:
            rel = True
        elif rel and w in works:
            return True
    return False


_WORK_RELATIVES = frozenset({"where", "which", "whose"})  # "in which", ", where" after a work
_WORK_REACH = 16  # tokens back from a threat to the work a relative clause describes


def _plural_subject_right_before(people: _People, m: _Mention, pos: int) -> bool:
    """Is mention ``m`` a determiner and unknown words ending in a plural head right before the
    situation at ``pos``, or one ``-ly`` adverb before it ("two of the glaciologists nearly fall
    off the scaffold", "the night-shift blokes fall through the ice")? Design choice (who did
    what): a plural noun phrase the lexicon lacks, found as the subject of an action
    (:func:`_mentions`), names the people a situation happens to, as before a passive's
    auxiliary (:func:`_unknown_passive_subject`)."""
    words = people.words
    if m.subject != "other" or m.end - m.index < 2 or m.end > pos:
        return False
    head = words[m.end - 1]
    if not head.isalpha() or head in people.known or not _plural_head(head, frozenset()):
        return False
    return m.end == pos or m.end + 1 == pos and words[m.end].endswith("ly")


def _unknown_passive_subject(people: _People, m: _Mention, pos: int) -> bool:
    """Is the noun phrase of mention ``m`` (a determiner, then up to three words) headed by a
    word the lexicon does not know, right before a passive's auxiliary and at most
    ``_PASSIVE_GAP`` tokens before the situation at ``pos`` ("the android is nearly hit by a
    bus", "a courier was almost run over")?

    Design choice (who did what): a situation happens to the observer unless someone else is
    named as its subject, and a noun phrase of unknown words before an auxiliary names someone
    else (:func:`_mentions`): the one it happens to, not a thing ("the storm is"). So does
    an unknown word owned by a possessive, the subject of a passive with its agent ("her guide
    is nearly hit by a car", "Mira's sherpa was buried by the avalanche"): the one owned, not
    its owner."""
    if m.subject != "other" and not m.possessive or m.index >= pos:
        return False
    words, known = people.words, people.known
    k = m.end + 1 if m.possessive and m.end < len(words) and words[m.end] == "'s" else m.end
    if m.possessive and (k >= pos or not words[k].isalpha() or words[k] in known):
        return False  # an owner's head must be a word the lexicon does not know ("her guide")
    while k < pos and k - m.end < 3 and words[k].isalpha() and words[k] not in known:
        k += 1
    head = words[k - 1]
    if m.possessive:
        if m.what in ("self", "group"):
            return False  # "your", "my", "our": the observer's things far more than people
        # an owned subject of a passive, its participle after one adverb at most ("her guide
        # gets caught in the rip current", "is almost crushed by a falling tree"); a copula
        # is none ("Quinn's toaster is on fire": hers)
        if not (k < pos and head.isalpha() and head not in known
                and words[k] in _PASSIVE_AUX and pos - k <= _OWNED_SUBJECT_GAP
                and all(w.isalpha() for w in words[k:pos])):
            return False
        at = k + 2 if words[k + 1] in _PASSIVE_ADVERBS else k + 1
        if at >= len(words):
            return False
        v = words[at]
        # the threat's own first word after the auxiliary is its participle ("is hit", "is
        # nearly hit"), unless it is a preposition ("is on fire"); its agent follows ("by a
        # car"): "your cellar is flooded with water" is a place's state, and "Mara's sleeve is
        # caught in the machinery" (an unknown word for a thing) hers
        return (v.endswith("ed") or _past_in(people.lemmas, v)
                or pos <= at <= pos + 1 and v not in _PLACE_PREPS) \
            and at + 1 < len(words) and words[at + 1] in _PASSIVE_BY
    return k < pos and head.isalpha() and head not in known and words[k] in _PASSIVE_AUX \
        and pos - k <= _PASSIVE_GAP and all(w.isalpha() for w in words[k:pos])


_PASSIVE_GAP = 3  # tokens from a passive's auxiliary to the situation: "is nearly hit"
_OWNED_SUBJECT_GAP = 5  # from an owned subject's auxiliary: "is almost crushed by a falling tree"
_PASSIVE_BY = frozenset({"by"})  # "is hit by a car" ("Mara's sleeve is caught in the machinery")
_PASSIVE_ADVERBS = frozenset({"nearly", "almost", "just", "badly", "narrowly"})


def _bystander_threat(people: _People, seg: _Segments, c: _Candidate, quoted: bool) -> str:
    """``"other"`` when someone else is the subject of the threat ``c``'s clause before it and
    the observer is named after it only after a preposition of nearness (:func:`_beside`:
    "Tomas nearly drowns in the river right in front of Ana", "the cook is threatened with a
    knife next to you"): a bystander to the subject's threat, as to a row ("argues with the
    landlord next to Caio"); else ``""``. Design choice: "at", "on" or "with" the observer
    keep them a party ("a man swings a bottle at Ana"), and a thing that falls beside them is
    a near miss of theirs (:func:`_near_misses`). Not when the observer is named before it in
    the clause, nor as a possessive's owner ("beside Ana's chair")."""
    start, end = c.span
    cl = seg.clause_of[start]
    words = people.words
    subject = None
    by = 0
    for m in people.by_sent.get(seg.sent_of[start], ()):
        if m.clause != cl or m.quoted != quoted:
            continue
        if m.index < start:
            if m.subject == "self" and not (m.possessive and _owned_head(people, m, start)):
                return ""  # ("Ana's neighbour nearly drowns": the neighbour's clause)
            if subject is None and m.subject == "other" and m.what in _BYSTANDER_SUBJECTS \
                    and not (m.possessive or m.governed or m.objective):
                subject = m
        elif m.index >= end and m.subject == "self":
            if subject is None or m.possessive or not _beside(words, m.index):
                return ""
            by += 1
    return "other" if by else ""


_BYSTANDER_SUBJECTS = frozenset({"person", "name", "third"})  # a threat's subject: someone


def _situation_subject(people: _People, seg: _Segments, pos: int, quoted: bool) -> str:
    """A situation (a fire, a storm, a skid) is the observer's unless its clause names someone
    else as the one it happens to, before it, and not the observer: "a cyclist skids", "the girl
    who delivers the paper slips on the ice" are theirs; "a van misses you" is yours."""
    cl = seg.clause_of[pos]
    nearest = None
    mine = False  # the observer is named before it
    owner = None  # someone else who owns the place
    own = None  # the observer's own thing, named before it
    words = people.words
    if "whose" in words[max(0, pos - 5):pos]:
        # design choice (round 33): "talking a caller, whose house was flooding, up the
        # stairs": the place a "whose" clause names is its antecedent's, the observer's only
        # when the antecedent names them ("Ezekiel, whose house is on fire")
        w = pos - 1
        while words[w] != "whose":
            w -= 1
        a = w - 2 if w > 1 and words[w - 1] == "," else w - 1
        if a >= 0 and words[a].isalpha():
            return next((m.subject for m in people.by_sent.get(seg.sent_of[pos], ())
                         if m.end - 1 == a and not m.possessive), "other")
    for m in people.by_sent.get(seg.sent_of[pos], ()):
        if m.clause != cl or m.quoted != quoted:
            continue
        if m.index < pos and 0 < m.inner_until <= pos:
            continue  # design choice (who did what): inside a relative clause that ended
            # before it ("The kid Ana is babysitting nearly drowns"): not the one it befalls
        if m.subject == "self" and not m.possessive:
            if m.index > pos:
                if "where" in words[pos:m.index]:
                    # design choice: "a man with a shotgun bursts into the shop where Ana
                    # works": the place where the observer is, works or lives is theirs (as it
                    # is someone else's below)
                    return "self"
                nxt = words[m.end] if m.end < len(words) else ""
                if nxt == ":":
                    continue  # "[19:03] Ana: oh no!!": a speaker's label opens their turn
                if (m.what == "name" or words[m.index] in _SUBJECT_FORMS) and nxt.isalpha() and (
                        nxt.endswith(("s", "ed")) and not nxt.endswith("ss")
                        or _past_in(people.lemmas, nxt)):
                    continue  # "..., Bo hears on the news": the subject of another verb
                    # (or a past: "As the porter was nearly run over, Mira hummed")
                if words[m.index] in _PLAIN_SUBJECTS and _later_subject(words, m, pos):
                    # "Tomas's house is on fire and you call the fire brigade": the subject
                    # of a verb of their own, not what the threat goes for
                    continue
                return "self"  # "a van misses you": what it threatens
            mine = True
            if not (m.governed or m.objective):
                nearest = m
        elif m.index < pos and not (m.governed or m.objective) and (
                not m.possessive and (m.what in ("person", "name", "third", "self")
                                      or m.what == "thing"
                                      and (_unknown_passive_subject(people, m, pos)
                                           or _plural_subject_right_before(people, m, pos)))
                or m.possessive and _unknown_passive_subject(people, m, pos)):
            # ("self": a first person who is someone else, in their chat turn: "Tomas: I was
            # in a car crash")
            nearest = m
        elif m.index > pos and m.subject == "other" and not m.possessive \
                and "where" in words[pos:m.index]:
            # design choice: "a storm is flooding the village where Ana's parents live": the
            # place where others live is theirs
            return "other"
        elif m.possessive and m.subject == "other" and m.what in ("person", "name") \
                and (m.index > pos or nearest is None and not m.governed
                     or _owned_clause_subject(words, m, pos)) \
                and m.end + 1 < len(words) and words[m.end + 1] not in _OBJECT_DETERMINERS:
            # design choice: the last owner of a chain owns the place ("is approaching his
            # sister's village", "Rui's brother's house is flooding"): someone else's
            owner = m
        if m.possessive and m.subject == "self" and m.what in ("name", "self") \
                and m.index < pos and nearest is not m and not _owned_head(people, m, pos):
            own = m  # "Tevita's trawler", "your boat": a thing of the observer's
    if own is not None and nearest is not None and nearest.index < own.index \
            and nearest.subject == "other" and owner is None \
            and _owned_clause_subject(words, own, pos):
        # design choice: "Seawater is pouring into the wheelhouse and Tevita's trawler is
        # listing hard": the observer's own thing, the subject of a clause of its own after
        # another subject, is theirs (not an object: "the girl who delivers Ilse's newspaper
        # skids")
        return "self"
    if owner is not None and (owner.index > pos or not mine
                              or _owned_clause_subject(words, owner, pos)):
        return "other"
    if nearest is None and not mine and pos > 1 and words[pos - 1] in _BUT_WORDS \
            and words[pos - 2].isalpha():
        # design choice (round 33): "its driver climbs out shaky but unhurt": a predicate
        # joined to another one by "but" has no subject of its own; it is the state of the
        # clause's subject before it
        nearest = next((m for m in reversed(people.by_sent.get(seg.sent_of[pos], ()))
                        if m.index < pos and m.quoted == quoted and not (
                            m.possessive or m.governed or m.objective)
                        and m.what in ("person", "name", "third", "self")), None)
    if nearest is None and not mine and not _THEIR_PRONOUNS.isdisjoint(
            words[pos + 1:pos + 1 + _PRONOUN_REACH]):
        # design choice (s10): "Tom is cycling when a car drifts into his lane": a third
        # person's pronoun right after it is the one it happens to, the sentence's latest
        # person before it (the observer's name makes it theirs)
        ref = next((m for m in reversed(people.by_sent.get(seg.sent_of[pos], ()))
                    if m.index < pos and m.quoted == quoted and m.what in ("person", "name")
                    and not (m.possessive or m.governed or m.objective)), None)
        if ref is not None:
            return ref.subject
    if nearest is None and not mine and owner is None and own is None:
        host = _time_clause_host(people, seg, pos, quoted)
        if host:
            return host  # "Tomas is stuck on the ledge as the blizzard hits": his
    if nearest is not None and (nearest.subject == "other" or nearest.possessive):
        # design choice: "Ana hears that her cousin, who lives in Lima, was injured in a
        # crash": the clause's latest subject before it is the one it happens to, even with
        # the observer named earlier in the clause (an owner there stands for the unknown
        # word it owns: "her guide is nearly hit", :func:`_unknown_passive_subject`)
        return "other"
    return "self" if mine or nearest is None else "other"


def _observer_included_after(people: _People, seg: _Segments, end: int) -> bool:
    """Is the observer added to the doers after a comma later in the sentence of a term
    ending at token ``end``: ", including Ana", ", you included", ", Ana included" (the
    observer's own word or name, not an owner: "including Ana's brother")? Design choice (who
    did what): the group before the term takes the observer in."""
    words = people.words
    n = len(words)
    for m in people.by_sent.get(seg.sent_of[end - 1], ()):
        if m.index < end or m.subject != "self" or m.possessive or m.quoted \
                or m.what not in ("self", "name"):
            continue
        if m.index > 1 and words[m.index - 1] == "including" and words[m.index - 2] == ",":
            return True
        if m.index > 0 and words[m.index - 1] == "," and m.end < n \
                and words[m.end] in _INCLUDED:
            return True
    return False


def _owned_head(people: _People, m: _Mention, limit: int) -> bool:
    """Does the possessive mention ``m`` own a person named right after it, before token
    ``limit``: after its ``'s`` and up to two numbers or adjectives (``Mo's colleague``, ``his two
    teenage nephews``), also through another owner (``your sister's friend``)?"""
    words, heads = people.words, people.person_heads
    k = m.end + 1 if m.end < len(words) and words[m.end] == "'s" else m.end
    j, last = k, min(limit, k + 3)
    while j < last:
        if j in heads:
            return True
        w = words[j]
        if w == "'s" and j > k:  # an owner's owner: "your sister's friend", "his boss's kids"
            last = min(limit, j + 4)
        elif not w.isalpha() or w in _COORD_BREAK or w in _PRONOUNS or w in _ARTICLES:
            return False
        j += 1
    return False


_OWNED_SUBJECT_VERBS = _BE_FORMS | {"has", "have", "had", "keeps", "kept", "starts", "started"}
_OWNED_SUBJECT_BREAKS = frozenset({"to", "of", "for", "with", "from", "in", "on", "at", "by",
                                   "that", "who", "which", "whose"})
_OWNED_SUBJECT_FILLERS = frozenset({"been", "still", "now", "badly", "already", "started",
                                    "starting", "begun", "beginning", "to"})


def _owned_thing_subject(people: _People, m: _Mention, pos: int) -> bool:
    """Is the noun phrase the possessive mention ``m`` owns, opening a clause, the subject of
    the verb at token ``pos``: one or two words, not a person, then a form of *be*, *have*,
    *keep* or *start* and up to two fillers (``Aleksi's nose is bleeding``, ``her wrist has
    started swelling``)?"""
    words = people.words
    if m.index and words[m.index - 1] not in _PART_ENDS and words[m.index - 1] not in _COORD_BREAK:
        return False  # the owner opens a clause: not "the woman you gave your seat to has ..."
    k = m.end + 1 if m.end < len(words) and words[m.end] == "'s" else m.end
    j = k
    while j < pos and j - k < 2 and words[j].isalpha() and words[j] not in _OWNED_SUBJECT_VERBS \
            and words[j] not in _OWNED_SUBJECT_FILLERS and words[j] not in _OWNED_SUBJECT_BREAKS \
            and words[j] not in _PRONOUNS and words[j] not in _ARTICLES \
            and words[j] not in _COORD_BREAK and j not in people.person_heads:
        j += 1
    if j == k or j >= pos or words[j] not in _OWNED_SUBJECT_VERBS:
        return False
    j += 1
    fillers = 0
    while j < pos and fillers < 2 and words[j] in _OWNED_SUBJECT_FILLERS:
        j += 1
        fillers += 1
    return j == pos


def _observer_last_named(people: _People, in_sent: Any, prev: int, pos: int) -> bool:
    """Is the observer the last person sentence ``prev`` names, not as an owner, when the
    sentence of token ``pos`` names nobody before it but one subject pronoun (``she tells him``)?
    Then an object pronoun after the speech term at ``pos`` points back at the observer."""
    before = [x for x in in_sent if x.index < pos]
    if len(before) != 1 or before[0].what != "third" or before[0].possessive:
        return False
    last = None
    for x in people.by_sent.get(prev, ()):
        if not x.possessive and x.what in ("self", "name", "person", "third") \
                and (last is None or x.index > last.index):
            last = x
    return last is not None and last.subject == "self"


def _owns_person(people: _People, m: _Mention, pos: int, in_sent: Any, term: str,
                 end: int) -> bool:
    """Whether mention ``m`` is part of someone else's subject before token ``pos``: a person
    word right after it, or after its ``'s`` (``Mo's colleague``). Not when a third-person object
    pronoun follows in its clause: a pronoun object cannot be its own clause's subject, so it is
    the possessor (``Edgar's grandmother tells him``, ``Eli's friend Sam calls him to chat``)."""
    heads = people.person_heads
    if m.end not in heads and not (m.possessive and _owned_head(people, m, pos)):
        return False
    # an object pronoun cannot point back at "your"/"my": "your sister argues with her"
    owner_is_you = m.what == "self"
    if term.rpartition(" ")[2] in _THIRD_OBJECTS and end not in people.person_starts \
            and not owner_is_you or term.endswith((" you", " me")):
        # "tells him" points back at the owner; "tells you" is the observer's; but "phones her
        # parents" owns its listeners (design choice: a pronoun before a person word is theirs)
        return False
    words = people.words
    # (session 8) a pronoun after a preposition of place is no object: "Bastien's friends are
    # on the chair above him, laughing" is the friends' laugh
    # (session 12) a subject pronoun opening a speech tag is no object: "Selin's flatmate had
    # a row last night, she tells Selin" is the flatmate's row
    return not any(x.index > m.end + 1 and x.clause == m.clause and x.what == "third"
                   and not x.possessive and not x.relative and x.party
                   and not (words[x.index - 1] == "," and words[x.index] in _SUBJECT_FORMS
                            and x.end < len(words) and words[x.end] in _TELL_FORMS)
                   # a subject pronoun after "which"/"whom" and a comma is the subject of a
                   # later relative clause, no object ("..., which they eat together")
                   and not (words[x.index] in _LATER_CLAUSE_PRONOUNS
                            and words[x.index - 1] in _RELATIVE_OBJECTS
                            and "," in words[m.end:x.index])
                   and not (owner_is_you and words[x.index] in _THIRD_OBJECTS) for x in in_sent)


def _after(people: _People, end: int, sent: int, clause: int, quoted: bool) -> str:
    """Subject of the first mention at or after token ``end`` in the clause; else the previous
    sentence's topic ("Thiago pushes his plate away; the bug has killed his appetite"); else
    ``other``."""
    for m in people.by_sent.get(sent, ()):
        if m.index >= end and m.clause == clause and m.quoted == quoted:
            if m.possessive and _owned_head(people, m, len(people.words)):
                continue  # "the dog bit Petra's husband": the husband, whom the owner names
            return m.subject
    words = people.words
    for t in range(end, min(len(words), end + _AILMENT_OBJECT_REACH)):
        if words[t] in _BENIGN_STOPS:  # a clause's end or link
            break
        if words[t] in _NEAR_SELF:
            return "self"  # "the virus has knocked you flat": the observer, whose pronoun
            # a term of the ailment's effect ("knock you flat") holds, so no mention names it
    topic = people.topic_before(sent, True)
    return topic.subject if topic is not None else "other"


_AILMENT_OBJECT_REACH = 6  # tokens from an ailment heading its clause to the one it struck


def _merge(rows: list[_Row], lex: Lexicon) -> tuple[Event, ...]:
    """Apply ``overrides`` and merge same-kind duplicates of a clause (the strongest is kept);
    the survivors become :class:`Event` objects, ordered by evidence span, then kind."""
    kinds = lex.kinds
    # (clause id, subject) -> the kinds an actual event there drops. A body's state drops only
    # its own subject's ("Stellan lies on the sofa ..., his dog snoring on his feet": the dog's
    # sleep is no end to his rest; session 9); a shared kind's (a quarrel) drops everyone's
    # there, under the subject "" that every row also looks up
    overridden: dict[tuple[Any, str], set[str]] = {}
    for cl, kind, subject, negated, mode, *_ in rows:
        spec = kinds.get(kind)
        if spec and spec.overrides and not negated and mode == "actual":
            key = (cl, "" if spec.subject == "shared" else subject)
            overridden.setdefault(key, set()).update(spec.overrides)
    if overridden:
        rows = [row for row in rows if row[1] not in overridden.get(row[:3:2], ())
                and row[1] not in overridden.get((row[0], ""), ())]
    best: dict[tuple[Any, ...], _Row] = {}
    for row in rows:
        key = row[:5]  # clause, kind, subject, negated, mode
        kept = best.get(key)
        if kept is None or row[5] > kept[5]:
            best[key] = row
    # each row's Event fields, made into an Event in C (``tuple.__new__`` is what
    # ``Event._make`` calls, without a Python call per event)
    return tuple(map(tuple.__new__, repeat(Event),
                     map(_EVENT_FIELDS, sorted(best.values(), key=_EVIDENCE_KIND))))
