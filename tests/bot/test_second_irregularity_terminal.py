"""Issue 29 §2 in the terminal, as a director types it: a penalty card on the table, a note and the
board; « + » for the lead out of turn that follows; the fact offered (D4), answered, taken back with « r »;
« q », then a restart that resumes the second incident; the first named under the second's ruling;
then, after the session, an appeal from the menu attached to the first incident (« quel incident ? »),
and « suites N » from a ruling."""

from __future__ import annotations

from pathlib import Path

import rules
from bot.finder import topics as finder
from bot.incidents.links import FOLLOW_UP, FOLLOWS, SECOND, Link
from bot.incidents.render import see_also
from rules.topic import Phase
from tests.bot.test_terminal import session


def menu(phase: Phase, topic: str) -> list[str]:
    """The two menu choices that open `topic` (the numbers the screen shows today)."""
    phases = list(finder.PHASES)
    topics = [t.id for t in finder.topics_in(phase)]
    return [str(phases.index(phase) + 1), str(topics.index(topic) + 1)]


async def test_a_second_irregularity_typed_at_the_terminal(tmp_path: Path) -> None:
    first = [
        *menu(Phase.PLAY, "cartes_penalisees"),
        "n Ouest a montré le ♥7",
        "d 7 table=3 ns=4 eo=11",
        "3",  # à un joueur de la défense
        "1",  # une carte vient d'être exposée
        "1",  # en la jouant délibérément
        "1",  # une seule carte pénalisée
        "+",  # at the ruling: a second irregularity on this board
        *menu(Phase.PLAY, "attaque"),
        "1",  # un joueur a attaqué hors tour
        "3",  # un joueur de la défense, alors que c'était au déclarant
        "1",  # le déclarant n'a pas joué depuis
        "3",  # il refuse l'attaque : the penalty card on the table is offered at the next question (D4)
        "1",  # Oui (d'après l'incident #1)
        "r",  # …which the director takes back
        "q",
    ]
    code, out, store = await session(tmp_path, "\n".join(first) + "\n")
    assert code == 0
    assert "Incident #2 ouvert : deuxième irrégularité sur la même donne que l'incident #1" in out
    assert (
        "Ce joueur avait-il déjà une carte pénalisée sur la table (la sienne, pas celle de son partenaire) ?"
        in out
    )
    assert "Oui (d'après l'incident #1)" in out
    assert (
        "DÉCISION — Attaque hors tour refusée : carte pénalisée principale, le déclarant attaque ; il avait déjà"
        in out
    )
    assert "Voir aussi l'incident #1 (autre irrégularité sur la même donne)." in out
    assert "Retour : la réponse « Oui » est retirée." in out
    second = await store.get("2")
    assert second is not None and second.deal is not None
    assert [(f.question, f.mode) for f in second.received] == [("already_penalty_card", "propose")]
    assert second.deal.board == "7" and "Ouest a montré le ♥7" in [n.text for n in second.notes]
    await store.close()

    # A restart: the unfinished second incident is offered, and answered by the director himself.
    # After #2's ruling, #1 (left at its ruling with « + ») resumes there (newcomer G14): Entrée closes it.
    resumed = ["1", "2", "", "", *menu(Phase.AFTER_PLAY, "suites_decision"), "#1", "4", "q"]
    code, out, store = await session(tmp_path, "\n".join(resumed) + "\n")
    assert code == 0
    assert "DÉCISION — Attaque hors tour refusée : carte pénalisée principale, le déclarant attaque\n" in out
    assert "Incident #2 terminé et enregistré." in out
    assert "Retour à l'incident #1, première irrégularité sur cette donne." in out
    # « quel incident ? »: the ruled incidents, by board and table
    assert "quel incident ?" in out and "#1 · donne 7, table 3" in out
    assert "Incident #3 rattaché à l'incident #1" in out
    first_incident, appeal = await store.get("1"), await store.get("3")
    assert first_incident is not None and appeal is not None
    assert Link("2", SECOND) in first_incident.links and Link("3", FOLLOW_UP) in first_incident.links
    assert appeal.follows == "1" and Link("1", FOLLOWS) in appeal.links
    assert "Suites de la décision : incident #3." in see_also(first_incident)
    await store.close()


async def test_suites_n_from_a_ruling_opens_the_follow_up_of_another_incident(tmp_path: Path) -> None:
    script = [
        *menu(Phase.PLAY, "cartes_penalisees"),
        "3",
        "1",
        "1",
        "1",
        "",  # ruled, closed
        *menu(Phase.PLAY, "cartes_penalisees"),
        "1",  # au déclarant: never a penalty card (48A), ruled at once
        "suites 1",
        "suites donne 99",
        "q",
    ]
    code, out, store = await session(tmp_path, "\n".join(script) + "\n")
    assert code == 0
    assert "Incident #3 ouvert : suites de la décision de l'incident #1" in out
    follow = await store.get("3")
    assert follow is not None and follow.follows == "1"
    assert "Aucun incident jugé pour cette donne et cette table." in out
    await store.close()


def number(topic: str, question: str, value: str) -> str:
    """The number the terminal shows for `value` of `question`."""
    return str(rules.get_topic(topic).questions[question].values().index(value) + 1)


async def test_the_directors_error_gives_the_right_ruling_from_the_earlier_incident(tmp_path: Path) -> None:
    """82C at the terminal: the wrong ruling, « suites », the director's error, then « + » under its
    ruling gives the ruling that should have been made, from the earlier incident's answers but the last,
    which is asked again (review D7: it never opens on the wrong ruling)."""
    wrong = [
        ("situation", "not_followed"),
        ("offender", "declarer"),
        ("when", "played"),
        ("revoke_trick", "partner"),
    ]
    error = [
        ("case", "director_error"),
        ("within_correction_period", "yes"),
        ("normal_scoring", "no"),
        ("result_likely", "yes"),
        ("event_form", "pairs"),
    ]
    script = [
        *menu(Phase.PLAY, "renonce"),
        *(number("renonce", q, v) for q, v in wrong),
        "suites",
        *(number("suites_decision", q, v) for q, v in error),
        "+",
        *menu(Phase.PLAY, "renonce"),
        number("renonce", "revoke_trick", "non_offenders"),
        "",
        "q",
    ]
    code, out, store = await session(tmp_path, "\n".join(script) + "\n")
    assert code == 0
    # Tester7 T21-1: back at the 82C follow-up, which is not the board's first irregularity (#1 is).
    assert "Retour à l'incident #2, suite de l'incident #1." in out
    assert "Retour à l'incident #2, première irrégularité" not in out
    assert "+ : la décision qui aurait dû être rendue (82C) (incident lié à celui-ci)" in out
    assert "Incident #3 ouvert : la décision qui aurait dû être rendue pour l'incident #1 (Renonce)" in out
    assert out.count("Fait repris de l'incident #1") == len(wrong) - 1
    assert "La décision qui aurait dû être rendue pour l'erreur de l'arbitre de l'incident #2." in out
    right = await store.get("3")
    assert right is not None and right.ruling_id not in (None, "renonce.transfert.64A2_partenaire")
    assert dict(right.answers)["revoke_trick"] == "non_offenders"
    await store.close()
