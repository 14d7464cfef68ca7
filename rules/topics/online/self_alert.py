"""En ligne : alerte oubliée (auto-alerte) découverte par le joueur mal informé — Loi 21B.

Online, each player alerts and explains his own calls, and only the opponents see it. When a call
that needed an alert was not alerted, the failure to alert is deemed misinformation (21B1a); if
the misled player finds out before the end of the auction period, and his partner has not called
since, he may change his call when the director judges it could well have been influenced
(21B1a), and his left-hand opponent may then change his own later call (21B2, 16C). Too late, the
auction goes on and the director adjusts at the end if the offenders gained (21B3). The questions
about the change are those of the « Explication erronée » topic.
"""

from __future__ import annotations

from rules.model import Choice, ChooserRole, Option, Question, Ruling
from rules.topic import Facts, Topic, questions
from rules.topics.common import yes_no
from rules.topics.proprieties import misinformation as mi
from rules.topics.proprieties.judgement import (
    ADJUSTMENT_CHOICES,
    ADJUSTMENT_KIND,
    JUDGEMENT_NOTE,
    with_adjustment,
)

ONLINE_NOTE = (
    "En ligne, seuls les adversaires voient l'alerte et l'explication de l'auteur de la déclaration : "
    "donnez l'explication aux seuls adversaires, le partenaire de l'auteur n'en apprend rien. Si c'est "
    "l'auteur qui s'aperçoit de son alerte omise, il appelle l'arbitre et corrige avant la fin de la "
    "période de clarification (20F4a) ; les adversaires ont alors les mêmes droits."
)

# When it happens, as the values of rules.topic.Phase (issue 24 §2: the first menu).
PHASES = ("en_ligne",)

QUESTIONS = questions(
    Question(
        "alert_timing",
        "Quand le joueur mal informé apprend-il que la déclaration aurait dû être alertée ?",
        (
            Option(
                "auction",
                "Pendant les enchères, ou après la dernière passe avant que l'entame soit retournée",
            ),
            Option("after_lead", "Pendant le jeu, après l'entame"),
            # tester19 Q2: after the hand, nothing is played any more: « le jeu continue » would be wrong.
            Option("after_play", "À la fin du coup : le jeu est terminé"),
        ),
        "Une déclaration ne peut être changée que jusqu'à la fin de la période des enchères (21B1a) ; "
        "l'entame ne se reprend plus une fois le mort étalé (47E2a) ; une fois le coup fini, seule une marque "
        "ajustée peut corriger (21B3).",
    ),
    Question(
        "alert_due",
        "D'après les accords de la paire (carte de conventions, système déclaré), la déclaration devait-elle "
        "être alertée ?",
        (
            Option("due", "Oui : son sens, d'après les accords, devait être alerté"),
            Option("no_evidence", "Pas de preuve dans un sens ou dans l'autre"),
            Option(
                "call_wrong",
                "Non : les accords lui donnent un sens sans alerte ; c'est la déclaration qui s'en écartait",
            ),
        ),
        "Une alerte omise vaut information erronée (21B1a). Sans preuve contraire, l'arbitre présume une "
        "explication erronée plutôt qu'une déclaration erronée (21B1b).",
    ),
    # Review Missing 5 / wording: both opponents were misinformed; the one of them who called last may
    # still change his call (his partner has not called since), even when the discoverer may not.
    yes_no(
        "partner_called_since",
        "Les deux adversaires ont été mal informés. Pour le dernier d'entre eux à avoir déclaré : son "
        "partenaire a-t-il déclaré depuis ?",
        "Un joueur mal informé ne peut changer sa dernière déclaration que si son partenaire n'a pas déclaré "
        "depuis (21B1a). Celui des deux adversaires qui a déclaré en dernier le peut souvent encore, même si "
        "c'est l'autre qui a découvert l'alerte omise.",
    ),
    mi.QUESTIONS["could_have_influenced"],
    mi.QUESTIONS["damaged"],
    ADJUSTMENT_KIND,
)


def _infraction(due: str) -> tuple[str, tuple[str, ...]]:
    if due == "no_evidence":
        return (
            "Faute de preuve contraire, l'arbitre présume que l'alerte était due (21B1b) : l'alerte omise "
            "vaut information erronée (21B1a).",
            ("21B1b",),
        )
    return (
        "L'alerte était due d'après les accords de la paire : l'alerte omise vaut information erronée (21B1a).",
        (),
    )


def no_alert_due_75C() -> Ruling:
    """The agreement gives the call a meaning that needs no alert: the opponents knew the agreement.
    Unlike « Explication erronée » (where partner explained the call, 75A), no one explained it."""
    return Ruling(
        id="online.alert.no_alert_due",
        title="Pas d'alerte due : c'est la déclaration qui s'écartait de l'accord, le résultat est maintenu",
        laws=("75C", "21B1b"),
        now=(
            "D'après les accords de la paire, la déclaration n'avait pas à être alertée : les adversaires "
            "connaissaient l'accord. Ce n'est pas une information erronée (75C), rien n'est à corriger.",
        ),
        chooser_role=ChooserRole.NONE,
        notes=(
            JUDGEMENT_NOTE,
            "Ce constat exige des preuves de l'accord : sans elles, l'arbitre présume une explication erronée "
            "(21B1b), donc une alerte due.",
            "Interprétation retenue : en auto-alerte, le partenaire n'a ni alerté ni expliqué cette déclaration ; "
            "l'auteur n'apprend donc rien d'une explication de son partenaire (la Loi 75A ne joue pas ici).",
        ),
        script=("La déclaration n'avait pas à être alertée d'après vos accords : le résultat est maintenu.",),
    )


def after_lead() -> Ruling:
    """21B1a ends with the auction period; 47E2a lets a card played because of the misinformation be
    retracted, but never the opening lead once dummy has faced a card, which online is at once."""
    return Ruling(
        id="online.alert.after_lead",
        title="Alerte oubliée découverte après l'entame : plus de changement de déclaration, l'entame reste",
        laws=("21B1a", "21B3", "47E2a", "47E2b"),
        now=(
            "La période des enchères est finie : aucune déclaration ne peut plus être changée (21B1a).",
            "Donnez l'explication aux adversaires. L'entame ne se reprend plus une fois que le mort a montré "
            "une carte (47E2a) ; en ligne, le mort s'affiche dès l'entame : l'entame reste jouée.",
            "Une autre carte jouée à cause de l'alerte omise peut être reprise sans autre rectification si "
            "aucune carte n'a été jouée après elle (47E2a) ; sinon elle reste jouée et l'arbitre pourra "
            "ajuster à la fin du coup (47E2b).",
        ),
        end_of_play=(
            "À la fin du coup, si le camp fautif a tiré avantage de l'alerte omise, attribuez une marque "
            "ajustée (21B3, 47E2b) : le thème « Explication erronée », « à la fin du coup », pose les questions.",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        notes=(JUDGEMENT_NOTE, ONLINE_NOTE),
        script=(
            "Voici l'explication de la déclaration. L'entame reste jouée ; le jeu continue et je reviendrai à "
            "la fin si besoin.",
        ),
    )


def after_play(facts: Facts, infraction: str, laws: tuple[str, ...]) -> Ruling:
    """Tester19 Q2: learnt once the hand is over. No call can be changed (21B1a) nor card taken back (47E2a):
    the director judges now whether the offending side gained from the missing alert (21B3) and adjusts on
    the likely result had the opponents been alerted in time (75D3, 40B3a)."""
    if facts.is_("damaged", "no"):
        return Ruling(
            id="online.alert.after_play.no_damage",
            title="Alerte oubliée découverte à la fin du coup, sans dommage : le résultat est maintenu",
            laws=("21B1a", "21B3", "12B1", *laws),
            now=(
                infraction,
                "Le coup est fini : plus aucune déclaration ne peut être changée (21B1a). Vous jugez que le "
                "camp non fautif n'en a pas été lésé : le résultat de la table est maintenu (12B1, 21B3).",
            ),
            chooser_role=ChooserRole.NONE,
            notes=(JUDGEMENT_NOTE, ONLINE_NOTE),
            script=(
                "La déclaration aurait dû être alertée, mais cela ne vous a pas coûté : le résultat est maintenu.",
            ),
        )
    ruling = Ruling(
        id="online.alert.after_play",
        title="Alerte oubliée découverte à la fin du coup : marque ajustée",
        laws=tuple(dict.fromkeys(("21B1a", "47E2a", "21B3", "40B3a", "75D3", *laws))),
        now=(
            infraction,
            "Le coup est fini : plus aucune déclaration ne peut être changée (21B1a) ni aucune carte reprise "
            "(47E2a) ; seule une marque ajustée peut corriger.",
            "Le camp non fautif a été lésé : attribuez une marque ajustée fondée sur le résultat probable si "
            "la déclaration avait été alertée à temps (21B3, 40B3a, 75D3).",
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        choices=ADJUSTMENT_CHOICES,
        notes=(JUDGEMENT_NOTE, ONLINE_NOTE),
        script=("La déclaration aurait dû être alertée et cela vous a lésés : le score est ajusté.",),
    )
    return with_adjustment(facts, ruling, ("21B3", "75D3"))


def too_late_21B3(infraction: str, laws: tuple[str, ...]) -> Ruling:
    return Ruling(
        id="online.alert.too_late",
        title="Alerte oubliée : le partenaire a déclaré depuis, pas de changement",
        laws=("21B1a", "21B3", *laws),
        now=(
            infraction,
            "Son partenaire a déclaré depuis : le joueur mal informé ne peut plus changer sa déclaration "
            "(21B1a). Donnez l'explication, les enchères continuent.",
        ),
        end_of_play=(
            "À la fin du coup, si le camp fautif a tiré avantage de l'alerte omise, attribuez une marque "
            "ajustée (21B3).",
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        notes=(JUDGEMENT_NOTE, ONLINE_NOTE),
        script=(
            "Voici l'explication de la déclaration. Les enchères continuent ; je reviendrai à la fin si besoin.",
        ),
    )


def no_change(infraction: str, laws: tuple[str, ...]) -> Ruling:
    return Ruling(
        id="online.alert.no_change",
        title="Alerte oubliée : la déclaration n'a pas pu en être influencée, elle reste",
        laws=("21B1a", *laws, "21B3"),
        now=(
            infraction,
            "Vous jugez que la décision de faire cette déclaration n'a pas pu être influencée par l'alerte "
            "omise : elle reste (21B1a). Donnez l'explication, les enchères continuent.",
        ),
        end_of_play=(
            "Si un dommage apparaît malgré tout, le thème « Explication erronée » le traite (21B3).",
        ),
        chooser_role=ChooserRole.NONE,
        notes=(JUDGEMENT_NOTE, ONLINE_NOTE),
        script=("Voici l'explication de la déclaration ; votre déclaration reste valable.",),
    )


def change_21B1a(infraction: str, laws: tuple[str, ...]) -> Ruling:
    return Ruling(
        id="online.alert.change_allowed",
        title="Alerte oubliée : le joueur mal informé peut changer sa déclaration",
        laws=("21B1a", "21B2", "16C1", "16C2", *laws),
        now=(
            infraction,
            "Donnez l'explication. Le joueur mal informé peut remplacer sa dernière déclaration, sans autre "
            "rectification pour son camp (21B1a).",
            mi.CHANGE_21B2,
            mi.WITHDRAWN_CALLS_16C,
        ),
        end_of_play=(
            "Si le camp non fautif reste lésé, le thème « Explication erronée » le traite à la fin du coup.",
        ),
        chooser="le joueur mal informé",
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=(
            Choice("Garder sa déclaration", ("21B1a",)),
            Choice("La remplacer par une autre déclaration", ("21B1a", "21B2")),
        ),
        unauthorised_for=("camp fautif",),
        notes=(JUDGEMENT_NOTE, ONLINE_NOTE),
        script=(
            "Cette déclaration aurait dû être alertée ; voici son sens. Vous pouvez changer votre dernière "
            "déclaration ; si vous le faites, votre adversaire de gauche pourra changer la sienne.",
        ),
    )


def self_alert(facts: Facts) -> Ruling:
    if facts.ask("alert_timing") == "after_lead":
        return after_lead()
    due = facts.ask("alert_due")
    if due == "call_wrong":
        return no_alert_due_75C()
    infraction, laws = _infraction(due)
    if facts.is_("alert_timing", "after_play"):
        return after_play(facts, infraction, laws)
    if facts.is_("partner_called_since", "yes"):
        return too_late_21B3(infraction, laws)
    if facts.is_("could_have_influenced", "no"):
        return no_change(infraction, laws)
    return change_21B1a(infraction, laws)


TOPIC = Topic(
    id="en_ligne_alerte",
    title="En ligne : alerte oubliée (auto-alerte)",
    summary="Une déclaration non alertée découverte par l'adversaire : changement de déclaration (21B1a) ou marque ajustée.",
    laws=("21", "47"),
    questions=QUESTIONS,
    procedure=self_alert,
    phases=PHASES,
)
ORDER = 105
