"""En ligne : clic erroné et demande d'annulation (« undo ») — Loi 25A, 45C4b, 47 et le règlement de l'épreuve.

Online, a call or a card is clicked, not spoken: a misclick is the screen's slip of the tongue.
A call is presumed intended; the director allows a change only when he is satisfied that the
click was a mechanical error, not a change of mind or a lapse of concentration (25A2), and only
in time: before partner has called (25A1, 25A4), or, for the last call of the auction, before
the opening lead is faced (25A5). A card from dummy follows 45C4b whatever the event's rules:
declarer corrects an unintended designation until he next plays from either hand. Any other card,
once played, stays played (47F2) unless the organiser explicitly chose to allow taking back a
misclicked card (80B2e): that choice is the event's (named in the ruling), never Arbitre's default;
without an event, the director says what the event's regulation provides.
"""

from __future__ import annotations

from rules.model import ChooserRole, Option, Question, Ruling
from rules.regulations import UNDO_UNTIL, Regulation
from rules.topic import Facts, Topic, questions
from rules.topics.auction.change import TIMING_OPTIONS_25A, Verdict25A, unintended_call_25A
from rules.topics.common import yes_no
from rules.topics.play.card_played.law45 import designation_changed_45C4b

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("en_ligne",)

QUESTIONS = questions(
    Question(
        "what",
        "Qu'est-ce que le joueur veut annuler ?",
        (
            Option("call", "Une déclaration (enchère, passe, contre)"),
            Option("dummy_card", "Une carte du mort, cliquée par le déclarant"),
            Option("card", "Une carte de sa propre main (joueur de la défense, ou déclarant de sa main)"),
        ),
        "En ligne, une annulation (« undo ») ne se fait que par l'arbitre, selon les Lois et le règlement "
        "de l'épreuve.",
    ),
    Question(
        "timing",
        "Où en sont les enchères quand il le demande ?",
        TIMING_OPTIONS_25A,  # the same facts as the table's « Changement de déclaration » (review R2)
        "Une déclaration involontaire se remplace tant que le partenaire n'a pas déclaré depuis (25A1, 25A4). "
        "Si les enchères se sont terminées avant que le partenaire reparle (que le joueur ait fait la dernière "
        "déclaration ou non), elle se remplace jusqu'à la fin de la période des enchères, c'est-à-dire tant que "
        "l'entame n'est pas retournée (25A5, 17D1).",
    ),
    yes_no(
        "next_play",
        "Le déclarant a-t-il joué une autre carte depuis, de sa main ou du mort ?",
        "Le déclarant corrige la désignation involontaire d'une carte du mort jusqu'à ce qu'il joue "
        "une carte de l'une ou l'autre main (45C4b), quel que soit le règlement de l'épreuve.",
    ),
    yes_no(
        "slip",
        "Était-ce un clic involontaire (la carte voulue est voisine à l'écran, il l'a dit aussitôt), et non "
        "une inattention ou un changement d'avis ?",
        "En ligne, le clic involontaire est le lapsus de la Loi 45C4b : la correction n'est permise que pour "
        "lui, jamais pour une inattention ou un changement d'avis.",
    ),
    Question(
        "card_policy",
        "Que prévoit le règlement de l'épreuve pour une carte cliquée par erreur ?",
        (
            Option("none", "Aucune reprise (ou le règlement n'en dit rien) : une carte jouée reste jouée"),
            Option("next_played", "Reprise tant que le joueur suivant n'a pas joué"),
            Option("trick_end", "Reprise tant que la levée n'est pas complète"),
        ),
        "Sans choix explicite de l'organisateur, une carte jouée ne se reprend pas (47F2). Dans un "
        "tournoi ouvert avec /tournoi, Arbitre prend ses conditions et ne pose pas cette question.",
    ),
    Question(
        "card_timing",
        "Où en est la levée ?",
        (
            Option("next_not_played", "Le joueur suivant n'a pas encore joué"),
            Option("next_played", "Le joueur suivant a joué, la levée n'est pas complète"),
            Option("trick_complete", "La levée est complète"),
        ),
        "Les conditions de l'organisateur fixent jusqu'à quand une carte cliquée par erreur se reprend.",
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
        "est convaincu d'une erreur mécanique, jamais pour un changement d'avis ou une inattention (25A2 "
        "pour une déclaration, 45C4b pour une carte).",
    ),
    yes_no(
        "director_satisfied",
        "Êtes-vous convaincu, sur ces éléments, que c'était une erreur mécanique ?",
        "L'arbitre décide ; sans conviction, la déclaration (25A2) ou la carte (47F2) reste.",
    ),
)

INTENDED = "La déclaration ou la carte est présumée voulue (25A2)."
CARD_INTENDED = "Une carte désignée est jouée (45C4a) et présumée voulue."


def refused(ruling_id: str, why: str, laws: tuple[str, ...], notes: tuple[str, ...] = ()) -> Ruling:
    return Ruling(
        id=ruling_id,
        title="Annulation refusée : la déclaration ou la carte reste",
        laws=laws,
        now=(why, "La donne continue avec la déclaration ou la carte cliquée."),
        chooser_role=ChooserRole.NONE,
        notes=notes,
        script=("L'annulation n'est pas accordée : votre clic reste.",),
    )


def organiser(regulation: Regulation) -> str:
    """Who made the online rule applied: the event's organiser, by name, or the event's regulation."""
    if regulation.from_event:
        return f"les conditions de l'organisateur du tournoi « {regulation.policy_by} »"
    return "le règlement de l'épreuve (selon votre réponse)"


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


def call_not_allowed(regulation: Regulation) -> Ruling:
    return refused(
        "online.undo.call_not_allowed",
        f"Selon {organiser(regulation)}, une déclaration cliquée n'est jamais annulée en ligne (80B2e) : "
        "elle reste.",
        ("80B2e",),
        (
            "Interprétation retenue : l'organisateur fixe les conditions particulières du jeu en ligne et peut "
            "y changer les rectifications (80B2e, comme pour le jeu avec écrans). Sans ce choix explicite, "
            "Arbitre applique la Loi 25A.",
        ),
    )


def dummy_card(facts: Facts) -> Ruling:
    """A card clicked from dummy: Law 45C4b whatever the event's rules (review J3), with the same
    questions and the same ruling as the « Carte du mort » topic."""
    return designation_changed_45C4b(facts)


def card_rule(facts: Facts) -> str:
    """Until when the event lets a misclicked card be taken back: "none" or a key of UNDO_UNTIL."""
    regulation = facts.regulation
    if regulation.from_event:
        return regulation.online_undo_until if regulation.online_card_undo else "none"
    return facts.ask("card_policy")


def own_card(facts: Facts) -> Ruling:
    """A card from a player's own hand: 47F2, unless the organiser explicitly allows taking it back."""
    regulation = facts.regulation
    rule = card_rule(facts)
    if rule == "none":
        return refused(
            "online.undo.card_not_allowed",
            f"{CARD_INTENDED} Une carte jouée ne se reprend pas (47F2), et {organiser(regulation)} "
            "n'autorise pas la reprise d'une carte cliquée.",
            ("45C4a", "47F2"),
            (
                "Seule une carte du mort se corrige d'après les Lois (45C4b). Pour toute autre carte, la "
                "reprise d'un clic erroné n'existe que si l'organisateur l'a choisie explicitement (80B2e).",
            ),
        )
    rule_text = f"{organiser(regulation)} : reprise d'une carte cliquée par erreur {UNDO_UNTIL[rule]}"
    timing = facts.ask("card_timing")
    if timing == "trick_complete" or (timing == "next_played" and rule == "next_played"):
        return refused(
            "online.undo.card_too_late",
            f"Trop tard selon {rule_text} : la carte reste jouée (47F2).",
            ("47F2", "80B2e"),
        )
    evidence = facts.ask("evidence")
    if evidence == "change_of_mind":
        return refused(
            "online.undo.card_change_of_mind",
            f"{CARD_INTENDED} La reprise d'une carte cliquée couvre une erreur mécanique, comme la Loi 45C4b "
            "pour une carte du mort : pas une inattention ni un changement d'avis. La carte reste jouée (47F2).",
            ("45C4a", "45C4b", "47F2"),
        )
    if facts.is_("director_satisfied", "no"):
        return refused(
            "online.undo.card_not_satisfied",
            f"{CARD_INTENDED} Vous n'êtes pas convaincu d'une erreur mécanique : la carte reste jouée (47F2).",
            ("45C4a", "47F2"),
        )
    return card_allowed_online(rule_text, timing == "next_played")


def card_allowed_online(rule_text: str, others_played: bool) -> Ruling:
    lines = [
        f"Selon {rule_text} (80B2e), et vous êtes convaincu d'un clic involontaire : la carte est reprise et "
        "le joueur joue celle qu'il voulait.",
    ]
    laws = ["80B2e", "47F2", "16C1", "16C2"]
    if others_played:
        lines.append(
            "Un joueur qui avait joué à la levée après cette carte peut reprendre la sienne, comme après une "
            "correction de désignation du mort (47D)."
        )
        laws.insert(2, "47D")
    lines.append(
        "La carte reprise est une information autorisée pour les adversaires et interdite au camp du joueur (16C)."
    )
    return Ruling(
        id="online.undo.card_allowed",
        title="Clic erroné sur une carte : reprise autorisée par l'organisateur",
        laws=tuple(laws),
        now=tuple(lines),
        chooser_role=ChooserRole.NONE,
        unauthorised_for=("camp du joueur qui a cliqué",),
        notes=(
            "Sans ce choix de l'organisateur, une carte jouée ne se reprend pas (47F2) : seule une carte du mort "
            "se corrige d'après les Lois (45C4b).",
            "Interprétation retenue (revue C3) : la reprise d'une carte cliquée est une condition de jeu de "
            "l'organisateur (80B2e) ; un règlement complémentaire ne peut pas contredire les Lois (80B2f), et "
            "47F2 interdit de reprendre une carte jouée : Arbitre ne l'applique que si l'organisateur l'a "
            "choisie explicitement, et la nomme. Vérifiez qu'elle a l'aval de l'organisme responsable.",
        ),
        script=("La carte est reprise ; jouez la carte voulue.",),
    )


def call(facts: Facts) -> Ruling:
    if not facts.regulation.online_call_undo:
        return call_not_allowed(facts.regulation)
    verdict = unintended_call_25A(facts.ask("timing"))  # the same 25A core as at the table
    if not verdict.allowed:
        law = verdict.laws[0]
        ruling_id = "online.undo.call_too_late" if law == "25A4" else "online.undo.call_after_lead"
        return refused(ruling_id, verdict.why, verdict.laws)
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
    return call_allowed_25A(verdict)


def misclick(facts: Facts) -> Ruling:
    what = facts.ask("what")
    if what == "call":
        return call(facts)
    if what == "dummy_card":
        return dummy_card(facts)
    return own_card(facts)


TOPIC = Topic(
    id="en_ligne_clic",
    title="En ligne : clic erroné (annulation)",
    summary="« J'ai mal cliqué, je peux annuler ? » : la Loi 25A et le règlement en ligne, dans l'ordre.",
    laws=("25", "45", "47", "80"),
    questions=QUESTIONS,
    procedure=misclick,
    phases=PHASES,
)
ORDER = 100
