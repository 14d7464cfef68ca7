"""The questions of the topic « après la décision »: penalty, discipline, director's error, appeal."""

from __future__ import annotations

from rules.model import (
    Option,
    Question,
)
from rules.topic import questions
from rules.topics.common import EVENT_FORM, correction_period_question, yes_no
from rules.topics.scores_procedure.after_ruling.law90_91 import OFFENCES

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
        "La bonne décision peut-elle encore s'appliquer telle que les Lois la prévoient (votre erreur n'a "
        "pas changé les enchères ni le jeu) ?",
        "Oui : le jeu n'est pas fini et la bonne rectification s'applique encore, la donne peut être rejouée, ou "
        "votre erreur ne portait que sur la marque ajustée elle-même (mauvaise loi, mauvais camp fautif, sans "
        "effet sur les enchères ni le jeu) : la bonne décision donne sa marque, même ajustée ou artificielle "
        "(82A, 82B1). Non : la mauvaise décision a changé les enchères ou le jeu et plus rien ne rend la donne "
        "marquable comme elle l'aurait été : marque ajustée, les deux camps traités comme non fautifs (82C).",
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
            Option("captain_alone", "Le capitaine de l'équipe lui-même, qu'il joue ou non"),
            Option(
                "not_contestant",
                "Quelqu'un qui n'est pas un concurrent de la table (arbitre assistant, spectateur, autre table)",
            ),
        ),
        "En paires, les deux joueurs doivent faire appel ensemble (92D1) ; en individuel, un joueur seul "
        "suffit ; en équipes, il faut l'accord du capitaine (92D2), et le capitaine peut faire appel lui-même "
        "(92A). Seul un concurrent de la table ou son capitaine peut faire appel (92A).",
    ),
    # Tester19 Q7: the appeal's dossier says which side appeals (92A: a contestant of the table), with the pairs'
    # numbers from the board when they are known.
    Question(
        "appealing_side",
        "Quel camp fait appel ?",
        (
            Option("NS", "Nord-Sud"),
            Option("EO", "Est-Ouest"),
        ),
        "Un concurrent de la table fait appel de la décision prise à sa table (92A) : le camp qui fait appel "
        "figure dans le dossier d'appel, avec le numéro de sa paire quand la donne de l'incident le donne.",
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
