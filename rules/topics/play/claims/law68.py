"""Law 68 and 68D2: no claim to rule on (current trick, concession objected to, play resumed)."""

from __future__ import annotations

from rules.model import ChooserRole, Ruling


def not_a_claim_68() -> Ruling:
    """68: a statement about the current trick only. The same ruling from « Revendication » and from
    « Carte pénalisée » (review N8, issue 38 §5): the cards shown are not penalty cards, partner may not use
    them (16B1a), 57A may apply, and the director adjusts at the end if he did (16B3)."""
    return Ruling(
        id="claim.current_trick",
        title="Pas une revendication : il ne s'agit que de la levée en cours",
        laws=("68", "49", "16B1a", "16B3", "57A"),
        now=(
            "Une remarque ou un geste sur la seule levée en cours n'est ni une revendication ni une concession : "
            "le jeu continue normalement (68).",
            "Les cartes qu'un joueur de la défense a montrées ou révélées ne sont pas des cartes pénalisées et "
            "reviennent dans sa main ; ce qu'elles montrent est interdit à son partenaire (16B1a). Une carte "
            "de la levée suivante, ou jouée avant le tour de son partenaire, peut donner au déclarant les "
            "options de la Loi 57A.",
        ),
        end_of_play=(
            "En fin de coup, si le partenaire a utilisé cette information et que le déclarant en a été lésé : "
            "marque ajustée (16B3).",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        unauthorised_for=("partenaire du joueur de la défense",),
        script=(
            "Ce n'était pas une revendication : le jeu continue, et ce n'est pas une carte pénalisée.",
            "Partenaire, vous ne devez pas tenir compte de ce que vous avez vu ou entendu.",
        ),
    )


def defender_concession_objected_68B2() -> Ruling:
    return Ruling(
        id="claim.defender_objected",
        title="Concession d'un joueur de la défense contestée par son partenaire : le jeu continue",
        laws=("68B2", "16C1", "16C2", "16B1a", "16C3"),
        now=(
            "Le partenaire a protesté aussitôt : il n'y a eu ni concession ni revendication, le jeu "
            "continue (68B2).",
            "Les cartes montrées par le joueur de la défense ne sont pas des cartes pénalisées ; ce qu'elles "
            "révèlent est interdit à son partenaire (16C2) et autorisé au déclarant (16C1).",
            "Dans l'autre sens, la protestation du partenaire (il pense pouvoir faire des levées) est une "
            "information interdite pour le joueur qui avait concédé (16B1a).",
        ),
        end_of_play=(
            "En fin de coup, si l'un d'eux a utilisé cette information et que le déclarant en a été lésé : "
            "marque ajustée (16C3).",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        unauthorised_for=("partenaire du joueur de la défense", "joueur de la défense qui a concédé"),
        script=(
            "Il n'y a pas de concession : le jeu continue. Partenaire, ignorez ce que vous avez vu ; et "
            "vous qui aviez concédé, ignorez la protestation de votre partenaire.",
        ),
    )


def play_continued_68D2b() -> Ruling:
    return Ruling(
        id="claim.play_continued",
        title="Jeu repris d'un commun accord : la revendication est annulée",
        laws=("68D2b", "68D2a"),
        now=(
            "À la demande du camp qui ne revendiquait pas, les quatre joueurs ont accepté de reprendre le "
            "jeu : la revendication est nulle et n'est pas jugée (68D2b).",
            "Les cartes montrées ne sont pas des cartes pénalisées, et ni la déclaration du revendiquant ni "
            "ses cartes montrées ne sont une information non autorisée : la Loi 16 ne s'applique pas, ni la "
            "Loi 50 (68D2b). Le résultat obtenu en jouant est maintenu.",
            "Si l'un des quatre n'était pas d'accord, le jeu ne devait pas reprendre : l'arbitre juge la "
            "revendication (68D2a) — choisissez alors « contestée ».",
        ),
        chooser_role=ChooserRole.NONE,
        script=("La revendication est annulée ; le résultat obtenu en jouant compte.",),
    )
