"""A spinning head or a sick stomach named as over is recovery, no illness now (session 34,
round fresh172; illness ``as_time.heads`` gains dizziness, giddiness, queasiness, vertigo,
light-headedness, wooziness): "the dizziness from the waltzer wore off an hour ago" had been
ill. Still felt, getting worse, not wearing off, or coming back, it stays an illness."""

from helpers import actual_kinds, failing_cases


def test_dizziness_worn_off_is_no_illness_now(lex) -> None:
    def one_case(text, observer):
        assert "illness" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Lottie no longer feels queasy; the dizziness from the waltzer wore off an hour ago.",
         "Lottie"),
        ("Farid's dizziness has passed.", "Farid"),
        ("The giddiness from the boat ride has gone.", None),
        ("Your vertigo has faded at last.", None),
        ("The queasiness eased off after lunch, Ana says.", "Ana"),
        ("My light-headedness has cleared up.", None),
    ]) == []


def test_dizziness_still_felt_stays_an_illness(lex) -> None:
    def one_case(text, observer):
        assert "illness" in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Lottie feels the dizziness coming back.", "Lottie"),
        ("My dizziness from the waltzer is getting worse.", None),
        ("Ana is fighting a wave of dizziness.", "Ana"),
        ("Farid's dizziness won't wear off.", "Farid"),
    ]) == []
