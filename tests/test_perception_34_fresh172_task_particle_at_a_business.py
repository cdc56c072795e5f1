"""A kitchen, bar or counter task with a particle before its object, told at a business open
to the public, is its staff's task (session 34, round fresh172;
``perception._business_locative`` steps past one of ``_TASK_PARTICLES``: down, out, up,
off): "Hector sweeps out the back of his bakery" had been none while "sweeps the back of his
bakery" was work. One's own thing scrubbed, someone else's sweeping and a plan stay no work of
the observer's."""

from helpers import actual_kinds, failing_cases


def test_a_task_with_a_particle_at_a_business_is_work(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"work"}, text

    assert failing_cases(one_case, [
        ("Hector sweeps out the back of his bakery.", "Hector"),
        ("Marisol sweeps out the storeroom of her bakery.", "Marisol"),
        ("Hector scrubs out the fryer of his takeaway.", "Hector"),
        ("I sweep up the crumbs at the café.", None),
    ]) == []


def test_own_things_someone_else_or_a_plan_stay_no_work(lex) -> None:
    def one_case(text, observer):
        assert "work" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Hector scrubs out his mug at the café.", "Hector"),
        ("Hector wipes down his hands at the café.", "Hector"),
        ("Hector dries off his face at the pub.", "Hector"),
        ("Tom sweeps out the back of his bakery while Hector reads.", "Hector"),
        ("Hector will sweep out the back of his bakery tomorrow.", "Hector"),
    ]) == []
