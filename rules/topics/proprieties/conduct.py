"""Tempo, tromperie, comportement — Lois 73D2, 73E2 et 74.

Two families a director meets at the table. A deceptive tempo, remark or manner (73D2): the test of
73E2, asked in its order — did an innocent player draw a false inference, did the opponent have a
demonstrable bridge reason, could he have known at the time that it could work to his benefit — and
only then the adjusted score. Conduct and etiquette (74A–74C): the Laws give no rectification, so the
director may adjust the score of the side that suffered (12A1) and, as he judges, add a procedural
(90) or disciplinary (91) penalty; the bot lists them, it does not pick one.
"""

from __future__ import annotations

from rules.laws import named_in
from rules.model import AdjustedKind, AdjustedScore, Choice, ChooserRole, Option, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.common import yes_no

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("avant", "encheres", "jeu", "apres")

QUESTIONS = questions(
    Question(
        "case",
        "Que reproche-t-on au joueur ?",
        (
            Option(
                "deception",
                "D'avoir pu tromper un adversaire : hésitation, rapidité, remarque, question ou manière "
                "(ex. hésiter avec un singleton)",
            ),
            Option(
                "conduct", "Son comportement ou un manquement à la procédure (remarque, téléphone, geste…)"
            ),
        ),
        "Tromper par un tempo ou une remarque relève de 73D2 et 73E2 ; la courtoisie et la procédure, de "
        "la Loi 74. Une information donnée au partenaire relève du thème « Information non autorisée ».",
    ),
    yes_no(
        "false_inference",
        "Le joueur non fautif a-t-il tiré une fausse déduction de ce tempo, de cette remarque ou de cette "
        "manière ?",
        "Premier test de 73E2 : sans fausse déduction d'un joueur innocent, pas de marque ajustée.",
    ),
    yes_no(
        "bridge_reason",
        "L'adversaire avait-il une raison bridgesque démontrable d'agir ainsi (vrai problème de choix, "
        "plan de jeu à réfléchir) ?",
        "Deuxième test de 73E2 : une raison bridgesque démontrable, et les déductions restent aux "
        "risques de l'adversaire (73D1).",
    ),
    yes_no(
        "could_know",
        "Au moment d'agir, pouvait-il savoir que cela pourrait tourner à son avantage ?",
        "Troisième test de 73E2 : il suffit qu'il ait pu s'en rendre compte ; l'intention n'a pas à être "
        "prouvée.",
    ),
    Question(
        "conduct_kind",
        "Qu'a fait le joueur ?",
        (
            Option("discourtesy", "Remarque ou attitude discourtoise envers un joueur ou l'arbitre"),
            Option("phone", "Un téléphone ou un autre appareil a sonné ou a été utilisé à la table"),
            Option(
                "attitude_to_play",
                "Approuvé ou désapprouvé un jeu, annoncé le sort d'une levée, commenté pendant le coup",
            ),
            Option("looking", "Regardé avec insistance la main ou le jeu d'un autre joueur"),
            Option("disconcert", "Varié son tempo ou prolongé le jeu pour déconcerter un adversaire"),
            Option(
                "prearranged",
                "Échangé des informations avec son partenaire par un moyen convenu (signaux, code, gestes)",
            ),
            Option(
                "other",
                "Autre : replié ses cartes, quitté la table sans raison, inattention, carte détachée avant son "
                "tour, formulations variables d'une même enchère…",
            ),
        ),
        "Chaque manquement a son paragraphe de la Loi 74 ; aucun ne porte de rectification propre.",
    ),
    yes_no(
        "damaged",
        "Le camp adverse a-t-il été lésé sur cette donne par ce comportement ?",
        "Les Lois ne rectifient pas ce manquement : l'arbitre peut alors ajuster le score du camp lésé (12A1).",
        director_only=True,
    ),
)

PENALTY_CHOICES = (
    Choice("Un avertissement, noté sur la feuille de l'arbitre"),
    Choice("Une pénalité de procédure, selon le barème de l'épreuve", ("90A",)),
    Choice("Une pénalité disciplinaire en points, ou une suspension pour la séance", ("91A",)),
)
JUDGEMENT = (
    "Le jugement reste celui de l'arbitre (10A) : Arbitre rappelle les tests de la loi et les options ; "
    "il ne choisit pas la sanction."
)


# --- 73D2, 73E2: deception by tempo, remark or manner ---------------------------------------


def no_false_inference_73E2() -> Ruling:
    return Ruling(
        id="tempo_comportement.73E2.pas_de_fausse_deduction",
        title="Pas de fausse déduction : le résultat est maintenu",
        laws=("73E2", "73D2", "90A"),
        now=(
            "Aucun joueur innocent n'a été trompé : la condition de 73E2 manque, le résultat de la table est "
            "maintenu.",
            "Si l'adversaire a cherché à tromper (73D2), vous pouvez lui infliger une pénalité de procédure (90A).",
        ),
        chooser_role=ChooserRole.NONE,
        notes=(JUDGEMENT,),
        script=("Personne n'a été trompé : le résultat est maintenu.",),
    )


def bridge_reason_73D1() -> Ruling:
    return Ruling(
        id="tempo_comportement.73E2.raison_bridgesque",
        title="Raison bridgesque démontrable : le résultat est maintenu",
        laws=("73E2", "73D1", "73E1"),
        now=(
            "L'adversaire avait une raison bridgesque démontrable : la condition de 73E2 manque, le résultat "
            "de la table est maintenu.",
            "Ce qu'un joueur déduit du tempo de ses adversaires, il l'utilise à ses propres risques (73D1).",
        ),
        chooser_role=ChooserRole.NONE,
        notes=(JUDGEMENT,),
        script=("Votre adversaire avait un vrai problème de jeu : le résultat est maintenu.",),
    )


def could_not_know_73E2() -> Ruling:
    return Ruling(
        id="tempo_comportement.73E2.ne_pouvait_pas_savoir",
        title="Il ne pouvait pas savoir que cela l'avantagerait : le résultat est maintenu",
        laws=("73E2", "73D1"),
        now=(
            "Au moment d'agir, l'adversaire ne pouvait pas se rendre compte que son tempo ou sa remarque "
            "pourrait l'avantager : la condition de 73E2 manque, le résultat de la table est maintenu.",
            "Varier son tempo sans le vouloir n'est pas une infraction (73D1).",
        ),
        chooser_role=ChooserRole.NONE,
        notes=(JUDGEMENT,),
        script=("Le résultat est maintenu.",),
    )


def deceptive_adjust_73E2() -> Ruling:
    return Ruling(
        id="tempo_comportement.73E2.marque_ajustee",
        title="Fausse déduction tirée d'un tempo ou d'une remarque sans raison bridgesque : marque ajustée",
        laws=("73E2", "73D2", "12C1b", "12C1c", "90A"),
        now=(
            "Un joueur innocent a tiré une fausse déduction ; l'adversaire n'avait pas de raison bridgesque "
            "démontrable et pouvait savoir que cela tournerait à son avantage : vous attribuez une marque "
            "ajustée (73E2).",
            "Elle rétablit le résultat le plus probable si le joueur n'avait pas été trompé (12C1b), "
            "éventuellement pondéré entre plusieurs résultats (12C1c) : thème « Marque ajustée ».",
            "Tromper ainsi est interdit (73D2) : vous pouvez en plus infliger une pénalité de procédure (90A).",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("73E2", "12C1b"), foreseen=True, ordered=True),
        notes=(
            JUDGEMENT,
            "Interprétation retenue : l'intention de tromper n'a pas à être prouvée ; 73E2 demande seulement "
            "qu'il ait pu savoir, au moment d'agir, que cela pourrait l'avantager.",
        ),
        script=(
            "Votre adversaire a été trompé par un tempo (ou une remarque) sans raison de bridge : je vais "
            "ajuster le score.",
        ),
    )


def deception(facts: Facts) -> Ruling:
    if facts.is_("false_inference", "no"):
        return no_false_inference_73E2()
    if facts.is_("bridge_reason", "yes"):
        return bridge_reason_73D1()
    if facts.is_("could_know", "no"):
        return could_not_know_73E2()
    return deceptive_adjust_73E2()


# --- 74: conduct and etiquette --------------------------------------------------------------

# kind -> (the laws it breaks, what the director says it is, a line of advice)
CONDUCT: dict[str, tuple[tuple[str, ...], str, str]] = {
    "discourtesy": (
        ("74A1", "74A2", "74B5"),
        "Une remarque ou une attitude discourtoise manque à la courtoisie due à chacun (74A1, 74A2, 74B5).",
        "Faites cesser sur-le-champ ; une récidive appelle plutôt une pénalité disciplinaire (91A).",
    ),
    "phone": (
        ("74A2", "74B1", "90B8"),
        "Un téléphone qui sonne ou qu'on consulte dérange les autres joueurs et distrait du jeu (74A2, 74B1) ; "
        "si le règlement de l'épreuve interdit les téléphones allumés, c'est aussi un manquement à ce "
        "règlement (90B8).",
        "Consultez le barème de l'épreuve ; une sonnerie répétée justifie une sanction plus lourde.",
    ),
    "attitude_to_play": (
        ("74B2", "74C2", "74C3", "74C4"),
        "Approuver ou désapprouver un jeu, annoncer le sort d'une levée ou attirer l'attention pendant le coup "
        "sont des manquements à la procédure (74B2, 74C2, 74C3, 74C4).",
        "Si le partenaire a pu en tirer une information, ouvrez aussi le thème « Information non autorisée » "
        "(16B1a, 73C1).",
    ),
    "looking": (
        ("74C5",),
        "Regarder avec insistance un autre joueur ou sa main est un manquement à la procédure (74C5) ; agir "
        "d'après une carte adverse vue sans le vouloir reste permis.",
        "Une carte vue d'une autre façon que par le jeu peut aussi relever du thème « Information étrangère » "
        "(16D1).",
    ),
    "disconcert": (
        ("74B4", "74C7"),
        "Varier son tempo ou prolonger le jeu pour déconcerter un adversaire est un manquement (74B4, 74C7).",
        "Si un adversaire a été trompé par ce tempo, choisissez plutôt « D'avoir pu tromper un adversaire » "
        "(73E2).",
    ),
    "prearranged": (
        ("73B2", "91B"),
        "Échanger des informations par un moyen convenu d'avance autre que les déclarations et les cartes "
        "est l'infraction la plus grave (73B2).",
        "Consignez les faits, les témoins et les donnes en cause, et prévenez l'organisateur : une telle "
        "infraction appelle plutôt une sanction disciplinaire, jusqu'à la disqualification avec son accord "
        "(91A, 91B).",
    ),
    "other": (
        ("74A3", "74B1", "74B3", "74C1", "74C6", "74C8"),
        "Replier ses cartes, quitter la table sans nécessité, ne pas suivre le jeu, détacher une carte avant "
        "son tour ou varier la formulation d'une même déclaration manquent à la procédure correcte (74A3, "
        "74B1, 74B3, 74C1, 74C6, 74C8).",
        "Rappelez la règle ; une pénalité de procédure est possible en cas de récidive (90A).",
    ),
}


def conduct_74(kind: str, damaged: bool) -> Ruling:
    laws, what, advice = CONDUCT[kind]
    suffix = "marque_ajustee" if damaged else "sans_dommage"
    now = (
        what,
        "Les Lois ne prévoient pas de rectification pour ce manquement.",
        (
            "Le camp adverse a été lésé sur cette donne : vous pouvez ajuster son score (12A1), en visant le "
            "résultat probable sans ce comportement (12C1b) : thème « Marque ajustée »."
            if damaged
            else "Le camp adverse n'a pas été lésé sur cette donne : le résultat de la table est maintenu."
        ),
        "Vous pouvez en plus sanctionner le joueur : c'est votre choix, selon la gravité et la récidive. Pour "
        "appliquer le barème et inscrire la sanction : thème « Après la décision » (90, 91).",
        advice,
    )
    return Ruling(
        id=f"tempo_comportement.74.{kind}.{suffix}",
        title=(
            "Comportement : pas de rectification, marque ajustée possible (12A1) et sanction au choix de l'arbitre"
            if damaged
            else "Comportement : pas de rectification ; sanction au choix de l'arbitre"
        ),
        # The advice line's pointers (16B1a, 73C1, 73E2, 16D1) are cited with the breach they go with.
        laws=(
            *laws,
            *(("12A1", "12C1b") if damaged else ()),
            "90A",
            "91A",
            *named_in(advice, applied_only=True),
        ),
        now=now,
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        choices=PENALTY_CHOICES,
        equity_may_apply=damaged,
        adjusted_score=(
            AdjustedScore(AdjustedKind.ASSIGNED, ("12A1", "12C1b"), foreseen=True) if damaged else None
        ),
        notes=(
            JUDGEMENT,
            "Interprétation retenue : la marque ajustée de 12A1 dédommage le camp non fautif ; elle suit ensuite la "
            "Loi 12C : de remplacement quand un résultat probable se dégage (12C1b), sinon artificielle (12C1d).",
        ),
        script=(
            "Ce comportement n'est pas correct à la table.",
            "Je vais décider d'une éventuelle sanction" + (" et ajuster le score." if damaged else "."),
        ),
    )


def conduct(facts: Facts) -> Ruling:
    if facts.ask("case") == "deception":
        return deception(facts)
    kind = facts.ask("conduct_kind")
    return conduct_74(kind, facts.is_("damaged", "yes"))


TOPIC = Topic(
    id="tempo_comportement",
    title="Tempo trompeur, comportement",
    summary="Hésitation ou remarque trompeuse (73D2, 73E2) ; comportement, téléphone, savoir-vivre (74, 12A1, 90, 91).",
    laws=("73", "74", "12", "90", "91"),
    questions=QUESTIONS,
    procedure=conduct,
    phases=PHASES,
)
ORDER = 82
