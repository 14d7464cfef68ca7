"""La renonce : les questions de l'arbitre et les phrases communes aux décisions."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import wraps
from typing import ParamSpec

from rules.model import Option, Question, Ruling
from rules.topic import questions
from rules.topics.common import DECLARER, DEFENDER, DUMMY, yes_no
from rules.topics.scores_procedure import result

P = ParamSpec("P")


def cites_what_it_names(procedure: Callable[P, Ruling]) -> Callable[P, Ruling]:
    """Issue 29 §3: a revoke ruling is assembled from shared lines (63A, 63B, 43A2, 50C ...); whatever law
    its lines name as applying is cited too. Applied to the entry functions both topics call, so the
    « Renonce » and « Carte pénalisée » routes keep citing the same laws."""

    @wraps(procedure)
    def cited(*args: P.args, **kwargs: P.kwargs) -> Ruling:
        ruling = procedure(*args, **kwargs)
        missing = ruling.uncited_laws()
        return replace(ruling, laws=tuple(dict.fromkeys((*ruling.laws, *missing)))) if missing else ruling

    return cited


EQUITY_64C = (
    "Si le camp non fautif n'est pas suffisamment dédommagé par cette règle (par exemple si la "
    "renonce a faussé sa ligne de jeu), l'arbitre attribue une marque ajustée qui rétablit le "
    "résultat probable sans la renonce (64C1)."
)
# Issue 11 1k: « plus de … ? » between defenders is allowed and does not establish the revoke.
ASKED_61B3 = (
    "Si son partenaire lui a demandé « plus de … ? », la question est permise (61B3) et ne consomme pas "
    "la renonce (63A) : la renonce est corrigée comme ci-dessus, sans transfert ; la question peut en "
    "revanche donner au partenaire une information non autorisée (16B1a)."
)
ASKED_NOTE = (
    "Interprétation retenue : certains enseignements de club disent que « plus de … ? » entre joueurs de la "
    "défense consomme la renonce ; le Code (61B3, 63A) ne le dit pas, et Arbitre suit le Code."
)
# Issue 11 1i: the objection players raise most often, answered with its laws.
OBJECTION_12B2 = (
    "« Il n'y a pas eu de dommage, donc pas de transfert » : si, le transfert s'applique même sans dommage. "
    "L'arbitre ne l'écarte pas parce qu'il paraît trop sévère (12B2) ; il ajoute une marque ajustée seulement "
    "si le transfert ne répare pas le dommage (64C1)."
)
# Review E2: the withdrawn revoke card is a penalty card on the table, so its information is authorised
# for everyone (50E1); 16C concerns the cards the non-offending side takes back.
UI_16C = (
    "Tant que la carte de la renonce reste sur la table comme carte pénalisée, son information est autorisée "
    "pour tous (50E1). L'information tirée des cartes reprises par le camp non fautif est autorisée pour lui "
    "et non autorisée pour le camp fautif (16C)."
)

QUESTIONS = questions(
    Question(
        "situation",
        "Que s'est-il passé ?",
        (
            Option("not_followed", "Un joueur n'a pas fourni alors qu'il avait la couleur jouée"),
            Option(
                "requirement_ignored",
                "Un joueur n'a pas respecté une obligation imposée (couleur exigée ou interdite, "
                "option choisie par le déclarant)",
            ),
            Option(
                "penalty_card_not_played",
                "Un joueur de la défense n'a pas joué sa carte pénalisée alors qu'il le devait",
            ),
            Option("could_not_comply", "Le joueur ne pouvait ni fournir ni se conformer à l'obligation"),
            Option(
                "missing_card", "Une carte manquante a été retrouvée (un joueur avait moins de 13 cartes)"
            ),
            Option(
                "defective_trick",
                "Levée défectueuse : un joueur n'a pas fourni de carte, ou en a fourni trop",
            ),
            # Issue 11 1e: a second revoke on the deal is named up front, so that the common case (one
            # revoke) is not asked « y a-t-il eu une autre renonce ? » on every path.
            Option("two_revokes", "Deux renonces sur la même donne"),
            # Issue 38 §5: the facts first (66C, 66D, 85A1), then the revoke's own walk if established.
            Option("disputed", "Une renonce est alléguée, le joueur mis en cause la conteste"),
            # tester16 T8: 43B3 takes precedence over 64 — no rectification now, the defenders' gain removed at
            # the end; named up front, like the other special cases, so that no question is added to the
            # common path of a defender's revoke.
            Option(
                "pointed_out_by_dummy",
                "Renonce d'un défenseur signalée d'abord par le mort qui avait perdu ses droits (43A2)",
            ),
        ),
        "Renonce : ne pas fournir alors qu'on le peut, ou ne pas jouer, alors qu'on le peut, la carte "
        "ou la couleur exigée par une loi ou par l'option d'un adversaire (61A).",
    ),
    Question(
        "offender",
        "Qui est le joueur fautif ?",
        (
            Option(DECLARER, "Le déclarant (carte de sa main)"),
            Option(DUMMY, "Le mort (carte du mort)"),
            Option(DEFENDER, "Un joueur de la défense"),
        ),
        "Le joueur fautif est celui dont la main n'a pas fourni. Une carte du mort, même appelée par le "
        "déclarant, est une renonce du mort.",
    ),
    Question(
        "discovered",
        "Quand l'attention a-t-elle été attirée sur la renonce ?",
        (
            Option("during_play", "Pendant le jeu de la carte"),
            Option(
                "after_play",
                "Après la fin du jeu, avant toute déclaration du camp non fautif sur la donne suivante",
            ),
            Option("after_next_call", "Après une déclaration du camp non fautif sur la donne suivante"),
            Option("after_round", "Après la fin du tour"),
        ),
        "Passé une déclaration du camp non fautif sur la donne suivante, ou la fin du tour, il n'y a "
        "plus de transfert automatique (64B4, 64B5) ; l'arbitre peut encore rétablir l'équité (64C).",
    ),
    Question(
        "established",
        "La renonce est-elle consommée ?",
        (
            Option("no", "Non : ni le fautif ni son partenaire n'ont joué à la levée suivante"),
            Option("yes", "Oui : le fautif ou son partenaire a joué à la levée suivante"),
            Option(
                "designated",
                "Oui : le fautif ou son partenaire a nommé ou désigné une carte pour la levée suivante",
            ),
            Option("claim", "Oui : un joueur du camp fautif a revendiqué ou concédé des levées"),
            Option(
                "agreed_claim", "Oui : le camp fautif a accepté une revendication ou une concession adverse"
            ),
            # The rare case last, so the common answers keep their numbers at the terminal.
            Option(
                "both_sides_same_trick",
                "Non, mais l'autre camp a aussi renoncé à cette levée, et un seul camp a joué à la suivante",
            ),
        ),
        "Consommée : le joueur fautif ou son partenaire a joué (ou désigné une carte) pour la levée "
        "suivante, ou son camp a revendiqué ou concédé (63A). Le jeu du camp non fautif ne la consomme pas.",
    ),
    # Issue 11 §5: when attention was drawn and whether the revoke is established, in one answer:
    # a director knows both together.
    # Issue 21 §2: one answer, one fact: the stage of the deal when attention was drawn. Each stage is
    # bounded by the acts of 63A, so no two answers fit the same incident: « joué » and « nommé ou
    # désigné » are one stage (their rulings were the same), and an adverse claim accepted without
    # objection is found after the play (`designated` and `agreed_claim` are kept for stored incidents).
    Question(
        "when",
        "Où en est le jeu quand l'attention est attirée sur la renonce ?",
        (
            # The most frequent call first: the revoke comes to light once the play is over.
            Option(
                "after_play",
                "Après la fin du jeu (revendication acceptée comprise), avant une déclaration du camp non fautif "
                "sur la donne suivante",
            ),
            Option(
                "not_established",
                "Pendant le jeu (ou une revendication adverse), avant que le camp fautif joue à la levée suivante",
            ),
            Option(
                "played",
                "Pendant le jeu, après que le fautif ou son partenaire a joué, nommé ou désigné une carte pour la "
                "levée suivante",
            ),
            Option(
                "claim",
                "Pendant une revendication ou une concession du camp fautif (ou adverse, si le camp fautif avait "
                "déjà joué à la levée suivante)",
            ),
            Option("after_next_call", "Après une déclaration du camp non fautif sur la donne suivante"),
            Option("after_round", "Après la fin du tour"),
            Option(
                "both_sides_same_trick",
                "L'autre camp a aussi renoncé à cette levée, et un seul camp a joué à la suivante",
            ),
        ),
        "La renonce est consommée quand le fautif ou son partenaire a joué (même irrégulièrement), nommé ou "
        "désigné une carte pour la levée suivante, ou quand son camp a revendiqué ou concédé (63A1 à 63A3). Une "
        "revendication adverse ne la consomme que si le camp fautif ne l'a pas contestée avant la fin du tour "
        "ou avant de déclarer sur la donne suivante (63A4) : découverte pendant la discussion, la renonce se "
        "corrige ; découverte ensuite, c'est « après la fin du jeu ». Exception : une attaque faite parce qu'un "
        "adversaire a dit à tort que c'était son tour ne consomme pas (47E1). Après une déclaration du camp non "
        "fautif sur la donne suivante, ou après la fin du tour, il n'y a plus de transfert automatique (64B4, "
        "64B5).",
        legacy=(
            Option(
                "designated",
                "Pendant le jeu : le fautif ou son partenaire a nommé ou désigné une carte pour la levée suivante",
            ),
            Option(
                "agreed_claim",
                "Revendication adverse acceptée par le camp fautif, qui n'a rien contesté avant de déclarer "
                "sur la donne suivante",
            ),
        ),
    ),
    # Issue 11 §5: who won the revoke trick and whether the offending side won a later one, in one
    # answer once the play is over; the 12th trick (62D1, 64B6) as the rare last option.
    Question(
        "transfer_tricks",
        "La levée de la renonce, et les suivantes ?",
        (
            Option("offender_and_later", "Le fautif l'a gagnée, et son camp a gagné une autre levée ensuite"),
            Option("offender_only", "Le fautif l'a gagnée, et son camp n'a gagné aucune levée ensuite"),
            Option("partner", "Son partenaire l'a gagnée (le mort, si le fautif est le déclarant)"),
            Option(
                "non_offenders_later", "Le camp non fautif l'a gagnée ; le camp fautif en a gagné une ensuite"
            ),
            Option("non_offenders_none", "Le camp non fautif l'a gagnée, et toutes les suivantes"),
            Option("twelfth", "La renonce a eu lieu à la 12e levée"),
        ),
        "Seules les levées gagnées à partir de la levée de la renonce peuvent être transférées (64A). Une "
        "levée gagnée par le mort n'est pas gagnée par le déclarant.",
    ),
    Question(
        "revoke_trick",
        "Qui a remporté la levée de la renonce ?",
        (
            Option("offender", "Le joueur fautif lui-même"),
            Option("partner", "Son partenaire (le mort, si le fautif est le déclarant)"),
            Option("non_offenders", "Le camp non fautif"),
            Option("twelfth", "La renonce a eu lieu à la 12e levée"),
        ),
        "Le jeu continue : le nombre de levées transférées se compte à la fin du coup (64A). Une levée "
        "gagnée par le mort n'est pas gagnée par le déclarant.",
    ),
    Question(
        "second_revoke",
        "Quelle est l'autre renonce ?",
        (
            Option("same_player_same_suit", "Le même joueur a renoncé deux fois dans la même couleur"),
            Option(
                "other_side",
                "L'autre camp a aussi fait une renonce (nommez l'un ou l'autre fautif : la décision est la même)",
            ),
            # Review N1: whose the other revoke of the same side is decides 64B3 (dummy's card).
            Option("same_player_other_suit", "Le même joueur, dans une autre couleur"),
            Option(
                "partner",
                "Son partenaire (le mort pour le déclarant, le déclarant pour le mort, l'autre joueur de la "
                "défense)",
            ),
        ),
        "Deuxième renonce du même joueur dans la même couleur (64B2) et renonces des deux camps (64B7, "
        "62C3) : le transfert suit des règles propres ; l'arbitre rétablit l'équité (64C2). Une renonce du "
        "mort ne donne jamais de transfert (64B3).",
        legacy=(Option("same_side_other", "Le même camp, dans une autre couleur ou par l'autre joueur"),),
    ),
    yes_no(
        "partner_asked",
        "Son partenaire lui a-t-il demandé s'il avait de la couleur (« plus de … ? ») ?",
        "Sous ce règlement, la question d'un joueur de la défense à son partenaire rend la renonce "
        "consommée (le texte des Lois, 61B3 et 63A, ne le prévoit pas).",
    ),
    yes_no(
        "dummy_asked",
        "Le mort, après avoir échangé sa main avec le déclarant, quitté sa place pour le regarder jouer, "
        "ou regardé la main d'un joueur de la défense, a-t-il été le premier à lui demander s'il avait de "
        "la couleur ?",
        "Le mort peut demander au déclarant s'il a de la couleur (61B2a), sauf après l'un des trois actes "
        "interdits par 43A2 (échanger sa main, quitter sa place pour regarder jouer le déclarant, regarder "
        "la main d'un joueur de la défense) : la Loi 64 s'applique alors comme si la renonce était "
        "consommée (43B2b).",
    ),
    Question(
        "card_source",
        "D'où venait la carte de la renonce ?",
        (
            Option("hand", "De sa main (carte cachée jusque-là)"),
            Option("faced", "Elle était déjà exposée sur la table (carte pénalisée)"),
        ),
        "Une carte retirée de la main cachée d'un joueur de la défense devient carte pénalisée "
        "principale (62B1) ; une carte déjà exposée est simplement remplacée (62B2).",
    ),
    Question(
        "trick_twelve",
        "À quelle levée la renonce a-t-elle eu lieu ?",
        (Option("before_12", "Une des levées 1 à 11"), Option("twelfth", "La 12e levée")),
        "À la 12e levée, une renonce se corrige même consommée tant que les quatre mains ne sont pas "
        "rentrées dans l'étui (62D1), et ne donne jamais de transfert (64B6).",
    ),
    yes_no(
        "hands_returned",
        "Les quatre mains ont-elles déjà été remises dans l'étui ?",
        "Tant qu'une main n'est pas rentrée dans l'étui, la renonce de la 12e levée est corrigée (62D1).",
    ),
    Question(
        "other_revoke",
        "Y a-t-il eu une autre renonce sur cette donne ?",
        (
            Option("none", "Non"),
            Option(
                "same_player_same_suit",
                "Oui : ce même joueur avait déjà fait une renonce consommée dans la même couleur",
            ),
            Option("other_side", "Oui : l'autre camp a aussi fait une renonce"),
        ),
        "Deuxième renonce du même joueur dans la même couleur (64B2) et renonces des deux camps "
        "(64B7, 62C3) : pas de transfert automatique, l'arbitre rétablit l'équité (64C2).",
    ),
    Question(
        "other_side_status",
        "Et la renonce de l'autre camp ?",
        (
            Option("established", "Elle est consommée elle aussi"),
            Option(
                "same_trick_one_side_played",
                "Elle a eu lieu sur la même levée, et un seul camp a joué à la levée suivante",
            ),
            Option("not_established", "Elle n'est pas consommée : elle sera corrigée à part"),
        ),
        "Si les deux camps ont renoncé sur la même levée et qu'un seul a joué à la levée suivante, "
        "les deux renonces sont corrigées (62C3).",
    ),
    Question(
        "revoke_trick_winner",
        "Qui a remporté la levée de la renonce ?",
        (
            Option("offender", "Le joueur fautif lui-même"),
            Option("partner", "Son partenaire (le mort, si le fautif est le déclarant)"),
            Option("non_offenders", "Le camp non fautif"),
        ),
        "Une levée gagnée par le mort n'est pas gagnée par le déclarant (note de la Loi 64).",
    ),
    Question(
        "first_revoke_trick_winner",
        "Pour la première renonce : qui a remporté sa levée ?",
        (
            Option("offender", "Le joueur fautif lui-même"),
            Option("partner", "Son partenaire (le mort, si le fautif est le déclarant)"),
            Option("non_offenders", "Le camp non fautif"),
        ),
        "Deux renonces du même joueur dans la même couleur : seule la première donne un transfert (64A), "
        "la seconde aucun (64B2). Une levée gagnée par le mort n'est pas gagnée par le déclarant.",
    ),
    # Review N3: asked once the play is over only; « not yet » is kept for stored incidents.
    Question(
        "first_later_tricks",
        "Après la levée de la première renonce, le camp fautif a-t-il remporté au moins une levée ?",
        (Option("yes", "Oui"), Option("no", "Non")),
        "Les levées gagnées après la levée de la première renonce comptent, celle de la seconde comprise : "
        "la seconde renonce, dans la même couleur, ne prend aucune levée (64B2).",
        legacy=(Option("not_yet", "On ne sait pas encore : le jeu continue"),),
    ),
    # Offered with a ruling given during the play: at the end of play the director gives it and gets
    # the count (issue 21 §2: a count already known is given, not left « à la fin du coup »).
    Question(
        "later_tricks",
        "Fin du coup : après la levée de la renonce, le camp fautif a-t-il remporté au moins une levée ?",
        (Option("yes", "Oui"), Option("no", "Non")),
        "Seules les levées gagnées à partir de la levée de la renonce peuvent être transférées ; "
        "celles gagnées avant restent acquises au camp fautif (64A).",
        legacy=(Option("not_yet", "On ne sait pas encore : le jeu continue"),),
    ),
    # Review N1/N2: two revokes of one side, each counted for itself (64A), the other revoke's trick as
    # the named one's `transfer_tricks`; and, when a trick could count twice, the offenders' tricks.
    Question(
        "other_transfer_tricks",
        "L'autre renonce : sa levée, et les suivantes ?",
        (
            Option(
                "offender_and_later", "Son auteur l'a gagnée, et son camp a gagné une autre levée ensuite"
            ),
            Option("offender_only", "Son auteur l'a gagnée, et son camp n'a gagné aucune levée ensuite"),
            Option("partner", "Le partenaire de son auteur l'a gagnée (le mort, si c'est le déclarant)"),
            Option(
                "non_offenders_later", "Le camp non fautif l'a gagnée ; le camp fautif en a gagné une ensuite"
            ),
            Option("non_offenders_none", "Le camp non fautif l'a gagnée, et toutes les suivantes"),
            # Review R1: either revoke may be the one on trick 12, or a penalty card not played.
            Option("twelfth", "Elle a eu lieu à la 12e levée"),
            Option(
                "penalty_card",
                "C'était une carte pénalisée qu'un joueur de la défense n'a pas jouée",
            ),
        ),
        "Chaque renonce se compte pour elle-même, à partir de sa propre levée (64A). Une levée gagnée par "
        "le mort n'est pas gagnée par le déclarant. Une renonce à la 12e levée (64B6) ou une carte pénalisée "
        "non jouée (64B3) ne donne pas de transfert, mais l'autre renonce garde le sien. Si la renonce que vous "
        "avez nommée était une carte pénalisée non jouée, nommez plutôt l'autre d'abord : la décision est la même.",
    ),
    # Issue 29 §4: offered with an established revoke once the play is over (64C).
    yes_no(
        "equity_64C",
        "Après cette règle, un camp reste-t-il lésé : aurait-il probablement fait mieux sans la renonce ?",
        "Le transfert s'applique même sans dommage (12B2) ; mais s'il ne répare pas tout le dommage, "
        "l'arbitre attribue une marque ajustée, le résultat probable sans la renonce (64C1 ; 64C2a pour une "
        "seconde renonce dans la même couleur, 64C2b quand les deux camps ont renoncé).",
        director_only=True,
    ),
    Question(
        "tricks_from_first",
        "Combien de levées le camp fautif a-t-il gagnées en tout, à partir de la levée de la première des "
        "deux renonces (celle-ci comprise) ?",
        (
            Option("one", "Une"),
            Option("two", "Deux"),
            Option("three", "Trois"),
            Option("four_or_more", "Quatre ou plus"),
        ),
        "Une même levée n'est pas transférée deux fois : les deux renonces ensemble ne prennent pas plus "
        "de levées que le camp fautif n'en a gagné depuis la première (64A).",
    ),
    yes_no(
        "declarer_played_since",
        "Le déclarant a-t-il joué depuis, de sa main ou du mort ?",
        "Si le déclarant a joué après la carte jouée à tort, il doit l'accepter (52B1b).",
    ),
    Question(
        "card_found",
        "Où la carte manquante a-t-elle été retrouvée ?",
        (
            Option("among_played", "Parmi les cartes jouées (dans les levées)"),
            Option("elsewhere", "Ailleurs : par terre, dans l'étui, dans une poche…"),
            Option("not_found", "Introuvable : la donne est reconstituée avec un autre jeu"),
        ),
        "La carte retrouvée est réputée avoir toujours été dans la main (14B4).",
    ),
    yes_no(
        "should_have_played",
        "Le joueur aurait-il dû jouer cette carte plus tôt (il avait ainsi la couleur d'une levée "
        "où il n'a pas fourni) ?",
        "Ne pas avoir joué une carte réputée dans la main peut constituer une renonce (14B4).",
    ),
    Question(
        "defect_kind",
        "Qu'est-ce qui ne va pas dans la levée ?",
        (
            Option("missing", "Le joueur n'a fourni aucune carte à cette levée"),
            Option("extra", "Le joueur a fourni plus d'une carte à cette levée"),
        ),
        "Levée défectueuse : un joueur y a fourni trop ou trop peu de cartes (67).",
    ),
    yes_no(
        "next_trick_played_by_both",
        "Chaque camp a-t-il déjà joué à la levée suivante ?",
        "Avant que chaque camp ait joué à la levée suivante, on complète ou on corrige simplement la levée (67A).",
    ),
    yes_no(
        "defect_side_won",
        "Le camp fautif a-t-il remporté la levée défectueuse ou une levée suivante ?",
        "Le joueur fautif est réputé avoir renoncé sur la levée défectueuse : une levée est transférée "
        "si son camp a gagné celle-ci ou une suivante (67B1, 64A2).",
    ),
    *result.QUESTIONS,
)

# Asked by the flow before issue 11 §5 merged them into `when`, `transfer_tricks`, `revoke_trick` and
# `second_revoke` (and before issue 21 merged `unplayed_kind` into `kind`); kept so that an incident
# stored mid-flow is still ruled from its answers. `later_tricks` is no longer legacy: it is offered.
LEGACY = frozenset({"established", "other_revoke", "revoke_trick_winner"})
