"""L'information non autorisée — Lois 16 et 73C (hésitation, remarque, déclaration retirée, autre source).

The director's order: where the information came from and when he is called; at the table he
records the facts and lets play go on (16B2); at the end he applies the tests of 16B1 one after
the other — was there unauthorised information, could it demonstrably suggest the action taken,
was there a logical alternative, was the non-offending side damaged — and only then adjusts (16B3).
Information from withdrawn calls or plays (16C) and from other sources (16D) have their own rules.
Every explanation is in our own words; `arbitre loi 16B1b` links the official text.
"""

from __future__ import annotations

from rules.model import Choice, ChooserRole, Option, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.common import yes_no
from rules.topics.proprieties.judgement import (
    ADJUSTMENT_CHOICES,
    ADJUSTMENT_KIND,
    JUDGEMENT_NOTE,
    with_adjustment,
)

# An insufficient bid replaced without further rectification (27B1a, 27B1b): 16C does not apply, 27D tests.
AFTER_27B1 = "insufficient_27B1"

QUESTIONS = questions(
    Question(
        "situation",
        "D'où vient l'information, et quand êtes-vous appelé ?",
        (
            Option(
                "partner_now",
                "Du partenaire (hésitation, rapidité, remarque, question, geste, alerte inattendue) : "
                "appelé sur le moment",
            ),
            Option(
                "partner_after",
                "Du partenaire : appelé à la fin du coup, le camp non fautif conteste l'action choisie",
            ),
            Option("withdrawn_now", "D'une déclaration ou d'une carte retirée (16C) : appelé sur le moment"),
            Option("withdrawn_after", "D'une déclaration ou d'une carte retirée : appelé à la fin du coup"),
            Option(
                "other_before_calls",
                "D'une autre source (main vue, résultat ou enchères entendus) avant la première déclaration",
            ),
            Option("other_after_first_call", "D'une autre source, après la première déclaration"),
        ),
        "Information non autorisée : ce qu'un joueur apprend autrement que par les déclarations et "
        "les cartes jouées régulièrement (16A, 16B1a).",
    ),
    Question(
        "called_back",
        "Fin du coup : le camp non fautif vous rappelle-t-il pour contester une action que l'information a pu "
        "suggérer ?",
        (
            Option("yes", "Oui : il conteste l'action choisie (les tests de la Loi 16B1)"),
            Option("no", "Non : personne ne conteste, le résultat de la table est maintenu"),
        ),
        "À la table, vous avez noté les faits et laissé jouer (16B2) ; le camp non fautif peut vous rappeler "
        "à la fin du coup, dans ce même incident, avec les faits notés (16B3).",
        end_of_hand=True,
    ),
    yes_no(
        "facts_agreed",
        "Les deux camps sont-ils d'accord sur ce qui s'est passé (durée de l'hésitation, remarque…) ?",
        "Si les faits sont contestés, l'arbitre les établit sur la prépondérance des éléments (85A1).",
    ),
    Question(
        "ui_exists",
        "Constatez-vous une information non autorisée venant du partenaire (hésitation nette, "
        "rapidité inhabituelle, remarque, question, geste, alerte inattendue…) ?",
        (
            Option("yes", "Oui"),
            Option("no", "Non"),
            Option(
                "disputed", "Les camps ne sont pas d'accord sur les faits (durée de l'hésitation, remarque…)"
            ),
        ),
        "Faire varier son tempo sans intention n'est pas une infraction (73D1), mais ce que le partenaire "
        "en apprend lui est interdit (16B1a, 73C1). Après une enchère à saut (barrage compris) précédée du "
        "carton STOP, l'adversaire de gauche marque une pause d'une dizaine de secondes (règlement FFB, "
        "73A2) : cette pause est le tempo normal, pas une hésitation.",
        director_only=True,
    ),
    Question(
        "comparable_call",
        "La déclaration retirée a-t-elle été remplacée par une déclaration comparable (même sens, sens "
        "plus précis, ou même but) ?",
        (
            Option("no", "Non, ou c'était une carte retirée"),
            Option("yes", "Oui : l'arbitre a admis une déclaration comparable (23A)"),
            Option(
                AFTER_27B1,
                "Oui, sans autre rectification, par la Loi 27B1 (27B1a : la plus basse dans la même "
                "dénomination ; 27B1b : comparable)",
            ),
        ),
        "Après une déclaration comparable, la Loi 16C2 ne s'applique pas ; l'arbitre ajuste seulement si, "
        "sans l'aide tirée de l'infraction, le résultat aurait bien pu être différent (23B, 23C).",
    ),
    yes_no(
        "could_well_differ",
        "Sans l'aide tirée de l'infraction, le résultat de la donne aurait-il bien pu être différent ?",
        "Test de la Loi 23C, à la fin du jeu ; s'il est rempli et que le camp non fautif en est lésé, "
        "marque ajustée (12C1b).",
        director_only=True,
    ),
    yes_no(
        "suggests",
        "Cette information pouvait-elle manifestement suggérer l'action choisie plutôt qu'une autre ?",
        "« Manifestement » : on peut montrer comment l'information oriente vers cette action (16B1a).",
        director_only=True,
    ),
    Question(
        "logical_alternative",
        "Y avait-il une alternative logique à l'action choisie ?",
        (
            Option("yes", "Oui"),
            Option("no", "Non : l'action choisie s'imposait"),
            Option("poll", "Je ne sais pas encore : je consulte des joueurs de même niveau"),
        ),
        "Alternative logique (16B1b) : une action qu'une proportion significative des joueurs de la "
        "catégorie concernée, jouant les méthodes de la paire, envisagerait sérieusement, et que "
        "certains choisiraient.",
        director_only=True,
    ),
    yes_no(
        "damaged",
        "L'action a-t-elle lésé le camp non fautif (avec l'alternative logique, il aurait obtenu mieux) ?",
        "Dommage : un résultat moins favorable que celui que le camp non fautif pouvait attendre sans "
        "l'infraction (12B1) ; sur une donne entre deux camps, c'est aussi l'avantage que le camp fautif "
        "en a tiré (16B3).",
        director_only=True,
    ),
    ADJUSTMENT_KIND,
)

AT_TABLE = (
    "L'information est interdite au partenaire de celui qui l'a donnée : parmi les alternatives "
    "logiques, il ne doit pas choisir celle qu'elle suggère (16B1a, 73C1)."
)


def reserve_rights_16B2(agreed: bool) -> Ruling:
    """16B2: at the table, the facts are settled and play goes on; the director comes back later."""
    facts_line = (
        "Les deux camps sont d'accord sur les faits : notez-les (qui, quoi, combien de temps) dans "
        "l'incident."
        if agreed
        else "Les faits sont contestés : établissez-les maintenant sur la prépondérance des éléments "
        "(85A1) et notez ce que dit chaque camp ; si vous ne pouvez pas les établir, laissez le jeu "
        "continuer (85B)."
    )
    return Ruling(
        id="ui.table.facts_agreed" if agreed else "ui.table.facts_disputed",
        title="Information non autorisée possible : les faits notés, le jeu continue",
        laws=("16B2", "16B3", "73C1", "16B1a", *(() if agreed else ("85A1", "85B"))),
        now=(
            facts_line,
            "Le camp non fautif peut réserver ses droits : il vous rappellera à la fin du coup s'il "
            "pense qu'une action a pu être suggérée (16B2, 16B3).",
            AT_TABLE,
            "Le jeu continue normalement ; aucune rectification n'est appliquée maintenant.",
        ),
        end_of_play=(
            "Rappelé à la fin du coup, reprenez cet incident et répondez « Oui » à la question de fin du coup : "
            "les quatre tests de la Loi 16B1 vous sont posés dans l'ordre, avec les faits notés ici.",
        ),
        chooser_role=ChooserRole.NONE,
        notes=(JUDGEMENT_NOTE,),
        script=(
            "Je note ce qui s'est passé. Le jeu continue ; rappelez-moi à la fin de la donne si vous "
            "pensez qu'une action a été suggérée.",
            "Au partenaire : vous ne devez pas tirer parti de cette information.",
        ),
    )


def result_stands(ruling_id: str, title: str, reason: str, laws: tuple[str, ...]) -> Ruling:
    """One of the 16B1 tests fails: no infraction of 16B1, the table result stands."""
    return Ruling(
        id=ruling_id,
        title=title,
        laws=laws,
        now=(reason, "Le résultat de la table est maintenu ; pas de marque ajustée."),
        chooser_role=ChooserRole.NONE,
        notes=(JUDGEMENT_NOTE,),
        script=("Le résultat obtenu à la table est maintenu.",),
    )


def poll_for_logical_alternative_16B1b() -> Ruling:
    return Ruling(
        id="ui.poll",
        title="Alternative logique : consulter des joueurs avant de décider",
        laws=("16B1b", "16B3"),
        now=(
            "Consultez quelques joueurs de la même catégorie que le joueur concerné, séparément, sans "
            "leur parler de l'hésitation : donnez-leur sa main, la séquence et les méthodes de la paire, "
            "et demandez ce qu'ils feraient et ce qu'ils auraient envisagé.",
            "Une action est une alternative logique si une proportion significative l'envisage "
            "sérieusement et que certains la choisiraient (16B1b).",
            "Notez le décompte dans l'incident, puis revenez à cette question avec votre constat.",
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        notes=(JUDGEMENT_NOTE,),
        script=("Je consulte d'autres joueurs avant de rendre ma décision ; le résultat est provisoire.",),
    )


def adjust_16B3(facts: Facts, withdrawn: bool) -> Ruling:
    """16B3 (or 16C3): the offending side chose the suggested action and the other side lost by it."""
    law = "16C3" if withdrawn else "16B3"
    ruling = Ruling(
        id="ui.adjust.withdrawn" if withdrawn else "ui.adjust",
        title="Information non autorisée utilisée : marque ajustée",
        laws=("16C2", "16C3") if withdrawn else ("16B1a", "16B1b", "16B3", "73C1", "73C2"),
        now=(
            "Le camp fautif a choisi l'action suggérée alors qu'il existait une alternative logique, "
            "et le camp non fautif en a été lésé.",
            f"Vous attribuez une marque ajustée (Loi 12C1) à la place du résultat de la table ({law}).",
        ),
        end_of_play=(
            "Le résultat probable se construit à partir de l'alternative logique que l'information ne "
            "suggérait pas.",
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        choices=ADJUSTMENT_CHOICES,
        notes=(
            JUDGEMENT_NOTE,
            "Une pénalité de procédure peut s'y ajouter si le joueur a manifestement tiré parti de "
            "l'information, selon le règlement (73C2, 90A).",
        ),
        script=(
            "Une action suggérée par l'information non autorisée a été choisie alors qu'une autre était "
            "logique ; le score est ajusté.",
        ),
    )
    return with_adjustment(facts, ruling, (law,))


def no_damage(withdrawn: bool) -> Ruling:
    return Ruling(
        id="ui.no_damage.withdrawn" if withdrawn else "ui.no_damage",
        title="Action suggérée, mais aucun dommage : pas de marque ajustée",
        laws=("16C2", "12B1") if withdrawn else ("16B1a", "12B1", "73C2"),
        now=(
            "L'action choisie était suggérée et une alternative logique existait, mais le camp non "
            "fautif n'en a pas été lésé : pas de marque ajustée (12B1).",
            "Le résultat de la table est maintenu.",
        ),
        chooser_role=ChooserRole.NONE,
        notes=(
            JUDGEMENT_NOTE,
            "Une pénalité de procédure reste possible pour l'usage de l'information, selon le "
            "règlement (73C2, 90A).",
        ),
        script=("Le résultat de la table est maintenu ; il n'y a pas eu de dommage.",),
    )


def withdrawn_action_16C_at_table() -> Ruling:
    return Ruling(
        id="ui.withdrawn.table",
        title="Déclaration ou carte retirée : qui peut utiliser l'information",
        laws=("16C1", "16C2", "23B", "23C"),
        now=(
            "Pour le camp non fautif, tout ce qu'apprend une déclaration ou une carte retirée est "
            "autorisé, que l'action retirée soit la sienne ou celle de l'adversaire (16C1).",
            "Pour le camp fautif, l'information de ses propres actions retirées et de celles du camp non "
            "fautif est interdite : parmi les alternatives logiques, il ne choisit pas celle qu'elle "
            "suggère (16C2).",
            "Exception : si la déclaration retirée a été remplacée par une déclaration comparable, la Loi "
            "16C2 ne s'applique pas ; l'arbitre ajustera seulement si l'infraction a aidé (23B, 23C).",
            "Le jeu continue ; rappelez l'arbitre à la fin du coup en cas de doute.",
        ),
        chooser_role=ChooserRole.NONE,
        unauthorised_for=("camp fautif",),
        notes=(JUDGEMENT_NOTE,),
        script=("Ce que vous avez vu de l'action retirée : les adversaires peuvent s'en servir, vous non.",),
    )


OVERHEARD_90B3 = (
    "Si l'information venait de commentaires faits à une autre table (résultat, enchères, cartes annoncés à "
    "voix haute), ceux qui les ont faits peuvent recevoir une pénalité de procédure (90B3) : thème « Après "
    "la décision »."
)


def other_source_16D2() -> Ruling:
    return Ruling(
        id="ui.other.before_calls",
        title="Information venue d'ailleurs avant les enchères : l'arbitre choisit",
        laws=("16D1", "16D2a", "16D2b", "16D2c", "16D2d", "86A", "86B", "90B3"),
        now=(
            "L'information a été signalée avant toute déclaration : si elle risque de fausser le jeu "
            "normal, vous choisissez l'une des solutions suivantes (16D2).",
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        choices=(
            Choice(
                "Changer les joueurs de place, si la forme du tournoi le permet, pour que celui qui a vu "
                "une main la tienne",
                ("16D2a",),
            ),
            Choice(
                "Faire redonner la donne, si la forme du tournoi le permet ; en match par équipes, pas si le "
                "résultat du match sans elle pourrait être connu : marque ajustée (86A)",
                ("16D2b", "86A"),
            ),
            Choice(
                "Laisser jouer la donne, prêt à ajuster si l'information a pesé sur le résultat", ("16D2c",)
            ),
            Choice("Attribuer une marque ajustée ; en match par équipes, selon 86B", ("16D2d", "86B")),
        ),
        notes=(JUDGEMENT_NOTE, OVERHEARD_90B3),
        script=("Merci de l'avoir signalé. Je décide comment la donne sera jouée.",),
    )


def other_source_16D3() -> Ruling:
    return Ruling(
        id="ui.other.after_first_call",
        title="Information venue d'ailleurs pendant la donne : l'arbitre choisit",
        laws=("16D1", "16D3", "16D2c", "16D2d", "86B", "90B3"),
        now=(
            "Les enchères ont commencé : vous choisissez entre laisser la donne se terminer, prêt à ajuster, "
            "et attribuer tout de suite une marque ajustée, par exemple si un joueur a vu les quatre mains "
            "(16D3).",
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        choices=(
            Choice(
                "Laisser jouer la donne, prêt à ajuster si l'information a pesé sur le résultat", ("16D2c",)
            ),
            Choice("Attribuer une marque ajustée sans faire jouer la donne", ("16D2d",)),
        ),
        equity_may_apply=True,
        notes=(
            JUDGEMENT_NOTE,
            "En match par équipes, la marque ajustée tient compte du résultat de l'autre table (86B).",
            OVERHEARD_90B3,
        ),
        script=("Merci de l'avoir signalé. Je décide si la donne est jouée ou si le score est ajusté.",),
    )


def facts_disputed_85A() -> Ruling:
    return Ruling(
        id="ui.facts_disputed",
        title="Faits contestés : les établir avant les tests de la Loi 16B1",
        laws=("85A1", "85B", "16B1a"),
        now=(
            "Les camps ne s'accordent pas sur ce qui s'est passé : établissez d'abord les faits, selon la "
            "prépondérance des éléments que vous pouvez réunir (85A1) : ce que dit chaque joueur, séparément, "
            "les témoins éventuels, la cohérence avec les déclarations et le jeu.",
            "Notez dans l'incident ce que dit chaque camp et ce que vous retenez.",
            "Puis revenez à cette question avec votre constat : information non autorisée constatée ou non. "
            "Si vous ne pouvez pas établir les faits, rendez une décision qui permet de continuer (85B).",
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        notes=(JUDGEMENT_NOTE,),
        script=("J'entends chacun séparément avant de décider ce qui s'est passé.",),
    )


def comparable_call_23C(facts: Facts, after_27: bool = False) -> Ruling:
    """23B/23C: after a comparable call, 16C2 does not apply; the director's test is 23C. After an
    insufficient bid replaced without further rectification (27B1a, 27B1b), the same test is 27D's, and
    16C does not apply by 27B1 (tester9 T8: the ruling said « comparable » and cited 23B, 23C for 27B1a)."""
    if after_27:
        ids, kind = "ui.comparable.27B1", "Enchère insuffisante corrigée sans autre rectification"
        base, test = ("27B1a", "27B1b"), "27D"
        comparable = (
            "L'enchère insuffisante a été remplacée sans autre rectification (27B1a par la plus basse "
            "enchère suffisante dans la même dénomination, 27B1b par une déclaration comparable) : la Loi 16C "
            "ne s'applique pas."
        )
    else:
        ids, kind, base, test = "ui.comparable", "Déclaration comparable", ("23B",), "23C"
        comparable = (
            "La déclaration retirée a été remplacée par une déclaration comparable : la Loi 16C2 ne "
            "s'applique pas (23B)."
        )
    if facts.is_("could_well_differ", "no"):
        return result_stands(
            f"{ids}.stands",
            f"{kind} : le résultat est maintenu",
            f"{comparable} Sans l'aide tirée de l'infraction, le résultat n'aurait pas été différent ({test}).",
            (*base, test),
        )
    if facts.is_("damaged", "no"):
        return result_stands(
            f"{ids}.no_damage",
            f"{kind}, sans dommage : le résultat est maintenu",
            f"{comparable} L'infraction a pu aider, mais le camp non fautif n'en a pas été lésé ({test}, 12B1).",
            (*base, test, "12B1"),
        )
    ruling = Ruling(
        id=f"{ids}.adjust",
        title=f"{kind}, mais l'infraction a aidé : marque ajustée",
        laws=(*base, test, "12C1b"),
        now=(
            comparable,
            "Mais sans l'aide tirée de l'infraction, le résultat aurait bien pu être différent, et le camp "
            f"non fautif en est lésé : attribuez une marque ajustée ({test}, 12C1b).",
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        choices=ADJUSTMENT_CHOICES,
        notes=(JUDGEMENT_NOTE,),
        script=("L'enchère de remplacement a aidé votre adversaire : le score est ajusté.",),
    )
    return with_adjustment(facts, ruling, (test,))


def tests_16B1(facts: Facts, withdrawn: bool) -> Ruling:
    """The tests of 16B1 (16C2 for withdrawn actions), in the director's order."""
    if withdrawn and (comparable := facts.ask("comparable_call")) in ("yes", AFTER_27B1):
        return comparable_call_23C(facts, after_27=comparable == AFTER_27B1)
    exists = "yes" if withdrawn else facts.ask("ui_exists")
    if exists == "disputed":
        return facts_disputed_85A()
    if exists == "no":
        return result_stands(
            "ui.no_ui",
            "Pas d'information non autorisée : le résultat est maintenu",
            "Vous n'avez pas constaté d'information non autorisée venant du partenaire (16B1a).",
            ("16B1a", "73D1"),
        )
    if facts.is_("suggests", "no"):
        return result_stands(
            "ui.not_suggested.withdrawn" if withdrawn else "ui.not_suggested",
            "L'information ne suggérait pas l'action choisie : le résultat est maintenu",
            "L'information ne pouvait pas manifestement suggérer l'action choisie plutôt qu'une autre "
            f"({'16C2' if withdrawn else '16B1a'}).",
            ("16C2",) if withdrawn else ("16B1a",),
        )
    alternative = facts.ask("logical_alternative")
    if alternative == "poll":
        return poll_for_logical_alternative_16B1b()
    if alternative == "no":
        return result_stands(
            "ui.no_alternative.withdrawn" if withdrawn else "ui.no_alternative",
            "Pas d'alternative logique : le résultat est maintenu",
            "L'action choisie s'imposait : aucune autre action n'était une alternative logique (16B1b).",
            ("16B1b", "16C2") if withdrawn else ("16B1b",),
        )
    if facts.is_("damaged", "no"):
        return no_damage(withdrawn)
    return adjust_16B3(facts, withdrawn)


def unauthorised_information(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "partner_now":
        agreed = facts.is_("facts_agreed", "yes")
        called_back = facts.offer("called_back")  # tester4 F17: the end-of-hand call, in this incident
        if called_back is None:
            return reserve_rights_16B2(agreed)
        if called_back == "no":
            return result_stands(
                "ui.table.not_called_back",
                "Pas de rappel à la fin du coup : le résultat est maintenu",
                "À la fin du coup, le camp non fautif ne conteste aucune action : les faits notés à la table "
                "restent dans l'incident, sans rectification (16B2, 16B3).",
                ("16B2", "16B3"),
            )
        return tests_16B1(facts, withdrawn=False)
    if situation == "partner_after":
        return tests_16B1(facts, withdrawn=False)
    if situation == "withdrawn_now":
        return withdrawn_action_16C_at_table()
    if situation == "withdrawn_after":
        return tests_16B1(facts, withdrawn=True)
    if situation == "other_before_calls":
        return other_source_16D2()
    return other_source_16D3()


TOPIC = Topic(
    id="information_non_autorisee",
    title="Information non autorisée (hésitation, remarque)",
    summary="Hésitation, remarque, geste, déclaration retirée ou main vue : les tests de la Loi 16 dans l'ordre.",
    laws=("16", "73", "12", "85"),
    questions=QUESTIONS,
    procedure=unauthorised_information,
    phases=("encheres", "jeu"),
)
ORDER = 80
