"""CalculateMetric grounded in the question: the words a small model drops come back, on real places.

The argument sets are what the embedded 1.5B model actually sent (runs of `georeact eval run` on the frozen set);
expected answers come from the .osm.pbf extracts (tests/independent.py), not from the tool.
"""

from __future__ import annotations


import pytest

from georeact.agent.sentences import render_answer
from georeact.reading import read
from georeact.tools import resolve_location as rl
from georeact.tools.metric import tool as cm
from georeact.tools.base import invoke
from georeact.reading.reconcile import ground_own_kind
from georeact.tools.registry import ToolSpec
from tests import independent as ind
from tests.tools.test_calculate_metric import features, local, point_of


def grounded(ctx, question: str | None, **kwargs) -> cm.Result:
    """The call as the agent runs a model's call: reconciled with the question's reading, then run."""
    if question is None:
        return invoke(cm.run, cm.Result, ctx, cm.Input(**kwargs))
    reading = read(question)
    asked = ctx.asked(question, reading)
    return invoke(cm.run, cm.Result, asked, cm.Input(**kwargs), reconcile=METRIC.reconciler(reading))


METRIC = ToolSpec("CalculateMetric", cm)


def nearest_name(extract: str, anchor_name: str, candidates: list[ind.Feature]) -> str:
    anchor = next(f for f in ind.nodes(extract, "name", anchor_name) + ind.areas(extract, "name", anchor_name))
    centre = point_of(anchor.geometry)
    project = local(centre.x, centre.y)
    return min(candidates, key=lambda f: project(anchor.geometry).distance(project(f.geometry))).name


def test_a_dropped_cuisine_comes_back_from_the_question(ctx):
    question = "What is the nearest Greek restaurant to Komppi, Helsinki?"
    greek = [f for f in features("helsinki", "amenity", "restaurant") if f.tags.get("cuisine") == "greek"]
    assert greek
    result = grounded(ctx, question, metric="nearest", feature="restaurant", anchor="Komppi", region="Helsinki")
    assert result.ok, result.error
    assert any("cuisine=greek" in label for label in result.filters)
    assert result.entities[0].name == nearest_name("helsinki", "Komppi", greek)
    assert any("'greek restaurant'" in note for note in result.reconciled + result.notes)


@pytest.mark.parametrize("question, base, anchor, call", [
    # the model dropped 'serving sushi'
    ("Where can I find a restaurant serving sushi within 2 kilometers from Casino Helsinki?", "restaurant",
     "Casino Helsinki", dict(feature="restaurant", radius_m=2000)),
    # the model wrote its own filter without the cuisine
    ("What's the closest fast food restaurant serving sushi near K-Supermarket Kaisaniemi?", "fast_food",
     "K-Supermarket Kaisaniemi", dict(feature="fast_food", feature_filter="pois.amenity=fast_food", radius_m=1000)),
])
def test_a_cuisine_after_serving_comes_back_from_the_question(ctx, question, base, anchor, call):
    sushi = [f for f in features("helsinki", "amenity", base) if "sushi" in f.tags.get("cuisine", "").split(";")]
    assert sushi
    result = grounded(ctx, question, metric="nearest", anchor=anchor, **call)
    assert result.ok, result.error
    assert result.filters == [f"pois amenity={base} & cuisine=sushi"]
    assert result.entities[0].name == nearest_name("helsinki", anchor, sushi)
    assert any("sushi" in note for note in result.reconciled + result.notes)


def test_a_count_of_a_kind_of_shop_counts_that_kind(ctx):
    # measured: feature='shop' for "carpet shops" counted all 513 shops
    question = ("Could you tell me how many carpet shops are present within a 1.5 kilometers radius from "
                "MorriSon's Pizzeria & Spagetteria, Helsinki?")
    result = grounded(ctx, question, metric="count", feature="shop", anchor="MorriSon's Pizzeria", radius_m=1500)
    assert result.ok, result.error
    assert result.filters == ["pois shop=carpet"]
    anchor = point_of(next(iter(ind.nodes("helsinki", "name", "MorriSon's Pizzeria & Spagetteria"))).geometry)
    project = local(anchor.x, anchor.y)
    carpets = features("helsinki", "shop", "carpet")
    assert result.value == sum(1 for f in carpets if project(f.geometry).distance(project(anchor)) <= 1500)


def test_which_amenities_are_around_asks_for_kinds_and_which_restaurants_for_a_list(ctx):
    # measured (frozen MapQA): the model sent nearest for "what amenities exist", length for "what tracks exist"
    kinds = grounded(ctx, "What amenities exist within 100m of Henri Lloyd?", metric="nearest", feature="amenity",
                     anchor="Henri Lloyd", radius_m=100)
    assert kinds.ok and kinds.metric == "kinds", kinds.error
    plain = invoke(cm.run, cm.Result, ctx, cm.Input(metric="kinds", feature="amenity", anchor="Henri Lloyd", radius_m=100))
    assert kinds.kinds == plain.kinds and len(kinds.kinds) > 1
    listed = grounded(ctx, "What restaurants can be found within 100m of Haru Sushi?", metric="area",
                      feature="restaurant", anchor="Haru Sushi", radius_m=100)
    assert listed.ok and listed.metric == "list", listed.error
    # the frozen set's gold answer (from the generator's SQL) for this question
    assert {"Muru", "Mezame", "Kotipizza", "Naughty BRGR"} <= {e.name for e in listed.entities}
    assert all(e.distance_m <= 100 for e in listed.entities)
    assert any("metric area -> list" in note for note in listed.reconciled + listed.notes)


@pytest.mark.parametrize("question, call", [
    # measured (frozen MapQA compare-closer): one distance to one of the two places, or to an abbreviation
    ("Which one is closer to Ihana Kahvila Baari, Journey Practitioner Piiu Alén Vuorela or Hästens?",
     dict(metric="distance", feature="poi", anchor="Ihana Kahvila Baari", anchor_b="Hästens")),
    ("Which is nearer to Private Universität im Fürstentum Liechtenstein (UFL), Freiwillige Feuerwehr Triesen or "
     "Triesen VP Bank?", dict(metric="distance", anchor="UFL")),
])
def test_which_of_two_places_is_closer(ctx, question, call):
    result = grounded(ctx, question, **call)
    assert result.ok, result.error
    anchor, first, second = result.resolved
    assert [r.role for r in result.resolved] == ["anchor", "candidate", "candidate"]
    distances = {}
    extract = "liechtenstein" if "Triesen" in question else "helsinki"
    origin = next(iter(ind.nodes(extract, "name", anchor.name) + ind.areas(extract, "name", anchor.name)))
    centre = point_of(origin.geometry)
    project = local(centre.x, centre.y)
    for ref in (first, second):
        place = next(iter(ind.nodes(extract, "name", ref.name) + ind.areas(extract, "name", ref.name)))
        distances[ref.name] = project(origin.geometry).distance(project(place.geometry))
    assert result.metric == "nearest" and len(result.entities) == 1
    assert result.entities[0].name == min(distances, key=distances.get)
    assert result.entities[0].distance_m == pytest.approx(min(distances.values()), rel=0.01)
    assert not any("taken from the question" in note for note in result.reconciled + result.notes)


def test_a_place_name_cut_short_is_the_question_s_full_name(ctx):
    question = ("I'm searching for a Mexican fast food restaurant within 1.5 kilometers radius from "
                "Ciao! Caffé Urban Style, any suggestions?")
    result = grounded(ctx, question, metric="nearest", feature="fast food", anchor="Ciao!", radius_m=1500)
    assert result.ok, result.error
    assert result.resolved[0].name == "Ciao! Caffé Urban Style"
    assert "the question names it in full: 'Ciao!' -> 'Ciao! Caffé Urban Style'" in result.render()
    # the town a place is given in is not completed into that place: the distance is between the question's two
    kept = grounded(ctx, "How far is Kiasma from Helsinki Cathedral, Helsinki?", metric="distance",
                    anchor="Helsinki", anchor_b="Kiasma")
    assert "names it in full" not in kept.render()
    assert [r.name for r in kept.resolved] == ["Kiasma", "Helsingin tuomiokirkko"], kept.render()


def test_a_feature_that_is_not_in_the_question_gives_way_to_the_one_that_is(ctx):
    question = "Which city gate is the closest one from Fressnapf?"
    gates = features("neubrandenburg", "historic", "city_gate")
    result = grounded(ctx, question, metric="distance", feature="road", anchor="Fressnapf", radius_m=1000)
    assert result.ok, result.error
    assert result.filters == ["pois historic=city_gate"]
    assert result.entities[0].name == nearest_name("neubrandenburg", "Fressnapf", gates)
    assert any("'road' is not in the question" in note for note in result.reconciled + result.notes)


def test_a_superlative_in_the_question_turns_a_total_into_the_extreme(ctx):
    question = "Can you tell me the longest secondary road in Schaan?"
    result = grounded(ctx, question, metric="length", feature="secondary road", anchor="Schaan")
    assert result.ok, result.error
    assert result.metric == "longest"
    assert result.resolved[0].role == "region" and result.resolved[0].name == "Schaan"
    schaan = next(a for a in ind.areas("liechtenstein", "name", "Schaan") if a.tags.get("boundary") == "administrative")
    secondary = {w.name for w in ind.ways("liechtenstein", "highway", "secondary") if w.geometry.intersects(schaan.geometry)}
    assert len(result.entities) == 1 and result.entities[0].name in secondary


def test_a_plural_in_the_question_still_narrows_the_model_s_generic_word(ctx):
    # measured: an unusable filter, then feature='road' summed every road type in Sainte-Dévote
    question = "What is the combined length of all tertiary roads in Sainte-Dévote?"
    result = grounded(ctx, question, metric="length", feature="road", region="Sainte-Dévote",
                      feature_filter="pois.amenity=road AND pois.highway=tertiary")
    assert result.ok, result.error
    assert result.filters == ["roads highway=tertiary (lines)"]
    area = next(a for a in ind.areas("monaco", "name", "Sainte-Dévote") if a.tags.get("boundary") == "administrative")
    centre = area.geometry.centroid
    project = local(centre.x, centre.y)
    expected = sum(project(w.geometry).length for w in ind.ways("monaco", "highway", "tertiary")
                   if w.geometry.intersects(area.geometry))
    assert result.value == pytest.approx(expected, rel=0.01)


def test_words_of_a_place_name_are_not_a_feature(ctx):
    result = grounded(ctx, "What is the nearest cafe to Kaisaniemi park?", metric="nearest", feature="cafe",
                      anchor="Kaisaniemi park")
    assert result.filters == ["pois amenity=cafe"]
    assert not any("question" in note for note in result.reconciled + result.notes)


def test_the_models_feature_stands_when_the_question_is_ambiguous_or_silent(ctx):
    # two kinds of place in the question and the model's word in neither: no guess
    two = grounded(ctx, "Is the museum or the library closer to the Ateneum?", metric="nearest", feature="gallery",
                   anchor="Ateneum")
    assert not any("feature" in note or "gallery" in note for note in two.reconciled + two.notes), two.reconciled
    # a word in front that the database does not know as a sub-category is not a refinement
    cheap = grounded(ctx, "Where is the nearest cheap restaurant to Komppi?", metric="nearest", feature="restaurant",
                     anchor="Komppi")
    assert cheap.filters == ["pois amenity=restaurant"]
    # no question (a direct call, the oracle): the arguments are taken as they are (the length of a kind of
    # feature is their total length, whoever asks)
    direct = grounded(ctx, None, metric="length", feature="secondary road", anchor="Schaan")
    assert direct.metric == "total_length" and not any("question" in note for note in direct.reconciled + direct.notes)


def test_a_place_name_cut_short_is_completed_from_the_question(ctx):
    question = "Could you find me a Vietnamese restaurant located within 750 meters of SIS. Deli + Café, Helsinki?"
    vietnamese = [f for f in features("helsinki", "amenity", "restaurant") if f.tags.get("cuisine") == "vietnamese"]
    result = grounded(ctx, question, metric="nearest", feature="restaurant", anchor="SIS", radius_m=750)
    assert result.ok, result.error
    assert result.resolved[0].name == "SIS. Deli + Café"
    assert result.entities[0].name == nearest_name("helsinki", "SIS. Deli + Café", vietnamese)
    # without the question 'SIS' stays unknown: the completion comes from the question, not from guessing
    assert not grounded(ctx, None, metric="nearest", feature="restaurant", anchor="SIS", radius_m=750).ok


def test_a_generic_word_gives_way_to_the_kind_in_front_of_it_and_a_direction_is_not_a_place(ctx):
    question = "Which florist shop is nearest to Galerie Forsblom, Helsinki in the south direction?"
    forsblom = next(f for f in ind.nodes("helsinki", "name", "Galerie Forsblom") + ind.areas("helsinki", "name", "Galerie Forsblom"))
    centre = point_of(forsblom.geometry)
    southern = [f for f in features("helsinki", "shop", "florist")
                if 157.5 <= ind.azimuth(centre.x, centre.y, *point_of(f.geometry).coords[0]) < 202.5]
    result = grounded(ctx, question, metric="nearest", feature="shop", anchor="Galerie Forsblom", anchor_b="south")
    assert result.ok, result.error
    assert result.filters == ["pois shop=florist"]
    assert result.entities[0].name == nearest_name("helsinki", "Galerie Forsblom", southern)
    assert any("'south' is a direction" in note for note in result.reconciled + result.notes)


def test_a_missing_feature_is_taken_from_the_question(ctx):
    question = "Which city gate is the closest one from Fressnapf?"
    result = grounded(ctx, question, metric="distance", anchor="Fressnapf")
    assert result.ok, result.error
    assert result.entities[0].name == nearest_name("neubrandenburg", "Fressnapf",
                                                   features("neubrandenburg", "historic", "city_gate"))
    assert result.value == result.entities[0].distance_m


def test_the_questions_compass_word_wins(ctx):
    question = "Where is a hairdresser within 750 meters southeast of telia store?"
    wrong = grounded(ctx, question, metric="distance", feature="hairdresser", anchor="telia store", radius_m=750,
                     direction="southwest")
    missing = grounded(ctx, question, metric="nearest", feature="hairdresser", anchor="telia store", radius_m=750)
    for result in (wrong, missing):
        assert result.ok, result.error
        assert result.entities and all(e.direction == "southeast" for e in result.entities)
    assert any("'southwest' -> southeast" in note for note in wrong.reconciled + wrong.notes)
    assert any("direction southeast taken from the question" in note for note in missing.reconciled + missing.notes)
    # an azimuth question names no filter: nothing is added
    azimuth = grounded(ctx, "Is the Ateneum north or south of Kiasma?", metric="azimuth", anchor="Kiasma",
                       anchor_b="Ateneum")
    assert not any("direction" in note for note in azimuth.reconciled + azimuth.notes)


def test_a_direction_question_gets_the_azimuth_of_the_nearest_feature(ctx):
    # the model measured the distance (445 m, "21° north" in the row) and then answered "east"
    question = "In which direction is the closest photo shop from Galerie Anhava, Helsinki?"
    anhava = next(f for f in ind.nodes("helsinki", "name", "Galerie Anhava") + ind.areas("helsinki", "name", "Galerie Anhava"))
    centre = point_of(anhava.geometry)
    photo = features("helsinki", "shop", "photo")
    nearest = next(f for f in photo if f.name == nearest_name("helsinki", "Galerie Anhava", photo))
    expected = ind.azimuth(centre.x, centre.y, *point_of(nearest.geometry).coords[0])
    result = grounded(ctx, question, metric="distance", feature="photo shop", anchor="Galerie Anhava")
    assert result.ok, result.error
    assert result.metric == "azimuth"
    assert abs(result.value - expected) < 1.0
    value = result.answer_value()
    assert value.kind == "direction" and abs(value.degrees - expected) < 1.0
    # a direction the question does not name is not a filter (the model sent direction='north' and found none)
    any_way = grounded(ctx, question, metric="azimuth", feature="photo shop", anchor="Galerie Anhava", direction="south")
    assert any_way.value == pytest.approx(result.value)
    assert "ignored direction 'south': the question names no direction" in any_way.reconciled + any_way.notes
    # a distance question keeps its metric
    far = grounded(ctx, "How far is the closest photo shop from Galerie Anhava?", metric="distance",
                   feature="photo shop", anchor="Galerie Anhava")
    assert far.metric == "distance"


def test_a_filter_that_names_a_place_or_matches_nothing_gives_way_to_the_feature(ctx):
    question = "What is the combined area of the nature reserves in La Turbie?"
    result = grounded(ctx, question, metric="area", feature="park", feature_filter="pois.name=La Turbie",
                      region="La Turbie")
    assert result.ok, result.error
    assert any("ignored feature_filter" in note for note in result.reconciled + result.notes)
    assert any("nature_reserve" in label for label in result.filters)
    assert result.value and result.value > 0
    parks = grounded(ctx, "How much area do the parks in Schaan cover together?", metric="area", feature="park",
                     feature_filter="pois.amenity=park", region="Schaan")
    assert parks.ok and parks.value and parks.value > 0
    # a filter with rows stays: it is the model's explicit choice
    kept = grounded(ctx, "What is the nearest cafe to Kiasma?", metric="nearest", feature="place",
                    feature_filter="pois.amenity=cafe", anchor="Kiasma")
    assert kept.filters == ["pois amenity=cafe"]


def test_a_distance_to_the_towards_place_becomes_a_search_towards_it(ctx):
    # measured: 0 of 6 'towards' questions right; the model sent the place it should head for as anchor_b
    question = "What is the nearest pharmacy from Lingoner, Helsinki in the direction of Albert Edelfelt, Helsinki?"
    meant = grounded(ctx, None, metric="nearest", feature="pharmacy", anchor="Lingoner", towards="Albert Edelfelt")
    assert meant.ok and meant.entities, meant.error
    sent = grounded(ctx, question, metric="distance", feature="pharmacy", anchor="Lingoner, Helsinki",
                    anchor_b="Albert Edelfelt, Helsinki")
    assert sent.ok, sent.error
    assert sent.metric == "directional_nearest" and [e.name for e in sent.entities] == [e.name for e in meant.entities]
    assert any("in the direction of 'Albert Edelfelt" in note for note in sent.reconciled + sent.notes)
    swapped = grounded(ctx, question, metric="nearest", feature="pharmacy", anchor="Albert Edelfelt, Helsinki",
                       anchor_b="Lingoner, Helsinki")
    assert [e.name for e in swapped.entities] == [e.name for e in meant.entities]


def test_a_point_to_point_distance_question_keeps_its_second_place(ctx):
    question = "What is the distance between Palais de Justice and Poste de la Condamine?"
    result = grounded(ctx, question, metric="distance", anchor="Palais de Justice", anchor_b="Poste de la Condamine")
    assert result.ok and not any("direction of" in note for note in result.reconciled + result.notes)
    assert result.value is not None and 500 < result.value < 600


@pytest.mark.parametrize(("question", "sent"), [
    # what the model sent on two frozen MapQA questions (a count of 3,050, the nearest one within 1 km)
    ("What amenity can be found at Kotipizza?", dict(metric="count", feature="cafe", anchor="Kotipizza")),
    ("What amenity is present within lo stretto?", dict(metric="nearest", feature="cafe", anchor="lo stretto",
                                                         radius_m=1000)),
])
def test_what_amenity_is_at_a_place_is_the_places_own_kind(ctx, question, sent):
    result = grounded(ctx, question, **sent)
    assert result.ok and result.metric == "kinds", result.error
    place = result.resolved[0]
    project = local(place.lon, place.lat)
    node = next(f for f in ind.nodes("helsinki", "name", place.name)
                if abs(f.geometry.x - place.lon) < 1e-6 and abs(f.geometry.y - place.lat) < 1e-6)
    here = project(node.geometry)
    expected: dict[str, int] = {}
    for feature in features("helsinki", "amenity", None):
        if project(feature.geometry).distance(here) < 0.5:
            expected[feature.tags["amenity"]] = expected.get(feature.tags["amenity"], 0) + 1
    assert expected, "the place itself is an amenity"
    assert {k.value: k.count for k in result.kinds} == expected
    assert any("itself" in note for note in result.reconciled + result.notes)


def test_only_a_question_about_the_place_itself_asks_its_own_kind():
    sent = cm.Input(metric="nearest", feature="cafe", anchor="Vaduz")
    assert ground_own_kind(read("What type of amenity is at Kotipizza?"), sent)[0]["metric"] == "kinds"
    for question in ("What amenity is nearest to the cafe in Vaduz?", "What amenity is within 100 m of Vaduz?",
                     "What amenities exist within 100m of Henri Lloyd?", "What kinds of shops are in Vaduz?"):
        assert ground_own_kind(read(question), sent) is None, question


# ---------------------------------------------------------------- one rule per field: the scope (written phrasings)

def test_a_radius_the_question_never_states_is_dropped_and_the_anchor_read_as_the_region(ctx):
    question = "Which park in Vaduz is the largest one?"
    result = grounded(ctx, question, metric="area", feature="park", anchor="Vaduz", radius_m=10000)
    plain = grounded(ctx, None, metric="largest", feature="park", region="Vaduz")
    assert result.ok and plain.ok, (result.error, plain.error)
    assert result.metric == "largest" and result.entities[0].handle == plain.entities[0].handle
    assert any("states no radius" in note for note in result.reconciled + result.notes)


def test_a_list_within_a_radius_the_question_never_states_is_the_nearest_one(ctx):
    question = "Which bakery is closest to Vaduz Castle?"
    bakeries = features("liechtenstein", "shop", "bakery")
    result = grounded(ctx, question, metric="list", feature="bakery", anchor="Vaduz Castle", radius_m=10)
    assert result.ok, result.error
    assert result.metric == "nearest" and result.entities[0].name == nearest_name("liechtenstein", "Schloss Vaduz",
                                                                                  bakeries)
    assert result.entities[0].distance_m > 10            # outside the radius the model made up
    assert any("states no radius" in note for note in result.reconciled + result.notes)
    # the junction sent as anchor and anchor_b, with a radius of the model's own
    junction = grounded(ctx, "Which bakery is nearest to the corner of Städtle and Aeulestrasse?",
                        metric="nearest", feature="bakery", anchor="Städtle", anchor_b="Aeulestrasse", radius_m=10)
    assert junction.ok and junction.entities, junction.error
    assert any("states no radius" in note for note in junction.reconciled + junction.notes)
    # and measured from where the two streets meet, not from the first street alone
    assert any("where they meet" in note for note in junction.reconciled + junction.notes)
    assert junction.resolved[0].handle.startswith("point:") and junction.resolved[0].name == "Städtle × Äulestrasse"
    # two streets of the data that do not meet (124 m apart here) are said so, never an approximate name for them
    apart = grounded(ctx, "Which bakery is nearest to the corner of Städtle and Fürst-Franz-Josef-Strasse?",
                     metric="nearest", feature="bakery", anchor="Städtle", anchor_b="Fürst-Franz-Josef-Strasse")
    assert not apart.ok and "Städtle and Fürst-Franz-Josef-Strasse do not meet" in apart.error, apart.error
    meeting = grounded(ctx, None, metric="nearest", feature="bakery", anchor="Städtle and Aeulestrasse")
    assert meeting.ok and junction.entities[0].handle == meeting.entities[0].handle
    assert junction.entities[0].distance_m == pytest.approx(meeting.entities[0].distance_m, abs=0.5)


@pytest.mark.parametrize("question, sent, meant", [
    ("Which cafe is nearest to POPPankki?", "POP Pankki", "POPPankki"),          # two banks, one spelling each
    ("Which cafe is the closest to the Savoy-teatteri?", "Savoy Teatteri", "Savoy-teatteri"),
])
def test_a_name_the_model_respelled_is_the_place_the_question_spells(ctx, question, sent, meant):
    result = grounded(ctx, question, metric="nearest", feature="cafe", anchor=sent)
    assert result.ok, result.error
    anchor = next(r for r in result.resolved if r.role == "anchor")
    assert anchor.name == meant
    assert any(f"spells it {meant!r}" in line for line in anchor.reading), anchor.reading
    located = invoke(rl.run, rl.Result, ctx.asked(question), rl.Input(name=sent))
    assert located.ok and located.best.name == meant and "spells it" in (located.note or "")


def test_a_region_the_question_never_names_is_dropped(ctx):
    question = "Where is the nearest pharmacy to the Ateneum?"
    result = grounded(ctx, question, metric="nearest", feature="pharmacy", anchor="Ateneum", region="Vaduz")
    assert result.ok, result.error
    assert 60.1 < result.entities[0].lat < 60.2            # in Helsinki, next to the Ateneum, not in Vaduz
    assert any("ignored region 'Vaduz'" in note for note in result.reconciled + result.notes)


def test_a_missing_towards_place_comes_from_the_question(ctx):
    question = "Heading from Kiasma towards the Helsinki Cathedral, which cafe comes first?"
    result = grounded(ctx, question, metric="nearest", feature="cafe", anchor="Kiasma")
    assert result.ok, result.error
    assert [r.role for r in result.resolved if r.role == "towards"] == ["towards"]
    towards = next(r for r in result.resolved if r.role == "towards")
    assert "tuomiokirkko" in (towards.name or "").lower() or "cathedral" in (towards.name or "").lower()


def test_a_distance_for_a_question_asking_which_ones_lists_them(ctx):
    question = "Are there any pharmacies within 500 m of the Ateneum?"
    result = grounded(ctx, question, metric="distance", feature="pharmacy", anchor="Ateneum", radius_m=500)
    assert result.ok, result.error
    assert result.metric == "list" and result.total == len(result.entities) >= 1
    assert all(e.distance_m <= 500 for e in result.entities)


def test_a_radius_the_question_states_fills_a_call_without_one(ctx):
    question = "Which cafes are there within 150 m of the Ateneum?"
    result = grounded(ctx, question, metric="list", feature="cafe", anchor="Ateneum")
    assert result.ok, result.error
    assert result.total == len(result.entities) and all(e.distance_m <= 150 for e in result.entities)
    assert any("radius_m=150 taken from the question" in note for note in result.reconciled + result.notes)


@pytest.mark.parametrize(("question", "sent", "meant"), [
    ("Which bicycle shop is closest to the Landtag?", "shop", "shop=bicycle"),
    ("Where is the nearest driving school to Kiasma?", "school", "amenity=driving_school"),
    ("Which is the longest tertiary road in Schaan?", "road", "highway=tertiary"),
])
def test_a_generic_word_gives_way_to_the_questions_longer_phrase(ctx, question, sent, meant):
    metric = "longest" if "longest" in question else "nearest"
    place = {"region": "Schaan"} if "Schaan" in question else {"anchor": "Landtag" if "Landtag" in question else "Kiasma"}
    result = grounded(ctx, question, metric=metric, feature=sent, **place)
    assert result.ok, result.error
    assert all(meant in label for label in result.filters), result.filters


def test_an_anchor_the_question_never_names_gives_way_to_the_questions(ctx):
    # a 1.5B model copies the example place of a tool description into its call
    question = "Which pharmacy is closest to the Rathaus Vaduz?"
    meant = grounded(ctx, None, metric="nearest", feature="pharmacy", anchor="Rathaus Vaduz")
    copied = grounded(ctx, question, metric="nearest", feature="pharmacy", anchor="Ateneum")
    assert copied.ok and copied.entities and [e.handle for e in copied.entities] == [e.handle for e in meant.entities]
    assert any("the question names no 'Ateneum'" in note for note in copied.reconciled + copied.notes)
    named = grounded(ctx, question, metric="nearest", feature="pharmacy", anchor="Rathaus Vaduz")
    assert [e.handle for e in named.entities] == [e.handle for e in meant.entities]
    assert not any("names no" in note for note in named.reconciled + named.notes)


def test_the_anchor_is_not_one_of_the_candidates(ctx):
    question = "Which is closer to the Ateneum, Kiasma or Amos Rex?"
    result = grounded(ctx, question, metric="nearest", anchor="Ateneum", candidates=["Ateneum", "Kiasma", "Amos Rex"])
    assert result.ok, result.error
    assert [r.name for r in result.resolved if r.role == "candidate"] == ["Kiasma", "Amos Rex"]
    assert result.entities[0].name in ("Kiasma", "Amos Rex") and result.entities[0].distance_m > 0
    assert any("dropped the anchor" in note for note in result.reconciled + result.notes)


def test_the_readings_own_call_for_the_kinds_at_a_place(ctx):
    from georeact.reading.plan import reading_call
    from georeact.tools.poi_filter import phrase_lookups
    call = reading_call(read("What amenity is located within Rathaus Vaduz?"), phrase_lookups(ctx).knows)
    assert call == {"metric": "kinds", "feature": "amenity", "anchor": "Rathaus Vaduz"}
    result = invoke(cm.run, cm.Result, ctx, cm.Input(**call))
    assert result.ok and result.kinds and result.resolved[0].name == "Rathaus Vaduz"
    assert reading_call(read("What amenities are within 200 m of Kiasma?"), phrase_lookups(ctx).knows)["radius_m"] \
        == 200.0


def test_candidates_the_question_never_offers_are_dropped(ctx):
    question = "Which pharmacy is closest to the Rathaus Vaduz?"
    meant = grounded(ctx, None, metric="nearest", feature="pharmacy", anchor="Rathaus Vaduz")
    for junk in (["pois:123"], ["pharmacy"], ["Rathaus Vaduz", "pois:456"]):
        sent = grounded(ctx, question, metric="nearest", feature="pharmacy", anchor="Rathaus Vaduz", candidates=junk)
        assert sent.ok, sent.error
        assert [e.handle for e in sent.entities] == [e.handle for e in meant.entities]
        assert any("offers no places to choose from" in note for note in sent.reconciled + sent.notes)


def test_candidates_that_are_only_words_of_the_questions_own_places_are_dropped(ctx):
    # measured: with a terse prompt the 1.5B model filled candidates with the towards place and its town
    question = "Going from Rathaus Vaduz towards Schloss Vaduz, where is the nearest restaurant?"
    meant = grounded(ctx, question, metric="nearest", feature="restaurant", anchor="Rathaus Vaduz")
    for junk in (["Schloss Vaduz", "Vaduz"], ["Rathaus", "Rathaus", "Rathaus"]):
        sent = grounded(ctx, question, metric="nearest", feature="restaurant", anchor="Rathaus Vaduz", candidates=junk)
        assert sent.ok, sent.error
        assert [e.handle for e in sent.entities] == [e.handle for e in meant.entities]
        assert any("offers no places to choose from" in note for note in sent.reconciled + sent.notes)


def test_the_town_a_place_is_given_in_is_no_second_place(ctx):
    question = "How many metres away is the closest pharmacy from Kunstmuseum Liechtenstein, Vaduz?"
    meant = grounded(ctx, question, metric="distance", feature="pharmacy", anchor="Kunstmuseum Liechtenstein")
    sent = grounded(ctx, question, metric="distance", feature="pharmacy", anchor="Kunstmuseum Liechtenstein",
                    anchor_b="vaduz")
    assert meant.ok and sent.ok, (meant.error, sent.error)
    assert sent.entities and [e.handle for e in sent.entities] == [e.handle for e in meant.entities]
    assert sent.value == meant.value
    assert any("the town" in note for note in sent.reconciled + sent.notes)
    # a question that does measure to the town keeps it
    to_town = grounded(ctx, "How far is Kunstmuseum Liechtenstein from Schaan?", metric="distance",
                       anchor="Kunstmuseum Liechtenstein", anchor_b="Schaan")
    assert to_town.ok and [r.name for r in to_town.resolved][-1] == "Schaan"


def test_a_time_the_question_never_gives_is_dropped(ctx):
    question = "Which cafe is nearest to Kiasma?"
    meant = grounded(ctx, question, metric="nearest", feature="cafe", anchor="Kiasma")
    sent = grounded(ctx, question, metric="nearest", feature="cafe", anchor="Kiasma", open_at="now")
    assert sent.ok and [e.handle for e in sent.entities] == [e.handle for e in meant.entities]
    assert any("ignored open_at 'now'" in note for note in sent.reconciled + sent.notes)
    timed = grounded(ctx, "Which cafe near Kiasma is open on Sunday at 10:00?", metric="nearest", feature="cafe",
                     anchor="Kiasma", open_at="Sunday 10:00")
    assert timed.ok and not any("ignored open_at" in note for note in timed.reconciled + timed.notes)


def test_the_second_place_sent_as_the_feature_is_the_second_place(ctx):
    question = "What is the distance between Kunstmuseum Liechtenstein and Rathaus Vaduz?"
    meant = grounded(ctx, question, metric="distance", anchor="Kunstmuseum Liechtenstein", anchor_b="Rathaus Vaduz")
    sent = grounded(ctx, question, metric="distance", anchor="kunstmuseum liechtenstein", feature="rathaus vaduz")
    assert meant.ok and sent.ok, (meant.error, sent.error)
    assert sent.value == meant.value and [r.name for r in sent.resolved] == [r.name for r in meant.resolved]
    assert any("anchor_b='Rathaus Vaduz': the question measures" in note for note in sent.reconciled + sent.notes), sent.notes
    # the same place sent as the one candidate, next to a kind taken from the first place's name
    as_candidate = grounded(ctx, question, metric="distance", anchor="Kunstmuseum Liechtenstein", feature="museum",
                            candidates=["Rathaus Vaduz"])
    assert as_candidate.ok and as_candidate.value == meant.value, as_candidate.error


def test_the_place_headed_for_sent_as_the_anchor_gives_way_to_the_place_the_question_starts_from(ctx):
    question = "Going from Rathaus Vaduz in the direction of Schloss Vaduz, where is the nearest restaurant?"
    meant = grounded(ctx, None, metric="nearest", feature="restaurant", anchor="Rathaus Vaduz", towards="Schloss Vaduz")
    sent = grounded(ctx, question, metric="nearest", feature="restaurant", anchor="Schloss Vaduz")
    assert meant.ok and sent.ok, (meant.error, sent.error)
    assert [e.handle for e in sent.entities] == [e.handle for e in meant.entities]
    assert [(r.role, r.name) for r in sent.resolved][:2] == [(r.role, r.name) for r in meant.resolved][:2]


@pytest.mark.parametrize(("question", "sent", "meant"), [
    # what the 1.5B model sent on new phrasings: a search for a kind instead of the bearing between two places
    ("Which way is Amos Rex from the Ateneum?",
     dict(metric="directional_nearest", feature="cafe", anchor="Ateneum", candidates=["Amos Rex"]),
     dict(metric="azimuth", anchor="Ateneum", anchor_b="Amos Rex")),
    ("Is the Kunstmuseum Liechtenstein north or south of the Landtag?",
     dict(metric="directional_nearest", feature="region", feature_filter="Landtag", anchor="Kunstmuseum Liechtenstein",
          anchor_b="Landtag", direction="north"),
     dict(metric="azimuth", anchor="Landtag", anchor_b="Kunstmuseum Liechtenstein")),
    # the length of every street, the area of a "feature" that is the place's name
    ("How long is Mannerheimintie?", dict(metric="length", feature="street", anchor="Mannerheimintie"),
     dict(metric="length", anchor="Mannerheimintie")),
    ("What's the area of Esplanadinpuisto?", dict(metric="area", feature="esplanadinpuisto"),
     dict(metric="area", anchor="Esplanadinpuisto")),
])
def test_a_question_about_its_own_named_places_measures_them_not_a_kind(ctx, question, sent, meant):
    expected = grounded(ctx, None, **meant)
    result = grounded(ctx, question, **sent)
    assert expected.ok and result.ok, (expected.error, result.error)
    assert result.metric == meant["metric"] and not result.filters
    assert result.value == expected.value and result.value is not None
    assert [r.handle for r in result.resolved] == [r.handle for r in expected.resolved]
    assert any("the question measures" in note for note in result.reconciled + result.notes), result.notes


def test_how_many_places_the_question_asks_for_is_how_many_the_answer_lists(ctx):
    question = "Name four restaurants near the Rathaus Vaduz."
    meant = grounded(ctx, None, metric="nearest", feature="restaurant", anchor="Rathaus Vaduz", limit=4)
    sent = grounded(ctx, question, metric="nearest", feature="restaurant", anchor="Rathaus Vaduz")
    assert meant.ok and sent.ok, (meant.error, sent.error)
    assert len(sent.entities) == 4 and [e.handle for e in sent.entities] == [e.handle for e in meant.entities]
    assert "limit 4 from the question" in sent.reconciled + sent.notes
    shown = render_answer(read(question), sent.model_dump(mode="json"))
    assert all(f"{i}. {e.name or '(no name)'}, " in shown for i, e in enumerate(sent.entities, 1)), shown


@pytest.mark.parametrize("sent_metric", ["area", "total_length", "nearest", "largest"])
def test_how_many_counts_whatever_metric_the_call_measured(ctx, sent_metric):
    question = "How many benches are within 300 metres of the Kiasma?"
    meant = grounded(ctx, None, metric="count", feature="bench", anchor="Kiasma", radius_m=300)
    sent = grounded(ctx, question, metric=sent_metric, feature="bench", anchor="Kiasma", radius_m=300)
    assert meant.ok and sent.ok, (meant.error, sent.error)
    assert sent.metric == "count" and sent.value == meant.value and meant.value is not None and meant.value > 0


@pytest.mark.parametrize(("question", "kind"), [
    ("Where can I park my car near the Rathaus Vaduz?", "pois amenity=parking"),
    ("Is there somewhere to park near the Ateneum?", "pois amenity=parking"),
    ("Which park is closest to the Ateneum?", "parks leisure=park"),
])
def test_park_as_a_verb_is_parking_and_as_a_noun_a_park(ctx, question, kind):
    anchor = "Rathaus Vaduz" if "Vaduz" in question else "Ateneum"
    result = grounded(ctx, question, metric="nearest", feature="park", anchor=anchor)
    assert result.ok and result.filters[0] == kind, (result.error, result.filters)


def test_which_ones_are_there_lists_them_rather_than_counting(ctx):
    question = "What museums are there in Monaco?"
    result = grounded(ctx, question, metric="count", feature="museum", anchor="Monaco")
    assert result.ok and result.metric == "list", (result.error, result.metric)
    assert result.total == len(result.entities) and result.total > 0
    assert any("the question asks which ones, not how many" in note for note in result.reconciled + result.notes)


def test_a_search_the_model_left_without_a_place_searches_where_the_question_does(ctx):
    from georeact.tools import search_places as sp

    question = "Is there a quiet cafe near the Kiasma?"
    reading = read(question)
    result = invoke(sp.run, sp.Result, ctx.asked(question, reading), sp.Input(query="quiet cafe"),
                    reconcile=ToolSpec("SearchPlaces", sp).reconciler(reading))
    assert result.ok and any("anchor 'Kiasma' from the question" in note for note in result.reconciled)
    assert result.ranking and all(c.distance_m is not None and c.distance_m < 5000 for c in result.ranking)
