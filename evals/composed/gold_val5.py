"""Gold answers of the fifth held-out validation set (evals/composed/val5.tsv, Neubrandenburg only).

Written 2026-11-25; dev now (its failures were looked at after its first run,
which docs/results.md has). Same conventions and helpers as gold.py (imported from it: distances,
areas, nearest / within / largest with their near-tie checks, the 4 km cross-check of every superlative around
the Haus der Kultur und Bildung); only plain SQL over the raw OSM tags and geometries. The author did not read
georeact/, did not open dev.tsv, val.tsv, val2.tsv, val3.tsv or val4.tsv, and never ran the agent on these
questions.

    .venv/bin/python evals/composed/gold_val5.py            # compute every gold answer and print it
    .venv/bin/python evals/composed/gold_val5.py --check    # ... and compare with val5.tsv (exit 1 if different)
    .venv/bin/python evals/composed/gold_val5.py --write    # (re)write val5.tsv from the functions
    .venv/bin/python evals/composed/gold_val5.py -v -k Zollamt   # one question, with the ranked candidates

The reference places are ones no earlier set uses (the Zollamt, the Familienkasse, the Gesundheitsamt, the
Justizzentrum and the Sozialgericht, the Hochschul Bibliothek, the Studentenclub NB, the Tierheim, Sixt, the
Mediamarkt, the Poco Einrichtungsmarkt, Hotel Jahnke, the Segelverein, the Wasserski Seilbahn, the
Lindetalcenter, the Kleintiergehege, the Babywald, the Löschteich), with new superlatives among mapped
footprints (the biggest pet shop, the biggest medical supply store, the second biggest shopping centre); the
feature words are mostly new ones (below, added to gold.KINDS in the same form). The Lindetalcenter has three
rows (the mall polygon and two car-park entrances of that name): questions that name it are computed from
every row and must give the same gold (`every`).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import gold as G  # noqa: E402
from gold import (host, tag, lst, pair, further, more, big, N, Ambiguous, F, absent, attr, bigger, closer, direction, dist, hours,  # noqa: E402
                  largest_nb, m, n, names, nearest, poi, park, lake, tollensesee, within,
                  count_within, cnt)

HERE = Path(__file__).resolve().parent
TSV = HERE / "val5.tsv"

# feature words of val5 that gold.py's KINDS does not have (added here, same form; the first five as in val3/val4)
for _word, _cond in {
    "dentist": "amenity = 'dentist'",
    "hairdresser": "shop = 'hairdresser'",
    "florist": "shop = 'florist'",
    "vet": "amenity = 'veterinary'",
    "clothes shop": "shop = 'clothes'",
    # new in val5
    "electronics shop": "shop = 'electronics'",
    "shoe shop": "shop = 'shoes'",
    "bookshop": "shop = 'books'",
    "drugstore": "shop = 'chemist'",
    "department store": "shop = 'department_store'",
    "furniture store": "shop = 'furniture'",
    "shopping centre": "shop = 'mall'",
    "sports shop": "shop = 'sports'",
    "pet shop": "shop = 'pet'",
    "medical supply store": "shop = 'medical_supply'",
    "photo studio": "shop = 'photo'",
    "stationery shop": "shop = 'stationery'",
    "car rental": "amenity = 'car_rental'",
}.items():
    G.KINDS.setdefault(_word, ("pois", _cond))


QUESTIONS: list[G.Question] = []
q = G.collector(QUESTIONS)


def every(fn, name: str = "Lindetalcenter") -> list[str]:
    """fn(ref) for every row named `name` (the Lindetalcenter mall and its two car-park entrances): one gold."""
    osm = [r[0] for r in G.rows("SELECT osm_type || osm_id FROM pois WHERE poi_name = %s AND source = %s",
                                name, G.SRC[N])]
    golds = [fn(poi(name, N, osm=o)) for o in osm]
    if len(osm) < 2 or any(g != golds[0] for g in golds):
        raise Ambiguous(f"{name}: the rows {osm} give {golds}")
    return golds[0]


# reference places (each one row in its table; checked by get())
def zollamt() -> F:
    return poi("Zollamt", N)


def familienkasse() -> F:
    return poi("Familienkasse", N)


def gesundheitsamt() -> F:
    return poi("Gesundheitsamt", N)                      # amenity=townhall


def justizzentrum() -> F:
    return poi("Justizzentrum Neubrandenburg", N)


def sozialgericht() -> F:
    return poi("Sozialgericht Neubrandenburg", N)


def hsbib() -> F:
    return poi("Hochschul Bibliothek", N)


def studentenclub() -> F:
    return poi("Studentenclub NB", N)


def tierheim() -> F:
    return poi("Tierheim Neubrandenburg", N)


def mediamarkt() -> F:
    return poi("Mediamarkt", N)


def poco() -> F:
    return poi("Poco Einrichtungsmarkt", N)


def jahnke() -> F:
    return poi("Hotel Jahnke", N)


def segelverein() -> F:
    return poi("Segelverein Neubrandenburg e.V.", N)


def wasserski() -> F:
    return poi("Wasserski Seilbahn", N)


def sixt() -> F:
    return poi("Sixt", N)


def lindetal_mall() -> F:
    return poi("Lindetalcenter", N, osm="W28438757")


def kleintiergehege() -> F:
    return park("Kleintiergehege", N)


def babywald() -> F:
    return park("Babywald", N)


def loeschteich() -> F:
    return lake("Löschteich", N)


def petshop_max() -> F:
    return big("pet shop")                  # Futtermittelzentrum Neubrandenburg


def medsupply_max() -> F:
    return big("medical supply store")      # reha Team Ostseeküste


def mall_2nd() -> F:
    return big("shopping centre", 2)        # Lindetalcenter (the Bethanien Center is the biggest)


# ---- shape 1: a description as the reference place

@q(1, "which bookshop is closest to the shoe shop nearest the Justizzentrum Neubrandenburg")
def _():
    s, _ = nearest("shoe shop", justizzentrum())
    return [nearest("bookshop", s)[0].name]


@q(1, "pls find me a pharmacy near neubrandenburg's biggest pet shop, the closest one")
def _():
    return [nearest("pharmacy", petshop_max())[0].name]


@q(1, "nearest electronics shop to the department store that's closest to the Gesundheitsamt")
def _():
    d, _ = nearest("department store", gesundheitsamt())
    return [nearest("electronics shop", d)[0].name]


@q(1, "which vet is nearest to the supermarket closest to the car rental nearest the Zollamt")
def _():
    c, _ = nearest("car rental", zollamt())
    s, _ = nearest("supermarket", c)
    return [nearest("vet", s)[0].name]


@q(1, "I'm at the Kleintiergehege. which pet shop is closest to the library nearest to me")
def _():
    lib, _ = nearest("library", kleintiergehege())
    return [nearest("pet shop", lib)[0].name]


@q(1, "the second biggest shopping centre in neubrandenburg - closest furniture store to it?")
def _():
    return [nearest("furniture store", mall_2nd())[0].name]


@q(1, "closest florist to the hotel nearest the pet shop that's closest to the Hochschul Bibliothek")
def _():
    p, _ = nearest("pet shop", hsbib())
    h, _ = nearest("hotel", p)
    return [nearest("florist", h)[0].name]


@q(1, "show me the photo studio closest to the bookshop next to the Sozialgericht Neubrandenburg")
def _():
    b, _ = nearest("bookshop", sozialgericht())
    return [nearest("photo studio", b)[0].name]


# ---- shape 2: a description with a radius

@q(2, "how many restaurants within 250 m of the electronics shop nearest the Hochschul Bibliothek")
def _():
    e, _ = nearest("electronics shop", hsbib())
    return [n(cnt("restaurant", e, 250))]


@q(2, "list every shoe shop that's within 500m of the Mediamarkt's closest department store", "list")
def _():
    d, _ = nearest("department store", mediamarkt())
    return lst("shoe shop", d, 500)


@q(2, "count the supermarkets within 800 m of the biggest pet shop in Neubrandenburg")
def _():
    return [n(cnt("supermarket", petshop_max(), 800))]


@q(2, "give me the supermarkets within 300 m of the car rental nearest the Familienkasse", "list")
def _():
    c, _ = nearest("car rental", familienkasse())
    return lst("supermarket", c, 300)


@q(2, "how many pharmacies are there within 500 m of neubrandenburgs second largest shopping centre")
def _():
    return [n(cnt("pharmacy", mall_2nd(), 500))]


@q(2, "which banks are less than 200 m from the drugstore nearest the Lindetalcenter", "list")
def _():
    return every(lambda ref: lst("bank", nearest("drugstore", ref)[0], 200))


@q(2, "number of hairdressers within 600 m of the Wasserski Seilbahn's closest supermarket")
def _():
    s, _ = nearest("supermarket", wasserski())
    return [n(cnt("hairdresser", s, 600))]


@q(2, "dentists within 400 m of the hotel nearest the Studentenclub NB?", "list")
def _():
    h, _ = nearest("hotel", studentenclub())
    return lst("dentist", h, 400)


# ---- shape 3: comparisons

@q(3, "Zollamt: closest furniture store vs closest electronics shop, which one is nearer")
def _():
    ref = zollamt()
    return [closer(nearest("furniture store", ref), nearest("electronics shop", ref)).name]


@q(3, "is the Löschteich or the Reitbahnsee closer to the Poco Einrichtungsmarkt")
def _():
    return [pair(loeschteich(), lake("Reitbahnsee", N), poco()).name]


@q(3, "which covers more ground, the Babywald or the Löschteich")
def _():
    return [bigger(babywald(), loeschteich()).name]


@q(3, "more clothes shops within 400 m of the Gesundheitsamt or of the Justizzentrum Neubrandenburg?")
def _():
    return [more("clothes shop", gesundheitsamt(), justizzentrum(), 400).name]


@q(3, "around the Sozialgericht Neubrandenburg: does its closest bookshop or its closest hotel have more restaurants within 400 m")
def _():
    ref = sozialgericht()
    b, _ = nearest("bookshop", ref)
    h, _ = nearest("hotel", ref)
    return [more("restaurant", b, h, 400).name]


@q(3, "from the Studentenclub NB, is the nearest dentist or the nearest hairdresser closer")
def _():
    ref = studentenclub()
    return [closer(nearest("dentist", ref), nearest("hairdresser", ref)).name]


@q(3, "which one is closer to the Justizzentrum Neubrandenburg - the nearest bookshop or the nearest drugstore")
def _():
    ref = justizzentrum()
    return [closer(nearest("bookshop", ref), nearest("drugstore", ref)).name]


@q(3, "Hochschul Bibliothek - which is farther away from it, the nearest sports shop or the nearest pet shop")
def _():
    ref = hsbib()
    return [further(nearest("pet shop", ref), nearest("sports shop", ref)).name]


# ---- shape 4: two descriptions measured against each other

@q(4, "how far is the biggest pet shop in neubrandenburg from the second biggest shopping centre")
def _():
    return [m(dist(petshop_max(), mall_2nd()))]


@q(4, "which direction is the Zollamt's nearest car rental from the Gesundheitsamt's nearest department store")
def _():
    c, _ = nearest("car rental", zollamt())
    d, _ = nearest("department store", gesundheitsamt())
    return [direction(d, c)]


@q(4, "distance between the drugstore closest to the Mediamarkt and the drugstore closest to the Babywald?")
def _():
    a, _ = nearest("drugstore", mediamarkt())
    b, _ = nearest("drugstore", babywald())
    assert a.id != b.id
    return [m(dist(a, b))]


@q(4, "how far apart are the electronics shop nearest the Familienkasse and the one nearest the Studentenclub NB")
def _():
    a, _ = nearest("electronics shop", familienkasse())
    b, _ = nearest("electronics shop", studentenclub())
    assert a.name != b.name
    return [m(dist(a, b))]


@q(4, "what direction is neubrandenburg's biggest pet shop from its biggest medical supply store")
def _():
    return [direction(medsupply_max(), petshop_max())]


@q(4, "Zollamt - how far is its nearest furniture store from its nearest shoe shop")
def _():
    a, _ = nearest("furniture store", zollamt())
    b, _ = nearest("shoe shop", zollamt())
    return [m(dist(a, b))]


@q(4, "which way is the library closest to the Tierheim Neubrandenburg from the church closest to the Babywald")
def _():
    lib, _ = nearest("library", tierheim())
    c, _ = nearest("church", babywald())
    return [direction(c, lib)]


# ---- shape 5: sequential

@q(5, "im at the tierheim neubrandenburg and need groceries - which supermarket is closest, and after that which pharmacy is nearest to that supermarket")
def _():
    s, _ = nearest("supermarket", tierheim())
    return [s.name, nearest("pharmacy", s)[0].name]


@q(5, "we're staying at Hotel Jahnke in town - find the nearest pet shop, then how far is the Tollensesee from that one")
def _():
    b, _ = nearest("pet shop", jahnke())
    d1, d2 = dist(b, tollensesee()), dist(b, lake("Tollensesee", N, osm="R216440"))
    assert abs(d1 - d2) < 5, (d1, d2)
    return [b.name, m(d1)]


@q(5, "find the electronics shop nearest the Zollamt and then the closest restaurant to it, how far is that")
def _():
    e, _ = nearest("electronics shop", zollamt())
    r, d = nearest("restaurant", e)
    return [e.name, r.name, m(d)]


@q(5, "show me the sports shop closest to the Lindetalcenter, then the nearest hotel to that one")
def _():
    return every(lambda ref: (lambda s: [s.name, nearest("hotel", s)[0].name])(nearest("sports shop", ref)[0]))


@q(5, "first the pet shop nearest the Sozialgericht Neubrandenburg, then which vet is closest to that shop")
def _():
    p, _ = nearest("pet shop", sozialgericht())
    return [p.name, nearest("vet", p)[0].name]


@q(5, "start at the Segelverein Neubrandenburg e.V.: nearest cafe, then the closest photo studio from there")
def _():
    c, _ = nearest("cafe", segelverein())
    return [c.name, nearest("photo studio", c)[0].name]


@q(5, "give me the stationery shop nearest the Familienkasse - and from there, how far is it to the Reitbahnsee")
def _():
    s, _ = nearest("stationery shop", familienkasse())
    return [s.name, m(dist(s, lake("Reitbahnsee", N)))]


@q(5, "we're at the Poco Einrichtungsmarkt. closest fast food place, and then the nearest supermarket to that one?")
def _():
    f, _ = nearest("fast food", poco())
    return [f.name, nearest("supermarket", f)[0].name]


# ---- shape 6: an attribute of a described place

@q(6, "whats the phone number of the drugstore nearest the Babywald")
def _():
    d, _ = nearest("drugstore", babywald())
    return [tag(d, "phone")]


@q(6, "website of the furniture store closest to the Löschteich pls")
def _():
    f, _ = nearest("furniture store", loeschteich())
    return [host(tag(f, "website"))]


@q(6, "what street is neubrandenburg's biggest pet shop on")
def _():
    return [tag(petshop_max(), "addr:street")]


@q(6, "address of the biggest medical supply store in Neubrandenburg?")
def _():
    f = medsupply_max()
    return [f"{tag(f, 'addr:street')} {tag(f, 'addr:housenumber')}"]


@q(6, "car rental nearest the Justizzentrum Neubrandenburg - when is it open")
def _():
    c, _ = nearest("car rental", justizzentrum())
    return hours(tag(c, "opening_hours"))


@q(6, "what kind of food does the restaurant nearest the second largest shopping centre in neubrandenburg serve")
def _():
    r, _ = nearest("restaurant", mall_2nd())
    return [tag(r, "cuisine")]


@q(6, "when does the Zollamt's nearest shoe shop open")
def _():
    s, _ = nearest("shoe shop", zollamt())
    return hours(tag(s, "opening_hours"))


@q(6, "does the photo studio closest to the Studentenclub NB have a website")
def _():
    p, _ = nearest("photo studio", studentenclub())
    return [host(tag(p, "website"))]


# ---- shape 7: not in the loaded data

@q(7, "drugstore closest to schloss sanssouci pls")
def _():
    return absent("Sanssouci")


@q(7, "how far is the Plauer See from the Löschteich")
def _():
    return absent("Plauer See")


@q(7, "is there a pet shop near Neustrelitz's largest park? which one's nearest")
def _():
    # no town called Neustrelitz (Neubrandenburg has a Neustrelitzer Straße: a distractor, not a town)
    return absent("Neustrelitz", tables=("regions",))


@q(7, "closest bookshop to the Stadtbibliothek am Kranichberg")
def _():
    # made up: no name in the data contains "Kranichberg"
    return absent("Kranichberg")

# ============================================================================================= main

HEADER = """\
# Composed questions over the Neubrandenburg extract only: fifth validation set (geo-react, evals/composed; see README.md).
# HELD-OUT validation set 5 (written 2026-11-25): never tune on it, never add its questions
# or fixes for them to prompts, cues or tests.
# question<TAB>gold<TAB>kind. gold: "; "-separated items: a name (case/accent-insensitive substring), #N (a count),
# ~N m (distance/length, within max(5 %, 15 m)), ~N m2 (area, within 5 %), a compass word, or !phrase (literal).
# kind: one = every item required; list = any item passes the paper rule, all items the strict rule.
# Gold computed by evals/composed/gold_val5.py (plain SQL over raw OSM tags/geometry); shape per question there.
"""


def main() -> int:
    return G.run_split("val5", QUESTIONS, TSV, HEADER, __doc__)


if __name__ == "__main__":
    sys.exit(main())
