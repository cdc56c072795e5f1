"""An owner word inside a beast's attack points past the beast (session 34, round fresh160):
"Grace leans too close and a startled macaw bites her finger" is Grace's hurt; a species the
lexicon does not know ("macaw", "lemur", "heron") or an animal heading the clause before a verb
of biting, nipping, pecking, stinging, goring, mauling or clawing does not own the "her" or the
"his" after it (perception._bitten_past_a_beast). Controls: a person who bites "her" finger
keeps it, a part one bites on oneself ("her lip"), someone else named last of the pronoun's
gender, and no one named at all stay someone else's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_beasts_bite_on_her_or_his_part_is_the_person_named_before(lex) -> None:
    def one_case(name, pron, beast, verb, part):
        text = f"{name} leans over the rail and a startled {beast} {verb} {pron} {part}."
        assert actual_kinds(lex, text, name) == {"injury"}, text

    cases = [(n, p, b, v, part)
             for n, p in [("Grace", "her"), ("Tomas", "his")]
             for b in ["macaw", "lemur", "heron", "monkey"]
             for v, part in [("bites", "finger"), ("pecks", "hand"), ("bit", "thumb")]]
    assert failing_cases(one_case, cases) == []


def test_controls_a_person_biting_an_own_part_or_someone_else_stay_other(lex) -> None:
    def one_case(text, name):
        assert "injury" not in actual_kinds(lex, text, name), text

    cases = [("Grace watches as the girl bites her finger.", "Grace"),
             ("Grace watches as the lemur bites her lip.", "Grace"),
             ("Tom leans in and a macaw bites his finger.", "Grace"),
             ("Grace watches Mia lean in, and a macaw bites her finger.", "Grace"),
             ("Grace's sister leans in and a macaw bites her finger.", "Grace"),
             ("A macaw bites her finger.", "Grace")]
    assert failing_cases(one_case, cases) == []
    assert "injury" in other_kinds(lex, "Tom leans in and a macaw bites his finger.", "Grace")
