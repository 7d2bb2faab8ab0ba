"""'Within 300 m of the hospital', 'the bar nearest the police station': a kind of place said with 'the' is the one
place of that kind in the question's scope; where the scope holds several or none, the answer says so and names
some, never a guess. Expected places come from the .osm.pbf extract (tests/independent.py), not from the tools."""

from __future__ import annotations

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.agent.sentences import unfound_sentence
from georeact.reading import read
from georeact.tools.base import invoke
from georeact.tools.metric import tool as cm
from tests import independent as ind


def _in_vaduz(key: str, value: str) -> list[ind.Feature]:
    boundary = next(a for a in ind.areas("liechtenstein", "boundary", "administrative")
                    if a.name == "Vaduz" and a.tags.get("admin_level") == "8")
    found = {(f.osm_type, f.osm_id): f for f in ind.nodes("liechtenstein", key, value) +
             ind.areas("liechtenstein", key, value) if boundary.geometry.contains(f.geometry.centroid)}
    return list(found.values())


def _nearest_cafe_from(ctx, anchor: str, region: str | None = "Vaduz") -> cm.Result:
    # (Vaduz has no cafe in this extract: restaurants)
    return invoke(cm.run, cm.Result, ctx, cm.Input(metric="nearest", feature="restaurant", anchor=anchor, region=region))


@pytest.mark.parametrize(("said", "key", "value"), [("the hospital", "amenity", "hospital"),
                                                    ("the police", "amenity", "police")])
def test_the_kind_is_the_one_place_of_that_kind_in_the_town(ctx, said, key, value):
    (only,) = _in_vaduz(key, value)   # the extract holds exactly one: the test means it
    result = _nearest_cafe_from(ctx, said)
    assert result.ok, result.error
    anchor = result.resolved[0]
    assert anchor.role == "anchor" and anchor.name == (only.name or said)   # an unnamed one is said by its kind
    assert result.entities   # the nearest cafe was found from it


def test_several_of_the_kind_are_said_with_names_and_no_guess(ctx):
    banks = _in_vaduz("amenity", "atm") + _in_vaduz("amenity", "bank")
    schools = _in_vaduz("amenity", "school")
    assert len(schools) > 1 and banks
    result = _nearest_cafe_from(ctx, "the school")
    assert not result.ok and result.unfound is not None and result.unfound.what == "kind_several"
    assert result.unfound.count == (len(schools) if len(schools) < 20 else None)   # over 20: 'several'
    assert set(result.unfound.like) <= {f.name for f in schools}
    said = unfound_sentence(result.unfound)
    assert said.startswith(f"There are {result.unfound.count} schools in Vaduz") and said.endswith("Name it.")


def test_none_of_the_kind_is_said(ctx):
    assert not _in_vaduz("amenity", "ferry_terminal")
    result = _nearest_cafe_from(ctx, "the ferry terminal")
    assert not result.ok and result.unfound is not None and result.unfound.what == "kind_none"
    assert unfound_sentence(result.unfound) == "There is no ferry terminal in Vaduz in the map data."


def test_a_place_named_like_a_kind_stays_that_place(ctx):
    # 'the Kiasma' is a name, not a kind: the name search keeps it
    result = _nearest_cafe_from(ctx, "the Kiasma", region=None)
    assert result.ok and result.resolved[0].name == "Kiasma"


@pytest.mark.parametrize(("question", "anchors", "region", "feature"), [
    ("Which cafes are within 300 m of the hospital in Vaduz?", ["the hospital"], "Vaduz", "cafes"),
    ("walking distance from the hospital to the stadium? (Vaduz)", ["the hospital", "the stadium"], "Vaduz", None),
    ("I'm at the hospital with my gran in Vaduz. how far is the nearest pharmacy?", ["the hospital"], "Vaduz",
     "pharmacy"),
])
def test_the_reading_keeps_a_kind_in_a_places_slot_as_that_place(question, anchors, region, feature):
    reading = read(question)
    assert reading.anchors == anchors and reading.region == region and reading.feature == feature


def test_a_kind_before_a_stranded_preposition_is_the_place():
    reading = read("what floor is the bar nearest to the hospital on? Vaduz")
    (bar,) = reading.described.values()
    assert bar.feature == "bar" and bar.anchors == ["the hospital"] and reading.attribute == "level"


@pytest.mark.parametrize(("question", "feature", "anchors"), [
    ("how far is the pharmacy from the Kiasma", "pharmacy", ["Kiasma"]),   # the nearest pharmacy, as before
    ("What is the total area covered by the lakes in Neubrandenburg?", "lakes", []),   # all of them
])
def test_a_kind_asked_for_stays_the_kind(question, feature, anchors):
    reading = read(question)
    assert reading.feature == feature and reading.anchors == anchors


def test_a_description_is_not_the_only_one_of_its_kind():
    reading = read("Which cafe is nearest to the pharmacy nearest to the museum that's nearest to the Kiasma?")
    (phrase, pharmacy), = reading.described.items()
    assert phrase.startswith("the pharmacy nearest to the museum") and pharmacy.feature == "pharmacy"


def test_the_plan_answers_from_the_one_place_without_a_model(db, settings):
    agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    (hospital,) = _in_vaduz("amenity", "hospital")
    trace = run_question(agent, "How many restaurants are within 500 m of the hospital in Vaduz?")
    assert trace.llm_calls == [] and trace.answer.answered is not False
    step, = trace.steps
    assert step.arguments["anchor"] == "the hospital" and step.observation["resolved"][0]["name"] == hospital.name
    assert "the hospital" in trace.answer.text or hospital.name in trace.answer.text


def test_none_in_the_towns_outline_falls_back_to_the_data_named_after_the_town(ctx):
    # the Monaco extract's one golf course lies outside the principality: 'the golf course' in Monaco is that one,
    # said as the only one in the Monaco data
    (golf,) = {f.osm_id: f for f in ind.nodes("monaco", "leisure", "golf_course") + ind.ways("monaco", "leisure", "golf_course")
               + ind.areas("monaco", "leisure", "golf_course")}.values()
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="nearest", feature="restaurant", anchor="the golf course",
                                                     region="Monaco"))
    assert result.ok, result.error
    assert result.resolved[0].name == golf.name
    assert any("the only golf course in the Monaco data" in note for note in result.notes)


def test_a_town_in_brackets_inside_the_question_is_the_town_it_is_in():
    reading = read("the cafe closest to the hospital (Vaduz), will it be open at 8.15am Monday?")
    (cafe,) = reading.described.values()
    assert cafe.anchors == ["the hospital"] and cafe.region == "Vaduz" and reading.complete
    assert reading.attribute == "opening_hours" and reading.open_at == "8.15am Monday"


def test_a_kind_said_after_its_town_is_the_one_there_though_it_has_no_name(ctx):
    # 'the Vaduz police' (no name in the map): the one police station in Vaduz, as 'the police in Vaduz' is
    (only,) = _in_vaduz("amenity", "police")
    assert not only.name
    result = _nearest_cafe_from(ctx, "Vaduz police", region=None)
    assert result.ok, result.error
    assert result.resolved[0].name == "the police" and result.entities


def test_the_one_of_a_kind_is_where_its_nearest_is_measured_from(ctx):
    """'Vaduz police' (the one police station there) has its point: a kind the extract lacks, found only in another
    extract 1,764 km away, is refused as in another area, not stated (it was: the anchor had no coordinates)."""
    (only,) = _in_vaduz("amenity", "police")   # 'Vaduz police': the one police station there (read by its kind)
    assert not [f for f in ind.nodes("liechtenstein", "railway", "tram_stop")] and \
        ind.nodes("helsinki", "railway", "tram_stop")   # trams run in Helsinki only
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="nearest", feature="tram stop", anchor="Vaduz police"))
    (anchor,) = [r for r in result.resolved if r.role == "anchor"]
    assert anchor.lat == pytest.approx(only.geometry.centroid.y, abs=1e-4)
    assert not result.ok and result.unfound is not None and result.unfound.what == "kind"


def _in_monaco_quarter(quarter: str, key: str, value: str) -> list[ind.Feature]:
    area = next(a for a in ind.areas("monaco", "boundary", "administrative") if a.name == quarter)
    return [f for f in ind.nodes("monaco", key, value) + ind.areas("monaco", key, value)
            if area.geometry.contains(f.geometry.centroid)]


def test_words_the_one_place_of_the_kind_is_not_tagged_with_are_said(ctx):
    """'the pay toilet in Vaduz' where Vaduz has one toilet and its tags say nothing of a fee: that toilet, and the
    answer says the map does not tag it so; a kind with modifier words is never quietly read as the bare kind."""
    (toilet,) = _in_vaduz("amenity", "toilets")   # the extract holds exactly one, with no fee tag: the test means it
    assert "fee" not in toilet.tags
    result = _nearest_cafe_from(ctx, "the pay toilet")
    assert result.ok, result.error
    anchor = result.resolved[0]
    assert anchor.name == (toilet.name or "the toilet")
    assert anchor.note == "I took 'the pay toilet' to be the only toilet in Vaduz, which the map does not tag as pay"


def test_the_one_place_whose_tags_say_otherwise_or_one_of_several_is_not_taken(ctx):
    # Schellenberg's one toilet is tagged free: 'the pay toilet' there is none
    result = _nearest_cafe_from(ctx, "the pay toilet", region="Schellenberg")
    assert not result.ok and result.unfound is not None and result.unfound.what == "kind_none"
    # two toilets in one quarter of Monaco, neither tagged as paid: which one is not said, so none is taken
    toilets = _in_monaco_quarter("Monte-Carlo", "amenity", "toilets")
    assert len(toilets) == 2 and not any(t.tags.get("fee") == "yes" for t in toilets)
    result = _nearest_cafe_from(ctx, "the pay toilet", region="Monte-Carlo")
    assert not result.ok and result.unfound is not None and result.unfound.what == "kind_none"


def test_a_describing_word_that_makes_a_kind_whole_keeps_it(ctx):
    """'the old chimney' is the one chimney ('old' picks nothing by tags), but 'the old railway line' is a kind whole
    (abandoned or disused tracks), never one of the town's working lines."""
    from georeact.tools.kind_in_town import NotTheOnly, the_only

    assert not ind.ways("liechtenstein", "railway", "abandoned") + ind.ways("liechtenstein", "railway", "disused")
    assert ind.ways("liechtenstein", "railway", "rail")   # the extract has working lines: the test means it
    with pytest.raises(NotTheOnly) as old:
        the_only(ctx, "the old railway line", "Schaan")
    assert old.value.unfound.what == "kind_none"
    with pytest.raises(NotTheOnly) as working:
        the_only(ctx, "the railway line", "Schaan")
    assert working.value.unfound.what == "kind_several"


def test_an_unnamed_place_found_as_the_only_one_of_its_kind_is_called_by_the_word_said(ctx):
    from georeact.tools import describe_place

    (only,) = _in_vaduz("amenity", "police")   # one, with no name: the test means it
    assert not only.name
    result = invoke(describe_place.run, describe_place.Result, ctx,
                    describe_place.Input(place="the police station", attributes=["height"], context="Vaduz"))
    assert result.ok, result.error
    assert result.place is not None and not result.place.name
    assert result.place.kind == "police station"   # the question's word, not the preset's ('Police')
    # found inside the town said: no note that nothing lies in it
    assert "no match lies in or near" not in (result.note or "")


def test_the_town_said_with_one_end_of_a_trip_is_where_the_other_end_said_by_its_kind_is(ctx):
    (police,) = _in_vaduz("amenity", "police")
    everywhere = ind.nodes("liechtenstein", "amenity", "police") + ind.nodes("monaco", "amenity", "police") + \
        ind.nodes("neubrandenburg", "amenity", "police")
    assert len(everywhere) > 1   # alone, 'the police' names no one place: the town said with the other end does
    for other in ("Kunstmuseum Liechtenstein in Vaduz", "the Vaduz fountain"):
        result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="distance", anchor="the police", anchor_b=other))
        assert result.ok, result.error
        anchor = next(r for r in result.resolved if r.role == "anchor")
        assert (anchor.lat, anchor.lon) == pytest.approx((police.geometry.centroid.y, police.geometry.centroid.x),
                                                         abs=1e-4)
        assert result.value is not None and result.value < 5000   # both in Vaduz


def test_a_name_several_places_share_is_taken_in_the_extract_of_a_kind_said_in_its_town(ctx):
    # 'Vaduz Cathedral' is the cathedral in Vaduz (no place has that name); 'Rathaus' names town halls in several
    # extracts: the one taken lies in Liechtenstein, not hundreds of kilometres away
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="distance", anchor="Vaduz Cathedral", anchor_b="Rathaus"))
    assert result.ok, result.error
    assert result.value is not None and result.value < 20_000, result
