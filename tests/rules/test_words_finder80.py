"""finder80 (session 31, issue 37 §1: the blind set s31's wrong pre-fills, reviewer31 V-n): each in general words.

- The Laws' rectification judged too severe or too lenient (« bien trop sévère par rapport au dommage réel ») is no
  damage to redress: 12B2 forbids an adjusted score for that reason alone (`rectification_seems_unfair`), not 12C1.
- A revoke the others allege in a player's broken French (« ils disent moi renonce ») is their word: asked (61, 85A).
- A claim objected to, then play resumed (« ils reprennent le jeu ») is 68D2, not a claim to adjudicate (70): all
  four agreeing said → `continued_by_all` (68D2b), otherwise asked; a count argued after play (« après le jeu, on
  n'est pas d'accord ») may be 69/79 or 70: asked.
Each with its plain case, which still reads."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        "Le joueur trouve la rectification de la renonce beaucoup trop sévère par rapport au dommage réel.",
        "Ils estiment que la rectification est trop douce : le camp fautif s'en sort bien, le dommage réel est plus grand.",
        "La pénalité pour l'enchère insuffisante est trop dure, ils n'ont subi aucun dommage réel.",
        "Le transfert de deux levées est excessif, ils n'ont perdu qu'une levée sur la renonce.",
    ],
)
def test_a_rectification_judged_too_severe_or_too_lenient_is_12b2(text: str) -> None:
    assert engine_facts("marque_ajustee", text).get("situation") == "rectification_seems_unfair"


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        # the damage itself, no rectification judged (12C1)
        (
            "L'infraction a lésé Est-Ouest : le dommage réel est d'une levée, je veux ajuster le score.",
            "damage",
        ),
        # « pas trop sévère »: neither the complaint nor, read with it, the damage
        (
            "La rectification n'est pas trop sévère : l'infraction a lésé Nord-Sud, le dommage réel est de deux levées.",
            None,
        ),
        # the director « trop sévère », no rectification named
        ("L'arbitre a été trop sévère avec moi, il m'a mis un avertissement.", None),
    ],
)
def test_damage_and_other_severity(text: str, situation: str | None) -> None:
    assert engine_facts("marque_ajustee", text).get("situation") == situation


@pytest.mark.parametrize(
    "text",
    [
        "Ils disent moi renonce à carreau, mais regardez : j'ai fourni le valet de carreau à la levée 3.",
        "Il dit moi renonce à cœur, mais j'ai fourni le valet de cœur à la 3e levée.",
        "Ils disent toi renonce à trèfle ? Non, mon 8 de trèfle est à la levée 2.",
    ],
)
def test_a_revoke_the_others_say_in_broken_french_is_asked(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") is None


@pytest.mark.parametrize(
    "text",
    ["Moi renonce à pique, j'avais encore le 3 de pique, pardon.", "Ouest a renoncé à pique à la levée 4."],
)
def test_a_revoke_said_plainly_still_reads(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") == "not_followed"


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        (
            "Sud revendique, Ouest conteste, ils reprennent le jeu tous les quatre d'accord.",
            "continued_by_all",
        ),
        ("Nord revendique, Est conteste ; ils reprennent la partie tous d'accord.", "continued_by_all"),
        ("Est revendique, Sud conteste, le jeu reprend avec l'accord des quatre.", "continued_by_all"),
        # resumed, whether all four agreed not said: asked (68D2a or b)
        ("Sud revendique, Ouest conteste, ils reprennent le jeu.", None),
        (
            "Sud revendique, Ouest conteste, ils ne sont pas tous d'accord pour reprendre le jeu, j'arrive.",
            None,
        ),
        # the count argued after play: a claim contested then (70) or a later disagreement (69, 79)
        ("Après le jeu, on n'est pas d'accord sur la revendication : ils disent 9 levées, nous 10.", None),
        ("Le jeu terminé, Ouest n'est pas d'accord avec la revendication de Sud.", None),
        # the plain contest still reads
        ("Sud revendique, Ouest conteste, on m'appelle.", "contested"),
        ("Nord revendique à la levée 9, Est n'est pas d'accord, on m'appelle tout de suite.", "contested"),
    ],
)
def test_a_claim_contested_then_play_resumed(text: str, situation: str | None) -> None:
    assert engine_facts("revendication", text).get("situation") == situation


# reviewer31 V-1: « la main » is the lead; at a seat, it is that seat's turn to lead, not the declarer's other hand.
@pytest.mark.parametrize(
    ("text", "who_led"),
    [
        # the seat's role unknown: asked (55B1 or 55B2)
        ("le déclarant a joué du mort alors que la main était à Ouest", None),
        ("le déclarant a attaqué du mort alors que la main était en Est", None),
        # the contract makes the seat a defender: 55B1
        (
            "Sud joue 4♠. Le déclarant a joué du mort alors que la main était à Ouest.",
            "declarer_defender_turn",
        ),
        ("Nord déclarant a attaqué du mort alors que la main était en Est.", "declarer_defender_turn"),
        # his own hand: the wrong hand (55B2)
        ("le déclarant a joué du mort alors que la main était chez lui", "declarer_wrong_hand"),
        ("4♥ par Sud ; le déclarant a joué du mort alors que la main était en Sud.", "declarer_wrong_hand"),
        ("Le déclarant a attaqué de sa main alors que la main était au mort.", "declarer_wrong_hand"),
    ],
)
def test_the_lead_at_a_seat_is_that_seats_turn(text: str, who_led: str | None) -> None:
    assert engine_facts("attaque", text).get("who_led") == who_led


# reviewer31 V-3: the player obliged to pass is not the one whose call is told (37 is his, not his partner's).
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Est a enchéri ; son partenaire Ouest était obligé de passer.", None),
        ("Nord était obligé de passer mais c'est Sud, son partenaire, qui a contré.", None),
        ("Ouest devait passer à cause de sa déclaration hors tour ; c'est Est qui a enchéri.", None),
        ("Après l'enchère hors tour de Nord, Sud devait passer. Nord a ensuite dit 4♥.", None),
        ("Est a enchéri ; son partenaire Ouest était obligé de passer, il a passé.", None),
        # his own call: 37
        ("Nord a dit 2♥ hors tour ; Sud devait passer et a dit 3♣.", "must_pass"),
        ("Nord a ouvert 1♥ hors tour, Sud devait passer, mais il a contré.", "must_pass"),
        ("Est a ouvert 1♠ hors tour. Ouest était obligé de passer ; il a dit 2♠.", "must_pass"),
        ("Sud, qui était obligé de passer, a dit 3♣.", "must_pass"),
    ],
)
def test_the_obliged_player_and_the_caller(text: str, kind: str | None) -> None:
    assert engine_facts("declaration_inadmissible", text).get("kind") == kind


# reviewer31 V-4: the right-hand opponent whose turn it was said obliged to pass in his own clause (28A).
@pytest.mark.parametrize(
    ("text", "turn"),
    [
        ("Sud a passé alors que c'était à Est de parler ; Est était obligé de passer.", "rho_must_pass"),
        (
            "Sud a dit 2♥ au tour d'Est. Est devait passer (enchère hors tour de son partenaire).",
            "rho_must_pass",
        ),
        (
            "Ouest a contré au tour de Sud. Sud était obligé de passer (enchère hors tour de Nord).",
            "rho_must_pass",
        ),
        ("Sud a passé au tour d'Est, qui était obligé de passer.", "rho_must_pass"),
        # another seat obliged, or none: 30A / 31A
        ("Sud a passé alors que c'était à Est de parler ; Ouest était obligé de passer.", "rho"),
        ("Sud a passé alors que c'était à Est de parler.", "rho"),
    ],
)
def test_rho_obliged_to_pass_said_apart(text: str, turn: str) -> None:
    assert engine_facts("declaration_hors_tour", text).get("turn") == turn


# s31 F10: neither accepted nor refused, still thinking: not chosen yet (27A1).
@pytest.mark.parametrize(
    ("text", "lho_accepts"),
    [
        (
            "Il n'a pas accepté, il n'a pas refusé, il réfléchit encore : l'enchère insuffisante de Sud reste en suspens.",
            "not_chosen",
        ),
        ("Ouest a dit 1♦ sur 1♥ ; Nord n'a ni accepté ni refusé, il hésite encore.", "not_chosen"),
        ("Nord n'a ni accepté ni refusé l'enchère insuffisante d'Est, il a dit 2♥ par-dessus.", None),
        ("Enchère insuffisante de Sud, 2♣ sur 2♦ ; Ouest n'accepte pas.", "refuses"),
    ],
)
def test_an_insufficient_bid_not_accepted_nor_refused(text: str, lho_accepts: str | None) -> None:
    assert engine_facts("enchere_insuffisante", text).get("lho_accepts") == lho_accepts


# s31 F12: the disconnected side's responsibility said partial (the organiser's online regulation: average).
@pytest.mark.parametrize(
    ("text", "responsibility"),
    [
        (
            "Sud déconnecté sur BBO : il savait sa connexion instable, mais la panne a une part d'imprévu ; responsabilité partielle.",
            "partly",
        ),
        (
            "Sur BBO Est s'est déconnecté ; il est en partie responsable, son wifi ramait depuis le début.",
            "partly",
        ),
        ("Ouest déconnecté sur BBO : il savait sa connexion instable, il est parti quand même.", "directly"),
        (
            "Sud déconnecté sur RealBridge, coupure de courant dans tout le quartier, rien de prévisible.",
            "not_at_all",
        ),
        ("Nord déconnecté sur BBO : en partie responsable ou pas, je ne sais pas.", None),
    ],
)
def test_a_disconnection_partly_the_sides_fault(text: str, responsibility: str | None) -> None:
    assert engine_facts("en_ligne_deconnexion", text).get("responsibility") == responsibility


# s31 F9: « tu l'as joué » is the verb avoir, not the ace (50B: honours A K Q J 10).
@pytest.mark.parametrize(
    ("text", "honour"),
    [
        (
            "Ce 7♣ n'est pas tombé : tu l'as joué exprès en attaquant hors tour, l'attaque a été refusée.",
            None,
        ),
        ("Tu l'as montré à tout le monde, ton 5 de trèfle, il est pénalisé.", None),
        ("Est a fait tomber l'as de pique pendant le jeu.", "yes"),
        ("Ouest a attaqué hors tour le 8♣, le déclarant refuse l'attaque.", "no"),
    ],
)
def test_tu_l_as_is_no_ace(text: str, honour: str | None) -> None:
    assert engine_facts("cartes_penalisees", text).get("honour") == honour


# s31 F5: the dummy's word after the declarer played (9A4: attention drawn), not an irregularity prevented (42B2).
@pytest.mark.parametrize(
    ("text", "situation"),
    [
        ("Dummy told declarer « wrong hand », but the declarer had already played from hand.", None),
        (
            "Le mort dit au déclarant « tu es au mort », mais le déclarant avait déjà joué sa carte de sa main.",
            None,
        ),
        (
            "Le mort dit « attention tu es au mort » au déclarant qui s'apprêtait à jouer de sa main.",
            "prevent",
        ),
        ("Dummy said « wrong hand » before the declarer played from his hand.", "prevent"),
    ],
)
def test_the_dummys_word_after_the_card(text: str, situation: str | None) -> None:
    assert engine_facts("procedure", text).get("situation") == situation


# s31 F6: one player's cards from the wrong board, said in English: 15A (wrong_cards), not the table's board (15B).
@pytest.mark.parametrize(
    ("text", "case"),
    [
        ("I took the cards from the wrong board, board 5 not 6, and then I bid 1♥.", "wrong_cards"),
        ("South took the cards from the wrong board, 12 instead of 11, and opened 1♠.", "wrong_cards"),
        ("North took the cards from the wrong board, nobody has bid yet.", None),
        ("We played the wrong board at table 4, board 7 instead of 8.", "wrong_board"),
    ],
)
def test_a_players_cards_from_the_wrong_board(text: str, case: str | None) -> None:
    assert engine_facts("mauvais_etui", text).get("case") == case


# reviewer31 V-6: a defender's word designates nothing (46 is the declarer's designation; the dummy's card is 45D).
@pytest.mark.parametrize(
    "text",
    [
        "Nord, déclarant, joue l'as de sa main ; Est dit « petit », le mort met le 4.",
        "Ouest, en défense, a dit « petit » et le mort a joué le 3.",
        "L'adversaire de droite du déclarant a dit « prends », le mort a pris avec le roi.",
        "Nord déclarant. Est a dit « haut » sans réfléchir, et le mort a mis la dame.",
        "Nord déclarant. « Petit », a dit Est, et le mort a fourni le 2.",
    ],
)
def test_a_defenders_word_designates_nothing(text: str) -> None:
    facts = engine_facts("carte_du_mort", text)
    assert facts.get("designation") is None
    assert facts.get("case") != "incomplete"


@pytest.mark.parametrize(
    ("text", "designation"),
    [
        ("Sud, déclarant, dit « petit », le mort met le 3.", "low"),
        ("Le déclarant a dit « prends » et le mort a pris avec l'as.", "win"),
        ("Sud, le déclarant, a dit « la dame » ; le mort a la main.", "rank_leading"),
    ],
)
def test_the_declarers_word_still_designates(text: str, designation: str) -> None:
    assert engine_facts("carte_du_mort", text).get("designation") == designation


# reviewer31 V-21: the declarer's choice about a defender's lead out of turn (54, 50D) is not his own lead (24, 54E).
@pytest.mark.parametrize(
    ("text", "situation"),
    [
        ("entame hors tour d'Ouest, le déclarant veut qu'Est entame trèfle", None),
        ("Ouest a entamé alors que c'était à Est ; le déclarant voudrait qu'Est entame carreau.", None),
        ("Le déclarant a laissé l'entame libre après l'entame hors tour d'Est.", None),
        ("Le déclarant a choisi de devenir le mort après l'entame hors tour.", None),
        ("Le futur déclarant a entamé hors tour.", "declaring_side"),
        ("Le déclarant a entamé à la place d'Ouest.", "declaring_side"),
    ],
)
def test_the_declarers_choice_is_not_his_lead(text: str, situation: str | None) -> None:
    assert engine_facts("entame", text).get("situation") == situation
