"""Gold answers of the sixth held-out validation set (evals/composed/val6.tsv, Neubrandenburg only).

Written 2026-11-25; dev now (its failures were looked at after its first run,
which docs/results.md has). Same conventions and helpers as gold.py (imported from it: distances,
areas, nearest / within / largest with their near-tie checks, the 4 km cross-check of every superlative around
the Haus der Kultur und Bildung); only plain SQL over the raw OSM tags and geometries. The author did not read
georeact/, did not open any evals/composed/*.tsv file, and never ran the agent on these questions.

    .venv/bin/python evals/composed/gold_val6.py            # compute every gold answer and print it
    .venv/bin/python evals/composed/gold_val6.py --check    # ... and compare with val6.tsv (exit 1 if different)
    .venv/bin/python evals/composed/gold_val6.py --write    # (re)write val6.tsv from the functions
    .venv/bin/python evals/composed/gold_val6.py -v -k Bundespolizei   # one question, with the ranked candidates

The reference places are ones no earlier set uses (see README.md, "val6"), with new superlatives among mapped
footprints (the biggest car repair garage, the biggest car dealer, the biggest clothes shop, the second biggest
school); the feature words not in gold.KINDS are added below in the same form.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import gold as G  # noqa: E402
from gold import (host, tag, lst, pair, further, more, big, N, Ambiguous, F, absent, closer, direction, dist, hours,  # noqa: E402
                  largest_nb, m, n, names, nearest, poi, park, lake, within,
                  count_within, cnt)

HERE = Path(__file__).resolve().parent
TSV = HERE / "val6.tsv"

# feature words of val6 that gold.py's KINDS does not have (added here, same form; the first nine as in val3-val5;
# "ferry terminal" occurs only in a question about a place that is not loaded)
for _word, _cond in {
    "dentist": "amenity = 'dentist'",
    "hairdresser": "shop = 'hairdresser'",
    "florist": "shop = 'florist'",
    "optician": "shop = 'optician'",
    "car dealer": "shop = 'car'",
    "car repair garage": "shop = 'car_repair'",
    "drinks shop": "shop = 'beverages'",
    "clothes shop": "shop = 'clothes'",
    "kindergarten": "amenity = 'kindergarten'",
    # new in val6
    "ferry terminal": "amenity = 'ferry_terminal'",
    "kiosk": "shop = 'kiosk'",
}.items():
    G.KINDS.setdefault(_word, ("pois", _cond))


QUESTIONS: list[G.Question] = []
q = G.collector(QUESTIONS)


# reference places (each one row in its table; checked by get())
def schauspielhaus() -> F:
    return poi("Schauspielhaus Neubrandenburg", N)


def bundespolizei() -> F:
    return poi("Bundespolizei", N)


def wasserturm2() -> F:
    return poi("Wasserturm 2 BW Neubrandenburg", N)


def bootshaus() -> F:
    return poi("Bootshaus SC Neubrandenburg", N)


def mensa() -> F:
    return poi("Mensa-Terrasse", N)


def ligaplatz() -> F:
    return poi("Ligaplatz am Jahnstadion", N)


def haus2() -> F:
    return poi("Hochschule Haus 2", N)


def grafitti() -> F:
    return poi("Grafitti Wall", N)


def yoga() -> F:
    return poi("Yogastudio Solveig Atzl", N)


def nobelhobel() -> F:
    return poi("Nobel Hobel", N)


def kunstsammlung() -> F:
    return poi("Kunstsammlung", N)


def rentenversicherung() -> F:
    return poi("Deutsche Rentenversicherung Nord", N)


def jahnstein() -> F:
    return poi("Jahnstein", N)


def tauchklub() -> F:
    return poi("Pharma Tauchklub Neubrandenburg e.V.", N)


def torpedo() -> F:
    return park("Torpedoversuchsanstalt", N)


def carrepair_max() -> F:
    return big("car repair garage")         # A.T.U


def cardealer_max() -> F:
    return big("car dealer")                # BrinkmannBleimann GmbH


def clothes_max() -> F:
    return big("clothes shop")              # Boutique am Ring


def school_2nd() -> F:
    return big("school", 2)                 # Kooperative Gesamtschule Stella


# ---- shape 1: a description as the reference place

@q(1, "which optician is nearest neubrandenburgs biggest clothes shop")
def _():
    return [nearest("optician", clothes_max())[0].name]


@q(1, "I'm at the Bundespolizei - where's the nearest bakery to the pharmacy closest to me")
def _():
    p, _ = nearest("pharmacy", bundespolizei())
    return [nearest("bakery", p)[0].name]


@q(1, "hotel closest to the biggest car repair garage in neubrandenburg pls")
def _():
    return [nearest("hotel", carrepair_max())[0].name]


@q(1, "Which supermarket is closest to the second biggest school in Neubrandenburg?")
def _():
    return [nearest("supermarket", school_2nd())[0].name]


@q(1, "nearest florist to the hairdresser that's closest to the Yogastudio Solveig Atzl")
def _():
    h, _ = nearest("hairdresser", yoga())
    return [nearest("florist", h)[0].name]


@q(1, "which hairdresser is nearest to the supermarket closest to the hotel nearest the Bootshaus SC Neubrandenburg")
def _():
    h, _ = nearest("hotel", bootshaus())
    s, _ = nearest("supermarket", h)
    return [nearest("hairdresser", s)[0].name]


@q(1, "closest dentist to the florist nearest the supermarket that's nearest to the Grafitti Wall")
def _():
    s, _ = nearest("supermarket", grafitti())
    f, _ = nearest("florist", s)
    return [nearest("dentist", f)[0].name]


@q(1, "which optician is nearest the hotel closest to the Pharma Tauchklub Neubrandenburg e.V.'s nearest car dealer")
def _():
    c, _ = nearest("car dealer", tauchklub())
    h, _ = nearest("hotel", c)
    return [nearest("optician", h)[0].name]


@q(3, "more restaurants within 400 m of the Schauspielhaus Neubrandenburg or of the Kunstsammlung?")
def _():
    return [more("restaurant", schauspielhaus(), kunstsammlung(), 400).name]


# ---- shape 2: a description with a radius

@q(2, "how many cafes are within 300 m of the pharmacy closest to the Hochschule Haus 2")
def _():
    p, _ = nearest("pharmacy", haus2())
    return [n(cnt("cafe", p, 300))]


@q(2, "restaurants within 700m of neubrandenburg's biggest car dealer - list them", "list")
def _():
    return lst("restaurant", cardealer_max(), 700)


@q(2, "count the hairdressers within 500 m of the pharmacy nearest the Wasserturm 2 BW Neubrandenburg")
def _():
    p, _ = nearest("pharmacy", wasserturm2())
    return [n(cnt("hairdresser", p, 500))]


@q(2, "which cafes are within 200 m of the bank closest to the Grafitti Wall", "list")
def _():
    b, _ = nearest("bank", grafitti())
    return lst("cafe", b, 200)


@q(2, "number of pharmacies within 900 m of the second biggest school in town")
def _():
    return [n(cnt("pharmacy", school_2nd(), 900))]


@q(2, "show me the hairdressers within 400 m of the hotel closest to the Yogastudio Solveig Atzl", "list")
def _():
    h, _ = nearest("hotel", yoga())
    return lst("hairdresser", h, 400)


@q(2, "how many pharmacies are there within 450 m of the restaurant closest to the Nobel Hobel")
def _():
    r, _ = nearest("restaurant", nobelhobel())
    return [n(cnt("pharmacy", r, 450))]


# ---- shape 3: comparisons

@q(3, "Bundespolizei: is the closest optician or the closest dentist nearer")
def _():
    ref = bundespolizei()
    return [closer(nearest("optician", ref), nearest("dentist", ref)).name]


@q(3, "which is closer to the Mensa-Terrasse, the Torpedoversuchsanstalt or the Schwanenteich")
def _():
    return [pair(torpedo(), lake("Schwanenteich", N), mensa()).name]


@q(3, "from the Wasserturm 2 BW Neubrandenburg, which one's further: the nearest pub or the nearest bar")
def _():
    ref = wasserturm2()
    return [further(nearest("pub", ref), nearest("bar", ref)).name]


@q(3, "is the biggest car dealer in neubrandenburg closer to the Bundespolizei or to the Deutsche Rentenversicherung Nord")
def _():
    c = cardealer_max()
    return [pair(bundespolizei(), rentenversicherung(), c).name]


@q(3, "Jahnstein - which is nearer to it, the closest kindergarten or the closest supermarket")
def _():
    ref = jahnstein()
    return [closer(nearest("kindergarten", ref), nearest("supermarket", ref)).name]


@q(3, "who's closer to the Grafitti Wall: its nearest drinks shop or its nearest car repair garage")
def _():
    ref = grafitti()
    return [closer(nearest("drinks shop", ref), nearest("car repair garage", ref)).name]


# ---- shape 4: two descriptions measured against each other

@q(4, "how far is neubrandenburg's biggest clothes shop from its biggest car repair garage")
def _():
    return [m(dist(clothes_max(), carrepair_max()))]


@q(4, "which direction is the biggest car repair garage in neubrandenburg from the biggest car dealer")
def _():
    return [direction(cardealer_max(), carrepair_max())]


@q(4, "distance between the supermarket nearest the Jahnstein and the supermarket nearest the Mensa-Terrasse")
def _():
    a, _ = nearest("supermarket", jahnstein())
    b, _ = nearest("supermarket", mensa())
    assert a.name != b.name
    return [m(dist(a, b))]


@q(4, "which way is the Bootshaus SC Neubrandenburg's closest hotel from the Tauchklub's closest hotel")
def _():
    a, _ = nearest("hotel", bootshaus())
    b, _ = nearest("hotel", tauchklub())
    assert a.name != b.name
    return [direction(b, a)]


@q(4, "how far apart are the hotel nearest the Yogastudio Solveig Atzl and the hotel nearest the Ligaplatz am Jahnstadion")
def _():
    a, _ = nearest("hotel", yoga())
    b, _ = nearest("hotel", ligaplatz())
    assert a.name != b.name
    return [m(dist(a, b))]


@q(4, "Kunstsammlung - which direction is its nearest florist from its nearest optician")
def _():
    a, _ = nearest("florist", kunstsammlung())
    b, _ = nearest("optician", kunstsammlung())
    return [direction(b, a)]


@q(4, "how far is the car dealer closest to the Deutsche Rentenversicherung Nord from the nearest car repair garage to the Bundespolizei")
def _():
    a, _ = nearest("car dealer", rentenversicherung())
    b, _ = nearest("car repair garage", bundespolizei())
    return [m(dist(a, b))]


# ---- shape 5: sequential

@q(5, "im at the Nobel Hobel. nearest supermarket? and then the closest pharmacy to that one")
def _():
    s, _ = nearest("supermarket", nobelhobel())
    return [s.name, nearest("pharmacy", s)[0].name]


@q(5, "find the supermarket closest to the Hochschule Haus 2, then how far is the Reitbahnsee from there")
def _():
    s, _ = nearest("supermarket", haus2())
    return [s.name, m(dist(s, lake("Reitbahnsee", N)))]


@q(5, "start at the Deutsche Rentenversicherung Nord: nearest florist, then the closest dentist from that shop")
def _():
    f, _ = nearest("florist", rentenversicherung())
    return [f.name, nearest("dentist", f)[0].name]


@q(5, "first the hotel nearest the Bootshaus SC Neubrandenburg, then the restaurant closest to that hotel - how far is it")
def _():
    h, _ = nearest("hotel", bootshaus())
    r, d = nearest("restaurant", h)
    return [h.name, r.name, m(d)]


@q(5, "we're at the Torpedoversuchsanstalt. closest hotel, and from there how far is the nearest car repair garage")
def _():
    h, _ = nearest("hotel", torpedo())
    return [h.name, m(G.nearest_dist("car repair garage", h))]


@q(5, "Grafitti Wall: nearest supermarket, then which florist is closest to that supermarket")
def _():
    s, _ = nearest("supermarket", grafitti())
    return [s.name, nearest("florist", s)[0].name]


@q(5, "show me the drinks shop closest to the Schauspielhaus Neubrandenburg, then the nearest kiosk to that shop")
def _():
    d, _ = nearest("drinks shop", schauspielhaus())
    return [d.name, nearest("kiosk", d)[0].name]


# ---- shape 6: an attribute of a described place

@q(6, "phone number of the pharmacy nearest the Yogastudio Solveig Atzl?")
def _():
    p, _ = nearest("pharmacy", yoga())
    return [tag(p, "phone")]


@q(6, "the hotel closest to the Bundespolizei - has it got a website")
def _():
    h, _ = nearest("hotel", bundespolizei())
    return [host(tag(h, "website"))]


@q(6, "opening hours of the pharmacy closest to neubrandenburgs biggest car dealer pls")
def _():
    p, _ = nearest("pharmacy", cardealer_max())
    return hours(tag(p, "opening_hours"))


@q(6, "address of the pharmacy nearest the second biggest school in Neubrandenburg?")
def _():
    p, _ = nearest("pharmacy", school_2nd())
    return [f"{tag(p, 'addr:street')} {tag(p, 'addr:housenumber')}"]


@q(6, "Hochschule Haus 2's closest restaurant: what's their website")
def _():
    r, _ = nearest("restaurant", haus2())
    return [host(tag(r, "website"))]


@q(6, "whats the address of the biggest car repair garage in neubrandenburg")
def _():
    f = carrepair_max()
    return [f"{tag(f, 'addr:street')} {tag(f, 'addr:housenumber')}"]


@q(6, "which street is the biggest clothes shop in neubrandenburg on")
def _():
    return [tag(clothes_max(), "addr:street")]


@q(6, "optician closest to the Bundespolizei, what's the phone number")
def _():
    o, _ = nearest("optician", bundespolizei())
    return [tag(o, "phone")]


# ---- shape 7: not in the loaded data

@q(7, "nearest ferry terminal to the Ozeaneum pls")
def _():
    return absent("Ozeaneum")


@q(7, "how far is Kap Arkona from the Bundespolizei")
def _():
    return absent("Arkona")


@q(7, "Anklam's biggest park - which kiosk is closest to it")
def _():
    # no town called Anklam (a street name would be a distractor, not a town)
    return absent("Anklam", tables=("regions",))


@q(7, "im at the Galerie am Lindenufer, where's the closest optician")
def _():
    # made up: no name in the data contains "Lindenufer"
    return absent("Lindenufer")

# ============================================================================================= main

HEADER = """\
# Composed questions over the Neubrandenburg extract only: sixth validation set (geo-react, evals/composed; see README.md).
# HELD-OUT validation set 6 (written 2026-11-25): never tune on it, never add its questions
# or fixes for them to prompts, cues or tests.
# question<TAB>gold<TAB>kind. gold: "; "-separated items: a name (case/accent-insensitive substring), #N (a count),
# ~N m (distance/length, within max(5 %, 15 m)), ~N m2 (area, within 5 %), a compass word, or !phrase (literal).
# kind: one = every item required; list = any item passes the paper rule, all items the strict rule.
# Gold computed by evals/composed/gold_val6.py (plain SQL over raw OSM tags/geometry); shape per question there.
"""


def main() -> int:
    return G.run_split("val6", QUESTIONS, TSV, HEADER, __doc__)


if __name__ == "__main__":
    sys.exit(main())
