"""A he/she after a subordinate or contact clause goes on with the main clause's subject.

Session 24 (pronoun recall): "Ruairí doesn't rise to it when a tourist grumbles about the
queue; he just smiles and keeps checking tickets" gave the work to the tourist, the latest
subject named, although the clause after the semicolon goes on with the sentence's main
subject, the observer. So for a clause after a subordinate one (when, while, as, after ...)
past a break (semicolon, comma, dash), and after a contact clause on the observer's object
("the curry his colleague brought in, but he ..."). The other keeps the pronoun when the
observer's gender rules it out, when only the other's word gives the pronoun's gender, when the
pronoun stands inside the subordinate clause itself, or when the observer only tells someone
something (reported speech): a miss is better than a leak.
"""

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OURS = [
    ("Ruairí", "Ruairí doesn't rise to it when a tourist grumbles that the ferry is a rust "
     "bucket; he just smiles and keeps checking tickets.", "work"),
    ("Tom", "Tom keeps quiet while his boss rants about the rota, then he eats his sandwich.",
     "eat"),
    ("Ngozi", "Ngozi says nothing as the dispatcher changes the route again, and she gulps "
     "down her coffee.", "drink"),
    ("Hamid", "Hamid stays calm because the driver is late again; he keeps stacking the "
     "shelves.", "work"),
    ("Mei-Ling", "Mei-Ling doesn't argue while the foreman shouts across the yard — she sits "
     "down on a crate and naps.", "sleep"),
    ("Tadeo", "Tadeo sits at the trestle while the cook ladles stew into his tin, then he eats "
     "it hungrily.", "eat"),
    ("Chidi", "Chidi didn't touch the curry his colleague brought in, but he did have a banana "
     "at his desk.", "eat"),
    ("Emeka", "Emeka can't finish the boiled sheep's head the host offers; he manages only a "
     "polite nibble of the cheek.", "eat"),
    ("Chidi", "Chidi reads the note the nurse left, then he takes a nap on the sofa.", "sleep"),
    ("Lena", "Lena turns down the shot the bartender slides over, and she sips a lemonade "
     "instead.", "drink"),
    ("Aiko", "Aiko refused the slice of birthday cake her colleague offered, but she stayed to "
     "chat for ten minutes.", "socialize"),
    ("Tom", "Tom stays calm after the referee sends him off; he just sits on the bench and "
     "drinks his water.", "drink"),
    ("Priya", "Priya keeps quiet since the manager is in a mood; she eats her sandwich.", "eat"),
]

THEIRS = [
    # the other is the only one of the pronoun's gender
    ("Tom", "Tom stays calm when Ana complains about the rota; she then eats her lunch.", "eat"),
    ("Hamid", "Hamid keeps quiet while his sister rants, and she gulps down a beer.", "drink"),
    ("Diego", "Diego stays calm when the waitress complains about the rota; she then eats her "
     "lunch.", "eat"),
    ("Tom", "Tom drinks the tea the waitress made; she then naps on the sofa.", "sleep"),
    # the other is the subject of the sentence before, with no observer in it
    ("Lena", "Lena checks tickets at the gate. A tourist grumbles about the queue; she then "
     "eats a pie.", "eat"),
    # the pronoun inside the subordinate clause, or what someone is told
    ("Kofi", "Kofi texts Kemi while she eats.", "eat"),
    ("Tom", "Tom nods when Sam says that he is hungry, so Sam eats.", "eat"),
    ("Kwame", "Kwame keeps quiet after his aunt scolds him; she then eats her lunch.", "eat"),
]


def test_pronoun_after_subordinate_clause_is_the_main_subject(lex) -> None:
    def one_case(observer, text, kind):
        assert kind in actual_kinds(lex, text, observer)

    cases = OURS
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("observer", "text", "kind"), THEIRS)
def test_pronoun_that_only_fits_the_other_stays_theirs(lex, observer, text, kind):
    assert kind not in actual_kinds(lex, text, observer)
    assert kind in other_kinds(lex, text, observer)
