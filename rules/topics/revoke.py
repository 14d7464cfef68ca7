"""La renonce — Lois 61 à 64, avec la carte manquante (14B) et la levée défectueuse (67).

The procedure follows the director's questions in his order: what happened, who, when
attention was drawn, is it established; then the exceptions of 64B before the count of
64A, and 64C last. One function per rectification; its law is in its name.
Every explanation is written in our own words; the official text is linked by `arbitre loi`.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import Choice, ChooserRole, Option, PenaltyCard, PenaltyKind, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics import result
from rules.topics.common import DECLARER, DEFENDER, DUMMY, yes_no

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
UI_16C = (
    "La carte retirée est une information autorisée pour le camp non fautif et non autorisée pour "
    "le camp fautif (16C)."
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
    yes_no(
        "partner_asked",
        "Son partenaire lui a-t-il demandé s'il avait de la couleur (« plus de … ? ») ?",
        "Sous ce règlement, la question d'un joueur de la défense à son partenaire rend la renonce "
        "consommée (le texte des Lois, 61B3 et 63A, ne le prévoit pas).",
    ),
    yes_no(
        "dummy_asked",
        "Le mort, après avoir quitté sa place ou regardé le jeu du déclarant, a-t-il été le premier "
        "à lui demander s'il avait de la couleur ?",
        "Le mort peut demander au déclarant s'il a de la couleur (61B2a), sauf s'il a quitté sa place "
        "pour voir son jeu ou regardé une main (43A2) : la renonce est alors traitée comme consommée (43B2b).",
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
        "later_tricks",
        "Après la levée de la renonce, le camp fautif a-t-il remporté au moins une levée ?",
        (
            Option("yes", "Oui"),
            Option("no", "Non"),
            Option("not_yet", "On ne sait pas encore : le jeu continue"),
        ),
        "Seules les levées gagnées à partir de la levée de la renonce peuvent être transférées ; "
        "celles gagnées avant restent acquises au camp fautif (64A).",
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


# --- 61A: is it a revoke at all? ---------------------------------------------------------


def no_revoke_61A_59() -> Ruling:
    return Ruling(
        id="renonce.pas_de_renonce",
        title="Pas de renonce",
        laws=("61A", "59"),
        now=(
            "Il n'y a renonce que si le joueur pouvait fournir ou se conformer à l'obligation.",
            "Un joueur qui ne peut pas se conformer joue n'importe quelle autre carte légale : la carte "
            "jouée reste jouée, sans rectification.",
        ),
        tricks_transferred=0,
        script=("Le joueur ne pouvait pas fournir : il n'y a pas de renonce, le jeu continue normalement.",),
    )


# --- 62: correcting a revoke that is not established ------------------------------------


def correct_62B2_declarer_or_dummy(offender: str) -> Ruling:
    whose = "du déclarant" if offender == DECLARER else "du mort"
    return Ruling(
        id=f"renonce.correction.{'declarant' if offender == DECLARER else 'mort'}",
        title=f"Renonce non consommée {whose} : correction sans pénalité",
        laws=("62A", "62B2", "62C1", "16C"),
        now=(
            f"La renonce n'est pas consommée : elle doit être corrigée (62A). La carte {whose} est "
            "reprise et remplacée par une carte légale, sans autre rectification (62B2) : le déclarant "
            "et le mort n'ont jamais de carte pénalisée.",
            "Chaque joueur de la défense qui a joué après la renonce peut reprendre sa carte et en "
            "jouer une autre (62C1).",
            "La carte reprise est une information autorisée pour la défense, non autorisée pour le "
            "déclarant (16C).",
        ),
        chooser="chaque joueur de la défense qui a joué après la renonce",
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=(
            Choice("Laisser sa carte", ("62C1",)),
            Choice("Reprendre sa carte et en jouer une autre", ("62C1",)),
        ),
        tricks_transferred=0,
        script=(
            "La renonce n'est pas consommée. Le déclarant reprend la carte et fournit une carte légale, "
            "sans pénalité.",
            "Ceux qui ont joué après la renonce peuvent, s'ils le souhaitent, changer leur carte.",
        ),
    )


def correct_62B1_defender_major_penalty_card() -> Ruling:
    return Ruling(
        id="renonce.correction.defense",
        title="Renonce non consommée d'un joueur de la défense : carte pénalisée principale",
        laws=("62A", "62B1", "50B", "50D", "62C1", "62C2", "16C", "61B3"),
        now=(
            "La renonce n'est pas consommée : elle doit être corrigée (62A). Le joueur fautif fournit "
            "une carte légale.",
            "La carte de la renonce reste exposée devant lui : c'est une carte pénalisée principale "
            "(62B1, 50B). Il devra la jouer à la première occasion légale (50D).",
            "Les joueurs du camp non fautif qui ont joué après la renonce peuvent reprendre leur carte "
            "(62C1) ; si l'un d'eux le fait, le partenaire du fautif, s'il a joué ensuite, peut reprendre "
            "la sienne, qui devient elle aussi carte pénalisée (62C2).",
            UI_16C,
            ASKED_61B3,
        ),
        chooser="chaque joueur du camp non fautif qui a joué après la renonce",
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=(
            Choice("Laisser sa carte", ("62C1",)),
            Choice("Reprendre sa carte et en jouer une autre", ("62C1",)),
        ),
        tricks_transferred=0,
        penalty_cards=(
            PenaltyCard("le joueur de la défense fautif", PenaltyKind.MAJOR, "la carte de la renonce"),
        ),
        lead_restrictions=(
            "Quand le partenaire du fautif prendra la main, le déclarant pourra exiger ou interdire "
            "l'attaque de la couleur de la carte pénalisée (la carte est alors reprise en main), ou le "
            "laisser entamer librement (la carte reste pénalisée) (50D2).",
        ),
        notes=(ASKED_NOTE,),
        script=(
            "La renonce n'est pas consommée : fournissez une carte légale.",
            "La carte de la renonce reste sur la table : c'est une carte pénalisée principale, à jouer "
            "à la première occasion légale.",
            "Quand votre partenaire aura la main, le déclarant choisira une restriction d'attaque ; "
            "appelez-moi à ce moment-là.",
        ),
    )


def correct_62B2_defender_faced_card() -> Ruling:
    return Ruling(
        id="renonce.correction.defense_carte_exposee",
        title="Renonce non consommée avec une carte déjà exposée : remplacement sans pénalité",
        laws=("62A", "62B2", "62C1", "16C"),
        now=(
            "La renonce n'est pas consommée : elle doit être corrigée (62A). La carte, déjà exposée, "
            "est remplacée par une carte légale sans autre rectification (62B2).",
            "Si c'était une carte pénalisée, elle reste sur la table avec ses obligations.",
            "Les joueurs du camp non fautif qui ont joué après la renonce peuvent reprendre leur carte (62C1).",
        ),
        chooser="chaque joueur du camp non fautif qui a joué après la renonce",
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=(
            Choice("Laisser sa carte", ("62C1",)),
            Choice("Reprendre sa carte et en jouer une autre", ("62C1",)),
        ),
        tricks_transferred=0,
        script=(
            "La renonce n'est pas consommée : fournissez une carte légale. La carte exposée reste ce qu'elle était.",
        ),
    )


def correct_62D1_twelfth_trick(offender: str) -> Ruling:
    notes: tuple[str, ...] = ()
    if offender == DEFENDER:
        notes = (
            "Si le joueur de la défense a renoncé avant que son partenaire ait joué à cette levée, le "
            "partenaire ne peut pas tirer parti de la carte vue pour choisir sa propre carte (62D2, 16C).",
        )
    return Ruling(
        id="renonce.douzieme_levee.correction",
        title="Renonce à la 12e levée : correction",
        laws=("62D1", "64B6") + (("62D2",) if offender == DEFENDER else ()),
        now=(
            "Une renonce à la 12e levée se corrige, même consommée, tant que les quatre mains ne sont "
            "pas rentrées dans l'étui (62D1). Le fautif reprend sa carte et fournit la bonne carte ; "
            "les deux dernières levées sont rejouées en conséquence.",
            "Il n'y a pas de transfert de levée (64B6).",
        ),
        tricks_transferred=0,
        notes=notes,
        script=(
            "Il n'y a pas de renonce à la douzième levée : on corrige. Reprenez la carte, fournissez, "
            "et terminez les deux dernières levées.",
        ),
    )


# --- 52: a penalty card not played ------------------------------------------------------


def penalty_card_not_played_52(facts: Facts) -> Ruling:
    discovered = facts.ask("discovered")
    established = facts.ask("established") if discovered == "during_play" else "yes"
    if established == "both_sides_same_trick":
        return correct_62C3_both_sides_same_trick()
    if established == "no":
        if facts.is_("declarer_played_since", "yes"):
            return Ruling(
                id="renonce.carte_penalisee.acceptation_obligatoire",
                title="Carte pénalisée non jouée : la carte jouée est acceptée d'office",
                laws=("52A", "52B1b", "52B1c"),
                now=(
                    "Le joueur de la défense ne reprend pas de lui-même la carte jouée (52A).",
                    "Le déclarant a joué depuis : il doit accepter la carte jouée (52B1b).",
                    "La carte pénalisée non jouée reste sur la table, avec ses obligations (52B1c).",
                ),
                tricks_transferred=0,
                penalty_cards=(
                    PenaltyCard(
                        "le joueur de la défense fautif", PenaltyKind.MAJOR, "la carte pénalisée non jouée"
                    ),
                ),
                script=(
                    "La carte jouée reste jouée, car le déclarant a joué ensuite. La carte pénalisée reste "
                    "sur la table et devra être jouée à la première occasion légale.",
                ),
            )
        return Ruling(
            id="renonce.carte_penalisee.choix_du_declarant",
            title="Carte pénalisée non jouée : le déclarant accepte ou refuse la carte jouée",
            laws=("52A", "52B1a", "52B1c", "52B2"),
            now=(
                "Le joueur de la défense ne reprend pas de lui-même la carte jouée (52A).",
                "Le déclarant choisit, sans consulter le mort, d'accepter ou de refuser la carte jouée à "
                "la place de la carte pénalisée.",
            ),
            chooser="le déclarant",
            chooser_role=ChooserRole.DECLARER,
            choices=(
                Choice("Accepter la carte jouée : la carte pénalisée reste sur la table", ("52B1a", "52B1c")),
                Choice(
                    "Refuser : la carte pénalisée est jouée à sa place, et la carte jouée à tort devient "
                    "carte pénalisée principale",
                    ("52B2",),
                ),
            ),
            tricks_transferred=0,
            penalty_cards=(
                PenaltyCard(
                    "le joueur de la défense fautif", PenaltyKind.MAJOR, "la carte pénalisée non jouée"
                ),
            ),
            notes=(
                "Si le déclarant refuse, la carte jouée à tort devient à son tour carte pénalisée principale (52B2).",
            ),
            script=(
                "Déclarant, vous pouvez accepter la carte jouée, la carte pénalisée restant sur la table ; "
                "ou la refuser : la carte pénalisée est alors jouée et la carte jouée à tort devient "
                "pénalisée à son tour. Choisissez sans consulter votre partenaire.",
            ),
        )
    return no_transfer_64B3("penalty_card")


# --- 64B: established, but no automatic adjustment --------------------------------------


def _no_transfer(
    ruling_id: str, title: str, laws: tuple[str, ...], why: str, extra: tuple[str, ...] = ()
) -> Ruling:
    return Ruling(
        id=ruling_id,
        title=title,
        laws=(*laws, "64C1"),
        now=(why, "Le résultat obtenu à la table est conservé, sans transfert automatique.", *extra),
        end_of_play=(EQUITY_64C,),
        tricks_transferred=0,
        equity_may_apply=True,
        script=(
            "La renonce est consommée mais ne donne pas lieu à un transfert de levée. "
            "Si vous estimez avoir été lésés, je rétablirai l'équité à la fin du coup.",
        ),
    )


def no_transfer_64B1() -> Ruling:
    return _no_transfer(
        "renonce.sans_transfert.64B1",
        "Renonce consommée : aucune levée à transférer",
        ("64B1",),
        "Le camp fautif n'a gagné ni la levée de la renonce ni aucune levée suivante : il n'y a rien à "
        "transférer (64B1).",
    )


def no_transfer_64B2() -> Ruling:
    ruling = _no_transfer(
        "renonce.sans_transfert.64B2",
        "Nouvelle renonce du même joueur dans la même couleur : pas de transfert pour celle-ci",
        ("64B2", "64C2a"),
        "C'est une nouvelle renonce du même joueur dans la même couleur, la première étant déjà "
        "consommée : celle-ci ne donne pas de transfert (64B2). La première renonce est traitée normalement.",
        (
            "L'arbitre ajuste le score si le camp non fautif aurait probablement fait plus de levées sans "
            "cette nouvelle renonce (64C2a).",
        ),
    )
    return ruling


def no_transfer_64B3(kind: str) -> Ruling:
    if kind == "dummy":
        return _no_transfer(
            "renonce.sans_transfert.64B3_mort",
            "Renonce consommée du mort : pas de transfert",
            ("64B3",),
            "La renonce porte sur une carte du mort, visible de tous : pas de transfert automatique (64B3).",
        )
    ruling = _no_transfer(
        "renonce.sans_transfert.64B3_carte_penalisee",
        "Carte pénalisée non jouée, renonce consommée : pas de transfert, la carte reste pénalisée",
        ("61A", "52B1b", "52B1c", "64B3"),
        "Ne pas jouer une carte pénalisée quand on le devait est une renonce (61A) ; consommée, elle ne "
        "donne pas de transfert automatique (64B3).",
        extra=(
            "La carte jouée à la place reste jouée : le déclarant doit l'accepter (52B1b). La carte pénalisée "
            "non jouée reste sur la table, carte pénalisée principale, avec ses obligations (52B1c, 50D).",
        ),
    )
    # Issue 11 1c: what stays on the table, as data, so no program loses the card.
    return replace(
        ruling,
        penalty_cards=(
            PenaltyCard("le joueur de la défense fautif", PenaltyKind.MAJOR, "la carte pénalisée non jouée"),
        ),
        corrected=False,
        script=(
            *ruling.script,
            "La carte pénalisée reste sur la table et devra être jouée à la première occasion légale.",
        ),
    )


def no_transfer_64B4_64B5(discovered: str) -> Ruling:
    if discovered == "after_next_call":
        return _no_transfer(
            "renonce.sans_transfert.64B4",
            "Renonce signalée après une déclaration du camp non fautif sur la donne suivante",
            ("64B4",),
            "L'attention n'a été attirée qu'après une déclaration d'un joueur du camp non fautif sur la "
            "donne suivante : pas de transfert automatique (64B4). Une déclaration du seul camp fautif "
            "n'aurait pas eu cet effet.",
        )
    return _no_transfer(
        "renonce.sans_transfert.64B5",
        "Renonce signalée après la fin du tour",
        ("64B5",),
        "L'attention n'a été attirée qu'après la fin du tour : pas de transfert automatique (64B5).",
    )


def no_transfer_64B6() -> Ruling:
    return _no_transfer(
        "renonce.sans_transfert.64B6",
        "Renonce à la 12e levée découverte trop tard pour être corrigée",
        ("64B6", "62D1"),
        "La renonce a eu lieu à la 12e levée et les mains sont déjà rentrées dans l'étui : on ne peut "
        "plus la corriger (62D1), et une renonce à la 12e levée ne donne jamais de transfert (64B6).",
    )


def no_transfer_64B7() -> Ruling:
    return _no_transfer(
        "renonce.sans_transfert.64B7",
        "Renonces consommées des deux camps : pas de transfert",
        ("64B7", "64C2b"),
        "Les deux camps ont fait une renonce consommée sur cette donne : aucune des deux ne donne de "
        "transfert automatique (64B7).",
        (
            "Si un camp est lésé, l'arbitre attribue une marque ajustée d'après le résultat probable sans "
            "aucune des renonces (64C2b).",
        ),
    )


def correct_62C3_both_sides_same_trick() -> Ruling:
    return Ruling(
        id="renonce.correction.62C3",
        title="Renonces des deux camps sur la même levée : les deux sont corrigées",
        laws=("62C3", "64B8", "16C", "64C1"),
        now=(
            "Les deux camps ont renoncé sur la même levée et un seul camp a joué à la levée suivante : les "
            "deux renonces sont corrigées (62C3).",
            "Toute carte reprise par un joueur de la défense devient une carte pénalisée (62C3).",
            "Il n'y a pas de transfert de levée (64B8).",
            "Les cartes reprises sont des informations non autorisées pour le camp qui les a reprises (16C).",
        ),
        end_of_play=(EQUITY_64C,),
        tricks_transferred=0,
        penalty_cards=(
            PenaltyCard(
                "chaque joueur de la défense qui reprend une carte", PenaltyKind.MAJOR, "la carte reprise"
            ),
        ),
        equity_may_apply=True,
        notes=(
            "La carte reprise de la main cachée d'un joueur de la défense est une carte pénalisée principale, "
            "car elle a été jouée délibérément (50B).",
        ),
        script=(
            "Les deux renonces sont corrigées : chacun reprend sa carte et fournit. Les cartes reprises par "
            "la défense restent sur la table comme cartes pénalisées. Pas de transfert de levée.",
        ),
    )


# --- 64A: the automatic trick adjustment -----------------------------------------------


def transfer_64A(
    facts: Facts,
    offender: str,
    prefix: str = "renonce",
    extra_laws: tuple[str, ...] = (),
    extra_now: tuple[str, ...] = (),
    corrected: bool = False,
    play_over: bool = False,
    claim: bool = False,
) -> Ruling:
    winner = facts.ask("revoke_trick_winner")
    if winner == "partner":
        # The offending side won the revoke trick but not the offender himself (dummy is not declarer).
        count: int | None = 1
        laws: tuple[str, ...] = ("64A2",)
        why = (
            "La levée de la renonce a été gagnée par le partenaire du fautif, pas par le fautif lui-même "
            "(une levée gagnée par le mort n'est pas gagnée par le déclarant) : une levée est transférée (64A2)."
        )
        variant = "64A2_une"
    else:
        later = facts.ask("later_tricks")
        if winner == "offender":
            laws = ("64A1",)
            if later == "yes":
                count, variant = 2, "64A1_deux"
                why = (
                    "Le fautif a gagné la levée de la renonce : cette levée est transférée, plus une des "
                    "levées gagnées ensuite par son camp (64A1)."
                )
            elif later == "no":
                count, variant = 1, "64A1_une"
                why = (
                    "Le fautif a gagné la levée de la renonce mais son camp n'a gagné aucune levée ensuite : "
                    "seule la levée de la renonce est transférée (64A1)."
                )
            else:
                count, variant = None, "64A1_en_attente"
                why = (
                    "Le fautif a gagné la levée de la renonce : à la fin du coup, cette levée sera transférée, "
                    "plus une autre si son camp gagne encore une levée ensuite (64A1)."
                )
        else:
            if later == "no":
                return no_transfer_64B1()
            laws = ("64A2",)
            if later == "yes":
                count, variant = 1, "64A2_une"
                why = (
                    "Le camp non fautif a gagné la levée de la renonce, mais le camp fautif a gagné une levée "
                    "ensuite : une levée est transférée (64A2)."
                )
            else:
                count, variant = None, "64A2_en_attente"
                why = (
                    "Le camp non fautif a gagné la levée de la renonce : à la fin du coup, une levée sera "
                    "transférée si le camp fautif gagne encore une levée, aucune sinon (64A2, 64B1)."
                )
                laws = ("64A2", "64B1")

    score = None
    notes: list[str] = []
    if count:
        score = result.corrected_result(facts, count, declaring_side_offended=offender in (DECLARER, DUMMY))
        if result.inconsistent(score, count):
            notes.append(
                "Attention : avec le nombre de levées indiqué, le transfert sort des limites possibles ; "
                "vérifiez le compte des levées."
            )
    transferred_text = (
        f"{count} levée{'s' if count and count > 1 else ''}"
        if count is not None
        else "le nombre de levées dit ci-dessus"
    )
    when = "Maintenant que le jeu est fini" if play_over else "À la fin du coup"
    end = (
        f"{when}, transférez {transferred_text} du camp fautif au camp non fautif. Les levées "
        "gagnées avant la levée de la renonce restent acquises au camp fautif.",
        EQUITY_64C,
    )
    if claim:
        end = (
            "La revendication ou la concession arrête le jeu : réglez d'abord le nombre de levées de chaque camp "
            "(69 si elle est acceptée, 70 si elle est contestée ; thème « Revendication »), puis "
            f"transférez {transferred_text} du camp fautif au camp non fautif.",
            EQUITY_64C,
        )
    if corrected:
        status_now = (
            "La renonce est corrigée, mais la Loi 64 s'applique comme si elle était consommée (43B2b)."
        )
        status_script = "Corrigez la renonce ; elle sera néanmoins traitée comme consommée."
    elif play_over:
        status_now = "La renonce est consommée : elle n'est pas corrigée et la levée reste telle qu'elle a été jouée (63B)."
        status_script = "La renonce est consommée : on ne la corrige pas."
    else:
        status_now = (
            "La renonce est consommée : elle n'est pas corrigée et la levée reste telle qu'elle a été jouée "
            "(63B). Le jeu continue normalement."
        )
        status_script = "La renonce est consommée : on ne la corrige pas, le jeu continue normalement."
    if count is None:
        script_count = "Le transfert de levées sera calculé à la fin du coup : rappelez-moi."
    elif play_over:
        script_count = f"{transferred_text.capitalize()} {'sont' if count > 1 else 'est'} transférée{'s' if count > 1 else ''} au camp non fautif."
    else:
        script_count = f"À la fin du coup, {transferred_text} ser{'ont' if count > 1 else 'a'} transférée{'s' if count > 1 else ''} au camp non fautif."
    notes.append(OBJECTION_12B2)
    return Ruling(
        id=f"{prefix}.transfert.{variant}",
        title=(
            f"Renonce consommée : transfert de {transferred_text}"
            if count is not None
            else "Renonce consommée : transfert calculé à la fin du coup"
        ),
        laws=(*extra_laws, *laws, "64C1", "12B2"),
        now=(*extra_now, status_now, why),
        end_of_play=end,
        tricks_transferred=count,
        corrected=corrected,
        equity_may_apply=True,
        notes=tuple(notes),
        script=(
            status_script,
            script_count,
            "Si le camp non fautif s'estime insuffisamment dédommagé, je rétablirai l'équité.",
        ),
        score=score,
    )


# --- the established revoke: 62D, 64B, then 64A -----------------------------------------


def established_revoke(
    facts: Facts,
    offender: str,
    discovered: str,
    corrected_43B2b: bool = False,
    prefix: str = "renonce",
    extra_laws: tuple[str, ...] = (),
    extra_now: tuple[str, ...] = (),
    how: str | None = None,
) -> Ruling:
    if facts.is_("trick_twelve", "twelfth"):
        if corrected_43B2b:
            return no_transfer_64B6()
        if discovered == "during_play" or (discovered == "after_play" and facts.is_("hands_returned", "no")):
            return correct_62D1_twelfth_trick(offender)
        return no_transfer_64B6()
    if offender == DUMMY:
        return no_transfer_64B3("dummy")
    if discovered in ("after_next_call", "after_round"):
        return no_transfer_64B4_64B5(discovered)
    other = facts.ask("other_revoke")
    if other == "same_player_same_suit":
        return no_transfer_64B2()
    if other == "other_side":
        status = facts.ask("other_side_status") if discovered == "during_play" else "established"
        if status == "established":
            return no_transfer_64B7()
        if status == "same_trick_one_side_played":
            return correct_62C3_both_sides_same_trick()
    established_by = ESTABLISHED_BY.get(how or "")
    if established_by is not None:
        law, sentence = established_by
        extra_laws = (*extra_laws, law)
        extra_now = (*extra_now, sentence)
    return transfer_64A(
        facts,
        offender,
        prefix=prefix,
        extra_laws=extra_laws,
        extra_now=extra_now,
        corrected=corrected_43B2b,
        play_over=discovered != "during_play" or how in ("claim", "agreed_claim"),
        claim=how in ("claim", "agreed_claim"),
    )


# Issue 11 1f: the sub-paragraph of 63A that established the revoke is cited, in the director's words.
ESTABLISHED_BY = {
    "play": (
        "63A1",
        "La renonce est consommée : le fautif ou son partenaire a joué à la levée suivante (63A1).",
    ),
    "designated": (
        "63A2",
        "La renonce est consommée : le fautif ou son partenaire a nommé ou désigné une carte pour la levée "
        "suivante (63A2).",
    ),
    "claim": ("63A3", "La renonce est consommée : un joueur du camp fautif a revendiqué ou concédé (63A3)."),
    "agreed_claim": (
        "63A4",
        "La renonce est consommée : le camp fautif a accepté une revendication ou une concession adverse (63A4).",
    ),
}


def revoke(facts: Facts, *, found_card: bool = False) -> Ruling:
    offender = facts.ask("offender")
    discovered = facts.ask("discovered")
    if found_card or discovered != "during_play":
        # After the play, or for a card found later, the offender has played on: it is established.
        extra = ("14B4",) if found_card else ()
        extra_now = (
            (
                "La carte retrouvée est réputée avoir toujours été dans la main : ne pas l'avoir jouée est une "
                "renonce (14B4).",
            )
            if found_card
            else ()
        )
        return established_revoke(
            facts, offender, discovered, prefix="renonce", extra_laws=extra, extra_now=extra_now, how="play"
        )

    established = facts.ask("established")
    if established == "both_sides_same_trick":
        # Issue 11 1b: the same 62C3 ruling whichever of the two revokes the director names first.
        return correct_62C3_both_sides_same_trick()
    if established == "no":
        if offender == DEFENDER:
            if not facts.regulation.defenders_may_ask_each_other and facts.is_("partner_asked", "yes"):
                return established_revoke(
                    facts,
                    offender,
                    discovered,
                    prefix="renonce.question_partenaire",
                    extra_laws=("61B3",),
                    extra_now=(
                        f"Règlement {facts.regulation.name} : le partenaire a demandé « plus de … ? » ; ce "
                        "règlement traite alors la renonce comme consommée (61B3).",
                    ),
                )
            if facts.ask("card_source") == "faced":
                return correct_62B2_defender_faced_card()
            return correct_62B1_defender_major_penalty_card()
        if offender == DECLARER and facts.is_("dummy_asked", "yes"):
            return established_revoke(
                facts,
                offender,
                discovered,
                corrected_43B2b=True,
                prefix="renonce.mort_43B2b",
                extra_laws=("43B2b",),
                extra_now=(
                    "Le mort, après avoir quitté sa place ou regardé le jeu du déclarant, a été le premier à "
                    "poser la question : le déclarant corrige sa renonce maintenant, et la Loi 64 s'applique "
                    "comme si elle était consommée (43B2b).",
                ),
            )
        return correct_62B2_declarer_or_dummy(offender)
    return established_revoke(
        facts, offender, discovered, how="play" if established == "yes" else established
    )


# --- 14B: a missing card found ----------------------------------------------------------


def missing_card_14B(facts: Facts) -> Ruling:
    found = facts.ask("card_found")
    if found == "among_played":
        return Ruling(
            id="renonce.carte_manquante.parmi_les_levees",
            title="Carte manquante retrouvée dans les levées : levée défectueuse",
            laws=("14B1", "67B2a", "67B2b"),
            now=(
                "La carte a été retrouvée parmi les cartes jouées : c'est une levée défectueuse (14B1).",
                "L'arbitre examine les cartes jouées ; les cartes en trop reviennent dans la main du joueur, "
                "la propriété de la levée ne change pas (67B2a).",
                "Une carte remise dans la main y est réputée depuis le début : si le joueur aurait dû la jouer "
                "plus tôt, c'est une renonce (67B2b) ; traitez-la alors avec le thème Renonce.",
            ),
            tricks_transferred=0,
            script=(
                "La carte retrouvée dans les levées revient dans la main ; la levée reste à qui l'a gagnée.",
            ),
        )
    restored = ("14B2",) if found == "elsewhere" else ("14B3",)
    if facts.is_("should_have_played", "yes"):
        return revoke(facts, found_card=True)
    return Ruling(
        id="renonce.carte_manquante.sans_renonce",
        title="Carte manquante retrouvée : pas de renonce",
        laws=(*restored, "14B4"),
        now=(
            "La carte est remise dans la main du joueur (ou la donne reconstituée avec un autre jeu) ; elle "
            "est réputée y avoir toujours été (14B4).",
            "Le joueur n'a jamais eu à la jouer : il n'y a pas de renonce.",
        ),
        notes=(
            "Si la carte a été exposée par un joueur de la défense pendant le jeu, elle peut devenir carte "
            "pénalisée (14B4).",
        ),
        tricks_transferred=0,
        script=(
            "La carte est remise dans la main. Il n'y a pas de renonce : le jeu (ou le résultat) est maintenu.",
        ),
    )


# --- 67: the defective trick ------------------------------------------------------------


def defective_trick_67(facts: Facts) -> Ruling:
    kind = facts.ask("defect_kind")
    offender = facts.ask("offender")
    if facts.is_("next_trick_played_by_both", "no"):
        if kind == "missing":
            return Ruling(
                id="renonce.levee_defectueuse.completer",
                title="Levée défectueuse remarquée à temps : le joueur complète la levée",
                laws=("67A1",),
                now=(
                    "Le joueur qui n'a pas fourni complète la levée avec une carte qu'il peut légalement jouer (67A1).",
                ),
                tricks_transferred=0,
                script=(
                    "Il manque votre carte à cette levée : fournissez une carte légale, et le jeu continue.",
                ),
            )
        return Ruling(
            id="renonce.levee_defectueuse.trop_de_cartes_a_temps",
            title="Plusieurs cartes à une même levée, remarqué à temps",
            laws=("67A2", "45E1", "45E2"),
            now=(
                "Le joueur a fourni trop de cartes : on applique la règle de la cinquième carte ou celle des "
                "cartes jouées simultanément (67A2).",
                "Pour un joueur de la défense, une carte en trop exposée peut devenir carte pénalisée ; le "
                "déclarant reprend la sienne sans rectification.",
            ),
            tricks_transferred=0,
            script=(
                "Une seule carte compte pour cette levée ; je vous indique ce que deviennent les autres.",
            ),
        )
    if kind == "extra":
        penalty = (
            (
                PenaltyCard(
                    "le joueur de la défense fautif",
                    PenaltyKind.MAJOR,
                    "la carte en trop, si elle a été exposée",
                ),
            )
            if offender == DEFENDER
            else ()
        )
        return Ruling(
            id="renonce.levee_defectueuse.cartes_en_trop",
            title="Levée défectueuse (cartes en trop) découverte tard",
            laws=("67B2a", "67B2b"),
            now=(
                "L'arbitre examine les cartes jouées : les cartes en trop reviennent dans la main du joueur, la "
                "carte exposée en premier reste jouée, et la propriété de la levée ne change pas (67B2a).",
                "Une carte remise dans la main y est réputée depuis le début : ne pas l'avoir jouée plus tôt peut "
                "constituer une renonce (67B2b) ; traitez-la alors avec le thème Renonce.",
            ),
            tricks_transferred=0,
            penalty_cards=penalty,
            notes=(
                "Si une carte en trop d'un joueur de la défense a dû être exposée pour la remettre dans la main, "
                "elle devient carte pénalisée (note de la Loi 67B2).",
            )
            if offender == DEFENDER
            else (),
            script=("Les cartes en trop reviennent dans la main ; la levée reste à qui l'a gagnée.",),
        )
    # A card was omitted and both sides have played on: 67B1, deemed revoke, one trick under 64A2.
    placement = (
        "Le joueur fautif expose une carte puis la place parmi ses cartes jouées : une carte de la couleur "
        "jouée à la levée défectueuse s'il en a, sinon la carte de son choix. La propriété de la levée ne "
        "change pas (67B1)."
    )
    if facts.is_("defect_side_won", "no"):
        return Ruling(
            id="renonce.levee_defectueuse.sans_transfert",
            title="Levée défectueuse : carte placée, aucune levée à transférer",
            laws=("67B1a", "67B1b", "64B1", "64C1"),
            now=(
                placement,
                "Il est réputé avoir renoncé sur cette levée, mais son camp n'a gagné ni cette levée "
                "ni une levée suivante : rien n'est transféré (64B1).",
            ),
            end_of_play=(EQUITY_64C,),
            tricks_transferred=0,
            equity_may_apply=True,
            script=("Placez une carte parmi vos cartes jouées. Aucune levée n'est transférée.",),
        )
    notes: tuple[str, ...] = ()
    if offender == DUMMY:
        notes = (
            "Interprétation retenue : la Loi 67B1 renvoie directement au transfert d'une levée de 64A2, même "
            "quand la carte manquante est celle du mort.",
        )
    score = result.corrected_result(facts, 1, declaring_side_offended=offender in (DECLARER, DUMMY))
    return Ruling(
        id="renonce.levee_defectueuse.renonce_reputee",
        title="Levée défectueuse : renonce réputée, une levée transférée",
        laws=("67B1a", "67B1b", "64A2", "64C1"),
        now=(
            placement,
            "Le fautif est réputé avoir renoncé sur la levée défectueuse ; son camp ayant gagné cette "
            "levée ou une levée suivante, une levée est transférée (67B1, 64A2).",
        ),
        end_of_play=("À la fin du coup, transférez 1 levée du camp fautif au camp non fautif.", EQUITY_64C),
        tricks_transferred=1,
        equity_may_apply=True,
        notes=notes,
        script=(
            "Placez une carte parmi vos cartes jouées (de la couleur jouée si vous en avez).",
            "Vous êtes réputé avoir renoncé sur cette levée : une levée sera transférée au camp non fautif.",
        ),
        score=score,
    )


# --- the topic --------------------------------------------------------------------------


def decide(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "could_not_comply":
        return no_revoke_61A_59()
    if situation == "penalty_card_not_played":
        return penalty_card_not_played_52(facts)
    if situation == "missing_card":
        return missing_card_14B(facts)
    if situation == "defective_trick":
        return defective_trick_67(facts)
    return revoke(facts)


ORDER = 10

TOPIC = Topic(
    id="renonce",
    title="Renonce",
    summary="Un joueur n'a pas fourni, ou n'a pas respecté une obligation (Lois 61 à 64, 14B, 67).",
    laws=("61", "62", "63", "64", "14", "67"),
    questions=QUESTIONS,
    procedure=decide,
)
