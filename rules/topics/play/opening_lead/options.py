"""Entame hors tour : les cinq options du déclarant (54A, 54B, 54D avec 50D)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.model import Choice, ChooserRole, PenaltyCard, PenaltyKind, Ruling
from rules.topic import Facts
from rules.topics.play.opening_lead.questions import (
    CHOOSER,
    OFFENDER,
    RIGHT_LEADER,
    SECOND_CARD_SCRIPT,
    Context,
    _faced_by_right_leader,
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
        # Review E10: before the declarer's choice the card is a penalty card only if the lead is refused,
        # or, the lead accepted, if it cannot be played legally to the trick (57D).
        faced = _faced_by_right_leader()
        penalty.append(
            PenaltyCard(
                faced.owner,
                faced.kind,
                f"{faced.card}, si le déclarant refuse l'entame, ou s'il l'accepte et qu'elle n'est pas légale",
            )
        )
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
    lead_restrictions: tuple[str, ...] = ()


# Review E5: the right leader's own major penalty card restricts his partner's leads too (50D2).
RIGHT_LEADER_CARD_PARTNER_50D2 = (
    "Tant que la carte pénalisée du joueur qui devait entamer reste sur la table, chaque fois que son partenaire "
    "(le joueur fautif) prendra la main, il attendra le choix du déclarant : exiger ou interdire la "
    "couleur de cette carte (elle retourne alors dans la main), ou laisser l'attaque libre (50D2)."
)
RIGHT_LEADER_CARD_RESTRICTION_50D2 = (
    "Carte pénalisée du joueur qui devait entamer : à chaque prise de main de son partenaire tant qu'elle est sur "
    "la table, le déclarant exige ou interdit sa couleur (carte reprise), ou laisse l'attaque libre (50D2)."
)


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
        laws=("57D", "50D1a", "50D2"),
        now=(
            f"La carte retournée par {RIGHT_LEADER} ne peut pas être jouée légalement sur cette entame : "
            "elle devient carte pénalisée principale (57D), à jouer à la première occasion légale (50D1a).",
            RIGHT_LEADER_CARD_PARTNER_50D2,
        ),
        penalty_cards=(_faced_by_right_leader(),),
        lead_restrictions=(RIGHT_LEADER_CARD_RESTRICTION_50D2,),
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
        laws=("53A", "54B1", "54B2", *ctx.laws, *second.laws, "16"),
        now=(
            *ctx.now,
            "Le déclarant accepte l'entame et reste déclarant (53A, 54B). Le mort étale son jeu.",
            "La deuxième carte de la levée est jouée de la main du déclarant (54B1) ; s'il la joue par "
            "erreur du mort, la carte du mort reste jouée, sauf pour corriger une renonce (54B2).",
            *second.now,
        ),
        penalty_cards=second.penalty_cards,
        lead_restrictions=second.lead_restrictions,
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
        laws=("53A", "54B1", "54B2", *ctx.laws, *second.laws, "16"),
        now=(
            *ctx.now,
            "Le déclarant a accepté l'entame (53A) et le mort est étalé : il reste déclarant.",
            "La deuxième carte aurait dû venir de sa main (54B1), mais il l'a appelée du mort : la carte du "
            "mort reste jouée et ne peut être reprise que pour corriger une renonce (54B2). Le jeu continue "
            "dans l'ordre : le déclarant joue ensuite de sa main à son tour.",
            *second.now,
        ),
        penalty_cards=second.penalty_cards,
        lead_restrictions=second.lead_restrictions,
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
        laws=("54A", *ctx.laws, *second.laws, "16"),
        now=(
            *ctx.now,
            "Le déclarant accepte l'entame et étale son jeu : il devient le mort, son partenaire devient "
            "déclarant et joue la deuxième carte depuis le mort (54A).",
            *second.now,
        ),
        penalty_cards=second.penalty_cards,
        lead_restrictions=second.lead_restrictions,
        equity_may_apply=bool(second.laws),
        script=(
            "L'entame est acceptée. Étalez votre jeu : vous êtes le mort, votre partenaire joue le coup.",
            *second.script,
        ),
    )


def _right_leader_penalty_card_now(restriction: str) -> tuple[str, ...]:
    """Seed case D, lead refused: the right leader also has a major penalty card to lead."""
    return (*_right_leader_own_card(restriction), RIGHT_LEADER_CARD_PARTNER_50D2)


def _right_leader_own_card(restriction: str) -> tuple[str, ...]:
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
            *(("50B", "50D1a", "50D1b", "50D2") if ctx.second_card else ()),
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
            *((RIGHT_LEADER_CARD_RESTRICTION_50D2,) if ctx.second_card else ()),
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
            *(("50B", "50D1a", "50D1b", "50D2") if ctx.second_card else ()),
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
            *((RIGHT_LEADER_CARD_RESTRICTION_50D2,) if ctx.second_card else ()),
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
            *(("50B", "50D2") if ctx.second_card else ()),
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
            *((RIGHT_LEADER_CARD_RESTRICTION_50D2,) if ctx.second_card else ()),
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
