"""What the auction topics share: the comparable call (Law 23A) and the lead restrictions (Law 26).

Laws 27B1b, 30B1b, 31A2 and 32A2 all end the same way: the offender's replacement call is
either comparable (no further rectification, 26A, but 23C if the non-offending side was
damaged) or not (partner must pass once or throughout, 26B and 16C). Whether a call is
comparable is the director's judgement; Arbitre asks the three tests of 23A in his words,
each with an example, and records his finding.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rules.model import AdjustedKind, AdjustedScore, ChooserRole, Option, PartnerMustPass, Question, Ruling
from rules.topic import Facts
from rules.topics.auction.pending import PENDING, branch_ruling

COMPARABLE_VALUES = ("same_meaning", "subset", "same_purpose")


def comparable_call_question(question_id: str = "comparable") -> Question:
    """Law 23A as a judgement aid: the three tests, in the order a director tries them."""
    return Question(
        question_id,
        "La déclaration de remplacement est-elle comparable à celle qui est retirée ?",
        (
            Option("same_meaning", "Même sens, ou sens voisin"),
            Option("subset", "Elle précise une partie des sens de la retirée"),
            Option("same_purpose", "Même but (demande d'as, relais…)"),
            Option("not_comparable", "Non : aucun des trois critères"),
            Option(PENDING, "Pas encore choisie ou jugée : donner les deux suites"),
        ),
        "C'est votre jugement (Loi 23A) : écoutez en privé ce que chaque déclaration aurait voulu dire "
        "dans le système de la paire ; un seul critère suffit. Exemples : 1♠ naturel remplacé par 2♠ "
        "naturel (même sens) ; une ouverture de 1♣ (12-20 points, 3 trèfles ou plus) remplacée par 2♣ "
        "naturel (12-15 points, 6 trèfles) : toute main du 2♣ aurait ouvert de 1♣ (une partie des sens) ; 4SA "
        "Blackwood remplacé par 4♣ Gerber (même but : demander les as). S'il n'a pas encore choisi, "
        "répondez « pas encore » : vous aurez les deux suites à lui expliquer avant qu'il déclare.",
    )


def is_comparable(answer: str) -> bool:
    return answer in COMPARABLE_VALUES


def comparable_law(answer: str) -> str:
    """The 23A sub-paragraph the director's finding rests on."""
    return {"same_meaning": "23A1", "subset": "23A2", "same_purpose": "23A3"}[answer]


COMPARABLE_BRANCH = "S'il choisit une déclaration comparable à celle qui est retirée (23A) :"
NOT_COMPARABLE_BRANCH = "S'il choisit une déclaration qui n'est pas comparable :"
PENDING_INTRO = (
    "La suite dépend de la déclaration du fautif : expliquez-lui les deux cas avant qu'il la fasse, à "
    "l'écart de la table s'il doit parler du sens des enchères (10C1), puis jugez-la (23A)."
)


def any_criterion(ruling: Ruling) -> Ruling:
    """The comparable outcome before the finding: any of the three tests of 23A, not 23A1 alone."""
    laws: list[str] = []
    for law in ruling.laws:
        laws.extend(("23A1", "23A2", "23A3") if law == "23A1" else (law,))
    return replace(
        ruling,
        laws=tuple(dict.fromkeys(laws)),
        now=tuple(line.replace("(23A1)", "(23A)") for line in ruling.now),
    )


# Review R8: the replacement call is already made (the LHO accepted it by calling over it), only the
# director's 23A finding is still to come.
JUDGED_LATER_INTRO = (
    "La déclaration de remplacement est faite ; la suite dépend de votre jugement, pas encore rendu : "
    "est-elle comparable à celle qui est retirée (23A) ?"
)


def by_comparable(
    answer: str, build: Callable[[str], Ruling], ruling_id: str = "", intro: str = PENDING_INTRO
) -> Ruling:
    """The ruling for the director's 23A finding, or both outcomes while the call is not chosen (or, with
    `intro`, while the call made is not yet judged)."""
    if answer != PENDING:
        return build(answer)
    comparable = any_criterion(build("same_meaning"))
    not_comparable = build("not_comparable")
    if not ruling_id:
        shared = next(
            (i for i, (a, b) in enumerate(zip(comparable.id, not_comparable.id, strict=False)) if a != b),
            min(len(comparable.id), len(not_comparable.id)),
        )
        ruling_id = comparable.id[:shared].rstrip("_.") + ".a_choisir"
    return branch_ruling(
        ruling_id,
        "Déclaration de remplacement pas encore choisie : les deux suites (comparable ou non, 23A)"
        if intro == PENDING_INTRO
        else "Déclaration de remplacement pas encore jugée : les deux suites (comparable ou non, 23A)",
        intro,
        [(COMPARABLE_BRANCH, comparable), (NOT_COMPARABLE_BRANCH, not_comparable)]
        if intro == PENDING_INTRO
        else [
            ("Si vous la jugez comparable (23A) :", comparable),
            ("Si vous la jugez non comparable :", not_comparable),
        ],
    )


# 26B speaks of the suits the offender *specified*, not named (29C sets the two apart): what his
# calls showed in the pair's system, so a transfer frees the suit it shows and a Stayman does not
# free clubs.
SPECIFIED_26B = (
    "Comptez ce que ses déclarations régulières montraient, pas leur nom : après un transfert 2♦ "
    "(cœurs), le déclarant peut interdire les carreaux mais pas les cœurs ; un Stayman 2♣ ne désigne "
    "pas les trèfles."
)

LEAD_RESTRICTIONS_26B = (
    "Si le fautif devient joueur de la défense, le déclarant peut, à la première entame ou attaque de "
    "son partenaire, lui interdire une couleur que le fautif n'a pas désignée (montrée) dans les "
    "enchères régulières ; l'interdiction dure tant que ce partenaire garde la main (26B).",
    SPECIFIED_26B,
)


def lead_restrictions_if(condition: str) -> tuple[str, ...]:
    """26B under a condition the director judges (« Si … : si le fautif devient joueur de la défense … »)."""
    first = LEAD_RESTRICTIONS_26B[0]
    return (f"{condition} : {first[:1].lower()}{first[1:]}", *LEAD_RESTRICTIONS_26B[1:])


NO_LEAD_RESTRICTIONS_26A = "Aucune restriction d'entame pour le camp fautif (26A)."

DAMAGE_23C = (
    "En fin de jeu, si le camp fautif a pu tirer avantage de la déclaration retirée et que le camp non "
    "fautif en a été lésé, vous attribuerez une marque ajustée (23C, 12C1b)."
)

DAMAGE_72C = (
    "Si le fautif pouvait savoir que son irrégularité risquait de léser l'autre camp, la donne continue et "
    "vous ajusterez en fin de jeu si le camp fautif en a tiré avantage (72C)."
)


DAMAGE_16C3 = (
    "L'information de la déclaration annulée reste interdite au camp fautif pendant le jeu aussi (16C2), "
    "par exemple pour l'entame : en fin de jeu, si elle a guidé son camp et lésé l'autre, vous ajusterez "
    "la marque (16C3). C'est un recours distinct de 72C."
)


def foreseen_adjustment(*laws: str) -> AdjustedScore:
    """An adjusted score the ruling only announces: the director judges it at the end of play."""
    return AdjustedScore(kind=AdjustedKind.ASSIGNED, laws=laws, foreseen=True)


OFFENDING_SIDE = ("camp fautif",)


def partner_silenced_ruling(**fields: Any) -> Ruling:
    """The shape every rectification that silences the offender's partner shares (27B2-27B4, 36B,
    37B, 38): nobody chooses, lead restrictions may follow (26B), the withdrawn call is unauthorised
    for the offending side (16C), and 72C may call for an adjustment at the end of play."""
    defaults: dict[str, Any] = {
        "chooser_role": ChooserRole.NONE,
        "partner_must_pass": PartnerMustPass.THROUGHOUT,
        "lead_restrictions": LEAD_RESTRICTIONS_26B,
        "unauthorised_for": OFFENDING_SIDE,
        "adjusted_score": foreseen_adjustment("72C", "16C3"),
        "end_of_play": (DAMAGE_72C, DAMAGE_16C3),
    }
    merged = defaults | fields
    # 16C3 is the remedy for a breach of 16C2: cited wherever the withdrawn call stays unauthorised.
    laws = tuple(merged["laws"])
    if merged["unauthorised_for"] and "16C3" not in laws:
        merged["laws"] = (*laws, "16C3")
    return Ruling(**merged)


# --- Was a call made at all? (bidding boxes, Law 18F) -----------------------------------------------

# A rare first answer of each auction topic, so no path pays a question for it.
NOT_MADE = "not_made"
NOT_MADE_LABEL = "Rien : un carton touché ou à moitié sorti, sans intention apparente"


def call_not_made() -> Ruling:
    """The bidding-box regulation (allowed by 18F): a call is made when the card is taken out of the
    box with apparent intent; one touched or half drawn and let go is no call, so no irregularity."""
    return Ruling(
        id="auction.pas_de_declaration",
        title="Pas de déclaration : le carton n'a pas été sorti de la boîte avec une intention apparente",
        laws=("18F", "16B1a", "16B3", "25A"),
        now=(
            "Avec les boîtes à enchères, une déclaration est faite quand le carton est sorti de la boîte "
            "avec une intention apparente (règlement des boîtes à enchères, que permet la Loi 18F). Un carton "
            "touché ou à moitié sorti puis lâché sans cette intention n'est pas une déclaration : pas "
            "d'irrégularité d'enchère, pas de rectification, et le joueur déclare librement à son tour.",
            "Si son partenaire a vu quel carton il touchait, c'est une information venue de lui en dehors "
            "des déclarations, non autorisée pour ce partenaire (16B1a) ; vous ajusterez en fin de jeu s'il "
            "en a tiré parti (16B3).",
            "Si le carton a bien été sorti avec une intention apparente, la déclaration est faite : "
            "décrivez l'irrégularité (un carton voisin tiré par erreur relève du changement de déclaration, "
            "25A).",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        accepted_by=None,
        unauthorised_for=("partenaire du joueur",),
        adjusted_score=foreseen_adjustment("16B3"),
        script=(
            "Ce carton n'a pas été sorti de la boîte avec une intention apparente : il n'y a pas de "
            "déclaration. Vous déclarerez à votre tour.",
        ),
    )


# --- 16C3 beside every 16C2 (review M3, A2) ------------------------------------------------------

DAMAGE_16C3_ANY = (
    "Ce qui est interdit au camp fautif le reste pendant le jeu (16C2), par exemple pour l'entame : en fin de "
    "jeu, si cette information a guidé son camp et lésé l'autre, vous ajusterez la marque (16C3)."
)

DAMAGE_16C3_COMPARABLE = (
    "Seule la déclaration que le partenaire du fautif a faite avant le remplacement, en connaissant la "
    "déclaration annulée, reste sous 16C2 : en fin de jeu, si elle a guidé son camp et lésé l'autre, vous "
    "ajusterez la marque (16C3). Pour le reste du coup, 16C2 ne joue plus (23B) : voyez 23C."
)


def with_16C3(ruling: Ruling) -> Ruling:
    """16C3 is the remedy of 16C2: a ruling that marks information unauthorised under Law 16C also
    foresees the adjustment at the end of play, whichever auction law it rules under."""
    if not ruling.unauthorised_for or not any(law.startswith("16C") for law in ruling.laws):
        return ruling
    said = any("(16C3)" in line for line in (*ruling.now, *ruling.end_of_play))
    # Review 3 (23/16C): after a comparable replacement 16C2 no longer applies (23B); only the call the
    # partner made before it stays under 16C2, and the end of play says so, not that 16C2 still holds.
    comparable = any("16C2 ne joue plus" in line for line in ruling.now)
    adjusted = ruling.adjusted_score
    if adjusted is None:
        adjusted = foreseen_adjustment("16C3")
    elif "16C3" not in adjusted.laws:
        adjusted = replace(adjusted, laws=(*adjusted.laws, "16C3"))
    return replace(
        ruling,
        laws=ruling.laws if "16C3" in ruling.laws else (*ruling.laws, "16C3"),
        end_of_play=ruling.end_of_play
        if said
        else (*ruling.end_of_play, DAMAGE_16C3_COMPARABLE if comparable else DAMAGE_16C3_ANY),
        adjusted_score=adjusted,
    )


def foresees_16C3(procedure: Callable[[Facts], Ruling]) -> Callable[[Facts], Ruling]:
    """A topic's procedure whose every ruling goes through `with_16C3`."""

    @functools.wraps(procedure)
    def ruled(facts: Facts) -> Ruling:
        return with_16C3(procedure(facts))

    return ruled
