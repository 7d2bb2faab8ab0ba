"""The package's floors (docs/architecture.md): a module imports from its own floor or the floors below, never
above, and the rooms of one floor import each other in one direction only. Read from the source (every import
statement, those inside functions too), so a lazy import that hides a cycle counts like any other."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "georeact"

# Bottom first. A room is georeact's top-level module or package; "" is the package's own __init__.
FLOORS: list[tuple[str, set[str]]] = [
    ("foundation", {"errors", "config", "limits", "values", "progress", "processes", "prompts", "masking"}),
    ("geodesy", {"geo"}),
    ("reading", {"reading"}),
    ("database", {"db"}),
    ("tools", {"tools"}),
    ("agent", {"agent"}),
    ("surfaces", {"ui", "evals", "doctor", "services", "mcp_server", "llm", "cli", ""}),
]
FLOOR_OF = {room: level for level, (_, rooms) in enumerate(FLOORS) for room in rooms}


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _imports(module: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The package's modules `module` imports."""
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            names = [f"{base}.{alias.name}" for alias in node.names]
            names = [name if name in modules else base for name in names]   # a name, not a submodule: the base
        else:
            continue
        for name in names:
            while name and name not in modules:
                name = name.rsplit(".", 1)[0] if "." in name else ""
            if name and name != module:
                targets.add(name)
    return targets


def _room(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def _edges() -> list[tuple[str, str]]:
    modules = _modules()
    return [(module, target) for module, path in modules.items() for target in _imports(module, path, modules)]


def test_every_room_has_a_floor():
    rooms = {_room(module) for module in _modules()}
    assert rooms - set(FLOOR_OF) == set(), "add the new room to FLOORS and docs/architecture.md"


def test_no_module_imports_from_a_floor_above_its_own():
    upward = [f"{module} -> {target}" for module, target in _edges()
              if FLOOR_OF[_room(target)] > FLOOR_OF[_room(module)]]
    assert upward == []


def test_the_rooms_of_a_floor_import_each_other_one_way():
    rooms = {(_room(module), _room(target)) for module, target in _edges() if _room(module) != _room(target)}
    both_ways = sorted(f"{a} <-> {b}" for a, b in rooms if (b, a) in rooms and a < b)
    assert both_ways == []
    # and no longer cycle through three or more rooms
    graph: dict[str, set[str]] = {}
    for a, b in rooms:
        graph.setdefault(a, set()).add(b)

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        return any(nxt == goal or (nxt not in seen and reaches(nxt, goal, seen | {nxt})) for nxt in graph.get(start, ()))

    assert [room for room in graph if reaches(room, room, {room})] == []
