"""L'explication erronée ou la déclaration erronée — Lois 20F, 21, 40B3, 47E2 et 75.

The director's order: when the wrong explanation (or the missing alert) comes to light, and
who noticed it; then what evidence there is of the partnership's agreement, because only a
mistaken explanation is an infraction (75B1) while a mistaken call is not (75C), and the director
presumes a mistaken explanation unless the evidence says otherwise (21B1b). During the auction
period a misinformed player may still change his last call (21B1a); later, the remedy is an
adjusted score (21B3, 47E2b). During play, the explainer corrects at once (75B2) but his partner,
a defender, waits for the end of play (75B3). What Laws 21A, 47E2 and 75C decide lives in
`misinformation_law`, shared with « Attaque hors tour » and « Entame hors tour » (HANDOVERS below).
Every explanation is in our own words; `arbitre loi 75C` links the text.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.model import Choice, ChooserRole, Option, Question, Ruling
from rules.topic import Facts, HandOver, Topic, questions
from rules.topics.common import yes_no
from rules.topics.proprieties.judgement import (
    ADJUSTMENT_CHOICES,
    ADJUSTMENT_KIND,
    JUDGEMENT_NOTE,
    with_adjustment,
)
from rules.topics.proprieties.misinformation_law import (
    CALLER,
    CAMP_FAUTIF,
    CARD_PLAYED,
    EVIDENCE,
    UI_75A,
    UI_75A_AFTER,
    card_on_misexplanation_47E2,
    infraction_words,
    no_misinformation,
)

# Re-exported: « En ligne : alerte » rules a mistaken call by the same function.
from rules.topics.proprieties.misinformation_law import mistaken_call_75C as mistaken_call_75C

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
            Option(
                "before_lead_defender",
                "Après la dernière passe, avant que l'entame soit retournée : un futur défenseur corrige "
                "l'explication de son partenaire (trop tôt)",
            ),
            Option("during_play", "Pendant le jeu de la carte"),
            Option("after_play", "À la fin du coup : le camp non fautif s'estime lésé"),
        ),
        "Une alerte omise (ou une alerte non prévue) est traitée comme une explication erronée "
        "(20F5a, 21B1a).",
    ),
    EVIDENCE,
    Question(
        "play_corrector",
        "Pendant le jeu, qui sait que l'explication était erronée ?",
        (
            Option(
                "explainer",
                "L'explicateur s'aperçoit de son erreur (ou elle apparaît autrement, par exemple au vu du mort)",
            ),
            Option(
                "partner_defender",
                "Le partenaire de l'explicateur, joueur de la défense, le sait",
            ),
            # tester16 T3: the defender who already said it at the table (too early, 20F5b(i)).
            Option(
                "partner_defender_said",
                "Le partenaire de l'explicateur, joueur de la défense, l'a déjà dit à la table (trop tôt)",
            ),
        ),
        "L'explicateur corrige dès qu'il s'aperçoit de son erreur (75B2) ; son partenaire, en défense, "
        "attend la fin du jeu (75B3, 20F5b).",
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
        director_only=True,
    ),
    CARD_PLAYED,
    yes_no(
        "damaged",
        "Le camp non fautif a-t-il été lésé (avec la bonne explication, il aurait pu obtenir mieux) ?",
        "Dommage : un résultat moins favorable que celui que le camp pouvait attendre si l'explication "
        "avait été correcte et donnée à temps (12B1, 75D3).",
        director_only=True,
    ),
    ADJUSTMENT_KIND,
)

FACE_DOWN_LEAD = (
    "Si l'entame était déjà posée face cachée, le joueur peut, sur instruction de l'arbitre, la reprendre "
    "et en choisir une autre : la carte retourne dans sa main (41A, 47E2a)."
)

# 21B2 and 16C after a call changed because of misinformation (21B1a), during the auction or after the final pass.
CHANGE_21B2 = (
    "S'il la change, son adversaire de gauche peut à son tour changer la déclaration qu'il avait faite ensuite "
    "(21B2)."
)
WITHDRAWN_CALLS_16C = (
    "Les déclarations retirées sont une information autorisée pour le camp non fautif et interdite pour le "
    "camp fautif (16C1, 16C2)."
)

END_OF_PLAY_CORRECTION = (
    "À la fin du jeu, il appelle l'arbitre et corrige l'explication. Si l'accord de la paire diffère de "
    "l'explication, c'est une infraction (75B1) : si les adversaires en ont été lésés, attribuez une "
    "marque ajustée (21B3, 75D3) ; rouvrez ce thème « à la fin du coup ».",
    "Pendant le jeu, il savait que sa déclaration avait été mal comprise (75A) : si l'un de ses choix a pu "
    "en profiter, appliquez aussi les tests de la Loi 16B1 (thème « Information non autorisée »).",
)


def own_mistake_20F4(evidence: str) -> Ruling:
    infraction, laws = infraction_words(evidence)
    return Ruling(
        id="mi.auction.own_mistake",
        title="L'explicateur corrige sa propre explication : l'arbitre est appelé",
        laws=("20F4a", "20F4b", "21B1a", "21B2", "16C1", "16C2", "75B2", "75A", *laws, "16B1a", "21B3"),
        now=(
            infraction,
            "Le joueur qui s'aperçoit que sa propre explication était fausse appelle l'arbitre et la "
            "corrige, au plus tard avant la fin de la période de clarification (20F4a, 75B2).",
            "Après la correction, le joueur mal informé peut changer sa dernière déclaration si son "
            "partenaire n'a pas déclaré depuis et si l'explication a pu l'influencer (21B1a, 20F4b).",
            # Tester19 Q13b: the change during the auction opens the same rights as after the final pass.
            CHANGE_21B2,
            WITHDRAWN_CALLS_16C,
            UI_75A,
        ),
        end_of_play=(
            "Si le camp non fautif a quand même été lésé, rouvrez ce thème à la fin du coup (21B3).",
        ),
        chooser_role=ChooserRole.NONE,
        unauthorised_for=(CALLER, CAMP_FAUTIF),
        notes=(JUDGEMENT_NOTE,),
        script=(
            "Votre adversaire corrige son explication. Vous pouvez changer votre dernière déclaration si "
            "votre partenaire n'a pas déclaré depuis et si l'explication a pu vous influencer ; si vous le "
            "faites, votre adversaire de gauche pourra changer la sienne.",
        ),
    )


def partner_silent_20F5() -> Ruling:
    return Ruling(
        id="mi.auction.partner_silent",
        title="Le partenaire de l'explicateur se tait jusqu'au bon moment",
        laws=("20F5a", "20F5b", "75A", "75B3", "75B1", "21B3", "16B1a", "75D3", "16B1"),
        now=(
            "Pendant les enchères, le partenaire de celui qui a mal expliqué ne corrige rien et ne montre "
            "en aucune façon qu'il y a une erreur (20F5a, 75B3).",
            UI_75A,
            "Il corrigera au premier moment permis : s'il devient déclarant ou mort, juste après la "
            "dernière passe, en appelant l'arbitre ; s'il devient joueur de la défense, à la fin du jeu "
            "(20F5b).",
        ),
        end_of_play=(
            "Déclarant ou mort : à la correction après la dernière passe, rouvrez ce thème « après la "
            "dernière passe ».",
            "Joueur de la défense : " + END_OF_PLAY_CORRECTION[0][0].lower() + END_OF_PLAY_CORRECTION[0][1:],
            END_OF_PLAY_CORRECTION[1],
        ),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        unauthorised_for=(CALLER,),
        notes=(JUDGEMENT_NOTE,),
        script=("Continuez les enchères normalement ; la correction viendra au moment prévu par les Lois.",),
    )


def partner_waits_75B3() -> Ruling:
    """During play, the explainer's partner is a defender: he corrects only after play ends."""
    return Ruling(
        id="mi.play.partner_waits",
        title="Le partenaire de l'explicateur, en défense, corrige seulement à la fin du jeu",
        laws=("75B3", "20F5b", "75A", "16B1a", "75B1", "21B3", "75D3"),
        now=(
            "Joueur de la défense, le partenaire de l'explicateur ne corrige rien pendant le jeu : il "
            "appellera l'arbitre et corrigera l'explication à la fin du jeu (75B3, 20F5b). Corriger avant "
            "serait une nouvelle infraction, qui donnerait à son partenaire une information interdite "
            "(16B1a).",
            UI_75A,
            "Le jeu continue.",
        ),
        end_of_play=END_OF_PLAY_CORRECTION,
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        unauthorised_for=(CALLER,),
        notes=(JUDGEMENT_NOTE,),
        script=("Le jeu continue ; je reviendrai à la fin de la donne.",),
    )


EXPLAINER_CORRECTS = (
    "L'explicateur corrige son explication dès qu'il s'aperçoit de son erreur (75B2) ; aucune déclaration ne "
    "peut plus être changée, et aucune carte n'a été jouée à cause d'elle. Le jeu continue."
)


def explanation_corrected_in_play_75B2(evidence: str) -> Ruling:
    infraction, laws = infraction_words(evidence)
    return Ruling(
        id="mi.play.corrected",
        title="Explication corrigée pendant le jeu : le jeu continue",
        laws=("21B3", "75B2", "75A", *laws, "16B1a"),
        now=(infraction, EXPLAINER_CORRECTS, UI_75A),
        end_of_play=("À la fin du coup, ajustez si le camp non fautif a été lésé (21B3).",),
        chooser_role=ChooserRole.NONE,
        equity_may_apply=True,
        unauthorised_for=(CALLER,),
        notes=(JUDGEMENT_NOTE,),
        script=("Voici la bonne explication. Le jeu continue.",),
    )


def change_of_call_21B1a(facts: Facts, evidence: str) -> Ruling:
    infraction, laws = infraction_words(evidence)
    if facts.is_("partner_called_since", "yes"):
        return too_late_to_change_21B3(facts, evidence)
    if facts.is_("could_have_influenced", "no"):
        return Ruling(
            id="mi.before_lead.no_change",
            title="Explication corrigée : la déclaration n'est pas changée",
            laws=("21B1a", "75B3", "41A", "47E2a", *laws, "21B3"),
            now=(
                infraction,
                "Vous jugez que l'information erronée n'a pas pu influencer la déclaration : elle reste "
                "telle quelle (21B1a). Le jeu commence.",
                FACE_DOWN_LEAD,
            ),
            end_of_play=("Si un dommage apparaît malgré tout, rouvrez ce thème à la fin du coup (21B3).",),
            chooser_role=ChooserRole.NONE,
            notes=(JUDGEMENT_NOTE,),
            script=("L'explication est corrigée ; votre déclaration reste valable.",),
        )
    return Ruling(
        id="mi.before_lead.change_allowed",
        title="Explication corrigée : le joueur mal informé peut changer sa déclaration",
        laws=("21B1a", "21B2", "16C1", "16C2", "75B3", "41A", "47E2a", *laws, "21B3"),
        now=(
            infraction,
            "L'explication est corrigée. Le joueur mal informé peut remplacer sa dernière déclaration, "
            "sans autre rectification pour son camp (21B1a).",
            CHANGE_21B2,
            WITHDRAWN_CALLS_16C,
            FACE_DOWN_LEAD,
        ),
        end_of_play=("Si le camp non fautif reste lésé, rouvrez ce thème à la fin du coup (21B3).",),
        chooser="le joueur mal informé",
        chooser_role=ChooserRole.EACH_NON_OFFENDER,
        choices=(
            Choice("Garder sa déclaration", ("21B1a",)),
            Choice("La remplacer par une autre déclaration", ("21B1a", "21B2")),
        ),
        unauthorised_for=(CAMP_FAUTIF,),
        notes=(JUDGEMENT_NOTE,),
        script=(
            "Voici la bonne explication. Vous pouvez changer votre dernière déclaration ; si vous le faites, "
            "votre adversaire de gauche pourra changer la sienne.",
        ),
    )


def too_late_to_change_21B3(facts: Facts, evidence: str) -> Ruling:
    infraction, laws = infraction_words(evidence)
    return Ruling(
        id="mi.before_lead.too_late",
        title="Explication corrigée : trop tard pour changer une déclaration, le jeu continue",
        laws=("21B3", "75B3", "41A", "47E2a", *laws, "21B1a"),
        now=(
            infraction,
            "Aucune déclaration ne peut plus être changée : le partenaire du joueur mal informé a "
            "déclaré depuis. Le jeu continue (21B1a).",
            FACE_DOWN_LEAD,
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


def damage_21B3(facts: Facts, evidence: str) -> Ruling:
    infraction, laws = infraction_words(evidence)
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
                UI_75A_AFTER,
            ),
            script=(
                "L'explication était erronée, mais elle ne vous a pas coûté : le résultat est maintenu.",
            ),
        )
    ruling = Ruling(
        id="mi.adjust",
        title="Information erronée et dommage : marque ajustée",
        laws=tuple(dict.fromkeys(("21B3", "40B3a", "75D3", *laws))),  # tester5 L2: 75D3 sets the basis
        now=(
            infraction,
            "Le camp non fautif a été lésé : attribuez une marque ajustée fondée sur le résultat probable "
            "si les adversaires avaient reçu la bonne explication à temps (21B3, 40B3a, 75D3).",
        ),
        chooser="l'arbitre",
        chooser_role=ChooserRole.DIRECTOR,
        choices=ADJUSTMENT_CHOICES,
        notes=(JUDGEMENT_NOTE, UI_75A_AFTER),
        script=("L'explication erronée vous a lésés : le score est ajusté.",),
    )
    return with_adjustment(facts, ruling, ("21B3", "75D3"))


def during_play(facts: Facts) -> Ruling:
    corrector = facts.ask("play_corrector")
    if corrector == "partner_defender":
        return partner_waits_75B3()
    card = facts.ask(CARD_PLAYED.id)
    evidence = facts.ask(EVIDENCE.id)  # after the card, as card_on_misexplanation_47E2 asks them
    ended = no_misinformation(evidence)
    if card != "none":
        ruling = card_on_misexplanation_47E2(facts, card)
    else:
        ruling = ended or explanation_corrected_in_play_75B2(evidence)
    if corrector == "partner_defender_said":
        return defender_corrected_too_early_20F5b(ruling, ended is None, IN_PLAY)
    return ruling


def misinformation(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "auction_partner":
        return partner_silent_20F5()
    if situation == "during_play":
        return during_play(facts)
    evidence = facts.ask(EVIDENCE.id)
    ended = no_misinformation(evidence)
    if situation == "before_lead_defender":  # his remark is partner's UI whatever the agreement was
        return defender_corrected_too_early_20F5b(
            ended or change_of_call_21B1a(facts, evidence), ended is None, BEFORE_LEAD
        )
    if ended is not None:
        return ended
    if situation == "auction_own":
        return own_mistake_20F4(evidence)
    if situation == "before_lead":
        return change_of_call_21B1a(facts, evidence)
    return damage_21B3(facts, evidence)


@dataclass(frozen=True)
class _TooEarly:
    """What a defender's too-early correction (20F5b(i)) adds to the misinformation's own ruling, at one
    moment: before the opening lead, or during the play."""

    suffix: str
    said: str  # the infraction
    rights: str  # said only when there was misinformation to correct
    ui: str  # whose information it is now (16B1a)
    end_of_play: str
    informed: str  # the player for whom the remark is unauthorised
    script: str
    extra_laws: tuple[str, ...] = ()
    dropped_laws: tuple[str, ...] = ()
    dropped_lines: tuple[str, ...] = ()


BEFORE_LEAD = _TooEarly(
    suffix="defender_early",
    said="Le futur défenseur a corrigé trop tôt : il devait attendre la fin du jeu (20F5b(i)).",
    rights="La correction est faite : les adversaires ont désormais la bonne explication, et la période des "
    "enchères dure jusqu'à l'entame retournée (17D1) : leurs droits ci-dessous s'appliquent (21B1a).",
    ui="Pour son partenaire, qui va entamer, cette remarque est une information non autorisée (16B1) : il ne "
    "peut pas choisir une entame ou un jeu qu'elle suggère de préférence à une autre action logique "
    "(16B1a). Notez l'entame et jugez à la fin du coup (16B3, 12C1).",
    end_of_play="À la fin du coup, si l'entame (ou un jeu) du partenaire a pu être suggérée par la remarque et "
    "a avantagé la défense, attribuez une marque ajustée (16B1a, 12C1) : thème « Information non autorisée ».",
    informed="partenaire du défenseur qui a corrigé",
    script="À l'entameur : la remarque de votre partenaire vous est interdite ; entamez comme si vous ne "
    "l'aviez pas entendue. Je reviendrai à la fin du coup si besoin.",
    # the face-down lead taken back (47E2a) is for a player misinformed by an opponent, not for the defenders
    extra_laws=("17D1",),
    dropped_laws=("47E2a",),
    dropped_lines=(FACE_DOWN_LEAD,),
)
IN_PLAY = _TooEarly(
    suffix="defender_in_play",
    said="Le joueur de la défense a dit pendant le jeu que l'explication de son partenaire était erronée : "
    "trop tôt, il devait attendre la fin du jeu (20F5b(i)).",
    rights="La correction est faite : le déclarant a désormais la bonne explication.",
    ui="Pour l'explicateur, la remarque de son partenaire est une information non autorisée (16B1a) : il ne "
    "peut pas choisir un jeu qu'elle suggère de préférence à une autre action logique. Notez les cartes "
    "jouées ensuite et jugez à la fin du coup (16B3, 12C1).",
    end_of_play="À la fin du coup, si un jeu de l'explicateur a pu être suggéré par la remarque de son "
    "partenaire et a avantagé la défense, attribuez une marque ajustée (16B1a, 12C1) : thème « Information "
    "non autorisée ».",
    informed="explicateur (joueur de la défense)",
    script="À l'explicateur : la remarque de votre partenaire vous est interdite ; jouez comme si vous ne "
    "l'aviez pas entendue. Je reviendrai à la fin du coup si besoin.",
    # the explainer corrected nothing, and he did learn from his partner's remark
    dropped_lines=(UI_75A, EXPLAINER_CORRECTS),
)


def defender_corrected_too_early_20F5b(corrected: Ruling, misinformed: bool, when: _TooEarly) -> Ruling:
    """20F5b(i): a defender (or future defender) corrected his partner's explanation before the end of the
    play. What the misinformation itself gives stands (a call changed, 21B1a; a card taken back, 47E2; an
    adjustment, 21B3); what the early remark adds is unauthorised information for his partner (16B1a),
    judged at the end of the play (16B3, 12C1)."""
    return replace(
        corrected,
        id=f"{corrected.id}.{when.suffix}",
        title=f"{corrected.title} (correction prématurée d'un défenseur)",
        laws=tuple(
            dict.fromkeys(
                (
                    "20F5b",
                    *when.extra_laws,
                    *(law for law in corrected.laws if law not in when.dropped_laws),
                    "16B1",
                    "16B1a",
                    "16B3",
                    "12C1",
                )
            )
        ),
        now=(
            when.said + (" " + when.rights if misinformed else ""),
            *(line for line in corrected.now if line not in when.dropped_lines),
            when.ui,
        ),
        end_of_play=(when.end_of_play, *corrected.end_of_play),
        equity_may_apply=True,
        unauthorised_for=tuple(dict.fromkeys((*corrected.unauthorised_for, when.informed))),
        script=(*corrected.script, when.script),
    )


def _card(card: str, evidence: str) -> dict[str, str]:
    return {
        "situation": "during_play",
        "play_corrector": "explainer",
        "card_played": card,
        "evidence": evidence,
    }


# A card played on a mistaken explanation is also reported through « Attaque hors tour » and
# « Entame hors tour » (issue 21 §3): every evidence finding, on each route, gives one ruling.
HANDOVERS = tuple(
    handover
    for evidence in EVIDENCE.values()
    for handover in (
        HandOver(
            f"Carte jouée sur une explication erronée, personne n'a joué depuis ({evidence})",
            _card("retractable", evidence),
            "attaque",
            {"situation": "misexplanation", "card_after": "no", "evidence": evidence},
        ),
        HandOver(
            f"Carte jouée sur une explication erronée, une carte jouée depuis ({evidence})",
            _card("too_late", evidence),
            "attaque",
            {"situation": "misexplanation", "card_after": "yes", "evidence": evidence},
        ),
        HandOver(
            f"Carte reprise (thème « Carte jouée ») après une explication erronée, rien joué depuis ({evidence})",
            _card("retractable", evidence),
            "carte_jouee",
            {"case": "retract", "retract_reason": "misexplained", "card_since": "no", "evidence": evidence},
        ),
        HandOver(
            f"Carte reprise (thème « Carte jouée ») après une explication erronée, trop tard ({evidence})",
            _card("too_late", evidence),
            "carte_jouee",
            {"case": "retract", "retract_reason": "misexplained", "card_since": "yes", "evidence": evidence},
        ),
        HandOver(
            f"Entame faite sur une explication erronée, le mort n'a rien étalé ({evidence})",
            _card("lead_retractable", evidence),
            "entame",
            {
                "situation": "other",
                "other_case": "misexplained",
                "dummy_card_faced": "no",
                "evidence": evidence,
            },
        ),
        HandOver(
            f"Entame faite sur une explication erronée, le mort a étalé une carte ({evidence})",
            _card("too_late", evidence),
            "entame",
            {
                "situation": "other",
                "other_case": "misexplained",
                "dummy_card_faced": "yes",
                "evidence": evidence,
            },
        ),
    )
)

# Issue 38 §1 (16C, 21B, 47E2a): a call changed (21B1a, and the LHO's after it, 21B2) or a card taken back
# (47E2a) because of the misinformation, then a question of information from what was withdrawn. Authorised
# for the misinformed side, unauthorised for the side that misexplained (16C1, 16C2): not a comparable call
# (23 is for an offender's replacement). Asked, the answer offered (the information may come from elsewhere).
RETRACTABLE = tuple(e for e in EVIDENCE.values() if e not in ("call_wrong", "misunderstood"))
WITHDRAWN_16C = (
    "Ce qui a été retiré à l'incident #{first} à cause de l'explication erronée est une information autorisée "
    "pour le camp mal informé (16C1) et interdite pour le camp de l'explication erronée (16C2) : les tests "
    "ci-dessus ne portent que sur une action de ce camp."
)
WITHDRAWN = (
    HandOver(
        "Déclaration changée après une explication erronée (21B1a), puis l'information de la déclaration retirée",
        {"situation": "before_lead", "partner_called_since": "no", "could_have_influenced": "yes"},
        "information_non_autorisee",
        {"comparable_call": "no"},
        second=True,
        ask=True,
        note=WITHDRAWN_16C,
    ),
    # Tester19 Q13b: corrected during the auction by the explainer himself (20F4), the call changed the same way.
    *(
        HandOver(
            f"Explication corrigée pendant les enchères (20F4, {evidence}), déclaration changée (21B1a, 21B2), "
            "puis l'information de la déclaration retirée",
            {"situation": "auction_own", "evidence": evidence},
            "information_non_autorisee",
            {"comparable_call": "no"},
            second=True,
            ask=True,
            note=WITHDRAWN_16C,
        )
        for evidence in RETRACTABLE
    ),
    *(
        HandOver(
            f"Carte reprise après une explication erronée (47E2a, {evidence}), puis l'information de la carte reprise",
            {"situation": "during_play", "card_played": card, "evidence": evidence},
            "information_non_autorisee",
            {"comparable_call": "no"},
            second=True,
            ask=True,
            note=WITHDRAWN_16C,
        )
        for card in ("retractable", "lead_retractable")
        for evidence in RETRACTABLE
    ),
)

TOPIC = Topic(
    id="explication_erronee",
    title="Explication erronée ou alerte oubliée",
    summary="Explication erronée ou déclaration erronée : qui corrige, quand, et la marque ajustée (Lois 20F, 21, 75).",
    laws=("20", "21", "40", "47", "75"),
    questions=QUESTIONS,
    procedure=misinformation,
    handovers=(*HANDOVERS, *WITHDRAWN),
    phases=("encheres", "jeu", "apres"),
)
ORDER = 85
