"""What Laws 21, 47E2 and 75 decide, whichever topic the incident enters by.

A card played because of an opponent's mistaken explanation can be reported through
« Explication erronée », « Attaque hors tour » or « Entame hors tour »: each route calls the
functions below, so the same facts give the same ruling (who chooses, whether Law 16C applies,
which laws) whatever the route. The evidence of the partnership's agreement comes first, because
only a mistaken explanation is an infraction (75B1): a mistaken call is not (75C), and a player
who misunderstood a correct explanation has no redress (21A). The director presumes a mistaken
explanation when there is no evidence either way (21B1b).
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import Choice, ChooserRole, Option, Question, Ruling
from rules.topic import Facts
from rules.topics.proprieties.judgement import JUDGEMENT_NOTE

EVIDENCE = Question(
    "evidence",
    "Qu'établissez-vous sur l'explication et l'accord de la paire (feuille de conventions, notes, "
    "habitudes) ?",
    (
        Option(
            "explanation_wrong",
            "L'accord est différent de ce qui a été expliqué : l'explication était erronée",
        ),
        Option("no_evidence", "Pas de preuve dans un sens ou dans l'autre"),
        Option("no_agreement", "La paire n'a pas d'accord sur cette séquence"),
        Option(
            "call_wrong",
            "L'accord est bien celui qui a été expliqué : c'est la déclaration qui était erronée",
        ),
        Option(
            "misunderstood",
            "L'explication était juste et claire : le joueur qui se plaint l'a mal comprise ou mal entendue",
        ),
    ),
    "Sans preuve contraire, l'arbitre présume une explication erronée plutôt qu'une déclaration "
    "erronée (21B1b). Des écarts répétés que le partenaire connaît forment un accord implicite, à "
    "dévoiler comme les autres (40C1).",
)

CARD_PLAYED = Question(
    "card_played",
    "Un joueur a-t-il joué une carte à cause de l'explication erronée ?",
    (
        Option("none", "Non"),
        Option("retractable", "Oui, en cours de jeu, et aucune carte n'a été jouée depuis"),
        Option(
            "lead_retractable",
            "Oui, l'entame, et le mort n'a encore étalé aucune carte",
        ),
        Option(
            "too_late",
            "Oui, mais une carte a été jouée depuis (pour une entame : le mort a étalé une carte)",
        ),
    ),
    "La carte peut être reprise sans rectification tant qu'aucune carte n'a été jouée après elle ; "
    "une entame, tant que le mort n'a étalé aucune carte (47E2a) ; sinon l'arbitre pourra ajuster "
    "(47E2b).",
)

UI_75A = (
    "Le partenaire de l'explicateur sait désormais que sa déclaration a été mal comprise : cette "
    "information lui est interdite, il ne doit pas en tirer avantage (75A, 16B1a). L'explicateur, "
    "lui, n'apprend rien d'interdit de sa propre explication."
)

UI_75A_AFTER = (
    "Le partenaire de l'explicateur savait que sa déclaration avait été mal comprise (75A) : si l'un de "
    "ses choix ensuite a pu en profiter, appliquez aussi les tests de la Loi 16B1 (thème « Information "
    "non autorisée ») ; s'il en a tiré avantage, marque ajustée (75A)."
)

CAMP_FAUTIF = "camp fautif"
CALLER = "partenaire de l'explicateur"


def infraction_words(evidence: str) -> tuple[str, tuple[str, ...]]:
    """The sentence that states the infraction, and its laws, for an evidence finding."""
    if evidence == "no_agreement":
        return (
            "La paire n'avait pas d'accord : décrire un accord inexistant est une information erronée ; "
            "le camp non fautif avait droit de savoir qu'il n'y en avait pas (75D2, 75D3).",
            ("75D2", "75D3"),
        )
    if evidence == "no_evidence":
        return (
            "Faute de preuve contraire, l'explication est présumée erronée (21B1b) : c'est une "
            "infraction (75B1).",
            ("21B1b", "75B1"),
        )
    return (
        "L'explication ne correspondait pas à l'accord de la paire : c'est une infraction (75B1).",
        ("75B1",),
    )


def mistaken_call_75C() -> Ruling:
    """75C: no infraction; but the misbidder's knowledge that his call was misread is UI (75A)."""
    return Ruling(
        id="mi.mistaken_call",
        title="Déclaration erronée : pas d'information erronée, mais attention à l'information interdite",
        laws=("75C", "21B1b", "75A", "16B1a", "73C1"),
        now=(
            "L'explication correspondait à l'accord de la paire ; c'est la déclaration qui s'en écartait. "
            "Ce n'est pas une infraction : les adversaires ont droit à l'accord, pas à la description de "
            "la main (75C).",
            "Rien n'est à corriger, et les adversaires n'ont droit à aucune réparation pour information "
            "erronée (75C).",
            "Mais le joueur qui s'est trompé de déclaration apprend, par l'explication de son partenaire, "
            "que sa déclaration a été mal comprise : cette information lui est interdite (75A, 16B1a, "
            "73C1).",
        ),
        end_of_play=(
            "Pour ses déclarations et son jeu ensuite, appliquez les tests de la Loi 16B1 (thème "
            "« Information non autorisée ») : s'il a choisi une action que cette information suggérait "
            "alors qu'une alternative logique existait, et que les adversaires en ont été lésés, "
            "attribuez une marque ajustée (75A).",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        unauthorised_for=("joueur qui s'est trompé de déclaration",),
        notes=(
            JUDGEMENT_NOTE,
            "Ce constat exige des preuves de l'accord : sans elles, l'arbitre présume une explication "
            "erronée (21B1b).",
            "Un écart répété devient un accord implicite que la paire doit dévoiler ; si le partenaire "
            "avait plus de raisons que les adversaires de s'attendre à l'écart, ajustez s'il y a dommage "
            "(40C1).",
        ),
        script=(
            "L'explication donnée était bien votre accord : pas de réparation pour information erronée.",
            "Au joueur qui s'est trompé : vous savez maintenant que votre partenaire vous a compris "
            "autrement ; vous ne devez pas vous en servir.",
        ),
    )


STAYS_21A = "Le résultat de la table est maintenu ; une carte jouée reste jouée."


def own_misunderstanding_21A() -> Ruling:
    return Ruling(
        id="mi.own_misunderstanding",
        title="Le joueur a mal compris une explication juste : pas de réparation",
        laws=("21A",),
        now=(
            "L'explication était juste et claire ; le joueur a agi sur sa propre mauvaise compréhension. "
            "Il n'a droit à aucune rectification ni réparation (21A).",
            STAYS_21A,
        ),
        chooser_role=ChooserRole.NONE,
        notes=(JUDGEMENT_NOTE,),
        script=("L'explication qu'on vous a donnée était juste : le résultat est maintenu.",),
    )


def no_misinformation(evidence: str) -> Ruling | None:
    """The findings that end a misinformation case before any remedy: 75C and 21A."""
    if evidence == "call_wrong":
        return mistaken_call_75C()
    if evidence == "misunderstood":
        return own_misunderstanding_21A()
    return None


def _retract_47E2a(evidence: str, opening_lead: bool) -> Ruling:
    infraction, laws = infraction_words(evidence)
    lead_line = (
        (
            "Pour une entame : elle peut être reprise tant que le mort n'a étalé aucune carte (47E2a) ; "
            "encore face cachée, l'arbitre la fait reprendre et elle retourne dans la main (41A).",
        )
        if opening_lead
        else ()
    )
    return Ruling(
        id="mi.play.lead_retracted" if opening_lead else "mi.play.card_retracted",
        title="Carte jouée sur une explication erronée : elle peut être reprise",
        laws=("47E2a", *(("41A",) if opening_lead else ()), "16C", "16C1", "16C2", *laws, "21B3"),
        now=(
            infraction,
            "Le joueur a joué sa carte à cause de l'explication erronée, avant que l'explication soit "
            "rectifiée, et aucune carte n'a été jouée depuis (ni à cette levée ni à la suivante) : il peut "
            "la reprendre et en jouer une autre, sans rectification (47E2a). Ce n'est pas une carte "
            "pénalisée.",
            *lead_line,
            "La carte reprise est une information autorisée pour son camp et interdite pour le camp "
            "fautif (16C1, 16C2).",
        ),
        end_of_play=(
            "Si le camp non fautif reste lésé, ou si le camp fautif a profité de la carte vue, rouvrez "
            "« Explication erronée » à la fin du coup (21B3, 16C3).",
        ),
        chooser="le joueur mal informé",
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=(
            Choice("Laisser sa carte", ("47E2a",)),
            Choice("Reprendre sa carte et en jouer une autre", ("47E2a",)),
        ),
        equity_may_apply=True,
        unauthorised_for=(CAMP_FAUTIF,),
        notes=(JUDGEMENT_NOTE,),
        script=(
            "L'explication qu'on vous a donnée était erronée : vous pouvez reprendre votre carte et en "
            "jouer une autre, sans pénalité.",
        ),
    )


def _too_late_47E2b(evidence: str) -> Ruling:
    infraction, laws = infraction_words(evidence)
    return Ruling(
        id="mi.play.card_too_late",
        title="Carte jouée sur une explication erronée : trop tard pour la reprendre",
        laws=("47E2a", "47E2b", *laws),
        now=(
            infraction,
            "Une carte a été jouée depuis (pour une entame : le mort a étalé une carte) : la carte jouée "
            "sur l'explication erronée ne peut plus être reprise (47E2a). Le jeu continue.",
        ),
        end_of_play=(
            "À la fin du coup, si l'explication erronée a lésé le camp du joueur, attribuez une marque "
            "ajustée qui rétablit le résultat probable sans l'infraction (47E2b) : rouvrez "
            "« Explication erronée » « à la fin du coup ».",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        notes=(JUDGEMENT_NOTE,),
        script=(
            "Il est trop tard pour reprendre la carte : le jeu continue. Rappelez-moi en fin de coup si vous "
            "vous estimez lésés.",
        ),
    )


def card_on_misexplanation_47E2(facts: Facts, card: str) -> Ruling:
    """47E2 for a card played because of a mistaken explanation; `card` is a CARD_PLAYED value
    other than « none ». Every topic that reports such a card calls this function."""
    evidence = facts.ask(EVIDENCE.id)
    ended = no_misinformation(evidence)
    if ended is not None:
        # Review P14: the director asked whether the card may be taken back; without misinformation
        # 47E2 does not apply, and the card stays played (47F2).
        return replace(
            ended,
            laws=(*ended.laws, "47F2"),
            now=(
                *(line for line in ended.now if line != STAYS_21A),
                "Pas d'information erronée : la carte jouée reste jouée, elle ne peut pas être reprise (47E2 ne "
                "s'applique pas, 47F2).",
            ),
        )
    if card == "too_late":
        return _too_late_47E2b(evidence)
    return _retract_47E2a(evidence, opening_lead=card == "lead_retractable")
