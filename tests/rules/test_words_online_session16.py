"""Issue 37 §1, round 5 session 16: the online topics' facts said plainly, each beside the traps that must
not fire. Sentences written for the rule they test (not copied from a measured set); the answers checked
against the 2017 Laws: 21B1a/21B1b (a missing alert online: when it was learnt, what the agreements say),
25A (an unintended call undone until partner calls), 45C4b (dummy's card until declarer plays again),
47F2 and 80B2e (the organiser's undo rule), 12C2a and 12B1 (a disconnection, a robot's play), 90A/90B2
(slow play warned before), 85A1 (the platform's record of the think time)."""

from __future__ import annotations

import pytest

from rules import vocabulary


def _facts(topic: str, text: str) -> dict[str, str]:
    return vocabulary.facts(topic, text)


# --- en_ligne_alerte: when the missing alert was learnt (21B1a: a call changes only in the auction period) ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sur BBO le 2♦ de Nord n'était pas alerté, Est le voit pendant les enchères", "auction"),
        ("alerte oubliée sur le 1SA, découvert avant l'entame, tournoi RealBridge", "auction"),
        ("le 3♣ n'avait pas été auto-alerté, on l'apprend en cours de jeu", "after_lead"),
        ("ce n'est qu'à la fin du coup que NS voient que le 2♥ n'était pas alerté", "after_play"),
    ],
)
def test_when_the_missing_alert_was_learnt(text: str, expected: str) -> None:
    assert _facts("en_ligne_alerte", text).get("alert_timing") == expected


@pytest.mark.parametrize(
    "text",
    [
        "on ne sait pas quand l'adversaire a vu que le 2♦ n'était pas alerté",
        "le 2♣ n'était pas alerté ; est-ce qu'il l'a vu avant l'entame ?",
    ],
)
def test_the_moment_not_stated_is_asked(text: str) -> None:
    assert "alert_timing" not in _facts("en_ligne_alerte", text)


def test_both_moments_named_never_give_the_auction() -> None:
    text = "pas d'alerte sur le 2♦ : pendant les enchères personne n'a rien vu, c'est après l'entame qu'on l'a su"
    assert _facts("en_ligne_alerte", text).get("alert_timing") != "auction"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("le 2♦ n'a pas été alerté, c'est un multi d'après leur carte de conventions", "due"),
        ("d'après leur système déclaré le 2♥ est un texas, il fallait l'alerter", "due"),
        (
            "leur carte de conventions dit que 2♣ est naturel : c'est Nord qui s'est trompé d'enchère",
            "call_wrong",
        ),
        (
            "pas de carte de conventions déposée, impossible de dire si le 2♣ devait être alerté",
            "no_evidence",
        ),
    ],
)
def test_what_the_agreements_say(text: str, expected: str) -> None:
    assert _facts("en_ligne_alerte", text).get("alert_due") == expected


@pytest.mark.parametrize(
    "text",
    [
        # A player's claim about the agreements, a question, a denial: the director looks at the card himself.
        "Est prétend que leur carte de conventions dit multi, mais on ne l'a pas vue",
        "selon Est, le 2♦ est un multi d'après leur carte de conventions et il fallait alerter",
        "Est dit que le 2♦ devait être alerté d'après leur carte, Nord dit que non",
        "le 2♣ non alerté sur BBO : leur carte dit Stayman ? je ne l'ai pas encore regardée",
        "leur carte de conventions ne dit pas que c'est un multi, le 2♦ n'était pas alerté",
        # Without the agreements, « aurait dû être alerté » is the opponent's view, not the evidence (21B1b).
        "Ouest apprend pendant les enchères que le 2♣ de Nord aurait dû être auto-alerté",
    ],
)
def test_claims_about_the_agreements_are_not_the_agreements(text: str) -> None:
    assert _facts("en_ligne_alerte", text).get("alert_due") != "due"


def test_a_document_read_is_not_hearsay_but_a_player_still_is() -> None:
    # « d'après leur carte » is what the director reads; « d'après Ouest » is what a player says.
    assert _facts("en_ligne_alerte", "d'après leur carte de conventions, le 2♦ est un multi non alerté") == {
        "alert_due": "due"
    }
    assert "alert_due" not in _facts("en_ligne_alerte", "d'après Ouest, leur 2♦ est un multi non alerté")


def test_the_partner_who_has_not_called_since_is_named_as_partner() -> None:
    text = "pendant les enchères, le partenaire du joueur mal informé n'a pas encore parlé, 2♦ pas alerté"
    assert _facts("en_ligne_alerte", text).get("partner_called_since") == "no"
    # A seat alone may be either of the misinformed pair, or an opponent: asked.
    assert "partner_called_since" not in _facts("en_ligne_alerte", "Nord n'a pas reparlé depuis, mais Sud si")
    assert "partner_called_since" not in _facts(
        "en_ligne_alerte", "si son partenaire n'a pas reparlé depuis, il peut changer"
    )


# --- en_ligne_deconnexion (12C2a, 12B1, 80B2) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "question", "expected"),
    [
        ("Ouest s'est déconnecté, il est revenu au bout de 2 minutes, dans le délai", "back_in_time", "yes"),
        ("Est déconnecté sur BBO, il n'est jamais revenu", "back_in_time", "no"),
        ("déconnexion d'Est pendant le jeu, il est revenu trop tard", "back_in_time", "no"),
        (
            "NS se plaignent du robot qui a remplacé Ouest, il a joué n'importe quoi",
            "substitute_complaint",
            "yes",
        ),
        ("coupure de courant dans tout le quartier de Sud, imprévisible", "responsibility", "not_at_all"),
        ("Est a quitté la partie volontairement au milieu de la donne", "responsibility", "directly"),
        ("Nord déconnecté pendant les enchères, il n'est jamais revenu", "result_clear", "no"),
        ("la plateforme a déjà mis une moyenne automatique, Sud déconnecté", "platform_score", "yes"),
    ],
)
def test_disconnection_facts(text: str, question: str, expected: str) -> None:
    assert _facts("en_ligne_deconnexion", text).get(question) == expected


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("si Nord ne revient pas dans les 5 minutes, on met un robot ?", "back_in_time"),
        ("Ouest n'est pas revenu ? je ne sais pas encore", "back_in_time"),
        ("NS ne se plaignent pas du robot", "substitute_complaint"),
        ("si le bot remplace mon partenaire, on peut contester son jeu ?", "substitute_complaint"),
        (
            "Sud s'est déconnecté ; il dit que c'est une coupure de courant, mais EO pensent qu'il est parti volontairement",
            "responsibility",
        ),
        ("Nord s'est déconnecté pendant les enchères, il est revenu au bout de 2 minutes", "result_clear"),
        ("si la plateforme met une moyenne automatique, ça compte ?", "platform_score"),
    ],
)
def test_disconnection_traps(text: str, question: str) -> None:
    assert question not in _facts("en_ligne_deconnexion", text)


def test_a_denied_power_cut_is_a_voluntary_departure() -> None:
    text = "ce n'est pas une coupure de courant, il a quitté la partie volontairement"
    assert _facts("en_ligne_deconnexion", text).get("responsibility") == "directly"


# --- en_ligne_clic (25A, 45C4b, 47F2, 80B2e) -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "question", "expected"),
    [
        (
            "sur BBO, Sud a cliqué 2♠ au lieu de 2♥, son partenaire n'a pas encore enchéri",
            "timing",
            "in_time",
        ),
        ("mauvais clic de Sud sur 4♥, mais son partenaire a déjà enchéri depuis", "timing", "partner_acted"),
        ("le décla a cliqué la mauvaise carte du mort, il n'a rien joué depuis", "next_play", "no"),
        (
            "le décla a cliqué la mauvaise carte du mort, et il a déjà rejoué de sa main depuis",
            "next_play",
            "yes",
        ),
        (
            "le règlement du tournoi ne prévoit aucune reprise de carte ; Ouest a mal cliqué son as",
            "card_policy",
            "none",
        ),
        (
            "Est a cliqué le roi au lieu du 2, le joueur suivant a déjà joué, la levée n'est pas complète",
            "card_timing",
            "next_played",
        ),
        ("Sud a mal cliqué sa carte et la levée est déjà complète", "card_timing", "trick_complete"),
        (
            "Nord a cliqué 3♠ au lieu de 3♥, juste à côté, il a écrit « misclick » aussitôt",
            "evidence",
            "adjacent_and_immediate",
        ),
        (
            "il dit « mauvais clic » mais en fait il a changé d'avis en voyant le contre",
            "evidence",
            "change_of_mind",
        ),
        ("il dit « mauvais clic » mais en fait il a changé d'avis en voyant le contre", "slip", "no"),
        ("mauvais clic sur 3SA, il demande l'annulation", "what", "call"),
        ("sur BBO, Est a cliqué le mauvais carreau, le joueur suivant n'a pas encore joué", "what", "card"),
    ],
)
def test_misclick_facts(text: str, question: str, expected: str) -> None:
    assert _facts("en_ligne_clic", text).get(question) == expected


@pytest.mark.parametrize(
    ("text", "question"),
    [
        # The next seat is an opponent: « Ouest a déjà enchéri » after Sud is not his partner (25A4).
        ("Sud a cliqué 4♠ au lieu de 4♥, mais Ouest a déjà enchéri 5♣", "timing"),
        ("Nord a cliqué 2♥ au lieu de 2♠ ; son partenaire n'a pas encore enchéri ? je ne sais pas", "timing"),
        ("le règlement ne prévoit aucune reprise ? je dois vérifier", "card_policy"),
        # The player's word against the facts: the director judges (25A2).
        (
            "c'était pas un clic involontaire je crois, plutôt un changement d'avis, mais il dit le contraire",
            "evidence",
        ),
        ("il n'a pas changé d'avis, c'est un vrai mauvais clic, juste à côté, signalé aussitôt", "slip"),
        ("il dit que c'était juste à côté, mais il a demandé l'annulation 5 minutes plus tard", "evidence"),
    ],
)
def test_misclick_traps(text: str, question: str) -> None:
    assert question not in _facts("en_ligne_clic", text)


# --- en_ligne_retard (12C2a, 90A, 90B2, 80B2f) and en_ligne_hesitation (85A1) ---------------------------------


@pytest.mark.parametrize(
    ("text", "question", "expected"),
    [
        ("temps écoulé sur la donne 6, N-S ont joué très lentement", "fault", "one_side"),
        ("les deux camps ont un peu traîné, chacun en partie", "fault", "both_partly"),
        ("NS ont fait traîner exprès avant l'impasse, pour que la pendule coupe", "fault", "stalling"),
        ("temps écoulé mais incident technique du serveur, pas la faute des joueurs", "fault", "neither"),
        ("encore les mêmes, je les avais déjà avertis pour le retard au 2e tour", "repeated", "yes"),
        ("NS jouent lentement, ils n'avaient jamais été avertis ce soir", "repeated", "no"),
        ("la pendule a coupé et BBO a mis une moyenne automatique", "platform_score", "yes"),
        ("la plateforme n'a rien inscrit pour cette donne, la case est vide", "platform_score", "no"),
    ],
)
def test_slow_play_facts(text: str, question: str, expected: str) -> None:
    assert _facts("en_ligne_retard", text).get(question) == expected


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("EO accusent NS d'avoir fait traîner exprès, NS disent que non", "fault"),
        ("NS jouent lentement, c'est la première fois ; ce sont EO qui ont déjà été avertis", "repeated"),
        ("si la plateforme met une moyenne automatique, on la garde ?", "platform_score"),
    ],
)
def test_slow_play_traps(text: str, question: str) -> None:
    assert _facts("en_ligne_retard", text).get(question) in (None, "no" if question == "repeated" else None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Tester19 Q12: « 3 secondes » alone no longer answers; « rien d'anormal », framed by « d'après le relevé »,
        # is read as an attributed clause (rules/words_matching.read): asked.
        ("3 secondes de réflexion d'après le relevé, rien d'anormal", None),
        ("le relevé montre 3 secondes de réflexion, rien d'anormal", "normal"),
        ("le temps relevé est normal pour une décision au niveau 4, pas d'hésitation à retenir", "normal"),
        (
            "en ligne, à la fin du coup EO contestent l'action de Sud après le long temps de réflexion de Nord",
            "unusual_after",
        ),
        # Tester19 Q12: 50 seconds is the record; unusual for him is the director's comparison (16B1, 73C)…
        ("le relevé montre 50 secondes avant le passe de Nord, on m'appelle tout de suite", None),
        # … unless the words make it: his usual tempo said beside the record.
        (
            "le relevé montre 50 secondes avant le passe de Nord, d'habitude il passe vite, on m'appelle tout de suite",
            "unusual_now",
        ),
    ],
)
def test_think_time(text: str, expected: str | None) -> None:
    assert _facts("en_ligne_hesitation", text).get("think_time") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Nord a réfléchi 45 secondes ? je n'ai pas encore regardé le relevé, on m'appelle à la fin du coup",
        "le log montre 8 secondes ; EO disent que c'était une longue réflexion, mais non",
    ],
)
def test_think_time_traps(text: str) -> None:
    assert "think_time" not in _facts("en_ligne_hesitation", text)


def test_the_usual_tempo_named_beside_an_unusual_one_is_not_a_normal_tempo() -> None:
    text = "le log montre que Nord a mis 45 secondes, son tempo normal c'est 5 secondes, on m'appelle tout de suite"
    assert _facts("en_ligne_hesitation", text).get("think_time") == "unusual_now"


def test_a_fact_of_a_shared_question_is_written_once_and_read_by_both_topics() -> None:
    # PLATFORM_SCORE (80B2f) is one Question in rules/topics/online/scores.py, asked by two topics; its facts
    # live in en_ligne_retard.toml with `aussi_dans`, not copied into en_ligne_deconnexion.toml.
    text = "la plateforme a déjà mis une moyenne automatique sur la donne 9"
    for topic in ("en_ligne_retard", "en_ligne_deconnexion"):
        assert _facts(topic, text).get("platform_score") == "yes"
    written = [
        fact
        for fact in vocabulary.vocabularies()["en_ligne_deconnexion"].facts
        if fact.question == "platform_score"
    ]
    assert written and all(fact in vocabulary.vocabularies()["en_ligne_retard"].facts for fact in written)
