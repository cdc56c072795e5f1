"""A workout kept up until the leg muscles burn is exercise, whatever its verb (session 34,
round fresh168): "You run through the samba no pé steps on the empty court for an hour, until
your calves burn" had been none ("run through" is a rehearsal's verb too). Legs, calves, thighs
or quads burning after "until" name the effort; the lungs (smoke), the legs burning in the sun
with no "until", and someone else's burning legs stay none for the observer."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_kept_up_until_the_legs_burn_is_exercise(lex) -> None:
    def one_case(text, observer):
        assert "exercise" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("You run through the samba steps on the empty court for an hour, until your calves "
         "burn.", None),
        ("Priya practises the routine until her thighs burn.", "Priya"),
        ("I go over the footwork again and again until my legs burn.", None),
        ("Kofi holds the wall sit until his quads burn.", "Kofi"),
    ]) == []


def test_lungs_the_sun_or_another_persons_legs_are_not_the_observers_workout(lex) -> None:
    def one_case(text, observer):
        assert "exercise" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Priya's legs burn in the midday sun.", "Priya"),
        ("Priya coughs in the smoke until her lungs burn.", "Priya"),
        ("Tom cycles up the hill until his legs burn.", "Priya"),
        ("Priya will train tomorrow until her legs burn.", "Priya"),
    ]) == []
    assert "exercise" in other_kinds(lex, "Tom cycles up the hill until his legs burn.",
                                     "Priya")
