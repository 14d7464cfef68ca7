"""Tester19's ranking notes (issue 37 §3-4), in other words than the tester's, several registers each.

Q19, Q2 (an online event): an online topic went first whenever it scored a third of the best, so that « les
résultats de la donne » (a board run out of time?) or « refusé à l'écran » (a misclick?) put an online topic
ahead of what the words name; at an online event only an online topic nearly as close as the best goes first
(the online variant of that incident, 80B2), and never ahead of a club topic whose act the grammar tells.
Q19: a result of the board seen elsewhere before playing it is extraneous information (16D1).
Q2: online, a self-alert made with a wrong explanation is misinformation (20F4, 21B1a, 75), not the
forgotten self-alert's topic.
"""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


def found(text: str, online: bool = False) -> list[str]:
    return [t.id for t in finder.search(text, online=online)]


@pytest.mark.parametrize(
    "text",
    [
        "il a vu le résultat de la donne sur la page des scores",
        "Nord a vu la marque de la donne sur le classement avant de la jouer",
        "il a vu le score de la donne ailleurs",
        "en ligne, un joueur connaissait le résultat de la donne par le site",
        "tournoi en ligne : Est a consulté les résultats de la donne avant de la jouer",
        "un joueur a vu le score de la donne sur le site de la FFB avant de la jouer",
        "BBO : il a regardé le résultat de la donne dans l'historique",
        "il connaissait le contrat joué aux autres tables",
    ],
)
@pytest.mark.parametrize("online", [False, True])
def test_a_result_of_the_board_seen_elsewhere_is_extraneous_information(text: str, online: bool) -> None:
    """16D1: a result of a board he has yet to play, learnt away from his table, at the club or online."""
    assert found(text, online)[0] == "information_etrangere"


def test_a_result_looked_at_after_the_board_is_no_information_received() -> None:
    """After the board is played, reading its results is what everyone does: no act of 16D1 is told."""
    from bot.finder.table_acts import table_acts

    assert "information_etrangere" not in table_acts(
        "apres avoir joue la donne il a regarde les resultats de la donne sur le site", False
    )
    assert "information_etrangere" in table_acts("il a regarde les resultats de la donne sur le site", False)


@pytest.mark.parametrize(
    "text",
    [
        "en ligne il s'est auto-alerté et son explication était fausse",
        "BBO : auto-alerte avec une explication erronée",
        "tournoi en ligne, Sud alerte son 2♣ en expliquant Stayman mais c'est un transfert",
        "self alert faux en ligne",
        "sur BBO il a alerté son enchère et donné une mauvaise explication",
        "sur Funbridge il s'est alerté mais a mal expliqué",
        "tournoi en ligne : l'explication donnée avec l'alerte ne correspondait pas au système",
    ],
)
@pytest.mark.parametrize("online", [False, True])
def test_online_a_self_alert_wrongly_explained_is_misinformation(text: str, online: bool) -> None:
    """21B1a, 75: the explanation given is the misinformation; the self-alert topic stays second."""
    assert found(text, online)[:2] == ["explication_erronee", "en_ligne_alerte"]


@pytest.mark.parametrize(
    "text", ["en ligne, il a oublié de s'auto-alerter", "BBO : son 2♣ conventionnel n'a pas été alerté"]
)
@pytest.mark.parametrize("online", [False, True])
def test_online_a_self_alert_not_made_stays_the_self_alerts(text: str, online: bool) -> None:
    assert found(text, online)[0] == "en_ligne_alerte"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "sur BBO le decla revendique 3 des 4 dernières levées, la défense refuse à l'écran",
            "revendication",
        ),
        (
            "sur RealBridge le remplaçant qui vient d'arriver avait regardé les 4 mains en spectateur",
            "information_etrangere",
        ),
        ("BBO : le robot dit que j'ai renoncé ?? le site oblige à fournir", "renonce"),
        # a near tie: the online variant goes first (80B2)
        ("Nord a longuement hésité avant de passer sur 3♠, Sud a dit 4♥", "en_ligne_hesitation"),
        ("il a hésité", "en_ligne_hesitation"),
        ("il a cliqué 3♠ au lieu de 3♥", "en_ligne_clic"),
    ],
)
def test_at_an_online_event_only_a_close_online_topic_goes_first(text: str, topic: str) -> None:
    assert found(text, online=True)[0] == topic


@pytest.mark.parametrize(
    "text",
    [
        "Le logiciel montre 45 secondes de réflexion sur 1♥, on m'appelle",
        "le relevé montre 8 secondes pour le contre sur 4♠",
    ],
)
def test_what_the_platform_shows_is_no_card_exposed(text: str) -> None:
    """24 is a card exposed during the auction; the platform showing a think time exposes none."""
    got = found(text, online=True)
    assert got[0] == "en_ligne_hesitation"
    assert "carte_exposee_encheres" not in got[:2]


@pytest.mark.parametrize(
    "text",
    [
        "le mort dit au déclarant : attention, tu n'es pas en main",
        "mort qui avertit le décla qu'il joue de la mauvaise main",
        'Le mort : "attention tu es en main au mort !"',
        "le mort lui a dit qu'il n'était pas en main",
        "Le partenaire du déclarant, qui est le mort, lui a dit attention tu n'es pas en main",
        "le mort a crié attention, la main est au mort",
        "le mort a averti son partenaire qu'il jouait du mauvais côté",
    ],
)
def test_the_dummy_who_warns_the_declarer_is_the_dummys_rights(text: str) -> None:
    """Q1: the dummy may try to prevent an irregularity by the declarer (42B2), a lead from the wrong hand
    included; the procedure topic carries the dummy's rights and limits (42, 43B2a), not the lead's topics."""
    assert found(text)[0] == "procedure"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # the dummy's words that warn of nothing in the play: the incident they are about
        (
            "Après le dernier passe, avant l'entame, le mort dit « attention, mon partenaire a mal expliqué, "
            "2♣ c'était pas Stayman »",
            "explication_erronee",  # 20F5b: the explainer's partner corrects before the opening lead
        ),
        (
            "Ni le déclarant ni le mort n'ont rien dit à Est, il a entamé tout seul alors que ce n'était pas à lui",
            "entame",
        ),
        # the dummy's question about a revoke that was one: the revoke's topic first (61B, 43B2b)
        (
            "Le mort, qui était debout derrière le déclarant, lui demande s'il n'a plus de carreau ; le décla "
            "en retrouve un.",
            "renonce",
        ),
    ],
)
def test_the_dummys_other_words_keep_their_topic(text: str, topic: str) -> None:
    assert found(text)[0] == topic


@pytest.mark.parametrize(
    "text",
    [
        "elle a dit : tu es sûr ? à son partenaire après le contre",
        "Est a demandé à Ouest : t'es sûr ? après son 3SA",
        "sa partenaire lui a dit « tu es sûr ? » et il a passé ensuite",
        "il a haussé les sourcils puis son partenaire a dit 4♠",
        "il a soufflé bruyamment quand son partenaire a ouvert",
        "elle a levé les yeux au ciel après le 2♥ de son partenaire",
        'le partenaire a fait "pfff" puis a passé',
        "son partenaire a soupiré et il a passé",
        "Nord a fait une remarque après l'enchère de Sud",
    ],
)
def test_a_sigh_a_gesture_a_remark_to_partner_is_unauthorised_information(text: str) -> None:
    """Q3/Q4/Q20: what partner shows by a remark, a sigh or a gesture may not be used (16B1a, 73C)."""
    assert found(text)[0] == "information_non_autorisee"


@pytest.mark.parametrize(
    "text",
    [
        "il a entendu l'explication de sa partenaire et a compris son erreur",
        "Sud a entendu Nord expliquer son enchère et a compris qu'il y avait malentendu",
        "il s'est rendu compte de l'erreur de système en entendant l'explication de son partenaire",
    ],
)
def test_partners_explanation_heard_is_unauthorised_information(text: str) -> None:
    """Q3: what the hearer learns from his partner's explanation (a reply to a question) is unauthorised
    for him (16B1a, 20F5a, 73C); the misexplanation's topic stays among the proposals."""
    got = found(text)
    assert got[0] == "information_non_autorisee"
    assert "explication_erronee" in got[:3]


def test_partners_explanation_heard_wrong_stays_the_misexplanations() -> None:
    """The explanation said wrong: the partner who hears it must not correct it during the auction (20F5):
    the misexplanation's topic, which carries 20F5."""
    text = "pendant les enchères, Nord entend son partenaire expliquer faux son 2♣ et il ne dit rien"
    assert found(text)[0] == "explication_erronee"


def test_a_sigh_at_partners_card_keeps_its_conduct_reading() -> None:
    """A sigh of disapproval at partner's card in the play is told as conduct (74A2) by its own words."""
    text = "Sud a soupiré bruyamment quand son partenaire a joué sa carte : désapprobation évidente."
    assert found(text)[0] == "tempo_comportement"


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant concède le reste",
        "il a abandonné les dernières levées",
        'le déclarant a dit "je vous laisse les deux dernières"',
        "le déclarant a lâché les deux dernières levées à la défense",
        "Sud dit : je vous laisse le reste",
        "la défense a abandonné les levées restantes",
        "le déclarant a abandonné sa main",
    ],
)
def test_tricks_given_up_are_a_concession(text: str) -> None:
    """Q11: a statement that a side will lose tricks is a concession; abandoning the hand concedes them all (68B1)."""
    assert found(text)[0] == "revendication"


@pytest.mark.parametrize(
    "text",
    [
        "ils ne sont pas d'accord sur le gagnant de la dernière levée",
        "Est dit que la levée d'avant était à eux, Sud dit que non",
        "contestation sur la levée précédente, qui l'a gagnée ?",
        "les joueurs se disputent sur une levée déjà retournée",
        "qui a fait la dernière levée ? les deux camps la réclament",
        "ils se disputent pour savoir qui a remporté la 7e levée",
        "Nord dit qu'il a pris la levée, Est dit que c'est lui",
        "ils ne savent plus qui a gagné la levée",
    ],
)
def test_who_won_a_trick_disputed_is_the_tricks_topic(text: str) -> None:
    """Q17: a card pointed the wrong way may be pointed out until one's side plays to the next trick (65B3);
    quitted tricks are inspected only at the director's instruction (66C); after play, the cards settle the
    number of tricks (66D, 79A, 79B). No claim is told: the tricks' topic, not the claim's."""
    assert found(text)[0] == "levees"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # a relative « qui » names who won, disputing nothing
        (
            "4♥ de Nord, Est n'a pas fourni à trèfle alors qu'il avait le 2, et c'est Ouest qui a pris la levée",
            "renonce",
        ),
        (
            "Ce n'est pas le mort qui a attaqué de lui-même : c'est le déclarant qui a joué une carte du mort alors que "
            "la défense avait fait la levée",
            "attaque",
        ),
    ],
)
def test_a_trick_won_told_without_dispute_keeps_its_incident(text: str, topic: str) -> None:
    assert found(text)[0] == topic


@pytest.mark.parametrize(
    "text",
    [
        "l'arbitre a appliqué la mauvaise loi",
        "l'arbitre a mal jugé",
        "mauvaise décision de l'arbitre sur une enchère insuffisante",
        "l'arbitre a donné une mauvaise décision",
        "je me suis trompé dans ma décision",
        "erreur d'arbitrage",
        "mon arbitrage était faux sur la renonce",
    ],
)
def test_the_directors_error_in_other_words(text: str) -> None:
    """Q18: a ruling the director finds incorrect is rectified under 82C: the follow-up topic first."""
    assert found(text)[0] == "suites_decision"


@pytest.mark.parametrize(
    "text",
    [
        "l'enchère annulée donne une information interdite au partenaire",
        "il a profité de la déclaration annulée de son partenaire",
        "après le retrait de sa déclaration, son partenaire a utilisé l'information",
        "la question de Nord sur 2♦ a renseigné son partenaire",
        "Est a demandé ce que voulait dire 3♣, puis Ouest a entamé trèfle",
    ],
)
def test_information_from_a_withdrawn_call_or_a_question_is_unauthorised(text: str) -> None:
    """Q9: a withdrawn call is unauthorised information for the offender's partner (16C2); a question asked is
    information from partner (16B1a, 20G1)."""
    assert found(text)[0] == "information_non_autorisee"


@pytest.mark.parametrize(
    "text",
    [
        "Sud s'est aperçu qu'il n'était pas chicane finalement, il avait un carreau caché derrière ses piques",
        "il n'était pas chicane : une carte cachée dans son jeu",
    ],
)
def test_a_void_that_was_none_is_a_revoke(text: str) -> None:
    """tester20 P7: a card of the suit led found in the hand after he did not follow is a revoke (61A)."""
    assert found(text)[0] == "renonce"


def test_the_stop_card_is_no_change_of_call() -> None:
    """tester20 P8: the STOP and the pause it asks for (73A2, the tempo that may carry information, 16B):
    nothing was changed (25)."""
    got = found("Est a mis un carton stop puis a annoncé 3 piques sans attendre 10 secondes")
    assert got[0] == "information_non_autorisee"


def test_opponents_using_a_hesitation_is_unauthorised_information() -> None:
    """tester20 P9: the use of partner's hesitation is 16B1, ahead of the misleading tempo (73D2)."""
    got = found("Sud pense que les adversaires utilisent l'hésitation, ils ont gagné la donne 22")
    assert got[:2] == ["information_non_autorisee", "tempo_comportement"]


def test_the_dummy_who_points_out_a_revoke_is_offered_his_limits() -> None:
    """tester20 P9: dummy may not draw attention to an irregularity during play (9A4, 43A1b): the procedure
    topic (« le mort fait remarqu… », whatever the participle's spelling) first, the revoke next."""
    assert found("le mort a fait remarqué une renonce de son partenaire")[:2] == ["procedure", "renonce"]


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a annoncé 2 coeurs insuffisant après 2 piques, il n'a pas corrigé",
        "Nord a dit 1♥ après 1♠, insuffisant ; il n'a rien changé et Est a passé",
    ],
)
def test_an_insufficient_bid_not_replaced_is_no_change_of_call(text: str) -> None:
    """tester20 P6: an insufficient bid left as it is is Law 27's (accepted or not, 27A, 27B); nothing was
    changed, so the change of call (25) is not proposed ahead of it."""
    got = found(text)
    assert got[0] == "enchere_insuffisante"
    assert "changement_declaration" not in got[:2]


def test_a_slip_not_changed_stays_the_change_of_calls() -> None:
    """Without an insufficient bid, « ne l'a pas changé » is still Law 25's question (may he still change it?)."""
    assert found("Sud a dit 2♣ au lieu de 2♦ et ne l'a pas changé")[0] == "changement_declaration"


def test_a_remark_on_a_board_while_another_is_played_is_extraneous_information() -> None:
    """tester20 P9: a remark on board 9 made while board 10 is played reaches those who have yet to play board 9:
    a remark overheard (16D1), offered first; the remark's conduct (74) stays among the proposals."""
    got = found("Est a fait une remarque sur la donne 9 pendant qu'ils jouaient la 10")
    assert got[0] == "information_etrangere"
    assert "tempo_comportement" in got[:3]
