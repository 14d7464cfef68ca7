"""La renonce consommée : le transfert automatique (64A) et ses exceptions (64B), 62C3 compris."""

from __future__ import annotations

from dataclasses import replace

from rules.model import AdjustedKind, AdjustedScore, PenaltyCard, PenaltyKind, Ruling
from rules.topic import Facts
from rules.topics.common import DECLARER, DUMMY
from rules.topics.play.revoke.questions import EQUITY_64C, OBJECTION_12B2
from rules.topics.scores_procedure import result

# --- 64B: established, but no automatic adjustment --------------------------------------

# 64C: the director assigns an adjusted score if the non-offending side is not compensated enough.
EQUITY_64C_FORESEEN = AdjustedScore(AdjustedKind.ASSIGNED, ("64C1",), foreseen=True)
EQUITY_64C_FORESEEN_64C2B = AdjustedScore(AdjustedKind.ASSIGNED, ("64C2b",), foreseen=True)


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
        corrected=False,
        equity_may_apply=True,
        adjusted_score=EQUITY_64C_FORESEEN_64C2B if "64B7" in laws else EQUITY_64C_FORESEEN,
        script=(
            "La renonce est consommée mais ne donne pas lieu à un transfert de levée. "
            "Si vous estimez avoir été lésés, je rétablirai l'équité.",
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


def count_64A(winner: str, later: str) -> tuple[int | None, str]:
    """Law 64A for one revoke: the tricks transferred (None while play goes on) and the sub-paragraph."""
    if winner == "offender":  # 64A1: the revoke trick, plus one later trick of the offending side
        return (None if later == "not_yet" else 2 if later == "yes" else 1), "64A1"
    if winner == "partner":  # 64A2: the offending side won the revoke trick itself
        return 1, "64A2"
    return (None if later == "not_yet" else 1 if later == "yes" else 0), "64A2"  # 0: 64B1


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
            "non jouée reste sur la table, carte pénalisée, avec sa nature et ses obligations (52B1c, 50C ou 50D).",
        ),
    )
    # Issue 11 1c: what stays on the table, as data, so no program loses the card.
    return replace(
        ruling,
        penalty_cards=(
            PenaltyCard("le joueur de la défense fautif", PenaltyKind.MAJOR, "la carte pénalisée non jouée"),
        ),
        corrected=False,
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
    ruling = _no_transfer(
        "renonce.sans_transfert.64B5",
        "Renonce signalée après la fin du tour",
        ("64B5", "79C"),
        "L'attention n'a été attirée qu'après la fin du tour : pas de transfert automatique (64B5).",
    )
    # Issue 11 1i: after the round, « à la fin du coup » means nothing; the correction period does.
    return replace(
        ruling,
        end_of_play=(
            "Le tour est fini : une marque ajustée (64C1) reste possible si le camp non fautif a été lésé, "
            "demandée et décidée avant la fin du délai de correction (79C : en général 30 minutes après la "
            "publication des résultats officiels).",
        ),
        script=(
            "La renonce est signalée après la fin du tour : pas de transfert de levée. Si vous estimez avoir "
            "été lésés, dites-le-moi avant la fin du délai de correction.",
        ),
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
    ruling = _no_transfer(
        "renonce.sans_transfert.64B7",
        "Renonces consommées des deux camps : pas de transfert",
        ("64B7", "64C2b", "62D1"),
        "Les deux camps ont fait une renonce consommée sur cette donne : aucune des deux ne donne de "
        "transfert automatique (64B7).",
        (
            # Issue 38 (held-out case): a revoke on trick 12 is still corrected, both sides revoking or not.
            "Une renonce à la 12e levée, même consommée, se corrige d'abord si les quatre mains ne sont pas "
            "toutes rentrées dans l'étui (62D1) : rétablissez cette levée, puis appliquez ce qui précède.",
            "Si un camp est lésé, l'arbitre attribue une marque ajustée d'après le résultat probable sans "
            "aucune des renonces (64C2b).",
        ),
    )
    # Issue 29 §4: both sides revoked, so both are named: each may have been damaged by the other's revoke,
    # and there is no single « camp non fautif » to compensate.
    return replace(
        ruling,
        end_of_play=(BOTH_SIDES_64C2B,),
        script=(
            "Chaque camp a fait une renonce consommée : aucune levée n'est transférée, ni à l'un ni à l'autre. "
            "Si l'un de vos deux camps s'estime lésé par la renonce adverse, je rétablirai l'équité.",
        ),
    )


BOTH_SIDES_64C2B = (
    "Les deux camps ont renoncé : l'un comme l'autre peut avoir été lésé par la renonce adverse. Pour chaque "
    "camp lésé, l'arbitre attribue une marque ajustée d'après le résultat probable si aucune renonce n'avait "
    "eu lieu (64C2b)."
)


def with_equity_64C(facts: Facts, ruling: Ruling, *, corrected_too: bool = False) -> Ruling:
    """Issue 29 §4: once the play is over, an established revoke that transfers nothing (64B) offers the
    question of 64C; if the director finds damage, the adjusted score of 64C replaces the table result.
    `corrected_too`: a ruling that also corrects another revoke (62D1 at trick 12, review N4)."""
    # Only where no trick is transferred: there the rule gives nothing back, and no other follow-up (the
    # corrected score of a transfer) is offered before this one.
    if (ruling.corrected is not False and not corrected_too) or ruling.tricks_transferred != 0:
        return ruling
    if not ruling.equity_may_apply:
        return ruling
    if "equity_64C" not in facts.known_questions() or facts.offer("equity_64C") != "yes":
        return ruling
    law = "64C2b" if "64B7" in ruling.laws else "64C2a" if "64B2" in ruling.laws else "64C1"
    who = "au camp lésé (l'un ou l'autre)" if law == "64C2b" else "au camp non fautif"
    return replace(
        ruling,
        laws=tuple(dict.fromkeys((*ruling.laws, law, "12C1b"))),
        now=(
            *ruling.now,
            f"Vous jugez que la règle ne répare pas tout le dommage : attribuez {who} une marque ajustée de "
            f"remplacement, le résultat probable sans la renonce ({law}, 12C1b). Elle remplace le résultat "
            "retenu par la règle (après transfert s'il y en a un) ; doutes en faveur du camp lésé.",
        ),
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, (law, "12C1b")),
        script=(
            *ruling.script,
            "La règle ne suffit pas à réparer le dommage : j'attribue une marque ajustée.",
        ),
    )


def correct_62C3_both_sides_same_trick() -> Ruling:
    return Ruling(
        id="renonce.correction.62C3",
        title="Renonces des deux camps sur la même levée : les deux sont corrigées",
        laws=("62C3", "64B8", "50E1", "16C2", "64C1"),
        now=(
            "Les deux camps ont renoncé sur la même levée et un seul camp a joué à la levée suivante : les "
            "deux renonces sont corrigées (62C3).",
            "Toute carte reprise par un joueur de la défense devient une carte pénalisée (62C3).",
            "Il n'y a pas de transfert de levée (64B8).",
            "Les cartes reprises par la défense restent sur la table comme cartes pénalisées : leur information "
            "est autorisée pour tous tant qu'elles y sont (50E1). L'information de la carte reprise par le "
            "déclarant ou le mort est autorisée pour la défense et interdite au camp du déclarant (16C2).",
        ),
        # Issue 29 §4: both sides revoked, so both are named (no single « camp non fautif »).
        end_of_play=(
            "Les deux camps ont renoncé : si l'un ou l'autre a été lésé par la renonce adverse, l'arbitre lui "
            "attribue une marque ajustée, le résultat probable sans les renonces (64C1, 64B8).",
        ),
        tricks_transferred=0,
        corrected=True,
        penalty_cards=(
            PenaltyCard(
                "chaque joueur de la défense qui reprend une carte", PenaltyKind.MAJOR, "la carte reprise"
            ),
        ),
        equity_may_apply=True,
        adjusted_score=EQUITY_64C_FORESEEN,
        notes=(
            "La carte reprise de la main cachée d'un joueur de la défense est une carte pénalisée principale, "
            "car elle a été jouée délibérément (50B).",
        ),
        script=(
            "Les deux renonces sont corrigées : chacun reprend sa carte et joue une carte légale. Les cartes reprises par "
            "la défense restent sur la table comme cartes pénalisées. Pas de transfert de levée.",
        ),
    )


# --- 64A: the automatic trick adjustment -----------------------------------------------

AMOUNT = {1: "d'une levée"}

ANOTHER_REVOKE = (
    "S'il y a eu une autre renonce sur cette donne (du même joueur dans la même couleur, ou de l'autre camp), "
    "le transfert suit d'autres règles (64B2, 64B7) : reprenez avec la situation « Deux renonces sur la même "
    "donne »."
)


def transfer_64A(
    facts: Facts,
    offender: str,
    winner: str,
    later: str,
    prefix: str = "renonce",
    extra_laws: tuple[str, ...] = (),
    extra_now: tuple[str, ...] = (),
    corrected: bool = False,
    play_over: bool = False,
    claim: bool = False,
    two_revokes: bool = False,
    with_score: bool = True,
) -> Ruling:
    """64A for one revoke: `winner` of the revoke trick, and `later` (yes / no / not_yet) whether the
    offending side won a later trick."""
    if winner == "partner":
        # The offending side won the revoke trick but not the offender himself (dummy is not declarer).
        count: int | None = 1
        laws: tuple[str, ...] = ("64A2",)
        why = (
            "La levée de la renonce a été gagnée par le partenaire du fautif, pas par le fautif lui-même "
            "(une levée gagnée par le mort n'est pas gagnée par le déclarant) : une levée est transférée (64A2)."
        )
        # Review M14: its own id, distinct from « the non-offenders won it, the offenders a later one ».
        variant = "64A2_partenaire"
    else:
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
    if count and with_score:
        ruffed = winner == "offender" and facts.answered("situation") == "not_followed"
        # The tricks made are offered and accepted only within what the transfer allows (`ask_figure`'s
        # bounds), so the corrected count always fits: no warning about it is needed.
        score = result.corrected_result(
            facts, count, declaring_side_offended=offender in (DECLARER, DUMMY), ruffed=ruffed
        )
    transferred_text = (
        ("une levée" if count == 1 else f"{count} levées")
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
    status_title = "Renonce traitée comme consommée (43B2b)" if corrected else "Renonce consommée"
    if corrected and play_over:
        # Review R9: the 43B2b ruling completed at the end of play speaks of a correction already made.
        extra_now = tuple(
            line.replace(
                "le déclarant corrige sa renonce maintenant",
                "le déclarant a corrigé sa renonce pendant le jeu",
            )
            for line in extra_now
        )
        status_now = (
            "La renonce a été corrigée, mais la Loi 64 s'applique comme si elle était consommée (43B2b)."
        )
        status_script = "La renonce a été corrigée ; elle est néanmoins traitée comme consommée."
    elif corrected:
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
    if corrected:
        notes.append(
            "Interprétation retenue (43B2b) : la levée de la renonce est celle que le déclarant vient de corriger ; "
            "on compte qui la gagne une fois sa carte remplacée. Les joueurs de la défense qui avaient joué après "
            "la renonce peuvent reprendre leur carte (62C1)."
        )
    if not two_revokes:
        notes.append(ANOTHER_REVOKE)
    return Ruling(
        id=f"{prefix}.transfert.{variant}",
        title=(
            f"{status_title} : transfert {AMOUNT.get(count, f'de {count} levées')}"
            if count is not None
            else f"{status_title} : transfert calculé à la fin du coup"
        ),
        laws=(*extra_laws, *laws, "64C1", "12B2"),
        now=(*extra_now, status_now, why),
        end_of_play=end,
        tricks_transferred=count,
        corrected=corrected,
        equity_may_apply=True,
        adjusted_score=EQUITY_64C_FORESEEN,
        notes=tuple(notes),
        script=(
            status_script,
            script_count,
            "Si le camp non fautif s'estime insuffisamment dédommagé, je rétablirai l'équité.",
        ),
        score=score,
    )
