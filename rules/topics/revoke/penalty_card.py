"""La carte pénalisée non jouée alors qu'elle devait l'être : Loi 52 (avec 61A et 64B3)."""

from __future__ import annotations

from rules.model import Choice, ChooserRole, PenaltyCard, PenaltyKind, Ruling
from rules.topic import Facts
from rules.topics.revoke.established import when_attention_drawn
from rules.topics.revoke.transfer import correct_62C3_both_sides_same_trick, no_transfer_64B3

# --- 52: a penalty card not played ------------------------------------------------------


def penalty_card_not_played_52(facts: Facts) -> Ruling:
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
                    "La carte pénalisée non jouée reste sur la table, avec ses obligations (52B1c).",
                ),
                tricks_transferred=0,
                penalty_cards=(
                    PenaltyCard(
                        "le joueur de la défense fautif", PenaltyKind.MAJOR, "la carte pénalisée non jouée"
                    ),
                ),
                script=(
                    "La carte jouée reste jouée, car le déclarant a joué ensuite. La carte pénalisée reste "
                    "sur la table et devra être jouée à la première occasion légale.",
                ),
            )
        return Ruling(
            id="renonce.carte_penalisee.choix_du_declarant",
            title="Carte pénalisée non jouée : le déclarant accepte ou refuse la carte jouée",
            laws=("52A", "52B1a", "52B1c", "52B2"),
            now=(
                "Le joueur de la défense ne reprend pas de lui-même la carte jouée (52A).",
                "Le déclarant choisit, sans consulter le mort, d'accepter ou de refuser la carte jouée à "
                "la place de la carte pénalisée.",
            ),
            chooser="le déclarant",
            chooser_role=ChooserRole.DECLARER,
            choices=(
                Choice("Accepter la carte jouée : la carte pénalisée reste sur la table", ("52B1a", "52B1c")),
                Choice(
                    "Refuser : la carte pénalisée est jouée à sa place, et la carte jouée à tort devient "
                    "carte pénalisée principale",
                    ("52B2",),
                ),
            ),
            tricks_transferred=0,
            penalty_cards=(
                PenaltyCard(
                    "le joueur de la défense fautif", PenaltyKind.MAJOR, "la carte pénalisée non jouée"
                ),
            ),
            notes=(
                "Si le déclarant refuse, la carte jouée à tort devient à son tour carte pénalisée principale (52B2).",
            ),
            script=(
                "Déclarant, vous pouvez accepter la carte jouée, la carte pénalisée restant sur la table ; "
                "ou la refuser : la carte pénalisée est alors jouée et la carte jouée à tort devient "
                "pénalisée à son tour. Choisissez sans consulter votre partenaire.",
            ),
        )
    return no_transfer_64B3("penalty_card")
