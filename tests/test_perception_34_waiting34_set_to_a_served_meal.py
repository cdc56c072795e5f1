"""A dish that arrives and is set to at once is eaten (session 34, round waiting34).

The handed set's contrast case of the [waiting] lines, "the waiter sets Mira's risotto in
front of her and she digs in", is written by every set's writer in their own idiom, and many
of them had been nothing: "gets stuck in", "dives in", "helps herself" with no object after
them (eat ``consume_bare``: the phrase ends its clause or is followed by a time such as
"straight away" or an -ly word, and a food or a server's handing stands before it in its
sentence), "tears straight into them" (``consume_phrases`` with "straight" / "right"), "tears
into it on the harbour wall" (a place or a tool after a consuming phrase's "it" is where it is
eaten, not where it is carried: ``perception._EATEN_AT``), "share it" (eat ``consume_verbs``),
and a plate "plonked" in front of someone (``subjects.handing_verbs``: the "he" after it is
who got it). Controls: a swimmer who dives in with no meal in the sentence, "gets stuck in
traffic", a food carried off, someone else who tucks in, a plan."""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_served_dish_set_to_with_no_object_is_eaten(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"eat"}, text

    assert failing_cases(one_case, [
        ("The dinner lady slides Mateus a plate of shepherd's pie and he gets stuck in at once.",
         "Mateus"),
        ("Grandad puts a bowl of porridge on the table and Saoirse gets stuck in.", "Saoirse"),
        ("The cook hands Ilse a tray of dumplings and she dives in before he has sat down.",
         "Ilse"),
        ("Auntie Wanjiru sets a platter of pilau on the mat and Kamau helps himself straight "
         "away.", "Kamau"),
        ("The waiter brings out the paella and you dive straight in.", None),
        ("The waitress sets down a stack of waffles and Bo gets stuck in happily.", "Bo"),
        ("The chef slides a basket of fried chicken across and Lerato helps herself.", "Lerato"),
    ]) == []


def test_a_served_dish_torn_into_or_shared_is_eaten(lex) -> None:
    def one_case(text, observer):
        assert actual_kinds(lex, text, observer) == {"eat"}, text

    assert failing_cases(one_case, [
        ("The barmaid puts a plate of nachos in front of Pedro and he tears straight into them.",
         "Pedro"),
        ("The cook hands Tamsin a hot pasty and she tears into it on the sea wall.", "Tamsin"),
        ("The server brings Omar a kebab and he rips right into it.", "Omar"),
        ("Mum hands Femi a bowl of jollof and he starts on it with a spoon.", "Femi"),
        ("The pizza arrives and Noor shares it at the window seat.", "Noor"),
        ("Gianni plonks a bowl of risotto in front of Lotte and she tucks in straight away.",
         "Lotte"),
        ("The cook plunks a plate of pancakes down in front of Arlo and he digs in.", "Arlo"),
    ]) == []


def test_no_meal_set_to_stays_no_meal(lex) -> None:
    def one_case(text, observer):
        assert "eat" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Saoirse reaches the pool and dives in.", "Saoirse"),
        ("The lifeguard blows the whistle and Saoirse dives straight in.", "Saoirse"),
        ("Saoirse gets stuck in traffic on the way to the café.", "Saoirse"),
        ("The volunteers arrive at the beach and Saoirse gets stuck in.", "Saoirse"),
        ("The cook hands Saoirse a pasty and she takes it back to the office.", "Saoirse"),
        ("The cook hands Saoirse a pasty and she takes one home with her.", "Saoirse"),
        ("The waiter sets a pie in front of Tom and Saoirse watches him dive in.", "Saoirse"),
        ("Saoirse will get stuck in once the stew is ready.", "Saoirse"),
        ("Saoirse helps herself to a leaflet at the front desk.", "Saoirse"),
        ("Saoirse's tea has gone cold on the desk; she forgot it.", "Saoirse"),
    ]) == []


def test_someone_else_setting_to_the_dish_is_theirs(lex) -> None:
    def one_case(text, observer):
        assert "eat" not in actual_kinds(lex, text, observer) \
            and "eat" in other_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("The waiter brings Tom a plate of mince and he gets stuck in while Saoirse waits for "
         "hers.", "Saoirse"),
        ("The cook hands Tom a tray of dumplings and he dives in.", "Saoirse"),
        ("Saoirse plonks a bowl of stew in front of her son and he tucks in.", "Saoirse"),
    ]) == []
