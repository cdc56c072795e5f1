"""Observation understanding (issue 3): events from prose, right about who did what.

The labelled corpus tests/data/observations.jsonl (a copy of shared/cases/observations.jsonl) is
scored with a small scorer: self events per line, micro precision/recall/F1, and leaks (a self
event reported where only someone else did it). Each trap kind of bug-reports.md B01-B07 has its
own test, and case/Unicode behaviour is pinned so a rapidfuzz upgrade cannot change it.
"""

from __future__ import annotations

import json
import pickle
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.lexicon import compile_lexicon, normalize, tokenize
from engine.perception import EVENT_KINDS, Event, perceive

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
CORE = ROOT / "rules" / "lexicons" / "core.yaml"

LABELS = {
    "ate": "eat", "drank": "drink", "slept": "sleep", "rested": "rest", "worked": "work",
    "exercised": "exercise", "socialized": "socialize", "danger": "danger",
    "conflict": "conflict", "ill": "illness", "injured": "injury",
}  # fmt: skip


@pytest.fixture(scope="module")
def core_doc(core_document) -> dict:
    return core_document


def actual_self(events) -> set[str]:
    return {e.kind for e in events if e.is_actual_self}


def kinds(events, **match) -> set[str]:
    return {e.kind for e in events if all(getattr(e, k) == v for k, v in match.items())}


# ------------------------------------------------------------------------------------ scorer


def score(lexicon, lines):
    """Micro P/R/F1 over self events, leaks, and the per-line misses (for the failure message)."""
    tp = fp = fn = leaks = 0
    misses = []
    for d in lines:
        got = actual_self(perceive(d["text"], lexicon, observer=d["observer"])) - {"walk"}
        exp = {LABELS[x] for x in d["self_events"]}
        other = {LABELS[x] for x in d["other_events"]}
        tp += len(got & exp)
        fp += len(got - exp)
        fn += len(exp - got)
        leak = (got - exp) & other
        leaks += len(leak)
        if got != exp:
            misses.append((d["id"], sorted(exp), sorted(got)))
    p = tp / (tp + fp) if tp + fp else 1.0
    r = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * p * r / (p + r) if p + r else 0.0
    return {"precision": p, "recall": r, "f1": f1, "leaks": leaks, "misses": misses}


# Each labelled set, its size and its F1 floor; every one must have zero leaks.
# observations: the handed dev corpus (acceptance: >= 0.97). heldout / heldout2: independent
# held-out sets (ids ho-*, k-*) written without seeing the engine (the bar: >= 0.95). extra /
# extra2 / extra3: our own sentences (ids ex-*, x2-*, x3-*), written before a tuning round and
# never edited since: regression floors that measure generalisation, not yet the 0.95 target.
# extra3 scored F1 0.798 with 2 leaks before its round; about ten of its lines label household
# chores as work, which the other sets (and this engine) do not, so it cannot reach 1.0.
# Round 35 lowered its floor 0.88 -> 0.87: its x3-091 labels eating "between calls" as work,
# which three later sets (h18-027, h26-090, h35-036) and the fresh heldout53/54 conventions
# do not (a session named as a time is no work now).
CORPORA = [
    ("observations.jsonl", 120, 1.0),  # issue 3 asks 0.97; every line right since session 8
    ("observations-heldout.jsonl", 150, 0.95),
    ("observations-heldout2.jsonl", 150, 0.95),
    ("observations-extra.jsonl", 60, 0.92),
    ("observations-extra2.jsonl", 60, 0.92),  # 0.917 -> 0.930 in r24
    ("observations-extra3.jsonl", 120, 0.87),
    # fresh sets written in the handed set's categories and style, without sight of the lexicon;
    # scored before tuning: 0.895, 0.814, 0.832
    ("observations-heldout4.jsonl", 150, 0.99),  # 0.989 -> 0.995 in r24
    ("observations-heldout6.jsonl", 150, 0.94),
    ("observations-heldout7.jsonl", 150, 0.96),  # 0.960 -> 0.965 in round 20
    # written to stress who did what (200 lines, mostly others acting near the observer);
    # scored 0.777 with 20 leaks before the round that followed it
    ("observations-heldout8.jsonl", 200, 0.92),  # 0.87 -> 0.926 in session 5 (subjects after "as")
    ("observations-heldout9.jsonl", 150, 0.90),  # 0.814 with 1 leak before its round
    ("observations-heldout11.jsonl", 150, 0.95),  # 0.853 with 2 leaks before its round
    ("observations-heldout14.jsonl", 150, 0.97),  # 0.887 with 2 leaks before its round
    ("observations-heldout16.jsonl", 150, 0.975),  # 0.904 with 3 leaks before its round
    ("observations-heldout17.jsonl", 150, 0.97),  # 0.926 with 1 leak before its round
    ("observations-heldout19.jsonl", 150, 0.98),  # 0.831 with 2 leaks before its round
    ("observations-heldout20.jsonl", 150, 0.97),  # 0.791 with 2 leaks before its round
]

# Sets not at the bar yet, pinned so that they can only improve: one written to be hard on who
# did what (every line someone else acts, in every shape: relative clauses, passives, pronouns
# after two people, groups with exceptions; 0.588 with 16 leaks before its round), and the
# latest handed-style set (0.879 with 2 leaks before its round; its remaining leak is a "she"
# that only the two names' genders could resolve).
# Round r19 (work judged in context, eating shapes, the two leaks below) moved them: heldout10
# 0.684 -> 0.721, heldout13 0.944 -> 0.950, heldout18 0.931 -> 0.935, heldout22 0.835 -> 0.951
# (1 leak -> 0), heldout23 0.885 -> 0.968 (1 leak -> 0).
STRESS = [("observations-heldout10.jsonl", 150, 0.76, 1),  # 0.742 -> 0.762: "as Wim sprints"
          # r24 (who did what): heldout10 0.725/3 -> 0.742/1, heldout13 0.949/1 -> 0.954/0,
          # heldout18 0.935/1 -> 0.940/0, heldout32 0.840 -> 0.844
          ("observations-heldout13.jsonl", 150, 0.95, 0),
          # 0.876 with 1 leak before its round (the leak: a "he" after "his colleague")
          ("observations-heldout18.jsonl", 150, 0.94, 0),
          # written in session 3 without sight of the lexicon (everyday urban life; other genres:
          # farms, ships, mines, barracks, taverns). They first measured the vocabulary coverage
          # pass: 0.825 / 0.816 without it, 0.831 / 0.844 with it (2 leaks each either way).
          # Their last leaks ("half his class" ill, "until one goes down bleeding") went in r19.
          ("observations-heldout22.jsonl", 150, 0.945, 0),
          ("observations-heldout23.jsonl", 150, 0.97, 0),  # 0.968 -> 0.973 in r26 (eatinf)
          # written in session 4 without sight of the lexicon; 0.814/0 and 0.759/1 before
          # round 20, 0.900/0 and 0.872/0 after it
          ("observations-heldout24.jsonl", 150, 0.936, 0),  # 0.932 -> 0.937 in r23
          ("observations-heldout25.jsonl", 150, 0.87, 0),
          # written in session 4 without sight of the lexicon; heldout28/29 first scored 0.786/3
          # and 0.829/2, heldout26/27 0.794/1 and 0.768/2 at the session's start
          # the workplace activity then: 0.829 -> 0.835, 0.833 -> 0.839
          ("observations-heldout26.jsonl", 150, 0.839, 0),  # 0.826 -> 0.829 in r21, 0.840 r23
          ("observations-heldout27.jsonl", 150, 0.844, 0),  # 0.839 -> 0.845 in r23 (work frames)
          # r21 (leak classes, status records' action field, sport nouns): 0.786/3 -> 0.828/0
          # and 0.829/2 -> 0.842/0
          ("observations-heldout28.jsonl", 150, 0.825, 0),
          ("observations-heldout29.jsonl", 150, 0.84, 0),
          # written in session 4 without sight of the lexicon; first scored 0.810/1 and 0.800/3
          # (0.784/1 and 0.749/3 with the session's starting engine)
          # r22 (subordinate "as", "stand watching", "the wounded", "stamping" no typo):
          # 0.810/1 -> 0.833/0 and 0.800/3 -> 0.812/0
          ("observations-heldout32.jsonl", 150, 0.843, 0),  # hospitals and groves: 0.840
          # a workplace main place then outweighed a public sub-place: 0.812 -> 0.818
          ("observations-heldout33.jsonl", 150, 0.834, 0),  # 0.829 -> 0.835 in r26 (phở is pho)
          # written in round 23 without sight of the lexicon or other sets (lighthouse, ski
          # resort, 1920s paper, camp clinic, vineyard; space station, bakery, call centre,
          # fishing village, backstage), a quarter of their lines work told in narrative; first
          # scored 0.724/1 and 0.642/2; narrative work frames: 0.771/1 and 0.760/2 (their leaks
          # are attribution: someone else's injury and danger)
          ("observations-heldout34.jsonl", 150, 0.77, 1),
          ("observations-heldout35.jsonl", 150, 0.759, 2),
          # written in session 5 (r25) without sight of the lexicon: heldout40 in the handed
          # set's category mix, heldout41 rich in socializing and danger (positive and
          # negative); first scored 0.867/1 and 0.786/3, after r25 (joint subjects, service at
          # work, whose place a threat is in) 0.927/0 and 0.895/0
          ("observations-heldout40.jsonl", 150, 0.927, 0),
          ("observations-heldout41.jsonl", 150, 0.895, 0),
          # r26, written without sight of the lexicon: heldout42 in the handed set's category mix
          # (bakery, ferry, Mumbai office, apiary, 1940s radio, ski patrol, dialysis, surf
          # school), heldout43 rich in typo, unicode, substring and inflection lines. First
          # scored 0.782/2 and 0.845/1; after r26's word-level round (bare contractions,
          # look-alike letters, dotted I, typo shapes, real words) 0.787/2 and 0.886/0. The two
          # heldout42 leaks are attribution (an argument overheard, a snowboarder's wrist).
          ("observations-heldout42.jsonl", 150, 0.786, 2),
          ("observations-heldout43.jsonl", 150, 0.885, 0),
          # r24, written without sight of the lexicon or the other sets: heldout36 in the handed
          # set's style (night ward, wedding, refuge, whaler, school trip, night market, film set,
          # ICU family room), heldout37 a who-did-what stress set; first scored 0.837/2 leaks and
          # 0.648/12 leaks with the round's starting engine
          ("observations-heldout36.jsonl", 150, 0.86, 1),  # 0.837/2 -> 0.863/1
          ("observations-heldout37.jsonl", 150, 0.69, 0),  # 0.648/12 -> 0.690/0
          # session 6, written without sight of the engine: heldout46/47 new settings with much
          # narrative work (first 0.628/0 and 0.664/2), heldout48/49 who-did-what stress sets
          # (first 0.762/16 and 0.571/25, 49 long multi-clause prose)
          ("observations-heldout46.jsonl", 150, 0.70, 0),
          ("observations-heldout47.jsonl", 150, 0.77, 0),
          ("observations-heldout48.jsonl", 200, 0.87, 1),
          ("observations-heldout49.jsonl", 200, 0.665, 6),
          # session 7, written without sight of the engine in the handed set's categories and
          # label proportions (a third twin, heldout50, is blind); first scored 0.887/1 and
          # 0.867/0, then destinations, handing over, meal ends: 0.917/1 and 0.900/0
          ("observations-heldout51.jsonl", 150, 0.96, 0),  # session 8: 0.966/0
          ("observations-heldout52.jsonl", 150, 0.94, 0),  # session 8: 0.946/0
          # session 8, the same way (a third twin, heldout55, is blind): first scored 0.918/1
          # and 0.891/0 before any change, 0.995/0 and 0.985/0 at the session's end
          ("observations-heldout53.jsonl", 150, 0.99, 0),
          ("observations-heldout54.jsonl", 150, 0.98, 0),
          # session 9, the same way (a fourth twin, heldout61, is blind): first scored 0.921/0,
          # 0.859/0 and 0.882/0 before any change, 0.974/0, 0.957/0 and 0.984/0 at its end
          ("observations-heldout58.jsonl", 150, 0.97, 0),
          ("observations-heldout59.jsonl", 150, 0.95, 0),
          ("observations-heldout60.jsonl", 150, 0.98, 0),
          # session 10, the same way (a fourth twin, heldout65, is blind): first scored 0.910/1,
          # 0.888/0 and 0.901/1 before any change, 0.978/0, 1.000/0 and 0.995/0 at its end
          ("observations-heldout62.jsonl", 150, 0.97, 0),
          ("observations-heldout63.jsonl", 150, 0.99, 0),
          ("observations-heldout64.jsonl", 150, 0.99, 0),
          # session 10, in the handed set's categories but new settings (science fiction, rural
          # life; their twins 66 and 67 are blind): first 0.863/2 and 0.813/1, then 0.904/0 and
          # 0.870/0 after one helper round
          ("observations-heldout68.jsonl", 150, 0.90, 0),
          ("observations-heldout69.jsonl", 150, 0.865, 0),
          # session 11, written without sight of the engine (settings: hospital night shift,
          # fishing village, cargo ship, game logs; their twins 70 and 72 are blind): first
          # 0.806/1 and 0.817/1 at the session's start, 0.867/0 and 0.893/0 at its end
          ("observations-heldout71.jsonl", 150, 0.86, 0),
          ("observations-heldout73.jsonl", 150, 0.89, 0),
          # session 11's second pair (settings: newsroom, desert station, survival game logs,
          # vineyard; twins 75 and 77 are blind): first 0.848/0 and 0.807/0 at the session's
          # start, 0.891/0 and 0.865/0 at its end
          ("observations-heldout74.jsonl", 150, 0.885, 0),
          ("observations-heldout76.jsonl", 150, 0.86, 0),
          # written in session 12 without sight of the lexicon (a university campus with chat
          # transcripts; a care home and a fantasy town told as NPC logs; twins 78 and 80 are
          # blind): first 0.806/3 and 0.760/0 at the session's start, 0.889/0 and 0.847/0 after
          # its rounds
          ("observations-heldout79.jsonl", 150, 0.88, 0),
          ("observations-heldout81.jsonl", 150, 0.84, 0),
          # written in session 13 without sight of the lexicon (a generation starship with
          # system logs and crew channels; a city night of riders, nurses and a diner with app
          # messages; twins 82 and 84 are blind): first 0.821/3 and 0.794/3 at the session's
          # start, 0.872/0 and 0.838/0 after its rounds
          ("observations-heldout83.jsonl", 150, 0.86, 0),
          ("observations-heldout85.jsonl", 150, 0.83, 0),
          # written in session 14 without sight of the lexicon (a vineyard wedding weekend; a
          # boarding school; a cruise ship; twins 86, 88 and 90 are blind): first 0.827/2,
          # 0.770/5 and 0.861/0 at the session's start, 0.921/0, 0.891/0 and 0.898/0 after its
          # rounds
          ("observations-heldout87.jsonl", 150, 0.91, 0),
          ("observations-heldout89.jsonl", 150, 0.88, 0),
          ("observations-heldout91.jsonl", 150, 0.88, 0),
          # written in session 15 the same way (a ski resort; a fire station and its dispatch
          # centre; a music festival; an island ferry and lighthouse village; twins 92, 94, 96
          # and 98 are blind): first 0.702/1, 0.702/2, 0.821/1 and 0.784/0, then 0.829/0,
          # 0.833/0, 0.879/0 and 0.888/0 after its rounds
          ("observations-heldout93.jsonl", 150, 0.82, 0),
          ("observations-heldout95.jsonl", 150, 0.82, 0),
          ("observations-heldout97.jsonl", 150, 0.87, 0),
          ("observations-heldout99.jsonl", 150, 0.88, 0),
          # written in session 16 the same way (a catering company's wedding weekend; a
          # motor-racing team at a race weekend; twins 100, an oil platform, and 102, a
          # Himalayan trek, are blind): first 0.804/1 and 0.739/1, then 0.897/0 and 0.834/0
          # after its rounds
          ("observations-heldout101.jsonl", 150, 0.92, 0),
          ("observations-heldout103.jsonl", 150, 0.87, 0),
          # and later in session 16 (a film shoot in a desert town; truckers over a mountain
          # pass in winter; twins 104, a container port at night, and 106, an Antarctic
          # station, are blind): first 0.720/1 and 0.796/0, then 0.787/1 and 0.873/0, then
          # 0.847/0 and 0.881/0
          ("observations-heldout105.jsonl", 150, 0.88, 0),
          ("observations-heldout107.jsonl", 150, 0.90, 0),
          # written in session 17 the same way (a high school in exam week; a family bakery
          # and market stall in the Marrakech medina in Ramadan; twins 108, a floating clinic
          # on the Amazon, and 110, a convenience store in Osaka, are blind): first 0.798/3
          # and 0.830/2, then 0.838/0 and 0.862/0
          ("observations-heldout109.jsonl", 150, 0.87, 0),
          ("observations-heldout111.jsonl", 150, 0.88, 0),
          # written in session 18 the same way (a herding family's camp at the Naadam
          # festival in Mongolia; a travelling circus touring Europe; twins 112, an overnight
          # sleeper train across India, and 114, a bus park and market in Lagos, are blind):
          # first 0.731/0 and 0.778/0, then 0.854/0 and 0.870/0 after its rounds
          ("observations-heldout113.jsonl", 150, 0.86, 0),
          ("observations-heldout115.jsonl", 150, 0.89, 0),
          # written in session 19 the same way (a coffee farm at harvest in Colombia; a
          # winter-over station in Antarctica, a setting blind 106 shares; twins 118, a
          # container ship and its port, and 119, a Himalayan trek, are blind): first 0.787/0
          # and 0.849/0, then 0.879/0 and 0.913/0 after its rounds
          ("observations-heldout116.jsonl", 150, 0.87, 0),
          ("observations-heldout117.jsonl", 150, 0.91, 0),
          # written in session 28 by a writer who read only the handed set (an archaeological
          # dig in southern Jordan; its twin 121, a bicycle courier collective in Berlin, is
          # blind): first 0.866/2 (121: 0.907/0), then 0.881/1; its leak is "with half the
          # pickmen off sick" ("pickmen" is no person word the lexicon knows); session 29's
          # who round gave the sickness to the pickmen ("with" + someone + a state): 0.902/0
          ("observations-heldout120.jsonl", 150, 0.89, 0),
          # written in session 29 by writers who read only the handed set (a North Sea trawler
          # crew out of Peterhead; a drought field hospital and camp in northern Kenya; a film
          # crew in a Scottish castle in winter; their twin 123, a Montreal school in exam week,
          # is blind): first 0.825/0, 0.886/1 and 0.819/0, then 0.901/0, 0.940/0 and 0.867/0
          # after a round on each set's own misses
          ("observations-heldout122.jsonl", 150, 0.89, 0),
          ("observations-heldout124.jsonl", 150, 0.93, 0),
          ("observations-heldout125.jsonl", 150, 0.86, 0),
          # written in session 30 the same way; their twin 128, a care home and hospice in
          # Osaka, is blind. 126, a small town in an LLM agent sandbox: first 0.902/1, then 0.960/0
          ("observations-heldout126.jsonl", 150, 0.96, 0),
          # 127, an offshore platform in the Norwegian North Sea: first 0.785/1, then 0.870/0
          ("observations-heldout127.jsonl", 150, 0.87, 0),
          # 129, a week-long music festival and campsite in rural Brazil: first 0.848/0, then
          # 0.930/0
          ("observations-heldout129.jsonl", 150, 0.93, 0),
          # a second session-30 batch (their twin 130, a medieval market town on a roleplay
          # server, is blind). 131, a family and its robots in a suburban smart home: first 0.819/0,
          # then 0.840/0
          ("observations-heldout131.jsonl", 150, 0.84, 0),
          # 132, a bushfire season in rural Australia: first 0.839/0, then 0.870/0
          ("observations-heldout132.jsonl", 150, 0.86, 0),
          # 133, a hospital night shift and a student hostel in Lagos: first 0.804/0, then
          # 0.845/0
          ("observations-heldout133.jsonl", 150, 0.84, 0),
          # written in session 31 the same way, in two batches (their twins 136, an Antarctic
          # research station in winter-over, and 140, a generation starship colony, are blind).
          # 134, a survival-crafting game server: first 0.804/0, then 0.855/0
          ("observations-heldout134.jsonl", 150, 0.85, 0),
          # 135, a Mumbai hospital on a monsoon night shift: first 0.872/0, then 0.898/0; 0.917/0
          # after the care and venue rounds
          ("observations-heldout135.jsonl", 150, 0.91, 0),
          # 137, a Seoul high school in exam week: first 0.846/3, then 0.897/0
          ("observations-heldout137.jsonl", 150, 0.89, 0),
          # 138, a long-haul trucking convoy across the US Midwest in winter: first 0.765/0,
          # then 0.792/0; 0.804/0 after the later rounds
          ("observations-heldout138.jsonl", 150, 0.80, 0),
          # 139, a Scottish fishing village in a winter storm: first 0.846/0, then 0.903/0
          ("observations-heldout139.jsonl", 150, 0.90, 0),
          # 141, a Paris restaurant kitchen brigade during service: first 0.794/1, then 0.815/0;
          # 0.837/0 after the staff-task round
          ("observations-heldout141.jsonl", 150, 0.83, 0),
          # written in session 32 the same way (their twins 145, an Alpine ski resort in a
          # blizzard, and 148, a university dorm in finals week with a hackathon, are blind).
          # 142, a Lagos market day and danfo-bus commute: first 0.938/0, then 0.943/0
          ("observations-heldout142.jsonl", 150, 0.94, 0),
          # 143, a California suburb during a wildfire evacuation: first 0.906/0, then 0.938/0
          ("observations-heldout143.jsonl", 150, 0.93, 0),
          # 144, a Tokyo convenience-store night shift: first 0.878/0, then 0.916/0
          ("observations-heldout144.jsonl", 150, 0.91, 0),
          # 146, a youth football academy in Sao Paulo: first 0.834/0, then 0.863/0
          ("observations-heldout146.jsonl", 150, 0.86, 0),
          # 147, a Victorian London workhouse and cotton mill: first 0.801/0, then 0.819/0
          ("observations-heldout147.jsonl", 150, 0.81, 0),
          # 149, a cruise ship with a norovirus outbreak in a storm: first 0.849/0, then 0.872/0
          ("observations-heldout149.jsonl", 150, 0.87, 0),
          # written in session 33 the same way (their twins 152, New Orleans during hurricane
          # preparations, and 155, a Korean esports team house before a world final, are blind).
          # 150, a Mumbai hospital on a monsoon night shift (a second writer): first 0.842/0,
          # then 0.858/0
          ("observations-heldout150.jsonl", 150, 0.85, 0),
          # 151, an Arctic research station in the polar night: first 0.860/0, then 0.888/0
          ("observations-heldout151.jsonl", 150, 0.88, 0),
          # 153, a medieval fantasy village in an RPG simulation: first 0.806/2, then 0.866/1;
          # 0.860/1 with bare "goblins" taken out again (a fantasy's peoples are no threat)
          ("observations-heldout153.jsonl", 150, 0.85, 1),
          # 154, a road-train convoy across the Australian outback: first 0.821/0, then 0.877/0
          ("observations-heldout154.jsonl", 150, 0.87, 0),
          # 156, a Mars habitat colony simulation: first 0.864/0, then 0.880/0
          ("observations-heldout156.jsonl", 150, 0.88, 0),
          # 157, a Scottish fishing village and trawler in a winter gale (a second writer):
          # first 0.848/0, then 0.894/0
          ("observations-heldout157.jsonl", 150, 0.89, 0),
          # 158, a family wedding weekend in Oaxaca (its twin 159, a Himalayan trek, is blind):
          # first 0.833/0, then 0.863/0
          ("observations-heldout158.jsonl", 150, 0.86, 0),
          # session 34, round fresh160 (a city zoo in a summer heatwave): first sight 0.915/0
          # -> 0.961/0
          ("observations-heldout160.jsonl", 150, 0.96, 0),
          # session 34, round fresh167 (an Icelandic volcano observatory and an evacuated
          # fishing town): first sight 0.894/0 -> 0.954/0
          ("observations-heldout167.jsonl", 150, 0.95, 0),
          # session 34, round fresh164 (a sled-dog race across Alaska): first sight 0.847/0 ->
          # 0.894/0
          ("observations-heldout164.jsonl", 150, 0.89, 0),
          # session 34, round fresh165 (a Gdańsk shipyard building a ferry): first sight
          # 0.921/0 -> 0.980/0
          ("observations-heldout165.jsonl", 150, 0.98, 0),
          # session 34, round fresh161 (a tea estate in Assam in plucking season): first sight
          # 0.860/0 -> 0.940/0
          ("observations-heldout161.jsonl", 150, 0.94, 0),
          # session 34, round fresh163 (a ballet company's week before a premiere): first sight
          # 0.864/1 -> 0.916/0
          ("observations-heldout163.jsonl", 150, 0.91, 0),
          # session 34, round fresh168 (a Rio samba school before Carnival): first sight
          # 0.883/1 -> 0.932/0
          ("observations-heldout168.jsonl", 150, 0.93, 0),
          # session 34, round fresh172 (an amusement park at the height of summer): first sight
          # 0.937/0 -> 0.979/0
          ("observations-heldout172.jsonl", 150, 0.97, 0),
          # session 34, round fresh170 (a distance-running camp in Iten, Kenya): first sight
          # 0.915/1 -> 0.985/0
          ("observations-heldout170.jsonl", 150, 0.98, 0),
          # session 34, round fresh171 (a murder trial at a crown court): first sight 0.922/0 ->
          # 0.964/0
          ("observations-heldout171.jsonl", 150, 0.96, 0),
          # session 34, round fresh169 (a salmon farm in a Norwegian fjord in winter): first
          # sight 0.970/0 -> 1.000/0
          ("observations-heldout169.jsonl", 150, 1.00, 0),
          # session 34, round fresh176 (an international piano competition in Warsaw): first
          # sight 0.938/0 -> 0.985/0
          ("observations-heldout176.jsonl", 150, 0.98, 0),
          # session 34, round fresh175 (a mountain rescue team's winter weekend): first sight
          # 0.891/0 -> 0.914/0
          ("observations-heldout175.jsonl", 150, 0.91, 0),
          # session 35, round fresh182 (a university rowing club in regatta week): first sight
          # 0.817/1 -> 0.941/0
          ("observations-heldout182.jsonl", 150, 0.94, 0),
          # session 35, round fresh178 (an alpaca farm and weaving co-operative in the Peruvian
          # Andes): first sight 0.896/0 -> 0.972/0
          ("observations-heldout178.jsonl", 150, 0.97, 0),
          # session 35, round fresh181 (a Saharan desert camp in Morocco with a sandstorm
          # coming): first sight 0.862/0 -> 0.971/0
          ("observations-heldout181.jsonl", 150, 0.97, 0),
          # session 35, round fresh184 (a city bus depot and its night routes): first sight
          # 0.857/0 -> 0.914/0
          ("observations-heldout184.jsonl", 150, 0.91, 0),
          # session 35, round fresh180 (a small craft brewery in Belgium during festival week):
          # first sight 0.922/0 -> 0.947/0
          ("observations-heldout180.jsonl", 150, 0.94, 0),
          # session 36, round other (hunt file): first sight 0.788/3 -> 0.827/0
          ("observations-hunt36-other.jsonl", 150, 0.82, 0),
          # session 36, round fresh190 (Lagos ride-hailing drivers, hard categories): first
          # sight 0.796/1 -> 0.946/0
          ("observations-heldout190.jsonl", 150, 0.94, 0),
          # session 36, round future (hunt file): first sight 0.918/0 -> 0.950/0
          ("observations-hunt36-future.jsonl", 120, 0.95, 0),
          # session 36, round fresh188 (a Scottish island fishing village): first sight
          # 0.896/0 -> 0.995/0
          ("observations-heldout188.jsonl", 150, 0.99, 0),
          # session 36, round fresh189 (a Montreal hospital emergency department at night, hard
          # categories): first sight 0.724/1 -> 0.848/0
          ("observations-heldout189.jsonl", 150, 0.84, 0),
          # session 37, round fresh195 (a Tokyo convenience store night shift, written to the
          # hard brief): first sight 0.727/3 -> 0.834/0
          ("observations-heldout195.jsonl", 150, 0.83, 0),
          # session 37, round substring (hunt file): first sight 0.891/0 -> 0.927/0
          ("observations-hunt37-substring.jsonl", 150, 0.92, 0),
          # session 37, round fresh196 (a touring circus wintering in rural Poland, written to
          # the hard brief): first sight 0.691/0 -> 0.716/0
          ("observations-heldout196.jsonl", 150, 0.71, 0),
          # session 37, round fresh194 (a Cairo university dormitory during exam weeks): first
          # sight 0.867/2 -> 0.920/1
          ("observations-heldout194.jsonl", 150, 0.92, 1),
          # session 37, round negation (hunt file): first sight 0.834/0 -> 0.856/0
          ("observations-hunt37-negation.jsonl", 150, 0.85, 0),
          # session 38, round fresh202 (an Australian outback cattle station during the muster,
          # hard brief): first sight 0.658/3 -> 0.792/0
          ("observations-heldout202.jsonl", 150, 0.79, 0),
          # session 38, round other (hunt file): first sight 0.833/0 -> 0.850/0
          ("observations-hunt38-other.jsonl", 150, 0.85, 0),
          # session 38, round fresh201 (a Rio de Janeiro hillside community kitchen and football
          # pitch, hard brief): first sight 0.762/1 -> 0.871/0
          ("observations-heldout201.jsonl", 150, 0.87, 0),
          # session 38, round fresh200 (a Swiss alpine dairy on summer pasture): first sight
          # 0.885/0 -> 0.943/0
          ("observations-heldout200.jsonl", 150, 0.94, 0),
          # session 39, round fresh208 (a Busan fried-chicken shop and its delivery riders): first
          # sight 0.718/6 -> 0.842/0
          ("observations-heldout208.jsonl", 150, 0.84, 0),
          # session 39, round fresh206 (a Mongolian herding family's winter camp on the steppe):
          # first sight 0.871/0 -> 0.916/0
          ("observations-heldout206.jsonl", 150, 0.91, 0),
          # session 39, round fresh207 (a Welsh coastal lifeboat station and its volunteer
          # crew): first sight 0.800/4 -> 0.841/1
          ("observations-heldout207.jsonl", 150, 0.84, 1),
          # session 39, round danger (hunt file): first sight 0.758/0 -> 0.788/0
          ("observations-hunt39-danger.jsonl", 120, 0.78, 0),
          # session 39, round worked (hunt file): first sight 0.767/0 -> 0.784/0
          ("observations-hunt39-worked.jsonl", 120, 0.78, 0),
          # session 40, round worked (hunt file): first sight 0.720/0 -> 0.727/0
          ("observations-hunt40-worked.jsonl", 120, 0.72, 0),
          # session 40, round fresh214 (a Kerala houseboat cruise on the backwaters; hard
          # brief): first sight 0.740/1 -> 0.859/0
          ("observations-heldout214.jsonl", 150, 0.85, 0),
          # session 40, round fresh213 (a dhow-building yard and fish market in Stone Town,
          # Zanzibar; hard brief): first sight 0.686/3 -> 0.843/1
          ("observations-heldout213.jsonl", 150, 0.84, 1),
          # session 40, round other (hunt file): first sight 0.831/0 -> 0.831/0
          ("observations-hunt40-other.jsonl", 150, 0.83, 0),
          # session 40, round negation (hunt file): first sight 0.820/0 -> 0.851/0
          ("observations-hunt40-negation.jsonl", 150, 0.85, 0),
          # session 40, round fresh212 (a Tasmanian highland sheep station at shearing time):
          # first sight 0.835/0 -> 0.915/0
          ("observations-heldout212.jsonl", 150, 0.91, 0),
          ]


@pytest.mark.parametrize(("name", "size", "floor"), CORPORA)
def test_labelled_corpus_reaches_its_f1_floor_with_no_leaks(lex, name, size, floor):
    lines = [json.loads(x) for x in (DATA / name).read_text("utf-8").splitlines()]
    assert len(lines) == size
    result = score(lex, lines)
    assert result["leaks"] == 0, result["misses"]
    assert result["f1"] >= floor, result["misses"]


@pytest.mark.parametrize(("name", "size", "floor", "leak_budget"), STRESS)
def test_attribution_stress_set_does_not_get_worse(lex, name, size, floor, leak_budget):
    lines = [json.loads(x) for x in (DATA / name).read_text("utf-8").splitlines()]
    assert len(lines) == size
    result = score(lex, lines)
    assert result["leaks"] <= leak_budget, result["misses"]
    assert result["f1"] >= floor, result["misses"]


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # a preposition's object is never the subject
    ("On the train, the man opposite Pilar falls asleep.", "Pilar", set()),
    ("Across the road from you, a stranger twists her ankle.", "Rhys", set()),
    ("The driver in front of Greta slams on his brakes and shouts at a cyclist.", "Greta",
     set()),
    ("Someone behind you at the concert is singing along.", "Cas", set()),
    # a possessive before a person word is part of someone else's subject
    ("Petra is folding laundry; downstairs her kids are squabbling.", "Petra", set()),
    # but a participant preposition shares the event, wherever it is
    ("Sanne sits with you and tells you about her day.", "Ana", {"socialize"}),
    # an apposition renames only a bare subject: "Cyril, a locksmith," is Cyril
    ("Cyril, a locksmith, is changing the lock for a tenant.", "Cyril", {"work"}),
])
def test_prepositions_and_noun_phrases_decide_the_subject(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    ("Sigrun works her way through a three-course dinner.", "Sigrun", {"eat"}),
    ("Xiu's computer crashes twice.", "Xiu", set()),
    ("Cormac is wrestling with a stubborn jar lid @ kitchen", "Cormac", set()),
    ("You lie awake all night; sleep never comes.", "Ulla", set()),
    ("Thiago pushes his plate away; the stomach bug has killed his appetite.", "Thiago",
     {"illness"}),
    ("The ladder slipped out from under Ingrid, but she wasn't hurt.", "Ingrid", {"danger"}),
    ("The radio warns that a chemical cloud is drifting over your town.", "Ana", {"danger"}),
    ("The radio warns that a storm will hit Fenna's district.", "Fenna", {"danger"}),
    ("Keira sat on the balcony sipping tea.", "Keira", {"rest", "drink"}),
    ("You lay on the grass reading a novel and eating cherries.", "Umar", {"rest", "eat"}),
    ("Leandro is reviewing blueprints @ site office; outside, two men argue", "Leandro",
     {"work"}),
    ("Hedda is balancing the books @ office; the intern next to her is munching crisps",
     "Hedda", {"work"}),
])
def test_idioms_negated_nouns_near_misses_warnings_and_status_work(lex, text, observer,
                                                                 expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


def test_scorer_counts_a_leak_when_only_someone_else_did_it(lex):
    # a bare lexicon knows no person words, so "my dad" is not recognised as someone else
    lines = [{"id": "x", "observer": "Noor", "text": "You watch as my dad eats a sandwich.",
              "self_events": [], "other_events": ["ate"]}]
    assert score(lex, lines)["leaks"] == 0
    bare = compile_lexicon([{"lexicon": "bare", "version": 1,
                             "kinds": {"eat": {"terms": ["eats"]}}}])
    result = score(bare, lines)
    assert result["leaks"] == 1 and result["precision"] == 0.0


# ------------------------------------------------------------------------------ API shape


def test_event_kinds_are_the_fixed_names():
    assert EVENT_KINDS == ("eat", "drink", "sleep", "rest", "work", "exercise", "socialize",
                           "danger", "conflict", "illness", "injury", "walk")


def test_event_to_dict_and_evidence_span(lex):
    text = "You eat a sandwich."
    (event,) = perceive(text, lex)
    assert event == Event("eat", "self", False, "actual", 1.0, "eat", (4, 7))
    assert event.is_actual_self
    assert event.to_dict() == {"kind": "eat", "subject": "self", "negated": False,
                               "mode": "actual", "strength": 1.0, "term": "eat",
                               "evidence": [4, 7]}
    assert text[4:7] == "eat"


def test_lexicon_is_picklable_and_perceive_is_deterministic(lex):
    clone = pickle.loads(pickle.dumps(lex))
    text = "Noor is eating a plate of fried rice @ Noor's flat"
    assert perceive(text, clone, observer="Noor") == perceive(text, lex, observer="Noor")


def test_empty_and_punctuation_only_text_give_no_events(lex):
    assert perceive("", lex) == ()
    assert perceive(" ... !? ", lex) == ()


# ------------------------------------------------------------------- B01-B07, one test each


def test_b01_substring_traps_are_not_events(lex):
    """B01: late/ate, restaurant/rest, interest/rest, begun/gun never match."""
    trap = "You were late, so you hurried past the restaurant; your interest in the plan had " \
           "begun to fade."
    assert perceive(trap, lex) == ()


def test_b01_control_matches_through_inflection(lex):
    events = perceive("You ate, then rested on the bench.", lex)
    assert [(e.kind, e.term, e.is_actual_self) for e in events] == [
        ("eat", "eat", True), ("rest", "rest", True)]


def test_b01_with_the_bug_reports_minimal_lexicon():
    doc = {"lexicon": "b01", "version": 1, "kinds": {
        "eat": {"terms": ["ate", "eat"]}, "rest": {"terms": ["rest"]},
        "danger": {"terms": ["gun"]}},
        "inflection": {"rules": [{"add": "ed"}, {"add": "s"}, {"add": "ing"}]}}
    small = compile_lexicon([doc])
    trap = "You were late, so you hurried past the restaurant; your interest in the plan had " \
           "begun to fade."
    assert perceive(trap, small) == ()
    assert [e.kind for e in perceive("You ate, then rested on the bench.", small)] == [
        "eat", "rest"]


def test_b02_short_words_never_fuzzy_match(lex):
    """B02: ratio('ate','late')=85.7 and ratio('danger','anger')=90.9 pass a cutoff of 85."""
    # ("late for" is a planned cue: the work it names is ahead, no event of "ate")
    assert [(e.kind, e.mode) for e in perceive("I was late for work.", lex)] \
        in ([], [("work", "planned")])
    assert perceive("You felt anger at the delay.", lex) == ()


def test_b02_a_real_typo_in_a_long_word_still_matches(lex):
    (event,) = perceive("You eat a sandwhich", lex)
    assert event.kind == "eat"
    events = perceive("You grab a sandwhich from the machine and munch it.", lex)
    assert actual_self(events) == {"eat"}
    assert actual_self(perceive("You are slepping on the couch.", lex)) == {"sleep"}


def test_b03_negation_and_its_scope(lex):
    events = perceive("You didn't eat anything all day and never got any rest.", lex)
    assert actual_self(events) == set()
    assert kinds(events, negated=True) == {"eat", "rest"}
    control = perceive("You didn't sleep, but you ate a sandwich.", lex)
    assert [(e.kind, e.negated) for e in control] == [("sleep", True), ("eat", False)]


@pytest.mark.parametrize(("text", "expected"), [
    # "until the" is a reference cue, and still the clause break "until" is: a negation after it
    # ("is gone", "has cleared") does not reach back to what the observer did before it
    ("You eat the soup until the pot is gone.", {"eat"}),
    ("You keep sipping water until the headache has cleared.", {"drink"}),
    ("You drink tea until the pain is gone.", {"drink"}),
    # and the cue still covers the words after it: the night shift is only a point in time
    ("You can't sleep until the night shift ends.", set()),
])
def test_a_cue_that_opens_with_a_clause_break_still_breaks_the_clause(lex, text, expected):
    assert actual_self(perceive(text, lex)) == expected


@pytest.mark.parametrize(("text", "kind", "negated", "mode"), [
    # obligation, advice, possibility and conditions: not done yet
    ("You need to eat.", "eat", False, "planned"),
    ("You should sleep.", "sleep", False, "planned"),
    ("You might get sick.", "illness", False, "planned"),
    ("Time to eat.", "eat", False, "planned"),
    ("If you eat now you will be late.", "eat", False, "planned"),
    ("You wait to eat.", "eat", False, "waiting"),
    # forgotten, nearly, imagined: it did not happen
    ("You forgot to eat lunch.", "eat", True, "actual"),
    ("You almost ate the cake.", "eat", True, "actual"),
    ("You would have eaten if there was time.", "eat", True, "actual"),
    ("You couldn't sleep at all.", "sleep", True, "actual"),
    # another day, named first, is remembered
    ("Yesterday you ate a whole pizza.", "eat", False, "reported"),
])
def test_events_that_are_only_needed_advised_or_nearly_done_do_not_count(lex, text, kind,
                                                                          negated, mode):
    (event,) = [e for e in perceive(text, lex) if e.kind == kind]
    assert (event.subject, event.negated, event.mode) == ("self", negated, mode)
    assert kind not in actual_self(perceive(text, lex))


def test_a_spoon_or_forks_worth_is_a_taste_not_a_meal(lex):
    (taste,) = perceive("You eat a spoonful of soup.", lex)
    (meal,) = perceive("You eat a bowl of soup.", lex)
    assert (taste.kind, taste.strength) == ("eat", 0.2)
    assert meal.strength == 1.0


def test_being_told_something_is_the_observers_conversation(lex):
    # the observer word is inside the matched phrase "tell you", so it is no mention of its own
    assert "socialize" in actual_self(perceive("Sam tells you he broke his arm.", lex))
    assert "socialize" in actual_self(perceive("A colleague tells me a joke.", lex))
    assert "socialize" not in actual_self(perceive("Sam tells Mia a joke.", lex))


def test_a_day_named_after_the_event_covers_only_the_words_just_before_it(lex):
    assert actual_self(perceive("You ate yesterday.", lex)) == set()
    told = perceive("A colleague tells you he broke his collarbone mountain biking yesterday.",
                    lex)
    assert actual_self(told) == {"socialize"}  # the telling is now; the biking was yesterday


def test_a_day_named_as_an_owner_is_no_report_cue(lex):
    text = "Yusuf is entering last month's invoices into the accounts system @ office: desk 12"
    assert actual_self(perceive(text, lex, observer="Yusuf")) == {"work"}


def test_b04_someone_elses_meal_does_not_feed_the_observer(lex):
    events = perceive("You sit in the cafe while Person A eats a sandwich and talks about the "
                      "storm.", lex)
    assert actual_self(events) == {"socialize"}  # in company; the sandwich is Person A's
    assert kinds(events, subject="other") >= {"eat"}
    assert "danger" not in actual_self(events)
    control = perceive("You eat a sandwich while Person A talks about the storm.", lex)
    assert actual_self(control) == {"eat", "socialize"}
    (storm,) = [e for e in control if e.kind == "danger"]
    assert storm.mode == "reported"


def test_b05_casing_does_not_matter(lex):
    for text in ("You grab a SANDWICH from the counter and EAT it.",
                 "YOU EAT A SANDWICH.", "You Eat A Sandwich."):
        assert actual_self(perceive(text, lex)) == {"eat"}
    upper_lexicon = compile_lexicon([{"lexicon": "u", "version": 1,
                                      "kinds": {"eat": {"terms": ["Sandwich"]}}}])
    assert actual_self(perceive("You grab a SANDWICH.", upper_lexicon)) == {"eat"}


def test_b06_unicode_forms_match(lex):
    nfd = unicodedata.normalize("NFD", "crêpe")
    assert nfd != "crêpe"
    crepe = compile_lexicon([{"lexicon": "c", "version": 1,
                              "kinds": {"eat": {"terms": ["crêpe"]}}}])
    for word in (nfd, "crêpe", "CRÊPE"):
        (event,) = perceive(f"You share a {word}.", crepe)
        text = f"You share a {word}."
        assert text[event.evidence[0]:event.evidence[1]] == word
    full = "You eat a ｓａｎｄｗｉｃｈ."
    (event,) = perceive(full, lex)
    assert event.kind == "eat" and event.is_actual_self
    wide = perceive("Ｗｒｅｎ ｉｓ ｓｌｅｅｐｉｎｇ", lex, observer="Wren")
    assert actual_self(wide) == {"sleep"}


def test_b07_no_match_means_no_event_and_the_cutoff_is_inclusive():
    assert perceive("zzz qqq", compile_lexicon([{"lexicon": "z", "version": 1,
                                                   "kinds": {"eat": {"terms": ["eat"]}}}])) == ()
    # fuzz.ratio("abcdef", "abcdefghi") is exactly 80: with cutoff 80 it matches, with 80.5 not
    from rapidfuzz import fuzz

    assert fuzz.ratio("abcdefghi", "abcdef", processor=None) == 80.0

    def lexicon(cutoff: float):
        return compile_lexicon([{"lexicon": "b", "version": 1,
                                 "kinds": {"eat": {"terms": ["abcdef"]}},
                                 "fuzzy": {"min_length": 6, "prefix_length": 2,
                                           "cutoffs": [{"min_length": 6, "cutoff": cutoff}]}}])

    assert [e.kind for e in perceive("You abcdefghi.", lexicon(80))] == ["eat"]
    assert perceive("You abcdefghi.", lexicon(80.5)) == ()


# --------------------------------------------------------------------- normalisation / tokens


def test_normalize_keeps_an_offset_map_for_nfd_and_full_width():
    text = "a cre\u0302pe ｘ"
    norm, origin = normalize(text)
    assert norm == "a crêpe x"
    assert origin is not None and len(origin) == len(norm) + 1
    assert text[origin[2]:origin[7]] == "cre\u0302pe"


def test_tokenize_splits_clitics():
    assert [t for t, _, _ in tokenize("you didn't see noor's cat.")] == [
        "you", "did", "n't", "see", "noor", "'s", "cat", "."]


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_any_text_gives_valid_events(lex, text):
    for e in perceive(text, lex, observer="Noor"):
        assert e.kind in EVENT_KINDS
        assert e.subject in ("self", "other")
        assert e.mode in ("actual", "planned", "waiting", "reported")
        assert 0.0 <= e.strength <= 1.0
        assert 0 <= e.evidence[0] < e.evidence[1] <= len(text)


# ------------------------------------------------------------------------- trap kinds, named


@pytest.mark.parametrize(("text", "observer", "expected"), [
    ("Sam is eating a sandwich.", None, set()),
    ("Caio folds laundry while his roommate Juno wolfs down a burrito.", "Caio", set()),
    ("Kofi is waiting for the tram; a man is fast asleep on the bench.", "Kofi", set()),
    ("I watched a man trip on the kerb and gash his knee.", "Ines", set()),
    ("Ines is checking drips @ ward 7B, bay 2. Most patients are asleep.", "Ines", {"work"}),
])
def test_someone_elses_action_is_not_the_observers(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "kind", "mode"), [
    ("Teo wants to nap later, once the kids are at school.", "sleep", "planned"),
    ("Caio is about to lie down for a quick rest @ staff room", "rest", "planned"),
    ("You make a note on your phone to drink more water tomorrow.", "drink", "planned"),
    ("Priya has ordered the pancakes and is waiting for them to eat.", "eat", "waiting"),
    ("On the radio, the presenter says a storm is battering the islands.", "danger", "reported"),
    ("Hana says to Yusuf: 'I burned my hand on the oven.'", "injury", "reported"),
])
def test_intent_waiting_and_reports_are_not_actual(lex, text, kind, mode):
    (event,) = [e for e in perceive(text, lex, observer=text.split()[0]) if e.kind == kind]
    assert event.mode == mode and not event.is_actual_self


def test_a_warning_for_the_observers_area_is_mild_actual_danger(lex):
    text = "'Stay indoors, there's a tornado warning for the county!' your neighbour shouts."
    events = perceive(text, lex)
    # "stay indoors" tells the observer what to do about it: the tornado is theirs now, at
    # half strength (cues.local, session 8), and the milder "warning" merges into it
    assert {(e.kind, e.term, e.mode) for e in events} == {("danger", "tornado", "actual")}
    (danger,) = [e for e in events if e.is_actual_self]
    assert danger.strength == 0.5


def test_distant_danger_belongs_to_others(lex):
    text = "A push notification: an earthquake has shaken a city on another continent."
    assert {(e.kind, e.subject) for e in perceive(text, lex)} == {("danger", "other")}


@pytest.mark.parametrize("text", [
    "Ayla is cleaning the windows of her family's restaurant before it opens",  # rest
    "Rafa reads a letter from the bank about the interest on his savings.",  # rest
    "You scroll through your social network feed on the tram.",  # social, work
    "Noor spends the rest of the morning in the garden.",  # rest
    "After twenty minutes the cardiac arrest ends.",  # rest
    "The rain has begun to ease off.",  # gun
    "Amara is selling tickets @ theater box office",  # eat (theater)
    "Selin arrives twenty minutes late for the dentist.",  # ate
])
def test_substring_traps_give_no_rest_eat_or_danger(lex, text):
    assert not {"rest", "eat", "danger", "socialize"} & actual_self(perceive(text, lex))


def test_sleep_background_sentences_belong_to_the_world(lex):
    events = perceive("You are asleep. A fire engine screams past; a man shouts at a driver.",
                      lex, observer="Noor")
    assert actual_self(events) == {"sleep"}


def test_shared_activity_with_the_observer_is_theirs(lex):
    assert actual_self(perceive("Jonas and Zoë are cycling hard up the hill.", lex,
                                observer="Jonas")) == {"exercise"}
    assert actual_self(perceive("You have lunch with Idris.", lex)) == {"eat", "socialize"}


def test_strength_follows_weights_and_quantities(lex):
    def strength(text: str, kind: str) -> float:
        return max(e.strength for e in perceive(text, lex) if e.kind == kind)

    assert strength("You nibble a single cracker.", "eat") == 0.04  # 0.2 x cracker 0.4 x 0.5
    assert strength("You eat a huge dinner.", "eat") == 1.0
    assert strength("You take one sip of water.", "drink") == 0.24
    assert strength("You eat a sandwich.", "eat") == 1.0


def test_a_designer_adds_a_word_in_yaml_without_python(lex, core_doc):
    text = "You hoover a pasty."
    assert actual_self(perceive(text, lex)) == set()
    extended = compile_lexicon([core_doc, {"lexicon": "extra", "version": 1,
                                           "kinds": {"eat": {"terms": ["hoover"]}}}])
    assert actual_self(perceive(text, extended)) == {"eat"}
    inline = compile_lexicon([core_doc], extra_terms={"eat": ["hoover"]})
    assert actual_self(perceive("You hoovered it.", inline)) == {"eat"}


# --------------------------------------------------------------------------- the day files


DAYS = sorted((DATA / "days").glob("day-*.jsonl"))
MEALS = {"day-a-office-worker.jsonl": {6, 25, 38, 56},
         "day-b-night-nurse.jsonl": {38, 39, 47, 66},
         "day-c-bad-day.jsonl": {5, 33, 49, 61}}
FOOD_MENTIONS = {"day-a-office-worker.jsonl": {7, 8, 16, 24, 26, 45, 49, 54, 55, 58, 61},
                 "day-b-night-nurse.jsonl": {2, 4, 5, 7, 44, 46, 56, 73, 76, 77, 94},
                 "day-c-bad-day.jsonl": {5, 24, 25, 26, 41, 48, 86}}


@pytest.mark.skipif(not DAYS, reason="day files not copied into tests/data")
@pytest.mark.parametrize("name", sorted(MEALS))
def test_day_files_credit_meals_only_where_food_is_eaten(lex, name):
    path = DATA / "days" / name
    if not path.exists():
        pytest.skip(f"{name} not in tests/data")
    eaten = set()
    for line in path.read_text("utf-8").splitlines():
        d = json.loads(line)
        events = perceive(d["observation"], lex, observer=d["ctx"]["observer"])
        if "eat" in actual_self(events):
            eaten.add(d["tick"])
    assert eaten - {87} == MEALS[name]  # day B 87: "a couple of forkfuls" may count, weakly
    only_mentioned = FOOD_MENTIONS[name] - MEALS[name]
    assert not eaten & only_mentioned


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # a possessive observer name is part of someone else's subject ("Mo's colleague") ...
    ("Mo's colleague slams the door and storms out of the meeting.", "Mo", set()),
    # ... unless a pronoun object after the event points back at the possessor
    ("Mo's grandmother tells him about the war.", "Mo", {"socialize"}),
    # an object-only pronoun is a companion: "sit with him"
    ("You pour your grandfather a cup of tea and sit with him.", "Ana", {"socialize"}),
    # a person noun right after a subject pronoun is a verb: "you nurse a cold"
    ("You nurse a heavy cold with honey and lemon.", "Ana", {"illness", "drink"}),
    # a light verb that took another kind's object is not work done at the workplace
    ("Dee is finishing her lunch @ office: canteen", "Dee", {"eat"}),
    # teaching or coaching a sport is work; the class exercises
    ("You teach a yoga class to twelve beginners.", "Ana", {"work"}),
    # desire, missed plans and accusations are not events
    ("You want a nap but there's no time.", "Ana", set()),
    ("You were supposed to meet Ana for lunch, but she cancels.", "Bo", set()),
    ("Your flatmate accuses you of eating her yoghurt and you argue.", "Ana", {"conflict"}),
    ("You are too nervous to eat before the exam.", "Ana", set()),
    # common words one edit from a lexicon word are not typos of it
    ("Handover to the day team.", "Ines", set()),
    ("I drank far too much coffee today.", "Ana", {"drink"}),
    ("You shovel snow off the driveway.", "Ana", set()),
    # irregular forms and hyphenated plurals
    ("I was stung by a wasp.", "Ana", {"injury"}),
    ("You do fifty push-ups.", "Ana", {"exercise"}),
    # cosy fires and drunks are no danger and no drink
    ("Bo's dog is asleep by the fire.", "Bo", set()),
    ("You get into a fight with a drunk at the bar.", "Bo", {"conflict"}),
])
def test_general_rules_added_for_unseen_prose(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # a purpose or a service the task is for makes it work (``verb_alone_with``) ...
    ("Sione is grilling chicken skewers for the lunch crowd @ Sione's food truck", "Sione",
     {"work"}),
    ("Mira is folding napkins into fans before the evening service.", "Mira", {"work"}),
    ("You scrub the hotplate after breakfast service.", "Ana", {"work"}),
    ("Valko is polishing the brass for inspection.", "Valko", {"work"}),
    # ... and a task at a workplace of ``verb_alone_at``
    ("Vi dries the tankards with a tea towel @ The Lantern: behind the bar", "Vi", {"work"}),
    # ship's gear is work's object, and keeping watch or raising the anchor is deck work
    ("Hallvard is stitching a torn sail on the forecastle.", "Hallvard", {"work"}),
    ("The crew haul the big top's canvas up the king poles.", "Tamsin", set()),
    ("Tamsin and the crew haul the big top's canvas up the king poles.", "Tamsin", {"work"}),
    ("Quinn is keeping the night watch @ lighthouse: gallery", "Quinn", {"work"}),
    ("Gaia is plotting the sonar contacts @ submarine Narwhal: control room", "Gaia",
     {"work"}),
    ("Gaia is plotting her revenge @ Gaia's flat: kitchen", "Gaia", set()),
    ("Sigrun is up on deck splicing rope.", "Sigrun", {"work"}),
    # the phrase alone is no work, and a task without its setting is a chore
    ("Ana eats a bowl of soup before the evening service.", "Ana", {"eat"}),
    ("Sefa folds the guest towels in the laundry.", "Sefa", set()),
    ("Dev is polishing the brass plate on his front door @ Dev's house: porch", "Dev", set()),
    # a participle, a compound or an adjective is no task
    ("Nadia naps with her head on her folded arms @ library: silent floor", "Nadia",
     {"sleep"}),
    ("Ngoc rests in the shade of the rice-drying shed @ farm", "Ngoc", {"rest"}),
])
def test_a_trade_task_is_work_for_a_purpose_or_at_a_workplace(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "expected"), [
    # what is skipped is named right after "skip"; "to ..." is what the time went to
    ("You skipped lunch again to finish the tender document before the deadline.", {"work"}),
    ("You skip the morning run to finish polishing the brass for inspection.", {"work"}),
    ("You skipped lunch.", set()),
    ("You skip your usual morning run.", set()),
])
def test_skip_covers_what_is_named_right_after_it(lex, text, expected):
    assert actual_self(perceive(text, lex)) == expected


def test_a_cue_in_quoted_speech_stays_in_the_quotation(lex):
    text = "\"I'll have a proper nap once this report is in,\" Fatou mutters, still typing " \
           "@ Ashby Insurance: desk 40"
    events = perceive(text, lex, observer="Fatou")
    assert actual_self(events) == {"work"}
    (nap,) = [e for e in events if e.kind == "sleep"]
    assert nap.mode != "actual"


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # heldout23's leak: "one" opening a clause before its verb is one of the people just named
    ("Lachlan keeps the ship's log while two deckhands fight over a bunk, until one goes down "
     "bleeding.", "Lachlan", {"work"}),
    # but "one" before a noun counts a thing of the subject's
    ("You trip on the stairs, and one knee is bleeding.", "Ana", {"injury"}),
    # heldout22's leak: part of someone's class or team is other people
    ("Zhen hasn't been ill once this winter, even though half his class has gone down with a "
     "stomach bug.", "Zhen", set()),
    ("Lucía is teaching a pottery class.", "Lucía", {"work"}),
])
def test_one_of_them_and_half_a_class_are_other_people(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # eating with a spoon, or with bread for a spoon; drinking from a pouch; a shared platter
    ("Adaeze is spooning jollof rice out of a takeaway tub @ Adaeze's flat: balcony", "Adaeze",
     {"eat"}),
    ("You tear off a strip of warm naan and drag it through the dal.", "Ana", {"eat"}),
    ("Haruto is sucking recycled water from a squeeze pouch @ station: hydroponics bay",
     "Haruto", {"drink"}),
    ("Tariq and his cousin are sharing a platter of mezze, teasing each other.", "Tariq",
     {"eat", "socialize"}),
    # a log line's quoted field value is no speech
    ('[09:14] agent=Bjorn loc=canteen act="eating a cheese and pickle toastie" mood=content',
     "Bjorn", {"eat"}),
    ('Bjorn says: "I am eating a toastie."', "Bjorn", set()),
    # nothing in the object's place negates; "nothing but" is what was eaten
    ("Umut has eaten nothing since the supply drone failed to arrive.", "Umut", set()),
    ("You ate nothing but potatoes for a week.", "Ana", {"eat"}),
    # "once" before an action is "formerly", inside the report; before a clause it breaks
    ("Bodhi hears on a podcast that a famous chef once ate nothing but potatoes.", "Bodhi",
     set()),
    ("You eat once the kids are asleep.", "Ana", {"eat"}),
])
def test_eating_and_drinking_shapes(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # symptoms named by their reading or their beat
    ("Ravi is under two duvets with a pounding head and a temperature of 38.7.", "Ravi",
     {"illness"}),
    # an ailment the sufferer owns is there now, even on the way to have it seen to ...
    ("Ugne is on her way to the infirmary to get her hacking cough looked at.", "Ugne",
     {"illness"}),
    # ... but one that may come is not, and a vaccination names an illness it prevents
    ("You might get a cough if you stay out in the rain.", "Ana", set()),
    ("Nasrin is on her way to the pharmacy for her flu jab @ Harbour Road", "Nasrin", set()),
    # a feigned symptom or sleep is none
    ("Hallvard fakes a cough to get out of the hay baling.", "Hallvard", set()),
    ("You pretend to be asleep when your brother comes in.", "Ana", set()),
])
def test_symptoms_present_feigned_or_prevented(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


def test_an_apposition_may_hold_an_owner(lex):
    text = "Itzel, the ship's cook, scrubs the grill and the hotplate after breakfast service."
    assert actual_self(perceive(text, lex, observer="Itzel")) == {"work"}


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # near misses and failing structures around the observer
    ("A cyclist mounts the pavement at speed, almost yanking Nadia into the road.", "Nadia",
     {"danger"}),
    ("The whole tower block is shaking and lumps of plaster are falling around Nadia.", "Nadia",
     {"danger"}),
    ("The scaffold gives way beside Tavita, but he isn't hurt.", "Tavita", {"danger"}),
    # an alert for the observer's own district, named by a pronoun as by a name
    ("A news alert on Yara's phone: flash flooding in her district, move to upper floors now.",
     "Yara", {"danger"}),
    # a cosy fire is none
    ("Anouk and Bayani swap stories by the tavern fire.", "Anouk", {"socialize"}),
])
def test_near_misses_shaking_buildings_and_local_alerts_are_danger(lex, text, observer,
                                                                   expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # a to-do list, a start still to come and a missed meeting are no work done
    ("TODO (Linh): 1) finish slides 2) gym 18:30 3) call Mum", "Linh", set()),
    ("Nadia's shift starts in an hour, so she irons her blouse.", "Nadia", set()),
    ("Hiroshi slept through both alarms and missed the staff briefing.", "Hiroshi", {"sleep"}),
    # the contrast: a shift that has started, a briefing attended
    ("Nadia's shift started an hour ago and she is taking calls.", "Nadia", {"work"}),
    ("Hiroshi is in the staff briefing.", "Hiroshi", {"work"}),
    # a near miss is no missed event: it is a danger
    ("A branch comes down, missing the kitchen window by a metre.", "Tomas", {"danger"}),
])
def test_lists_starts_to_come_and_missed_events_are_not_done(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


def test_not_more_than_a_few_forkfuls_is_a_small_meal(lex):
    # day B tick 87: the place ends at the clause break, and the bound caps the meal before it
    text = "Ines sits down with her pasta salad @ ward 7B: staff room, but she is too wound up " \
           "to manage more than a couple of forkfuls."
    eats = [e for e in perceive(text, lex, observer="Ines") if e.is_actual_self]
    assert {e.kind for e in eats} == {"eat"}
    # two forkfuls (session 27 counts), 1 - (1 - 0.15)^2: well under a meal
    assert max(e.strength for e in eats) == 0.2775
    # "can't eat more than a few bites": a few bites were eaten
    (bites,) = [e for e in perceive("You can't eat more than a few bites.", lex)
                if e.kind == "eat"]
    assert bites.is_actual_self and bites.strength < 1.0
    # without a negation "more than" bounds nothing, and a bound caps only its own sentence
    assert max(e.strength for e in perceive("You ate more than three burgers.", lex)) == 1.0
    two = perceive("You eat a big lunch. Later you can't manage more than a couple of biscuits.",
                   lex)
    assert max(e.strength for e in two if e.is_actual_self) == 1.0


def test_a_status_lines_place_ends_at_a_clause_break(lex):
    text = "Ulla has a streaming cold @ office: desk 7, but she keeps typing up the minutes."
    assert actual_self(perceive(text, lex, observer="Ulla")) == {"illness", "work"}
    # a comma inside the place is still the place
    text = "Ines is checking drips @ ward 7B, bay 2. Most patients are asleep."
    assert actual_self(perceive(text, lex, observer="Ines")) == {"work"}


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # a passive names the body part first
    ("Linh's left wrist is badly broken in the fall from the stepladder.", "Linh", {"injury"}),
    ("Mei's ankle isn't broken after all; the X-ray is clear.", "Mei", set()),
    ("Tomas's lips are cracked.", "Tomas", set()),
    # food packed is for later, a crowded bar is no packing
    ("Solveig has packed cheese and flatbread for tomorrow's trek.", "Solveig", set()),
    ("The bar is packed and you drink a pint.", "Ana", {"drink"}),
    # spans of time, clocks and letters home
    ("Pita sits down on the bottom step for a minute's breather.", "Pita", {"rest"}),
    ("After the three-day rescue, Niamh sleeps round the clock.", "Niamh", {"sleep"}),
    ("Desta is writing a letter home @ Ironhold barracks: bunk 12", "Desta", set()),
    ("Emeka has worked nine hours straight at the kiosk and his eyes are stinging.", "Emeka",
     {"work"}),
    # lying still is rest; a fell race is a race
    ("Tenzin is not asleep, just lying still with his eyes shut @ Tenzin's flat: sofa",
     "Tenzin", {"rest"}),
    ("Obiageli ran the fell race and came in fourth.", "Obiageli", {"exercise"}),
])
def test_passives_packing_spans_of_time_and_stillness(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # a title before the observer's name is the observer; an owned person word is not
    ("Professor Mei is marking the last of the late essays @ university: office 214", "Mei",
     {"work"}),
    ("Your cousin Marta is eating a sandwich.", "Ana", set()),
    # fire safety is a topic, not a fire
    ("Rhea types up the fire safety briefing for the new starters @ warehouse: office", "Rhea",
     {"work"}),
])
def test_titles_and_safety_topics(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # a status line's own activity that no term names is work (``status_activity``) ...
    ("Wei is pipetting samples into a 96-well plate @ Kendrick Building: lab 3", "Wei",
     {"work"}),
    ("Rustam is refuelling the ore crawler @ Ceres-4: vehicle bay", "Rustam", {"work"}),
    ("You are titrating samples @ chemistry lab: bench 4", "Ana", {"work"}),
    ("Mei and the other nurses are doing the handover @ St Brigid's: Ward 6", "Mei", {"work"}),
    # ... not a leisure verb, an errand or a passing state ...
    ("Klaus is reading the paper @ Hobbs Cafe: window table", "Klaus", set()),
    ("Zaid is filling in a parking permit form @ town hall: counter 3", "Zaid", set()),
    ("Xia is feeling dizzy @ office: desk", "Xia", {"illness"}),
    # ... not at home or in a public space ...
    ("Cormac is wrestling with a stubborn jar lid @ kitchen", "Cormac", set()),
    ("Dario is repotting basil @ Dario's flat: balcony", "Dario", set()),
    ("Yara is doing the school run @ Birch Avenue", "Yara", set()),
    # ... not someone else's, not named by the lexicon, not after the sentence's own event
    ("Rustam's brother is refuelling the crawler @ Ceres-4: vehicle bay", "Rustam", set()),
    ("Tomas is eating a sandwich @ site office", "Tomas", {"eat"}),
    ("Ines is not refuelling anything @ Ceres-4: vehicle bay", "Ines", set()),
    ("Noor is refuelling the crawler", "Noor", set()),  # no place: no status line
    # a finite verb says it too; every form of a listed base verb is excluded
    ("Dmitri wrestles a jammed drill bit out of the rock face @ Ceres-4: Shaft 9", "Dmitri",
     {"work"}),
    ("Marisol books a seat on the night train @ Union Station: ticket hall", "Marisol", set()),
    ("Klaus reads the paper @ Hobbs Cafe: window table", "Klaus", set()),
    ("Klaus read the paper @ Hobbs Cafe: window table", "Klaus", set()),
    # a title before the name, and a log line's "Name:" open it too
    ("Brother Anselm is illuminating a psalter @ St. Columba's Abbey: scriptorium", "Anselm",
     {"work"}),
    ("[14:40] Zeynep: calibrating the scanner @ Ceres-4: lab", "Zeynep", {"work"}),
    # a listed phrase excludes only with its words
    ("Apinya is filling syringes for the vaccinations @ Mkoma clinic: dispensary", "Apinya",
     {"work"}),
    ("Zaid is filling in a parking permit form @ town hall: counter 3", "Zaid", set()),
    ("Wiremu is skimming stones @ Kettle Lake: south shore", "Wiremu", set()),
    # told as a sentence: a workplace of the kind's verb_alone_at after in/at/on in its clause
    ("Declan supervises evening prep in the library.", "Declan", {"work"}),
    ("Fatima weighs suitcases at the desk.", "Fatima", {"work"}),
    ("Klaus reads in the library.", "Klaus", set()),
    ("Rowan is rinsing their arm at the clinic sink.", "Rowan", set()),
    ("Rosa overhears two farmhands complaining in the barn.", "Rosa", set()),
    ("Ivo stacks two farmhands' crates in the barn.", "Ivo", {"work"}),
    # a public word only in the sub-place gives way to a workplace in the main place
    ("Bronwyn drills anchor holes @ offshore wind farm: turbine platform", "Bronwyn", {"work"}),
    ("Bronwyn drills anchor holes @ station: platform 2", "Bronwyn", set()),
    ("Ivo is loading the dishwasher @ home: kitchen floor", "Ivo", set()),
    ("Clara is sterilising instruments @ field hospital: theatre tent", "Clara", {"work"}),
    ("Pietro is pruning the trees @ olive grove: lower terrace", "Pietro", {"work"}),
    ("Ana is sitting with her coat on @ hospital: waiting room", "Ana", set()),
])
def test_a_status_lines_unnamed_activity_at_a_workplace_is_work(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


def test_a_status_activity_has_the_sections_weight_and_the_verb_as_evidence(lex):
    text = "Wei is centrifuging samples @ Kendrick Building: lab 3"
    (event,) = perceive(text, lex, observer="Wei")
    assert (event.kind, event.strength, event.term) == ("work", 0.8,
                                                        "status activity: centrifuging")
    assert text[event.evidence[0]:event.evidence[1]] == "centrifuging"


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # an ailment adjective before someone who owns something is theirs
    ("Esperanza sits beside her feverish son's cot all night.", "Esperanza", set()),
    ("Esperanza is feverish and shivering.", "Esperanza", {"illness"}),
    # things named after an activity, after "the": no activity
    ("Birgit ties the canoes up for the night.", "Birgit", set()),
    ("Birgit canoes across the lake.", "Birgit", {"exercise"}),
    # what a notice says is reported, unless it is about the observer's own place
    ("The screen at Kenji's gate flashes a notice: typhoon approaching Okinawa.", "Kenji",
     set()),
    ("A notice on your door says the building is being evacuated because of a gas leak.",
     "Ana", {"danger"}),
    ("You notice smoke curling under the door.", "Ana", {"danger"}),
    # a capitalised first word with a parenthesis and then a verb is someone's name
    ("Luca, pale and shivering, has just been sent home with a temperature.", "Kwame", set()),
    ("Luca, pale and shivering, has just been sent home with a temperature.", "Luca",
     {"illness"}),
])
def test_owned_ailments_named_things_and_notices(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "expected_mode"), [
    # a question or "whether" only asks: nothing is said to have happened (mode "asked")
    ("Have you eaten today?", "asked"),
    ("Did you sleep well?", "asked"),
    ("Ines asks whether you have eaten today.", "asked"),
    ("Sam wonders whether you drank enough water.", "asked"),
    # an answer or a statement next to a question is still actual
    ("You eat a sandwich. Did Sam like his?", "actual"),
    ("You ask Sam whether the soup is hot, then eat it.", "actual"),
])
def test_questions_only_ask(lex, text, expected_mode):
    first = perceive(text, lex, observer="Wei")[0]
    assert (first.subject, first.mode) == ("self", expected_mode)


def test_a_request_is_not_yet_done(lex):
    (event,) = perceive("Sam asks you to eat something.", lex, observer="Wei")
    assert event.kind == "eat" and not event.is_actual_self and event.mode == "planned"
