"""L'attaque hors tour pendant le jeu — Lois 53, 55 et 56, avec 47E et 60.

The director's order: what happened (a lead out of turn, a lead made because an opponent
said it was the player's turn, a card played on a mistaken explanation); trick 13 first
(always retracted); then who led out of turn; has anyone already played to it (acceptance
by play, 53A; proper lead, 53B; wrong defender, 53C); otherwise the options, chosen by the
defenders (55A) or by declarer (56). One function per rectification; its law is in its name.
Every explanation is written in our own words.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import Choice, ChooserRole, Option, PenaltyCard, PenaltyKind, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics import premature_play

DECLARER_CHOOSER = "le déclarant, seul, sans consulter son partenaire (10C2)"
DEFENDERS_CHOOSER = (
    "les joueurs de la défense, chacun sans consulter l'autre ; s'ils ne sont pas d'accord, l'avis de "
    "celui qui joue juste après l'attaque irrégulière l'emporte (55A)"
)
EQUITY_55C = (
    "Si le déclarant adopte ensuite une ligne de jeu qui a pu s'appuyer sur l'information tirée de son "
    "attaque hors tour, la Loi 16 s'applique : l'arbitre peut ajuster la marque (55C)."
)
PENALTY_60B = (
    "Un joueur de la défense qui joue une carte avant que le déclarant ait attaqué de la bonne main fait "
    "de cette carte une carte pénalisée principale (60B)."
)

QUESTIONS = questions(
    Question(
        "situation",
        "Que s'est-il passé ?",
        (
            Option(
                "lead_out_of_turn",
                "Un joueur a attaqué alors que ce n'était pas à lui (ou le déclarant de la mauvaise main)",
            ),
            Option(
                "told_his_turn",
                "Un joueur a attaqué ou joué hors tour parce qu'un adversaire lui a dit que c'était à lui",
            ),
            Option(
                "misexplanation",
                "Un joueur a joué une carte à cause d'une explication erronée donnée par un adversaire",
            ),
        ),
        "L'attaque hors tour pendant le jeu : la carte retournée par un joueur à qui ce n'était pas le tour "
        "d'attaquer. Pour l'entame (première carte du coup), choisissez le thème « Entame hors tour » ; pour "
        "une carte jouée avant son tour à la levée en cours, ou une attaque de la levée suivante avant que le "
        "partenaire ait joué, le thème « Jeu prématuré et cartes jouées simultanément ».",
    ),
    # One question for who led and whose turn it was: a director knows both at once (§5).
    Question(
        "who_led",
        "Qui a attaqué hors tour, et à qui était-ce d'attaquer ?",
        (
            Option(
                "declarer_wrong_hand",
                "Le déclarant, de sa main alors que la main était au mort, ou l'inverse",
            ),
            Option(
                "declarer_defender_turn",
                "Le déclarant (de sa main ou du mort), alors que c'était à la défense",
            ),
            Option(
                "defender_declarer_turn",
                "Un joueur de la défense, alors que c'était au déclarant (ou au mort)",
            ),
            Option("defender_partner_turn", "Un joueur de la défense, alors que c'était à son partenaire"),
            Option("trick_thirteen", "N'importe qui, à la 13e levée"),
        ),
        "Une attaque du mort est une attaque du déclarant. Si la défense fait reprendre l'attaque du "
        "déclarant : quand c'était à elle d'attaquer, la carte retourne dans la main d'où elle vient sans "
        "autre rectification (55B1) ; quand c'était la mauvaise main, il attaque de la bonne main (55B2). "
        "À la 13e levée, une attaque hors tour est toujours reprise (53A).",
    ),
    Question(
        "followed_wrong_hand",
        "Un joueur de la défense a-t-il déjà joué une carte sur cette attaque ?",
        (
            Option("no", "Non"),
            Option("lho", "Oui, celui qui joue juste après la main qui a attaqué (à sa gauche)"),
            Option("rho", "Oui, celui qui est placé à droite de la main qui a attaqué"),
        ),
        "Jouer sur l'attaque depuis la main suivante l'accepte (53A) ; si c'est le joueur placé à droite "
        "qui joue, l'attaque est maintenue et c'est un jeu prématuré (53C, 57).",
    ),
    Question(
        "followed_defender_turn",
        "Un joueur de la défense a-t-il déjà joué une carte après cette attaque ?",
        (
            Option("no", "Non"),
            Option(
                "lho",
                "Oui, celui qui joue juste après la main qui a attaqué a joué une carte sur cette attaque "
                "(fourni, défaussé ou coupé)",
            ),
            Option(
                "rho",
                "Oui, celui qui est placé à droite de la main qui a attaqué a joué une carte sur cette attaque",
            ),
            Option(
                "proper_lead",
                "Oui : le joueur de la défense dont c'était le tour a fait son attaque régulière",
            ),
        ),
        "Le joueur dont c'était le tour peut faire son attaque régulière sans que sa carte compte sur "
        "l'attaque irrégulière (53B).",
    ),
    Question(
        "defenders_choice",
        "Que choisissent les joueurs de la défense ?",
        (
            Option("not_yet", "Ils n'ont pas encore choisi : afficher les options à leur expliquer"),
            Option("accept", "Accepter l'attaque (tous deux)"),
            Option("retract", "Faire reprendre l'attaque (tous deux)"),
            Option("disagree", "Ils ne sont pas d'accord entre eux"),
        ),
        "Chaque joueur de la défense peut accepter l'attaque ou la faire reprendre ; en cas de désaccord, "
        "l'avis du joueur qui joue juste après l'attaque irrégulière l'emporte (55A).",
    ),
    Question(
        "next_defender_wants",
        "Que veut le joueur de la défense qui joue juste après l'attaque irrégulière ?",
        (
            Option("accept", "Il accepte l'attaque (son partenaire voulait la faire reprendre)"),
            Option("retract", "Il la fait reprendre (son partenaire voulait l'accepter)"),
        ),
        "En cas de désaccord, l'avis du joueur qui joue juste après l'attaque irrégulière l'emporte (55A).",
    ),
    Question(
        "followed_declarer_turn",
        "Le déclarant a-t-il déjà joué une carte après cette attaque ?",
        (
            Option("no", "Non"),
            Option(
                "next_hand",
                "Oui, de la main suivante dans l'ordre du jeu (à gauche du fautif) : fourni, défaussé ou coupé",
            ),
            Option("proper_lead", "Oui : il a fait son attaque régulière, de la main qui avait la main"),
        ),
        "Jouer une carte sur l'attaque (fournir, défausser ou couper) depuis la main suivante l'accepte (53A, 60A) ; faire son attaque régulière "
        "laisse l'attaque du déclarant maintenue (53B).",
    ),
    Question(
        "followed_partner_turn",
        "Le déclarant a-t-il déjà joué une carte sur cette attaque, de la main suivante dans l'ordre du jeu ?",
        (Option("no", "Non"), Option("next_hand", "Oui")),
        "Jouer depuis la main suivante, à gauche du fautif, accepte l'attaque (53A, 60A).",
    ),
    Question(
        "declarer_choice",
        "Que choisit le déclarant ?",
        (
            Option("not_yet", "Il n'a pas encore choisi : afficher les options à lui expliquer"),
            Option("accept", "Accepter l'attaque"),
            Option("refuse", "Refuser l'attaque (la carte devient carte pénalisée principale)"),
        ),
        "Le déclarant accepte l'attaque hors tour (56A) ou la fait reprendre : la carte devient alors carte "
        "pénalisée principale (56B). Il choisit seul (10C2).",
    ),
    Question(
        "card_after",
        "Une carte a-t-elle été jouée depuis ?",
        (
            Option(
                "no",
                "Non : personne n'a joué de carte depuis, ni à cette levée ni à la suivante (pour une entame : "
                "le mort n'a encore étalé aucune carte)",
            ),
            Option(
                "yes",
                "Oui : une carte a été jouée depuis, à cette levée ou à la suivante (pour une entame : le mort a "
                "étalé au moins une carte)",
            ),
        ),
        "Une carte jouée sur une explication erronée ne peut être reprise que si aucune carte n'a été jouée "
        "après elle ; une entame, plus dès que le mort a étalé une carte (47E2a).",
    ),
    # 53C hands over to Law 57: its exceptions (57C1, 57C2) and its options are asked here too.
    premature_play.QUESTIONS["declarer_played_both"],
    premature_play.QUESTIONS["dummy_prompted"],
    premature_play.QUESTIONS["choice_57A"],
)


# --- 47E: the player was misinformed --------------------------------------------------------


def told_his_turn_47E1() -> Ruling:
    return Ruling(
        id="attaque.tour_annonce_a_tort_47E1",
        title="Attaque hors tour faite sur l'indication d'un adversaire : reprise sans rectification",
        laws=("47E1", "16C", "63A1"),
        now=(
            "Le joueur a attaqué (ou joué) parce qu'un adversaire lui a dit, à tort, que c'était à lui : la "
            "carte est reprise sans aucune rectification (47E1). Ce n'est pas une carte pénalisée.",
            "Son adversaire de gauche ne peut pas accepter cette attaque (47E1). Cette carte reprise ne "
            "consomme pas une éventuelle renonce de son camp à la levée précédente : la Loi 63A1 ne "
            "s'applique pas (47E1).",
            "La carte reprise est une information autorisée pour le camp du joueur et non autorisée pour le "
            "camp qui l'a mal renseigné (16C).",
            "L'attaque est faite ensuite par la bonne main (ou, pour une carte jouée, la levée continue dans "
            "l'ordre).",
        ),
        equity_may_apply=True,
        notes=(
            "Si le camp qui a mal renseigné le joueur tire parti de la carte vue et que l'autre camp en est "
            "lésé, l'arbitre ajuste la marque (16C).",
        ),
        script=(
            "On vous a dit à tort que c'était à vous : reprenez votre carte, sans pénalité. L'attaque "
            "revient au bon joueur.",
        ),
    )


def misexplanation_47E2a() -> Ruling:
    return Ruling(
        id="attaque.explication_erronee.reprise_47E2a",
        title="Carte jouée sur une explication erronée : elle peut être reprise",
        laws=("47E2a", "16C"),
        now=(
            "Le joueur a joué sa carte à cause d'une explication erronée d'un adversaire, avant que "
            "l'explication soit rectifiée, et aucune carte n'a été jouée depuis (ni à cette levée ni à la "
            "suivante) : il peut la reprendre et en jouer une autre, sans rectification (47E2a). Ce n'est pas "
            "une carte pénalisée.",
            "La carte reprise est une information autorisée pour son camp et non autorisée pour le camp "
            "qui a donné l'explication erronée (16C).",
        ),
        notes=(
            "Sans preuve du contraire, l'arbitre présume une explication erronée plutôt qu'une déclaration "
            "erronée : c'est au camp qui a expliqué de montrer que son accord était bien celui décrit.",
            "Une entame ne peut plus être reprise dès que le mort a étalé une carte (47E2a).",
        ),
        script=(
            "L'explication qu'on vous a donnée était erronée : vous pouvez reprendre votre carte et en jouer "
            "une autre, sans pénalité.",
        ),
        equity_may_apply=True,  # 16C: unauthorised for the side that misexplained (review E10)
    )


def misexplanation_too_late_47E2b() -> Ruling:
    return Ruling(
        id="attaque.explication_erronee.trop_tard_47E2b",
        title="Carte jouée sur une explication erronée : trop tard pour la reprendre",
        laws=("47E2b", "12C1b"),
        now=(
            "Une carte a été jouée depuis (ou, pour une entame, le mort a étalé une carte) : la carte jouée "
            "sur l'explication erronée ne peut plus être reprise ; le jeu continue (47E2).",
        ),
        end_of_play=(
            "En fin de coup, si l'explication erronée a lésé le camp du joueur, l'arbitre attribue une "
            "marque ajustée qui rétablit le résultat probable sans l'infraction (47E2b, 12C1b).",
        ),
        equity_may_apply=True,
        script=(
            "Il est trop tard pour reprendre la carte : le jeu continue. Rappelez-moi en fin de coup si vous "
            "vous estimez lésés.",
        ),
    )


# --- trick 13 ---------------------------------------------------------------------------


def thirteenth_trick_53A() -> Ruling:
    return Ruling(
        id="attaque.treizieme_levee",
        title="Attaque hors tour à la 13e levée : toujours reprise",
        laws=("53A",),
        now=(
            "À la 13e levée, une attaque hors tour ne peut pas être acceptée : elle est reprise, et la levée "
            "est jouée dans l'ordre, en commençant par la bonne main (53A).",
            "Chaque joueur n'ayant plus qu'une carte, il n'y a pas d'autre conséquence : la carte reprise "
            "sera jouée à son tour.",
        ),
        script=("Dernière levée : on la joue dans l'ordre, en commençant par la bonne main.",),
    )


# --- 55: declarer led out of turn ---------------------------------------------------------


def declarer_lead_accepted_53A_55A(declarer_case: str, by_play: bool) -> Ruling:
    wrong_hand = declarer_case == "wrong_hand"
    how = (
        "Le joueur de la défense qui joue juste après la main qui a attaqué a joué une carte sur cette "
        "attaque (fourni, défaussé ou coupé) : elle est acceptée (53A)."
        if by_play
        else "Les joueurs de la défense acceptent l'attaque (ou, en cas de désaccord, celui qui joue juste "
        "après l'attaque irrégulière l'accepte) (53A, 55A)."
    )
    return Ruling(
        id="attaque.declarant.acceptee_par_le_jeu" if by_play else "attaque.declarant.acceptee",
        title="Attaque hors tour du déclarant acceptée",
        laws=("53A", "55A"),
        now=(
            how,
            "L'attaque devient régulière et le jeu continue dans l'ordre, sans rectification"
            + (" ; le déclarant joue ensuite de l'autre main, à son tour." if wrong_hand else "."),
        ),
        equity_may_apply=True,
        notes=(EQUITY_55C,),
        script=("L'attaque est acceptée : le jeu continue normalement.",),
    )


def declarer_lead_retracted_55B1() -> Ruling:
    return Ruling(
        id="attaque.declarant.reprise_55B1",
        title="Attaque hors tour du déclarant, à la place de la défense : carte reprise sans rectification",
        laws=("55A", "55B1", "55C", "16C"),
        now=(
            "La défense fait reprendre l'attaque : le déclarant remet la carte dans la main d'où elle vient, "
            "sans autre rectification (55B1).",
            "Le joueur de la défense dont c'était le tour attaque la carte de son choix.",
            "La carte reprise est une information autorisée pour la défense, non autorisée pour le "
            "déclarant (16C).",
        ),
        equity_may_apply=True,
        notes=(EQUITY_55C,),
        script=("Déclarant, reprenez votre carte : ce n'était pas à vous d'attaquer. La défense attaque.",),
    )


def declarer_lead_retracted_55B2() -> Ruling:
    return Ruling(
        id="attaque.declarant.reprise_55B2",
        title="Attaque du déclarant de la mauvaise main : il attaque de la bonne main",
        laws=("55A", "55B2", "55C", "60B", "16C"),
        now=(
            "La défense fait reprendre l'attaque : le déclarant reprend la carte et attaque de la bonne main "
            "(55B2). Il attaque n'importe quelle carte : il n'est pas tenu de jouer la même couleur.",
            PENALTY_60B,
            "La carte reprise est une information autorisée pour la défense, non autorisée pour le "
            "déclarant (16C).",
        ),
        equity_may_apply=True,
        notes=(EQUITY_55C,),
        script=(
            "Déclarant, reprenez votre carte et attaquez de la bonne main, la carte de votre choix.",
            "Défense, ne jouez pas avant que le déclarant ait attaqué de la bonne main.",
        ),
    )


def declarer_lead_options_55A(declarer_case: str) -> Ruling:
    wrong_hand = declarer_case == "wrong_hand"
    retract = (
        Choice(
            "Faire reprendre l'attaque : le déclarant attaque de la bonne main, n'importe quelle carte",
            ("55B2",),
        )
        if wrong_hand
        else Choice(
            "Faire reprendre l'attaque : la carte retourne dans la main du déclarant, sans autre "
            "rectification, et la défense attaque",
            ("55B1",),
        )
    )
    return Ruling(
        id="attaque.declarant.options_de_la_defense",
        title="Attaque hors tour du déclarant : la défense accepte ou la fait reprendre",
        laws=("55A", "55B2" if wrong_hand else "55B1", "55C", "10C1"),
        now=(
            "Le déclarant a attaqué hors tour"
            + (" de la mauvaise main." if wrong_hand else " alors que c'était à la défense d'attaquer.")
            + " L'arbitre explique les options à la défense (10C1).",
            "Chaque joueur de la défense peut accepter l'attaque ou la faire reprendre ; s'ils ne sont pas "
            "d'accord, c'est l'avis de celui qui joue juste après l'attaque irrégulière qui l'emporte (55A).",
        ),
        chooser=DEFENDERS_CHOOSER,
        chooser_role=ChooserRole.DEFENDERS,
        choices=(Choice("Accepter l'attaque : le jeu continue normalement", ("53A", "55A")), retract),
        equity_may_apply=True,
        notes=(EQUITY_55C,),
        script=(
            "Défense, vous pouvez accepter cette attaque ou la faire reprendre. Si vous n'êtes pas d'accord "
            "entre vous, c'est le joueur qui joue juste après l'attaque qui décide.",
        ),
    )


def proper_lead_after_declarer_53B() -> Ruling:
    return Ruling(
        id="attaque.declarant.attaque_reguliere_53B",
        title="Attaque régulière de la défense après l'attaque hors tour du déclarant",
        laws=("53B", "55B1", "16C"),
        now=(
            "Le joueur de la défense dont c'était le tour a fait son attaque régulière : elle est maintenue, "
            "et sa carte ne compte pas comme jouée sur l'attaque du déclarant (53B).",
            "La carte du déclarant, et toute carte posée par erreur à cette levée, peut être reprise, sans "
            "rectification (53B, 55B1).",
            "Ces cartes reprises sont une information non autorisée pour le camp fautif (16C).",
        ),
        equity_may_apply=True,
        notes=(EQUITY_55C,),
        script=("L'attaque de la défense est maintenue ; déclarant, reprenez votre carte.",),
    )


WRONG_DEFENDER_53C = (
    "Le joueur de la défense placé à droite de la main qui a attaqué a joué une carte : l'attaque du "
    "déclarant est maintenue et c'est un jeu prématuré, rectifié par la Loi 57 (53C)."
)


def wrong_defender_played_53C_57(facts: Facts) -> Ruling:
    """53C: the lead stands and Law 57 applies, with its own exceptions: no rectification once declarer
    has played from both hands (57C1), or when dummy prompted the play (57C2)."""
    return premature_play.defender_before_partner(
        facts, prefix="attaque.declarant.53C", extra_laws=("53C",), extra_now=(WRONG_DEFENDER_53C,)
    )


def declarer_led_choice(declarer_case: str, choice: str) -> Ruling:
    if choice == "accept":
        return declarer_lead_accepted_53A_55A(declarer_case, by_play=False)
    if declarer_case == "wrong_hand":
        return declarer_lead_retracted_55B2()
    return declarer_lead_retracted_55B1()


DISAGREEMENT_55A = (
    "Les joueurs de la défense ne sont pas d'accord : l'avis de celui qui joue juste après l'attaque "
    "irrégulière l'emporte (55A)."
)


def _disagreement_55A(ruling: Ruling) -> Ruling:
    """The same rectification as if both had chosen it, with who decided (55A)."""
    return replace(
        ruling,
        id=f"{ruling.id}.desaccord_55A",
        now=(DISAGREEMENT_55A, *ruling.now),
        chooser="le joueur de la défense qui joue juste après l'attaque irrégulière (55A)",
        chooser_role=ChooserRole.NEXT_DEFENDER,
    )


def declarer_led_55(facts: Facts, declarer_case: str) -> Ruling:
    if declarer_case == "wrong_hand":
        followed = facts.ask("followed_wrong_hand")
    else:
        followed = facts.ask("followed_defender_turn")
    if followed == "lho":
        return declarer_lead_accepted_53A_55A(declarer_case, by_play=True)
    if followed == "rho":
        return wrong_defender_played_53C_57(facts)
    if followed == "proper_lead":
        return proper_lead_after_declarer_53B()
    choice = facts.ask("defenders_choice")
    if choice == "disagree":
        # 55A: the defenders chose differently; the player next in turn to the irregular lead prevails.
        return _disagreement_55A(declarer_led_choice(declarer_case, facts.ask("next_defender_wants")))
    if choice == "accept":
        return declarer_lead_accepted_53A_55A(declarer_case, by_play=False)
    if choice == "retract":
        if declarer_case == "wrong_hand":
            return declarer_lead_retracted_55B2()
        return declarer_lead_retracted_55B1()
    return declarer_lead_options_55A(declarer_case)


# --- 56: a defender led out of turn --------------------------------------------------------


def defender_lead_accepted_53A(by_play: bool) -> Ruling:
    laws = ("53A", "60A1", "60A2") if by_play else ("53A", "56A")
    how = (
        "Le déclarant a joué sur l'attaque depuis la main suivante dans l'ordre du jeu : elle est acceptée "
        "et le droit à rectification est perdu (53A, 60A1). L'attaque est traitée comme faite à son tour "
        "(60A2)."
        if by_play
        else "Le déclarant accepte l'attaque hors tour (56A, 53A)."
    )
    return Ruling(
        id="attaque.defense.acceptee_par_le_jeu" if by_play else "attaque.defense.acceptee",
        title="Attaque hors tour d'un joueur de la défense acceptée",
        laws=laws,
        now=(
            how,
            "La carte est jouée normalement et le jeu continue dans l'ordre, depuis la main à gauche du "
            "fautif. Il n'y a pas de carte pénalisée.",
        ),
        script=("L'attaque est acceptée : le jeu continue normalement, depuis la main suivante.",),
    )


def proper_lead_after_defender_53B() -> Ruling:
    return Ruling(
        id="attaque.defense.attaque_reguliere_53B",
        title="Le déclarant a fait son attaque régulière après l'attaque hors tour",
        laws=("53B", "16C"),
        now=(
            "C'était au déclarant d'attaquer, et il a fait son attaque régulière : elle est maintenue (53B).",
            "La carte attaquée hors tour, et toute carte posée par erreur à cette levée, peut être reprise "
            "sans devenir carte pénalisée (53B) : le déclarant ne peut plus accepter cette attaque ni en "
            "faire une carte pénalisée.",
            "La carte reprise est une information non autorisée pour la défense et autorisée pour le "
            "déclarant (16C).",
        ),
        equity_may_apply=True,
        notes=(
            "Interprétation retenue (comme l'article d'arbitrage dont Arbitre est parti) : la carte attaquée hors tour compte parmi les "
            "cartes posées par erreur que la Loi 53B permet de reprendre.",
            "Si la défense tire parti de la carte vue au détriment du déclarant, l'arbitre ajuste (16C).",
        ),
        script=(
            "Votre attaque est maintenue, déclarant. Joueur de la défense, vous pouvez reprendre votre carte "
            "et jouer à votre tour. Partenaire, cette carte est une information non autorisée pour vous.",
        ),
    )


def refuse_56B_declarer_to_lead() -> Ruling:
    return Ruling(
        id="attaque.defense.refusee.au_declarant",
        title="Attaque hors tour refusée : carte pénalisée principale, le déclarant attaque",
        laws=("56B", "50B", "50D1a", "50D1b", "50D2a", "50D2b", "50E1"),
        now=(
            "Le déclarant refuse l'attaque : le joueur de la défense la reprend de la levée, mais elle reste "
            "face visible devant lui, carte pénalisée principale (56B, 50B).",
            "Le déclarant attaque de la bonne main. Le fautif devra jouer sa carte pénalisée à la première "
            "occasion légale ; fournir passe avant (50D1a, 50D1b).",
            "Quand le partenaire du fautif prendra la main, le déclarant choisira d'exiger ou d'interdire la "
            "couleur de la carte pénalisée (carte reprise) ou de laisser l'attaque libre (50D2).",
        ),
        penalty_cards=(
            PenaltyCard("le joueur de la défense fautif", PenaltyKind.MAJOR, "la carte attaquée hors tour"),
        ),
        lead_restrictions=(
            "Quand le partenaire du fautif prendra la main : le déclarant exige ou interdit la couleur de la "
            "carte pénalisée (carte reprise), ou laisse l'attaque libre (50D2).",
        ),
        equity_may_apply=True,
        notes=(
            "Tant qu'elle est sur la table, la carte pénalisée est une information autorisée pour tous "
            "(50E1) ; reprise en main, elle devient non autorisée pour le partenaire du fautif (50E2).",
        ),
        script=(
            "Votre carte reste sur la table : c'est une carte pénalisée principale, à jouer dès que possible. "
            "Déclarant, attaquez de la bonne main.",
        ),
    )


def refuse_56B_partner_to_lead() -> Ruling:
    return Ruling(
        id="attaque.defense.refusee.au_partenaire",
        title="Attaque hors tour refusée : le partenaire attaque, le déclarant choisit la restriction",
        laws=("56B", "50B", "50D2a", "50D2b", "50D1a", "50E2", "59"),
        now=(
            "Le déclarant refuse l'attaque : la carte devient carte pénalisée principale (56B, 50B).",
            "C'était au partenaire du fautif d'attaquer : il attend que le déclarant choisisse une des "
            "options ci-dessous (50D2). S'il ne peut pas s'y conformer, il joue ce qu'il veut (59).",
        ),
        chooser=DECLARER_CHOOSER,
        chooser_role=ChooserRole.DECLARER,
        choices=(
            Choice(
                "Exiger l'attaque dans la couleur de la carte pénalisée : la carte est reprise en main",
                ("50D2a",),
            ),
            Choice(
                "Interdire cette couleur tant que le partenaire garde la main : la carte est reprise en main",
                ("50D2a",),
            ),
            Choice(
                "Laisser l'attaque libre : la carte reste sur la table, à jouer à la première occasion légale",
                ("50D2b", "50D1a"),
            ),
        ),
        penalty_cards=(
            PenaltyCard(
                "le joueur de la défense fautif",
                PenaltyKind.MAJOR,
                "la carte attaquée hors tour (reprise en main si le déclarant exige ou interdit sa couleur)",
            ),
        ),
        lead_restrictions=(
            "Le partenaire du fautif attaque selon le choix du déclarant : couleur exigée, couleur interdite "
            "tant qu'il garde la main, ou attaque libre (50D2).",
        ),
        equity_may_apply=True,
        notes=(
            "Une carte reprise en main (couleur exigée ou interdite) est une information non autorisée pour "
            "le partenaire du fautif, autorisée pour le déclarant (50E2).",
        ),
        script=(
            "Le déclarant refuse votre attaque : votre carte est pénalisée principale.",
            "Déclarant, choisissez seul : exiger cette couleur, l'interdire tant que le partenaire garde la "
            "main (la carte est alors reprise), ou laisser l'attaque libre (la carte reste sur la table).",
        ),
    )


def defender_lead_options_56(correct_leader: str) -> Ruling:
    if correct_leader == "partner":
        refuse = (
            Choice("Refuser et exiger la couleur de la carte : elle est reprise en main", ("56B", "50D2a")),
            Choice(
                "Refuser et interdire cette couleur tant que le partenaire garde la main : elle est reprise",
                ("56B", "50D2a"),
            ),
            Choice(
                "Refuser et laisser l'attaque libre : la carte reste sur la table, carte pénalisée principale",
                ("56B", "50D2b"),
            ),
        )
    else:
        refuse = (
            Choice(
                "Refuser : la carte reste sur la table, carte pénalisée principale, et le déclarant attaque "
                "de la bonne main",
                ("56B", "50D1a"),
            ),
        )
    return Ruling(
        id="attaque.defense.options_du_declarant",
        title="Attaque hors tour d'un joueur de la défense : le déclarant accepte ou refuse",
        laws=("56A", "56B", "53A", "50D", "10C1", "10C2"),
        now=(
            "Un joueur de la défense a attaqué hors tour : l'arbitre explique ses options au déclarant "
            "(10C1), qui choisit seul (10C2).",
            "S'il accepte, le jeu continue depuis la main à gauche du fautif (56A, 53A) ; s'il refuse, la "
            "carte devient carte pénalisée principale et la Loi 50D s'applique (56B).",
        ),
        chooser=DECLARER_CHOOSER,
        chooser_role=ChooserRole.DECLARER,
        choices=(
            Choice("Accepter l'attaque : le jeu continue depuis la main suivante", ("56A", "53A")),
            *refuse,
        ),
        penalty_cards=(
            PenaltyCard(
                "le joueur de la défense fautif",
                PenaltyKind.MAJOR,
                "la carte attaquée hors tour, si le déclarant refuse l'attaque",
            ),
        ),
        equity_may_apply=True,
        script=(
            "Déclarant, vous pouvez accepter cette attaque ou la refuser ; si vous la refusez, la carte "
            "devient une carte pénalisée principale. Choisissez seul.",
        ),
    )


def defender_led_56(facts: Facts, correct_leader: str) -> Ruling:
    if correct_leader == "declarer_side":
        followed = facts.ask("followed_declarer_turn")
    else:
        followed = facts.ask("followed_partner_turn")
    if followed == "next_hand":
        return defender_lead_accepted_53A(by_play=True)
    if followed == "proper_lead":
        return proper_lead_after_defender_53B()
    choice = facts.ask("declarer_choice")
    if choice == "accept":
        return defender_lead_accepted_53A(by_play=False)
    if choice == "refuse":
        if correct_leader == "partner":
            return refuse_56B_partner_to_lead()
        return refuse_56B_declarer_to_lead()
    return defender_lead_options_56(correct_leader)


# --- the topic --------------------------------------------------------------------------


def decide(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "told_his_turn":
        return told_his_turn_47E1()
    if situation == "misexplanation":
        if facts.is_("card_after", "no"):
            return misexplanation_47E2a()
        return misexplanation_too_late_47E2b()
    who_led = facts.ask("who_led")
    if who_led == "trick_thirteen":
        return thirteenth_trick_53A()
    if who_led == "declarer_wrong_hand":
        return declarer_led_55(facts, "wrong_hand")
    if who_led == "declarer_defender_turn":
        return declarer_led_55(facts, "defender_turn")
    if who_led == "defender_declarer_turn":
        return defender_led_56(facts, "declarer_side")
    return defender_led_56(facts, "partner")


ORDER = 30

TOPIC = Topic(
    id="attaque",
    title="Attaque hors tour",
    summary="Pendant le jeu, le déclarant ou un joueur de la défense a attaqué hors tour, ou a joué sur une "
    "information erronée (Lois 53, 55, 56, 47E).",
    laws=("53", "55", "56", "47"),
    questions=QUESTIONS,
    procedure=decide,
)
