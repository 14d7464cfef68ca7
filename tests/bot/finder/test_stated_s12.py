"""Facts the words state without doubt, taken at session 12 (the brief's 2; tester12 Y18), in other words than
the sets'; each with its traps (a negation, another seat, a question, a hypothesis, a claim denied)."""

from __future__ import annotations

import pytest

from bot.finder import parts


def facts(text: str, topic: str) -> dict[str, str]:
    return {question: stated.value for question, stated in parts.evidence(text, topic).items()}


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # 54: what the presumed declarer's side did before he chose
        (
            "entame",
            "Nord joue 2♥, Est entame hors tour, Nord étale ses cartes",
            "declarer_action",
            "spread_hand",
        ),
        (
            "entame",
            "entame hors tour du mauvais défenseur, et le décla, croyant être le mort, a commencé à étaler",
            "declarer_action",
            "spread_hand",
        ),
        (
            "entame",
            "entame hors tour d'Ouest, le mort avait déjà posé ses piques sur la table",
            "declarer_action",
            "dummy_exposed",
        ),
        (
            "entame",
            "sur l'entame hors tour, le déclarant a mis une carte de sa main",
            "declarer_action",
            "played_from_hand",
        ),
        # 63A1: found before the offending side played to the next trick
        (
            "renonce",
            "Ouest a renoncé à trèfle, il s'en est rendu compte avant de jouer à la levée suivante",
            "when",
            "not_established",
        ),
        # 20F: who knows the explanation wrong, and when
        (
            "explication_erronee",
            "Sud a expliqué le 2♣ de Nord comme Stayman, Nord sait que c'est faux, les enchères continuent",
            "situation",
            "auction_partner",
        ),
        (
            "explication_erronee",
            "pendant les enchères Est a mal expliqué le 3♦ d'Ouest, puis il se corrige lui-même",
            "situation",
            "auction_own",
        ),
        (
            "explication_erronee",
            "Est a expliqué le 1SA d'Ouest comme faible, on le voit avant l'entame",
            "situation",
            "before_lead",
        ),
        # 70: what the claimer said of the trumps
        (
            "revendication",
            "Est revendique en disant que tous les atouts sont tombés, Nord conteste",
            "trump_said",
            "said_none_left",
        ),
        # 61A: one discard with the suit still held
        (
            "renonce",
            "Nord joue 4♠, le mort a défaussé un cœur sur le carreau en ayant un carreau",
            "offender",
            "dummy",
        ),
    ],
)
def test_stated_facts_are_taken(topic: str, text: str, question: str, value: str) -> None:
    assert facts(text, topic).get(question) == value


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # negations
        (
            "entame",
            "Nord joue 2♥, Est entame hors tour, Nord n'a pas encore étalé ses cartes",
            "declarer_action",
        ),
        # (« le mort n'a encore rien étalé » is « nothing » since session 46, never a spread: tests/rules/test_words_s46.py)
        # a hypothesis
        ("entame", "entame hors tour, le déclarant allait étaler son jeu", "declarer_action"),
        # the explainer's partner knows it at the end, not during the auction
        (
            "explication_erronee",
            "Sud a expliqué le 2♣ de Nord comme Stayman, Nord sait que c'est faux, on le voit à la fin du coup",
            "situation",
        ),
        # the trumps fell, said by nobody
        ("revendication", "les atouts sont tombés 2-2, Est revendique, Nord conteste", "trump_said"),
        # a denied claim of the trumps
        (
            "revendication",
            "Est revendique, Nord dit qu'il a dit que les atouts sont tombés, Est nie avoir dit ça",
            "trump_said",
        ),
        # he had none left: no revoke
        ("renonce", "le mort a défaussé un cœur sur le carreau, il n'en avait plus", "offender"),
        # two seats discarding: who revoked is asked
        (
            "renonce",
            "Nord joue 3SA, Est a défaussé sur pique, le décla a coupé sur cœur, Ouest voit la renonce",
            "offender",
        ),
    ],
)
def test_traps_pre_fill_nothing(topic: str, text: str, question: str) -> None:
    assert question not in facts(text, topic)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 24: what the partner could see of a card shown during the auction
        ("pendant les enchères le roi de cœur d'Est est tombé face visible", "honour"),
        ("pendant les enchères Nord a montré le 4 de trèfle en rangeant ses cartes", "single_low"),
        ("trois cartes de Sud sont tombées pendant les enchères", "several"),
        ("Ouest a entamé alors que les enchères n'étaient pas finies", "led"),
        (
            "pendant les enchères c'est Nord qui a bousculé la table, les cartes d'Est sont tombées",
            "not_own_error",
        ),
        (
            # Who saw it is not who could see it (24, tester19 Q14): asked.
            "pendant les enchères, le 8 de pique d'Ouest s'est retourné, seul Sud l'a vu",
            None,
        ),
    ],
)
def test_the_card_seen_during_the_auction(text: str, value: str) -> None:
    assert facts(text, "carte_exposee_encheres").get("cards") == value


@pytest.mark.parametrize(
    "text",
    [
        # his partner saw it, by his word only
        "Nord a laissé voir le 2 de pique, Sud ne pouvait pas le voir d'après Nord",
        # two cards, one of them on another board
        "pendant les enchères le roi de pique d'Ouest est tombé ; deux étuis avant, Est avait aussi fait tomber une carte",
    ],
)
def test_the_card_seen_traps(text: str) -> None:
    assert facts(text, "carte_exposee_encheres").get("cards") in (None, "honour")
    assert facts(text, "carte_exposee_encheres").get("cards") != "partner_could_not_see"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 33: two calls at once, and whose turn it was
        ("Ouest et Nord ont sorti un carton en même temps, c'était à Ouest", "with_rho"),
        ("Est et Ouest ont posé leur carton en même temps, c'était à Ouest de parler", "with_partner"),
        ("Nord et Est ont enchéri en même temps ; c'était le tour d'Est", "with_lho"),
        ("Sud (c'était son tour) et Ouest ont parlé en même temps", "with_rho"),
    ],
)
def test_two_calls_at_once(text: str, value: str) -> None:
    assert facts(text, "declaration_hors_tour").get("turn") == value


@pytest.mark.parametrize(
    "text",
    [
        "Nord et Est ont enchéri en même temps",  # whose turn: not said
        "Nord et Est ont enchéri en même temps, c'était à qui ?",  # a question
        "Nord et Est ont enchéri en même temps, c'était à Sud",  # neither's turn: asked
    ],
)
def test_two_calls_at_once_traps(text: str) -> None:
    assert "turn" not in facts(text, "declaration_hors_tour")
