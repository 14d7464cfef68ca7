"""Law 82 (the director's error rectified, 82C when the board cannot be scored) and its limit 81C3."""

from __future__ import annotations

from rules.model import (
    AdjustedKind,
    AdjustedScore,
    ChooserRole,
    Ruling,
)
from rules.regulations import Regulation
from rules.scores.adjusted import Responsibility, ScoringForm, knockout_scores
from rules.topic import Facts

APPEAL_83 = (
    "Si un réexamen de votre décision sur un fait ou sur votre appréciation vous paraît possible, dites au "
    "concurrent qu'il peut faire appel, ou renvoyez vous-même la question à la commission (83)."
)


def director_error_too_late_81C3() -> Ruling:
    """81C3: the director rectifies an error only within the periods of 79C and 92B (review S5)."""
    return Ruling(
        id="suites_decision.82_delai_passe",
        title="Erreur de l'arbitre découverte après le délai de correction : la décision reste",
        laws=("81C3", "79C1", "79C2", "92B"),
        now=(
            "L'arbitre ne rectifie une erreur que dans les délais fixés selon les Lois 79C et 92B (81C3) : le "
            "délai de correction est passé, la décision donnée et la marque inscrite restent.",
            "Seule une erreur d'inscription ou de calcul de la marque (et non de décision) peut encore être "
            "corrigée, avec l'accord de l'organisateur, si vous êtes certain au-delà du doute raisonnable que "
            "la marque inscrite est fausse (79C2).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Le délai de correction est passé : la décision et la marque restent.",),
    )


DIRECTOR_ERROR = "erreur de l'arbitre, Loi 82"  # the ruling corrected no longer stands (82B-C)
# 82C: the director's error is no side's fault, each side is treated as not at fault (12C2a)
BOTH_NOT_AT_FAULT = (("NS", Responsibility.NOT_AT_FAULT.value), ("EO", Responsibility.NOT_AT_FAULT.value))

SPLIT_82C = (
    "Interprétation retenue (82C) : traiter les deux camps comme non fautifs, c'est donner à chacun la marque "
    "que vous lui attribueriez s'il était le seul camp non fautif, chaque point douteux tranché en sa faveur "
    "(84D) ; les deux marques peuvent donc ne pas se compenser. L'autre lecture (une même marque pondérée pour "
    "les deux camps) reste ouverte : c'est à vous de trancher (10A)."
)


def director_error_82(
    normal_scoring: bool,
    result_likely: bool | None,
    regulation: Regulation,
    form: str | None = None,
    other_table_clear: bool | None = None,
) -> Ruling:
    """Law 82: the director corrects his own error; 82C when the board cannot be scored normally,
    both sides treated as non-offending (so 12C2c for each, 86B1 and 12C4 in team play)."""
    if normal_scoring:
        return Ruling(
            id="suites_decision.82B_rectification",
            title="Erreur de l'arbitre : appliquer maintenant la bonne rectification",
            laws=("82A", "82B1", "82B2", "82C"),
            now=(
                "La bonne décision s'applique encore telle que les Lois la prévoient : appliquez-la, ou faites "
                "jouer ou rejouer la donne (82A, 82B2). Si votre erreur ne portait que sur la marque ajustée, la "
                "bonne décision donne la sienne (par exemple une donne faussée annulée, avec des marques "
                "artificielles selon la faute de chacun) : elle remplace l'ancienne (82B1).",
                "Si la mauvaise rectification a déjà pesé sur le résultat, la donne ne se marque plus "
                "normalement : c'est une marque ajustée, les deux camps traités comme non fautifs (82C) ; "
                "reprenez cette question en répondant « Non ».",
            ),
            chooser_role=ChooserRole.NONE,
            notes=(APPEAL_83,),
            overturns=DIRECTOR_ERROR,
            script=("Je me suis trompé dans ma décision : voici la bonne, que nous appliquons maintenant.",),
        )
    teams = form in (ScoringForm.IMP.value, ScoringForm.KNOCKOUT.value)
    if result_likely or (teams and other_table_clear):
        return _assigned_82C(bool(result_likely), form)
    plus, imp = regulation.average_plus_percent, regulation.imp_average_plus
    if form == ScoringForm.KNOCKOUT.value:
        ns, ew = (value + 0.0 for value in knockout_scores(imp, imp))  # review N7: 0, never -0.0
        return Ruling(
            id="suites_decision.82C_artificielle.ko",
            title="Erreur de l'arbitre, match à élimination directe : moyenne plus aux deux camps, ramenée à 0",
            laws=("82C", "12C2a", "12C2b", "12C4", "86B1"),
            now=(
                "Aucune rectification ne permet plus de marquer la donne normalement, aucun résultat probable ne "
                "se dégage et l'autre table ne favorise nettement aucun camp (86B1) : marque artificielle, les "
                "deux camps traités comme non fautifs (82C).",
                f"Chacun reçoit la moyenne plus, +{imp} IMP (12C2a, 12C2b) ; ces marques ne se compensent pas : "
                f"en match à élimination directe, chaque équipe reçoit leur moyenne, soit {ns:+g} IMP pour "
                "chacune (12C4).",
            ),
            chooser_role=ChooserRole.NONE,
            adjusted_score=AdjustedScore(
                AdjustedKind.ARTIFICIAL, ("82C", "12C4"), unit="IMP", figures=(("NS", ns), ("EO", ew))
            ),
            notes=(APPEAL_83,),
            overturns=DIRECTOR_ERROR,
            script=(
                "Ma décision était fausse et la donne ne peut plus être marquée : la donne compte 0 IMP.",
            ),
        )
    if form == ScoringForm.IMP.value:
        return Ruling(
            id="suites_decision.82C_artificielle.equipes",
            title="Erreur de l'arbitre, match par équipes : moyenne plus aux deux camps",
            laws=("82C", "12C2a", "12C2b", "12C2c", "86B1"),
            now=(
                "Aucune rectification ne permet plus de marquer la donne normalement, aucun résultat probable ne "
                "se dégage et l'autre table ne favorise nettement aucun camp (86B1) : marque artificielle, les "
                "deux camps traités comme non fautifs (82C).",
                f"Chaque camp reçoit la moyenne plus : +{imp} IMP (12C2a, 12C2b), ou l'équivalent en IMP de son "
                "pourcentage sur les autres donnes de la séance s'il dépasse 60 % : les deux camps étant non "
                "fautifs, chacun y a droit (12C2c) ; cet équivalent est fixé par l'organisateur.",
            ),
            chooser_role=ChooserRole.NONE,
            adjusted_score=AdjustedScore(
                AdjustedKind.ARTIFICIAL,
                ("82C", "12C2b"),
                unit="IMP",
                figures=(("NS", imp), ("EO", imp)),
                responsibilities=BOTH_NOT_AT_FAULT,
            ),
            notes=(APPEAL_83,),
            overturns=DIRECTOR_ERROR,
            script=(
                "Ma décision était fausse et la donne ne peut plus être marquée : chaque camp reçoit la moyenne "
                "plus.",
            ),
        )
    if form is None:
        figures_line = (
            f"Chaque camp reçoit la moyenne plus : {plus} % en paires (12C2a), ou son pourcentage sur les autres "
            "donnes de la séance s'il dépasse 60 % (12C2c) ; en équipes, +{imp} IMP (12C2b) si l'autre table ne "
            "favorise nettement aucun camp (86B1), et 0 IMP en match à élimination directe (12C4)."
        ).replace("{imp}", f"{imp}")
        laws: tuple[str, ...] = ("82C", "12C2a", "12C2b", "12C2c", "86B1", "12C4")
    else:
        figures_line = (
            f"Chaque camp reçoit la moyenne plus, {plus} % (12C2a), ou son pourcentage sur les autres donnes de la "
            "séance s'il dépasse 60 % : les deux camps étant non fautifs, chacun y a droit (12C2c)."
        )
        laws = ("82C", "12C2a", "12C2c")
    return Ruling(
        id="suites_decision.82C_artificielle",
        title="Erreur de l'arbitre : moyenne plus aux deux camps",
        laws=laws,
        now=(
            "Aucune rectification ne permet plus de marquer la donne normalement et aucun résultat probable ne "
            "se dégage : marque artificielle, les deux camps étant traités comme non fautifs (82C).",
            figures_line,
            "Feuille de marque de l'incident : « 60/60 seance-ns=… seance-eo=… » avec le pourcentage de chaque "
            "paire sur ses autres donnes.",
        ),
        chooser_role=ChooserRole.NONE,
        adjusted_score=AdjustedScore(
            AdjustedKind.ARTIFICIAL,
            ("82C", "12C2a", "12C2c"),
            unit="%",
            figures=(("NS", plus), ("EO", plus)),
            responsibilities=BOTH_NOT_AT_FAULT,
        ),
        notes=(APPEAL_83,),
        overturns=DIRECTOR_ERROR,
        script=(
            "Ma décision était fausse et la donne ne peut plus être marquée : chaque camp reçoit la moyenne plus.",
        ),
    )


def director_error(facts: Facts) -> Ruling:
    """82 with 81C3: too late first, then whether the board can still be scored normally; the event's
    form on every 82C path, since a knockout averages non-balancing scores (12C4, reviews D6, N1)."""
    if facts.is_("within_correction_period", "no"):
        return director_error_too_late_81C3()
    if facts.is_("normal_scoring", "yes"):
        return director_error_82(True, None, facts.regulation)
    likely = facts.is_("result_likely", "yes")
    form = facts.ask("event_form")
    clear = None
    if not likely and form in (ScoringForm.IMP.value, ScoringForm.KNOCKOUT.value):
        clear = facts.is_("other_table_clear", "yes")
    return director_error_82(False, likely, facts.regulation, form, clear)


def _assigned_82C(result_likely: bool, form: str | None) -> Ruling:
    """82C with an assigned score: each side the score it would get as the only non-offending side, so
    the two need not balance; in a knockout they are averaged (12C4). Without a probable result but
    with a telling result at the other table (86B1), a weighting anchored on that result (review N9)."""
    other_table = not result_likely
    knockout = form == ScoringForm.KNOCKOUT.value
    if result_likely:
        how = (
            "Chaque camp reçoit la marque que vous lui attribueriez s'il était le seul camp non fautif : le "
            "résultat probable sans votre erreur (12C1b), ou une pondération entre les résultats possibles "
            "(12C1c), les doutes tranchés en sa faveur (84D)"
        )
    else:
        how = (
            "Aucun résultat probable ne se dégage : pour chaque camp, pondérez les résultats possibles (12C1c) "
            "en partant du résultat de l'autre table, comme s'il était le seul camp non fautif, les doutes "
            "tranchés en sa faveur (84D)"
        )
    if knockout:
        split_line = (
            f"{how}. Ces deux marques ne se compensent pas : en match à élimination directe, chacune est "
            "calculée séparément et chaque équipe reçoit leur moyenne (12C4)."
        )
        sheet = (
            "Feuille de marque de l'incident : « forme=ko ref=… », les résultats de Nord-Sud, puis « eo= » et "
            "ceux d'Est-Ouest (par exemple « forme=ko ref=170 420:70,-50:30 eo=420:40,-50:60 ») ; la feuille "
            "calcule la marque de chaque camp puis leur moyenne (12C4)."
        )
    else:
        split_line = f"{how} ; les deux marques n'ont pas à se compenser."
        sheet = (
            "Feuille de marque de l'incident : les résultats de Nord-Sud, puis « eo= » et ceux d'Est-Ouest "
            "(par exemple « 420:70,-50:30 eo=420:40,-50:60 ») ; chaque camp reçoit sa propre marque."
        )
    laws = (
        "82C",
        *(("12C1b",) if result_likely else ()),
        "12C1c",
        "84D",
        *(("86B1",) if other_table else ()),
        *(("12C4",) if knockout else ()),
    )
    return Ruling(
        id="suites_decision.82C_86B1" if other_table else "suites_decision.82C_remplacement",
        title=(
            "Erreur de l'arbitre : marque de remplacement, chaque camp traité comme non fautif"
            + (" ; en KO, leur moyenne (12C4)" if knockout else "")
        ),
        laws=laws,
        now=(
            "Aucune rectification ne permet plus de marquer la donne normalement : marque ajustée, les deux "
            "camps étant traités comme non fautifs (82C).",
            *(
                (
                    "Le résultat de l'autre table entre les mêmes équipes est nettement favorable à un camp : "
                    "la marque est de remplacement, pas artificielle (86B1).",
                )
                if other_table
                else ()
            ),
            split_line,
            sheet,
        ),
        chooser_role=ChooserRole.NONE,
        adjusted_score=AdjustedScore(
            AdjustedKind.SPLIT,
            ("82C", "12C1c", *(("12C4",) if knockout else ())),
            foreseen=True,
            ordered=True,
        ),
        notes=(SPLIT_82C, APPEAL_83),
        overturns=DIRECTOR_ERROR,
        script=(
            "Ma décision était fausse et la donne ne peut plus être marquée normalement : chaque camp "
            "recevra une marque ajustée, sans être tenu pour fautif.",
        ),
    )
