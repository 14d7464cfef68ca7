"""Session 20 (finder36): tester21's wrong « Compris » (issue 37 §1: a fact is pre-filled only when the words
state it without doubt; otherwise it is asked), each taught in general with variants the reading must leave alone.

- P10: « Est a entamé alors que c'était à Ouest » does not say the card was faced. The opening lead is made face
  down (41A) and only a faced lead out of turn is ruled by 54; the words must show it was seen: « face visible »,
  « retourné », the card named, the declarer's choice (accepted, refused, a suit required or forbidden, not yet
  chosen), a card played on it or a hand spread after it; and nothing may say it was not (« pas retournée »).
- P13: « Nord a entamé puis Est a entamé aussi » names two leaders who are not partners: they cannot both defend
  (one is the presumed declarer or dummy, 24 and 54E), so « les deux joueurs de la défense » is asked.
- P12: « on a joué la donne 7 dans le mauvais sens » is a board turned round (the pairs held each other's hands), not
  a quitted card pointed the wrong way (65B3): « mauvais sens » states that only of one card or one trick.
- P16: « la donne n'a pas pu être finie » says the board stopped, not when: mid-play an assigned score is preferred
  when one can be judged (12C1a), so neither « enchères ou début du jeu seulement » (online disconnection) nor « aucun
  résultat ne peut être obtenu » (adjusted score) is taken from it; said in the auction, it still is.
- P17: « dit tout haut », « à voix haute », « à haute voix » mean aloud: never the dummy's card « haut » (46B1a); nor
  is « petit », « haut » or « prends » a card in another phrase (« un petit mot », « en haut », « prends ton temps »).
"""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.faced_leads_in_words import lead_faced
from rules.folding import words


@pytest.mark.parametrize(
    "text",
    [
        "Est a entamé alors que c'était à Ouest d'entamer",  # tester21 P10
        "Ouest n'a pas entamé hors tour, c'est Est qui a entamé alors que c'était à Ouest",  # tester21 P10
        "contrat 3SA par Sud, Est a entamé alors que c'était à Ouest",
        "Nord a entamé alors que c'était à son partenaire",
        "4♠ par Nord, c'est Ouest qui a entamé alors que c'était à Est",
        "Sud joue 4♠, Est a entamé à la place d'Ouest",
        "Nord (défense) a entamé hors tour",
        "Est a entamé hors tour alors que c'était à Ouest, le mort n'est pas encore étalé",
    ],
)
def test_a_bare_lead_out_of_turn_is_not_said_faced(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") != "wrong_defender_faced"


@pytest.mark.parametrize(
    "text",
    [
        "Est a entamé face visible alors que c'était à Ouest",
        "Est a entamé le 4♥ alors que c'était à Ouest",
        "Ouest a entamé le roi de cœur alors que c'était à Est",
        "Est a entamé alors que c'était à Ouest, le déclarant accepte l'entame",
        "Est a entamé alors que c'était à Ouest, le déclarant refuse et exige pique",
        "Sud joue 3SA, Est a entamé hors tour, le déclarant n'a pas encore décidé",
        "Nord (défense) a entamé hors tour le roi de carreau",
        "entame hors tour visible de N (défense), le décla ne sait pas quoi faire",
        "entame hors tour d'Est, Sud (le décla) a mis une carte de sa main dessus",
        "Ouest entame hors tour et le déclarant Nord commence à étaler ses cartes comme s'il était le mort",
    ],
)
def test_a_lead_out_of_turn_shown_faced_is_faced(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_faced"


def test_a_lead_out_of_turn_said_face_down_stays_face_down() -> None:
    text = "Est a entamé face cachée alors que c'était à Ouest"
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_face_down"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a entamé puis Est a entamé aussi, deux entames",  # tester21 P13
        "Nord et Est ont entamé en même temps",
        "Sud a posé une carte d'entame, puis Ouest a entamé lui aussi : deux entames",
        "Ouest et Nord ont tous les deux posé une carte d'entame",
    ],
)
def test_two_leaders_who_are_not_partners_are_not_both_defenders(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") not in (
        "both_defenders",
        "wrong_defender_faced",
        "wrong_defender_face_down",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a entamé puis Est a entamé aussi, deux entames",
        "Nord et Sud ont entamé en même temps",
        "Ouest et Est ont tous les deux posé une carte d'entame",
        "Sud joue 4♠, Ouest et Est ont entamé en même temps, puis Nord a posé sa carte",
    ],
)
def test_two_partners_leading_are_both_defenders(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "both_defenders"


@pytest.mark.parametrize(
    "text",
    [
        "Realbridge : Sud a dit tout haut 'j'ai 18 points' au micro",  # tester21 P17
        "le déclarant a dit tout haut « je vais faire l'impasse »",  # tester21 P17
        "Sud a dit tout haut qu'il avait 18 points",
        "Nord a annoncé tout haut : je n'ai pas de pique",
        "le déclarant a dit à voix haute qu'il allait faire l'impasse",
        "le déclarant a dit à haute voix « je joue le mort »",
        "le mort a dit tout haut que le déclarant avait oublié un atout",
    ],
)
def test_said_aloud_is_no_designation_of_the_dummys_card(text: str) -> None:
    found = vocabulary.facts("carte_du_mort", text)
    assert "designation" not in found and "case" not in found


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant a dit « haut » sans préciser, le mort a mis l'as",
        "le déclarant a dit tout haut « haut », le mort a mis l'as",
    ],
)
def test_haut_said_as_the_card_stays_a_designation(text: str) -> None:
    assert vocabulary.facts("carte_du_mort", text).get("designation") == "high"


def test_aloud_keeps_one_word_for_each_typed_word() -> None:
    # the words still map to the typed ones (the « Compris » quotes them)
    assert words("il a dit tout haut") == ("il", "a", "dit", "tout", "avoixhaute")
    assert words("à haute voix") == ("a", "avoixhaute", "voix")
    assert words("tout en haut") == ("tout", "en", "haut")


@pytest.mark.parametrize(
    "text",
    [
        "on a joué la donne 7 dans le mauvais sens, Nord-Sud ont joué les cartes d'Est-Ouest",  # tester21 P12
        "la donne 12 a été jouée dans le mauvais sens",
        "l'étui a été tourné dans le mauvais sens, NS ont pris les mains d'EO",
        "l'étui était mal orienté sur la table",
        "Nord-Sud ont joué les cartes d'Est-Ouest dans le mauvais sens",
    ],
)
def test_a_board_turned_round_is_no_card_pointed_the_wrong_way(text: str) -> None:
    assert vocabulary.facts("levees", text).get("case") != "pointed_wrong"


@pytest.mark.parametrize(
    "text",
    [
        "carte retournée dans le mauvais sens",
        "Est a retourné sa carte dans le mauvais sens",
        "La carte de Nord est orientée dans le mauvais sens, on le voit avant la levée suivante",
        "La carte de la levée 5 a été retournée dans le mauvais sens",
        "carte mal orientée à la levée 3",
    ],
)
def test_a_card_pointed_the_wrong_way_stays_so(text: str) -> None:
    assert vocabulary.facts("levees", text).get("case") == "pointed_wrong"


@pytest.mark.parametrize(
    "text",
    [
        # tester21 P16
        "en ligne donne 6 table 3 ns=3 eo=13 : Est a été déconnecté au milieu du jeu, il n est jamais revenu, "
        "la donne n a pas pu être finie",
        "Est s'est déconnecté, la donne n'a pas pu être finie",
        "Ouest déconnecté en cours de jeu, la donne n'a pas pu continuer",
        "déconnexion de Nord au milieu du jeu, pas de remplaçant",
    ],
)
def test_a_board_not_finished_online_does_not_say_no_result_can_be_judged(text: str) -> None:
    assert "result_clear" not in vocabulary.facts("en_ligne_deconnexion", text)


@pytest.mark.parametrize(
    "text",
    [
        "Sud déconnecté pendant les enchères de la donne 4, la donne n'a pas pu continuer",
        "déconnexion pendant les enchères, la donne a pas pu être finie",
        "Est a perdu la connexion pendant les enchères et n'est jamais revenu",
    ],
)
def test_a_disconnection_in_the_auction_leaves_no_result(text: str) -> None:
    assert vocabulary.facts("en_ligne_deconnexion", text).get("result_clear") == "no"


@pytest.mark.parametrize(
    "text",
    [
        "la donne n'a pas pu être finie, il restait 6 levées",
        "la donne n'a pas pu être terminée faute de temps",
        "la donne 8 n'a pas pu aller au bout, la pendule a sonné à la 9e levée",
    ],
)
def test_a_board_not_finished_is_not_a_board_with_no_result(text: str) -> None:
    assert vocabulary.facts("marque_ajustee", text).get("situation") != "no_result"


def test_a_board_not_played_is_still_one_with_no_result() -> None:
    found = vocabulary.facts("marque_ajustee", "la donne n'a pas pu être jouée, EO sont arrivés en retard")
    assert found.get("situation") == "no_result"


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant a dit un petit mot à son partenaire",
        "Sud a dit en haut de la feuille qu'il contestait",
        "le déclarant a dit « prends ton temps » à Ouest",
        "le déclarant a dit de jouer petit à petit",
    ],
)
def test_a_designation_word_inside_another_phrase_is_no_designation(text: str) -> None:
    found = vocabulary.facts("carte_du_mort", text)
    assert "designation" not in found and "case" not in found


@pytest.mark.parametrize(
    ("text", "designation"),
    [
        ("le décla dit « petit » sans préciser la couleur, le mort attaque un petit trèfle tout seul", "low"),
        ("le declarant a juste dit « prends » pour le mort", "win"),
        ('le decla dit juste "haut", le mort a l\'as et le roi de trefle', "high"),
    ],
)
def test_a_designation_word_said_alone_stays_one(text: str, designation: str) -> None:
    assert vocabulary.facts("carte_du_mort", text).get("designation") == designation


@pytest.mark.parametrize(
    "text",
    [
        "Est a entamé le roi de cœur alors que c'était à Ouest, il ne l'a pas retournée",
        "Sud joue 4♠, Est a entamé hors tour sans la retourner, le déclarant refuse",
        "Est a posé le 5♣ face en bas, le déclarant accepte",
        "entamé le valet, pas encore visible, le déclarant exige pique",
        "Ouest a entamé hors tour le 3♦, sans l'avoir retournée",
    ],
)
def test_a_lead_said_not_turned_is_not_faced(text: str) -> None:
    assert not lead_faced(text)
