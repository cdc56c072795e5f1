"""A connection, its settings or software fought is no row; a thing's word right before a
person's word is a compound's first word, the person the party.

Session 37, round fresh194: "Hassan spends ten minutes fighting with the Wi-Fi network settings
on his laptop" had been a conflict. Conflict's ``things.objects`` now hold the Wi-Fi, a
network, its settings, a portal, a projector ...; ``perception._blows_at_things`` skips a thing
word before a person's word (``_person_word_at``), so "shoves the computer technician" (which
had been lost to "computer") is a row.
"""

from helpers import actual_kinds, failing_cases


def test_a_connection_fought_is_no_row(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set(), text

    assert failing_cases(one_case, [
        ("Hassan", "Hassan spends ten minutes fighting with the Wi-Fi network settings on his "
                   "laptop, then gives up."),
        ("Hassan", "Hassan fights with the wifi for an hour."),
        ("Hassan", "Hassan fights the exam portal for an hour."),
        ("Hassan", "Hassan slaps the laptop shut."),
    ]) == []


def test_a_person_after_a_thing_word_is_the_party(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"conflict"}, text

    assert failing_cases(one_case, [
        ("Hassan", "Hassan shoves the computer technician."),
        ("Hassan", "Hassan fights with the network engineer."),
        ("Hassan", "Hassan shoves the phone repairman."),
        ("Hassan", "Hassan fights with his roommate over the settings."),
        ("Hassan", "Hassan argues with the bus driver."),
    ]) == []
