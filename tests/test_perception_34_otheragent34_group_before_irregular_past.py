"""A group named by a collective noun before an irregular past is the subject of it (session 34,
round otheragent34).

* "Bilal stacks chairs. Next door the choir fell asleep on the coach", "... his class went for a
  run", "... her squad got drunk": a ``subjects.collectives`` noun right before an irregular past
  the lexicon derives from another base (went, got, fell, lay, met, woke, caught) is the group's
  verb, whether or not an action starts at it, and whether or not a term also holds the word as
  a base of its own (a term "nose ran" once made "his class ran laps" the observer's). Such a
  past had needed an action starting on it and a word that is no base, so the group named nobody
  and its act went to the observer (a leak).
* Controls: the observer coordinated with the group still shares the act, the group as an
  object names no subject, a regular ``-ed`` after a group stays an adjective ("finish the spin
  class drenched"), and what the observer does after the group's clause is still theirs.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

GROUPS = ["the choir", "his class", "her squad", "the crew", "the whole team", "the tour group",
          "the cast"]
OPENINGS = ["Bilal stacks chairs. Next door {g} {v}.", "Bilal stacks chairs. Earlier {g} {v}.",
            "Bilal stacks chairs. In the yard {g} {v}.", "Bilal stacks chairs. At noon {g} {v}.",
            "Bilal stacks chairs, and downstairs {g} {v}."]
PASTS = [("went for a run", "exercise"), ("fell asleep on the coach", "sleep"),
         ("got drunk", "drink"), ("lay down for a nap", "sleep"), ("went swimming", "exercise"),
         ("woke up and ate breakfast", "eat"), ("got hurt", "injury")]


def test_a_group_before_an_irregular_past_is_its_subject(lex) -> None:
    def one_case(group, opening, past):
        text = opening.format(g=group, v=past[0])
        assert past[1] not in actual_kinds(lex, text, "Bilal"), text

    cases = list(itertools.product(GROUPS, OPENINGS, PASTS))
    assert failing_cases(one_case, cases) == []


def test_group_past_controls(lex) -> None:
    def one_case(text, observer, expected):
        assert actual_kinds(lex, text, observer) == expected, text

    assert failing_cases(one_case, [
        # the observer in the group shares the act
        ("Bilal and his class went for a run.", "Bilal", {"exercise"}),
        ("Bilal and the crew fell asleep on the coach.", "Bilal", {"sleep"}),
        # the group as an object: the act after it is the observer's
        ("Bilal taught the class, then went for a run.", "Bilal", {"exercise", "work"}),
        ("Bilal joined the squad and went swimming.", "Bilal", {"exercise"}),
        ("When the crew went home, Bilal fell asleep.", "Bilal", {"sleep"}),
        ("After the group left, Bilal ate lunch.", "Bilal", {"eat"}),
        # a regular -ed after a group is an adjective, as before
        ("You finish the spin class drenched, legs shaking as you unclip from the pedals.", None,
         {"exercise"}),
        # a told group act stays told
        ("Bilal says the crew got drunk.", "Bilal", set()),
    ]) == []


def test_varied_scenes_with_a_group_or_someone_else_acting(lex) -> None:
    """Lines of our own in other settings (round otheragent34): the acts of groups, relatives,
    appositions and owners' people stay theirs; the observer keeps only their own."""
    def one_case(observer, text, expected):
        assert actual_kinds(lex, text, observer) - {"walk"} == expected, text

    assert failing_cases(one_case, [
        ("Bilal", "Bilal stacks chairs in the hall. Next door the choir fell asleep on the coach.",
         set()),
        ("Tariq", "Tariq sweeps the yard. Behind the fence the neighbours' kids went for a swim "
         "in the canal.", set()),
        ("Ola", "Ola mops the floor. In the kitchen the night cooks caught the flu last week.",
         set()),
        ("Ravi", "Ravi marks essays. Across the hall his team met the inspector for lunch.",
         {"work"}),
        ("Gil", "Gil waits in the truck. Behind the barn the whole crew lay down in the shade "
         "for a nap.", set()),
        ("Iko", "Iko is on the night desk @ Hotel Mar: lobby; the guests in 204 got drunk and "
         "fell asleep in the corridor", {"work"}),
        ("Lou", "Lou hangs the washing. Over the fence her neighbours got into a row.", set()),
        ("Ravi", "Ravi parks the van. His crew ate their lunch on the tailgate.", set()),
        ("Maya", "Maya clears the plates. The guests, full and sleepy, lay down on the lawn.",
         set()),
        ("Erik", "Erik tidies the tools; at the other bench his apprentice cut his thumb on a "
         "chisel.", set()),
        ("Hugo", "Hugo watches TV. Upstairs his brothers got into a fight.", set()),
        ("Yui", "The twins, Mika and Rin, were bitten by mosquitoes all night; Yui slept fine.",
         {"sleep"}),
        ("Nia", "Nia holds the ladder for the electrician, Joe, who falls and breaks his wrist.",
         set()),
        ("Zara", "Zara's flatmate Kim, who works nights, sleeps until noon.", set()),
    ]) == []
