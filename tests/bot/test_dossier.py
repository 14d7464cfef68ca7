"""An appeal's dossier (newcomer G12, issue 38 §2): one file for the committee, from the appeal or from
the ruling appealed, with the deal, the facts as recorded, each ruling with its laws, the scores and the
timeline; through the engine and the store, then `arbitre incidents dossier N` end to end."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from bot.reports.dossier import dossier_text, family
from tests.bot.conftest import DIRECTOR
from tests.bot.test_second_irregularity import answer, opened

REVOKE = [
    ("situation", "not_followed"),
    ("offender", "declarer"),
    ("when", "played"),
    ("revoke_trick", "partner"),
]
APPEAL = [
    ("case", "appeal"),
    ("in_time", "yes"),
    ("appellants", "pair_both"),
    ("appealing_side", "EO"),
    ("heard_by", "facts"),
]


async def appealed(engine: Engine) -> tuple[str, str]:
    """A revoke ruled at board 7, table 3, with a fact noted and a score, then appealed by the pair."""
    wrong = await opened(engine, "renonce", REVOKE, DIRECTOR)
    assert (await engine.act(wrong.id, DIRECTOR, inc.deal("7", "3", "12", "25"))).ok
    assert (await engine.act(wrong.id, DIRECTOR, inc.note("Sud dit avoir vu la renonce à la levée 4"))).ok
    follow = await engine.follow_up(wrong.id, DIRECTOR)
    assert follow.incident is not None
    appeal = await answer(engine, follow.incident.id, APPEAL, DIRECTOR)
    return wrong.id, appeal.id


async def test_the_dossier_of_an_appeal_holds_the_ruling_appealed(engine: Engine, store: Store) -> None:
    wrong, appeal = await appealed(engine)
    for asked in (appeal, wrong):  # from the appeal or from the ruling appealed: the same case
        found = await family(store.get, asked)
        assert [i.id for i in found] == [wrong, appeal]
        events = {i.id: await store.events(i.id) for i in found}
        text = dossier_text(asked, found, events, 0.0)
        assert text.startswith(f"DOSSIER D'APPEL — incident #{asked}")
        assert "Donne : donne 7, table 3" in text
        assert "Sud dit avoir vu la renonce à la levée 4" in text  # the facts as recorded
        assert "Lois citées" in text and "64A" in text  # the ruling appealed, with its laws
        assert "93B2" in text  # the appeal's own ruling: referred to the committee
        assert text.count("Historique :") == 2  # each incident's timeline
        assert f"suite de l'incident #{wrong}" in text


async def test_incidents_dossier_writes_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    wrong, appeal = await appealed(Engine(store))
    await store.close()
    from bot.cli import main

    output = tmp_path / "dossier.txt"
    with pytest.raises(SystemExit) as code:
        main(["--data-dir", str(tmp_path), "incidents", "dossier", appeal, "--output", str(output)])
    assert code.value.code == 0
    written = output.read_text(encoding="utf-8")
    assert f"Incident #{wrong} — Renonce" in written and f"Incident #{appeal} —" in written
    with pytest.raises(SystemExit):
        main(["--data-dir", str(tmp_path), "incidents", "show", wrong, "--dossier"])
    assert "DOSSIER D'APPEL" in capsys.readouterr().out
    with pytest.raises(SystemExit) as refused:
        main(["--data-dir", str(tmp_path), "incidents", "dossier", "99"])
    assert refused.value.code == 2 and "aucun incident #99" in capsys.readouterr().err
