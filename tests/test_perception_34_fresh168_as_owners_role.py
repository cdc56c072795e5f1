"""A post named after "As" may be held at a place or for someone, an owner and its "'s" before
the job word (session 34, round fresh168): "As the school's press officer, you post photos of
the finished floats on its pages" is the post's task, as "As the press officer, you post ..."
was. A relation that is no post ("As Kofi's friend", "As the bride's sister") names no job."""

from helpers import actual_kinds, failing_cases


def test_an_owners_post_after_as_frames_the_task(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, None), text

    assert failing_cases(one_case, [
        "As the school's press officer, you post photos of the floats on its pages.",
        "As the club's secretary, you post the fixtures on its website.",
        "As the school's press officer, you answer the journalists' questions.",
        "As the hospital's nurse, you post the rota.",
    ]) == []


def test_a_relation_after_as_names_no_job(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, None), text

    assert failing_cases(one_case, [
        "As Kofi's friend, you post photos of the party.",
        "As the bride's sister, you post photos of the party.",
        "As the club's oldest member, you post photos of the floats.",
        "You post photos of the party on your pages.",
    ]) == []
