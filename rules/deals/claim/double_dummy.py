"""A claim's position solved double dummy (DDS), for comparison with the normal-play count and as the
bound of its search.

DDS is reached through endplay's ctypes binding alone (`endplay._dds`), loaded on the first count:
importing the package `endplay` runs its random-deal generator's imports (matplotlib, numpy), 0.8 s
of CPU in every fresh process for code the count never runs (claims34: `arbitre revendication` took
0.75 s of CPU on a 3-card position, most of it that import). The binding is registered under its
own name, so a later `import endplay` in the same process (a deal's analysis) finds it loaded: one
DDS, initialised once, in a process (the solver is not thread-safe: reviews U1)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from rules.deals.layout import Layout

_BINDING = "endplay._dds"


def _dds() -> ModuleType:
    """The ctypes binding of DDS shipped in endplay, loaded without the package's other modules;
    ImportError where endplay is not installed (the count then stands without the double dummy)."""
    loaded = sys.modules.get(_BINDING)
    if loaded is not None:
        return loaded
    package = importlib.util.find_spec("endplay")  # found, not run: a top-level name
    if package is None or package.origin is None:
        raise ImportError("endplay n'est pas installé")
    folder = Path(package.origin).parent / "_dds"
    spec = importlib.util.spec_from_file_location(
        _BINDING, folder / "__init__.py", submodule_search_locations=[str(folder)]
    )
    if spec is None or spec.loader is None:  # pragma: no cover - the file is part of endplay
        raise ImportError("endplay._dds introuvable")
    binding = importlib.util.module_from_spec(spec)
    sys.modules[_BINDING] = binding
    try:
        spec.loader.exec_module(binding)
    except BaseException:
        del sys.modules[_BINDING]
        raise
    return binding


def double_dummy(position: Layout, claimer: int) -> int:
    """The claimer's side's tricks with best play by all four, from the position (the current
    trick's cards played included): one DDS solve."""
    dds = _dds()
    deal = dds.deal()
    deal.trump = position.trump  # ♠ ♥ ♦ ♣ SA: 0..4, DDS's order
    deal.first = position.leader  # N E S W: 0..3, DDS's order
    for i in range(3):
        if i < len(position.played):
            c = position.played[i]
            deal.currentTrickSuit[i] = c // 13
            deal.currentTrickRank[i] = c % 13 + 2
        else:
            deal.currentTrickSuit[i] = deal.currentTrickRank[i] = 0
    for seat, hand in enumerate(position.hands):  # the cards still held; DDS's ranks: the 2 at bit 2
        for suit in range(4):
            deal.remainCards[seat][suit] = (hand >> 13 * suit & 0x1FFF) << 2
    solved = dds.futureTricks()
    dds.SolveBoard(deal, -1, 1, 1, solved, 0)  # the most tricks of the side on play, one card
    best = solved.score[0]
    on_play = position.to_play()
    return best if on_play % 2 == claimer % 2 else position.tricks_left - best
