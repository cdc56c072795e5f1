"""Find common English words that the typo model reads as lexicon words.

The typo model (core.yaml ``fuzzy``) corrects an unknown word to a lexicon word one or two edits
away, or a short one by a slip (``fuzzy.slips``); a real word that happens to be that close
("explore" -> explode, "medals" -> meal,
"daggers" -> danger) is then misread. Such words belong in ``fuzzy.real_words``, which are never
typos. This script takes the most frequent English words from the `wordfreq` package (a
development tool, not a dependency of homeostat: ``pip install wordfreq``), runs the bundled
lexicon's typo lookup over them and prints, as a YAML flow list, every word it corrects to a
different word: not an inflection of it (lentil -> lentils is kept), not a British/American
spelling of it (kilometer -> kilometre is kept).

Review the list before adding it: a few entries are typos themselves ("thier") or spelling
variants the folding misses ("labored"), and a few misreadings help ("restoring" read as
restock is work); those were left out of core.yaml by hand.

Usage: python tools/real_word_collisions.py [--top 40000] [--lexicon physiology] [--verbose]
(with the project installed and wordfreq beside it)
"""

from __future__ import annotations

import argparse
import re

import engine
from engine.perception import _typos


def _spelling_key(word: str) -> str:
    """A word with the usual British/American spelling differences folded away."""
    for pattern, repl in ((r"our", "or"), (r"re$", "er"), (r"res$", "ers"), (r"ise", "ize"),
                          (r"yse", "yze"), (r"ce$", "se"), (r"ces$", "ses"), (r"ll", "l"),
                          (r"ae", "e"), (r"oe", "e")):
        word = re.sub(pattern, repl, word)
    return word


def collisions(top: int, skill: str) -> list[tuple[int, str, tuple[str, ...]]]:
    """(frequency rank, word, lexicon words it is read as) for every colliding common word."""
    import wordfreq  # a development tool only

    words = wordfreq.top_n_list("en", top)
    rank = {w: i for i, w in enumerate(words)}
    lexicon = engine.load_ruleset(skill).lexicon
    lexicon.materialise()
    plain = {w for w in words if w.isascii() and w.isalpha()}
    found = []
    for word in _typos(lexicon, plain):
        bases = lexicon.fuzzy_bases(word) or ()
        if not bases or any(len(word) != len(b)
                            and (word.startswith(b[:-1]) or b.startswith(word[:-1]))
                            for b in bases):
            continue  # an inflection-like neighbour (lentil: lentils): the typo reading is
            # right; a last letter swapped for another is not one (stint: sting)
        if any(_spelling_key(word) == _spelling_key(b) for b in bases):
            continue  # a spelling variant
        found.append((rank[word], word, tuple(bases)))
    typos = {w for _, w, _ in found}
    for word in sorted(plain.difference(lexicon.known, typos)):
        form = lexicon.slip_form(word)  # a slip of a short word (fuzzy.slips), session 11
        if form is None or _spelling_key(word) == _spelling_key(form) \
                or any(word.startswith(b[:-1]) for b in lexicon.lemmas[form]):
            continue  # a spelling variant, or a form of the same word ("takin": taking)
        found.append((rank[word], word, (form,)))
    return sorted(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=40000)
    parser.add_argument("--lexicon", default="physiology", help="a bundled skill or rule file")
    parser.add_argument("--verbose", action="store_true", help="show what each word is read as")
    options = parser.parse_args()
    rows = collisions(options.top, options.lexicon)
    if options.verbose:
        for rank, word, bases in rows:
            print(f"{rank:6d} {word} -> {', '.join(bases)}")
    print("[" + ", ".join(sorted(word for _, word, _ in rows)) + "]")


if __name__ == "__main__":
    main()
