"""L'entame hors tour — Lois 54 et 41, avec 47E1, 24 (54E), 50D et 58A.

The director's order: what happened (one defender, both, face down, the declaring side);
was the lead suggested by the declaring side (47E1, nothing to rectify); could declarer
see dummy (54C, no choice left); did declarer already expose a card (54A); otherwise the five
options of 54 and 50D, chosen by declarer alone. One function per rectification; its law
is in its name. Every explanation is written in our own words.

Roles are named, not seats: « le joueur qui devait entamer » is declarer's left-hand
opponent; « le joueur fautif » is his partner, who faced a card out of turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.model import Choice, ChooserRole, Option, PenaltyCard, PenaltyKind, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.common import yes_no

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
                "declarer_spread_after_legal_lead",
                "L'entame était régulière, mais le déclarant a ensuite étalé son jeu",
            ),
        ),
        "L'entame revient au joueur placé à gauche du déclarant ; elle se fait face cachée, puis "
        "elle est retournée après les questions éventuelles (41A). Une entame hors tour n'est traitée "
        "par la Loi 54 qu'une fois retournée.",
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
        ),
        "L'ordre compte : deux cartes posées en même temps sont traitées comme si la carte irrégulière "
        "venait après l'entame régulière (58A).",
    ),
    yes_no(
        "suggested",
        "Le déclarant présumé ou le mort présumé a-t-il dit ou laissé entendre au joueur fautif que c'était "
        "à lui d'entamer ?",
        "Une entame faite parce qu'un adversaire a dit, à tort, que c'était au joueur d'entamer est "
        "reprise sans rectification et ne peut pas être acceptée (47E1).",
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
        "soit étalé, a exposé une carte : il accepte l'entame et devient le mort (54A, pratique FFB). "
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
    yes_no(
        "second_card_legal",
        "La deuxième carte posée peut-elle être jouée légalement sur l'entame retenue (même couleur, ou "
        "son propriétaire n'a pas de carte de cette couleur) ?",
        "Une carte posée au tour de l'adversaire de droite est jouée à son tour si elle est légale ; "
        "sinon elle devient carte pénalisée principale (57D).",
    ),
)


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


# --- 47E1: the lead was suggested by the declaring side ----------------------------------


def suggested_47E1(ctx: Context) -> Ruling:
    now = (
        "L'entame a été faite parce que le camp du déclarant a dit ou laissé entendre que c'était au "
        "joueur fautif d'entamer : la carte est reprise en main sans aucune rectification (47E1).",
        "Le déclarant ne peut pas accepter cette entame, et la carte n'est pas pénalisée (47E1).",
        "La carte reprise est une information autorisée pour la défense et non autorisée pour le camp "
        "du déclarant (16C) : le déclarant ne doit pas choisir une ligne de jeu que cette carte lui "
        "suggère.",
    )
    if ctx.face_down_returned:
        now += (
            "L'entame face cachée du joueur qui devait entamer n'est pas concernée : elle reste son entame ; il ne "
            "peut pas la reprendre de lui-même (41A).",
        )
    elif ctx.second_card:
        now += (f"La carte retournée par {RIGHT_LEADER} est l'entame régulière ; elle reste jouée.",)
    else:
        now += (f"{RIGHT_LEADER.capitalize()} entame ensuite la carte de son choix, face cachée.",)
    return Ruling(
        id="entame.suggeree_47E1",
        title="Entame hors tour suggérée par le camp du déclarant : reprise sans rectification",
        laws=("47E1", "16C", *(("41A",) if ctx.face_down_returned else ())),
        now=now,
        equity_may_apply=True,
        notes=(
            "Si le déclarant exploite l'information de la carte reprise et que la défense en est lésée, "
            "l'arbitre ajuste la marque (16C).",
        ),
        script=(
            "Vous avez entamé parce qu'un adversaire vous a dit que c'était à vous : reprenez votre carte, "
            "sans pénalité.",
            "Déclarant, vous ne pouvez pas accepter cette entame, et vous ne devez pas tenir compte de la "
            "carte que vous avez vue.",
        ),
    )


# --- 54C: declarer could see dummy ------------------------------------------------------


def must_accept_54C(facts: Facts, ctx: Context) -> Ruling:
    second = _second_card_after_acceptance(facts, ctx)
    return Ruling(
        id="entame.acceptation_obligatoire_54C",
        title="Entame hors tour : le déclarant a pu voir le mort, il doit l'accepter",
        laws=("54C", "54B1", "54B2", *ctx.laws, *second.laws),
        now=(
            *ctx.now,
            "Le déclarant a pu voir une carte du mort : il doit accepter l'entame et il reste déclarant "
            "(54C). Il n'a plus d'autre option.",
            "Le mort étale tout son jeu ; la deuxième carte de la levée est jouée de la main du déclarant "
            "(54B1). S'il la joue par erreur du mort, la carte du mort reste jouée, sauf pour corriger une "
            "renonce (54B2).",
            *second.now,
        ),
        penalty_cards=second.penalty_cards,
        equity_may_apply=bool(second.laws),
        notes=(
            "Les cartes que le mort aurait exposées pendant les enchères (Loi 24) ne comptent pas pour "
            "cette règle (54C).",
        ),
        script=(
            "Déclarant, vous avez pu voir le mort : l'entame est acceptée d'office et vous jouez le coup.",
            "Le mort s'étale ; vous jouez la deuxième carte de votre main.",
            *second.script,
        ),
    )


# --- declarer already acted -------------------------------------------------------------


def declarer_spread_54A(facts: Facts, ctx: Context) -> Ruling:
    second = _second_card_after_acceptance(facts, ctx)
    return Ruling(
        id="entame.declarant_devient_mort_54A",
        title="Entame hors tour : le déclarant a commencé à étaler son jeu, il devient le mort",
        laws=("54A", "48B1", *ctx.laws, *second.laws),
        now=(
            *ctx.now,
            "Le déclarant a commencé à étaler son jeu en exposant au moins une carte : il doit l'étaler "
            "entièrement et il devient le mort ; son partenaire devient déclarant (54A, 48B1).",
            "L'entame hors tour est donc acceptée. Les cartes exposées font partie du mort : aucune n'est "
            "jouée tant que le nouveau déclarant ne l'a pas désignée, et aucune n'est pénalisée.",
            *second.now,
        ),
        penalty_cards=second.penalty_cards,
        equity_may_apply=bool(second.laws),
        script=(
            "Vous avez commencé à étaler votre jeu : étalez-le entièrement, vous êtes le mort. Votre "
            "partenaire joue le coup.",
            *second.script,
        ),
    )


def declarer_exposed_card_54A(facts: Facts, ctx: Context) -> Ruling:
    second = _second_card_after_acceptance(facts, ctx)
    return Ruling(
        id="entame.declarant_a_pose_une_carte_54A",
        title="Entame hors tour : le déclarant a posé une carte de sa main, il devient le mort",
        laws=("54A", "48B1", "48A", *ctx.laws, *second.laws),
        now=(
            *ctx.now,
            "Le déclarant a posé une carte de sa main sur la table avant que le mort soit étalé : il a "
            "exposé une carte de son jeu, ce qui accepte l'entame hors tour. Il doit étaler tout son jeu "
            "et devient le mort ; son partenaire devient déclarant (54A, 48B1).",
            "La carte posée fait partie du mort : elle n'est pas jouée tant que le nouveau déclarant ne l'a "
            "pas désignée, et elle n'est pas pénalisée : une carte du déclarant ou du mort ne l'est jamais (48A).",
            *second.now,
        ),
        penalty_cards=second.penalty_cards,
        equity_may_apply=bool(second.laws),
        notes=(
            "Interprétation retenue (pratique FFB, comme l'article d'arbitrage dont Arbitre est parti) : le déclarant qui, après une "
            "entame hors tour, pose une carte de sa main a exposé une carte et devient le mort (54A). Une "
            "autre lecture, discutée entre arbitres, y voit une acceptation par le jeu (53A) où le déclarant "
            "resterait déclarant et sa carte serait jouée (54B1) ; elle n'est pas retenue ici.",
            "Pour rester déclarant, le déclarant doit accepter l'entame en le disant et attendre que le mort "
            "soit étalé avant de jouer de sa main (54B1).",
        ),
        script=(
            "Vous avez posé une carte de votre main : étalez tout votre jeu, vous êtes le mort. Votre "
            "partenaire joue le coup.",
            *second.script,
        ),
    )


# --- the five options (54A, 54B, 54D with 50D) ------------------------------------------


def options_54(ctx: Context) -> Ruling:
    second_now: tuple[str, ...] = ()
    penalty = [
        PenaltyCard(
            OFFENDER, PenaltyKind.MAJOR, "la carte entamée hors tour, si le déclarant refuse l'entame"
        )
    ]
    if ctx.second_card:
        second_now = (
            "La carte du joueur qui devait entamer : si l'entame est acceptée, elle est jouée à son tour sur la levée "
            "si elle est légale, sinon elle devient carte pénalisée principale (57D) ; si l'entame est "
            "refusée, elle est carte pénalisée principale (50B) et il devra l'entamer s'il le peut "
            "(50D1a), sauf si le choix du déclarant l'en empêche (50D1b).",
        )
        penalty.append(_faced_by_right_leader())
    return Ruling(
        id="entame.options_du_declarant",
        title="Entame hors tour face visible : le déclarant choisit parmi cinq options",
        laws=(
            "54A",
            "54B1",
            "54D",
            "50D2a",
            "50D2b",
            "10C1",
            "10C2",
            *ctx.laws,
            *(("57D", "50B", "50D1a", "50D1b") if ctx.second_card else ()),
        ),
        now=(
            *ctx.now,
            "L'entame hors tour face visible est une irrégularité : l'arbitre explique au déclarant "
            "toutes ses options (10C1). Le déclarant choisit seul, sans consulter son partenaire (10C2).",
            "S'il refuse l'entame, la carte reste sur la table comme carte pénalisée principale, et le "
            "choix sur la couleur se fait tout de suite, puisque c'est au partenaire du fautif d'entamer "
            "(54D, 50D2).",
            *second_now,
        ),
        chooser=CHOOSER,
        chooser_role=ChooserRole.DECLARER,
        choices=(
            Choice(
                "Accepter l'entame et jouer le coup : le mort s'étale, le déclarant joue la deuxième carte "
                "de sa main",
                ("53A", "54B1"),
            ),
            Choice(
                "Accepter l'entame et devenir le mort : le déclarant étale son jeu, son partenaire joue le coup",
                ("54A",),
            ),
            Choice(
                "Refuser l'entame et exiger l'entame dans la couleur de la carte : la carte est reprise en main",
                ("54D", "50D2a"),
            ),
            Choice(
                "Refuser l'entame et interdire cette couleur tant que le joueur qui devait entamer garde la "
                "main : la carte est reprise en main",
                ("54D", "50D2a"),
            ),
            Choice(
                "Refuser l'entame et laisser l'entame libre : la carte reste sur la table, carte pénalisée "
                "principale à jouer à la première occasion légale",
                ("54D", "50D2b", "50D1a"),
            ),
        ),
        penalty_cards=tuple(penalty),
        lead_restrictions=(
            "Si le déclarant refuse l'entame : il exige ou interdit au joueur qui devait entamer la couleur de la carte "
            "(carte reprise en main), ou le laisse entamer librement (carte pénalisée principale) (50D2).",
        ),
        equity_may_apply=True,
        notes=(
            "Une carte pénalisée reprise en main (couleur exigée ou interdite) est une information non "
            "autorisée pour le partenaire du fautif, autorisée pour le déclarant (50E2).",
            "Une carte pénalisée restée sur la table est une information autorisée pour tous (50E1) ; si "
            "elle a aidé la défense au détriment du déclarant, l'arbitre ajuste la marque en fin de coup (50E4).",
        ),
        script=(
            "Déclarant, vous avez cinq possibilités ; choisissez seul, sans consulter votre partenaire.",
            "Un : vous acceptez l'entame et jouez le coup ; le mort s'étale et vous jouez de votre main.",
            "Deux : vous acceptez l'entame et devenez le mort ; votre partenaire joue le coup.",
            "Trois : vous refusez l'entame et exigez cette couleur ; la carte retourne dans la main.",
            "Quatre : vous refusez l'entame et interdisez cette couleur tant que votre adversaire de "
            "gauche garde la main ; la carte retourne dans la main.",
            "Cinq : vous refusez l'entame et laissez l'entame libre ; la carte reste sur la table, carte "
            "pénalisée principale, à jouer dès que possible.",
        ),
    )


@dataclass(frozen=True)
class _Second:
    """What happens to the right leader's faced card once the lead out of turn is accepted."""

    laws: tuple[str, ...] = ()
    now: tuple[str, ...] = ()
    penalty_cards: tuple[PenaltyCard, ...] = ()
    script: tuple[str, ...] = ()


def _second_card_after_acceptance(facts: Facts, ctx: Context) -> _Second:
    """Seed case D, lead accepted: the right leader's card was faced at his RHO's turn (57D)."""
    if not ctx.second_card:
        return _Second()
    if facts.is_("second_card_legal", "yes"):
        return _Second(
            laws=("57D",),
            now=(
                f"La carte retournée par {RIGHT_LEADER} peut être jouée légalement sur cette entame : elle "
                "sera jouée à son tour, sans autre rectification (57D). La Loi 16 peut s'appliquer.",
            ),
            script=("Votre carte peut être jouée sur cette levée : elle sera jouée à votre tour.",),
        )
    return _Second(
        laws=("57D", "50D1a"),
        now=(
            f"La carte retournée par {RIGHT_LEADER} ne peut pas être jouée légalement sur cette entame : "
            "elle devient carte pénalisée principale (57D), à jouer à la première occasion légale (50D1a).",
        ),
        penalty_cards=(_faced_by_right_leader(),),
        script=(
            "Votre carte ne peut pas être jouée sur cette levée : elle reste sur la table, carte pénalisée "
            "principale, à jouer dès que possible.",
        ),
    )


def accept_and_declare_54B1(facts: Facts, ctx: Context) -> Ruling:
    second = _second_card_after_acceptance(facts, ctx)
    return Ruling(
        id="entame.acceptee.declarant_joue",
        title="Entame hors tour acceptée : le déclarant joue le coup",
        laws=("53A", "54B1", "54B2", *ctx.laws, *second.laws),
        now=(
            *ctx.now,
            "Le déclarant accepte l'entame et reste déclarant (53A, 54B). Le mort étale son jeu.",
            "La deuxième carte de la levée est jouée de la main du déclarant (54B1) ; s'il la joue par "
            "erreur du mort, la carte du mort reste jouée, sauf pour corriger une renonce (54B2).",
            *second.now,
        ),
        penalty_cards=second.penalty_cards,
        equity_may_apply=bool(second.laws),
        script=(
            "L'entame est acceptée. Partenaire du déclarant, étalez votre jeu ; déclarant, jouez la "
            "deuxième carte de votre main.",
            *second.script,
        ),
    )


def accepted_dummy_card_called_54B2(facts: Facts, ctx: Context) -> Ruling:
    """54B2: once the lead is accepted, a second card called from dummy stays played; declarer's own
    hand plays at its turn, after it, not before."""
    second = _second_card_after_acceptance(facts, ctx)
    return Ruling(
        id="entame.acceptee.carte_du_mort_appelee_54B2",
        title="Entame hors tour acceptée, deuxième carte appelée du mort : elle reste jouée",
        laws=("53A", "54B1", "54B2", *ctx.laws, *second.laws),
        now=(
            *ctx.now,
            "Le déclarant a accepté l'entame (53A) et le mort est étalé : il reste déclarant.",
            "La deuxième carte aurait dû venir de sa main (54B1), mais il l'a appelée du mort : la carte du "
            "mort reste jouée et ne peut être reprise que pour corriger une renonce (54B2). Le jeu continue "
            "dans l'ordre : le déclarant joue ensuite de sa main à son tour.",
            *second.now,
        ),
        penalty_cards=second.penalty_cards,
        equity_may_apply=bool(second.laws),
        script=(
            "L'entame est acceptée et la carte appelée du mort reste jouée. On continue la levée dans "
            "l'ordre.",
            *second.script,
        ),
    )


def accept_and_become_dummy_54A(facts: Facts, ctx: Context) -> Ruling:
    second = _second_card_after_acceptance(facts, ctx)
    return Ruling(
        id="entame.acceptee.declarant_devient_mort",
        title="Entame hors tour acceptée : le déclarant devient le mort",
        laws=("54A", *ctx.laws, *second.laws),
        now=(
            *ctx.now,
            "Le déclarant accepte l'entame et étale son jeu : il devient le mort, son partenaire devient "
            "déclarant et joue la deuxième carte depuis le mort (54A).",
            *second.now,
        ),
        penalty_cards=second.penalty_cards,
        equity_may_apply=bool(second.laws),
        script=(
            "L'entame est acceptée. Étalez votre jeu : vous êtes le mort, votre partenaire joue le coup.",
            *second.script,
        ),
    )


def _right_leader_penalty_card_now(restriction: str) -> tuple[str, ...]:
    """Seed case D, lead refused: the right leader also has a major penalty card to lead."""
    if restriction == "require":
        return (
            f"{RIGHT_LEADER.capitalize()} a lui-même une carte pénalisée principale (la carte retournée "
            "après l'entame hors tour, 50B). La couleur exigée passe d'abord (50D1b) : si sa carte pénalisée "
            "est de cette couleur, il doit l'entamer (50D1a) ; sinon il entame dans la couleur exigée et sa "
            "carte reste pénalisée. S'il n'a pas la couleur exigée, il entame sa carte pénalisée (59, 50D1a).",
        )
    if restriction == "forbid":
        return (
            f"{RIGHT_LEADER.capitalize()} a lui-même une carte pénalisée principale (la carte retournée "
            "après l'entame hors tour, 50B). Si elle n'est pas de la couleur interdite, il doit l'entamer "
            "(50D1a) ; si elle l'est, l'interdiction passe d'abord et sa carte reste pénalisée (50D1b).",
        )
    return (
        f"{RIGHT_LEADER.capitalize()} a lui-même une carte pénalisée principale (la carte retournée après "
        "l'entame hors tour, 50B) : il doit l'entamer, c'est sa première occasion légale (50D1a).",
    )


def refuse_54D_require_suit_50D2a(ctx: Context) -> Ruling:
    second_now = _right_leader_penalty_card_now("require") if ctx.second_card else ()
    return Ruling(
        id="entame.refusee.couleur_exigee",
        title="Entame hors tour refusée : la couleur de la carte est exigée",
        laws=(
            "54D",
            "50D2a",
            "50E2",
            "59",
            *ctx.laws,
            *(("50B", "50D1a", "50D1b") if ctx.second_card else ()),
        ),
        now=(
            *ctx.now,
            "Le déclarant refuse l'entame (54D) et exige l'entame dans la couleur de la carte : la carte "
            "n'est plus pénalisée et retourne dans la main du joueur fautif (50D2a).",
            # Seed case D: his own penalty card governs what he may lead (50D1a/b, 59), told in second_now.
            *(
                ()
                if ctx.second_card
                else (
                    f"{RIGHT_LEADER.capitalize()} entame n'importe quelle carte de cette couleur ; s'il n'en a "
                    "pas, il entame ce qu'il veut (59).",
                )
            ),
            *second_now,
            "La carte reprise est une information non autorisée pour le joueur qui devait entamer, "
            "autorisée pour le déclarant (50E2).",
        ),
        penalty_cards=(_faced_by_right_leader(),) if ctx.second_card else (),
        lead_restrictions=(
            f"{RIGHT_LEADER.capitalize()} doit entamer dans la couleur de la carte reprise (50D2a).",
        ),
        equity_may_apply=True,
        script=(
            "Le déclarant refuse votre entame : reprenez votre carte.",
            "Votre partenaire doit entamer dans cette couleur"
            + (
                " ; il entame sa propre carte pénalisée si elle est de cette couleur, ou s'il n'a pas la couleur."
                if ctx.second_card
                else ", n'importe quelle carte de la couleur."
            ),
        ),
    )


def refuse_54D_forbid_suit_50D2a(ctx: Context) -> Ruling:
    second_now = _right_leader_penalty_card_now("forbid") if ctx.second_card else ()
    return Ruling(
        id="entame.refusee.couleur_interdite",
        title="Entame hors tour refusée : la couleur de la carte est interdite",
        laws=(
            "54D",
            "50D2a",
            "50E2",
            "59",
            *ctx.laws,
            *(("50B", "50D1a", "50D1b") if ctx.second_card else ()),
        ),
        now=(
            *ctx.now,
            "Le déclarant refuse l'entame (54D) et interdit la couleur de la carte : la carte n'est plus "
            "pénalisée et retourne dans la main du joueur fautif (50D2a).",
            f"{RIGHT_LEADER.capitalize()} ne peut pas jouer cette couleur tant qu'il garde la main : il ne "
            "peut pas, par exemple, encaisser un as dans une autre couleur puis jouer la couleur interdite. "
            "S'il n'a que des cartes de cette couleur, il joue ce qu'il veut (59).",
            *second_now,
            "La carte reprise est une information non autorisée pour le joueur qui devait entamer, "
            "autorisée pour le déclarant (50E2).",
        ),
        penalty_cards=(_faced_by_right_leader(),) if ctx.second_card else (),
        lead_restrictions=(
            f"{RIGHT_LEADER.capitalize()} ne peut pas jouer la couleur de la carte reprise tant qu'il garde "
            "la main (50D2a).",
        ),
        equity_may_apply=True,
        notes=(
            "L'arbitre reste à la table tant que le joueur qui devait entamer garde la main, pour veiller au "
            "respect de l'interdiction.",
        ),
        script=(
            "Le déclarant refuse votre entame : reprenez votre carte.",
            "Votre partenaire ne peut pas jouer cette couleur tant qu'il garde la main"
            + (
                " ; il entame sa propre carte pénalisée si elle n'est pas de cette couleur."
                if ctx.second_card
                else "."
            ),
        ),
    )


def refuse_54D_major_penalty_card_50D2b(ctx: Context) -> Ruling:
    second_now = _right_leader_penalty_card_now("free") if ctx.second_card else ()
    free_lead = (
        ()
        if ctx.second_card
        else (
            f"{RIGHT_LEADER.capitalize()} entame la carte de son choix, y compris dans la couleur de la "
            "carte pénalisée.",
        )
    )
    penalty = [PenaltyCard(OFFENDER, PenaltyKind.MAJOR, "la carte entamée hors tour")]
    if ctx.second_card:
        penalty.append(_faced_by_right_leader())
    return Ruling(
        id="entame.refusee.carte_penalisee",
        title="Entame hors tour refusée, entame libre : carte pénalisée principale",
        laws=(
            "54D",
            "50D2b",
            "50D1a",
            "50D1b",
            "50E1",
            "50E3",
            "50E4",
            *ctx.laws,
            *(("50B",) if ctx.second_card else ()),
        ),
        now=(
            *ctx.now,
            "Le déclarant refuse l'entame (54D) sans exiger ni interdire de couleur : la carte reste face "
            "visible devant le joueur fautif, carte pénalisée principale (50D2b).",
            *free_lead,
            "Le joueur fautif devra jouer sa carte pénalisée à la première occasion légale : en fournissant, "
            "en défaussant, en coupant ou en attaquant ; fournir passe avant (50D1a, 50D1b).",
            "Tant qu'elle reste sur la table, chaque fois que son partenaire prendra la main, le déclarant "
            "choisira de nouveau d'exiger ou d'interdire sa couleur ou de laisser l'attaque libre (50D2b).",
            *second_now,
        ),
        penalty_cards=tuple(penalty),
        lead_restrictions=(
            "À chaque prise de main du partenaire du fautif tant que la carte est sur la table : le "
            "déclarant exige ou interdit la couleur (carte reprise), ou laisse l'attaque libre (50D2).",
        ),
        equity_may_apply=True,
        notes=(
            "La carte pénalisée sur la table est une information autorisée pour tous (50E1) ; une fois "
            "jouée, les circonstances de sa création sont non autorisées pour le partenaire du fautif (50E3). "
            "En fin de coup, l'arbitre ajuste si la carte exposée a aidé la défense au détriment du "
            "déclarant (50E4).",
            "L'arbitre reste à la table pour s'assurer que la carte pénalisée est jouée à la première "
            "occasion légale.",
        ),
        script=(
            "Le déclarant refuse votre entame : votre carte reste sur la table, c'est une carte pénalisée "
            "principale, vous la jouerez dès que possible.",
            SECOND_CARD_SCRIPT if ctx.second_card else "Votre partenaire entame ce qu'il veut.",
        ),
    )


# --- both defenders: the legal lead stands, the other card is played after it ------------


def second_card_57D(facts: Facts, simultaneous: bool) -> Ruling:
    laws = ("58A", "57D") if simultaneous else ("57D",)
    how = (
        "Les deux cartes ont été posées en même temps : la carte du joueur qui ne devait pas entamer est "
        "réputée venir après l'entame régulière (58A), qui reste l'entame."
        if simultaneous
        else "L'entame régulière a été faite d'abord : elle reste l'entame."
    )
    prefix = "entame.simultanee" if simultaneous else "entame.bonne_entame_d_abord"
    note = (
        "Interprétation retenue : l'autre carte n'est pas une entame hors tour (la Loi 54 ne s'applique "
        "pas, l'entame régulière étant faite) mais une carte jouée au tour de l'adversaire de droite, "
        "réglée par la Loi 57D. L'article d'arbitrage dont Arbitre est parti en fait toujours une carte pénalisée principale ; le "
        "texte 2017 ne le fait que si la carte ne peut pas être jouée légalement sur la levée."
    )
    if facts.is_("second_card_legal", "yes"):
        return Ruling(
            id=f"{prefix}.carte_jouee_a_son_tour",
            title="Deux entames : la bonne reste, l'autre carte sera jouée à son tour",
            laws=laws,
            now=(
                how,
                "L'autre carte peut être jouée légalement sur cette entame : son propriétaire devra la jouer "
                "à son tour, sans autre rectification ; il ne peut pas la remplacer par une autre carte (57D).",
                "La Loi 16 peut s'appliquer si cette carte a renseigné son partenaire.",
            ),
            equity_may_apply=True,
            notes=(note,),
            script=("L'entame régulière reste. Votre carte sera jouée à votre tour sur cette levée.",),
        )
    return Ruling(
        id=f"{prefix}.carte_penalisee",
        title="Deux entames : la bonne reste, l'autre carte est pénalisée principale",
        laws=(*laws, "50D1a", "50D2a", "50D2b"),
        now=(
            how,
            "L'autre carte ne peut pas être jouée légalement sur cette entame : elle devient carte pénalisée "
            "principale (57D), à jouer à la première occasion légale (50D1a).",
            "Quand son partenaire reprendra la main, le déclarant choisira d'exiger ou d'interdire la couleur "
            "de cette carte (carte reprise) ou de laisser l'attaque libre (50D2).",
        ),
        penalty_cards=(
            PenaltyCard(
                "le joueur de la défense qui ne devait pas entamer",
                PenaltyKind.MAJOR,
                "la carte posée en plus de l'entame régulière",
            ),
        ),
        lead_restrictions=(
            "Quand le partenaire du fautif prendra la main : le déclarant exige ou interdit la couleur de la "
            "carte pénalisée (carte reprise), ou laisse l'attaque libre (50D2).",
        ),
        equity_may_apply=True,
        notes=(note,),
        script=(
            "L'entame régulière reste. Votre carte reste sur la table : carte pénalisée principale, à jouer "
            "dès que possible.",
        ),
    )


def right_lead_faced_other_face_down_41A() -> Ruling:
    return Ruling(
        id="entame.autre_carte_face_cachee",
        title="Entame régulière retournée, l'autre carte face cachée : le jeu continue",
        laws=("41A", "49"),
        now=(
            "L'entame retournée par le joueur qui devait entamer est régulière : elle reste l'entame, et le "
            "mort s'étale.",
            "La carte posée face cachée par son partenaire n'a pas été vue : elle retourne dans sa main sur "
            "instruction de l'arbitre, sans rectification ; ce n'est pas une carte pénalisée (41A, 49).",
        ),
        notes=(
            "Personne ne reprend de lui-même une carte posée face cachée : seul l'arbitre le permet (41A).",
            "Si le déclarant a ensuite étalé son jeu, il reste déclarant : choisissez la situation « le "
            "déclarant a étalé son jeu après une entame régulière ».",
        ),
        script=(
            "L'entame est régulière. Reprenez votre carte face cachée, sans pénalité ; le jeu continue.",
        ),
    )


# --- other situations -------------------------------------------------------------------


def face_down_out_of_turn_41A() -> Ruling:
    return Ruling(
        id="entame.face_cachee_hors_tour",
        title="Entame hors tour face cachée : la carte retourne dans la main",
        laws=("41A", "49"),
        now=(
            "Une entame face cachée n'est pas encore une entame hors tour au sens de la Loi 54, qui ne vise "
            "qu'une entame retournée.",
            "Sur instruction de l'arbitre, la carte retourne dans la main du joueur, sans rectification : "
            "personne ne l'a vue, ce n'est pas une carte pénalisée (41A, 49).",
            "Le joueur qui devait entamer entame ensuite, face cachée.",
        ),
        notes=(
            "Le joueur ne reprend pas sa carte de lui-même : seul l'arbitre le permet (41A).",
            "Interprétation retenue : pas de rectification pour une carte jamais retournée ; si son "
            "partenaire a tiré une information de ce geste, la Loi 16 peut s'appliquer.",
        ),
        script=(
            "Ce n'était pas à vous d'entamer : reprenez votre carte, sans pénalité. Votre partenaire entame.",
        ),
        equity_may_apply=True,  # the note says Law 16 may apply (review E10)
    )


def declaring_side_54E_24() -> Ruling:
    return Ruling(
        id="entame.camp_du_declarant_54E",
        title="Le déclarant présumé ou le mort présumé a tenté d'entamer : Loi 24, cartes reprises",
        laws=("54E", "24", "24D", "48A", "16C"),
        now=(
            "Quand un joueur du camp du déclarant tente d'entamer, c'est la Loi 24 qui s'applique (54E).",
            "Le fautif étant déclarant ou mort, la carte est simplement reprise en main (24D) : une carte du "
            "déclarant ou du mort n'est jamais pénalisée (48A).",
            "L'information est autorisée pour la défense et non autorisée pour le camp du déclarant (24, 16C).",
            "Le joueur de la défense placé à gauche du déclarant entame ensuite, face cachée.",
        ),
        equity_may_apply=True,
        notes=(
            "Les obligations de passer de la Loi 24 n'ont plus d'objet, les enchères étant terminées.",
            "Si le mort a exposé une carte de cette façon, cela n'oblige pas le déclarant à accepter une "
            "éventuelle entame hors tour ensuite (54C).",
        ),
        script=(
            "Ce n'est pas à votre camp d'entamer : reprenez la carte, sans pénalité. La défense entame.",
        ),
    )


def declarer_spread_after_legal_lead_48() -> Ruling:
    return Ruling(
        id="entame.declarant_etale_apres_entame_reguliere",
        title="Le déclarant a étalé son jeu après une entame régulière : il reste déclarant",
        laws=("48A", "48B2", "41C", "68"),
        now=(
            "L'entame était régulière : le jeu a commencé et le déclarant reste déclarant (41C). La Loi 54 "
            "ne s'applique pas.",
            "Un déclarant qui étale ses cartes en dehors d'une entame hors tour est présumé revendiquer ou "
            "concéder, à moins qu'il soit manifeste qu'il ne le voulait pas (48B2) : l'arbitre l'établit "
            "d'abord (au premier pli, il se croyait en général le mort). Sinon, c'est une revendication "
            "(Loi 68).",
            "S'il ne voulait manifestement pas revendiquer : il reprend ses cartes en main ; aucune n'est "
            "pénalisée (48A). La défense peut tenir "
            "compte de ce qu'elle a vu (interprétation retenue, comme l'article d'arbitrage dont Arbitre est parti : le déclarant n'est "
            "pas rectifié pour ses cartes exposées, et rien n'interdit à la défense d'en tirer parti).",
            "Le mort s'étale et le jeu continue.",
        ),
        notes=(
            "Interprétation retenue : la Loi 48B2 met la charge sur le déclarant ; faute d'évidence qu'il ne "
            "voulait pas revendiquer, traitez l'incident comme une revendication (thème des revendications).",
        ),
        script=("L'entame était régulière : vous restez déclarant. Reprenez vos cartes ; le mort s'étale.",),
    )


# --- the topic --------------------------------------------------------------------------


def faced_lead_out_of_turn_54(facts: Facts, ctx: Context) -> Ruling:
    if facts.is_("suggested", "yes"):
        return suggested_47E1(ctx)
    action = facts.ask("declarer_action")
    if action == "dummy_exposed":  # 54C comes before whatever declarer did (see the question's help)
        return must_accept_54C(facts, ctx)
    if action == "spread_hand":
        return declarer_spread_54A(facts, ctx)
    if action == "played_from_hand":
        return declarer_exposed_card_54A(facts, ctx)
    if action == "accepted_called_dummy":
        return accepted_dummy_card_called_54B2(facts, ctx)
    choice = facts.ask("declarer_choice")
    if choice == "accept_declare":
        return accept_and_declare_54B1(facts, ctx)
    if choice == "accept_dummy":
        return accept_and_become_dummy_54A(facts, ctx)
    if choice == "require_suit":
        return refuse_54D_require_suit_50D2a(ctx)
    if choice == "forbid_suit":
        return refuse_54D_forbid_suit_50D2a(ctx)
    if choice == "free_lead":
        return refuse_54D_major_penalty_card_50D2b(ctx)
    return options_54(ctx)


def decide(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "declaring_side":
        return declaring_side_54E_24()
    if situation == "wrong_defender_face_down":
        return face_down_out_of_turn_41A()
    if situation == "declarer_spread_after_legal_lead":
        return declarer_spread_after_legal_lead_48()
    ctx = Context()
    if situation == "both_defenders":
        how = facts.ask("both_how")
        if how == "right_faced_wrong_face_down":
            return right_lead_faced_other_face_down_41A()
        if how in ("right_first", "simultaneous"):
            return second_card_57D(facts, simultaneous=how == "simultaneous")
        ctx = Context(
            face_down_returned=how == "wrong_faced_right_face_down", second_card=how == "wrong_first"
        )
    return faced_lead_out_of_turn_54(facts, ctx)


ORDER = 20

TOPIC = Topic(
    id="entame",
    title="Entame hors tour",
    summary="Le mauvais joueur a entamé, ou les deux joueurs de la défense, ou le camp du déclarant "
    "(Lois 54, 41, 47E1, 24, 58A).",
    laws=("54", "41", "47", "24", "50", "58"),
    questions=QUESTIONS,
    procedure=decide,
)
