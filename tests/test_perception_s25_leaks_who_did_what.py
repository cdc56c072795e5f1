"""Session 25 (leaks): who did what when the observer is named beside, before or as the witness
of someone else's doing.

Found by a probe set of ~460 lines where only someone other than the observer does the thing,
and by tuning-set lines rewritten with someone else as the actor (a name the name lists do not
know) and the observer as a bystander:
- the observer owning the place a row or a talk happens at is no party ("Outside Hugo's window,
  the men are fighting", "To Yusuf's left, two drunks start throwing punches");
- a sentence's he/she after someone looked at or hailed ("glances at the guard. He is asleep"),
  or sought by an observer whose gender is known ("waits for his friend. He is still at work"),
  is ambiguous: a miss is better than a leak;
- a term inside a "whose" clause is its antecedent's ("sits beside her mother, whose cough
  keeps getting worse");
- "but" after "all"/"every" and a short noun phrase, and "other than", leave their name out
  ("All the guests but Sofia are dancing");
- an ailment word between an owner word and a person is that person's before a handed thing
  too ("feeds his sick father soup");
- after a colon, the subject may follow a short fronted phrase ("pauses at the door: inside,
  his wife and her sister are arguing");
- an unknown name opening a sentence before "no longer", "too", "himself" is a name ("Gregor no
  longer has the stomach bug; he is back at his desk");
- a name after "in front of" or "next to" is someone ("sets a bowl of stew in front of Tom, and
  he starts eating");
- an object's search after its verb stops at a clause opener ("watches as Gregor rests on the
  sofa": no "watch + sofa" rest for the watcher);
- more witness cues ("is woken by", "glances at", "catches sight of") and participles after
  "at", "past", "over" with their objects ("walks past a man wolfing down a burger", "laughs
  at the kids eating ice cream", "takes a photo of a man doing push-ups").
Controls: the observer's own doing in the same shapes stays theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds

THEIRS = [
    ("Hugo", "Outside Hugo's window, the men are fighting.", "conflict"),
    ("Hugo", "Two men are fighting outside Hugo's window.", "conflict"),
    ("Yusuf", "To Yusuf's left, two drunks start throwing punches.", "conflict"),
    ("Hugo", "Next to Hugo's desk, two interns are chatting.", "socialize"),
    ("Noor", "Noor glances at the guard. He is asleep at his post.", "sleep"),
    ("Omar", "Omar looks over at Karim. He is wolfing down a burger.", "eat"),
    ("Omar", "Omar waves to Karim. He is eating.", "eat"),
    ("Dmitri", "Dmitri waits for his friend. He is still at work.", "work"),
    ("Lucia", "Lucia sits beside her mother, whose cough keeps getting worse.", "illness"),
    ("Lucia", "Lucia sits with the boy whose arm is in a cast.", "injury"),
    ("Lucia", "Lucia sits by the woman whose son is eating cake.", "eat"),
    ("Sofia", "All the guests but Sofia are dancing.", "exercise"),
    ("Sofia", "Every guest but Sofia dances.", "exercise"),
    ("Sofia", "Everyone other than Sofia is dancing.", "exercise"),
    ("Omar", "Omar feeds his sick father soup.", "illness"),
    ("Omar", "Omar makes the feverish boy some tea.", "illness"),
    ("Pavel", "Pavel pauses at the door: inside, his wife and her sister are arguing.",
     "conflict"),
    ("Pavel", "Pavel stops at the pub: across the road, two men fight.", "conflict"),
    ("Kenji", "Kenji looks on. Gregor no longer has the stomach bug; he is back at his desk "
              "crunching data.", "work"),
    ("Kenji", "Kenji looks on. Tsetseg too is eating.", "eat"),
    ("Kenji", "Kenji looks on. Gregor himself is fast asleep.", "sleep"),
    ("Lukas", "Lukas looks on. Helga sets a bowl of stew in front of Tom, and he starts eating "
              "at once.", "eat"),
    ("Lukas", "Lukas looks on. The host's daughter sets a plate of buuz in front of Gregor and "
              "he eats four in a row.", "eat"),
    ("Imani", "Imani watches as Gregor rests on the sofa.", "rest"),
    ("Mara", "Mara walks past a man wolfing down a burger.", "eat"),
    ("Mara", "Mara walks past the builders pouring concrete.", "work"),
    ("Mara", "Mara is woken by a brawl outside the pub.", "conflict"),
    ("Mara", "Mara is woken by a man doing push-ups in the park.", "exercise"),
    ("Mara", "Mara winces at her brother lifting weights.", "exercise"),
    ("Mara", "Mara catches sight of a man doing push-ups in the park.", "exercise"),
    ("Mara", "Mara takes a photo of a man doing push-ups in the park.", "exercise"),
    ("Mara", "Mara listens to the men playing dominoes and joking.", "socialize"),
    ("Mara", "Mara laughs at the kids eating ice cream.", "eat"),
    ("Mara", "Mara steps over a man sleeping in the doorway.", "sleep"),
]


def test_someone_elses_doing_is_not_the_observers(lex) -> None:
    def one_case(observer, text, kind):
        assert kind not in actual_kinds(lex, text, observer), text
        assert kind in other_kinds(lex, text, observer), text

    cases = THEIRS
    assert failing_cases(one_case, cases) == []


STAYS = [
    ("Hugo", "Outside Hugo's house, he argues with a neighbour.", "conflict"),
    ("Lucia", "Lucia, whose leg is in a cast, sits with Tom.", "injury"),
    ("Sofia", "Everyone ate but Sofia was sick.", "illness"),
    ("Omar", "Omar is sick.", "illness"),
    ("Kenji", "Kenji no longer feels sick and eats.", "eat"),
    ("Imani", "Imani watches a film in bed.", "rest"),
    ("Imani", "Imani watches TV as usual on the sofa.", "rest"),
    ("Mara", "Mara walks past the pub and gets into a brawl.", "conflict"),
    ("Mara", "Mara is woken by her alarm and goes for a run.", "exercise"),
    ("Mara", "Mara glances at her watch and eats her sandwich.", "eat"),
    ("Mara", "Mara takes a photo of her lunch and eats it.", "eat"),
    ("Marta", "Marta takes photos of the market for her newspaper.", "work"),
    ("Mara", "Mara jogs past the builders pouring concrete.", "exercise"),
    ("Marta", "You walk past a group of friends laughing outside the pub.", "walk"),
    ("Ana", "Ana sits with Lena. She falls asleep.", "sleep"),
    # a witness cue inside a fronted subordinate clause sees nothing past its comma
    ("Tom", "As a jogger walks past, Tom eats a sandwich.", "eat"),
    ("Tom", "As a jogger passes by, Tom eats a sandwich.", "eat"),
    ("Tom", "While watching the kids swim, Tom eats a sandwich.", "eat"),
]


def test_the_observers_own_stays_theirs(lex) -> None:
    def one_case(observer, text, kind):
        assert kind in actual_kinds(lex, text, observer), text

    cases = STAYS
    assert failing_cases(one_case, cases) == []
