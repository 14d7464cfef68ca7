"""The layout's rules (issue 28): arrows between bot/'s folders point down, rules/ imports nothing of
bot/, only the entry point imports bot/cli.py, no import cycle between modules, and bot/'s root stays
small. An import placed inside a function is allowed only for start-up speed, never to dodge a cycle:
it is counted like any other, so an upward one fails here too."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

# Under pytest-xdist (`--dist loadgroup`) the module's tests share one worker, and so its parse of every
# source file (`_imports`, 2 s of CPU): spread over two workers, each parsed them all.
pytestmark = pytest.mark.xdist_group("layout")

ROOT = Path(__file__).resolve().parents[1]

# Lowest first: a module may import from its own place or from a place listed before it.
LAYERS = (
    "bot.errors",
    "bot.dates",
    "bot.logs",
    "bot.cli_french",
    "bot.config",
    "bot.finder",
    "bot.incidents",
    "bot.scores",
    "bot.reports",
    "bot.privacy",
    "bot.polls",
    "bot.events",
    "bot.app",
    "bot.commands",
    "bot.adapters",
    "bot.cli",
)


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def place(module: str) -> str:
    parts = module.split(".")
    return ".".join(parts[:2]) if parts[0] == "bot" and len(parts) > 1 else parts[0]


def imports(path: Path) -> tuple[tuple[str, bool], ...]:
    """(imported module, at module level?) for every import of bot or rules in the file."""
    return _imports(path)


@cache  # each test reads the same ~440 files: parse each once a run
def _imports(path: Path) -> tuple[tuple[str, bool], ...]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(node) for node in tree.body}
    for block in tree.body:  # `if TYPE_CHECKING:` blocks are still module level
        if isinstance(block, ast.If):
            top |= {id(node) for node in block.body}
    found = []
    for node in _statements(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module in ("bot", "rules"):
                names = [f"{node.module}.{alias.name}" for alias in node.names]
            else:  # `from bot.x import y`: y may be a module of bot.x
                names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            continue
        found += [(name, id(node) in top) for name in names if name.split(".")[0] in ("bot", "rules")]
    return tuple(found)


def _statements(node: ast.AST) -> Iterator[ast.AST]:
    """Every statement under node, at any depth (functions, classes, if/try/with/match bodies).
    An import is a statement, so this finds all that `ast.walk` finds without visiting the
    expressions, which are most of the nodes of a module of data."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.stmt | ast.excepthandler | ast.match_case):
            yield child
            yield from _statements(child)


def sources(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def test_rules_imports_nothing_of_bot() -> None:
    wrong = [
        (module_name(p), name) for p in sources("rules") for name, _ in imports(p) if place(name) == "bot"
    ]
    assert wrong == []


def test_only_the_entry_point_imports_the_cli() -> None:
    wrong = [module_name(p) for p in sources("bot") for name, _ in imports(p) if name == "bot.cli"]
    assert wrong == []


def test_arrows_between_bot_folders_point_down() -> None:
    rank = {name: index for index, name in enumerate(LAYERS)}
    upward = []
    for path in sources("bot"):
        importer = module_name(path)
        if importer == "bot":
            continue
        for name, _ in imports(path):
            if place(name) == "bot":  # `from bot import x`: x is the place
                continue
            if name.startswith("bot.") and place(importer) != place(name):
                assert place(importer) in rank and place(name) in rank, (importer, name)
                if rank[place(name)] > rank[place(importer)]:
                    upward.append((importer, name))
    assert upward == []


def test_no_import_cycle_between_modules() -> None:
    known = {module_name(p) for package in ("bot", "rules") for p in sources(package)}
    graph: dict[str, set[str]] = {}
    for package in ("bot", "rules"):
        for path in sources(package):
            targets = set()
            for name, _ in imports(path):  # an import inside a function closes a cycle too
                if name in known:
                    targets.add(name)
            graph[module_name(path)] = targets
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for target in graph.get(node, ()):
            if target.startswith(node + "."):  # a package importing its own modules
                continue
            if state.get(target) == 1 and not node.startswith(target + "."):
                raise AssertionError(" → ".join([*trail, node, target]))
            if target not in state:
                visit(target, [*trail, node])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [])


def test_the_root_of_bot_stays_small() -> None:
    modules = sorted(p.name for p in (ROOT / "bot").glob("*.py"))
    assert len(modules) <= 8, modules


def test_each_folder_says_what_it_holds() -> None:
    silent = [
        str(folder.relative_to(ROOT))
        for package in ("bot", "rules")
        for folder in [ROOT / package, *(ROOT / package).rglob("*")]
        if folder.is_dir()
        and (folder / "__init__.py").exists()
        and not ast.get_docstring(ast.parse((folder / "__init__.py").read_text(encoding="utf-8")))
    ]
    assert silent == []


MAX_LINES = 650  # one screen of reading at most per module (issue 35 §8): past it, split along a seam


def long_modules(root: Path) -> dict[str, int]:
    """The modules of root's bot/ and rules/ past MAX_LINES, with their length."""
    return {
        str(path.relative_to(root)): lines
        for folder in ("bot", "rules")
        for path in sorted((root / folder).rglob("*.py"))
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }


def test_no_module_of_bot_or_rules_is_past_650_lines() -> None:
    long = long_modules(ROOT)
    assert not long, f"modules de plus de {MAX_LINES} lignes, à découper selon leurs coutures : {long}"


def test_the_line_limit_can_fail(tmp_path: Path) -> None:
    (tmp_path / "bot" / "adapters").mkdir(parents=True)
    (tmp_path / "rules").mkdir()
    (tmp_path / "bot" / "adapters" / "long.py").write_text("x = 1\n" * (MAX_LINES + 1), encoding="utf-8")
    (tmp_path / "rules" / "short.py").write_text("x = 1\n" * MAX_LINES, encoding="utf-8")
    assert long_modules(tmp_path) == {"bot/adapters/long.py": MAX_LINES + 1}
