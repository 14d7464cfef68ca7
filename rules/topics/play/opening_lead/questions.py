"""Entame hors tour : les questions de l'arbitre et les phrases communes."""

from __future__ import annotations

from dataclasses import dataclass

from rules.model import Option, PenaltyCard, PenaltyKind, Question
from rules.topic import questions
from rules.topics.common import yes_no
from rules.topics.play import premature_play
from rules.topics.proprieties.misinformation_law import EVIDENCE

RIGHT_LEADER = "le joueur qui devait entamer"
OFFENDER = "le joueur de la défense fautif"
CHOOSER = "le déclarant, seul, sans consulter son partenaire (10C2)"
SECOND_CARD_SCRIPT = (
    "Votre partenaire doit entamer la carte qu'il a retournée : c'est aussi une carte pénalisée principale."
)

QUESTIONS = questions(
    Question(
        "situation",
        "Que s'est-il passé ?",
        (
            Option(
                "wrong_defender_faced",
                "Le joueur de la défense qui ne devait pas entamer a retourné une carte (entame face visible)",
            ),
            Option("both_defenders", "Les deux joueurs de la défense ont posé une carte d'entame"),
            Option(
                "wrong_defender_face_down",
                "Le joueur de la défense qui ne devait pas entamer a posé une carte face cachée, "
                "sans la retourner",
            ),
            Option("declaring_side", "Le déclarant présumé ou le mort présumé a tenté d'entamer"),
            Option(
                "other",
                "Autre : déclarant étalé après une entame régulière, deux cartes entamées à la fois, carte "
                "vue sans être entamée",
            ),
        ),
        "L'entame revient au joueur placé à gauche du déclarant ; elle se fait face cachée, puis "
        "elle est retournée après les questions éventuelles (41A). Une entame hors tour n'est traitée "
        "par la Loi 54 qu'une fois retournée.",
        # Five buttons at most on the first screen: the rarer situations moved under « other ».
        legacy=(
            Option(
                "declarer_spread_after_legal_lead",
                "L'entame était régulière, mais le déclarant a ensuite étalé son jeu",
            ),
        ),
    ),
    Question(
        "other_case",
        "Quelle situation ?",
        (
            Option(
                "declarer_spread_after_legal_lead",
                "L'entame était régulière, mais le déclarant a ensuite étalé son jeu",
            ),
            Option("two_cards_one_hand", "Le joueur qui a entamé a posé deux cartes ou plus à la fois"),
            Option(
                "card_exposed_not_led",
                "Avant que l'entame soit retournée, un joueur a laissé voir une carte sans l'entamer",
            ),
            Option(
                "misexplained",
                "Le joueur qui devait entamer a entamé sur une explication erronée, rectifiée depuis",
            ),
        ),
        "Deux cartes d'une même main à la fois : Loi 58B. Une carte vue avant que l'entame soit retournée, "
        "sans être entamée : Loi 24.",
    ),
    Question(
        "both_how",
        "Comment les deux cartes ont-elles été posées ?",
        (
            Option(
                "wrong_faced_right_face_down",
                "Le joueur fautif a retourné sa carte ; celui qui devait entamer a posé la sienne face cachée",
            ),
            Option(
                "right_faced_wrong_face_down",
                "Celui qui devait entamer a retourné sa carte ; l'autre a posé la sienne face cachée",
            ),
            Option(
                "wrong_first",
                "Les deux face visible : le joueur fautif d'abord, puis celui qui devait entamer",
            ),
            Option(
                "right_first",
                "Les deux face visible : celui qui devait entamer d'abord, puis l'autre",
            ),
            Option("simultaneous", "Les deux face visible, exactement en même temps"),
            Option("both_face_down", "Les deux face cachée"),
        ),
        "L'ordre compte : deux cartes posées en même temps sont traitées comme si la carte irrégulière "
        "venait après l'entame régulière (58A).",
    ),
    # Review I3: 47E1 needs the player to have been informed; « laissé entendre » was wider, so the
    # narrower question has a new id and the old one stays for stored incidents (LEGACY).
    yes_no(
        "told_to_lead",
        "Le déclarant présumé ou le mort présumé a-t-il dit ou clairement indiqué au joueur fautif (parole, "
        "ou geste sans équivoque) que c'était à lui d'entamer ?",
        "Une entame faite parce qu'un adversaire a informé le joueur, à tort, que c'était à lui d'entamer "
        "est reprise sans rectification et ne peut pas être acceptée (47E1). Un regard ou un geste vague "
        "ne suffit pas : l'arbitre doit constater que le camp du déclarant l'a réellement informé.",
    ),
    yes_no(
        "suggested",
        "Le déclarant présumé ou le mort présumé a-t-il dit ou laissé entendre au joueur fautif que c'était "
        "à lui d'entamer ?",
        "Ancienne question (remplacée par « a dit ou clairement indiqué ») : gardée pour relire les "
        "incidents enregistrés.",
    ),
    Question(
        "declarer_action",
        "Avant que le déclarant présumé choisisse, que s'est-il passé de son côté ?",
        (
            Option("nothing", "Rien : ni lui ni son partenaire n'a encore montré de carte"),
            Option(
                "dummy_exposed",
                "Son partenaire (le mort présumé) avait déjà étalé ou montré une carte, que le déclarant "
                "présumé a pu voir",
            ),
            Option("spread_hand", "Il a commencé à étaler son jeu (au moins une carte exposée)"),
            Option(
                "played_from_hand",
                "Il a posé une carte de sa main sur l'entame, avant que le mort soit étalé",
            ),
            Option(
                "accepted_called_dummy",
                "Il a accepté l'entame, le mort s'est étalé, puis il a appelé la deuxième carte du mort",
            ),
        ),
        "Si le déclarant présumé a pu voir une carte du mort présumé (hors cartes exposées pendant les "
        "enchères, Loi 24), il doit accepter l'entame et reste déclarant (54C) : choisissez cette réponse "
        "même s'il a aussi réagi lui-même. "
        "Le déclarant qui commence à étaler son jeu, ou qui pose une carte de sa main avant que le mort "
        "soit étalé, a exposé une carte : il accepte l'entame et devient le mort (54A, pratique FFB ; sous "
        "le règlement WBF, Arbitre suit la lecture littérale : la carte posée accepte l'entame par le jeu et "
        "il reste déclarant, 53A, 54B1). "
        "S'il a accepté l'entame et appelé une carte du mort, cette carte reste jouée (54B2).",
    ),
    Question(
        "declarer_choice",
        "Quelle option le déclarant choisit-il ?",
        (
            Option("not_yet", "Il n'a pas encore choisi : afficher les cinq options à lui expliquer"),
            Option("accept_declare", "Accepter l'entame et jouer le coup (il reste déclarant)"),
            Option("accept_dummy", "Accepter l'entame et devenir le mort (son partenaire joue le coup)"),
            Option("require_suit", "Refuser l'entame et exiger l'entame dans la couleur de la carte"),
            Option("forbid_suit", "Refuser l'entame et interdire la couleur de la carte"),
            Option(
                "free_lead",
                "Refuser l'entame et laisser l'entame libre (la carte reste pénalisée)",
            ),
        ),
        "L'arbitre explique les cinq options (10C1) ; le déclarant choisit seul, sans consulter son "
        "partenaire (10C2).",
    ),
    # Review, missing 5: 58B at trick 1.
    Question(
        "faces_visible",
        "Combien de ces cartes ont été vues face visible ?",
        (
            Option("one", "Une seule"),
            Option(
                "several_one_low",
                "Plusieurs ; une fois l'entame désignée, il reste une seule autre carte vue, sous l'honneur",
            ),
            Option(
                "several_major",
                "Plusieurs ; une fois l'entame désignée, il reste un honneur vu, ou plusieurs cartes vues",
            ),
        ),
        "Une seule carte vue : c'est elle qui est entamée, les autres reprises sans rectification (58B1). "
        "Plusieurs : le joueur désigne son entame, les autres cartes vues deviennent cartes pénalisées "
        "(58B2, 50B).",
    ),
    # Review, missing 4: a card exposed before the opening lead is faced is ruled by Law 24.
    Question(
        "exposed_cards",
        "Qui a laissé voir une carte, et laquelle ?",
        (
            Option("defender_single_low", "Un joueur de la défense : une seule carte, sous l'honneur"),
            Option("defender_honour", "Un joueur de la défense : un honneur (As, Roi, Dame, Valet, 10)"),
            Option("defender_several", "Un joueur de la défense : deux cartes ou plus"),
            Option("declaring_side", "Le déclarant présumé ou le mort présumé"),
        ),
        "Tant que l'entame n'est pas retournée, la période des enchères n'est pas finie : une carte vue "
        "sans être entamée relève de la Loi 24, pas de la Loi 54.",
    ),
    # Review, missing 3: an opening lead made on a misexplanation (47E2a, 41A).
    yes_no(
        "dummy_card_faced",
        "Le mort avait-il déjà étalé au moins une carte quand l'explication a été rectifiée ?",
        "Une entame faite sur une explication erronée peut être reprise, sans rectification, tant que le "
        "mort n'a étalé aucune carte (47E2a) ; face cachée, l'arbitre la fait reprendre (41A).",
    ),
    EVIDENCE,  # 47E2 is one function with « Explication erronée »: it asks the evidence (21B1b)
    yes_no(
        "second_card_legal",
        "La deuxième carte posée peut-elle être jouée légalement sur l'entame retenue (même couleur, ou "
        "son propriétaire n'a pas de carte de cette couleur) ?",
        "Une carte posée au tour de l'adversaire de droite est jouée à son tour si elle est légale ; "
        "sinon elle devient carte pénalisée principale (57D).",
    ),
    # Issue 38 D2 (G1): asked when declarer refuses the lead; the same fact, in the same words, as the
    # premature-play and lead-out-of-turn topics (a card exposed during the auction hands it over, 24E).
    premature_play.QUESTIONS["already_penalty_card"],
)


LEGACY = frozenset({"suggested"})


@dataclass(frozen=True)
class Context:
    """What else lies on the table beside the lead out of turn."""

    # Seed case C: the right leader had led face down; his card is returned first (54).
    face_down_returned: bool = False
    # Seed case D: the right leader faced a card after the lead out of turn.
    second_card: bool = False

    @property
    def laws(self) -> tuple[str, ...]:
        laws: tuple[str, ...] = ()
        if self.face_down_returned:
            laws += ("54", "41A")
        if self.second_card:
            laws += ("60C",)
        return laws

    @property
    def now(self) -> tuple[str, ...]:
        lines: tuple[str, ...] = ()
        if self.face_down_returned:
            lines += (
                "L'entame face cachée du joueur qui devait entamer est d'abord reprise et remise dans sa main, sur "
                "instruction de l'arbitre (54, 41A) ; elle n'est pas pénalisée. L'entame hors tour est la "
                "carte retournée par l'autre joueur de la défense.",
            )
        if self.second_card:
            lines += (
                f"La carte retournée ensuite par {RIGHT_LEADER} a été posée avant que l'arbitre fixe la "
                "rectification : elle ne change rien aux droits du déclarant (60C). On traite d'abord "
                "l'entame hors tour, puis cette deuxième carte.",
            )
        return lines


def _faced_by_right_leader() -> PenaltyCard:
    return PenaltyCard(RIGHT_LEADER, PenaltyKind.MAJOR, "la carte qu'il a retournée après l'entame hors tour")
