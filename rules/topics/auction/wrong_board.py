"""Mauvais étui — Loi 15 : les cartes d'un autre étui (15A), un étui qui n'est pas celui du tour (15B).

15A is about one player's hand: a call made with another board's cards is cancelled, and what
follows depends on whether his partner has called since. 15B is about the table: what to do
with a board that should not have been played now. 15B covers pairs and individual events only;
in a team match Law 86B decides.
"""

from __future__ import annotations

from rules.model import AdjustedKind, AdjustedScore, ChooserRole, Option, PartnerMustPass, Question, Ruling
from rules.regulations import Regulation
from rules.scores.adjusted import Responsibility
from rules.topic import Facts, Topic, questions
from rules.topics.auction.common import foresees_16C3
from rules.topics.common import yes_no
from rules.topics.scores_procedure.adjusted_score.sides import (
    artificial,
    at_fault,
    responsibilities,
    side_question,
)

QUESTIONS = questions(
    Question(
        "case",
        "Que s'est-il passé ?",
        (
            Option("wrong_cards", "Un joueur a déclaré avec les cartes d'un autre étui"),
            Option("wrong_board", "La table joue un étui qui n'est pas celui de ce tour"),
            Option("wrong_cards_later", "Plus tard : on joue l'étui dont il avait pris les cartes"),
        ),
        "15A : un joueur s'est trompé de main. 15B : c'est la table qui s'est trompée d'étui.",
    ),
    yes_no(
        "partner_called",
        "Le partenaire du fautif a-t-il déclaré depuis ?",
        "Si le partenaire a déclaré, les enchères ne peuvent plus être reprises normalement : marque ajustée "
        "(15A2a) ; sinon le fautif déclare de nouveau avec sa vraie main (15A2b).",
    ),
    Question(
        "repeated",
        "Sur cet étui-là, le fautif a-t-il refait la même déclaration ?",
        (
            Option("same", "Oui : la même déclaration, ou une autre de sens voisin"),
            Option("different", "Non : sens très différent, ou déclaration psychique"),
        ),
        "Sa première déclaration a été faite avec ces cartes. Elle ne « diffère » que si son sens est très "
        "différent ou si elle est psychique (15A3 et sa note) : une autre déclaration de sens voisin laisse "
        "jouer la donne normalement.",
    ),
    side_question(
        "offending_side", "Quel camp a déclaré avec les cartes d'un autre étui (le camp du fautif) ?"
    ),
    Question(
        "event",
        "Quelle est la forme du tournoi ?",
        (
            Option("pairs", "Tournoi par paires ou individuel"),
            Option("teams", "Match par équipes"),
        ),
        "La Loi 15B vaut pour les paires et l'individuel ; en match par équipes, c'est la Loi 86B.",
    ),
    yes_no(
        "played_before",
        "L'un des quatre joueurs de la table a-t-il déjà joué cet étui, quel que soit l'adversaire ?",
        "Déjà joué par l'un d'eux : la donne est annulée pour les deux camps (15B1). Sinon elle va à son terme "
        "et son résultat compte (15B2).",
    ),
)

LATER_15A3 = (
    "Notez l'étui dont il avait pris les cartes et sa déclaration : quand cet étui sera joué, revenez ici "
    "(« Plus tard ») pour savoir s'il se joue normalement (15A3)."
)
PENALTY_15A4 = "Vous pouvez ajouter une pénalité de procédure, par exemple si l'erreur se répète (15A4, 90A)."


def _offending_side_score(
    side: str, regulation: Regulation, law: str
) -> tuple[str, tuple[str, ...], AdjustedScore, tuple[str, ...]]:
    """The artificial score of 15A2a and 15A3: the offender's side directly at fault, the other side in
    no way (12C2a), named so that the scorer's sheet refuses a mark that inverts them (tester8 T3: `m 40/60`
    gave Nord-Sud the moyenne moins for Est's wrong cards)."""
    sides, words = at_fault(side, Responsibility.DIRECTLY_AT_FAULT, "cartes d'un autre étui")
    figures, lines = artificial(sides, regulation)
    score = AdjustedScore(
        AdjustedKind.ARTIFICIAL,
        (law, "12C2a"),
        unit="%",
        figures=figures,
        responsibilities=responsibilities(sides),
    )
    laws = ("12C2a", "12C2b", "86B1", "86B2", *(("12C2c",) if any("12C2c" in line for line in lines) else ()))
    return words, tuple(lines), score, laws


def _wrong_cards_note(why: str) -> str:
    return (
        f"Interprétation retenue : {why}, la marque ajustée est donc artificielle et suit la responsabilité "
        "(12C2a) : le camp du joueur qui a pris les cartes d'un autre étui est directement fautif, l'autre ne "
        "l'est en rien. Si vous jugez autrement (l'étui était mal placé par l'organisation), donnez la marque "
        "avec le thème « Marque ajustée »."
    )


def cards_from_wrong_board_15A2a(facts: Facts) -> Ruling:
    words, lines, score, score_laws = _offending_side_score(
        facts.ask("offending_side"), facts.regulation, "15A2a"
    )
    return Ruling(
        id="mauvais_etui.15A2a",
        title="Cartes d'un autre étui, le partenaire a déclaré : marque ajustée",
        laws=("15A1", "15A2a", *score_laws, "15A3", "15A4", "90A"),
        now=(
            "La déclaration faite avec les cartes d'un autre étui est annulée, avec toutes celles qui l'ont "
            "suivie (15A1).",
            "Le partenaire du fautif a déclaré depuis : les enchères ne peuvent pas reprendre normalement, vous "
            f"attribuez une marque ajustée (15A2a) : artificielle, {words} (12C2a).",
            *lines,
            LATER_15A3,
            PENALTY_15A4,
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        adjusted_score=score,
        notes=(_wrong_cards_note("aucun résultat ne peut être obtenu sur cette donne"),),
        script=(
            "Cette déclaration a été faite avec les cartes d'un autre étui : elle est annulée, et la donne "
            f"reçoit une marque ajustée : {words}.",
        ),
    )


def cards_from_wrong_board_15A2b() -> Ruling:
    return Ruling(
        id="mauvais_etui.15A2b",
        title="Cartes d'un autre étui : le fautif déclare de nouveau avec sa vraie main",
        laws=("15A1", "15A2b", "15A2c", "16C", "15A3", "15A4", "90A"),
        now=(
            "La déclaration faite avec les cartes d'un autre étui est annulée, avec toutes celles qui l'ont "
            "suivie (15A1).",
            "Le fautif prend sa vraie main, la regarde, déclare de nouveau, et les enchères continuent "
            "normalement à partir de là (15A2b).",
            "Les déclarations annulées sont une information autorisée pour le camp non fautif et interdite au "
            "camp fautif (15A2c, 16C).",
            LATER_15A3,
            PENALTY_15A4,
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        unauthorised_for=("camp fautif",),
        script=(
            "Votre déclaration a été faite avec les cartes d'un autre étui : elle est annulée, ainsi que celles "
            "qui ont suivi. Reprenez vos cartes, et déclarez de nouveau.",
            "Ce que vous savez des déclarations annulées ne doit pas guider votre camp.",
        ),
    )


def later_board_15A3(facts: Facts, same: bool) -> Ruling:
    if same:
        return Ruling(
            id="mauvais_etui.15A3_normal",
            title="L'étui dont il avait pris les cartes : même déclaration, la donne se joue normalement",
            laws=("15A3",),
            now=(
                "Le fautif a refait sur cet étui la déclaration qu'il avait faite avec ces cartes, ou une "
                "déclaration de sens voisin (elle ne diffère pas au sens de 15A3) : vous pouvez laisser jouer "
                "la donne normalement (15A3).",
            ),
            chooser_role=ChooserRole.NONE,
            partner_must_pass=PartnerMustPass.NONE,
            script=("La donne se joue normalement.",),
        )
    words, lines, score, score_laws = _offending_side_score(
        facts.ask("offending_side"), facts.regulation, "15A3"
    )
    return Ruling(
        id="mauvais_etui.15A3_ajustee",
        title="L'étui dont il avait pris les cartes : autre déclaration, marque ajustée",
        laws=("15A3", *score_laws),
        now=(
            "Le fautif n'a pas refait la déclaration faite avec ces cartes (sens très différent, ou psychique) : "
            f"vous attribuez une marque ajustée sur cet étui (15A3) : artificielle, {words} (12C2a).",
            *lines,
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        adjusted_score=score,
        notes=(_wrong_cards_note("le résultat de la table n'est pas valable"),),
        script=(
            f"Ce qui a été déclaré diffère de la première fois : cet étui reçoit une marque ajustée : {words}.",
        ),
    )


def team_match_86B() -> Ruling:
    return Ruling(
        id="mauvais_etui.equipes_86B",
        title="Mauvais étui en match par équipes : la Loi 86B",
        laws=("86B1", "86B2", "86A", "12C2b"),
        now=(
            "En match par équipes, la Loi 15B ne s'applique pas.",
            "Si les deux tables du match jouent cet étui entre les mêmes équipes, la comparaison est normale : "
            "rien à ajuster.",
            "Sinon la donne ne peut pas être comparée normalement, et la marque ajustée suit la Loi 86B : marque "
            "de remplacement selon le résultat de l'autre table quand il y en a un (86B1), sinon règles de 86B2 "
            "(annulation, marques artificielles, ou donne de remplacement si le temps le permet).",
            "Pas de donne de remplacement si un concurrent peut connaître le résultat du match sans cette "
            "donne : marque ajustée à la place (86A).",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("86B1", "86B2"), foreseen=True),
        script=(
            "Ce n'est pas l'étui prévu pour ce tour : je décide de la marque selon la règle des équipes.",
        ),
    )


def already_played_15B1() -> Ruling:
    return Ruling(
        id="mauvais_etui.15B1",
        title="Étui déjà joué par un joueur de la table : donne annulée pour les deux camps",
        laws=("15B1", "15B3", "12C2a"),
        now=(
            "L'un des quatre joueurs a déjà joué cet étui : la donne est annulée pour les deux camps (15B1).",
            "Chaque concurrent privé ainsi d'un résultat valable reçoit une marque ajustée artificielle, selon "
            "sa responsabilité (15B3, 12C2a) ; la table a pris l'étui posé devant elle, souvent sans faute.",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        adjusted_score=AdjustedScore(AdjustedKind.ARTIFICIAL, ("15B3", "12C2a")),
        script=(
            "Cet étui n'est pas celui de ce tour et l'un de vous l'a déjà joué : la donne est annulée. Jouez "
            "l'étui prévu ; je vous donnerai une marque ajustée pour celui-ci.",
        ),
    )


def never_played_15B2() -> Ruling:
    return Ruling(
        id="mauvais_etui.15B2",
        title="Étui d'un autre tour, que personne n'a joué : on le termine et le résultat compte",
        laws=("15B2", "15B3", "12C2a"),
        now=(
            "Aucun des quatre joueurs n'a encore joué cet étui : enchères et jeu vont à leur terme et le résultat "
            "compte (15B2).",
            "Vous pouvez faire jouer plus tard aux deux paires, l'une contre l'autre, l'étui qu'elles devaient "
            "jouer (15B2). Si ce n'est pas possible, ou si une autre paire perd de ce fait son résultat sur un "
            "étui, chaque concurrent privé d'un résultat valable reçoit une marque ajustée artificielle (15B3).",
        ),
        chooser_role=ChooserRole.NONE,
        partner_must_pass=PartnerMustPass.NONE,
        adjusted_score=AdjustedScore(AdjustedKind.ARTIFICIAL, ("15B3", "12C2a"), foreseen=True),
        script=(
            "Cet étui n'est pas celui de ce tour, mais personne ne l'a joué : terminez-le, le résultat compte. "
            "Je vous dirai quand jouer l'étui prévu.",
        ),
    )


def wrong_board(facts: Facts) -> Ruling:
    case = facts.ask("case")
    if case == "wrong_cards":
        if facts.is_("partner_called", "yes"):
            return cards_from_wrong_board_15A2a(facts)
        return cards_from_wrong_board_15A2b()
    if case == "wrong_cards_later":
        return later_board_15A3(facts, facts.ask("repeated") == "same")
    if facts.ask("event") == "teams":
        return team_match_86B()
    if facts.is_("played_before", "yes"):
        return already_played_15B1()
    return never_played_15B2()


TOPIC = Topic(
    id="mauvais_etui",
    title="Mauvais étui",
    summary="Cartes prises dans un autre étui, ou étui qui n'est pas celui du tour (Loi 15).",
    laws=("15", "16", "86"),
    questions=QUESTIONS,
    procedure=foresees_16C3(wrong_board),
    phases=("avant", "encheres", "apres"),
)
ORDER = 66
