"""A stop refused is the activity going on (session 33, round huntnegation).

* A verb of refusing (cues.negation ``refusal_verbs``: refuse, decline, every form) + "to" + a
  verb of ending (stop, quit, cease) + a gerund leaves the activity done: "refuses to stop
  dancing", "declined to stop working", as "never stops talking" did already.
* Controls: the refusal of the act itself ("refuses to eat"), a stop refused for a thing named
  after "for" ("refuses to stop for a drink") and a stop done ("stops dancing") are no act of
  the observer's beyond what they name; someone else's refusal is theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

CASES = [
    ("Tomasz refuses to stop dancing at the wedding.", "Tomasz", {"exercise"}),
    ("Dr Okafor refused to stop working even after the power cut at the vet clinic.", "Dr Okafor",
     {"work"}),
    ("The beekeeper Hanne declines to stop eating the comb honey.", "Hanne", {"eat"}),
    ("Olga refused to stop talking to the provodnitsa about her grandchildren.", "Olga",
     {"socialize"}),
    ("Brother Ilias refuses to quit working in the olive grove at noon.", "Brother Ilias",
     {"work"}),
    ("You refuse to stop swimming until the lifeguard blows the whistle.", None, {"exercise"}),
    ("I refused to stop dancing when the band played the last song.", None, {"exercise"}),
    ("Wanjiru declined to stop cycling despite the rain on the Iten road.", "Wanjiru",
     {"exercise"}),
    ("Kenji refuses to stop drinking sake with the regulars.", "Kenji", {"drink"}),
    ("Joy refused to cease working at the Manila call centre.", "Joy", {"work"}),
    ("Captain Reyes refuses to stop swimming laps in the station pool.", "Captain Reyes",
     {"exercise"}),
]


def test_a_stop_refused_is_the_activity_going_on(lex) -> None:
    def one_case(text, observer, want):
        assert actual_kinds(lex, text, observer) == want, text

    assert failing_cases(one_case, CASES) == []


def test_the_act_refused_and_a_stop_for_a_thing_stay_denied(lex) -> None:
    def one_case(text, denied):
        assert actual_kinds(lex, text, "Joy") == set(), text
        assert denied in other_kinds(lex, text, "Joy"), text

    cases = [("Joy refuses to eat.", "eat"),
             ("Joy refuses to stop for a drink.", "drink"),
             ("Joy refused to dance with the groom.", "exercise"),
             ("Joy declines to swim in the cold lake.", "exercise"),
             ("Joy's brother refuses to stop dancing.", "exercise")]
    assert failing_cases(one_case, cases) == []
