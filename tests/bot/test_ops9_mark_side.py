"""Tester8 T21 (HIGH): a contract typed without its side was scored for Nord-Sud, whatever the incident
knew. « Est joue 6♣ », an unauthorised-information ruling, `m 5♣+1`: +620 for N-S where E-W's 5♣+1
(non-vulnerable on board 12) is -420 for N-S. A revoke answered « Est-Ouest played 3♥ »: `m 3♥=` is
written for Est-Ouest (8 tricks + 1 transferred, 64A: 3♥= by E-W, -140 for N-S on board 17, nobody
vulnerable), and `m NS …` is refused."""

from __future__ import annotations

from pathlib import Path

from tests.bot.test_tester4_scores import session

UI = "donne 12 table 6 ns=6 eo=13, Ouest a hésité longuement avant de dire 5♣, Est a dit 6♣, Est joue 6♣, 12 levées"
REVOKE = "donne 17 table 6, Est joue 3♥, Nord n'a pas fourni à carreau à la 4e levée\n\n3\n3\n1\n1\n1\n8\n"


async def test_another_contract_without_its_side_is_asked_when_east_west_played(tmp_path: Path) -> None:
    text, [incident] = await session(tmp_path, f"{UI}\n\n2\n1\n1\n1\n1\n1\nm 5♣+1\nm EO 5♣+1\n\nq\n")
    assert (
        "Quel camp joue « 5♣+1 » ? Le contrat de la table était joué par Est-Ouest (la description dit"
        in text
    )
    assert "écrivez « NS 5♣+1 » ou « EO 5♣+1 ». Rien n'est enregistré." in text
    assert incident.score is not None and len(incident.scores) == 1
    assert (incident.score.line, incident.score.ns) == ("EO 5♣+1", "-420 points")


async def test_the_incident_s_own_contract_is_scored_for_the_side_that_played_it(tmp_path: Path) -> None:
    text, [incident] = await session(tmp_path, f"{REVOKE}m 3♥=\nm NS 3♥=\n\nq\n")
    assert "« NS 3♥= » fait jouer le contrat par Nord-Sud ; il a été joué par Est-Ouest" in text
    assert incident.score is not None and len(incident.scores) == 1
    assert (incident.score.line, incident.score.ns) == ("EO 3♥=", "-140 points")
