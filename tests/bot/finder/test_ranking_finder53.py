"""Issue 37 §4 (finder53, s26 even). A chat log whose lines carry the platform's time stamps (« [21:02] lulu75 (N):
… ») is an online event's: the online topic of what it tells comes first (80B2), as when the words say « en ligne ».
A hand counted by its cards (« une main de 14 ») is the wrong number of cards' (13A); several cards let go « d'un coup »
are cards played together (58B).
My own sentences."""

from __future__ import annotations

from bot.finder import topics as finder


def _ids(text: str) -> list[str]:
    return [topic.id for topic in finder.search(text)]


_CARD = (
    "{a}mimi44 (E): arbitre svp / {b}TD_Luc: je vous écoute / {a}mimi44: j'ai joué le 3 de pique au lieu du 5, je "
    "voulais jouer le 5 / {b}TD_Luc: le joueur suivant a déjà joué ?"
)
_GONE = "{a}TD_Ana: S est parti / {b}kiki (O): S a disparu depuis 4 min / {a}TD_Ana: toujours pas revenu"


def test_a_time_stamped_chat_is_online() -> None:
    assert "en_ligne_clic" in _ids(_CARD.format(a="[20:14] ", b="[20:15] "))[:3]
    assert _ids(_GONE.format(a="[22:31] ", b="[22:30] "))[0] == "en_ligne_deconnexion"


def test_the_same_lines_without_their_times_say_nothing_of_online() -> None:
    assert "en_ligne_clic" not in _ids(_CARD.format(a="", b=""))[:3]
    assert _ids(_GONE.format(a="", b=""))[0] != "en_ligne_deconnexion"


def test_one_time_said_is_no_chat() -> None:
    text = "Est a joué le 3 de pique au lieu du 5, il voulait jouer le 5 ; le joueur suivant a déjà joué."
    assert _ids(f"[20:14] {text}")[:3] == _ids(text)[:3]
    assert "en_ligne_clic" not in _ids(f"[20:14] {text}")


def test_a_hand_counted_by_its_cards_is_the_wrong_number() -> None:
    assert _ids("Une main de 12 chez Sud, une de 14 chez Ouest.")[0] == "nombre_de_cartes"
    assert _ids("Ouest a une main de 14, et personne n'a 12.")[0] == "nombre_de_cartes"


def test_several_cards_let_go_at_once_are_played_together() -> None:
    text = "Il a lâché trois cartes d'un coup sur la table, face visible, en voulant jouer le valet."
    assert "jeu_premature" in _ids(text)[:3]
