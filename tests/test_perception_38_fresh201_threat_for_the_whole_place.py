"""A threat warned of for the whole place, or in the home under or over the speaker's, is local.

Session 38, round fresh201: "Marcelo reads in the community WhatsApp group that the Defesa
Civil has raised the landslide alert for the whole morro tonight" was a report only. The local
cues (core/cues.yaml) now hold "for the whole" + a place one lives in (valley, town,
neighbourhood, community, hill, morro, ...) and "below/under/above" + "yours", "mine", "ours".
Not "his" or "hers": they may be someone else's ("Gael's sister calls from Lisbon: the flat
above hers caught fire"), and "his" opens a noun phrase ("a cobra is coiled under his cot").
"""

from helpers import actual_kinds, failing_cases


def test_a_local_threat_reported_is_danger(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"danger"}, text

    assert failing_cases(one_case, [
        ("Marcelo", "Marcelo reads in the community WhatsApp group that the Defesa Civil has "
                    "raised the landslide alert for the whole morro tonight."),
        ("Ana", "The radio announces a flash-flood warning for the whole valley."),
        (None, "A neighbour says there's smoke coming from the flat below yours."),
        ("Abdi", "Abdi wants a nap, but right now a spitting cobra is coiled under his cot."),
    ]) == []


def test_a_threat_elsewhere_stays_a_report(lex) -> None:
    def one_case(observer, text):
        assert "danger" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Ana", "Ana reads that a fire broke out in a flat in Lisbon."),
        ("Gael", "Gael's sister calls from Lisbon: the flat above hers caught fire this "
                 "morning and she had to get out."),
        ("Ana", "Ana reads that the flood alert has been lifted."),
    ]) == []
