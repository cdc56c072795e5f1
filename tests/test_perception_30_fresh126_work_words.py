"""Work told by the till, and work that is none (session 30, round fresh126): goods or a sale
rung up are a cashier's work ("rings up a box of tissues"), not a person rung up (a call); a
place behind the counter or the bar hidden in, ducked behind or trapped in is cover, no post
(work `not_after`); a task only pictured in the mind is not done ("imagines tallying the
invoices", `status_activity.not_verbs`), nor one drawn up "mentally" (a planned cue)."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_goods_rung_up_are_till_work(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ingrid") == kinds

    cases = [
        ("Ingrid rings up a box of tissues for a man who cannot stop coughing.", {"work"}),
        ("Ingrid rings up the sale and bags the shoes.", {"work"}),
        ("Ingrid rang up a bottle of wine for the old man.", {"work"}),
        ("Ingrid rings up a packet of cigarettes.", {"work"}),
        ("Ingrid rings up a bottle of cough syrup, then drinks a glass of water.",
         {"work", "drink"}),
        ("Ingrid rings up her mum after dinner.", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_cover_behind_the_counter_is_no_post_worked(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Anselm") == kinds

    cases = [
        ("The grease fire has spread across the café ceiling and Anselm is trapped behind the "
         "counter in thick black smoke.", {"danger"}),
        ("Anselm is trapped behind the bar by the flood water.", {"danger"}),
        ("Anselm hides behind the counter as the robbers burst in.", set()),
        ("Anselm dives behind the bar as the bottles start flying.", {"danger"}),
        ("Anselm is behind the counter serving coffee.", {"work"}),
        ("Anselm is back behind the bar after his break.", {"work"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_task_pictured_in_the_mind_is_not_done(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Marisol") == kinds

    cases = [
        ("Marisol intends to throw Jun a surprise party on Friday and is mentally drawing up the "
         "guest list.", set()),
        ("Marisol imagines rehearsing her set for the gig.", set()),
        ("Marisol imagines tallying the invoices.", set()),
        ("Marisol visualises the delivery route for the morning.", set()),
        ("Marisol pictures herself serving customers at her own café.", set()),
        ("Marisol tallies the invoices for the accountant.", {"work"}),
        ("Marisol, mentally drained, eats dinner with Tom.", {"eat", "socialize"}),
    ]
    assert failing_cases(one_case, cases) == []
