"""En ligne : clic erroné et demande d'annulation (« undo ») — Loi 25A, 45C4b et le règlement de l'épreuve.

Online, a call or a card is clicked, not spoken: a misclick is the screen's slip of the tongue.
A call is presumed intended; the director allows a change only when he is satisfied that the
click was a mechanical error, not a change of mind or a lapse of concentration (25A2), and only
in time: before partner has called (25A1, 25A4), or, for the last call of the auction, before
the opening lead is faced (25A5). For cards the Laws only let declarer correct an unintended
designation from dummy (45C4b); the organiser's online regulation says whether a misclicked card
may be taken back, and until when.
"""

from __future__ import annotations

from rules.model import ChooserRole, Option, Question, Ruling
from rules.regulations import Regulation
from rules.topic import Facts, Topic, questions
from rules.topics.auction_change import Verdict25A, unintended_call_25A
from rules.topics.common import yes_no

QUESTIONS = questions(
    Question(
        "what",
        "Qu'est-ce que le joueur veut annuler ?",
        (
            Option("call", "Une déclaration (enchère, passe, contre)"),
            Option("card", "Une carte jouée"),
        ),
        "En ligne, une annulation (« undo ») ne se fait que par l'arbitre, selon les Lois et le règlement "
        "de l'épreuve.",
    ),
    Question(
        "timing",
        "Où en est la donne quand il le demande ?",
        (
            Option("in_time", "Son partenaire n'a pas encore déclaré (ou joué) depuis"),
            Option("partner_acted", "Son partenaire a déclaré (ou joué) depuis"),
            Option(
                "last_call_before_lead",
                "C'était la dernière déclaration des enchères, et l'entame n'est pas encore faite",
            ),
            Option("after_lead", "C'était la dernière déclaration, et l'entame est déjà faite"),
        ),
        "Une déclaration involontaire se remplace tant que le partenaire n'a pas déclaré ; la dernière "
        "des enchères, jusqu'à l'entame (25A1, 25A4, 25A5).",
    ),
    Question(
        "card_timing",
        "La carte a-t-elle été suivie d'une autre carte ?",
        (
            Option("next_not_played", "Non : le joueur suivant n'a pas encore joué"),
            Option("next_played", "Oui : le joueur suivant a déjà joué"),
        ),
        "Le règlement en ligne fixe jusqu'à quand une carte cliquée par erreur peut être reprise.",
    ),
    Question(
        "evidence",
        "Qu'est-ce qui montre un clic involontaire ?",
        (
            Option(
                "adjacent_and_immediate",
                "La déclaration (ou carte) voulue est voisine à l'écran, et le joueur a demandé aussitôt",
            ),
            Option("immediate_only", "Il a demandé aussitôt, mais rien d'autre ne le montre"),
            Option(
                "change_of_mind", "Il a changé d'avis, ou s'est trompé d'intention (pas de clic involontaire)"
            ),
        ),
        "Une déclaration ou une carte est présumée voulue ; l'arbitre n'autorise le changement que s'il "
        "est convaincu d'une erreur mécanique, jamais pour un changement d'avis ou une inattention (25A2).",
    ),
    yes_no(
        "director_satisfied",
        "Êtes-vous convaincu, sur ces éléments, que c'était une erreur mécanique ?",
        "L'arbitre décide ; sans conviction, la déclaration ou la carte reste (25A2).",
    ),
)

INTENDED = "La déclaration ou la carte est présumée voulue (25A2)."


def refused(ruling_id: str, why: str, laws: tuple[str, ...]) -> Ruling:
    return Ruling(
        id=ruling_id,
        title="Annulation refusée : la déclaration ou la carte reste",
        laws=laws,
        now=(why, "La donne continue avec la déclaration ou la carte cliquée."),
        chooser_role=ChooserRole.NONE,
        script=("L'annulation n'est pas accordée : votre clic reste.",),
    )


def call_allowed_25A(verdict: Verdict25A) -> Ruling:
    return Ruling(
        id="online.undo.call_allowed",
        title="Clic erroné sur une déclaration : remplacement autorisé",
        laws=(*verdict.laws, "16C1", "16C2"),
        now=(
            "Vous êtes convaincu d'une erreur mécanique : le joueur remplace sa déclaration par celle qu'il "
            "voulait faire ; il n'y a pas de restriction d'attaque (25A1).",
            "Son adversaire de gauche peut retirer la déclaration qu'il avait faite par-dessus (25A6).",
            "La déclaration retirée est une information autorisée pour le camp de l'adversaire de gauche et "
            "interdite à l'autre camp (25A6, 16C).",
        ),
        chooser_role=ChooserRole.NONE,
        unauthorised_for=("camp du joueur qui a cliqué",),
        script=(
            "L'annulation est accordée. L'adversaire de gauche peut changer sa déclaration s'il en avait fait une.",
        ),
    )


def card_allowed_online(regulation: Regulation) -> Ruling:
    return Ruling(
        id="online.undo.card_allowed",
        title="Clic erroné sur une carte : reprise autorisée par le règlement en ligne",
        laws=("45C4b", "80B2", "16C1", "16C2"),
        now=(
            "Le règlement de l'épreuve étend aux cartes cliquées la correction d'une erreur mécanique "
            f"({regulation.online_card_undo_text}) ; vous êtes convaincu d'un clic involontaire : la "
            "carte est reprise et remplacée.",
            "La carte reprise est une information autorisée pour les adversaires et interdite au camp du "
            "joueur (16C).",
        ),
        chooser_role=ChooserRole.NONE,
        unauthorised_for=("camp du joueur qui a cliqué",),
        notes=(
            "Les Lois ne prévoient la correction d'une désignation involontaire que pour une carte du mort "
            "(45C4b) ; pour les autres cartes, c'est le règlement de l'organisateur (80B2) qui l'autorise.",
        ),
        script=("La carte est reprise ; jouez la carte voulue.",),
    )


def misclick(facts: Facts) -> Ruling:
    regulation = facts.regulation
    what = facts.ask("what")
    if what == "call":
        verdict = unintended_call_25A(facts.ask("timing"))  # the same 25A core as at the table
        if not verdict.allowed:
            law = verdict.laws[0]
            ruling_id = "online.undo.call_too_late" if law == "25A4" else "online.undo.call_after_lead"
            return refused(ruling_id, verdict.why, verdict.laws)
    else:
        if not regulation.online_card_undo:
            return refused(
                "online.undo.card_not_allowed",
                "Le règlement de l'épreuve n'autorise pas la reprise d'une carte cliquée : une carte jouée "
                "reste jouée (47F2, 80B2).",
                ("47F2", "80B2"),
            )
        if facts.is_("card_timing", "next_played"):
            return refused(
                "online.undo.card_too_late",
                f"Le joueur suivant a déjà joué : trop tard selon le règlement ({regulation.online_card_undo_text}).",
                ("47F2", "80B2"),
            )
    evidence = facts.ask("evidence")
    if evidence == "change_of_mind":
        return refused(
            "online.undo.change_of_mind",
            f"{INTENDED} Un changement d'avis ou une inattention n'est pas un clic involontaire : pas "
            "d'annulation (25A2 ; pour un changement voulu, voir la Loi 25B).",
            ("25A2", "25B2"),
        )
    if facts.is_("director_satisfied", "no"):
        return refused(
            "online.undo.not_satisfied",
            f"{INTENDED} Vous n'êtes pas convaincu d'une erreur mécanique : pas d'annulation.",
            ("25A2",),
        )
    if what == "call":
        return call_allowed_25A(unintended_call_25A(facts.ask("timing")))
    return card_allowed_online(regulation)


TOPIC = Topic(
    id="en_ligne_clic",
    title="En ligne : clic erroné (annulation)",
    summary="« J'ai mal cliqué, je peux annuler ? » : la Loi 25A et le règlement en ligne, dans l'ordre.",
    laws=("25", "45", "47", "80"),
    questions=QUESTIONS,
    procedure=misclick,
    phases=("en_ligne",),
    keywords=(
        "mauvais clic",
        "clic",
        "misclick",
        "annulation",
        "undo",
        "cliqué",
        "mauvaise carte en ligne",
    ),
)
ORDER = 100
