"""Gold answers of the second held-out validation set (evals/composed/val2.tsv, Neubrandenburg only).

Written 2026-11-25 after the first val run; dev now (its failures were looked at after its first run,
which docs/results.md has). Same conventions and helpers as gold.py (imported
from it: distances, areas, nearest / within / largest with their near-tie checks, the 4 km cross-check of
every superlative around the Haus der Kultur und Bildung); only plain SQL over the raw OSM tags and geometries.
The author did not read georeact/ and never ran the agent on these questions.

    .venv/bin/python evals/composed/gold_val2.py            # compute every gold answer and print it
    .venv/bin/python evals/composed/gold_val2.py --check    # ... and compare with val2.tsv (exit 1 if different)
    .venv/bin/python evals/composed/gold_val2.py --write    # (re)write val2.tsv from the functions
    .venv/bin/python evals/composed/gold_val2.py -v -k Fangelturm   # one question, with the ranked candidates
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import gold as G  # noqa: E402
from gold import (host, tag, N, Ambiguous, F, absent, attr, bigger, closer, direction, dist, hours,  # noqa: E402
                  largest_nb, m, n, names, nearest, poi, park, lake, tollensesee, within,
                  count_within, fold, read_tsv)

HERE = Path(__file__).resolve().parent
TSV = HERE / "val2.tsv"

# feature words of val2 that gold.py's KINDS does not have (added here, same form)
G.KINDS.setdefault("kindergarten", ("pois", "amenity = 'kindergarten'"))


QUESTIONS: list[G.Question] = []
q = G.collector(QUESTIONS)


def school_max() -> F:
    return largest_nb("school")[0]


def super_max() -> F:
    return largest_nb("supermarket")[0]


# ---- shape 1: a description as the reference place

@q(1, "which bakery's closest to the museum nearest the Fangelturm")
def _():
    mu, _ = nearest("museum", poi("Fangelturm", N))
    return [nearest("bakery", mu)[0].name]


@q(1, "Could you tell me the nearest bank to Neubrandenburg's biggest school?")
def _():
    return [nearest("bank", school_max())[0].name]


@q(1, "where's the handiest pharmacy to the supermarket that's closest to the Clara-Zetkin-Statue")
def _():
    sm, _ = nearest("supermarket", poi("Clara-Zetkin-Statue", N))
    return [nearest("pharmacy", sm)[0].name]


@q(1, "Which pub is next to the hotel that's closest to the Gellert-Denkmal?")
def _():
    h, _ = nearest("hotel", poi("Gellert-Denkmal", N))
    return [nearest("pub", h)[0].name]


@q(1, "what's the closest bar to the bank nearest the Marktplatzcenter?")
def _():
    b, _ = nearest("bank", poi("Marktplatzcenter", N))
    return [nearest("bar", b)[0].name]


@q(1, "Which café is nearest the hotel closest to the museum that's nearest to the Karl-Marx-Statue?")
def _():
    mu, _ = nearest("museum", poi("Karl-Marx-Statue", N))
    h, _ = nearest("hotel", mu)
    return [nearest("cafe", h)[0].name]


@q(1, "nearest fast food place to the pharmacy closest to the largest supermarket in Neubrandenburg")
def _():
    ph, _ = nearest("pharmacy", super_max())
    return [nearest("fast food", ph)[0].name]


@q(1, "I need the kindergarten closest to the biggest school in town - which one is it?")
def _():
    return [nearest("kindergarten", school_max())[0].name]


# ---- shape 2: a description with a radius

@q(2, "how many bus stops within 300 m of the school closest to the Friedländer Tor")
def _():
    s, _ = nearest("school", poi("Friedländer Tor", N))
    return [n(count_within("bus stop", s, 300))]


@q(2, "Which restaurants are there within 200 m of the museum nearest to the Fritz-Reuter-Denkmal?", "list")
def _():
    mu, _ = nearest("museum", poi("Fritz-Reuter-Denkmal", N))
    return names(within("restaurant", mu, 200))


@q(2, "count the bakeries within 400 m of Neubrandenburg's biggest supermarket")
def _():
    return [n(count_within("bakery", super_max(), 400))]


@q(2, "Are there any pharmacies within 300 metres of the hotel closest to the Fangelturm? How many?")
def _():
    h, _ = nearest("hotel", poi("Fangelturm", N))
    return [n(count_within("pharmacy", h, 300))]


@q(2, "list the cafes less than 250 m from the bank nearest to the Fangelturm", "list")
def _():
    b, _ = nearest("bank", poi("Fangelturm", N))
    count_within("cafe", b, 250)          # no unnamed cafe inside, no namesakes
    return names(within("cafe", b, 250))


@q(2, "How many fast food places are there within 300 m of the largest supermarket in Neubrandenburg?")
def _():
    return [n(count_within("fast food", super_max(), 300))]


@q(2, "what supermarkets are within 500 m of the pharmacy nearest the Kiessee", "list")
def _():
    ph, _ = nearest("pharmacy", lake("Kiessee", N))
    return names(within("supermarket", ph, 500))


# ---- shape 3: comparisons

@q(3, "Which is closer to the Fangelturm, the nearest bakery or the nearest pharmacy?")
def _():
    ref = poi("Fangelturm", N)
    return [closer(nearest("bakery", ref), nearest("pharmacy", ref)).name]


@q(3, "is the Friedländer Tor or the Treptower Tor closer to the Regionalmuseum im Franziskanerkloster")
def _():
    r = poi("Regionalmuseum im Franziskanerkloster", N)
    a, b = poi("Friedländer Tor", N), poi("Treptower Tor", N)
    return [closer((a, dist(a, r)), (b, dist(b, r))).name]


@q(3, "which is bigger, the Kulturpark or the Kiessee?")
def _():
    return [bigger(park("Kulturpark", N), lake("Kiessee", N)).name]


@q(3, "Which is bigger: the Albert-Einstein-Gymnasium or the school nearest to the Clara-Zetkin-Statue?")
def _():
    a = poi("Albert-Einstein-Gymnasium", N, osm="W158898956")
    s, _ = nearest("school", poi("Clara-Zetkin-Statue", N))
    assert s.name != a.name
    return [bigger(a, s).name]


@q(3, "Is the hotel nearest the Fangelturm closer to the Karl-Marx-Statue or to the Fritz-Reuter-Denkmal?")
def _():
    h, _ = nearest("hotel", poi("Fangelturm", N))
    a, b = poi("Karl-Marx-Statue", N), poi("Fritz-Reuter-Denkmal", N)
    return [closer((a, dist(h, a)), (b, dist(h, b))).name]


@q(3, "which one's closer to the biggest school in Neubrandenburg - the Kiessee or the Kulturpark")
def _():
    s = school_max()
    a, b = lake("Kiessee", N), park("Kulturpark", N)
    return [closer((a, dist(s, a)), (b, dist(s, b))).name]


@q(3, "From the Marktplatzcenter, which is nearer: the closest bank or the closest bakery?")
def _():
    ref = poi("Marktplatzcenter", N)
    return [closer(nearest("bank", ref), nearest("bakery", ref)).name]


# ---- shape 4: two descriptions measured against each other

@q(4, "How far is the biggest school from the biggest supermarket in Neubrandenburg?")
def _():
    return [m(dist(school_max(), super_max()))]


@q(4, "what's the distance between the pharmacy closest to the Friedländer Tor and the pharmacy closest to the Bethanien Center")
def _():
    a, _ = nearest("pharmacy", poi("Friedländer Tor", N))
    b, _ = nearest("pharmacy", poi("Bethanien Center", N))
    assert a.name != b.name
    return [m(dist(a, b))]


@q(4, "Which way is the largest supermarket from the largest school in Neubrandenburg?")
def _():
    return [direction(school_max(), super_max())]


@q(4, "in which direction is the hotel nearest the Fangelturm from Neubrandenburg's biggest school?")
def _():
    h, _ = nearest("hotel", poi("Fangelturm", N))
    return [direction(school_max(), h)]


@q(4, "Which way's the museum closest to the Fritz-Reuter-Denkmal from the pharmacy nearest the Bethanien Center")
def _():
    mu, _ = nearest("museum", poi("Fritz-Reuter-Denkmal", N))
    ph, _ = nearest("pharmacy", poi("Bethanien Center", N))
    return [direction(ph, mu)]


@q(4, "how far apart are the cafe nearest the Treptower-Tor-Turm and the cafe nearest the Gellert-Denkmal")
def _():
    a, _ = nearest("cafe", poi("Treptower-Tor-Turm", N))
    b, _ = nearest("cafe", poi("Gellert-Denkmal", N))
    assert a.name != b.name
    return [m(dist(a, b))]


@q(4, "Distance from the supermarket closest to the Kiessee to the pharmacy closest to the Fangelturm?")
def _():
    sm, _ = nearest("supermarket", lake("Kiessee", N))
    ph, _ = nearest("pharmacy", poi("Fangelturm", N))
    return [m(dist(sm, ph))]


# ---- shape 5: sequential

@q(5, "Find the hotel closest to the Fritz-Reuter-Denkmal, then tell me the nearest pharmacy to it.")
def _():
    h, _ = nearest("hotel", poi("Fritz-Reuter-Denkmal", N))
    return [h.name, nearest("pharmacy", h)[0].name]


@q(5, "first the school nearest the Bethanien Center, then the closest bus stop to it and how far away that is")
def _():
    s, _ = nearest("school", poi("Bethanien Center", N))
    b, d = nearest("bus stop", s)
    return [s.name, b.name, m(d)]


@q(5, "Get me the supermarket nearest the Kiessee - and how far is the Kulturpark from there?")
def _():
    sm, _ = nearest("supermarket", lake("Kiessee", N))
    return [sm.name, m(dist(sm, park("Kulturpark", N)))]


@q(5, "Locate the museum nearest to the Friedländer Tor. Which cafe is closest to that museum?")
def _():
    mu, _ = nearest("museum", poi("Friedländer Tor", N))
    return [mu.name, nearest("cafe", mu)[0].name]


@q(5, "what's the pharmacy closest to the Clara-Zetkin-Statue, and how far's the Kulturpark from it")
def _():
    ph, _ = nearest("pharmacy", poi("Clara-Zetkin-Statue", N))
    return [ph.name, m(dist(ph, park("Kulturpark", N)))]


@q(5, "Take the restaurant nearest to the Friedrich-Ludwig-Jahn-Stadion; which hotel is closest to that restaurant, and how far apart are they?")
def _():
    r, _ = nearest("restaurant", poi("Friedrich-Ludwig-Jahn-Stadion", N))
    h, d = nearest("hotel", r)
    return [r.name, h.name, m(d)]


@q(5, "Start at the biggest supermarket in Neubrandenburg, find the pub closest to it, then tell me how far that pub is from the Tollensesee.")
def _():
    pub, _ = nearest("pub", super_max())
    d1 = dist(pub, tollensesee())
    d2 = dist(pub, lake("Tollensesee", N, osm="R216440"))
    assert abs(d1 - d2) < 5, (d1, d2)
    return [pub.name, m(d1)]


# ---- shape 6: an attribute of a described place

@q(6, "what are the opening hours of the pharmacy nearest the Gellert-Denkmal")
def _():
    ph, _ = nearest("pharmacy", poi("Gellert-Denkmal", N))
    return hours(attr(ph, "opening_hours"))


@q(6, "which street is the museum closest to the Fritz-Reuter-Denkmal on?")
def _():
    mu, _ = nearest("museum", poi("Fritz-Reuter-Denkmal", N))
    return [attr(mu, "addr:street")]


@q(6, "Could you give me the phone number of the pharmacy nearest to the Bethanien Center?")
def _():
    ph, _ = nearest("pharmacy", poi("Bethanien Center", N))
    return [attr(ph, "phone")]


@q(6, "what's the website of the museum closest to the Fangelturm")
def _():
    mu, _ = nearest("museum", poi("Fangelturm", N))
    return [host(attr(mu, "website"))]


@q(6, "What kind of food does the restaurant nearest the Friedrich-Ludwig-Jahn-Stadion serve?")
def _():
    r, _ = nearest("restaurant", poi("Friedrich-Ludwig-Jahn-Stadion", N))
    return [attr(r, "cuisine")]


@q(6, "Address of the pharmacy that's nearest to Neubrandenburg's largest supermarket, please")
def _():
    ph, _ = nearest("pharmacy", super_max())
    return [f"{attr(ph, 'addr:street')} {attr(ph, 'addr:housenumber')}"]


@q(6, "when's the pharmacy closest to the biggest school in Neubrandenburg open")
def _():
    ph, _ = nearest("pharmacy", school_max())
    return hours(attr(ph, "opening_hours"))


@q(6, "got a website for the hotel that's nearest to the Friedrich-Ludwig-Jahn-Stadion?")
def _():
    h, _ = nearest("hotel", poi("Friedrich-Ludwig-Jahn-Stadion", N))
    return [host(attr(h, "website"))]


# ---- shape 7: not in the loaded data

@q(7, "which pharmacy is closest to the Frauenkirche in Dresden?")
def _():
    return absent("Frauenkirche", "Dresden")


@q(7, "how far is the Brandenburger Tor from the nearest hotel")
def _():
    return absent("Brandenburger Tor")


@q(7, "Nearest bakery to the biggest park in Greifswald?")
def _():
    # no town called Greifswald (Neubrandenburg has a Greifswalder Straße: a distractor, not a town)
    return absent("Greifswald", tables=("regions",))


@q(7, "what's the closest cafe to the Glockenturm Seeblick")
def _():
    return absent("Glockenturm", "Seeblick")


# ============================================================================================= main

HEADER = """\
# Composed questions over the Neubrandenburg extract only: second validation set (geo-react, evals/composed; see README.md).
# HELD-OUT validation set 2 (written 2026-11-25 after the first val run): never tune on it, never add its questions
# or fixes for them to prompts, cues or tests.
# question<TAB>gold<TAB>kind. gold: "; "-separated items: a name (case/accent-insensitive substring), #N (a count),
# ~N m (distance/length, within max(5 %, 15 m)), ~N m2 (area, within 5 %), a compass word, or !phrase (literal).
# kind: one = every item required; list = any item passes the paper rule, all items the strict rule.
# Gold computed by evals/composed/gold_val2.py (plain SQL over raw OSM tags/geometry); shape per question there.
"""


def main() -> int:
    return G.run_split("val2", QUESTIONS, TSV, HEADER, __doc__)


if __name__ == "__main__":
    sys.exit(main())
