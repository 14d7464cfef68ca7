"""Issue 37 §1, round 5 session 8: what the words state, each reading beside the traps that must not fire.
Sentences written for the rule they test; the answers checked against the 2017 Laws (61A a revoke, 66C
and 85A1 a revoke alleged and the facts established by the director)."""

from __future__ import annotations

import pytest

from rules import vocabulary

# --- a revoke one player only reports is alleged, not found (66C, 85A1) -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Le déclarant signale que Ouest a renoncé à cœur à la 5e levée.",
        "Sud joue 4♠, Nord dit : attendez, Est a renoncé à trèfle !",
        "Nord signale à l'arbitre qu'Est n'a pas fourni à trèfle à la 3e levée",
        "le mort fait remarquer que le défenseur de gauche a renoncé à carreau",
        "Ouest s'écrie : « Sud a renoncé à pique ! »",
    ],
)
def test_a_revoke_one_player_reports_is_asked(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") != "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "Le mort signale une renonce d'Est à la 4e levée",
        "Le déclarant a signalé la renonce d'Ouest à la fin du coup, Ouest reconnaît",
        "le declarant remarque une renonce du défenseur à cœur",
    ],
)
def test_the_player_who_reports_is_not_the_offender(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("offender") not in ("dummy", "declarer")


@pytest.mark.parametrize(
    "text",
    [
        # The director's own words, then who pointed at it: the revoke is stated.
        "Ouest a renoncé à cœur, Nord l'a signalé à la fin du coup",
        "Est a renoncé à cœur. Nord le signale aussitôt.",
        # Agreed, or seen by all: the report is the fact.
        "Nord signale qu'Est a renoncé à cœur, Est le reconnaît",
        "le déclarant dit : Ouest a renoncé à pique ; Ouest admet qu'il avait encore le 3♠",
    ],
)
def test_a_revoke_stated_or_agreed_is_still_read(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == "not_followed"


def test_a_report_the_accused_denies_is_disputed() -> None:
    text = "Nord signale qu'Est a renoncé à cœur, Est dit que non, il n'en avait plus"
    assert vocabulary.facts("renonce", text).get("situation") == "disputed"


def test_a_reported_revoke_keeps_the_facts_that_do_not_decide_it() -> None:
    # Whoever is accused, and the trick, are the alleged revoke's: asked only whether it happened.
    facts = vocabulary.facts("renonce", "Sud joue 4♠. Nord signale qu'Ouest a renoncé à cœur à la 5e levée.")
    assert "situation" not in facts
    assert facts.get("trick_twelve") == "before_12"


# --- the end of the auction does not say partner has not called since (25A4 against 25A5) -------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Partner may have passed after the call: « 4♥, passe, passe, passe ». Asked.
        (
            "Est dit à la fin des enchères que son 4♥ était un mauvais carton, mais l'entame est déjà faite",
            None,
        ),
        ("après l'entame, Nord dit que son 3♠ était un mauvais carton", None),
        ("enchères finies, pas encore d'entame, Sud dit que son 2♠ était un mauvais carton", None),
        # The call was the auction's last, or partner has not called since: said.
        (
            "il voulait contrer mais le carton passe est sorti ; c'était le dernier passe, il s'en aperçoit après l'entame",
            "after_lead",
        ),
        (
            "Est a mis le passe final alors qu'il voulait contrer, le carton contre est juste à côté ; l'entame est déjà faite",
            "after_lead",
        ),
        (
            "enchères finies, pas d'entame ; le decla dit qu'il voulait 4♠ et pas 4♥ ; son partenaire n'a rien dit après",
            "last_call_before_lead",
        ),
    ],
)
def test_the_lead_made_says_the_moment_only_with_partner_silent(text: str, expected: str | None) -> None:
    assert vocabulary.facts("changement_declaration", text).get("timing") == expected


# --- nobody knows who won the last trick: the lead is not known to be out of turn (44A, 53) --------------


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 3SA. Est attaque hors tour, on ne sait pas qui a remporté la levée d'avant",
        "le défenseur a attaqué alors que c'était à son partenaire, mais personne ne se souvient qui avait fait la levée",
        "Est a attaqué hors tour ; qui avait fait la levée précédente ?",
    ],
)
def test_a_lead_whose_turn_nobody_knows_is_asked(text: str) -> None:
    facts = vocabulary.facts("attaque", text)
    assert "who_led" not in facts and facts.get("situation") != "lead_out_of_turn"


@pytest.mark.parametrize(
    "text",
    [
        "Est a attaqué hors tour, le déclarant ne sait pas quoi faire",
        "le défenseur a attaqué alors que c'était à son partenaire, le déclarant demande ce qu'il peut faire",
    ],
)
def test_a_lead_out_of_turn_stated_is_still_read(text: str) -> None:
    assert vocabulary.facts("attaque", text).get("situation") == "lead_out_of_turn"


# --- the revoke's offender: every seat the words name defends (61A, 64A) ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "en défense Sud a défaussé sur le carreau avec un carreau en main",
        "Nord (en défense) a défaussé sur le pique, Sud lui demande « plus de pique ? » et là il en retrouve un",
        "Est (en défense) a défaussé un trèfle sur le carreau du mort alors qu'il avait encore un carreau, Nord joue 3SA",
    ],
)
def test_a_revoke_where_every_seat_named_defends_is_a_defenders(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("offender") == "defender"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The dummy tied to the revoke: his, not the tagged defender's.
        ("Est (défense) a une carte pénalisée ; le mort n'a pas fourni à cœur alors qu'il en avait", "dummy"),
        # A seat of the other side named: whose revoke it is, the seats do not say.
        ("Ouest (défense) a entamé pique, Sud a coupé alors qu'il avait encore un pique", None),
        (
            "Nord joue 3SA ; Nord a coupé alors qu'il avait encore un carreau, Est (défense) l'a vu",
            "declarer",
        ),
        # A question: nothing.
        ("Est (défense) a-t-il renoncé ? il a défaussé alors qu'il avait du cœur ?", None),
        # The words contradict themselves (the declarer's partner said to defend): asked.
        ("Sud joue 4♠. Nord (défense) a défaussé sur le cœur alors qu'il avait du cœur", None),
    ],
)
def test_a_defender_is_not_read_where_the_seats_do_not_say_it(text: str, expected: str | None) -> None:
    assert vocabulary.facts("renonce", text).get("offender") == expected


# --- a defender's card just exposed: is it a penalty card? (49, 50) ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Ouest (défense) a fait tomber le roi de pique sur la table",
        "4♠ de Nord, pendant le jeu Est (défense) lâche « de toute façon j'ai le roi de cœur »",
        "Nord (def) tenait sa carte si mal que Sud a pu voir le 10 de carreau",
        "Sud joue 3SA ; Ouest a laissé tomber le 4♣ face visible en triant ses cartes",
    ],
)
def test_a_card_just_exposed_is_a_new_card(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("situation") == "new_card"


@pytest.mark.parametrize(
    "text",
    [
        # Already a penalty card: taken back, to be played, not played.
        "la dame de Nord (défense), tombée tout à l'heure, est pénalisée et c'est à Sud d'attaquer",
        "le 6♣ d'Ouest (défense), tombé par mégarde, était sa seule carte pénalisée ; il a fourni le 9♣",
        "Est (défense) avait fait tomber le valet, le décla a exigé pique et le valet a été repris en main",
        # The declarer's or the dummy's card (48A): another question first.
        "le déclarant a fait tomber sa dame de cœur face visible",
        "une carte du mort est tombée sur la table",
        # A supposition or a question.
        "si Est avait laissé tomber la dame au lieu du 2, ça changerait quoi ?",
        "Est a-t-il fait tomber le valet ?",
    ],
)
def test_an_exposed_card_that_is_not_new_is_not_read_so(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("situation") != "new_card"


# --- who led out of turn, and whose lead it was, from the seats (54, 55) -----------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Est (défense) a attaqué pique alors que c'est Ouest qui avait fait la levée précédente",
            "defender_partner_turn",
        ),
        (
            "EO en défense : c'est Ouest qui a pris la levée et c'est Est qui a rejoué",
            "defender_partner_turn",
        ),
        (
            "la levée 7 a été gagnée par Est mais c'est Ouest qui attaque la 8 ; 4♠ de Sud",
            "defender_partner_turn",
        ),
        ("le mort a pris du roi et Nord (défense) a tout de suite attaqué pique", "defender_declarer_turn"),
        ("Sud joue 4♠. Nord a attaqué alors que c'était à Est", "declarer_defender_turn"),
    ],
)
def test_whose_lead_it_was_is_read_from_the_seats(text: str, expected: str) -> None:
    facts = vocabulary.facts("attaque", text)
    assert (facts.get("who_led"), facts.get("situation")) == (expected, "lead_out_of_turn")


@pytest.mark.parametrize(
    "text",
    [
        "Est a attaqué alors que c'était à Ouest",  # which side defends, the words do not say
        "Sud a attaqué de sa main alors que c'était à son partenaire",  # the declarer's wrong hand, perhaps
        "Sud joue 4♠. Est a attaqué alors qu'Ouest avait pris la levée, et Ouest a attaqué lui aussi",
        "Sud joue 4♠. Est a attaqué alors que c'était à Ouest ?",
        "Sud joue 4♠. Est n'a pas attaqué alors que c'était à Ouest",
        "Sud joue 4♠. Est a attaqué alors que c'était à Ouest, dit le déclarant",
        "Sud joue 4♠. Nord (défense) a attaqué alors que c'était à Est",  # the words contradict themselves
    ],
)
def test_whose_lead_it_was_is_not_read_from_doubtful_seats(text: str) -> None:
    assert "who_led" not in vocabulary.facts("attaque", text)


def test_a_clause_that_says_who_told_it_makes_the_one_before_a_claim() -> None:
    # « …, dit le déclarant »: what the clause before says is his word, not the director's.
    told = "Sud joue 4♠. Est a attaqué alors que c'était à Ouest"
    assert vocabulary.facts("attaque", told).get("who_led") == "defender_partner_turn"
    assert "who_led" not in vocabulary.facts("attaque", told + ", dit le déclarant")
    assert "who_led" not in vocabulary.facts("attaque", told + ", affirme Nord")


# --- the revoke established by a play to the next trick, or by the play going to its end (63A1) --------------


@pytest.mark.parametrize(
    "text",
    [
        "Ouest en défense a coupé le cœur alors qu'il avait encore un cœur, et Est avait déjà attaqué la levée suivante",
        "Sud joue 4♠. À la 6e levée Est a défaussé un trèfle alors qu'il avait du carreau ; on le voit à la fin du coup",
    ],
)
def test_a_revoke_the_play_went_past_is_established(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("established") == "yes"


@pytest.mark.parametrize(
    "text",
    [
        # A claim or a concession ends the play: established another way (63A3).
        "À la 6e levée Est a défaussé un trèfle alors qu'il avait du carreau ; le déclarant a revendiqué, on le voit à la fin du coup",
        # The twelfth trick: corrected even at the end (62D).
        "À la 12e levée Est a défaussé un trèfle alors qu'il avait du carreau ; on le voit à la fin du coup",
        # A card named for the next trick, not played: designated (63A2), another answer.
        "le mort n'a pas fourni à cœur, et le déclarant a déjà appelé une carte du mort à la levée suivante",
        # A question.
        "Est a renoncé à la 6e levée, on le voit à la fin du coup : est-ce consommé ?",
    ],
)
def test_a_revoke_not_said_established_by_a_play_is_not_read_so(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("established") != "yes"


# --- a claim: an opponent's trump still out, said by his seat (70C) -------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("le decla revendique sans rien dire de l'atout qu'Ouest a encore, Ouest conteste", "yes"),
        ("Sud revendique les 4 dernières levées sans rien dire de l'atout qui reste chez Est", "yes"),
        ("le decla a dit « plus d'atout dehors » en revendiquant, mais Ouest a encore le 9 d'atout", "yes"),
        (
            "le decla revendique en disant « plus d'atout dehors » ; il n'y a effectivement plus d'atout dehors",
            "no",
        ),
        # A question, a supposition, a denial, a claim: nothing.
        ("Sud revendique, Ouest a encore un atout ?", None),
        ("Sud revendique ; si Ouest a encore un atout, il perd une levée", None),
        ("Sud revendique, Ouest n'a plus d'atout", None),
        ("Sud revendique ; Ouest a encore un atout, dit Est", None),
    ],
)
def test_a_trump_still_out_is_read_from_the_seat_holding_it(text: str, expected: str | None) -> None:
    assert vocabulary.facts("revendication", text).get("trump_out") == expected


# --- the opening lead by the wrong player, from the seats (54, 41A) -------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "4♠ de Sud, c'est Est qui a entamé le R♥ face visible alors que c'était à Ouest",
            "wrong_defender_faced",
        ),
        ("contrat de Sud, Est a entamé le 4♥ (c'etait a Ouest), Sud refuse l'entame", "wrong_defender_faced"),
        ("O a entamé mais c'était à N d'entamer", "declaring_side"),
        ("ouest a entamé alors que c'est nord qui devait", "declaring_side"),
    ],
)
def test_the_opening_leads_case_is_read_from_the_seats(text: str, expected: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠, Ouest a entamé alors que c'était à Est",  # the contract makes Ouest the leader
        "Est a entamé alors que c'était à Ouest ?",
        "Est n'a pas entamé alors que c'était à Ouest",
        "Est a entamé alors que c'était à Ouest, puis Ouest a entamé aussi",
        "Est a entamé, Ouest dit que c'était à lui",
    ],
)
def test_the_opening_leads_case_is_not_read_from_doubtful_seats(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") not in ("wrong_defender_faced", "declaring_side")


# --- a call out of turn: whose turn it was said first (28, 29, 30, 31) -------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("c'était à Nord d'ouvrir et Est a passé", ("rho", "pass")),
        ("au tour de Sud (donneur), Est ouvre 1♦", ("lho_first", "bid")),
        (
            "on s'aperçoit après l'entame que c'est Ouest qui a ouvert alors que Nord était donneur",
            ("lho_first", "bid"),  # finder18: « ouvrir » is to make the first bid (a pass opens nothing)
        ),
        # A question, a denial, a supposition, the player whose turn it was: nothing.
        ("c'était à Nord d'ouvrir et Est a passé ?", (None, None)),
        ("c'était à Nord d'ouvrir et Est n'a pas passé", (None, None)),
        ("si c'était à Nord et qu'Est a passé", (None, None)),
        ("c'était à Nord d'ouvrir, Nord a passé", (None, None)),
        # Two calls at once: the topic's own case (33), read as such since session 12, never as « partner ».
        ("c'était à Nord, et Sud a dit 1♥ en même temps que lui", ("with_partner", None)),
    ],
)
def test_whose_turn_said_before_the_call(text: str, expected: tuple[str | None, str | None]) -> None:
    facts = vocabulary.facts("declaration_hors_tour", text)
    assert (facts.get("turn"), facts.get("call")) == expected


# --- the cards each player still held: the revoke's trick is before the twelfth (64B2) ---------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "il restait 3 cartes à chacun quand Sud a défaussé un trèfle sur l'attaque carreau, or il lui restait un carreau",
            "before_12",
        ),
        # Two cards left: the 11th or the 12th trick, the count does not say.
        ("il restait 2 cartes à chacun quand Sud a défaussé un trèfle alors qu'il avait du carreau", None),
        ("il restait 5 cartes ? Sud a défaussé un trèfle alors qu'il avait du carreau", None),
        # Contradicting the trick the words name: nothing.
        (
            "à la 12e levée Sud a défaussé un trèfle alors qu'il avait du carreau, il restait 3 cartes à Nord",
            None,
        ),
    ],
)
def test_cards_left_say_the_revoke_was_before_the_twelfth_trick(text: str, expected: str | None) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("trick_twelve") == expected
    assert "revoke_trick" not in facts or expected is not None


# --- the eighth tuning set's wrong kinds, each by its shape ------------------------------------------------


def test_a_card_the_declarer_calls_from_the_dummy_is_not_the_declarers_revoke() -> None:
    text = "le decla a appelé un cœur du mort sur l'attaque carreau alors qu'il restait un carreau au mort"
    assert vocabulary.facts("renonce", text).get("offender") != "declarer"
    # His own card: his.
    text = "le decla a défaussé un cœur de sa main sur l'attaque carreau alors qu'il avait encore un carreau"
    assert vocabulary.facts("renonce", text).get("offender") == "declarer"


def test_a_second_call_in_a_row_is_a_call_again() -> None:
    # Nord opened in turn, then called again at his left-hand opponent's turn: not an opening (31A2).
    text = "Nord ouvre 1♣ et enchaîne avec 1♠ avant qu'Est ait parlé"
    assert vocabulary.facts("declaration_hors_tour", text).get("turn") == "lho_later"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # « aucune main n'en a 14 », « personne n'a 14 cartes »: the subject denies.
        ("Ouest n'a que 12 cartes avant l'entame, aucune main n'en a 14", "missing"),
        ("personne n'a 14 cartes", None),
        # Fourteen cards alone: a short hand (13A–13B) or a card of no hand of the board (13C)? Asked (tester20 P5).
        ("Nord a 14 cartes", None),
        ("Nord a 14 cartes et Sud 12", "too_many"),
        # Twelve cards alone say nothing of another hand of 14 (13 against 14).
        ("il n'a que 12 cartes", None),
        # Twelve cards, the play under way: the tricks played, not a missing card.
        ("à la 2e levée Ouest n'a que 12 cartes", None),
        ("Ouest n'a que 12 cartes ?", None),
    ],
)
def test_a_hand_of_twelve_and_a_denied_fourteen(text: str, expected: str | None) -> None:
    assert vocabulary.facts("nombre_de_cartes", text).get("problem") == expected


def test_a_lead_instead_of_a_seat_names_whose_lead_it_was() -> None:
    text = "à la 4e levée Nord (def) a attaqué à la place de Sud qui avait pris"
    assert vocabulary.facts("attaque", text).get("who_led") == "defender_partner_turn"
    # Another trick's irregularity said beside it: two answers, none taken.
    text += " ; à la 2e levée le decla avait déjà joué de la mauvaise main (réglé)"
    assert vocabulary.facts("attaque", text).get("who_led") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ouest (défense) a entamé hors tour le roi de carreau", "wrong_defender_faced"),
        (
            "entame hors tour visible de N (défense), le decla ne sait pas encore ce qu'il veut faire",
            "wrong_defender_faced",
        ),
        ("Ouest (défense) a entamé hors tour face cachée", "wrong_defender_face_down"),
        # A denial, the rightful leader by the contract, a question: not read.
        ("Ouest (défense) n'a pas entamé hors tour", None),
        ("Sud joue 4♠, Ouest a entamé hors tour", None),
        ("Ouest (défense) a entamé hors tour ?", None),
    ],
)
def test_an_opening_lead_out_of_turn_by_a_defender(text: str, expected: str | None) -> None:
    assert vocabulary.facts("entame", text).get("situation") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Nord (def) a attaqué trèfle alors que le mort venait de faire la levée", "defender_declarer_turn"),
        (
            "4♥ de Sud : le decla a attaqué du mort alors que c'était Est qui avait fait la levée précédente",
            "declarer_defender_turn",
        ),
        # The dummy's seat said to have won: the declarer's wrong hand, perhaps; not read.
        (
            "4♥ de Sud : le decla a attaqué du mort alors que c'était Nord qui avait fait la levée précédente",
            None,
        ),
        ("le mort a attaqué alors que le déclarant avait fait la levée", None),
    ],
)
def test_the_declaring_side_leading_is_read_by_its_role(text: str, expected: str | None) -> None:
    assert vocabulary.facts("attaque", text).get("who_led") == expected


# --- tester8 T13: a card face down at a later trick, or turned the wrong way, is not an opening lead (41, 65B3) --


@pytest.mark.parametrize(
    "text",
    [
        "4♠ par O, Est a retourné sa carte face cachée dans le mauvais sens à la 6e levée, la levée était à NS",
        "3SA N, O a attaqué face cachée à la 4e levée alors que c'était à E",
        "6SA S, le mort a mis une carte face cachée par erreur dans la levée",
        "3SA S, à la 7e O a posé sa carte face cachée sur la table, E l'a retournée",
        "3SA par N, à la 3e levée le mort entame alors que la main était en N",
        "3SA N, E a rangé sa carte face cachée du mauvais côté à la 4e levée",
        "4♥ S, la levée de la 3e était face cachée devant E alors que NS l'avaient gagnée",
    ],
)
def test_a_card_of_a_later_trick_is_not_an_opening_lead(text: str) -> None:
    assert "situation" not in vocabulary.facts("entame", text)


def test_an_opening_lead_face_down_by_the_wrong_defender_is_still_read() -> None:
    assert vocabulary.facts("entame", "Est a entamé face cachée alors que c'était à Ouest")["situation"] == (
        "wrong_defender_face_down"
    )


def test_a_contract_in_c_is_ambiguous_and_not_read() -> None:
    # tester8 T25: « 4C » is trèfle in English, cœur in French; `arbitre marque` refuses it: so do the words.
    facts = vocabulary.facts(
        "renonce", "Sud joue 4C, Ouest a renoncé à la 5e levée, découvert à la fin du coup"
    )
    assert "contract_strain" not in facts and "contract_level" not in facts
    assert vocabulary.facts("renonce", "Sud joue 4♣, Ouest a renoncé à cœur")["contract_strain"] == "C"
    assert vocabulary.facts("renonce", "Sud joue 4 cœur, Ouest a renoncé à pique")["contract_strain"] == "H"
