"""finder84 (session 33, issue 37 §1): choices and seats read from words, each reported phrase with variants of ours.

W-1: an intention or a guess is no choice made (« compte refuser », « pense accepter », « va sûrement refuser »); W-2:
« voulait refuser mais a finalement accepté » is no refusal; V-58: « a voulu toucher … s'est retenu » touched nothing;
V-22: a claim one defender accepts while the other objects is not agreed (69A); V-65: a defender's counter-claim gives
no count of the claim; V-60: a trump left in the claimer's own side is no trump out (70C); a bid said after its
right-hand opponent's while the words say whose turn it was is not « in rotation » (27A, 28)."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab
from tests.bot.finder.descriptions import engine_facts

# --- W-1, W-2: the choice is the one made, never the one meant --------------------------------------------------


@pytest.mark.parametrize(
    ("topic", "question", "text"),
    [
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Enchère insuffisante de Nord, Est pense accepter l'enchère.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Enchère insuffisante de Nord, Est compte refuser l'enchère.",
        ),
        ("enchere_insuffisante", "lho_accepts", "Enchère insuffisante de Nord, Est va sûrement refuser."),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Ouest a dit 1♦ sur 1♥, Nord aimerait bien refuser l'enchère.",
        ),
        ("entame", "declarer_choice", "Entame hors tour d'Est, le déclarant compte exiger l'entame pique."),
        (
            "entame",
            "declarer_choice",
            "Entame hors tour d'Est, le déclarant pense accepter l'entame et jouer le coup.",
        ),
        (
            "attaque",
            "defenders_choice",
            "Le déclarant attaque de la mauvaise main, les défenseurs comptent refuser.",
        ),
        (
            "cartes_penalisees",
            "declarer_choice",
            "Carte pénalisée d'Ouest, le déclarant compte exiger pique.",
        ),
        # reviewer33 H-15, H-17, H-18, H-19, H-20: a preference pending advice, a wish, a readiness, a proposal, a duty
        (
            "attaque",
            "declarer_choice",
            "Est attaque hors tour, c'était au mort. Le déclarant préfère refuser, mais attend.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Nord ouvre 1♥, Est dit 1♦. Sud a l'intention d'accepter l'enchère.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Nord ouvre 1♥, Est dit 1♦. Sud est prêt à accepter l'enchère.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Nord ouvre 1♥, Est dit 1♦. Sud doit encore accepter ou refuser.",
        ),
        (
            "attaque",
            "declarer_choice",
            "Ouest attaque alors que la main était au déclarant. Le déclarant souhaite accepter.",
        ),
        (
            "attaque",
            "declarer_choice",
            "Ouest attaque alors que la main était au déclarant. Le déclarant propose de refuser.",
        ),
        (
            "entame",
            "declarer_choice",
            "Est entame le R♠ hors tour, c'était à Ouest. Le déclarant voulait exiger pique.",
        ),
    ],
)
def test_w1_an_intention_is_no_choice(topic: str, question: str, text: str) -> None:
    assert question not in engine_facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [
        # the choice said, or its infinitive governed by a wish or a decision: made
        ("enchere_insuffisante", "lho_accepts", "accepts", "Enchère insuffisante de Nord, Est accepte."),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "refuses",
            "Enchère insuffisante de Nord, Est a décidé de refuser.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "refuses",
            "Ouest a dit 1♦ sur le 1♥ de Nord, Nord ne veut pas l'accepter.",
        ),
        ("entame", "declarer_choice", "forbid_suit", "Entame hors tour d'Est, le déclarant interdit pique."),
        (
            "cartes_penalisees",
            "declarer_choice",
            "require",
            "Carte pénalisée d'Ouest, le déclarant exige pique.",
        ),
    ],
)
def test_w1_the_choice_made_stays(topic: str, question: str, value: str, text: str) -> None:
    assert engine_facts(topic, text).get(question) == value


def test_w1_a_choice_not_yet_made_stays_with_its_infinitives() -> None:
    text = "Entame hors tour d'Ouest ; le déclarant hésite entre refuser et exiger cœur, il n'a pas encore choisi."
    assert engine_facts("entame", text).get("declarer_choice") == "not_yet"


# --- V-58: wanted or nearly done is not done ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("topic", "text"),
    [
        ("carte_du_mort", "Le déclarant a voulu toucher la carte du mort mais s'est retenu."),
        ("carte_du_mort", "Le déclarant a failli toucher le roi du mort."),
        ("carte_du_mort", "Le déclarant voulait toucher une carte du mort, il ne l'a pas touchée."),
        ("carte_jouee", "Ouest a failli jouer le roi de pique."),
    ],
)
def test_v58_wanted_or_nearly_is_not_done(topic: str, text: str) -> None:
    assert "case" not in engine_facts(topic, text)


def test_v58_the_card_touched_stays() -> None:
    assert engine_facts("carte_du_mort", "Le déclarant a touché la dame du mort.").get("case") == "touched"


# --- V-22: one defender's yes while the other objects --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Sud revendique, Ouest accepte la revendication mais Est proteste.",
        "Le déclarant revendique ; Est accepte la revendication, Ouest s'y oppose.",
        "Le déclarant revendique, Ouest accepte la revendication, Est objecte qu'il a encore un atout.",
    ],
)
def test_v22_a_claim_one_defender_objects_to_is_not_agreed(text: str) -> None:
    assert engine_facts("revendication", text).get("situation") != "agreed"


def test_v22_a_claim_accepted_then_gone_back_on_stays_agreed() -> None:
    text = "Le déclarant revendique, la revendication acceptée par les deux défenseurs. Plus tard, Est veut revenir dessus."
    assert engine_facts("revendication", text).get("situation") == "agreed"


# --- V-65: a counter-claim ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant revendique le reste, mais Est contre-revendique : les deux dernières sont pour lui.",
        "Sud revendique le reste, Est fait une contre-revendication de 2 levées.",
        "Sud réclame le reste ; Ouest contre-réclame les 3 dernières levées.",
    ],
)
def test_v65_a_counter_claim_gives_no_count(text: str) -> None:
    assert "claimed" not in engine_facts("revendication", text)


def test_h22_two_seats_claiming_give_no_count() -> None:
    text = "À la levée 10, Est revendique 2 levées ; Sud, le déclarant, réclame les 4."
    assert "claimed" not in engine_facts("revendication", text)


def test_h11_a_defenders_silence_is_not_the_claimers() -> None:
    text = (
        "Le déclarant montre ses cartes et réclame les 4 dernières levées. Seul Est a dit d'accord, Ouest n'a rien dit "
        "et appelle l'arbitre."
    )
    assert "trump_said" not in engine_facts("revendication", text)
    said = engine_facts("revendication", "Le déclarant revendique le reste sans rien dire.")
    assert said.get("trump_said") == "nothing"


def test_v65_the_claim_alone_keeps_its_count() -> None:
    text = "Sud réclame les 4 dernières, Ouest répond qu'il fait lui-même les 4 dernières."
    assert engine_facts("revendication", text).get("claimed") == "4"


# --- V-60: the trump in the claimer's side ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant revendique, il reste un atout au mort.",
        "Le déclarant revendique, il reste un atout chez le mort et deux dans sa main.",
        "Le déclarant Sud revendique, il reste un atout chez Nord.",
        "Sud revendique, il reste un atout dans sa main.",
        "Ouest revendique le reste pour la défense ; il reste un atout chez son partenaire.",  # H-21
    ],
)
def test_v60_a_trump_in_the_claimers_side_is_no_trump_out(text: str) -> None:
    assert "trump_out" not in engine_facts("revendication", text)


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant Sud revendique, il reste un atout chez Ouest.",
        "Sud joue 4♠, Ouest revendique, il reste un atout au mort.",  # the dummy is the defender's opponent
        "Revendication de Nord à 6♥ sans un mot, mais Est a encore un atout en main.",
    ],
)
def test_v60_a_trump_in_an_opponents_hand_stays(text: str) -> None:
    assert vocab.facts("revendication", text).get("trump_out") == "yes"


# --- seats: whose turn it was, said -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Est dit 1♦ après le 1♥ de Nord ; c'était le tour de Sud.",
        "Est dit 1♦ après le 1♥ de Nord alors que Sud devait parler.",
    ],
)
def test_whose_turn_said_is_no_rotation(text: str) -> None:
    assert "in_rotation" not in engine_facts("enchere_insuffisante", text)


def test_a_bid_over_its_right_hand_opponents_stays_in_rotation() -> None:
    assert engine_facts("enchere_insuffisante", "Est dit 1♦ après le 1♥ de Nord.").get("in_rotation") == "yes"


# --- reviewer33 H-25, H-26, H-32, H-33, H-34: what is chosen, and by what words ----------------------------------


@pytest.mark.parametrize(
    ("topic", "question", "text"),
    [
        (
            "attaque",
            "defenders_choice",
            "Le déclarant attaque de sa main, c'était au mort. Les défenseurs comptent accepter.",
        ),
        (
            "jeu_premature",
            "choice_57A",
            "Est a joué avant son partenaire. Le déclarant pense exiger la plus forte carte.",
        ),
        (
            "jeu_premature",
            "choice_57A",
            "Est a joué avant son partenaire. Le déclarant va sûrement demander la plus petite.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Nord ouvre 1♥, Est dit 1♦. Sud refuse que l'arbitre parte déjà.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Nord ouvre 1♥, Est dit 1♦. Sud accepte qu'Est remplace son enchère.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Nord ouvre 1♥, Est dit 1♦. Sud accepte mes explications et réfléchit.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "Nord ouvre 1♥, Est dit 1♦. Sud refuse ma décision et veut faire appel.",
        ),
        (
            "attaque",
            "declarer_choice",
            "Est attaque alors que c'était au mort. Le déclarant accepte qu'Est reprenne sa carte.",
        ),
        (
            "attaque",
            "declarer_choice",
            "Est attaque alors que c'était au mort. Le déclarant refuse qu'on appelle l'arbitre.",
        ),
        (
            "declaration_hors_tour",
            "lho_accepts",
            "Donneur Nord. Est ouvre 1♠ hors tour. Sud accepte mes explications.",
        ),
        (
            "declaration_hors_tour",
            "rho_pass_outcome",
            "Donneur Nord. Est ouvre 1♠ hors tour. Sud refuse ma décision.",
        ),
    ],
)
def test_h25_h34_no_choice_of_the_option(topic: str, question: str, text: str) -> None:
    assert question not in engine_facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [
        (
            "jeu_premature",
            "choice_57A",
            "lowest",
            "Est a joué avant son partenaire Ouest. Le déclarant exige la plus petite carte d'Ouest.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "accepts",
            "Nord ouvre 1♥, Est dit 1♦ insuffisant. Sud l'accepte.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "refuses",
            "Nord ouvre 1♥, Est dit 1♦ insuffisant. Sud refuse l'enchère.",
        ),
        ("declaration_hors_tour", "lho_accepts", "yes", "Donneur Nord. Est ouvre 1♠ hors tour. Sud accepte."),
        (
            "attaque",
            "declarer_choice",
            "accept",
            "Est attaque alors que c'était au mort. Le déclarant accepte l'attaque.",
        ),
    ],
)
def test_h25_h34_the_option_chosen_stays(topic: str, question: str, value: str, text: str) -> None:
    assert engine_facts(topic, text).get(question) == value


# --- reviewer33 H-35: an act wanted, then held back -----------------------------------------------------------


@pytest.mark.parametrize(
    ("topic", "question", "text"),
    [
        (
            "attaque",
            "situation",
            "Pendant le jeu, Ouest a voulu attaquer alors que c'était au mort, mais s'est retenu.",
        ),
        (
            "declaration_hors_tour",
            "call",
            "Est a voulu ouvrir 1♠ avant son tour, mais s'est retenu sans sortir de carton.",
        ),
        (
            "declaration_inadmissible",
            "kind",
            "Sud a voulu contrer l'enchère de son partenaire, mais s'est retenu.",
        ),
        (
            "declaration_inadmissible",
            "kind",
            "Sud voulait contrer l'enchère de son partenaire ; il s'est ravisé.",
        ),
    ],
)
def test_h35_an_act_held_back_is_not_done(topic: str, question: str, text: str) -> None:
    assert question not in engine_facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [
        (
            "attaque",
            "situation",
            "lead_out_of_turn",
            "Pendant le jeu, Ouest a attaqué alors que c'était au mort.",
        ),
        ("declaration_inadmissible", "kind", "double_19", "Sud a contré l'enchère de son partenaire."),
    ],
)
def test_h35_the_act_done_stays(topic: str, question: str, value: str, text: str) -> None:
    assert engine_facts(topic, text).get(question) == value


# --- W-2 (reviewer33 H-4): the final choice after a wish overturned ------------------------------------------


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [
        (
            "attaque",
            "declarer_choice",
            "accept",
            "Est attaque alors que la main était au mort. Le déclarant voulait refuser mais a finalement accepté "
            "l'attaque.",
        ),
        (
            "attaque",
            "declarer_choice",
            "refuse",
            "Est attaque alors que la main était au mort. Le déclarant voulait accepter mais a finalement refusé.",
        ),
        (
            "enchere_insuffisante",
            "lho_accepts",
            "accepts",
            "Ouest a fait une enchère insuffisante, Nord voulait refuser mais a finalement accepté.",
        ),
    ],
)
def test_w2_the_final_choice_is_read(topic: str, question: str, value: str, text: str) -> None:
    assert engine_facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    "text",
    [
        # another seat than the left-hand opponent, or another subject after « mais »: nothing
        "Ouest a fait une enchère insuffisante, Sud voulait refuser mais a finalement accepté.",
        "Ouest a fait une enchère insuffisante, Nord voulait accepter mais Sud a protesté.",
    ],
)
def test_w2_no_choice_of_another_seat(text: str) -> None:
    assert "lho_accepts" not in engine_facts("enchere_insuffisante", text)


def test_h21_a_trump_at_an_opponents_seat_besides_the_dummys_stays() -> None:
    text = "Sud revendique le reste. Il reste un atout au mort et un atout chez Ouest ; Sud n'en parle pas."
    assert engine_facts("revendication", text).get("trump_out") == "yes"


# --- reviewer33 H-21c, H-39, H-40: whose trump, whose count, whose choice -------------------------------------


def test_h21c_a_trump_en_face_is_the_claimers_partners() -> None:
    text = "Sud revendique le reste ; il reste le 2 d'atout en face, au mort."
    assert "trump_out" not in engine_facts("revendication", text)


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a deux cartes pénalisées ; Est, qui doit jouer, n'en a qu'une, le 3♣.",
        "Ouest a deux cartes pénalisées ; Est a une carte pénalisée, le 3♣.",
    ],
)
def test_h39_two_players_counts_give_no_count(text: str) -> None:
    assert "count" not in engine_facts("cartes_penalisees", text)


def test_h39_one_players_count_stays() -> None:
    text = "Deux cartes pénalisées chez Ouest, une à pique et une à trèfle. Le déclarant joue carreau, Ouest n'en a plus."
    assert engine_facts("cartes_penalisees", text).get("count") == "several"


@pytest.mark.parametrize(
    "text",
    [
        "Nord ouvre 1♥, Est dit 1♦ insuffisant et Sud accepte. Pendant le jeu, Ouest attaque hors tour alors que "
        "c'était au mort ; le déclarant refuse.",
        "Nord ouvre 1♥, Est dit 1♦ insuffisant. Plus tard, le mort refuse.",
    ],
)
def test_h40_a_roles_choice_is_not_the_left_hand_opponents(text: str) -> None:
    assert engine_facts("enchere_insuffisante", text).get("lho_accepts") != "refuses"


# --- reviewer33 H-45, H-46, H-47: an act meant or to come is not done ----------------------------------------


@pytest.mark.parametrize(
    ("topic", "question", "text"),
    [
        (
            "revendication",
            "claim_trick",
            "Sud compte revendiquer 10 levées à la levée 9, mais il n'a encore rien dit.",
        ),
        ("revendication", "situation", "Sud pense revendiquer le reste ; Est conteste d'avance."),
        ("procedure", "situation", "Le mort compte signaler la renonce d'Est à la fin du coup."),
        ("carte_du_mort", "case", "Le déclarant compte toucher le R♠ du mort."),
        ("carte_du_mort", "case", "Le déclarant a l'intention de toucher le R♠ du mort."),
        ("carte_du_mort", "case", "Le déclarant va toucher le R♠ du mort."),
        ("carte_du_mort", "case", "Le déclarant touchera le R♠ du mort."),
        ("carte_du_mort", "case", "Le déclarant risque de toucher le R♠ du mort."),
        ("procedure", "situation", "Le mort signalera la renonce d'Est à la fin du coup."),
        ("cartes_penalisees", "situation", "Ouest va laisser tomber une carte."),
    ],
)
def test_h45_h47_an_act_meant_or_to_come_is_not_done(topic: str, question: str, text: str) -> None:
    assert question not in engine_facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [
        ("carte_du_mort", "case", "touched", "Le déclarant a touché le R♠ du mort."),
        ("procedure", "situation", "attention_drawn", "Le mort a signalé la renonce d'Est."),
        ("revendication", "claim_trick", "9", "Sud revendique 4 levées à la levée 9."),
        # the writer's own plan is his question, and a request is the act asked
        (
            "suites_decision",
            "case",
            "disciplinary",
            "Comportement inacceptable envers sa partenaire ; je pense retirer des points.",
        ),
    ],
)
def test_h45_h47_the_act_done_or_asked_stays(topic: str, question: str, value: str, text: str) -> None:
    assert engine_facts(topic, text).get(question) == value


# --- reviewer33 H-50: a choice made later, or taken back -------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Est entame le R♠ hors tour. Le déclarant n'a pas encore choisi quand j'arrive ; après mes explications, il "
        "interdit pique.",
        "Est entame le R♠ hors tour. Le déclarant interdit pique ; puis il se ravise et n'a encore rien choisi.",
    ],
)
def test_h50_the_choice_said_first_does_not_stand(text: str) -> None:
    assert engine_facts("entame", text).get("declarer_choice") not in ("not_yet", "forbid_suit")


def test_h50_not_yet_with_what_he_will_require_stays() -> None:
    text = "Est a une carte pénalisée et Ouest doit attaquer ; le déclarant n'a pas encore choisi ce qu'il exige."
    assert engine_facts("cartes_penalisees", text).get("declarer_choice") == "not_yet"
