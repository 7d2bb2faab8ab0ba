"""Examples the model sees name no place of the loaded data: a copied example name would resolve to a real place
and answer another question (measured before: 'Ateneum' copied from the worked call into an unrelated question)."""

from __future__ import annotations

import json
import re

from georeact.agent.graph import GraphBuilder
from georeact.agent.scripted import ScriptedChatModel
from georeact.tools.base import ToolContext
from georeact.tools.registry import load_tools

QUOTED = re.compile(r"""['"“‘]([A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*)['"”’]""")


def test_no_example_the_model_sees_is_a_place_in_the_data(db, settings):
    for constrained in (True, False):
        chosen = settings.model_copy(update={"llm_constrained": constrained})
        ctx = ToolContext(db=db, settings=chosen, llm=None)
        specs = load_tools("full", (), ctx.profile)
        builder = GraphBuilder(chosen, ScriptedChatModel(script=[]), specs, ctx, 10, False, True)
        seen = builder.system_prompt + json.dumps([spec.openai_schema() for spec in specs], ensure_ascii=False)
        names = {name for name in QUOTED.findall(seen.replace('\\"', '"')) if len(name) > 3}
        assert names, "the prompt has quoted examples to check"
        found = [name for name in sorted(names) if db.query(
            "SELECT 1 FROM pois WHERE poi_name = %(n)s UNION ALL SELECT 1 FROM regions WHERE region_name = %(n)s "
            "UNION ALL SELECT 1 FROM parks WHERE park_name = %(n)s UNION ALL SELECT 1 FROM lakes WHERE lake_name = %(n)s "
            "UNION ALL SELECT 1 FROM roads WHERE road_name = %(n)s LIMIT 1", {"n": name}).rows]
        assert not found, f"examples that are places of the loaded data: {found}"
