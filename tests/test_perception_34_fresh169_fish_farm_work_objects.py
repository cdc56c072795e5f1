"""A fish farm's stock and kit, and a mooring's chains, are work objects (session 34, round
fresh169: "restarts the aerator on pen 2", "treats the new smolt for lice", "inspects the
mooring chain on the bottom" had been nothing).

Smolt, moorings, mooring chains, net pens and aerators join work's objects; aerators join the
kit that restart, reset and reboot take; delouse is work with its stock alone (fish, salmon,
pens, a flock, cattle), and a feed barge or a well boat is a staff post where a work verb needs
no object. Controls: a child treated for lice, a pump on a hot tub or a race restarted, a boat
tied to its moorings, a dog or a child deloused, a meal or a book on the barge, and someone
else's task stay no work of the observer's.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_fish_farm_and_mooring_tasks_are_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    assert failing_cases(one_case, [
        "Ana restarts the aerator on cage 3.",
        "Ana resets the aerators after the power cut at the hatchery.",
        "Ana treated the smolts for gill disease yesterday.",
        "Ana is vaccinating the smolt in the hatchery tanks.",
        "Ana inspects the mooring chains at low tide.",
        "Ana checks the moorings on the outer pens.",
        "Ana services the aerators on the lagoon.",
        "Ana is delousing the fish in pen 5.",
        "Ana delouses the flock before shearing.",
        "Ana is on the feed barge monitoring the cameras.",
        "Ana is cleaning on the well boat.",
        "Ana checks the net pens after the storm.",
    ]) == []


def test_home_and_others_stay_no_work(lex) -> None:
    def one_case(text, own, others):
        assert actual_kinds(lex, text, "Ana") == own, text
        assert other_kinds(lex, text, "Ana") >= others, text

    assert failing_cases(one_case, [
        ("Ana treats her son for lice.", set(), set()),
        ("Ana restarts the pump on the hot tub.", set(), set()),
        ("Ana restarts the race.", set(), set()),
        ("Ana's boat is tied to the moorings.", set(), set()),
        ("Ana watches Tom restart the aerator.", set(), {"work"}),
        ("Ana will inspect the moorings tomorrow.", set(), {"work"}),
        ("Ana didn't check the mooring chains.", set(), {"work"}),
        ("Ana delouses her dog.", set(), set()),
        ("Ana delouses the children's hair.", set(), set()),
        ("Ana watched Tom delouse the salmon.", set(), {"work"}),
        ("Ana is on the barge monitoring the cameras.", set(), set()),
        ("Ana is reading a novel on the feed barge.", set(), set()),
        ("Ana buys new pens for school.", set(), set()),
        ("Ana is eating a sandwich on the feed barge.", {"eat"}, set()),
    ]) == []
