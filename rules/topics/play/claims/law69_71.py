"""An agreed claim withdrawn (69B) and a concession cancelled (71), within the correction period (79C)."""

from __future__ import annotations

from rules.deals.claim.counted import ClaimCount
from rules.model import ChooserRole, Ruling
from rules.topic import Facts
from rules.topics.play.claims import count as claim_count

LATE_SCORE_ERROR = (
    "Si ce n'est pas l'accord mais la marque inscrite qui est fausse (transcription, calcul), elle peut "
    "encore être corrigée après le délai, avec l'accord de l'organisateur, si vous en êtes convaincu au-delà "
    "du doute raisonnable (79C2) : situation « désaccord sur les levées »."
)


def agreement_withdrawn_69B(facts: Facts) -> Ruling:
    if facts.is_("within_correction_period", "no"):
        return Ruling(
            id="claim.agreed.too_late",
            title="Accord sur une revendication : le délai de correction est passé",
            laws=("69A", "79C"),
            now=(
                "L'accord est acquis et le délai de correction est passé : la donne reste marquée comme "
                "revendiquée ou concédée (69A, 79C).",
            ),
            chooser_role=ChooserRole.NONE,
            notes=(LATE_SCORE_ERROR,),
            script=("Le délai de correction est passé : le résultat reste celui de l'accord.",),
        )
    issue = facts.ask("agreement_issue")
    if issue == "no_ground":
        return Ruling(
            id="claim.agreed.stands",
            title="Accord sur une revendication : il est maintenu",
            laws=("69A", "69B1", "69B2"),
            now=(
                "Le camp a accepté la revendication ou la concession, et sans contester avant la donne "
                "suivante ou la fin du tour : l'accord est acquis (69A).",
                "Il ne peut être retiré que pour une levée gagnée en fait ou probablement gagnée si le jeu "
                "avait continué (69B) ; ce n'est pas le cas : la donne est marquée comme convenu.",
            ),
            chooser_role=ChooserRole.NONE,
            script=("L'accord est maintenu.",),
        )
    law = "69B1" if issue == "won_in_fact" else "69B2"
    # Tester9 T9 (69B): with the cards, the claimer's side keeps what it claimed less the trick given back.
    cards = claim_count.count(facts)
    total = None
    if cards is not None:
        # The acquiescing side gets a trick back (69B): the claimer's side never keeps all it claimed.
        claimed = claim_count.claimed(facts, cards)
        total = _total(facts, cards, claimed - 1, "du camp du revendiquant", high=max(claimed - 1, 0))
    return Ruling(
        id=f"claim.agreed.withdrawn.{issue}",
        title="Accord retiré : la levée revient au camp qui l'avait acceptée à tort",
        laws=("69A", law, "79C"),
        now=(
            (
                "Le joueur avait accepté de perdre une levée que son camp avait en fait gagnée : il peut "
                "retirer son accord dans le délai de correction (69B1)."
                if issue == "won_in_fact"
                else "Le joueur avait accepté de perdre une levée que son camp aurait probablement gagnée si "
                "le jeu avait continué : il peut retirer son accord dans le délai de correction (69B2)."
            ),
            "La donne est marquée à nouveau en lui attribuant cette levée : le résultat de la table compte une "
            "levée de plus pour son camp (écrivez le contrat et ce résultat sur la feuille de marque).",
            *((total[1],) if total is not None else ()),
        ),
        chooser_role=ChooserRole.NONE,
        tricks_awarded=total[0] if total is not None else None,
        script=("La levée vous revient ; la donne est marquée à nouveau avec cette levée.",),
    )


def concession_cancelled_71(facts: Facts) -> Ruling:
    if facts.is_("within_correction_period", "no"):
        return Ruling(
            id="claim.concession.too_late",
            title="Concession : le délai de correction est passé, elle est maintenue",
            laws=("71", "79C"),
            now=("Une concession faite reste acquise ; le délai de correction est passé (71, 79C).",),
            chooser_role=ChooserRole.NONE,
            notes=(LATE_SCORE_ERROR,),
            script=("Le délai de correction est passé : la concession est maintenue.",),
        )
    cards = claim_count.count(facts)
    if cards is None:
        issue = facts.ask("concession_issue")
    else:
        kept = claim_count.claimed(facts, cards)
        can_lose = cards.unaware.tricks <= kept
        issue = facts.propose(
            "concession_issue",
            "could_lose" if can_lose else "cannot_lose",
            f"Compté sur les cartes : sur toute ligne normale, le camp qui a concédé fait au moins "
            f"{claim_count.trick_words(cards.unaware.tricks)} sur les {cards.tricks_left} qui restaient, et "
            f"il en gardait {kept}. {claim_count.MODEL}",
        )
    if issue == "could_lose":
        return Ruling(
            id="claim.concession.stands",
            title="Concession maintenue : la levée pouvait être perdue",
            laws=("71",),
            now=(
                "Une concession reste acquise : la levée concédée pouvait être perdue par un jeu normal "
                "(même maladroit), elle n'est pas rendue (71).",
            ),
            chooser_role=ChooserRole.NONE,
            script=("La concession est maintenue.",),
        )
    law = "71A" if issue == "won_in_fact" else "71B"
    # Tester9 T9: with the cards, the total is known; the mark is then checked against it (the sheet took
    # 4♥-1 for a concession cancelled to 4♥=). 71A: the trick conceded was won already, the count of the
    # tricks played has it; 71B: every trick no normal play could lose comes back (the normal minimum).
    total = None
    if cards is not None:
        # The tricks kept stay his (71); 71B gives back at least the trick conceded (tester15 V2: the
        # count then never offers fewer than the ruling's title says).
        least = kept if issue == "won_in_fact" else kept + 1
        proposed = kept if issue == "won_in_fact" else max(kept + 1, cards.unaware.tricks)
        total = _total(
            facts,
            cards,
            proposed,
            "du camp qui avait concédé",
            low=least,
            floor="Les levées gardées restent les siennes" if issue == "won_in_fact" else "",
        )
    return Ruling(
        id=f"claim.concession.cancelled.{issue}",
        title="Concession annulée : la levée revient au camp qui l'avait concédée",
        laws=(law, "79C"),
        now=(
            (
                "Le camp avait concédé une levée qu'il avait en fait gagnée : l'arbitre annule la "
                "concession dans le délai de correction (71A)."
                if issue == "won_in_fact"
                else "Le camp avait concédé une levée qu'il ne pouvait perdre par aucun jeu normal : "
                "l'arbitre annule la concession dans le délai de correction (71B)."
            ),
            "La donne est marquée à nouveau en lui attribuant cette levée : le résultat de la table compte une "
            "levée de plus pour son camp (écrivez le contrat et ce résultat sur la feuille de marque).",
            *((total[1],) if total is not None else ()),
        ),
        chooser_role=ChooserRole.NONE,
        tricks_awarded=total[0] if total is not None else None,
        script=(
            "La concession est annulée pour cette levée ; la donne est marquée à nouveau avec cette levée.",
        ),
    )


def _total(
    facts: Facts,
    cards: ClaimCount,
    proposed: int,
    whose: str,
    low: int = 0,
    high: int | None = None,
    floor: str = "",
) -> tuple[int | None, str]:
    """The claimer's side's total, counted on the cards (tester9 T9): the tricks it had won, then those of
    the rest the director gives it, `proposed` first, from `low` to `high` (what the ruling itself says:
    the trick given back); and the ruling's line that says it (`whose`: « du camp qui avait concédé »).
    The mark is then checked against it, as a contested claim's is."""
    most = cards.tricks_left if high is None else min(high, cards.tricks_left)
    low = max(0, min(low, most))
    proposed = max(low, min(proposed, most))
    why = f"Arbitre propose {proposed} : les levées réclamées ou gardées, avec la levée que la décision rend."
    if low > 0:
        # 71A: the trick conceded was won already (among the tricks played); only the tricks kept bound the rest.
        why += f" {floor or 'La décision rend la levée concédée'} : au moins {low}."
    elif high is not None:
        why += f" La décision rend une levée : au plus {most}."
    tricks, counted = claim_count.tricks_total(facts, proposed, why, low, most)
    if tricks is None:
        return None, f"Levées {whose} : {counted}, plus celles qu'il avait déjà gagnées."
    return tricks, f"Levées {whose} : {counted}."
