"""Session 39: stated facts the words give that no reading took (issue 37 §1, « take what is stated »).

The tricks the claimer's side had already won (69, 70: the claim's total is those plus the tricks claimed), said as
directors say them; never the defence's, a suit's tricks, tricks left or to make, nor more than the tricks played."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "won"),
    [
        ("il restait 3 levées à jouer, le décla en avait déjà fait 7 ; il revendique, Ouest conteste", "7"),
        ("Sud avait déjà 7 levées et revendique le reste, EO contestent", "7"),
        ("revendication à la levée 6 (5 levées déjà faites) pour les 8 dernières, contestée par Ouest", "5"),
        ("Donne 15 : après six levées (quatre pour le déclarant), Sud revendique les sept dernières.", "4"),
        ("T4 D7 — Sud revendique 3 levées à la 11e (10 faites). Ouest conteste.", "10"),
        ("à la 12e levée, déclarant avec 11 levées revendique les deux dernières, contesté.", "11"),
    ],
)
def test_the_tricks_already_won(text: str, won: str) -> None:
    assert engine_facts("revendication", text).get("tricks_before") == won


@pytest.mark.parametrize(
    "text",
    [
        "la défense avait fait 3 levées, Sud revendique le reste, Ouest conteste.",
        "ils ont fait 3 levées de pique et ensuite il revendique le reste, Ouest conteste",
        "Sud revendique 10 levées, Ouest conteste.",
        "il restait 3 levées à jouer ; Sud revendique, Ouest conteste.",
        # more than the tricks played before the claim's trick: one of the two is wrong, asked
        "À la 5e levée, Sud, qui avait déjà fait 7 levées, revendique le reste.",
        # supposed, not stated
        "Si Sud avait déjà fait 7 levées, il pouvait revendiquer le reste ?",
    ],
)
def test_no_count_of_the_claimers_tricks(text: str) -> None:
    assert "tricks_before" not in engine_facts("revendication", text)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Ouest veut reprendre son 8 de pique : il a changé d'avis et préfère jouer le 10.", "changed_mind"),
        (
            "Est a corrigé sa renonce et repris sa carte ; le déclarant, qui avait joué après, veut reprendre la sienne.",
            "opponent_changed",
        ),
        (
            "Le déclarant lui a dit « c'est à vous », il a joué, mais ce n'était pas à lui ; il veut reprendre sa carte.",
            "told_turn",
        ),
        (
            "J'ai joué le roi à cause d'une explication fausse de leur signal ; je veux reprendre ma carte.",
            "misexplained",
        ),
        (
            "Elle veut reprendre le pique qu'elle a joué parce que le pique lui était interdit par le déclarant.",
            "illegal",
        ),
        ("Le déclarant a nommé le 6 du mort par lapsus, il voulait le 9 ; il veut reprendre.", "designation"),
        ("Après l'attaque hors tour refusée, le joueur fautif reprend sa carte.", "rectification"),
    ],
)
def test_why_the_card_is_taken_back(text: str, reason: str) -> None:
    assert engine_facts("carte_jouee", text).get("retract_reason") == reason


def test_two_reasons_told_are_asked() -> None:
    text = (
        "Est veut reprendre son as : parce qu'on lui a dit que c'était à lui, ou parce qu'il a changé d'avis."
    )
    assert "retract_reason" not in engine_facts("carte_jouee", text)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        (
            "Pendant le jeu, le déclarant s'aperçoit qu'il a mal expliqué le 2♠ de son partenaire.",
            "explainer",
        ),
        ("Au vu du mort, l'explicateur s'aperçoit que son explication était fausse.", "explainer"),
        (
            "Pendant le jeu, Ouest (défense) sait que l'explication de son partenaire était fausse ; il se tait.",
            "partner_defender",
        ),
        (
            "Est, en défense, a dit à la table en plein jeu que l'explication de son partenaire était fausse.",
            "partner_defender_said",
        ),
    ],
)
def test_who_knows_the_explanation_was_wrong_during_the_play(text: str, who: str) -> None:
    assert engine_facts("explication_erronee", text).get("play_corrector") == who


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Carte pénalisée principale chez Ouest, l'as de pique ; c'est à lui de jouer.", "major"),
        ("Carte pénalisée secondaire pour Ouest (le 4♦ tombé), son partenaire doit attaquer.", "minor"),
        (
            "Est a maintenant deux cartes pénalisées sur la table, le roi de carreau et le 9 de pique.",
            "several",
        ),
    ],
)
def test_the_penalty_cards_kind_said(text: str, kind: str) -> None:
    assert engine_facts("cartes_penalisees", text).get("kind") == kind


@pytest.mark.parametrize(
    "text",
    [
        # two kinds said: the director's to decide
        "Nord a lâché le valet de cœur face visible. J'ai dit carte secondaire. Mon tuteur dit principale.",
        # an honour is never a minor penalty card (50B): « secondaire » said of it is not taken
        "Le roi de pique d'Est est tombé : carte pénalisée secondaire ?",
        "Carte pénalisée secondaire pour Ouest, le 10 de pique tombé.",
    ],
)
def test_no_kind_where_the_words_disagree_or_the_law_refuses(text: str) -> None:
    assert engine_facts("cartes_penalisees", text).get("kind") not in ("minor", "major")


@pytest.mark.parametrize(
    ("text", "comparable"),
    [
        ("Nord remplace son 2♣ insuffisant (sur 2♦) par 3♣, c'est le même sens pour eux.", "same_meaning"),
        ("Il voulait demander les as : 4♣ insuffisant, refusé, remplacé par 4SA, même but.", "same_purpose"),
        (
            "1♦ sur 1♠, refusé ; Est met 3♦, qui dans leur système montre une partie seulement des mains du 1♦.",
            "subset",
        ),
        ("2♣ insuffisant sur 2♦, refusé, remplacé par 3SA, non comparable.", "not_comparable"),
    ],
)
def test_the_replacement_judged_comparable_or_not(text: str, comparable: str) -> None:
    assert engine_facts("enchere_insuffisante", text).get("comparable") == comparable


@pytest.mark.parametrize(
    "text",
    [
        # « rien à voir » said of something else
        "Elle a mis 1♣ sur mon 1♦ (une carte de la table d'à côté est tombée au même moment, ça n'a rien à voir).",
        # the director has not judged yet
        "1SA-(1♠) refusée ; il met 2♦ qui montre une partie des mains du 1♠. Je n'ai pas encore tranché sur le 2♦.",
        # the rule, not this replacement
        "Rappel : quand on remplace l'enchère insuffisante par une enchère qui n'est pas comparable, le partenaire passe. "
        "Hier Sud a dit 1♦ sur 1♥, refusé, puis 3SA.",
    ],
)
def test_no_comparison_the_words_do_not_make(text: str) -> None:
    assert "comparable" not in engine_facts("enchere_insuffisante", text)


@pytest.mark.parametrize(
    ("text", "needed"),
    [
        (
            "Le déclarant revendique tout, mais il lui faut faire l'impasse au roi de carreau, qu'il n'a pas annoncée.",
            "finesse",
        ),
        (
            "Il revendique le reste, mais Est a encore l'as de carreau maître, il l'a oublié.",
            "defender_winner",
        ),
        (
            "Il revendique en disant « je tire les carreaux du mort », mais les carreaux sont bloqués.",
            "stated_line_fails",
        ),
        (
            "En défense, Est a revendiqué les deux dernières, mais ça dépend de la défausse de son partenaire.",
            "partner_choice",
        ),
    ],
)
def test_what_the_claimed_tricks_need(text: str, needed: str) -> None:
    assert engine_facts("revendication", text).get("line_needed") == needed


def test_a_trump_forgotten_is_the_trump_question_not_this_one() -> None:
    text = "Il revendique le reste, mais Est a encore l'as d'atout, il l'a oublié."
    assert engine_facts("revendication", text).get("line_needed") != "defender_winner"


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        (
            "carte_jouee",
            "Ouest (déf) a posé une carte sur une levée déjà complète, il y a 5 cartes au milieu.",
            "fifth_by",
            "defender",
        ),
        (
            "carte_jouee",
            "T3 D9 — cinquième carte fournie par le décl. (de sa main) sur la levée 7.",
            "fifth_by",
            "declarer",
        ),
        (
            "carte_jouee",
            "Le déclarant tenait la dame de trèfle face visible au ras de la table, puis il l'a reprise pour jouer le 2.",
            "declarer_position",
            "played_position",
        ),
        (
            "carte_jouee",
            "Le déclarant a fait tomber l'As de cœur de sa main en rangeant ses cartes ; Est dit qu'il est joué.",
            "declarer_position",
            "other",
        ),
        ("suites_decision", "Ils font appel de ma décision sur la 11, dans les délais.", "in_time", "yes"),
        (
            "suites_decision",
            "Ils veulent faire appel mais le délai est passé depuis une heure.",
            "in_time",
            "no",
        ),
        (
            "donne_faussee",
            "La donne était faussée, mais tous les concurrents l'ont jouée sous la même forme.",
            "same_form",
            "yes",
        ),
        (
            "donne_faussee",
            "Sur la 25, deux cartes ont été inversées à partir du 3e tour ; les premières tables l'ont jouée normalement.",
            "same_form",
            "no",
        ),
        (
            "nombre_de_cartes",
            "Ouest n'a que 12 cartes ; on retrouve la 13e dans l'étui avant l'entame.",
            "card_found_14A",
            "yes",
        ),
        (
            "nombre_de_cartes",
            "Il manque le 3♦ à Est avant l'entame, impossible de le retrouver.",
            "card_found_14A",
            "no",
        ),
        (
            "jeu_premature",
            "Deux cartes collées : une seule face visible, l'autre face cachée.",
            "faces_visible",
            "one",
        ),
        (
            "jeu_premature",
            "Un défenseur pose deux cartes à la fois, toutes deux visibles.",
            "faces_visible",
            "several",
        ),
    ],
)
def test_more_facts_said_plainly(topic: str, text: str, question: str, value: str) -> None:
    assert engine_facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # the writer corrects who put the fifth card down: asked, never the declarer first named
        (
            "carte_jouee",
            "Le déclarant a posé une cinquième carte — non, c'était Est, en défense.",
            "fifth_by",
        ),
        # two players' cards played at once (58A) are not one player's cards played together (58B)
        (
            "jeu_premature",
            "Est et Ouest ont attaqué en même temps, les deux cartes face visible.",
            "faces_visible",
        ),
        # the delay asked, not told
        ("suites_decision", "Ils veulent faire appel de ma décision : est-ce trop tard ?", "in_time"),
    ],
)
def test_not_said_plainly(topic: str, text: str, question: str) -> None:
    assert question not in engine_facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        (
            "explication_erronee",
            "2♥ expliqué « naturel », leur feuille dit transfert. NS lésés : avec la bonne explication ils contraient.",
            "damaged",
            "yes",
        ),
        (
            "en_ligne_alerte",
            "Pas d'alerte sur le 2♣ ; ça n'a rien changé pour nous, on jouait pareil.",
            "damaged",
            "no",
        ),
        (
            "marque_ajustee",
            "L'hésitation a lésé Nord-Sud, mais Sud a ensuite défaussé un as maître sans raison.",
            "damaged",
            "yes",
        ),
        (
            "procedure",
            "Le mort a signalé une renonce d'Ouest au milieu du coup. Il n'avait pas quitté sa place.",
            "dummy_left_seat",
            "no",
        ),
        (
            "procedure",
            "Le mort, qui était allé regarder la main de son partenaire, a demandé « plus de trèfle ? ».",
            "dummy_left_seat",
            "yes",
        ),
        ("suites_decision", "Il a insulté l'arbitre ; je retire des points.", "discipline", "points"),
        (
            "suites_decision",
            "Comportement inacceptable, je le suspends pour la séance.",
            "discipline",
            "suspension",
        ),
        (
            "suites_decision",
            "Triche avérée (signaux convenus) : je disqualifie la paire.",
            "discipline",
            "disqualification",
        ),
    ],
)
def test_damage_the_dummys_seat_and_the_sanction(topic: str, text: str, question: str, value: str) -> None:
    assert engine_facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # their own claim of damage, not the director's finding
        (
            "explication_erronee",
            "À la fin du coup, EO disent qu'ils sont lésés par l'explication.",
            "damaged",
        ),
        # the sanction asked, not chosen
        ("suites_decision", "Un joueur m'a insulté : est-ce une disqualification ?", "discipline"),
    ],
)
def test_no_finding_the_words_leave_to_the_director(topic: str, text: str, question: str) -> None:
    assert question not in engine_facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        (
            "suites_decision",
            "Tournoi individuel du jeudi : un joueur fait appel de ma décision sur la donne 12.",
            "event_form",
            "individual",
        ),
        ("suites_decision", "Match KO : EO font appel de ma décision sur la 13.", "event_form", "knockout"),
        ("suites_decision", "Appel EO sur la 5, capitaine d'accord, match par 4.", "event_form", "imp"),
        (
            "suites_decision",
            "Pas de commission d'appel ce soir au club, ils veulent faire appel.",
            "heard_by",
            "no_committee",
        ),
        (
            "suites_decision",
            "Une commission est disponible ; l'appel porte seulement sur l'application de la Loi.",
            "heard_by",
            "law",
        ),
        (
            "suites_decision",
            "Appel sur la 22, une commission est là ce soir, ça porte sur le jugement de l'hésitation.",
            "heard_by",
            "facts",
        ),
        (
            "tempo_comportement",
            "Il a réfléchi parce qu'il avait vraiment un choix de défausse, ce n'est pas trompeur.",
            "bridge_reason",
            "yes",
        ),
        (
            "tempo_comportement",
            "Ouest a réfléchi avant de jouer petit alors qu'il n'avait aucun choix.",
            "bridge_reason",
            "no",
        ),
        (
            "declaration_inadmissible",
            "Il a contré l'enchère de son propre partenaire, à son tour.",
            "in_turn",
            "in_turn",
        ),
        (
            "declaration_inadmissible",
            "Il a contré le 1SA de son propre partenaire, et en plus ce n'était pas son tour.",
            "in_turn",
            "out_of_turn",
        ),
    ],
)
def test_the_event_the_committee_the_reason_and_the_turn(
    topic: str, text: str, question: str, value: str
) -> None:
    assert engine_facts(topic, text).get(question) == value


def test_a_singleton_alone_leaves_the_bridge_reason_to_the_director() -> None:
    text = "Ouest a réfléchi longuement avant de fournir petit avec un singleton ; Sud, trompé, a fait l'impasse."
    assert "bridge_reason" not in engine_facts("tempo_comportement", text)


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        (
            "levees",
            "Le tour est fini, ils contestent le nombre de levées inscrit ; on est dans les 30 minutes.",
            "within_correction_period",
            "yes",
        ),
        (
            "levees",
            "Résultats publiés il y a deux heures, le délai de correction est passé.",
            "within_correction_period",
            "no",
        ),
        (
            "declaration_hors_tour",
            "On s'aperçoit après l'entame que c'est Ouest qui a ouvert alors que Nord était donneur.",
            "discovered",
            "after_lead",
        ),
        (
            "declaration_hors_tour",
            "Trois passes dont un hors tour, enchères finies, l'entame n'est pas faite.",
            "discovered",
            "before_lead",
        ),
        (
            "donne_faussee",
            "Marque ajustée en équipes ; à l'autre table, 4♠ contré fait, nettement favorable à un camp.",
            "other_table",
            "single_clear",
        ),
        (
            "donne_faussee",
            "À l'autre table, 3SA juste fait, un résultat qui ne favorise personne nettement.",
            "other_table",
            "not_clear",
        ),
        (
            "donne_faussee",
            "À l'autre table, donne faussée aussi, deux marques ajustées à donner.",
            "other_table",
            "multiple",
        ),
    ],
)
def test_the_delay_the_moment_and_the_other_table(topic: str, text: str, question: str, value: str) -> None:
    assert engine_facts(topic, text).get(question) == value


def test_before_the_lead_alone_is_no_call_out_of_turns_moment() -> None:
    text = (
        "Après le troisième passe, avant l'entame, le déclarant dit qu'il a posé 3♥ au lieu de 3♠ par erreur."
    )
    assert "discovered" not in engine_facts("declaration_hors_tour", text)


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        (
            "cartes_penalisees",
            "Ouest a montré son Roi en disant « je prends celle-ci » sur la levée en cours ; le déclarant le veut pénalisé.",
            "not_penalty_case",
            "current_trick",
        ),
        (
            "cartes_penalisees",
            "Est a montré ses cartes en concédant le reste, et son partenaire a protesté aussitôt.",
            "not_penalty_case",
            "concession_objected",
        ),
        (
            "revendication",
            "J'ai concédé une levée que je ne pouvais perdre par aucun jeu normal. Je peux la récupérer ?",
            "concession_issue",
            "cannot_lose",
        ),
        (
            "revendication",
            "On avait accepté la revendication, mais mon partenaire a juste changé d'avis.",
            "agreement_issue",
            "no_ground",
        ),
        ("carte_du_mort", "En plein coup, le mort touche une carte sans instruction.", "dummy_end", "now"),
        (
            "carte_du_mort",
            "Fin du coup : le mort avait touché une carte en rangeant, aucun jeu suggéré, pas de dommage.",
            "dummy_end",
            "not_damaged",
        ),
        (
            "nombre_de_cartes",
            "Sud 14 cartes, Nord 12 ; constaté avant les enchères ; personne n'a vu de carte.",
            "card_seen",
            "no",
        ),
        (
            "nombre_de_cartes",
            "Est a 14 cartes ; en cherchant la carte manquante, Nord a vu deux cartes de la main d'Est.",
            "card_seen",
            "yes",
        ),
    ],
)
def test_the_circumstances_said_plainly(topic: str, text: str, question: str, value: str) -> None:
    assert engine_facts(topic, text).get(question) == value


def test_a_card_shown_for_the_current_trick_alone_is_left_to_the_claim() -> None:
    text = "Il a dit « je prends celle-ci » en montrant son as, il ne parlait que de cette levée."
    assert "not_penalty_case" not in engine_facts("cartes_penalisees", text)


def test_a_table_numbered_ten_is_no_ten_of_a_suit() -> None:
    text = "Table 10 : carte pénalisée secondaire pour Ouest (le 4♦ tombé)."
    assert engine_facts("cartes_penalisees", text).get("kind") == "minor"
