"""A fairground's or a theme park's ride run, operated or manned is the job (session 34,
round fresh172): rides join the posts of work's ``runs`` verbs (log flume, Ferris wheel, big
wheel, carousel, roller coaster, waltzer, drop tower, ...), and "operate the ride(s)", "man
the ride(s)", "staff the ride(s)" are work terms: "Björn is operating the Wildwasser log flume
— full queue again!" had been nothing. Riding one, enjoying the ride, someone else running it,
a plan or a denial stay none; the dodgems and go-karts, which riders drive, are no posts; a
bare "ride" is no post, since a vehicle verb turns it into something ("turns the ride into a
race")."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_ride_run_or_operated_is_work(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"work"}, text

    assert failing_cases(one_case, [
        ("Björn is operating the Wildwasser log flume — full queue again! @ Wasserwelt: "
         "control booth", "Björn"),
        ("Aoife runs the carousel all afternoon.", "Aoife"),
        ("I operated the Ferris wheel on the pier all summer.", None),
        ("Kwesi is manning the big wheel.", "Kwesi"),
        ("You operate the roller coaster until the park closes.", None),
        ("Dana is operating the ride @ Funland: Vortex", "Dana"),
        ("Dana staffed the rides on the pier last night.", "Dana"),
    ]) == []


def test_a_ride_taken_or_someone_elses_is_no_work(lex) -> None:
    def one_case(text, observer):
        assert "work" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Björn rides the log flume twice.", "Björn"),
        ("Björn drives the dodgems.", "Björn"),
        ("Björn enjoys the ride.", "Björn"),
        ("Björn turns the ride into a race.", "Björn"),
        ("Björn will start operating the Ferris wheel at two.", "Björn"),
        ("Björn doesn't operate the carousel.", "Björn"),
        ("Björn watches Tom operate the carousel.", "Björn"),
        ("Björn's uncle runs the carousel.", "Björn"),
        ("Björn turns the coaster over in his fingers at the pub.", "Björn"),
    ]) == []


def test_someone_else_operating_a_ride_is_theirs(lex) -> None:
    assert "work" in other_kinds(lex, "Björn watches Tom operate the ride.", "Björn")
