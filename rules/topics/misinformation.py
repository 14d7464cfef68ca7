"""L'explication erronée ou la déclaration erronée — Lois 20F, 21, 40B3, 47E2 et 75.

The director's order: when the wrong explanation (or the missing alert) comes to light, and
who noticed it; then what evidence there is of the partnership's agreement, because only a
mistaken explanation is an infraction (75B1) while a mistaken call is not (75C), and the director
presumes a mistaken explanation unless the evidence says otherwise (21B1b). During the auction
period a misinformed player may still change his last call (21B1a); later, the remedy is an
adjusted score (21B3, 47E2b). Every explanation is in our own words; `arbitre loi 75C` links the text.
"""

from __future__ import annotations

from rules.model import Choice, ChooserRole, Option, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.common import yes_no
from rules.topics.judgement import ADJUSTMENT_CHOICES, ADJUSTMENT_KIND, JUDGEMENT_NOTE, with_adjustment

QUESTIONS = questions(
    Question(
        "situation",
        "Quand et comment l'erreur d'explication (ou l'alerte oubliée) apparaît-elle ?",
        (
            Option(
                "auction_own",
                "Pendant les enchères : celui qui a expliqué s'aperçoit de sa propre erreur",
            ),
            Option(
                "auction_partner",
                "Pendant les enchères : le partenaire de celui qui a expliqué sait que l'explication est fausse",
            ),
            Option(
                "before_lead",
                "Après la dernière passe, avant que l'entame soit retournée (le futur déclarant ou le mort corrige)",
            ),
            Option("during_play", "Pendant le jeu de la carte"),
            Option("after_play", "À la fin du coup : le camp non fautif s'estime lésé"),
        ),
        "Une alerte omise (ou une alerte non prévue) est traitée comme une explication erronée "
        "(20F5a, 21B1a).",
    ),
    Question(
        "evidence",
        "Que montrent les preuves de l'accord de la paire (feuille de conventions, notes, habitudes) ?",
        (
            Option(
                "explanation_wrong",
                "L'accord est différent de ce qui a été expliqué : l'explication était erronée",
            ),
            Option("no_evidence", "Pas de preuve dans un sens ou dans l'autre"),
            Option("no_agreement", "La paire n'a pas d'accord sur cette séquence"),
            Option(
                "call_wrong",
                "L'accord est bien celui qui a été expliqué : c'est la déclaration qui était erronée",
            ),
        ),
        "Sans preuve contraire, l'arbitre présume une explication erronée plutôt qu'une déclaration "
        "erronée (21B1b).",
    ),
    yes_no(
        "partner_called_since",
        "Le joueur mal informé voudrait changer sa dernière déclaration : son partenaire a-t-il "
        "déclaré après elle ?",
        "Un joueur ne peut changer une déclaration que si son partenaire n'a pas déclaré depuis (21B1a).",
    ),
    yes_no(
        "could_have_influenced",
        "Jugez-vous que l'information erronée a pu influencer cette déclaration ?",
        "Le changement n'est permis que si la décision de faire cette déclaration a pu être influencée "
        "par l'information erronée (21B1a).",
    ),
    Question(
        "card_played",
        "Un joueur a-t-il joué une carte à cause de l'explication erronée ?",
        (
            Option("none", "Non"),
            Option(
                "retractable",
                "Oui, et aucune carte n'a été jouée ensuite (pour une entame : le mort n'a rien étalé)",
            ),
            Option("too_late", "Oui, mais une carte a été jouée ensuite (ou le mort a étalé une carte)"),
        ),
        "La carte peut être reprise sans rectification tant qu'aucune carte n'a été jouée après elle "
        "(47E2a) ; sinon l'arbitre pourra ajuster (47E2b).",
    ),
    yes_no(
        "damaged",
        "Le camp non fautif a-t-il été lésé (avec la bonne explication, il aurait pu obtenir mieux) ?",
        "Dommage : un résultat moins favorable que celui que le camp pouvait attendre si l'explication "
        "avait été correcte et donnée à temps (12B1, 75D3).",
    ),
    ADJUSTMENT_KIND,
)

UI_75A = (
    "L'explicateur et son partenaire apprennent de l'explication qu'ils ne se sont pas compris : "
    "cette information leur est interdite (75A, 16B1a)."
)


def own_mistake_20F4() -> Ruling:
    return Ruling(
        id="mi.auction.own_mistake",
        title="L'explicateur corrige sa propre explication : l'arbitre est appelé",
        laws=("20F4a", "20F4b", "21B1a", "75B2"),
        now=(
            "Le joueur qui s'aperçoit que sa propre explication était fausse appelle l'arbitre et la "
            "corrige, au plus tard avant la fin de la période de clarification (20F4a, 75B2).",
            "Après la correction, le joueur mal informé peut changer sa dernière déclaration si son "
            "partenaire n'a pas déclaré depuis et si l'explication a pu l'influencer (21B1a, 20F4b).",
            UI_75A,
        ),
        end_of_play=(
            "Si le camp non fautif a quand même été lésé, rouvrez ce thème à la fin du coup (21B3).",
        ),
        chooser_role=ChooserRole.NONE,
        notes=(JUDGEMENT_NOTE,),
        script=(
            "Votre partenaire corrige son explication. Vous pouvez changer votre dernière déclaration si…",
        ),
    )


def partner_silent_20F5() -> Ruling:
    return Ruling(
        id="mi.auction.partner_silent",
        title="Le partenaire de l'explicateur se tait jusqu'au bon moment",
        laws=("20F5a", "20F5b", "75A", "75B3"),
        now=(
            "Pendant les enchères, le partenaire de celui qui a mal expliqué ne corrige rien et ne montre "
            "en aucune façon qu'il y a une erreur (20F5a, 75B3).",
            UI_75A,
            "Il corrigera au premier moment permis : s'il devient déclarant ou mort, juste après la "
            "dernière passe, en appelant l'arbitre ; s'il devient joueur de la défense, à la fin du jeu "
            "(20F5b).",
        ),
        end_of_play=(
            "À la correction, rouvrez ce thème (« après la dernière passe » ou « à la fin du coup »).",
        ),
        chooser_role=ChooserRole.NONE,
        unauthorised_for=("camp fautif",),
        notes=(JUDGEMENT_NOTE,),
        script=("Continuez les enchères normalement ; la correction viendra au moment prévu par les Lois.",),
    )


def mistaken_call_75C() -> Ruling:
    return Ruling(
        id="mi.mistaken_call",
        title="Déclaration erronée : pas d'infraction, le résultat est maintenu",
        laws=("75C", "21B1b"),
        now=(
            "L'explication correspondait à l'accord de la paire ; c'est la déclaration qui s'en écartait. "
            "Ce n'est pas une infraction : les adversaires ont droit à l'accord, pas à la description de "
            "la main (75C).",
            "Rien n'est à corriger, et le résultat est maintenu quel que soit le dommage.",
        ),
        chooser_role=ChooserRole.NONE,
        notes=(
            JUDGEMENT_NOTE,
            "Ce constat exige des preuves de l'accord : sans elles, l'arbitre présume une explication "
            "erronée (21B1b).",
        ),
        script=("L'explication donnée était bien votre accord : le résultat est maintenu.",),
    )


def _infraction_words(evidence: str) -> tuple[str, tuple[str, ...]]:
    if evidence == "no_agreement":
        return (
            "La paire n'avait pas d'accord : décrire un accord inexistant est une information erronée ; "
            "le camp non fautif avait droit de savoir qu'il n'y en avait pas (75D2, 75D3).",
            ("75D2", "75D3"),
        )
    if evidence == "no_evidence":
        return (
            "Faute de preuve contraire, l'explication est présumée erronée (21B1b) : c'est une "
            "infraction (75B1).",
            ("21B1b", "75B1"),
        )
    return (
        "L'explication ne correspondait pas à l'accord de la paire : c'est une infraction (75B1).",
        ("75B1",),
    )


def change_of_call_21B1a(facts: Facts, evidence: str) -> Ruling:
    infraction, laws = _infraction_words(evidence)
    if facts.is_("partner_called_since", "yes"):
        return too_late_to_change_21B3(facts, evidence)
    if facts.is_("could_have_influenced", "no"):
        return Ruling(
            id="mi.before_lead.no_change",
            title="Explication corrigée : la déclaration n'est pas changée",
            laws=("21B1a", "75B3", *laws),
            now=(
                infraction,
                "Vous jugez que l'information erronée n'a pas pu influencer la déclaration : elle reste "
                "telle quelle (21B1a). Le jeu commence.",
            ),
            end_of_play=("Si un dommage apparaît malgré tout, rouvrez ce thème à la fin du coup (21B3).",),
            chooser_role=ChooserRole.NONE,
            notes=(JUDGEMENT_NOTE,),
            script=("L'explication est corrigée ; votre déclaration reste valable.",),
        )
    return Ruling(
        id="mi.before_lead.change_allowed",
        title="Explication corrigée : le joueur mal informé peut changer sa déclaration",
        laws=("21B1a", "21B2", "16C1", "16C2", "75B3", *laws),
        now=(
            infraction,
            "L'explication est corrigée. Le joueur mal informé peut remplacer sa dernière déclaration, "
            "sans autre rectification pour son camp (21B1a).",
            "S'il la change, son adversaire de gauche peut à son tour changer la déclaration qu'il avait "
            "faite ensuite (21B2).",
            "Les déclarations retirées sont une information autorisée pour le camp non fautif et "
            "interdite pour le camp fautif (16C1, 16C2).",
        ),
        end_of_play=("Si le camp non fautif reste lésé, rouvrez ce thème à la fin du coup (21B3).",),
        chooser="le joueur mal informé",
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=(
            Choice("Garder sa déclaration", ("21B1a",)),
            Choice("La remplacer par une autre déclaration", ("21B1a", "21B2")),
        ),
        unauthorised_for=("camp fautif",),
        notes=(JUDGEMENT_NOTE,),
        script=(
            "Voici la bonne explication. Vous pouvez changer votre dernière déclaration ; si vous le faites, "
            "votre adversaire de gauche pourra changer la sienne.",
        ),
    )


def too_late_to_change_21B3(facts: Facts, evidence: str) -> Ruling:
    infraction, laws = _infraction_words(evidence)
    return Ruling(
        id="mi.before_lead.too_late",
        title="Explication corrigée : trop tard pour changer une déclaration, le jeu continue",
        laws=("21B3", "75B3", *laws),
        now=(
            infraction,
            "Aucune déclaration ne peut plus être changée : le partenaire du joueur mal informé a "
            "déclaré depuis. Le jeu continue (21B1a).",
        ),
        end_of_play=(
            "À la fin du coup, si le camp fautif a tiré avantage de l'information erronée, attribuez une "
            "marque ajustée (21B3) : rouvrez ce thème « à la fin du coup ».",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        notes=(JUDGEMENT_NOTE,),
        script=("L'explication est corrigée. Le jeu continue ; je reviendrai à la fin si besoin.",),
    )


def card_played_47E2(facts: Facts, evidence: str) -> Ruling:
    infraction, laws = _infraction_words(evidence)
    card = facts.ask("card_played")
    if card == "retractable":
        return Ruling(
            id="mi.play.card_retracted",
            title="Carte jouée sur une explication erronée : elle peut être reprise",
            laws=("47E2a", "16C1", "16C2", *laws),
            now=(
                infraction,
                "L'explication est corrigée ; le joueur peut reprendre la carte jouée à cause d'elle et en "
                "jouer une autre, sans rectification (47E2a).",
                "La carte reprise est une information autorisée pour son camp et interdite pour le camp "
                "fautif (16C1, 16C2).",
            ),
            end_of_play=("Si un dommage demeure, rouvrez ce thème à la fin du coup (21B3).",),
            chooser="le joueur mal informé",
            chooser_role=ChooserRole.EACH_NON_OFFENDER,
            choices=(
                Choice("Laisser sa carte", ("47E2a",)),
                Choice("Reprendre sa carte et en jouer une autre", ("47E2a",)),
            ),
            unauthorised_for=("camp fautif",),
            notes=(JUDGEMENT_NOTE,),
            script=("Vous pouvez reprendre votre carte et en jouer une autre.",),
        )
    if card == "too_late":
        return Ruling(
            id="mi.play.card_too_late",
            title="Carte jouée sur une explication erronée : trop tard pour la reprendre",
            laws=("47E2b", "21B3", *laws),
            now=(
                infraction,
                "La carte ne peut plus être reprise : une carte a été jouée après elle (47E2a). Le jeu continue.",
            ),
            end_of_play=(
                "À la fin du coup, attribuez une marque ajustée si le camp non fautif a été lésé (47E2b, 21B3).",
            ),
            chooser_role=ChooserRole.NONE,
            equity_may_apply=True,
            notes=(JUDGEMENT_NOTE,),
            script=("Le jeu continue ; je reviendrai à la fin de la donne.",),
        )
    return Ruling(
        id="mi.play.corrected",
        title="Explication corrigée pendant le jeu : le jeu continue",
        laws=("21B3", "75B2", *laws),
        now=(
            infraction,
            "L'explication est corrigée dès que l'erreur est connue (75B2) ; aucune déclaration ne peut plus "
            "être changée, et aucune carte n'a été jouée à cause d'elle. Le jeu continue.",
        ),
        end_of_play=("À la fin du coup, ajustez si le camp non fautif a été lésé (21B3).",),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        notes=(JUDGEMENT_NOTE,),
        script=("Voici la bonne explication. Le jeu continue.",),
    )


def damage_21B3(facts: Facts, evidence: str) -> Ruling:
    infraction, laws = _infraction_words(evidence)
    if facts.is_("damaged", "no"):
        return Ruling(
            id="mi.no_damage",
            title="Information erronée sans dommage : le résultat est maintenu",
            laws=("12B1", "21B3", *laws),
            now=(
                infraction,
                "Le camp non fautif n'en a pas été lésé : le résultat de la table est maintenu (12B1).",
            ),
            chooser_role=ChooserRole.NONE,
            notes=(
                JUDGEMENT_NOTE,
                "Des manquements répétés à l'obligation de dévoiler ses accords peuvent être sanctionnés (40B3b).",
            ),
            script=(
                "L'explication était erronée, mais elle ne vous a pas coûté : le résultat est maintenu.",
            ),
        )
    ruling = Ruling(
        id="mi.adjust",
        title="Information erronée et dommage : marque ajustée",
        laws=("21B3", "40B3a", *laws),
        now=(
            infraction,
            "Le camp non fautif a été lésé : attribuez une marque ajustée fondée sur le résultat probable "
            "si les adversaires avaient reçu la bonne explication à temps (21B3, 40B3a, 75D3).",
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        choices=ADJUSTMENT_CHOICES,
        notes=(JUDGEMENT_NOTE,),
        script=("L'explication erronée vous a lésés : le score est ajusté.",),
    )
    return with_adjustment(facts, ruling, ("21B3", "75D3"))


def misinformation(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "auction_own":
        return own_mistake_20F4()
    if situation == "auction_partner":
        return partner_silent_20F5()
    evidence = facts.ask("evidence")
    if evidence == "call_wrong":
        return mistaken_call_75C()
    if situation == "before_lead":
        return change_of_call_21B1a(facts, evidence)
    if situation == "during_play":
        return card_played_47E2(facts, evidence)
    return damage_21B3(facts, evidence)


TOPIC = Topic(
    id="explication_erronee",
    title="Explication erronée ou alerte oubliée",
    summary="Explication erronée ou déclaration erronée : qui corrige, quand, et la marque ajustée (Lois 20F, 21, 75).",
    laws=("20", "21", "40", "47", "75"),
    questions=QUESTIONS,
    procedure=misinformation,
    phases=("encheres", "jeu", "apres"),
    keywords=(
        "explication erronée",
        "mauvaise explication",
        "mauvaise information",
        "alerte oubliée",
        "pas alerté",
        "convention",
        "système",
        "erreur d'explication",
        "déclaration erronée",
    ),
)
ORDER = 85
