"""A place named in a sentence before the question, which the question points back to (reading/scene.py)."""

import pytest

from georeact.reading import read
from georeact.reading.scene import place_of, place_said_before


@pytest.mark.parametrize("question, rewritten", [
    ("Friends are visiting Eastbrook and want to stay near the Mill Lane. Which hotels are within 200 m of it?",
     "Which hotels are within 200 m of Mill Lane?"),
    ("Early start on Sunday: I'm parked on the Mill Lane. When does the nearest café open that day?",
     "When does the nearest café to Mill Lane open on Sunday?"),
    ("we'll be strolling down the Mill Lane sunday evening around 9 and fancy a coffee. will the closest cafe there "
     "still be open? whats its name",
     "will the closest cafe to Mill Lane still be open sunday evening around 9? whats its name"),
    ("I'm having my hair cut at Blue Comb Studio and my aunt wants to pray at whatever church is closest to it. Which "
     "church is that, and is it catholic or something else?",
     "is the church closest to Blue Comb Studio catholic or something else?"),
])
def test_the_question_is_asked_of_the_place_its_scene_names(question, rewritten):
    assert place_said_before(question) == rewritten
    assert read(question).complete


@pytest.mark.parametrize("question", [
    "I'm at the Old Mill. nearest florist? and from there how far is it to the Old Pond",   # the florist's 'there'
    "What is the biggest park in Eastbrook? Which cafes are within 1 km of it?",   # a question, no scene
    "we love long walks. are there parks in Eastbrook?",   # no place in the scene
])
def test_no_scene_place_is_put_where_the_question_points_elsewhere(question):
    assert place_said_before(question) is None


def test_the_scene_place_is_a_name_after_a_word_of_place_never_a_day_or_a_plan():
    assert place_of("My friend swears by Blue Comb Studio and I want to book a session") == "Blue Comb Studio"
    assert place_of("Early start on Sunday: I'm parked on the Mill Lane.") == "Mill Lane"
    assert place_of("we want to book a table") is None


def test_a_comma_scene_keeps_the_name_it_says_not_what_the_asker_wants_to_do():
    reading = read("My friend swears by Blue Comb Studio and I want to book a session, do you have a phone number for them")
    assert (reading.attribute, reading.anchors) == ("phone", ["Blue Comb Studio"])


@pytest.mark.parametrize("question, attribute, anchor", [
    ("What does Green Leaf Corner sell, what type of store is it tagged as?", "kind", "Green Leaf Corner"),
    ("saw a sign for Green Leaf Corner, what kind of store even is that?", "kind", "Green Leaf Corner"),
    ("Mill Lane is one-way. Am I allowed to cycle it in the opposite direction?", "bicycle_contraflow", "Mill Lane"),
    ("can I ride my bike both ways on Mill Lane?", "bicycle_contraflow", "Mill Lane"),
    ("Is the Mill Church catholic or protestant?", "denomination", "Mill Church"),
])
def test_what_a_place_is_and_cycling_against_a_one_way_are_attributes(question, attribute, anchor):
    reading = read(question)
    assert (reading.attribute, reading.anchors[0].removesuffix("'s")) == (attribute, anchor)


def test_what_kinds_of_shops_a_town_has_stays_a_question_of_kinds():
    assert read("what kinds of shops are there in Eastbrook?").metric == "kinds"


@pytest.mark.parametrize("question, rewritten", [
    # a place the scene describes from the name: that place
    ("Waiting for a prescription at the pharmacy closest to Mill Lane. How many benches are there within 150 m of it?",
     "How many benches are there within 150 m of the pharmacy closest to Mill Lane?"),
    ("We're standing at the Memorial for Anna Weber. Which pubs within 75 m of it are open?",
     "Which pubs within 75 m of Memorial for Anna Weber are open?"),
])
def test_a_described_or_long_scene_place_is_taken_whole(question, rewritten):
    assert place_said_before(question) == rewritten


@pytest.mark.parametrize("question", [
    "Start from Eastbrook's biggest restaurant: which hotel's nearest, and how far away is it?",   # described from it
    "I'm at the Old Mill. Which cafe is nearest, and how far is it?",   # the 'it' the question finds
])
def test_a_scene_place_is_not_put_where_the_question_means_what_it_finds(question):
    assert place_said_before(question) is None


@pytest.mark.parametrize("question, rewritten", [
    # the question's own clock on the scene's day (read alone, it was today's)
    ("My son has football at the Mill Lane Gym early on saturday. Will the closest cafe be open at 7.45 in the morning?",
     "Will the closest cafe to Mill Lane Gym be open at 7.45 in the morning on saturday?"),
    # the scene is about the place it starts with; 'that day' is its moment
    ("Blue Comb is on my list for monday evening around 8. is it shut that day?",
     "is Blue Comb shut for monday evening around 8?"),
    ("Sunday afternoon, 3-ish, my mum wants to see Galerie Blau. I need to know if it is open then.",
     "I need to know if Galerie Blau is open Sunday afternoon, 3"),
])
def test_a_scene_gives_its_day_and_its_place_to_the_question(question, rewritten):
    assert place_said_before(question).rstrip(".?") == rewritten.rstrip(".?")


@pytest.mark.parametrize("question", [
    "Blue Comb is on my list for monday evening around 8. Worth going, or is it shut that day?",
    "We fancy burgers at Blue Comb on friday at 7 pm. Can we just turn up?",
    "Sunday afternoon, 3-ish, my mum wants to see Galerie Blau. I need to know if it opens its doors then.",
])
def test_being_open_asked_in_other_words_of_a_scene_place_is_its_hours_then(question):
    reading = read(question)
    assert reading.attribute == "opening_hours" and reading.open_at and reading.anchors[0] in ("Blue Comb", "Galerie Blau")


def test_a_moment_after_a_described_place_is_no_part_of_it_and_or_is_it_shut_asks_the_hours():
    reading = read("can i bring my dog to the dog park closest to the Old Mill at 6am on sunday or is it shut")
    assert (reading.attribute, reading.open_at, reading.anchors) == \
        ("opening_hours", "6am on sunday", ["the dog park closest to the Old Mill"])


@pytest.mark.parametrize("question, rewritten", [
    ("my parents are staying at the hotel nearest the Mill Lane. walking distance from the Old Pond to there?",
     "walking distance from the Old Pond to the hotel nearest Mill Lane?"),
    ("my parents are staying at Blue Comb Hotel. walking distance from the Old Pond to there?",
     "walking distance from the Old Pond to Blue Comb Hotel?"),
])
def test_there_after_a_preposition_is_the_scenes_place_itself(question, rewritten):
    # ('from X to there': to the place, never 'to at the place'); a place the scene describes is that place
    assert place_said_before(question) == rewritten


@pytest.mark.parametrize("question, anchor, moment", [
    ("i'm on the Mill Lane on sunday around 11 in the morning, is the nearest café open?",
     "the nearest café to Mill Lane", "sunday around 11 in the morning"),
    ("it's 4 in the morning on a Monday and my kid has a fever - is the pharmacy nearest Old Mill open right now?",
     "the pharmacy nearest Old Mill", "4 in the morning on a Monday"),
])
def test_a_scenes_street_and_moment_are_the_questions(question, anchor, moment):
    # the moment the scene says is the question's 'now' (its clock, not today's)
    reading = read(question)
    assert (reading.anchors, reading.open_at, reading.attribute) == ([anchor], moment, "opening_hours")
