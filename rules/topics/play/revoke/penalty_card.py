"""La carte pénalisée non jouée alors qu'elle devait l'être : Loi 52 (avec 61A et 64B3)."""

from __future__ import annotations

from dataclasses import replace

from rules.model import Choice, ChooserRole, Option, PenaltyCard, PenaltyKind, Question, Ruling
from rules.topic import Facts
from rules.topics.play.revoke.established import when_attention_drawn
from rules.topics.play.revoke.questions import cites_what_it_names, questions
from rules.topics.play.revoke.transfer import (
    correct_62C3_both_sides_same_trick,
    no_transfer_64B3,
    no_transfer_64B4_64B5,
    with_equity_64C,
)

OWNER = "le joueur de la défense fautif"

# Review E8 / MISSING 7: 52 covers a minor penalty card too (50C), and 52B1c keeps its kind. Issue 21:
# one id per fact: the kind is the same `kind` question in both topics (`unplayed_kind` is legacy).
KIND = Question(
    "kind",
    "Quelle est la nature de la carte pénalisée ?",
    (
        Option("minor", "Une seule carte pénalisée secondaire"),
        Option("major", "Une seule carte pénalisée principale"),
        Option("several", "Plusieurs cartes pénalisées (toutes principales)"),
    ),
    "Secondaire : une seule carte sous l'honneur exposée par mégarde. Principale : un honneur, ou une "
    "carte exposée en jouant délibérément. Plusieurs : toutes principales (50B).",
)
QUESTIONS_52 = questions(
    KIND,
    Question(
        "unplayed_kind",
        "La carte pénalisée qui n'a pas été jouée était-elle principale ou secondaire ?",
        (
            Option("major", "Principale (un honneur, une carte jouée délibérément, ou plusieurs cartes)"),
            Option("minor", "Secondaire (une seule petite carte exposée par mégarde)"),
        ),
        "Ancienne question, remplacée par « Quelle est la nature de la carte pénalisée ? » ; gardée pour les incidents enregistrés avant.",
    ),
)
LEGACY_52 = frozenset({"unplayed_kind"})


def penalty_kind(facts: Facts, *, ask: bool) -> PenaltyKind | None:
    """The kind of the unplayed penalty card: asked, or only offered (None when not given)."""
    legacy = facts.answered("unplayed_kind")
    kind = legacy if legacy is not None else facts.ask("kind") if ask else facts.offer("kind")
    if kind is None:
        return None
    return PenaltyKind.MINOR if kind == "minor" else PenaltyKind.MAJOR


KEEPS_KIND = (
    "La carte pénalisée non jouée reste sur la table avec sa nature (principale ou secondaire) et ses "
    "obligations (52B1c)."
)
REFUSED_52B2 = (
    "S'il refuse, la carte pénalisée est jouée à la place et n'est plus pénalisée ; la carte jouée à tort "
    "devient carte pénalisée principale (52B2). Si le joueur garde une autre carte pénalisée, toutes ses "
    "cartes pénalisées sont principales et la Loi 51 s'applique (50B)."
)


def _unplayed_card(facts: Facts, when: str = "", *, ask_kind: bool = False) -> PenaltyCard:
    kind = penalty_kind(facts, ask=ask_kind)
    card = "la carte pénalisée non jouée" + when
    if kind is None:
        return PenaltyCard(
            OWNER, PenaltyKind.MAJOR, card + " (elle garde sa nature : principale, ou secondaire)"
        )
    return PenaltyCard(OWNER, kind, card)


# --- 52: a penalty card not played ------------------------------------------------------


@cites_what_it_names
def penalty_card_not_played_52(facts: Facts, *, ask_kind: bool = False) -> Ruling:
    """`ask_kind`: the penalty-card topic asks the kind; the revoke topic only offers it (optional)."""
    when = when_attention_drawn(facts)
    if when == "both_sides_same_trick":
        return correct_62C3_both_sides_same_trick()
    if when == "not_established":
        if facts.is_("declarer_played_since", "yes"):
            return Ruling(
                id="renonce.carte_penalisee.acceptation_obligatoire",
                title="Carte pénalisée non jouée : la carte jouée est acceptée d'office",
                laws=("52A", "52B1b", "52B1c"),
                now=(
                    "Le joueur de la défense ne reprend pas de lui-même la carte jouée (52A).",
                    "Le déclarant a joué depuis : il doit accepter la carte jouée (52B1b).",
                    KEEPS_KIND,
                ),
                tricks_transferred=0,
                corrected=False,
                penalty_cards=(_unplayed_card(facts, ask_kind=ask_kind),),
                script=(
                    "La carte jouée reste jouée, car le déclarant a joué ensuite. La carte pénalisée reste "
                    "sur la table, avec les mêmes obligations qu'avant.",
                ),
            )
        return Ruling(
            id="renonce.carte_penalisee.choix_du_declarant",
            title="Carte pénalisée non jouée : le déclarant accepte ou refuse la carte jouée",
            laws=("52A", "52B1a", "52B1c", "52B2", "50B", "51A"),
            now=(
                "Le joueur de la défense ne reprend pas de lui-même la carte jouée (52A).",
                "Le déclarant choisit, sans consulter le mort, d'accepter ou de refuser la carte jouée à "
                "la place de la carte pénalisée.",
            ),
            chooser="le déclarant",
            chooser_role=ChooserRole.DECLARER,
            choices=(
                Choice(
                    "Accepter la carte jouée : la carte pénalisée reste sur la table, avec sa nature",
                    ("52B1a", "52B1c"),
                ),
                Choice(
                    "Refuser : la carte pénalisée est jouée à sa place, et la carte jouée à tort devient "
                    "carte pénalisée principale",
                    ("52B2",),
                ),
            ),
            tricks_transferred=0,
            corrected=False,
            penalty_cards=(
                _unplayed_card(facts, ", si le déclarant accepte", ask_kind=ask_kind),
                PenaltyCard(OWNER, PenaltyKind.MAJOR, "la carte jouée à tort, si le déclarant refuse"),
            ),
            notes=(KEEPS_KIND, REFUSED_52B2),
            script=(
                "Déclarant, vous pouvez accepter la carte jouée, la carte pénalisée restant sur la table ; "
                "ou la refuser : la carte pénalisée est alors jouée et la carte jouée à tort devient "
                "carte pénalisée principale. Choisissez sans consulter votre partenaire.",
            ),
        )
    return established_52_64B3(facts, when)


PLAY_OVER = ("after_play", "after_next_call", "after_round", "claim", "agreed_claim")


def established_52_64B3(facts: Facts, when: str) -> Ruling:
    """Review N5 / E8 / M7: the revoke of 52 is established. During the play the card stays a penalty
    card with its kind (52B1c), and the read-out says what that kind obliges (50C or 50D1); once the play
    is over nothing remains to play, and after the round the equity follows 79C."""
    ruling = no_transfer_64B3("penalty_card")
    if when in PLAY_OVER:
        over = replace(
            ruling,
            id="renonce.sans_transfert.64B3_carte_penalisee_fin_du_jeu",
            # Review R7: the title is read first; after the play no penalty card remains.
            title="Carte pénalisée non jouée, renonce consommée : pas de transfert (64B3)",
            laws=tuple(law for law in ruling.laws if law != "52B1c"),
            now=(
                ruling.now[0],
                "Le résultat obtenu à la table est conservé, sans transfert automatique.",
                "Le jeu est fini : la carte pénalisée n'a plus rien à jouer.",
            ),
            penalty_cards=(),
            script=ruling.script[:1],
        )
        # Review N4: the play is over, so 64C1 (« after any established revoke, including those not subject
        # to trick adjustment ») is offered now, as for 64B4 to 64B7.
        if when == "after_round":
            round_over = no_transfer_64B4_64B5("after_round")
            return with_equity_64C(
                facts,
                replace(
                    over,
                    laws=(*over.laws, "79C"),
                    end_of_play=round_over.end_of_play,
                    script=round_over.script,
                ),
            )
        if when in ("claim", "agreed_claim"):
            return with_equity_64C(
                facts,
                replace(
                    over,
                    laws=tuple(dict.fromkeys((*over.laws, "68D1", "69", "70"))),
                    now=(*over.now, CLAIM_52),
                ),
            )
        return with_equity_64C(facts, over)
    kind = penalty_kind(facts, ask=True)
    if kind == PenaltyKind.MINOR:
        return replace(
            ruling,
            id="renonce.sans_transfert.64B3_carte_penalisee_secondaire",
            laws=(*ruling.laws, "50C"),
            penalty_cards=(PenaltyCard(OWNER, PenaltyKind.MINOR, "la carte pénalisée non jouée"),),
            script=(
                ruling.script[0],
                "La carte pénalisée secondaire reste sur la table : tant qu'elle n'est pas jouée, son "
                "propriétaire ne joue pas d'autre carte de cette couleur inférieure à l'honneur ; il peut "
                "jouer un honneur à la place.",
            ),
        )
    return replace(
        ruling,
        laws=(*ruling.laws, "50D1a"),
        script=(
            ruling.script[0],
            "La carte pénalisée principale reste sur la table et devra être jouée à la première occasion "
            "légale.",
        ),
    )


CLAIM_52 = (
    "La revendication ou la concession arrête le jeu (68D) : l'arbitre règle les levées restantes par la Loi "
    "69 ou 70 (thème « Revendication »)."
)
