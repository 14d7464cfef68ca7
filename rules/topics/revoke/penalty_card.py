"""La carte pénalisée non jouée alors qu'elle devait l'être : Loi 52 (avec 61A et 64B3)."""

from __future__ import annotations

from rules.model import Choice, ChooserRole, Option, PenaltyCard, PenaltyKind, Question, Ruling
from rules.topic import Facts, questions
from rules.topics.revoke.established import when_attention_drawn
from rules.topics.revoke.transfer import correct_62C3_both_sides_same_trick, no_transfer_64B3

OWNER = "le joueur de la défense fautif"

# Review E8 / MISSING 7: 52 covers a minor penalty card too (50C), and 52B1c keeps its kind. The ruling
# is complete without the kind (it says the card keeps it); the director may give it to have it listed.
QUESTIONS_52 = questions(
    Question(
        "unplayed_kind",
        "La carte pénalisée qui n'a pas été jouée était-elle principale ou secondaire ?",
        (
            Option("major", "Principale (un honneur, une carte jouée délibérément, ou plusieurs cartes)"),
            Option("minor", "Secondaire (une seule petite carte exposée par mégarde)"),
        ),
        "Une carte pénalisée secondaire n'a pas été jouée quand le joueur a joué une autre petite carte de "
        "sa couleur avant elle (50C) ; acceptée, la carte jouée laisse la carte pénalisée telle qu'elle "
        "était (52B1c).",
    ),
)

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
    kind = facts.ask("unplayed_kind") if ask_kind else facts.offer("unplayed_kind")
    card = "la carte pénalisée non jouée" + when
    if kind == "minor":
        return PenaltyCard(OWNER, PenaltyKind.MINOR, card)
    if kind == "major":
        return PenaltyCard(OWNER, PenaltyKind.MAJOR, card)
    return PenaltyCard(OWNER, PenaltyKind.MAJOR, card + " (elle garde sa nature : principale, ou secondaire)")


# --- 52: a penalty card not played ------------------------------------------------------


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
    return no_transfer_64B3("penalty_card")
