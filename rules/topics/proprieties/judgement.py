"""What the judgement topics share: the director's findings, and the adjusted score they end in.

Arbitre never judges bridge logic. It puts the law's tests to the director in order, records his
answers, and when he finds damage it says which form of Law 12C1 adjustment applies and hands
the arithmetic to the calculator (`arbitre marque`, `/marque`).
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import AdjustedKind, AdjustedScore, Choice, ChooserRole, Option, Question, Ruling
from rules.topic import Facts

JUDGEMENT_NOTE = (
    "Ces constats sont ceux de l'arbitre (Loi 85A1 : sur la prépondérance des éléments qu'il a pu "
    "réunir) ; Arbitre ne fait qu'enregistrer ses réponses et en tirer la règle. La décision peut "
    "faire l'objet d'un appel (Loi 92)."
)

# The forms of Law 12C1 the director chooses among when a judgement topic ends in an adjustment.
ADJUSTMENT_CHOICES = (
    Choice("Marque de remplacement : le résultat le plus probable", ("12C1b",)),
    Choice("Marque pondérée entre plusieurs résultats", ("12C1c",)),
    Choice("Marque artificielle", ("12C1d",)),
    Choice(
        "Marques différentes : le camp non fautif a aggravé son dommage par une erreur extrêmement grave "
        "(sans rapport avec l'infraction) ou une action aventureuse",
        ("12C1e",),
    ),
)

ADJUSTMENT_KIND = Question(
    "adjustment_kind",
    "Quelle marque ajustée attribuez-vous ?",
    (
        Option("assigned", "Un seul résultat : le plus probable sans l'infraction (12C1b)"),
        Option("weighted", "Plusieurs résultats possibles, chacun avec son poids (12C1c)"),
        Option("artificial", "Trop de possibilités ou aucune claire : marque artificielle (12C1d)"),
        Option(
            "split",
            "Le camp non fautif a aggravé son dommage par une erreur extrêmement grave (sans rapport "
            "avec l'infraction) ou une action aventureuse : marques différentes (12C1e)",
        ),
    ),
    "Une marque de remplacement vise le résultat probable si l'infraction n'avait pas eu lieu ; "
    "elle peut être pondérée entre plusieurs résultats obtenables légalement.",
    director_only=True,
)

_KIND_TEXT = {
    "assigned": (
        AdjustedKind.ASSIGNED,
        ("12C1a", "12C1b"),
        "Marque de remplacement : le résultat le plus probable si l'infraction n'avait pas eu lieu "
        "remplace celui de la table (12C1a, 12C1b). Feuille de marque de l'incident : le résultat retenu, "
        "par exemple « 4♠= ».",
    ),
    "weighted": (
        AdjustedKind.WEIGHTED,
        ("12C1a", "12C1c"),
        "Marque pondérée : listez les résultats obtenables légalement et leur poids (les poids font "
        "100 %) sur la feuille de marque de l'incident, par exemple « 420:60,-50:40 » (12C1c).",
    ),
    "artificial": (
        AdjustedKind.ARTIFICIAL,
        ("12C1d", "12C2a", "86B1"),
        "Marque artificielle : les possibilités sont trop nombreuses ou pas claires ; moyenne plus, "
        "moyenne ou moyenne moins selon la responsabilité de chaque camp (12C1d, 12C2a ; le thème "
        "« Marque ajustée » la calcule). En match par équipes, si l'autre table a obtenu un résultat "
        "nettement favorable à un camp, c'est une marque de remplacement, pas artificielle (86B1).",
    ),
    "split": (
        AdjustedKind.SPLIT,
        ("12C1e",),
        "Marques différentes : le camp fautif reçoit la marque qui découle de la rectification de son "
        "infraction ; le camp non fautif n'est pas dédommagé de la part du dommage qu'il s'est lui-même infligée "
        "(12C1e). Feuille de marque de l'incident : « fautif=ns|eo obtenu=<résultat de la table> "
        "sans-erreur=<résultat sans son erreur> <marque ajustée> », avec ref= en IMP ou terrain= en points "
        "de match.",
    ),
}


def with_adjustment(facts: Facts, ruling: Ruling, base_laws: tuple[str, ...]) -> Ruling:
    """A ruling that awards an adjusted score: foreseen until the director names its form (an
    optional follow-up), then that form, its laws and what to enter in the calculator."""
    kind_value = facts.offer(ADJUSTMENT_KIND.id)
    if kind_value is None:
        return replace(
            ruling,
            equity_may_apply=True,
            adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, base_laws, foreseen=True, ordered=True),
        )
    kind, laws, text = _KIND_TEXT[kind_value]
    # The director has named the form: the four forms are no longer an open choice (newcomer G17);
    # any other option of the ruling stays.
    choices = tuple(choice for choice in ruling.choices if choice not in ADJUSTMENT_CHOICES)
    still_open = bool(choices)  # another option of the ruling is still to be chosen
    return replace(
        ruling,
        id=f"{ruling.id}.{kind_value}",
        laws=(*ruling.laws, *(law for law in laws if law not in ruling.laws)),
        end_of_play=(*ruling.end_of_play, text),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(kind, (*base_laws, *laws)),
        choices=choices,
        chooser=ruling.chooser if still_open else None,
        chooser_role=(ruling.chooser_role if still_open else None) or ChooserRole.NONE,
    )
