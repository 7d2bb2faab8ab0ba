"""Gold answers of the seventh held-out validation set (evals/composed/val7.tsv, Neubrandenburg only).

Written 2026-11-25; dev now (its failures were looked at after its first run,
which docs/results.md has). Same conventions and helpers as gold.py (imported from it: distances,
areas, nearest / within / largest with their near-tie checks, the 4 km cross-check of every superlative around
the Haus der Kultur und Bildung); only plain SQL over the raw OSM tags and geometries. The author did not read
georeact/, did not open any evals/composed/*.tsv file, and never ran the agent on these questions.

    .venv/bin/python evals/composed/gold_val7.py            # compute every gold answer and print it
    .venv/bin/python evals/composed/gold_val7.py --check    # ... and compare with val7.tsv (exit 1 if different)
    .venv/bin/python evals/composed/gold_val7.py --write    # (re)write val7.tsv from the functions
    .venv/bin/python evals/composed/gold_val7.py -v -k Wollmuth   # one question, with the ranked candidates

The reference places are ones no earlier set uses (see README.md, "val7"), with new superlatives among mapped
footprints (the second biggest DIY store, the second biggest car dealer, the biggest stationery shop, the
biggest memorial); the feature words not in gold.KINDS are added below in the same form.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import gold as G  # noqa: E402
from gold import (host, tag, lst, pair, further, more, big, N, Ambiguous, F, absent, closer, direction, dist, hours,  # noqa: E402
                  m, n, names, nearest, poi, park, lake, tollensesee, within, count_within, cnt)

HERE = Path(__file__).resolve().parent
TSV = HERE / "val7.tsv"

# feature words of val7 that gold.py's KINDS does not have (added here, same form; the first ones as in val3-val6)
for _word, _cond in {
    "hairdresser": "shop = 'hairdresser'",
    "florist": "shop = 'florist'",
    "vet": "amenity = 'veterinary'",
    "car dealer": "shop = 'car'",
    "drinks shop": "shop = 'beverages'",
    "kindergarten": "amenity = 'kindergarten'",
    "kiosk": "shop = 'kiosk'",
    "bike shop": "shop = 'bicycle'",
    "diy store": "shop = 'doityourself'",
    "fuel station": "amenity = 'fuel'",
    "stationery shop": "shop = 'stationery'",
    "memorial": "historic = 'memorial'",       # in val3's KINDS, used there only in dropped questions
    # new in val7
    "viewpoint": "tourism = 'viewpoint'",
    "butcher": "shop = 'butcher'",
    "liquor store": "shop = 'alcohol'",
    "computer shop": "shop = 'computer'",
    "car wash": "amenity = 'car_wash'",
    "tyre shop": "shop = 'tyres'",
    "beauty salon": "shop = 'beauty'",
}.items():
    G.KINDS.setdefault(_word, ("pois", _cond))


QUESTIONS: list[G.Question] = []
q = G.collector(QUESTIONS)


def addr(f: F) -> str:
    return f"{tag(f, 'addr:street')} {tag(f, 'addr:housenumber')}"


# reference places (each one row in its table; checked by get())
def seniorenbuero() -> F:
    return poi("Seniorenbüro Neubrandenburg e.V.", N)


def entitaet() -> F:
    return poi("Entität e.V.", N)


def wollmuth() -> F:
    return poi("Uhrmacher Wollmuth", N)


def hoergeraete() -> F:
    return poi("Kind Hörgeräte", N)


def advent() -> F:
    return poi("Adventgemeinde Neubrandenburg", N)


def fahrschule() -> F:
    return poi("City-Fahrschule", N)


def spielemax() -> F:
    return poi("Spiele Max", N)


def jva() -> F:
    return poi("Justizvollzugsanstalt", N)


def recyclinghof() -> F:
    return poi("Recycling-Hof Stadtwerke NB", N)


def eiscafe_tina() -> F:
    return poi("Eiscafe Tina", N)


def rummel() -> F:
    return poi("Tierärztliche Klinik Dr. S. Rummel", N)


def broda() -> F:
    return poi("Landhotel Broda", N)


def foyer() -> F:
    return poi("Foyer & BAZ Halle", N)


def rosalila() -> F:
    return poi("INITIATIVE ROSA-LILA", N)


def kultiv() -> F:
    return poi("Stadtteiltreff KULTIV e.V.", N)


def schweineohr() -> F:
    return poi("Spielplatz am Schweineohr", N)


def yachthafen() -> F:
    return poi("Reisemobilstellplatz Yachthafen", N)


def behmshoehe() -> F:
    return poi("Aussichtsturm Behmshöhe", N)


def db_schalter() -> F:
    return poi("DB Schalter", N)


def second_chance() -> F:
    return poi("Second Chance NB", N)


def marienhof() -> F:
    return poi("Hotel Marienhof", N)


def neveriner_see() -> F:
    return lake("Neveriner See", N)


def gutspark() -> F:
    return park("Alter Gutspark", N)


def diy_2nd() -> F:
    return big("diy store", 2)              # B1 Baumarkt


def cardealer_2nd() -> F:
    return big("car dealer", 2)             # Autohaus Brüggemann


def stationery_max() -> F:
    return big("stationery shop")           # Mandt Büroorganistation


def memorial_max() -> F:
    return big("memorial")                  # Gedenkstätte "Für die Kämpfer gegen Reaktion und Faschismus"


# ---- shape 1: a description as the reference place

@q(1, "whats the nearest pub to the second biggest diy store in neubrandenburg")
def _():
    return [nearest("pub", diy_2nd())[0].name]


@q(1, "I'm at the Seniorenbüro Neubrandenburg e.V. - which beauty salon is closest to the supermarket nearest me?")
def _():
    s, _ = nearest("supermarket", seniorenbuero())
    return [nearest("beauty salon", s)[0].name]


@q(1, "Which butcher is nearest to the supermarket closest to the biggest stationery shop in Neubrandenburg?")
def _():
    s, _ = nearest("supermarket", stationery_max())
    return [nearest("butcher", s)[0].name]


@q(1, "nearest liquor store to the cafe closest to the DB Schalter")
def _():
    c, _ = nearest("cafe", db_schalter())
    return [nearest("liquor store", c)[0].name]


@q(1, "hairdresser next to the memorial thats nearest Eiscafe Tina?")
def _():
    mem, _ = nearest("memorial", eiscafe_tina())
    return [nearest("hairdresser", mem)[0].name]


@q(1, "which hotel is nearest to the pharmacy closest to the Justizvollzugsanstalt")
def _():
    p, _ = nearest("pharmacy", jva())
    return [nearest("hotel", p)[0].name]


@q(1, "closest pub to the supermarket by the viewpoint nearest Landhotel Broda")
def _():
    v, _ = nearest("viewpoint", broda())
    s, _ = nearest("supermarket", v)
    return [nearest("pub", s)[0].name]


@q(1, "car wash closest to neubrandenburgs second biggest car dealer pls")
def _():
    return [nearest("car wash", cardealer_2nd())[0].name]


# ---- shape 2: a description with a radius

@q(2, "how many restaurants are within 300 m of the pharmacy nearest the Uhrmacher Wollmuth?")
def _():
    p, _ = nearest("pharmacy", wollmuth())
    return [n(cnt("restaurant", p, 300))]


@q(2, "list the restaurants within 250 m of the bakery closest to Second Chance NB", "list")
def _():
    b, _ = nearest("bakery", second_chance())
    return lst("restaurant", b, 250)


@q(2, "banks within 700 m of neubrandenburg's biggest memorial - how many?")
def _():
    return [n(cnt("bank", memorial_max(), 700))]


@q(2, "pharmacies within 500m of the supermarket nearest Eiscafe Tina, list them", "list")
def _():
    s, _ = nearest("supermarket", eiscafe_tina())
    return lst("pharmacy", s, 500)


@q(2, "count the drinks shops within 600 m of the Stadtteiltreff KULTIV e.V.'s closest supermarket")
def _():
    s, _ = nearest("supermarket", kultiv())
    return [n(cnt("drinks shop", s, 600))]


@q(2, "which car dealers are within 500 m of the fuel station nearest the Justizvollzugsanstalt", "list")
def _():
    f, _ = nearest("fuel station", jva())
    return lst("car dealer", f, 500)


@q(2, "how many other car dealers are there within 300 m of the second biggest car dealer in town")
def _():
    return [n(cnt("car dealer", cardealer_2nd(), 300))]


@q(2, "fast food places within 200 m of the florist nearest Spiele Max?", "list")
def _():
    f, _ = nearest("florist", spielemax())
    return lst("fast food", f, 200)


# ---- shape 3: comparisons

@q(3, "is the Adventgemeinde Neubrandenburg closer to the Schwanenteich or to the Reitbahnsee")
def _():
    return [pair(lake("Schwanenteich", N), lake("Reitbahnsee", N), advent()).name]


@q(3, "which is nearer the Kulturpark, Kind Hörgeräte or the Entität e.V.?")
def _():
    return [pair(hoergeraete(), entitaet(), park("Kulturpark", N)).name]


@q(3, "from the City-Fahrschule, is the nearest pub or the nearest bakery closer")
def _():
    ref = fahrschule()
    return [closer(nearest("pub", ref), nearest("bakery", ref)).name]


@q(3, "Tierärztliche Klinik Dr. S. Rummel - whats closer to it, its nearest pharmacy or its nearest bakery")
def _():
    ref = rummel()
    return [closer(nearest("pharmacy", ref), nearest("bakery", ref)).name]


@q(3, "the supermarket closest to Spiele Max: is it nearer to the Babywald or to the Ihlenpool?")
def _():
    s, _ = nearest("supermarket", spielemax())
    return [pair(park("Babywald", N), lake("Ihlenpool", N), s).name]


@q(3, "Recycling-Hof Stadtwerke NB: which one's further away, the nearest fuel station or the nearest drinks shop")
def _():
    ref = recyclinghof()
    return [further(nearest("fuel station", ref), nearest("drinks shop", ref)).name]


@q(3, "im at the INITIATIVE ROSA-LILA - closest kindergarten or closest kiosk, whichever is nearer to me?")
def _():
    ref = rosalila()
    return [closer(nearest("kindergarten", ref), nearest("kiosk", ref)).name]


@q(3, "is neubrandenburgs second biggest diy store or its biggest stationery shop closer to the Babywald")
def _():
    return [pair(diy_2nd(), stationery_max(), park("Babywald", N)).name]


# ---- shape 4: two descriptions measured against each other

@q(4, "how far is the second biggest diy store in neubrandenburg from the second biggest car dealer")
def _():
    return [m(dist(diy_2nd(), cardealer_2nd()))]


@q(4, "in which direction is the biggest stationery shop in Neubrandenburg from the biggest memorial?")
def _():
    return [direction(memorial_max(), stationery_max())]


@q(4, "distance between the pharmacy nearest the Seniorenbüro Neubrandenburg e.V. and the pharmacy nearest Kind Hörgeräte")
def _():
    a, _ = nearest("pharmacy", seniorenbuero())
    b, _ = nearest("pharmacy", hoergeraete())
    assert a.name != b.name
    return [m(dist(a, b))]


@q(4, "which way is the Justizvollzugsanstalt's closest butcher from Spiele Max's closest butcher")
def _():
    a, _ = nearest("butcher", jva())
    b, _ = nearest("butcher", spielemax())
    assert a.name != b.name
    return [direction(b, a)]


@q(4, "how far apart are the viewpoint closest to Landhotel Broda and the viewpoint closest to the Reisemobilstellplatz Yachthafen")
def _():
    a, _ = nearest("viewpoint", broda())
    b, _ = nearest("viewpoint", yachthafen())
    assert a.name != b.name
    return [m(dist(a, b))]


@q(4, "how far is the hotel nearest Landhotel Broda from the hotel nearest the Hotel Marienhof")
def _():
    a, _ = nearest("hotel", broda())
    b, _ = nearest("hotel", marienhof())
    assert a.name != b.name
    return [m(dist(a, b))]


@q(4, "Stadtteiltreff KULTIV e.V.'s nearest car wash - how far is it from the tyre shop nearest the Reisemobilstellplatz Yachthafen")
def _():
    a, _ = nearest("car wash", kultiv())
    b, _ = nearest("tyre shop", yachthafen())
    return [m(dist(a, b))]


# ---- shape 5: sequential

@q(5, "im at the Entität e.V. - nearest bar? then the closest bakery to that bar")
def _():
    b, _ = nearest("bar", entitaet())
    return [b.name, nearest("bakery", b)[0].name]


@q(5, "find the bakery nearest the Aussichtsturm Behmshöhe, then how far is the Tollensesee from there")
def _():
    b, _ = nearest("bakery", behmshoehe())
    return [b.name, m(dist(b, tollensesee()))]


@q(5, "start at the Hotel Marienhof: closest pharmacy, and then the nearest cafe to that pharmacy")
def _():
    p, _ = nearest("pharmacy", marienhof())
    return [p.name, nearest("cafe", p)[0].name]


@q(5, "we're at the Neveriner See. closest restaurant, and from there how far to the nearest bus stop")
def _():
    r, _ = nearest("restaurant", neveriner_see())
    return [r.name, m(G.nearest_dist("bus stop", r))]


@q(5, "Spielplatz am Schweineohr: nearest church, then the closest florist to that church")
def _():
    c, _ = nearest("church", schweineohr())
    return [c.name, nearest("florist", c)[0].name]


@q(5, "first the post office nearest the Foyer & BAZ Halle, then the bank closest to it")
def _():
    p, _ = nearest("post office", foyer())
    return [p.name, nearest("bank", p)[0].name]


@q(5, "from the Tierärztliche Klinik Dr. S. Rummel find the nearest bike shop, then how far is the closest computer shop from that one")
def _():
    b, _ = nearest("bike shop", rummel())
    return [b.name, m(G.nearest_dist("computer shop", b))]


# ---- shape 6: an attribute of a described place

@q(6, "opening hours of the pharmacy nearest the Justizvollzugsanstalt?")
def _():
    p, _ = nearest("pharmacy", jva())
    return hours(tag(p, "opening_hours"))


@q(6, "the vet closest to the Recycling-Hof Stadtwerke NB - when is it open")
def _():
    v, _ = nearest("vet", recyclinghof())
    return hours(tag(v, "opening_hours"))


@q(6, "has the hotel nearest the Kirche Jesu Christi Der Heiligen Der Letzten Tage got a website")
def _():
    h, _ = nearest("hotel", poi("Kirche Jesu Christi Der Heiligen Der Letzten Tage", N))
    return [host(tag(h, "website"))]


@q(6, "which street is the car dealer closest to the Justizvollzugsanstalt on")
def _():
    c, _ = nearest("car dealer", jva())
    return [tag(c, "addr:street")]


@q(6, "whats the address of neubrandenburgs second biggest car dealer")
def _():
    return [addr(cardealer_2nd())]


@q(6, "Reisemobilstellplatz Yachthafen's closest restaurant - what kind of food do they serve")
def _():
    r, _ = nearest("restaurant", yachthafen())
    return [tag(r, "cuisine")]


@q(6, "phone number of the pharmacy next to the Uhrmacher Wollmuth pls")
def _():
    p, _ = nearest("pharmacy", wollmuth())
    return [tag(p, "phone")]


@q(6, "website of the liquor store nearest the Entität e.V.?")
def _():
    s, _ = nearest("liquor store", entitaet())
    return [host(tag(s, "website"))]


# ---- shape 7: not in the loaded data

@q(7, "which butcher is closest to the Holstentor")
def _():
    return absent("Holstentor")


@q(7, "how far is the Königsstuhl from the Aussichtsturm Behmshöhe")
def _():
    return absent("Königsstuhl")


@q(7, "biggest park in Wismar - whats the nearest car wash to it")
def _():
    # no town called Wismar (and no name in the data contains it)
    return absent("Wismar", tables=("regions",))


@q(7, "im at the Puppentheater am Sonnenhang, closest liquor store pls")
def _():
    # made up: no name in the data contains "Sonnenhang" or "Puppentheater"
    return absent("Sonnenhang", "Puppentheater")


# ============================================================================================= main

HEADER = """\
# Composed questions over the Neubrandenburg extract only: seventh validation set (geo-react, evals/composed; see README.md).
# DEV since its first run (at a281687): its failures were looked at (evals/composed/README.md); the held-out set is val6.
# HELD-OUT validation set 7 (written 2026-11-25): never tune on it, never add its questions
# or fixes for them to prompts, cues or tests.
# question<TAB>gold<TAB>kind. gold: "; "-separated items: a name (case/accent-insensitive substring), #N (a count),
# ~N m (distance/length, within max(5 %, 15 m)), ~N m2 (area, within 5 %), a compass word, or !phrase (literal).
# kind: one = every item required; list = any item passes the paper rule, all items the strict rule.
# Gold computed by evals/composed/gold_val7.py (plain SQL over raw OSM tags/geometry); shape per question there.
"""


def main() -> int:
    return G.run_split("val7", QUESTIONS, TSV, HEADER, __doc__)


if __name__ == "__main__":
    sys.exit(main())
