"""Describing the incident in the terminal (issue 31), end to end: the first menu, the list of open
incidents at the next launch, `/` during an incident, and a description that matches nothing."""

from __future__ import annotations

from pathlib import Path

from bot.incidents.incident import State
from tests.bot.test_terminal import session


async def test_a_description_opens_the_topic_with_the_facts_it_states_shown(tmp_path: Path) -> None:
    # Enter takes the first topic found; « r » takes back the last answer the words gave.
    _, out, store = await session(tmp_path, "le mort a renoncé à la 5e levée, il n'a pas fourni à ♣\n\nr\n")
    assert "Thèmes trouvés pour « le mort a renoncé à la 5e levée, il n'a pas fourni à ♣ »" in out
    assert (
        "Compris : Que s'est-il passé ? → Un joueur n'a pas fourni alors qu'il avait la couleur jouée" in out
    )
    assert (
        "Compris : Qui est le joueur fautif ? → Le mort (carte du mort) (« le mort a renoncé ») — r pour corriger"
        in out
    )
    assert "Retour : la réponse « Le mort (carte du mort) » est retirée." in out
    [incident] = await store.list()
    assert incident.topic == "renonce" and dict(incident.answers) == {"situation": "not_followed"}
    await store.close()


async def test_words_typed_at_the_list_of_open_incidents_start_a_new_one(tmp_path: Path) -> None:
    _, _, store = await session(tmp_path, "renonce\n1\n")  # left open at its second question
    await store.close()
    _, out, store = await session(tmp_path, "il a dit 1 pique sur 1 sans atout\n\n")
    assert "Incidents non terminés :" in out
    assert "Tapez un numéro" not in out  # the issue's « Tapez un numéro entre 0 et 1 »
    assert "Thèmes trouvés pour « il a dit 1 pique sur 1 sans atout »" in out
    incidents = await store.list()
    assert sorted(i.topic or "" for i in incidents) == ["enchere_insuffisante", "renonce"]
    assert all(i.state.is_open for i in incidents)  # the first one is still there to resume
    await store.close()


async def test_a_slash_during_an_incident_searches_and_keeps_it_open(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, "renonce\n/ le portable a sonné\n\n")
    assert "L'incident #1 reste ouvert : il est dans la liste des incidents non terminés." in out
    assert "Compris : Que reproche-t-on au joueur ? → Son comportement" in out
    first, second = sorted(await store.list(), key=lambda i: int(i.id))
    assert first.topic == "renonce" and first.state is State.ASKING
    assert second.topic == "tempo_comportement"
    assert dict(second.answers) == {"case": "conduct", "conduct_kind": "phone"}
    await store.close()


async def test_a_description_that_matches_nothing_offers_the_nearest_topics(tmp_path: Path) -> None:
    # Tester20 P12: Enter takes none of the nearest topics; the director's number does.
    _, out, store = await session(tmp_path, "xylophone quantique\n1\n")
    assert "Aucun thème ne correspond à « xylophone quantique »" in out
    assert "Les plus proches — quel incident ?" in out
    [incident] = await store.list()
    assert incident.topic is not None and incident.answers == ()  # nothing is filled in from such words
    await store.close()


async def test_a_second_irregularity_in_the_words_is_offered_with_plus(tmp_path: Path) -> None:
    # Issue 37 §4: the first irregularity opens; « + » opens the second one's topic on the same board.
    _, out, store = await session(tmp_path, "Ouest a renoncé puis il a entamé hors tour\n\n+\n")
    assert (
        "La description nomme aussi une deuxième irrégularité : Attaque hors tour — tapez + pour l'ouvrir "
        "sur la même donne." in out
    )
    first, second = sorted(await store.list(), key=lambda i: int(i.id))
    assert first.topic == "renonce" and second.topic == "attaque"  # a later trick's lead (tester20 P11)
    assert second.second_of == first.id
    await store.close()


async def test_one_irregularity_offers_no_second(tmp_path: Path) -> None:
    _, out, store = await session(
        tmp_path, "le déclarant a touché une carte du mort puis en a joué une autre\n\n"
    )
    assert "deuxième irrégularité" not in out
    await store.close()
