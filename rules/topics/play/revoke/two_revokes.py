"""Deux renonces du même camp sur une donne : 64B2 (même joueur, même couleur), 64B3 (renonce du mort)
et, sinon, chaque renonce comptée pour elle-même (64A) sans qu'une levée soit transférée deux fois.

Review N1–N3 (2026-11-24): the named revoke and « the other one » give the same ruling in either
order; dummy's revoke never transfers (64B3); the total never takes a trick twice (64A1 « one of any
subsequent tricks »); during the play the count waits for its end, after a claim the claim comes first.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import AdjustedKind, AdjustedScore, ChooserRole, Ruling
from rules.topic import Facts
from rules.topics.common import DECLARER, DUMMY
from rules.topics.play.revoke.questions import EQUITY_64C, OBJECTION_12B2
from rules.topics.play.revoke.transfer import EQUITY_64C_FORESEEN, count_64A, no_transfer_64B3
from rules.topics.scores_procedure import result

# `transfer_tricks` / `other_transfer_tricks`: (who won the revoke trick, did the offenders win a later one)
TRICKS = {
    "offender_and_later": ("offender", "yes"),
    "offender_only": ("offender", "no"),
    "partner": ("partner", "yes"),
    "non_offenders_later": ("non_offenders", "yes"),
    "non_offenders_none": ("non_offenders", "no"),
}
WON_FROM_FIRST = {"one": 1, "two": 2, "three": 3, "four_or_more": 4}

CLAIM_FIRST = (
    "La revendication ou la concession arrête le jeu (68D) : réglez d'abord le nombre de levées de chaque "
    "camp (69 si elle est acceptée, 70 si elle est contestée ; thème « Revendication »), puis transférez"
)


def tricks(count: int) -> str:
    """« aucune levée », « une levée », « 3 levées »: the real singular or plural, never « levée(s) »."""
    return "aucune levée" if count == 0 else "une levée" if count == 1 else f"{count} levées"


def transferred(count: int) -> str:
    """The verb agreeing with `tricks(count)`, for the words read out at the table."""
    return "est transférée" if count == 1 else "sont transférées"


def unique(laws: tuple[str, ...]) -> tuple[str, ...]:
    """Review N7: each law once, in order of first citation."""
    return tuple(dict.fromkeys(laws))


def end_of_play_transfer(count: int, play_over: bool, claim: bool) -> str:
    if claim:
        return f"{CLAIM_FIRST} {tricks(count)} du camp fautif au camp non fautif."
    when = "Maintenant que le jeu est fini" if play_over else "À la fin du coup"
    return f"{when}, transférez {tricks(count)} du camp fautif au camp non fautif."


# --- 64B2: the same player, the same suit -------------------------------------------------


def two_revokes_same_suit_64B2(
    facts: Facts, play_over: bool, claim: bool, declaring_side: bool = False
) -> Ruling:
    """The deal's outcome in one ruling: the first revoke's transfer under 64A, none for the second
    (64B2), and the equity of 64C2a. During the play its later tricks are counted at the end (N3)."""
    winner = facts.ask("first_revoke_trick_winner")
    if winner == "partner":
        later = "yes"
    elif play_over:
        later = facts.ask("first_later_tricks")
    else:
        later = "not_yet"
    count, law = count_64A(winner, later)
    first = (
        "la première renonce donnera sa levée (et une levée gagnée ensuite, si le camp fautif en gagne une) "
        f"à la fin du coup ({law})"
        if count is None and winner == "offender"
        else "la première renonce donnera une levée à la fin du coup si le camp fautif gagne une levée après "
        f"celle de la première renonce, aucune sinon ({law}, 64B1)"
        if count is None
        else f"la première renonce donne {tricks(count)} ({law})"
        if count
        else "la première renonce ne donne aucune levée : le camp fautif n'a rien gagné depuis (64B1)"
    )
    total = "à calculer à la fin du coup" if count is None else tricks(count)
    laws = (
        (law, "64B1", "64B2", "64C2a")
        if count in (0, None) and winner != "offender"
        else (law, "64B2", "64C2a")
    )
    if claim:
        laws = (*laws, "68D1")
    if not play_over:
        laws = (*laws, "63B")
    end = () if count is None else (end_of_play_transfer(count, play_over, claim),)
    # Review R10: the corrected result is offered for the total, as for one revoke.
    score = result.corrected_result(facts, count, declaring_side_offended=declaring_side) if count else None
    # Review R9: during the play, say that both revokes stand and how the total is obtained at the end.
    during = (
        ()
        if play_over
        else (
            "Les deux renonces sont consommées : elles ne sont pas corrigées, leurs levées restent telles "
            "qu'elles ont été jouées, et le jeu continue normalement (63B). À la fin du coup, reprenez "
            "l'incident avec « Après la fin du jeu » : Arbitre donne le total.",
        )
    )
    return Ruling(
        id="renonce.deux_renonces.64B2",
        score=score,
        title=f"Deux renonces du même joueur dans la même couleur : transfert total {total}",
        laws=unique(laws),
        now=(
            *during,
            "La seconde renonce du même joueur dans la même couleur ne donne pas de transfert (64B2) ; "
            f"{first}.",
            f"Total à transférer au camp non fautif pour la donne : {total}.",
        ),
        end_of_play=(
            *end,
            "Si le camp non fautif aurait probablement fait plus de levées sans la seconde renonce, l'arbitre "
            "ajuste le score (64C2a).",
        ),
        chooser_role=ChooserRole.NONE,
        tricks_transferred=count,
        corrected=False,
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("64C2a",), foreseen=True),
        notes=(OBJECTION_12B2,),
        script=(
            "Deux renonces dans la même couleur : seule la première donne un transfert.",
            "Le transfert sera calculé à la fin du coup : rappelez-moi."
            if count is None
            else f"Au total, {tricks(count)} {transferred(count)} au camp non fautif."
            if count
            else "Aucune levée n'est transférée.",
            "Si la seconde renonce vous a coûté davantage, je rétablirai l'équité.",
        ),
    )


# --- two revokes of one side that 64B2 does not join --------------------------------------


def dummy_revokes(offender: str, other: str) -> tuple[bool, bool]:
    """(is the named revoke dummy's, is the other one dummy's)."""
    this_dummy = offender == DUMMY
    other_dummy = (this_dummy and other == "same_player_other_suit") or (
        offender == DECLARER and other == "partner"
    )
    return this_dummy, other_dummy


def both_dummy_64B3() -> Ruling:
    ruling = no_transfer_64B3("dummy")
    return replace(
        ruling,
        id="renonce.deux_renonces.64B3_mort",
        title="Deux renonces du mort : pas de transfert",
        now=(
            "Les deux renonces portent sur des cartes du mort, visibles de tous : aucune ne donne de transfert "
            "automatique (64B3).",
            *ruling.now[1:],
        ),
    )


def same_side_during_play(
    dummy_one: bool, prefix: str, corrected: bool, extra_now: tuple[str, ...], extra_laws: tuple[str, ...]
) -> Ruling:
    """Review N3: while the play goes on, nothing is counted; the director gives the total at its end."""
    status = (
        "Cette renonce est corrigée, mais la Loi 64 s'applique comme si elle était consommée (43B2b) ; "
        "l'autre est consommée et reste telle qu'elle a été jouée (63B). Le jeu continue normalement."
        if corrected
        else "Les deux renonces sont consommées : elles ne sont pas corrigées et leurs levées restent telles "
        "qu'elles ont été jouées (63B). Le jeu continue normalement."
    )
    how = (
        "La renonce du mort ne donne pas de transfert (64B3) ; celle du déclarant se compte pour elle-même à "
        "partir de sa levée (64A)."
        if dummy_one
        else "Chaque renonce se compte pour elle-même à partir de sa levée (64A) : 64B2 ne vise que deux "
        "renonces du même joueur dans la même couleur. Une même levée n'est pas transférée deux fois."
    )
    return Ruling(
        id=f"{prefix}.deux_renonces.{'64A_et_64B3_mort' if dummy_one else '64A_chacune'}",
        title="Deux renonces du même camp : transfert calculé à la fin du coup",
        laws=unique((*extra_laws, "64A1", "64A2", *(("64B3",) if dummy_one else ()), "64C1")),
        now=(*extra_now, status, how),
        end_of_play=(
            "À la fin du coup, reprenez l'incident avec « Après la fin du jeu » : Arbitre donne le total à "
            "transférer.",
            EQUITY_64C,
        ),
        tricks_transferred=None,
        corrected=corrected,
        equity_may_apply=True,
        adjusted_score=EQUITY_64C_FORESEEN,
        notes=(OBJECTION_12B2,),
        script=(
            "Corrigez la renonce ; elle sera néanmoins traitée comme consommée, le jeu continue."
            if corrected
            else "Les deux renonces sont consommées : on ne les corrige pas, le jeu continue normalement.",
            "Le transfert de levées sera calculé à la fin du coup : rappelez-moi.",
        ),
    )


def declarer_and_dummy(declarer_revoke: Ruling) -> Ruling:
    """Review N1: the declaring side's two revokes, one of them dummy's: only declarer's own revoke is
    counted under 64A; dummy's gives nothing (64B3). The same ruling whichever is named first."""
    ruling = replace(
        declarer_revoke,
        id=(
            declarer_revoke.id.replace(".transfert.", ".deux_renonces.64A_et_64B3_mort.")
            if ".transfert." in declarer_revoke.id
            else declarer_revoke.id.replace("renonce.", "renonce.deux_renonces.64A_et_64B3_mort.", 1)
        ),
        title="Deux renonces du camp du déclarant, dont une du mort : "
        + declarer_revoke.title.partition(" : ")[2],
        laws=unique((*declarer_revoke.laws, "64A", "64B3")),
        now=(
            "Deux renonces du camp du déclarant : celle du mort, sur une carte visible de tous, ne donne pas de "
            "transfert (64B3) ; celle du déclarant se règle pour elle-même"
            + (" (64A)" if ".transfert." in declarer_revoke.id else "")
            + ", comme suit.",
            *declarer_revoke.now,
        ),
        notes=tuple(n for n in declarer_revoke.notes if "reprenez avec la situation" not in n),
    )
    # The declarer's own ruling is quoted whole: it cites whatever its lines rely on (issue 29 §3).
    ruling = replace(ruling, laws=unique((*ruling.laws, *ruling.uncited_laws())))
    if "64C1" in ruling.laws:
        return ruling
    # Review N4: dummy's revoke is established (64B3) even when declarer's is corrected at trick 12 (62D1):
    # 64C1 applies « after any established revoke, including those not subject to trick adjustment ».
    return replace(
        ruling,
        laws=(*ruling.laws, "64C1"),
        end_of_play=(*ruling.end_of_play, EQUITY_64C),
        equity_may_apply=True,
        adjusted_score=ruling.adjusted_score or EQUITY_64C_FORESEEN,
    )


# Review R1: a revoke on trick 12 (64B6) or a penalty card not played (64B3) gives no transfer, but the
# other revoke of the side keeps its own (64A), whichever of the two is named first.
SPECIAL = {
    "twelfth": ("64B6", "à la 12e levée, jamais de transfert"),
    "penalty_card": ("64B3", "carte pénalisée non jouée, pas de transfert"),
}
Revoke = tuple[str, str] | str  # (who won its trick, a later trick won) or a SPECIAL key


def count_one(revoke: Revoke) -> tuple[int, str]:
    if isinstance(revoke, str):
        return 0, SPECIAL[revoke][0]
    count, law = count_64A(*revoke)
    assert count is not None  # the play is over: nothing is « not yet »
    return count, law


def describe(revoke: Revoke, count: int, law: str) -> str:
    if isinstance(revoke, str):
        return f"{tricks(0)} ({SPECIAL[revoke][1]}, {law})"
    return f"{tricks(count)} ({law})"


def special_lines(facts: Facts, specials: list[str]) -> tuple[tuple[str, ...], tuple[str, ...], str]:
    """The lines and laws of the revokes that give no transfer (review R1), and the ruling id's variant."""
    lines: list[str] = []
    laws: list[str] = []
    variant: list[str] = ["64A"] if len(specials) < 2 else []
    if "twelfth" in specials:
        laws += ["64B6", "62D1"]
        returned = facts.is_("hands_returned", "yes")
        variant.append("64B6" if returned else "62D1_corrigee")
        if returned:
            lines.append(
                "La renonce de la 12e levée ne donne jamais de transfert (64B6) ; les mains sont rentrées dans "
                "l'étui, elle ne se corrige plus (62D1)."
            )
        else:
            lines.append(
                "La renonce de la 12e levée ne donne jamais de transfert (64B6), mais elle se corrige maintenant, "
                "même consommée, puisque les mains ne sont pas toutes rentrées dans l'étui (62D1) : comptez "
                "l'autre renonce sur les levées telles qu'elles sont après cette correction."
            )
    if "penalty_card" in specials:
        laws += ["61A", "64B3"]
        lines.append(
            "Ne pas jouer une carte pénalisée est une renonce, sans transfert automatique (61A, 64B3) ; le jeu "
            "étant fini, la carte pénalisée n'a plus rien à jouer."
        )
        variant.append("64B3_carte_penalisee")
    return tuple(lines), tuple(laws), "_et_".join(variant)


def each_64A(
    facts: Facts,
    this: Revoke,
    other: Revoke,
    play_over: bool,
    claim: bool,
    prefix: str,
    corrected: bool,
    extra_now: tuple[str, ...],
    extra_laws: tuple[str, ...],
    declaring_side: bool = False,
) -> Ruling:
    """Two revokes of one side, neither dummy's, the play over: each counted under 64A (none for a revoke on
    trick 12 or a penalty card not played), and the total capped at the tricks the offenders won from the
    first revoke trick on (review N2)."""
    counts = [count_one(revoke) for revoke in (this, other)]
    this_count, this_law = counts[0]
    other_count, other_law = counts[1]
    specials = [revoke for revoke in (this, other) if isinstance(revoke, str)]
    wanted = this_count + other_count
    cap_note: tuple[str, ...] = ()
    total = wanted
    least = least_won(this, other) if not specials else 0  # type: ignore[arg-type]
    if not specials and wanted > least:
        # Tester7 T5: a total the answers about each revoke trick already exclude is not offered.
        allowed = frozenset(key for key, count in WON_FROM_FIRST.items() if count >= least)
        why = f"d'après vos réponses sur les levées des deux renonces, le camp fautif en a gagné au moins {least}."
        won = WON_FROM_FIRST[facts.ask_among("tricks_from_first", allowed, why)]
        if won < wanted:
            total = won
            only = f"qu'{tricks(won)}" if tricks(won).startswith("une") else f"que {tricks(won)}"
            cap_note = (
                f"Une même levée n'est pas transférée deux fois : le camp fautif n'a gagné {only} "
                f"depuis la levée de la première renonce, le transfert total est donc de {tricks(won)} (64A1).",
            )
    special_now, special_laws, special_variant = special_lines(facts, specials)
    status = (
        "Cette renonce est corrigée, mais la Loi 64 s'applique comme si elle était consommée (43B2b) ; "
        "l'autre est consommée (63B)."
        if corrected
        else "Les deux renonces sont consommées : elles ne sont pas corrigées et leurs levées restent telles "
        "qu'elles ont été jouées (63B)."
    )
    variant = special_variant if specials else "64A_chacune"
    score = result.corrected_result(facts, total, declaring_side_offended=declaring_side) if total else None
    return Ruling(
        id=f"{prefix}.deux_renonces.{variant}",
        title=f"Deux renonces du même camp : transfert total {tricks(total) if total else 'nul'}",
        laws=unique(
            (
                *extra_laws,
                *sorted((this_law, other_law)),  # the same laws whichever revoke is named first
                *special_laws,
                *(("68D1",) if claim else ()),
                "63B",  # the status line: established revokes stand as played
                "64B2",  # its scope is stated: two revokes of one player in one suit only
                "64C1",
                "12B2",
            )
        ),
        now=(
            *extra_now,
            status,
            f"Cette renonce : {describe(this, this_count, this_law)}. L'autre renonce : "
            f"{describe(other, other_count, other_law)}. Chacune se règle pour elle-même : 64B2 ne vise que deux "
            "renonces du même joueur dans la même couleur.",
            *special_now,
            *cap_note,
            f"Total à transférer au camp non fautif pour la donne : {tricks(total)}.",
        ),
        end_of_play=(
            *((end_of_play_transfer(total, play_over, claim),) if total else ()),
            EQUITY_64C,
        ),
        tricks_transferred=total,
        corrected=corrected,
        equity_may_apply=True,
        adjusted_score=EQUITY_64C_FORESEEN,
        score=score,
        notes=(
            OBJECTION_12B2,
            "Interprétation retenue : chaque renonce est comptée pour elle-même (64A) et les transferts "
            "s'additionnent, sans prendre deux fois la même levée ; au plus les levées que le camp fautif a "
            "gagnées depuis la première renonce (64A1). Si cela ne répare pas le dommage, l'arbitre rétablit "
            "l'équité (64C1).",
        ),
        script=(
            "Deux renonces du même camp : chacune donne son propre transfert, sans compter deux fois la même "
            "levée.",
            f"Au total, {tricks(total)} {transferred(total)} au camp non fautif."
            if total
            else "Aucune levée n'est transférée.",
            "Si le camp non fautif s'estime insuffisamment dédommagé, je rétablirai l'équité.",
        ),
    )


def least_won(first: tuple[str, str], second: tuple[str, str]) -> int:
    """The fewest tricks the offenders can have won from the earlier revoke trick on, whichever revoke
    came first: below it, the two counts might claim the same trick and the director is asked."""

    def won(revoke: tuple[str, str]) -> int:
        return 1 if revoke[0] in ("offender", "partner") else 0

    def later(revoke: tuple[str, str]) -> int:
        return 1 if revoke[1] == "yes" and revoke[0] != "partner" else 0

    def in_order(a: tuple[str, str], b: tuple[str, str]) -> int:
        return max(won(a) + won(b) + later(b), won(a) + later(a))

    return min(in_order(first, second), in_order(second, first))
