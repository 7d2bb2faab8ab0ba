"""The tools as prompt lines under constrained decoding: what each signature says of its arguments."""

from georeact.agent.tool_catalogue import catalogue, signature
from georeact.tools.registry import load_tools


def _tool(name: str) -> dict:
    return next(spec.openai_schema() for spec in load_tools("full") if spec.name == name)


def test_a_signature_marks_optional_arguments_and_spells_out_enums_and_lists():
    metric = signature(_tool("CalculateMetric"))
    assert metric.startswith("CalculateMetric(metric: count|area|length|perimeter|distance|nearest|")   # required: no ?
    assert "feature?," in metric and "candidates?: [...]" in metric and "mode?: walk|bike|drive" in metric
    route = signature(_tool("PlanRoute"))
    assert route.startswith("PlanRoute(stops: [...], start?") and "time_windows?: {...}" in route
    assert signature(_tool("ResolveLocation")) == "ResolveLocation(name, context?)"


def test_the_catalogue_lists_the_main_tool_first_then_the_others_and_the_final_answer():
    tools = [spec.openai_schema() for spec in load_tools("full")]
    text = catalogue(tools)
    lines = text.split("<tools>\n")[1].split("\n</tools>")[0].splitlines()
    names = [t["function"]["name"] for t in tools]
    assert [line.split("(")[0] for line in lines] == \
        ["CalculateMetric", *(n for n in names if n != "CalculateMetric"), "FinalAnswer"]
    assert all(t["function"]["description"].strip() in text for t in tools)
    assert lines[-1].startswith("FinalAnswer(answer): ")
