"""Levées — Lois 65, 66 et 79B : une carte mal orientée, revoir une levée, le désaccord sur les levées.

65B3 is a right with a deadline: a card pointed the wrong way may be pointed out until one's side
plays to the next trick; later, saying so is information for partner (16B). 66A–66C say what may be
looked at during play, 66D after it. A disagreement on tricks won goes to Law 79: a claim or
concession first (79B1, « Revendication » topic), then the director rules the score (79B2), and late
calls have 79B3's limits.
"""

from __future__ import annotations

from rules.model import AdjustedKind, AdjustedScore, Choice, ChooserRole, Option, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.common import correction_period_question, yes_no

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("jeu", "apres")

QUESTIONS = questions(
    Question(
        "case",
        "De quoi s'agit-il ?",
        (
            Option("pointed_wrong", "Une carte retournée est mal orientée (levée attribuée au mauvais camp)"),
            Option("inspect", "Pendant le jeu, un joueur veut revoir une levée"),
            Option(
                "disagreement", "À la fin du coup, les camps ne sont pas d'accord sur le nombre de levées"
            ),
            Option("after_round", "Le tour est fini : un camp conteste le nombre de levées inscrit"),
            Option(
                "score_error",
                "Le nombre de levées n'est pas contesté : seule l'inscription de la marque ou son calcul est faux",
            ),
        ),
        "Rangement des levées (65), vérification (66), désaccord sur les levées gagnées (79B), erreur "
        "d'inscription d'un résultat convenu (79C).",
    ),
    Question(
        "pointed_when",
        "Quand l'a-t-on signalé ?",
        (
            Option(
                "in_time", "Avant que le camp de celui qui le signale attaque ou joue à la levée suivante"
            ),
            Option("late", "Plus tard"),
        ),
        "Le droit de signaler une carte mal orientée cesse quand son camp attaque ou joue à la levée suivante "
        "(65B3).",
    ),
    Question(
        "inspect_stage",
        "Où en est le joueur qui demande ?",
        (
            Option("own_not_turned", "Il n'a pas encore retourné sa propre carte de cette levée"),
            Option(
                "own_turned",
                "Il a retourné sa carte et veut la revoir (sans soupçon de renonce) ; son camp n'a pas encore "
                "joué à la levée suivante",
            ),
            Option(
                "later",
                "Son camp a déjà joué à la levée suivante : il demande à revoir une levée (sans soupçon de renonce)",
            ),
            # Tester17 S1: the quitted trick already turned and looked at, without the director: 66C is breached.
            Option(
                "later_looked",
                "Son camp avait déjà joué à la levée suivante, et il a déjà retourné une levée pour la revoir",
            ),
            Option(
                "revoke_check",
                "Il soupçonne une renonce dans une levée déjà retournée, celle-ci ou une plus ancienne",
            ),
            Option("dummy", "C'est le mort qui demande"),
        ),
        "66A : faire montrer les cartes de la levée ; 66B : regarder sa propre dernière carte ; 66C : plus rien "
        "sans l'arbitre, qui peut faire revoir une levée pour vérifier une renonce invoquée (61C). Ces droits "
        "sont ceux du déclarant et des joueurs de la défense, pas du mort. Une renonce soupçonnée : choisissez "
        "« Il soupçonne une renonce », à tout moment. Les deux réponses « Son camp … à la levée suivante » "
        "ne dépendent que de ce qui est fait : il demande (on refuse), ou il l'a déjà retournée (infraction à "
        "66C).",
    ),
    yes_no(
        "claim_made",
        "Y a-t-il eu une revendication ou une concession pendant le coup ?",
        "L'arbitre vérifie d'abord s'il y a eu revendication ou concession (79B1) : thème « Revendication ».",
    ),
    yes_no(
        "facts_clear",
        "Les cartes jouées, encore en ordre, permettent-elles d'établir le nombre de levées ?",
        "Après le jeu, on peut examiner cartes jouées et non jouées pour trancher (66D) ; chacun ne touche que "
        "ses propres cartes.",
    ),
    # Review P9: « non » covered both sides and neither side; kept for stored incidents (legacy).
    yes_no(
        "one_side_mixed",
        "Un seul camp a-t-il mélangé ses cartes jouées ?",
        "Si les faits ne peuvent plus être établis et qu'un seul camp a mélangé ses cartes, l'arbitre donne "
        "raison à l'autre camp (66D, 65D).",
    ),
    Question(
        "mixed_by",
        "Qui a mélangé ses cartes jouées avant l'accord sur les levées ?",
        (
            Option("one_side", "Un seul camp"),
            Option("both", "Les deux camps"),
            Option("neither", "Aucun : les cartes sont en ordre mais ne permettent pas de trancher"),
        ),
        "Si les faits ne peuvent plus être établis et qu'un seul camp a mélangé ses cartes, l'arbitre donne "
        "raison à l'autre camp (66D, 65D) ; sinon, il décide sur la prépondérance des éléments (79B2, 85A1).",
    ),
    correction_period_question(),
    yes_no(
        "convinced",
        "Êtes-vous nettement convaincu du résultat obtenu à la table ?",
        "Appelé après la fin du tour, l'arbitre ne change la marque des deux camps que s'il est nettement "
        "convaincu du résultat (79B3).",
    ),
)


# --- 65B3: a card pointed the wrong way --------------------------------------------------------


def pointed_wrong_65B3(in_time: bool) -> Ruling:
    if in_time:
        return Ruling(
            id="levees.65B3.a_temps",
            title="Carte mal orientée signalée à temps : on la remet dans le bon sens",
            laws=("65B3", "65B1", "65B2", "42A2", "43A1b", "9A2", "9A4"),
            now=(
                "Le signalement vient avant que le camp de ce joueur ait joué à la levée suivante : c'est son "
                "droit (65B3). La carte est orientée vers le camp qui a gagné la levée (65B1, 65B2).",
            ),
            chooser_role=ChooserRole.NONE,
            notes=(
                "Interprétation retenue : « un joueur » (65B3) comprend le mort, qui tient le compte des levées "
                "(42A2) ; signaler l'orientation d'une carte n'est pas attirer l'attention sur une irrégularité "
                "(43A1b). Lecture contraire : 9A2 ne donne ce droit qu'au déclarant et à la défense, et 9A4 "
                "interdit au mort de signaler quoi que ce soit pendant le jeu.",
            ),
            script=("Merci : la carte est remise dans le bon sens.",),
        )
    return Ruling(
        id="levees.65B3.trop_tard",
        title="Carte mal orientée signalée trop tard : information pour le partenaire",
        laws=("65B3", "16B1a", "79A1"),
        now=(
            "Son camp a déjà joué à la levée suivante : le droit de signaler la carte mal orientée a expiré "
            "(65B3).",
            "Le signaler quand même peut renseigner le partenaire (sur le compte des levées, par exemple) : "
            "c'est une information non autorisée pour lui, il ne doit pas en tirer parti (16B1a). En cas de "
            "doute à la fin du coup, ouvrez le thème « Information non autorisée ».",
            "L'orientation des cartes ne décide pas de qui a gagné la levée : les levées se comptent d'après le "
            "jeu, et leur nombre est convenu à la fin du coup (79A1).",
        ),
        chooser_role=ChooserRole.NONE,
        unauthorised_for=("partenaire de celui qui l'a signalé",),
        equity_may_apply=True,
        notes=(
            "Interprétation retenue : une carte mal orientée ne transfère pas la levée ; seul le droit d'en "
            "parler expire (65B3).",
        ),
        script=(
            "Il est trop tard pour signaler l'orientation de cette carte. Le jeu continue ; on comptera les "
            "levées à la fin.",
        ),
    )


# --- 66A-C: looking at tricks during play -------------------------------------------------------


def inspect_66(stage: str) -> Ruling:
    if stage == "dummy":
        # Review of issue 24: 66A and 66B name declarer and either defender; dummy is not among them.
        return Ruling(
            id="levees.66.mort",
            title="Le mort ne peut pas faire montrer la levée ni revoir une carte",
            laws=("66A", "66B", "43A1c", "42A2"),
            now=(
                "Faire montrer les cartes de la levée (66A) ou regarder sa dernière carte (66B) sont des droits "
                "du déclarant et des joueurs de la défense : le mort ne les a pas.",
                "Le mort ne prend pas part au jeu (43A1c) ; il peut tenir le compte des levées gagnées et "
                "perdues (42A2), mais pas faire montrer la levée.",
            ),
            chooser_role=ChooserRole.NONE,
            notes=(
                "Interprétation retenue : 66A et 66B nomment le déclarant et les joueurs de la défense ; le mort, "
                "qui n'y est pas nommé, n'a pas ces droits.",
            ),
            script=("Le mort ne peut pas demander à revoir la levée.",),
        )
    if stage == "own_not_turned":
        return Ruling(
            id="levees.66A",
            title="Levée en cours : il peut faire montrer les quatre cartes",
            laws=("66A",),
            now=(
                "Son camp n'a pas joué à la levée suivante et il n'a pas retourné sa propre carte : il peut "
                "exiger que les quatre cartes de la levée soient montrées (66A).",
            ),
            chooser_role=ChooserRole.NONE,
            script=("Montrez vos cartes de cette levée, s'il vous plaît.",),
        )
    if stage == "own_turned":
        return Ruling(
            id="levees.66B",
            title="Carte déjà retournée : il peut seulement regarder sa propre dernière carte",
            laws=("66A", "66B"),
            now=(
                "Il a retourné sa carte : il ne peut plus faire montrer la levée (66A).",
                "Jusqu'à ce que son camp joue à la levée suivante, il peut regarder sa propre dernière carte, "
                "sans la montrer aux autres (66B).",
            ),
            chooser_role=ChooserRole.NONE,
            script=("Vous pouvez regarder votre propre carte, sans la montrer.",),
        )
    if stage == "revoke_check":
        return revoke_suspected_66C()
    if stage == "later_looked":
        return quitted_trick_looked_at_66C()
    return Ruling(
        id="levees.66C",
        title="Levée retournée : on ne la revoit pas pendant le jeu",
        laws=("66C",),
        now=(
            "Son camp a joué à la levée suivante : les levées retournées ne se revoient plus avant la fin du "
            "jeu, sauf sur votre instruction (pour vérifier une renonce invoquée, par exemple) (66C).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Les levées retournées ne se revoient pas pendant le jeu.",),
    )


def quitted_trick_looked_at_66C() -> Ruling:
    """Tester17 S1: a quitted trick turned and looked at after the player's side played to the next trick. 66C
    forbids it without the director's instruction and prescribes no rectification: the cards go back face down,
    play goes on; what partner learns from the act is extraneous information from partner (16B1); damage
    the Laws do not repair is redressed by an adjusted score (12A1, 16B3); a procedural penalty is the
    director's (90A, 90B5 when another player's cards were handled, 7B3)."""
    return Ruling(
        id="levees.66C.deja_revue",
        title="Levée retournée revue sans l'arbitre : infraction à 66C, le jeu continue",
        laws=("66C", "7B3", "16B1a", "16B3", "12A1", "12C1b", "90A", "90B5"),
        now=(
            "Son camp avait déjà joué à la levée suivante : les levées retournées ne se revoient plus sans votre "
            "instruction (66C). Faites remettre les cartes face cachée, dans l'ordre, chacune devant le joueur "
            "qui l'a jouée ; le jeu continue. La Loi 66 ne prévoit pas d'autre rectification.",
            "Chacun ne touche que ses propres cartes (7B3) : s'il a retourné celles d'un autre joueur, c'est un "
            "manquement de plus (90B5).",
            "Son partenaire ne peut pas tirer parti de ce que le geste lui apprend (par exemple que le joueur "
            "doute d'une carte jouée ou d'un signal) : c'est une information non autorisée venue du partenaire ; "
            "s'il a une alternative logique, il ne choisit pas celle que ce geste a pu suggérer (16B1a).",
            "À la fin du coup, si le camp non fautif a été lésé, par ce que le joueur a revu ou par ce que son "
            "partenaire en a tiré, ajustez la marque (12A1, 16B3) : le résultat le plus probable sans "
            "l'infraction (12C1b).",
            "Vous pouvez en outre infliger une pénalité de procédure (90A), selon les circonstances.",
        ),
        chooser_role=ChooserRole.NONE,
        unauthorised_for=("partenaire du joueur qui a revu la levée",),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("12A1", "16B3", "12C1b"), foreseen=True),
        notes=(
            "Interprétation retenue : les cartes de la levée revue ont été jouées légalement et vues de tous ; "
            "la Loi 66C ne les rend pas non autorisées. Ce qui se répare, c'est l'avantage tiré de l'infraction "
            "(12A1) et l'information que le geste donne au partenaire (16B1).",
        ),
        script=(
            "Les levées retournées ne se revoient pas pendant le jeu sans l'arbitre. Remettez ces cartes face "
            "cachée, dans l'ordre ; on continue. Partenaire, vous ne devez pas tenir compte de ce que vous "
            "venez de voir ; j'examinerai la donne à la fin si nécessaire.",
        ),
    )


def revoke_suspected_66C() -> Ruling:
    """Issue 29 §3: a possible revoke in a quitted trick. Only the director has the trick shown (61C, 66C);
    what the inspection finds is a revoke to correct (62A, 62B1) or an established one (63A, 64)."""
    return Ruling(
        id="levees.66C.renonce_invoquee",
        title="Renonce soupçonnée dans une levée retournée : l'arbitre seul fait revoir la levée",
        laws=(
            *("61C", "66C", "61B1", "61B2b", "61B3", "16B", "62A", "62B1", "62B2", "62C1"),
            *("63A1", "63A2", "63A3", "63B", "64A1", "64A2", "66D"),
        ),
        now=(
            "Une renonce invoquée ne donne pas à elle seule le droit de revoir les levées retournées (61C) : "
            "vous seul pouvez faire montrer cette levée, si c'est nécessaire pour vérifier la renonce (66C). "
            "Sinon l'examen peut attendre la fin du jeu (66D).",
            "Le déclarant et les joueurs de la défense pouvaient demander au joueur qui n'a pas fourni s'il "
            "avait de la couleur (61B1, 61B3) ; le mort, lui, ne peut pas le demander à un joueur de la défense "
            "(61B2b, et la Loi 16B peut s'appliquer).",
            "Si l'examen montre une renonce et qu'elle n'est pas encore consommée, elle doit être corrigée "
            "(62A) : la carte d'un joueur de la défense, sortie de sa main, devient carte pénalisée principale "
            "(62B1) ; celle du déclarant ou du mort est remplacée sans pénalité (62B2). Chaque joueur du camp "
            "non fautif qui a joué après la renonce peut alors reprendre sa carte (62C1).",
            "La renonce est consommée dès que le fautif ou son partenaire a joué à la levée suivante (63A1), a "
            "nommé ou désigné une carte pour elle (63A2), ou qu'un joueur du camp fautif a revendiqué ou "
            "concédé des levées (63A3) : la levée reste telle qu'elle a été jouée (63B) et le transfert se "
            "règle à la fin du coup (64A1, 64A2).",
            "Ouvrez le thème « Renonce » avec ce que l'examen a montré.",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Je regarde moi-même la levée. Personne ne touche aux cartes retournées.",),
    )


# --- 79B and 66D: disagreement on tricks won ----------------------------------------------------

# Review, missing 7: what every player owes when the tricks are counted.
DUTY_79A2 = (
    "Un joueur ne doit pas accepter sciemment le compte d'une levée que son camp n'a pas gagnée, ni la "
    "concession d'une levée que ses adversaires ne pouvaient pas perdre (79A2)."
)


def claim_79B1() -> Ruling:
    return Ruling(
        id="levees.79B1.revendication",
        title="Désaccord après une revendication ou une concession : thème « Revendication »",
        laws=("79B1", "69A", "69B1", "69B2", "71A", "71B"),
        now=(
            "Il y a eu une revendication ou une concession : le désaccord se règle d'abord par elle (79B1). "
            "Un accord retiré dans le délai de correction pour une levée gagnée en fait, ou probablement gagnée "
            "si le jeu avait continué (69B1, 69B2) ; une concession annulée pour une levée gagnée en fait, ou "
            "qu'aucun jeu normal ne pouvait perdre (71A, 71B). Un camp qui a contesté avant de déclarer sur la "
            "donne suivante n'a pas donné son accord (69A). Ouvrez le thème « Revendication ou concession ».",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Il y a eu une revendication : je l'examine avec vous.",),
    )


def disagreement_79B(facts: Facts) -> Ruling:
    if facts.is_("claim_made", "yes"):
        return claim_79B1()
    return director_rules_79B2(facts)


def mixed_by(facts: Facts) -> str:
    """Review P9: who mixed his played cards; an incident stored under the yes/no question keeps its answer
    (« non » then meant both sides)."""
    legacy = facts.answered("one_side_mixed")
    if legacy is not None:
        return "one_side" if legacy == "yes" else "both"
    return facts.ask("mixed_by")


def director_rules_79B2(facts: Facts) -> Ruling:
    """79B2 with 66D: no claim or concession; the director establishes the tricks and rules the score.
    Shared with the « Revendication » topic's disagreement on tricks."""
    if facts.is_("facts_clear", "yes"):
        return Ruling(
            id="levees.79B2.verification",
            title="Désaccord sur les levées : on examine les cartes, l'arbitre fixe la marque",
            laws=("66D", "79B2", "65C", "79A2"),
            now=(
                "Faites examiner les cartes jouées, dans l'ordre où chacun les a rangées (65C, 66D) ; chacun ne "
                "touche que ses propres cartes.",
                "Vous décidez de la marque à inscrire d'après ce que montrent les cartes (79B2).",
                DUTY_79A2,
            ),
            chooser_role=ChooserRole.NONE,
            script=("Retournez vos cartes jouées dans l'ordre, sans toucher celles des autres.",),
        )
    mixed = mixed_by(facts)
    if mixed == "one_side":
        return Ruling(
            id="levees.66D.camp_qui_a_melange",
            title="Faits impossibles à établir, un seul camp a mélangé ses cartes : l'autre camp a raison",
            laws=("66D", "65D", "79B2"),
            now=(
                "Les faits ne peuvent plus être établis et un seul camp a mélangé ses cartes jouées : vous donnez "
                "raison à l'autre camp (66D). En dérangeant ses cartes avant l'accord, ce camp a compromis son "
                "droit de réclamer une levée douteuse (65D).",
                "Inscrivez la marque qui en découle (79B2).",
            ),
            chooser_role=ChooserRole.NONE,
            script=(
                "Vos cartes ont été mélangées avant l'accord : je retiens le compte de vos adversaires.",
            ),
        )
    if mixed == "neither":
        return Ruling(
            id="levees.79B2.arbitre_decide_sans_melange",
            title="Faits impossibles à établir, aucun camp n'a mélangé ses cartes : l'arbitre tranche",
            laws=("79B2", "85A1", "65C", "79A2", "66D"),
            now=(
                "Les cartes jouées, restées en ordre (65C), ne permettent pas d'établir le nombre de levées, et "
                "aucun camp ne les a dérangées : 66D ne donne raison à personne. Vous décidez de la marque à "
                "inscrire (79B2), sur la prépondérance des éléments (85A1).",
                DUTY_79A2,
            ),
            chooser_role=ChooserRole.NONE,
            script=("Je vais entendre chacun et décider du nombre de levées.",),
        )
    return Ruling(
        id="levees.79B2.arbitre_decide",
        title="Faits impossibles à établir, les deux camps ont mélangé : l'arbitre tranche",
        laws=("79B2", "85A1", "65D", "79A2"),
        now=(
            "Les cartes ne permettent plus d'établir le nombre de levées et les deux camps les ont dérangées "
            "(65D) : vous décidez de la marque à inscrire (79B2), sur la prépondérance des éléments (85A1).",
            DUTY_79A2,
        ),
        chooser_role=ChooserRole.NONE,
        script=("Je vais entendre chacun et décider du nombre de levées.",),
    )


def score_error_79C() -> Ruling:
    # Review of issue 24: a wrong entry of an agreed result is 79C, not a disagreement on tricks (79B3).
    return Ruling(
        id="levees.79C.erreur_de_marque",
        title="Levées convenues, marque mal inscrite ou mal calculée : on la corrige dans le délai",
        laws=("79C", "79C2", "79A1"),
        now=(
            "Le nombre de levées a été convenu à la table (79A1) ; seule la marque inscrite ou son calcul est "
            "faux : corrigez-la, pour les deux camps, tant que le délai de correction fixé par l'organisateur "
            "court (79C).",
            "Après ce délai, l'organisateur peut encore permettre la correction si vous êtes certain, au-delà "
            "de tout doute raisonnable, que la marque inscrite est fausse (79C2) : thème « Revendication ou "
            "concession », cas « délai de correction passé ».",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Vous étiez d'accord sur les levées : la marque inscrite est corrigée.",),
    )


def too_late_79C1() -> Ruling:
    """Review P5: after the correction period the recorded score stands; only 79C2 remains."""
    return Ruling(
        id="levees.79C1.delai_passe",
        title="Marque contestée après le délai de correction : elle reste",
        laws=("79C1", "79C2"),
        now=(
            "Le délai de correction est passé : la marque inscrite reste (79C1).",
            "Seule une erreur d'inscription ou de calcul d'un résultat convenu peut encore être corrigée, avec "
            "l'accord de l'organisateur, si vous êtes certain au-delà du doute raisonnable que la marque "
            "inscrite est fausse (79C2).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Le délai de correction est passé : la marque inscrite reste.",),
    )


def after_round_in_period(facts: Facts) -> Ruling:
    """79B3 within the correction period only (79C1). Shared with the « Revendication » topic."""
    if facts.is_("within_correction_period", "no"):
        return too_late_79C1()
    return after_round_79B3(facts.is_("convinced", "yes"))


def after_round_79B(facts: Facts) -> Ruling:
    """Review P5: 79B1 first (a claim or concession goes to 69B or 71), then 79B3 in the period."""
    if facts.is_("claim_made", "yes"):
        return claim_79B1()
    return after_round_in_period(facts)


def after_round_79B3(convinced: bool) -> Ruling:
    if convinced:
        return Ruling(
            id="levees.79B3.corrige",
            title="Marque contestée après le tour, résultat certain : corrigée pour les deux camps",
            laws=("79B3",),
            now=(
                "Vous êtes nettement convaincu du résultat obtenu à la table : corrigez la marque des deux "
                "camps (79B3).",
            ),
            chooser_role=ChooserRole.NONE,
            script=("Le résultat de la table ne fait pas de doute : la marque est corrigée.",),
        )
    return Ruling(
        id="levees.79B3.maintenu_ou_diminue",
        title="Marque contestée après le tour, résultat incertain : maintenue, ou diminuée pour un seul camp",
        laws=("79B3",),
        now=(
            "Vous n'êtes pas nettement convaincu du résultat : soit vous laissez la marque inscrite, soit vous "
            "diminuez la marque d'un seul camp sans augmenter celle de l'autre (79B3).",
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        choices=(
            Choice("Laisser la marque inscrite", ("79B3",)),
            Choice("Diminuer la marque d'un seul camp, sans augmenter celle de l'autre", ("79B3",)),
        ),
        script=("On ne peut plus établir le résultat avec certitude : je décide de la marque.",),
    )


def tricks(facts: Facts) -> Ruling:
    case = facts.ask("case")
    if case == "pointed_wrong":
        return pointed_wrong_65B3(facts.ask("pointed_when") == "in_time")
    if case == "inspect":
        return inspect_66(facts.ask("inspect_stage"))
    if case == "disagreement":
        return disagreement_79B(facts)
    if case == "score_error":
        return score_error_79C()
    return after_round_79B(facts)


TOPIC = Topic(
    id="levees",
    title="Levées : orientation, vérification, désaccord",
    summary="Carte mal orientée (65B3), revoir une levée (66), désaccord sur le nombre de levées (65D, 66D, 79B).",
    laws=("65", "66", "79"),
    questions=QUESTIONS,
    procedure=tricks,
    legacy=frozenset({"one_side_mixed"}),
    phases=PHASES,
)
ORDER = 88
