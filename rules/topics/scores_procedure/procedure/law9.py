"""Signaler une irrégularité et appeler l'arbitre : Loi 9 (et le mort, Lois 42-43)."""

from __future__ import annotations

from rules.model import AdjustedKind, AdjustedScore, Choice, ChooserRole, Ruling
from rules.topic import Facts
from rules.topics.common import DECLARER, DUMMY
from rules.topics.scores_procedure.procedure.questions import CALL_NOW, OWN_TOPIC, WAIT_FOR_DIRECTOR

# --- 9A, 9B: drawing attention and summoning the director ------------------------------


def attention_9A1_auction() -> Ruling:
    return Ruling(
        id="procedure.signalement.encheres",
        title="Irrégularité signalée pendant les enchères : chacun peut la signaler",
        laws=("9A1", "9B1a", "9B1b", "9B1c", "9B2"),
        now=(
            "Pendant les enchères, n'importe quel joueur peut signaler une irrégularité, même si ce n'est "
            "pas son tour de parler (9A1).",
            CALL_NOW,
            WAIT_FOR_DIRECTOR,
        ),
        notes=(OWN_TOPIC,),
        script=(
            "Merci de m'avoir appelé. Ne faites plus rien : j'explique la rectification et les options, "
            "puis on reprend.",
        ),
    )


def attention_9A2_play() -> Ruling:
    return Ruling(
        id="procedure.signalement.jeu",
        title="Irrégularité signalée pendant le jeu par le déclarant ou la défense",
        laws=("9A2", "9B1a", "9B1b", "9B1c", "9B1d", "9B2"),
        now=(
            "Pendant le jeu, le déclarant et les joueurs de la défense peuvent signaler une irrégularité (9A2).",
            CALL_NOW,
            "Si le joueur a signalé une irrégularité de son propre camp, les droits des adversaires sont "
            "intacts (9B1d).",
            WAIT_FOR_DIRECTOR,
        ),
        notes=(OWN_TOPIC,),
        script=(
            "Merci de m'avoir appelé. Laissez les cartes telles qu'elles sont : j'explique la rectification "
            "et les options avant que le jeu reprenne.",
        ),
    )


def attention_9A4_after_play() -> Ruling:
    return Ruling(
        id="procedure.signalement.apres_le_jeu",
        title="Irrégularité signalée après la fin du jeu",
        laws=("9A4", "9B1a", "9B1b", "9B1c", "64B4", "64B5", "64C1"),
        now=(
            "Une fois le jeu terminé, chacun peut signaler une irrégularité, le mort compris (9A4).",
            CALL_NOW,
        ),
        notes=(
            OWN_TOPIC,
            "Vérifiez que la demande arrive dans les délais prévus par la loi de l'irrégularité : par exemple, "
            "une renonce ne donne lieu à transfert de levées que si l'attention a été attirée avant la fin du "
            "tour et avant toute déclaration du camp non fautif sur la donne suivante (64B4, 64B5) ; même "
            "après ces délais, l'arbitre rétablit l'équité si le camp non fautif a été lésé (64C1).",
        ),
        script=("Je note l'irrégularité signalée et je vérifie ce que la loi prévoit à ce stade.",),
    )


# Tester19 Q13a: what dummy may not do during the play, and what he may once it is over (9A4, 42B3, 43A1).
DUMMY_WAITS = (
    "Pendant le jeu, le mort ne peut pas attirer l'attention sur une irrégularité : il ne le peut qu'une fois "
    "le jeu terminé (9A4, 42B3, 43A1b) ; il n'appelle pas non plus l'arbitre de lui-même tant qu'aucun autre "
    "joueur n'a attiré l'attention sur une irrégularité (43A1a)."
)


def dummy_9A4_declarer_irregularity() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_irregularite_du_declarant",
        title="Le mort a signalé pendant le jeu une irrégularité du déclarant",
        laws=("9A4", "42B3", "43A1b", "43A1a", "9B1d", "90A", "43B1"),
        now=(
            DUMMY_WAITS,
            "L'irrégularité du déclarant est maintenant connue : les adversaires gardent tous leurs droits "
            "et l'arbitre la rectifie normalement (9B1d).",
            "Le mort s'expose à une pénalité de procédure (90A ; Loi 43B1).",
        ),
        notes=(
            OWN_TOPIC,
            "Demander au déclarant qui n'a pas fourni s'il lui reste une carte de la couleur, ou l'empêcher "
            "d'attaquer de la mauvaise main, est un droit du mort (42B1, 42B2) : dans ces cas, choisissez "
            "l'option correspondante.",
            "Exception : une explication erronée donnée par le déclarant est corrigée par le mort, en appelant "
            "l'arbitre, après la dernière passe des enchères (Loi 20F5).",
        ),
        script=(
            "Le mort ne doit pas signaler d'irrégularité pendant le jeu. Celle-ci étant connue, je la rectifie "
            "normalement en faveur de la défense.",
        ),
    )


# Round-1 review M1: 43A3 binds the defenders; a dummy shown a defender's hand has not looked at it himself.
DEFENDER_SHOWED_43A3 = (
    "Interprétation retenue : si c'est un joueur de la défense qui a montré son jeu au mort, l'infraction est "
    "la sienne (43A3, pénalité de procédure possible, 90A) ; le mort n'a pas, de lui-même, regardé ses cartes "
    "(43A2c), et 43B2 ne s'applique pas."
)

DUMMY_A2 = (
    "échangé sa main avec le déclarant, quitté sa place pour regarder le déclarant jouer, ou regardé les "
    "cartes d'un joueur de la défense (43A2)"
)


def dummy_42B1_revoke_question() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_question_renonce",
        title="Le mort demande au déclarant s'il a renoncé : c'est son droit",
        laws=("42B1", "61B2a", "62A"),
        now=(
            "Le mort peut demander au déclarant qui n'a pas fourni s'il lui reste une carte de la couleur "
            "jouée (42B1, 61B2a) : ce n'est pas une infraction, il n'y a pas de pénalité de procédure.",
            "Si le déclarant a renoncé, il corrige sa renonce (62A) : voir le thème Renonce.",
        ),
        script=("Le mort a le droit de poser cette question au déclarant. Voyons s'il y a une renonce.",),
    )


def dummy_43B2b_revoke_question() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_question_renonce_43B2b",
        corrected=True,
        title="Le mort, après avoir enfreint ses limitations, demande au déclarant s'il a renoncé",
        laws=("43A2", "43A3", "43B2b", "64A1", "64A2", "43B1", "90A", "64B"),
        now=(
            f"Le mort avait auparavant {DUMMY_A2}, puis a été le premier à demander au déclarant s'il avait "
            "renoncé (43B2b).",
            "Si la carte du déclarant était illégale, il la remplace par une carte légale, et la Loi 64 "
            "s'applique comme si la renonce était consommée : transfert d'une ou deux levées à la fin du coup "
            "(43B2b, 64A1, 64A2).",
            "Interprétation retenue : « comme si la renonce était consommée » donne aussi les exceptions de la "
            "Loi 64B (par exemple aucun transfert si le camp du déclarant ne gagne ni cette levée ni une suivante).",
            "Le mort s'expose en outre à une pénalité de procédure (90A ; Loi 43B1).",
        ),
        end_of_play=(
            "À la fin du coup, transférez à la défense les levées de la Loi 64 (une ou deux selon qui a gagné "
            "la levée de la renonce et les suivantes), comme pour une renonce consommée (thème Renonce).",
        ),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("64C1",), foreseen=True),
        notes=(DEFENDER_SHOWED_43A3,),
        script=(
            "Le mort avait quitté son rôle avant de poser cette question : le déclarant corrige sa carte, et "
            "la renonce sera traitée comme consommée, avec transfert de levées à la fin du coup.",
        ),
    )


def dummy_42B2_wrong_hand() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_mauvaise_main",
        title="Le mort empêche le déclarant d'attaquer de la mauvaise main : c'est permis",
        laws=("42B2", "9A3"),
        now=(
            "Le mort peut tenter d'empêcher une irrégularité, par exemple prévenir le déclarant qui s'apprête "
            "à attaquer de la mauvaise main (42B2, 9A3) : il n'y a ni rectification ni pénalité.",
        ),
        script=("Le mort a le droit d'empêcher l'attaque de la mauvaise main. On continue.",),
    )


def dummy_43B2a_wrong_hand() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_mauvaise_main_43B2a",
        title="Le mort, après avoir enfreint ses limitations, prévient le déclarant de la mauvaise main",
        laws=("43A2", "43A3", "43B2a", "43B1", "90A"),
        now=(
            f"Le mort avait auparavant {DUMMY_A2}, puis a prévenu le déclarant qu'il allait attaquer de la "
            "mauvaise main (43B2a).",
            "L'un ou l'autre joueur de la défense choisit la main (celle du déclarant ou celle du mort) d'où "
            "le déclarant attaque (43B2a).",
            "Le mort s'expose en outre à une pénalité de procédure (90A ; Loi 43B1).",
        ),
        chooser="l'un ou l'autre joueur de la défense",
        chooser_role=ChooserRole.DEFENDERS,
        choices=(
            Choice("Le déclarant attaque de sa main", ("43B2a",)),
            Choice("Le déclarant attaque du mort", ("43B2a",)),
        ),
        notes=(DEFENDER_SHOWED_43A3,),
        script=(
            "Le mort n'aurait pas dû quitter son rôle : c'est la défense qui choisit de quelle main le "
            "déclarant attaque.",
        ),
    )


def dummy_warns_of_the_wrong_hand(facts: Facts) -> Ruling:
    """Issue 21 §3: dummy warns declarer about to lead from the wrong hand. One function of the law for
    both routes (« le mort a signalé » and « empêcher une irrégularité »): a right of dummy (42B2, 9A3),
    unless he had broken a limitation of 43A2, when the defence chooses the hand (43B2a)."""
    if facts.is_("dummy_left_seat", "yes"):
        return dummy_43B2a_wrong_hand()
    return dummy_42B2_wrong_hand()


def dummy_asks_about_a_revoke(facts: Facts) -> Ruling:
    """Tester16 T2: dummy asks declarer whether he revoked (« pas de cœur ? », « ne renonce pas »). One
    function of the law for both routes (« signaler » and « empêcher »): a right of dummy (42B1) unless he
    had broken a limitation of 43A2, when Law 64 applies as if the revoke were established (43B2b)."""
    if facts.is_("dummy_left_seat", "yes"):
        return dummy_43B2b_revoke_question()
    return dummy_42B1_revoke_question()


def dummy_43B1_prevented_after_43A2() -> Ruling:
    """Tester16 T2: dummy, who had broken a limitation of 43A2, then tried to prevent an irregularity other
    than the two of 43B2 (wrong hand, revoke): preventing stays his right (42B2), the earlier breach is
    liable to a procedural penalty (43B1); the law gives no other rectification."""
    return Ruling(
        id="procedure.prevenir.mort_apres_43A2",
        title="Le mort, après avoir enfreint ses limitations, a voulu empêcher une irrégularité",
        laws=("42B2", "9A3", "43A2", "43B1", "90A"),
        now=(
            "Empêcher une irrégularité reste un droit du mort (42B2, 9A3) : pas de rectification pour "
            "l'avoir empêchée.",
            f"Mais le mort avait auparavant {DUMMY_A2} : il s'expose à une pénalité de procédure (90A ; Loi "
            "43B1).",
        ),
        notes=(
            "Si le mort a prévenu le déclarant qui allait attaquer de la mauvaise main, ou lui a demandé s'il "
            "avait renoncé, choisissez l'option correspondante : la Loi 43B2 prévoit une rectification.",
            DEFENDER_SHOWED_43A3,
        ),
        script=(
            "Le mort pouvait empêcher cette irrégularité, mais il n'aurait pas dû quitter son rôle avant : je "
            "le note. On continue.",
        ),
    )


def dummy_43A1c_took_part() -> Ruling:
    """Review M1: dummy takes part in the play or tells declarer something about it (43A1c)."""
    return Ruling(
        id="procedure.signalement.mort_participe_43A1c",
        title="Le mort a participé au jeu ou communiqué avec le déclarant sur le jeu",
        laws=("43A1c", "16B1a", "16B3", "43B1", "90A", "42A1"),
        now=(
            "Le mort ne participe pas au jeu et ne dit rien au déclarant sur le jeu (43A1c).",
            "Ce qu'il a dit ou montré est une information non autorisée pour le déclarant (16B1a) : parmi les "
            "alternatives logiques, le déclarant ne choisit pas celle qu'elle suggère.",
            "Le mort s'expose à une pénalité de procédure (90A ; Loi 43B1).",
        ),
        end_of_play=(
            "À la fin du coup, si le déclarant semble avoir profité de cette information et que la défense est "
            "lésée, l'arbitre ajuste le score (16B3).",
        ),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.ASSIGNED, ("16B3", "12C1b"), foreseen=True),
        notes=(
            "Le mort peut en revanche, en présence de l'arbitre, donner une information de fait ou de loi, et "
            "il peut empêcher une irrégularité (42A1, 42B2).",
        ),
        script=(
            "Le mort ne doit pas intervenir dans le jeu. Déclarant, ne tenez pas compte de ce qu'il a dit ; "
            "à la fin du coup, je vérifierai que cela ne vous a pas avantagé.",
        ),
    )


def dummy_9A4_defender_irregularity() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_irregularite_de_la_defense",
        title="Le mort a signalé pendant le jeu une irrégularité de la défense",
        laws=("9A4", "42B3", "43A1b", "43A1a", "9B1a", "90A", "43B1"),
        now=(
            DUMMY_WAITS,
            "L'attention étant attirée sur l'irrégularité, l'arbitre est appelé et la rectifie normalement, selon "
            "la loi qui la traite (9B1a).",
            "Le mort s'expose à une pénalité de procédure (90A ; Loi 43B1).",
        ),
        notes=(
            OWN_TOPIC,
            "Interprétation retenue : le texte ne retire pas la rectification quand le mort, resté à sa place, "
            "signale trop tôt une irrégularité de la défense ; il prévoit seulement une sanction du mort (Loi 43B1). "
            "Seul le mort qui avait d'abord échangé sa main, quitté sa place ou regardé les cartes d'un joueur de la "
            "défense (43A2) fait perdre la rectification immédiate (43B3) : répondez alors oui à la question "
            "précédente.",
            "Une renonce de la défense ainsi signalée se règle dans le thème « Renonce » : corrigée si elle n'est "
            "pas consommée (62A), sinon transfert de levées à la fin du coup (64A) ; la signaler trop tôt ne la "
            "fait entrer dans aucun des cas sans transfert (64B).",
        ),
        script=(
            "Le mort ne doit pas signaler d'irrégularité pendant le jeu, seulement à la fin du coup ; je le note. "
            "L'irrégularité étant connue, je la rectifie.",
        ),
    )


def dummy_43B3_after_leaving_seat() -> Ruling:
    return Ruling(
        id="procedure.signalement.mort_hors_de_sa_place",
        title="Le mort, après avoir enfreint ses limitations, signale une irrégularité de la défense",
        laws=("43A2", "43A3", "43A1b", "43B3", "43B1", "90A"),
        now=(
            f"Le mort avait auparavant {DUMMY_A2}, puis a été le premier à signaler une irrégularité de la "
            "défense, ce qu'il ne peut pas faire pendant le jeu (43A1b) : pas de rectification immédiate, le "
            "jeu continue comme si rien ne s'était passé (Loi 43B3).",
            "Le mort s'expose en outre à une pénalité de procédure (90A ; Loi 43B1).",
        ),
        end_of_play=(
            "À la fin du coup, si la défense a tiré avantage de son irrégularité, l'arbitre ajuste le seul "
            "score de la défense pour lui retirer cet avantage ; le camp du déclarant garde le résultat de "
            "la table (Loi 43B3).",
        ),
        equity_may_apply=True,
        adjusted_score=AdjustedScore(AdjustedKind.SPLIT, ("43B3", "12C1b"), foreseen=True),
        notes=(DEFENDER_SHOWED_43A3,),
        script=(
            "Pas de rectification maintenant : continuez le jeu. À la fin du coup, je vérifierai si la défense "
            "a tiré avantage de son irrégularité.",
        ),
    )


def attention_by_dummy_9A4(facts: Facts) -> Ruling:
    what = facts.ask("irregularity_by")
    if what == DECLARER:
        return dummy_9A4_declarer_irregularity()
    if what == "wrong_hand":
        return dummy_warns_of_the_wrong_hand(facts)
    if what == "took_part":
        return dummy_43A1c_took_part()
    if what == "revoke_question":
        return dummy_asks_about_a_revoke(facts)
    left_seat = facts.is_("dummy_left_seat", "yes")
    return dummy_43B3_after_leaving_seat() if left_seat else dummy_9A4_defender_irregularity()


def attention_drawn_9A(facts: Facts) -> Ruling:
    period = facts.ask("period")
    if period == "auction":
        return attention_9A1_auction()
    if period == "after_play":
        return attention_9A4_after_play()
    if facts.is_("drawn_by", DUMMY):
        return attention_by_dummy_9A4(facts)
    return attention_9A2_play()


def prevent_9A3(facts: Facts) -> Ruling:
    prevented = facts.ask("prevented")
    if prevented == "dummy_wrong_hand":
        return dummy_warns_of_the_wrong_hand(facts)
    if prevented == "dummy_revoke":
        return dummy_asks_about_a_revoke(facts)
    if prevented == "dummy_other" and facts.is_("dummy_left_seat", "yes"):
        return dummy_43B1_prevented_after_43A2()
    return Ruling(
        id="procedure.prevenir",
        title="Empêcher une irrégularité : permis à tous, mort compris",
        laws=("9A3", "42B2", "43A1b"),
        now=(
            "Chacun peut tenter d'empêcher une irrégularité avant qu'elle ait lieu, y compris le mort (9A3, "
            "42B2).",
            "Le mort reste tenu par ses limitations : il ne signale pas une irrégularité déjà commise pendant "
            "le jeu (43A1b) et ne commente pas le jeu.",
        ),
        script=(
            "Prévenir une irrégularité est permis, au mort aussi, tant qu'il reste à sa place et ne "
            "commente pas le jeu.",
        ),
    )


def own_side_9A5() -> Ruling:
    return Ruling(
        id="procedure.propre_camp",
        title="Infraction de son propre camp : pas d'obligation de la signaler",
        laws=("9A5", "72B2", "9B1d"),
        now=(
            "Personne n'est tenu de signaler une infraction commise par son propre camp (9A5, 72B2).",
            "S'il la signale, les droits des adversaires n'en sont pas modifiés (9B1d).",
        ),
        notes=(
            "Ne pas signaler n'est pas dissimuler : un joueur ne doit jamais chercher à cacher une infraction "
            "(Loi 72B3).",
            "Exceptions : une explication erronée du partenaire doit être corrigée, au moment prévu par la "
            "Loi 20F5 (avant l'entame pour le camp du déclarant, à la fin du jeu pour la défense) ; un joueur "
            "ne doit pas accepter sciemment une levée que son camp n'a pas gagnée (Loi 79A2).",
        ),
        script=(
            "Vous n'êtes pas obligé de signaler une infraction de votre camp, mais vous ne devez jamais la "
            "dissimuler ; une explication erronée du partenaire doit être corrigée au moment prévu.",
        ),
    )
