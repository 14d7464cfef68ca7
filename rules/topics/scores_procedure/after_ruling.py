"""Après la décision — pénalité de procédure (90), sanction disciplinaire (91), erreur de l'arbitre
(82C), appel (92, 93).

What follows a ruling in a real session. Each is short: the Laws give the frame and leave the
figures to the regulation (90) or the decision to the director (91) and to the appeal body (93).
A procedural penalty is recorded apart from any adjusted score (90A: it comes « in addition »),
so the export can list it on its own line; a disciplinary penalty is recorded only.
"""

from __future__ import annotations

from dataclasses import replace

from rules.model import (
    AdjustedKind,
    AdjustedScore,
    ChooserRole,
    Option,
    ProceduralPenalty,
    Question,
    Ruling,
)
from rules.regulations import Regulation
from rules.scores.adjusted import ScoringForm, knockout_scores
from rules.topic import Facts, Topic, questions
from rules.topics.common import EVENT_FORM, correction_period_question, yes_no

# Law 90B's examples, each with the French words a director would use. « other » is 90A alone.
OFFENCES: dict[str, str] = {
    "90B1": "retard à l'heure de début",
    "90B2": "jeu trop lent",
    "90B3": "commentaires entendus d'une autre table",
    "90B4": "comparaison de marques non autorisée",
    "90B5": "cartes d'un autre joueur touchées",
    "90B6": "cartes remises dans la mauvaise poche de l'étui",
    "90B7": "erreur de procédure qui oblige à ajuster un score",
    "90B8": "instruction de l'arbitre ou règlement non suivis",
    "90A": "autre manquement à la bonne procédure",
}

QUESTIONS = questions(
    Question(
        "case",
        "Que faut-il traiter après la décision ?",
        (
            Option("procedural", "Une pénalité de procédure (retard, lenteur, bavardage…)"),
            Option("disciplinary", "Un comportement à sanctionner : points, suspension, disqualification"),
            Option("director_error", "Ma décision s'est révélée fausse"),
            Option("appeal", "Un concurrent fait appel de la décision"),
        ),
        "Pénalité de procédure : Loi 90, en plus de toute rectification. Sanction disciplinaire : Loi 91. "
        "Erreur de l'arbitre : Loi 82C. Appel : Lois 92 et 93.",
    ),
    Question(
        "offence",
        "Quel manquement ?",
        tuple(Option(law, f"{label[0].upper()}{label[1:]}") for law, label in OFFENCES.items()),
        "Les exemples de la Loi 90B ; la liste n'est pas limitative (90A).",
    ),
    Question(
        "history",
        "Ce concurrent a-t-il déjà été averti ou pénalisé pour la procédure pendant cette séance ?",
        (
            Option("none", "Non, c'est la première fois"),
            Option("warned", "Il a déjà reçu un avertissement"),
            Option("penalised", "Il a déjà reçu une pénalité"),
        ),
        "Le barème du règlement commence d'ordinaire par un avertissement, puis retire une fraction du top.",
    ),
    yes_no(
        "unplayed",
        "Une donne n'a-t-elle pas pu être jouée à cause de cette lenteur ?",
        "Une donne retirée faute de temps n'a pas de résultat : elle reçoit une marque artificielle selon la "
        "responsabilité de chaque camp (12C2a), en plus de la pénalité de procédure (90A).",
    ),
    Question(
        "discipline",
        "Quelle sanction envisagez-vous ?",
        (
            Option("points", "Des points retirés"),
            Option("suspension", "Suspendre le joueur ou le concurrent pour la séance ou une partie"),
            Option("disqualification", "Disqualifier le joueur ou le concurrent"),
        ),
        "Points et suspension : Loi 91A, décision définitive. Disqualification : Loi 91B, avec l'accord de "
        "l'organisateur.",
    ),
    yes_no(
        "normal_scoring",
        "Une rectification permet-elle encore de marquer la donne normalement ?",
        "Par exemple : le jeu n'est pas fini et la bonne rectification peut encore s'appliquer, ou la donne "
        "peut être rejouée. Sinon, marque ajustée en traitant les deux camps comme non fautifs (82C).",
    ),
    yes_no(
        "result_likely",
        "Pouvez-vous dire quel résultat la donne aurait probablement eu sans votre erreur ?",
        "Oui : marque ajustée de remplacement, le résultat probable (12C1b) ou une pondération (12C1c), chaque "
        "camp traité comme non fautif (82C). Non : marque artificielle (12C2a).",
    ),
    yes_no(
        "in_time",
        "La demande arrive-t-elle dans le délai d'appel ?",
        "Un concurrent peut demander le réexamen de toute décision prise à sa table (92A). Le délai court "
        "jusqu'à 30 minutes après la publication des résultats officiels, sauf autre délai fixé par "
        "l'organisateur (92B).",
    ),
    Question(
        "appellants",
        "Qui fait appel ?",
        (
            Option("pair_both", "Les deux joueurs de la paire"),
            Option("pair_one", "Un seul joueur de la paire, sans son partenaire"),
            Option("individual", "Un joueur d'un tournoi individuel"),
            Option("team_captain", "Une équipe, avec l'accord du capitaine"),
            Option("team_no_captain", "Un joueur d'une équipe, sans l'accord du capitaine"),
        ),
        "En paires, les deux joueurs doivent faire appel ensemble (92D1) ; en individuel, un joueur seul "
        "suffit ; en équipes, il faut l'accord du capitaine (92D2).",
    ),
    Question(
        "heard_by",
        "Qui peut examiner l'appel ?",
        (
            Option("no_committee", "Pas de commission d'appel disponible"),
            Option(
                "law", "Une commission est disponible ; l'appel porte seulement sur la Loi ou le règlement"
            ),
            Option("facts", "Une commission est disponible ; l'appel porte sur les faits ou le jugement"),
        ),
        "Sans commission, l'arbitre responsable tranche (93A). Avec une commission, il tranche seul les "
        "points de Loi, qu'on peut ensuite porter devant elle (93B1), et lui renvoie tout le reste (93B2).",
    ),
    Question(
        "outcome",
        "Enregistrer l'issue de l'appel ?",
        (
            Option("upheld", "Décision maintenue"),
            Option("changed", "Décision modifiée"),
            Option("withdrawn", "Appel retiré"),
        ),
        "Facultatif : l'issue est enregistrée avec l'incident et figure dans l'export.",
    ),
    correction_period_question(),
    EVENT_FORM,
    Question(
        "penalised_side",
        "À quel camp la pénalité est-elle retirée ?",
        (
            Option("NS", "Nord-Sud"),
            Option("EO", "Est-Ouest"),
        ),
        "La pénalité de procédure frappe le seul concurrent fautif ; le score de ses adversaires ne change pas "
        "(90A). En individuel, seul le joueur fautif, pas son partenaire s'il n'y est pour rien (12C3).",
    ),
    yes_no(
        "other_table_clear",
        "À l'autre table, le résultat obtenu entre les mêmes équipes est-il nettement favorable à un camp ?",
        "Si oui, l'arbitre attribue une marque de remplacement plutôt qu'une marque artificielle (86B1).",
    ),
)


def _figure(value: float) -> str:
    return f"{value:g}".replace(".", ",")


SIDE_NAMES = {"NS": "Nord-Sud", "EO": "Est-Ouest"}


def unplayed_board_12C2a(ruling: Ruling, slow: str, regulation: Regulation) -> Ruling:
    """The board slow play left unplayed (F5): no result, so an artificial score by responsibility
    (12C2a): the slow side is directly at fault (average minus), the other side not at all (average
    plus). Interprétation retenue: the director's finding that the lateness is the penalised side's."""
    minus, plus = regulation.average_minus_percent, regulation.average_plus_percent
    ns, ew = (minus, plus) if slow == "NS" else (plus, minus)
    other = SIDE_NAMES["EO" if slow == "NS" else "NS"]
    lines = (
        f"La donne non jouée n'a pas de résultat : marque artificielle (12C2a), {SIDE_NAMES[slow]} directement "
        f"responsable de la lenteur {minus} %, {other} non responsable {plus} % en paires "
        f"({regulation.imp_average_minus} / +{regulation.imp_average_plus} IMP en équipes, 12C2b).",
        f"Feuille de marque de l'incident : « {ns}/{ew} » (Nord-Sud / Est-Ouest). Si la lenteur est partagée, "
        "chaque camp reçoit la moyenne (50/50).",
    )
    return replace(
        ruling,
        laws=(*ruling.laws, "12C2a", "12C2b"),
        now=(*ruling.now, *lines),
        adjusted_score=AdjustedScore(
            AdjustedKind.ARTIFICIAL, ("12C2a",), unit="%", figures=(("NS", ns), ("EO", ew))
        ),
    )


def procedural_penalty_90(
    law: str, history: str, regulation: Regulation, side: str | None = None, form: str | None = None
) -> Ruling:
    """Law 90: a penalty in addition to any rectification, on the regulation's scale, taken from the
    offending side only (90A); with the event's form, the one figure that applies (review S6)."""
    offence = OFFENCES[law]
    laws = ("90A",) if law == "90A" else ("90A", law)
    in_addition = (
        "La pénalité de procédure s'ajoute à la rectification et à toute marque ajustée, sans les remplacer "
        "(90A) : elle est enregistrée à part."
    )
    who = f"à {SIDE_NAMES[side]}" if side else "au concurrent fautif"
    individual = form == ScoringForm.INDIVIDUAL.value
    individual_note = (
        (
            "En individuel, la pénalité frappe le seul joueur fautif, pas son partenaire s'il n'y est pour rien (12C3).",
        )
        if individual
        else ()
    )
    laws = (*laws, "12C3") if individual else laws
    if history == "none" and regulation.procedural_warning_first:
        return Ruling(
            id=f"suites_decision.{law}.avertissement",
            title=f"Pénalité de procédure : avertissement ({offence})",
            laws=laws,
            now=(
                f"Manquement : {offence} ({law}). C'est le premier de la séance pour ce concurrent : le barème du "
                f"règlement commence par un avertissement {who}, sans points retirés.",
                in_addition,
            ),
            chooser_role=ChooserRole.NONE,
            procedural_penalty=ProceduralPenalty(
                laws,
                offence,
                warning=True,
                scale=regulation.procedural_scale_text,
                side=side or "",
                form=form or "",
            ),
            notes=(regulation.procedural_scale_text, *individual_note),
            script=(
                f"Je vous donne un avertissement ({offence}). S'il se reproduit, ce sera une pénalité de "
                "procédure.",
            ),
        )
    factor = regulation.procedural_repeat_factor if history == "penalised" else 1.0
    percent = regulation.procedural_percent_of_top * factor
    imps = regulation.procedural_imps * factor
    repeated = history == "penalised"
    if form:
        in_imps = ScoringForm(form).in_imps
        figure = f"{_figure(imps)} IMP" if in_imps else f"{_figure(percent)} % du top"
        title_figure = figure
        take = f"Retirez {figure} {who} ; ses adversaires ne reçoivent rien en échange."
        said = f"{figure} vous sont retirés."
    else:
        title_figure = f"{_figure(percent)} % du top ou {_figure(imps)} IMP"
        take = (
            f"Retirez {who} {_figure(percent)} % du top en tournoi par paires, ou {_figure(imps)} IMP en match "
            "par équipes ; ses adversaires ne reçoivent rien en échange."
        )
        said = f"{_figure(percent)} % du top (ou {_figure(imps)} IMP en équipes) vous sont retirés."
    return Ruling(
        id=f"suites_decision.{law}.{'penalite_repetee' if repeated else 'penalite'}",
        title=f"Pénalité de procédure : {title_figure} ({offence})",
        laws=laws,
        now=(
            f"Manquement : {offence} ({law}). "
            + {
                "penalised": "Ce concurrent a déjà été pénalisé dans la séance : la pénalité est alourdie selon le "
                "barème.",
                "warned": "Ce concurrent a déjà été averti dans la séance : pénalité.",
                "none": "Le barème du règlement ne prévoit pas d'avertissement préalable : pénalité.",
            }[history],
            take,
            in_addition,
        ),
        chooser_role=ChooserRole.NONE,
        procedural_penalty=ProceduralPenalty(
            laws,
            offence,
            warning=False,
            percent_of_top=percent,
            imps=imps,
            scale=regulation.procedural_scale_text,
            side=side or "",
            form=form or "",
        ),
        notes=(
            regulation.procedural_scale_text,
            "Interprétation retenue : la pénalité porte sur le seul concurrent fautif et ne change pas le score "
            "de ses adversaires ; c'est l'usage, la Loi 90 ne chiffre rien.",
            *individual_note,
        ),
        script=(f"Pénalité de procédure pour {offence} : {said}",),
    )


def disciplinary_penalty_91(kind: str) -> Ruling:
    """Law 91: discipline; recorded only, and no appeal body overrules it (93B3)."""
    committee = (
        "Une commission d'appel ne peut pas annuler cette décision ; elle peut seulement vous recommander de "
        "la changer (93B3)."
    )
    if kind == "disqualification":
        return Ruling(
            id="suites_decision.91B",
            title="Disqualification, sous réserve de l'accord de l'organisateur",
            laws=("91B", "93B3"),
            now=(
                "Vous pouvez disqualifier le joueur ou le concurrent pour un motif sérieux ; la décision ne vaut "
                "qu'avec l'approbation de l'organisateur (91B). Consignez le motif et les témoins.",
                committee,
            ),
            chooser_role=ChooserRole.NONE,
            script=(
                "Pour ce motif, je demande à l'organisateur de vous disqualifier ; je vous informe de sa réponse.",
            ),
        )
    points = kind == "points"
    return Ruling(
        id=f"suites_decision.91A.{'points' if points else 'suspension'}",
        title="Pénalité disciplinaire en points" if points else "Suspension pour la séance",
        laws=("91A", "93B3"),
        now=(
            (
                "Vous pouvez retirer des points à titre disciplinaire pour maintenir l'ordre (91A) ; le "
                "règlement de l'épreuve en fixe souvent l'échelle."
                if points
                else "Vous pouvez suspendre le joueur ou le concurrent pour la séance en cours ou une partie de "
                "celle-ci (91A)."
            ),
            "Cette décision est définitive (91A). Consignez le motif, les faits et les témoins.",
            committee,
        ),
        chooser_role=ChooserRole.NONE,
        script=(
            (
                "Pour votre comportement, je vous inflige une pénalité disciplinaire."
                if points
                else "Pour votre comportement, je vous suspends pour cette séance."
            ),
        ),
    )


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
            laws=("82A", "82B2", "82C"),
            now=(
                "Une rectification permet encore de marquer la donne normalement : appliquez la bonne, ou faites "
                "jouer ou rejouer la donne (82A, 82B2).",
                "Si la mauvaise rectification a déjà pesé sur le résultat, la donne ne se marque plus "
                "normalement : c'est une marque ajustée, les deux camps traités comme non fautifs (82C) ; "
                "reprenez cette question en répondant « Non ».",
            ),
            chooser_role=ChooserRole.NONE,
            notes=(APPEAL_83,),
            script=("Je me suis trompé dans ma décision : voici la bonne, que nous appliquons maintenant.",),
        )
    teams = form in (ScoringForm.IMP.value, ScoringForm.KNOCKOUT.value)
    if result_likely or (teams and other_table_clear):
        other_table = teams and other_table_clear and not result_likely
        return Ruling(
            id="suites_decision.82C_86B1" if other_table else "suites_decision.82C_remplacement",
            title="Erreur de l'arbitre : marque de remplacement, chaque camp traité comme non fautif",
            laws=("82C", "12C1b", "12C1c", "84D", *(("86B1",) if other_table else ())),
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
                "Chaque camp reçoit la marque que vous lui attribueriez s'il était le camp non fautif : le "
                "résultat probable sans votre erreur (12C1b), ou une pondération entre les résultats possibles "
                "(12C1c), les doutes tranchés en sa faveur (84D) ; les deux marques n'ont pas à se compenser.",
                "Feuille de marque de l'incident : les résultats de Nord-Sud, puis « eo= » et ceux d'Est-Ouest "
                "(par exemple « 420:70,-50:30 eo=420:40,-50:60 ») ; chaque camp reçoit sa propre marque.",
            ),
            chooser_role=ChooserRole.NONE,
            adjusted_score=AdjustedScore(AdjustedKind.SPLIT, ("82C", "12C1c"), foreseen=True),
            notes=(SPLIT_82C, APPEAL_83),
            script=(
                "Ma décision était fausse et la donne ne peut plus être marquée normalement : chaque camp "
                "recevra une marque ajustée, sans être tenu pour fautif.",
            ),
        )
    plus, imp = regulation.average_plus_percent, regulation.imp_average_plus
    if form == ScoringForm.KNOCKOUT.value:
        ns, ew = knockout_scores(imp, imp)
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
            script=(
                "Ma décision était fausse et la donne ne peut plus être marquée : la donne compte 0 IMP.",
            ),
        )
    if form == ScoringForm.IMP.value:
        return Ruling(
            id="suites_decision.82C_artificielle.equipes",
            title="Erreur de l'arbitre, match par équipes : moyenne plus aux deux camps",
            laws=("82C", "12C2a", "12C2b", "86B1"),
            now=(
                "Aucune rectification ne permet plus de marquer la donne normalement, aucun résultat probable ne "
                "se dégage et l'autre table ne favorise nettement aucun camp (86B1) : marque artificielle, les "
                "deux camps traités comme non fautifs (82C).",
                f"Chaque camp reçoit la moyenne plus : +{imp} IMP (12C2a, 12C2b).",
            ),
            chooser_role=ChooserRole.NONE,
            adjusted_score=AdjustedScore(
                AdjustedKind.ARTIFICIAL, ("82C", "12C2b"), unit="IMP", figures=(("NS", imp), ("EO", imp))
            ),
            notes=(APPEAL_83,),
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
            AdjustedKind.ARTIFICIAL, ("82C", "12C2a", "12C2c"), unit="%", figures=(("NS", plus), ("EO", plus))
        ),
        notes=(APPEAL_83,),
        script=(
            "Ma décision était fausse et la donne ne peut plus être marquée : chaque camp reçoit la moyenne plus.",
        ),
    )


def director_error(facts: Facts) -> Ruling:
    """82 with 81C3: too late first, then whether the board can still be scored normally."""
    if facts.is_("within_correction_period", "no"):
        return director_error_too_late_81C3()
    if facts.is_("normal_scoring", "yes"):
        return director_error_82(True, None, facts.regulation)
    if facts.is_("result_likely", "yes"):
        return director_error_82(False, True, facts.regulation)
    form = facts.ask("event_form")
    clear = None
    if form in (ScoringForm.IMP.value, ScoringForm.KNOCKOUT.value):
        clear = facts.is_("other_table_clear", "yes")
    return director_error_82(False, False, facts.regulation, form, clear)


OUTCOMES = {
    "upheld": "Issue de l'appel : décision maintenue.",
    "changed": "Issue de l'appel : décision modifiée ; notez la nouvelle marque avec l'incident.",
    "withdrawn": "Issue de l'appel : appel retiré.",
}


def appeal_out_of_time_92B(regulation: Regulation) -> Ruling:
    return Ruling(
        id="suites_decision.92B_hors_delai",
        title="Appel hors délai",
        laws=("92B",),
        now=(
            f"Le délai d'appel est expiré : il courait jusqu'à {regulation.appeal_minutes} minutes après la "
            "publication des résultats officiels (92B). L'appel n'est pas recevable.",
        ),
        chooser_role=ChooserRole.NONE,
        notes=tuple(note for note in (regulation.appeal_details,) if note),
        script=("Le délai d'appel est passé : je ne peux pas recevoir cet appel.",),
    )


def appeal_without_concurrence_92D(appellants: str) -> Ruling:
    team = appellants == "team_no_captain"
    law = "92D2" if team else "92D1"
    return Ruling(
        id=f"suites_decision.{law}_sans_accord",
        title="Appel non recevable sans l'accord " + ("du capitaine" if team else "du partenaire"),
        laws=(law, "92C"),
        now=(
            (
                "En équipes, l'appel n'est examiné qu'avec l'accord du capitaine (92D2)."
                if team
                else "En paires, l'appel n'est examiné que si les deux joueurs de la paire le font ensemble (92D1)."
            ),
            "La demande reste possible dans le délai si "
            + ("le capitaine" if team else "le partenaire")
            + " s'y joint ; elle passe par vous (92C).",
        ),
        chooser_role=ChooserRole.NONE,
        script=(
            "Je ne peux recevoir cet appel qu'avec l'accord "
            + ("de votre capitaine." if team else "de votre partenaire."),
        ),
    )


def appeal_heard_93(appellants: str, heard_by: str, outcome: str | None, details: str = "") -> Ruling:
    concurrence = "92D2" if appellants == "team_captain" else "92D1"
    common = ("92A", "92C", concurrence)
    if heard_by == "no_committee":
        ruling_id, laws, title = "suites_decision.93A", ("93A",), "Appel : l'arbitre responsable tranche"
        now = (
            "Aucune commission d'appel n'est disponible : l'arbitre responsable de l'épreuve examine l'appel et "
            "tranche lui-même (93A).",
        )
    elif heard_by == "law":
        ruling_id, laws, title = (
            "suites_decision.93B1",
            ("93B1",),
            "Appel sur la Loi : l'arbitre responsable tranche",
        )
        now = (
            "L'appel porte seulement sur la Loi ou le règlement : l'arbitre responsable tranche seul ; sa décision "
            "peut ensuite être portée devant la commission (93B1).",
        )
    else:
        ruling_id, laws, title = (
            "suites_decision.93B2",
            ("93B2", "93B3"),
            "Appel sur les faits : renvoi à la commission",
        )
        now = (
            "L'appel porte sur les faits ou le jugement : l'arbitre responsable le renvoie à la commission (93B2).",
            "La commission a vos pouvoirs, mais ne peut pas vous contredire sur un point de Loi ou de règlement, "
            "ni sur une sanction disciplinaire ; elle peut seulement vous le recommander (93B3).",
        )
    return Ruling(
        id=ruling_id,
        title=title,
        laws=(*common, *laws, "93C1"),
        now=(
            "L'appel est recevable : il est fait dans le délai, passe par l'arbitre (92C) et réunit les accords "
            "nécessaires (92D).",
            *now,
            "Au-delà, l'organisme responsable peut prévoir d'autres recours (93C1). Un appel jugé sans fondement "
            "peut être sanctionné si le règlement le prévoit (92A).",
            *((OUTCOMES[outcome],) if outcome else ()),
        ),
        chooser_role=ChooserRole.NONE,
        notes=(
            "Enregistrez l'issue de l'appel avec l'incident : elle figure dans l'export.",
            *((details,) if details else ()),
        ),
        script=("Votre appel est enregistré ; je vous dirai qui l'examine et quand.",),
    )


def decide(facts: Facts) -> Ruling:
    case = facts.ask("case")
    if case == "procedural":
        law = facts.ask("offence")
        history = facts.ask("history")
        side = facts.ask("penalised_side")
        warning = history == "none" and facts.regulation.procedural_warning_first
        form = None if warning else facts.ask("event_form")
        ruling = procedural_penalty_90(law, history, facts.regulation, side, form)
        # F5: slow play that left a board unplayed, offered after the ruling: its 12C2a score.
        if law == "90B2" and facts.offer("unplayed") == "yes":
            return unplayed_board_12C2a(ruling, side, facts.regulation)
        return ruling
    if case == "disciplinary":
        return disciplinary_penalty_91(facts.ask("discipline"))
    if case == "director_error":
        return director_error(facts)
    if facts.is_("in_time", "no"):
        return appeal_out_of_time_92B(facts.regulation)
    appellants = facts.ask("appellants")
    if appellants in ("pair_one", "team_no_captain"):
        return appeal_without_concurrence_92D(appellants)
    heard_by = facts.ask("heard_by")
    return appeal_heard_93(appellants, heard_by, facts.offer("outcome"), facts.regulation.appeal_details)


ORDER = 95
TOPIC = Topic(
    id="suites_decision",
    title="Après la décision : pénalité, erreur de l'arbitre, appel",
    summary="Pénalité de procédure (90), sanction disciplinaire (91), erreur de l'arbitre (82C), appel (92, 93).",
    laws=("82", "83", "90", "91", "92", "93"),
    questions=QUESTIONS,
    procedure=decide,
    phases=("apres",),
)
