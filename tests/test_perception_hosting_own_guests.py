"""Hosting is company: food or drink poured, served, offered, handed, fixed or topped up for
the subject's own guests or visitors (an owner word before them) is time spent with them,
whether or not the host takes any ("Tove pours a glass of wine for her guest but doesn't touch
her own", "You offer your guests wine but stick to sparkling water yourself"). Guests served at
work ("the guests", "a customer") stay the job's, a dish cooked and eaten by the guests while
the cook is elsewhere is none, and a guest list made is no hosting."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

HOSTS = [("Tove", "Tove", "her"), ("Ben", "Ben", "his"), ("Ana", "You", "your"),
         ("Mrs Okafor", "Mrs Okafor", "her")]
# (verb as said of a third person, as said of "you")
POUR_FOR = [("pours", "pour"), ("serves", "serve"), ("fixes", "fix"), ("tops up", "top up")]
GIVE_TO = [("offers", "offer"), ("hands", "hand"), ("serves", "serve"), ("pours", "pour")]
DRINKS = ["a glass of wine", "some tea", "a cup of coffee", "a gin and tonic", "a bowl of soup",
          "a slice of cake"]
GUESTS = ["guest", "guests", "visitors"]
SETTINGS = ["", " in the garden", " at the kitchen table", " by the fire"]


def _verb(host: str, forms: tuple[str, str]) -> str:
    return forms[1] if host == "You" else forms[0]


def test_a_drink_poured_for_ones_own_guests_is_company(lex):
    cases = [(obs, f"{host} {_verb(host, v)} {d} for {own} {g}{s}.")
             for (obs, host, own), v, d, g, s
             in itertools.product(HOSTS, POUR_FOR, DRINKS[:3], GUESTS, SETTINGS[:2])]
    assert len(cases) >= 200
    assert [t for obs, t in cases if "socialize" not in actual_kinds(lex, t, obs)] == []


def test_ones_own_guests_given_a_drink_is_company(lex):
    cases = [(obs, f"{host} {_verb(host, v)} {own} {g} {d}{s}.")
             for (obs, host, own), v, d, g, s
             in itertools.product(HOSTS, GIVE_TO, DRINKS, GUESTS, SETTINGS[:2])]
    assert len(cases) >= 200
    assert [t for obs, t in cases if "socialize" not in actual_kinds(lex, t, obs)] == []


def test_the_host_who_takes_nothing_still_keeps_company(lex):
    texts = ["Tove pours a glass of wine for her guest but doesn't touch her own.",
             "You offer your guests wine but stick to sparkling water yourself.",
             "Ben hands his visitors a plate of biscuits and eats none himself."]
    obs = ["Tove", "Flo", "Ben"]
    missed = [t for o, t in zip(obs, texts, strict=True) if "socialize" not in actual_kinds(lex, t,
                                                                                            o)]
    assert missed == []


def test_guests_served_at_work_or_not_the_hosts_own_are_no_company(lex):
    texts = ["Ben pours wine for the guests at table six.",
             "Ben serves the guests their soup.",
             "Ben pours a pint for a customer.",
             "Ben offers the visitors a map of the gardens.",
             "Ben makes a list of his guests.",
             "Ben makes up the beds for his guests before they arrive tomorrow.",
             "Adaeze is hanging the coats in the hallway while, in the dining room, the jollof "
             "rice she cooked is eaten by her guests.",
             "Ben pours himself a glass of wine while his guests are still stuck in traffic "
             "on the ring road."]
    obs = ["Ben"] * 6 + ["Adaeze", "Ben"]
    assert [t for o, t in zip(obs, texts, strict=True) if "socialize" in actual_kinds(lex, t,
                                                                                      o)] == []


def test_hosting_planned_or_refused_is_not_actual(lex):
    texts = ["Tove will pour a glass of wine for her guests tonight.",
             "Tove doesn't offer her guests anything.",
             "Tove never serves her guests tea."]
    assert [t for t in texts if "socialize" in actual_kinds(lex, t, "Tove")] == []


def test_someone_elses_hosting_is_theirs(lex):
    texts = ["Tove pours a glass of wine for her guests while Ben washes up in the kitchen.",
             "Ben's sister offers her guests some tea."]
    assert [t for t in texts if "socialize" in actual_kinds(lex, t, "Ben")] == []
