"""La renonce consommée : comment elle l'a été (63A) et l'ordre des Lois 62D, 64B puis 64A."""

from __future__ import annotations

from rules.model import Ruling
from rules.topic import Facts
from rules.topics.common import DECLARER, DEFENDER, DUMMY
from rules.topics.revoke.correction import (
    correct_62B1_defender_major_penalty_card,
    correct_62B2_declarer_or_dummy,
    correct_62B2_defender_faced_card,
    correct_62D1_twelfth_trick,
)
from rules.topics.revoke.transfer import (
    correct_62C3_both_sides_same_trick,
    no_transfer_64B3,
    no_transfer_64B4_64B5,
    no_transfer_64B6,
    no_transfer_64B7,
    transfer_64A,
    two_revokes_same_suit_64B2,
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
    if discovered in ("after_next_call", "after_round"):
        # Too late for any transfer (64B4, 64B5), and for a 12th-trick correction too: the hands are
        # back in the board by then (62D1). Asking the trick would be a dead question.
        return no_transfer_64B4_64B5(discovered)
    if facts.is_("trick_twelve", "twelfth"):
        if corrected_43B2b:
            return no_transfer_64B6()
        if discovered == "during_play" or (discovered == "after_play" and facts.is_("hands_returned", "no")):
            return correct_62D1_twelfth_trick(offender)
        return no_transfer_64B6()
    if offender == DUMMY:
        return no_transfer_64B3("dummy")
    other = facts.ask("other_revoke")
    if other == "same_player_same_suit":
        return two_revokes_same_suit_64B2(facts)
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
