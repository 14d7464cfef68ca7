"""Issue 37 §1, session 15 (finder23): what the words state, each reading beside the traps that must not fire.
Sentences written for the rule they test; the answers checked against the 2017 Laws (70C: the claimer's
statement about the trumps, and whether a trump was in fact still out, are two questions)."""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.seats_in_words import declarer_seat
from rules.words_matching import spoken

# --- the claimer's words after a colon are his statement, never the director's fact (70C; tester14 W17) -------


@pytest.mark.parametrize(
    "text",
    [
        "il étale en disant : plus d'atout dehors",
        "il étale en disant : « plus d'atout dehors »",
        'Sud étale en disant : "plus d\'atout dehors"',
        "Sud étale en disant: plus d'atout dehors",
        "le décla revendique, il dit : plus d'atout dehors",
        "Sud revendique et annonce : « plus d'atout dehors »",
        "il annonce : plus d'atout dehors",
        "Sud revendique : plus d'atout dehors",
        "il étale : « plus d'atout dehors »",
        "il étale en disant : il n'y a plus d'atout dehors",
        "il étale en disant : tous les atouts sont tombés",
        "Sud revendique en disant : il ne reste plus d'atout",
    ],
)
def test_the_claimers_words_after_a_colon_are_what_he_said(text: str) -> None:
    facts = vocabulary.facts("revendication", text)
    assert facts.get("trump_out") is None  # whether a trump was out: asked
    assert facts.get("trump_said") == "said_none_left"  # what he said of the trumps: his words


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The director's own words, after the claimer's: the fact (the quoted form, session 8).
        ("il étale en disant : plus d'atout dehors ; il n'y a effectivement plus d'atout dehors", "no"),
        # A trump an opponent still held, said by his seat.
        ("il étale en disant : plus d'atout dehors, mais Ouest a encore le 9 d'atout", "yes"),
        # No speaker's verb before the colon: the director tells the hands.
        ("Sud revendique ; tous les atouts sont tombés", "no"),
        # A question: nothing.
        ("Sud revendique en disant : plus d'atout dehors ; Ouest a encore un atout ?", None),
    ],
)
def test_the_directors_own_words_stay_the_fact(text: str, expected: str | None) -> None:
    assert vocabulary.facts("revendication", text).get("trump_out") == expected


def test_a_colon_after_a_speakers_verb_keeps_his_words_in_his_clause() -> None:
    assert spoken("il étale en disant : plus d'atout dehors") == "il étale en disant « plus d'atout dehors"
    assert spoken("il dit : « j'ai l'as »") == "il dit « j'ai l'as »"  # his own quote kept, not doubled
    # Not a speaker's verb: the colon stays (« le déclarant : » is the declarer, « donne 5 : » a board).
    for text in ("Sud, le déclarant : il revendique", "donne 5 : Sud revendique", "table 3 : plus d'atout"):
        assert spoken(text) == text


@pytest.mark.parametrize(
    ("topic", "text", "question", "expected"),
    [
        # A report after « dit : » stays a report (66C, 85A1: one player's word).
        ("renonce", "Sud joue 4♠, Nord dit : attendez, Est a renoncé à trèfle !", "situation", None),
        # A call said after a colon is the call (« dit : 1♠ » as « dit 1♠ »).
        ("enchere_insuffisante", "Nord ouvre 1SA, Est dit : 1♠, Sud refuse", "lho_accepts", "refuses"),
        # A defender's words naming a card: his card (49), as when quoted without the colon.
        ("cartes_penalisees", "Sud joue 4♠, Ouest dit : j'ai l'as de cœur", "owner", "defender"),
    ],
)
def test_other_topics_read_the_colon_form_as_the_quoted_one(
    topic: str, text: str, question: str, expected: str | None
) -> None:
    assert vocabulary.facts(topic, text).get(question) == expected
    quoted = text.replace(" : ", " « ", 1)
    assert vocabulary.facts(topic, quoted).get(question) == expected


# --- tester15 V7: facts said plainly, as directors type them (27A1, 27B, 63A, 70C) ------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, pas accepté", "refuses"),
        (
            "Nord ouvre 1SA, Est dit 1♠ insuffisant, Sud n accepte pas",
            "refuses",
        ),  # no apostrophe: « ne », not N
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, le gauche n accepte pas", "refuses"),
        ("ench insuff de E sur 1SA de N, S refuse", "refuses"),
        # Traps: not the left-hand opponent (27A1: only he chooses), not chosen yet, someone else, a question.
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, Nord n accepte pas", None),
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, n refuse", None),
        ("ench insuff de S sur 1SA de N, E refuse", None),
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, Sud n'a pas encore accepté ni refusé", None),
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, l'arbitre n'a pas accepté la correction", None),
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, son partenaire n'a pas accepté", None),
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, pas accepté ?", None),
    ],
)
def test_the_refusal_of_an_insufficient_bid_as_typed(text: str, expected: str | None) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("lho_accepts") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ench insuff de E sur 1SA de N, S refuse", "yes"),
        ("enchère insuffisante d'Est sur le 1SA de Nord, Sud refuse", "yes"),
        # Over his partner's bid (Sud at Est's turn: 31), or a question: asked.
        ("ench insuff de S sur 1SA de N, E refuse", None),
        ("ench insuff de E sur 1SA de N ? S refuse", None),
    ],
)
def test_an_insufficient_bid_named_over_its_right_hand_opponents_is_in_turn(
    text: str, expected: str | None
) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("in_rotation") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, le gauche refuse et Est met passe", "pass"),
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, Sud refuse et Est a mis passe", "pass"),
        (
            "Nord ouvre 1SA, Est dit 1♠ insuffisant, Sud refuse, Est veut contrer à la place",
            "double_or_redouble",
        ),
        # Traps: the left-hand opponent's own call, another seat's, a denial, a supposition.
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, Sud refuse et passe", None),
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, Sud refuse, Ouest passe", None),
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, Sud refuse et Est ne veut pas passer", None),
        ("Nord ouvre 1SA, Est dit 1♠ insuffisant, Sud refuse ; si Est passe, Ouest doit passer ?", None),
    ],
)
def test_the_call_made_after_the_refusal_is_the_replacement(text: str, expected: str | None) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("replacement") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ouest revendique le reste : « je tire le dernier atout et tout est maître »", "mentioned"),
        # Traps: what he forgot or did not say, what another reports.
        ("Ouest revendique le reste sans tirer le dernier atout", None),
        ("Ouest revendique le reste, il a oublié de tirer le dernier atout", None),
        ("Ouest revendique le reste ; il n'a pas dit qu'il tire le dernier atout", None),
        ("Ouest revendique le reste ; d'après Nord, il a dit qu'il tire le dernier atout", None),
    ],
)
def test_the_last_trump_drawn_in_the_claimers_words(text: str, expected: str | None) -> None:
    facts = vocabulary.facts("revendication", text)
    assert facts.get("trump_said") == expected
    assert facts.get("outstanding_trump") == expected


# --- the declarer named the ways directors write the contract (stated facts: the seats become roles) -------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3SA contré, joué par Nord, vulnérable, 8 levées réalisées à la table", "nord"),
        ("3SA en Nord, 9 levées faites, et à la fin Est s'aperçoit qu'il a gardé un trèfle", "nord"),
        ("T3 d14 : 4♥ de Sud contré par Ouest, NS vulnérables", "sud"),
        ("Est a ouvert 1♠ mais au final c'est Ouest qui joue 4♥ ; Nord a pas fourni à trèfle", "ouest"),
        # Traps: a bid of the auction, the doubler, a contract said inside another clause.
        ("Nord a ouvert 1♠ en premier", None),
        ("après l'ouverture 1♠ en Nord, Est a dit 2♥", None),
        ("4♠ contré par Ouest", None),
        ("Nord ouvre 1SA, Sud dit 3SA en Nord, Est passe", None),
    ],
)
def test_the_declarer_named_as_directors_write_the_contract(text: str, expected: str | None) -> None:
    assert declarer_seat(text) == expected


def test_a_revoke_by_a_seat_is_a_defenders_once_the_contract_names_the_declarer() -> None:
    text = "3SA en Nord, 9 levées faites, et à la fin Est s'aperçoit qu'il a gardé un petit trèfle alors qu'il avait défaussé sur trèfle"
    assert vocabulary.facts("renonce", text).get("offender") == "defender"
    assert (
        vocabulary.facts("renonce", text.replace("Est s'aperçoit", "Sud s'aperçoit")).get("offender") is None
    )


# --- a claim contested, as directors write it (68B, 68D) ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Sud avait déjà 7 levées, il en réclame 4 de plus sur les 6 restantes, contesté, 3SA donne 15",
            "contested",
        ),
        ("4♠, il revendique à la levée 10, contestée par la défense", "contested"),
        ("Sud revendique, EO pas d'accord", "contested"),
        ("Sud revendique, EO ne sont pas d'accord", "contested"),
        # Traps: not contested, a supposition, the count disputed (another answer), continuing, nobody.
        ("Sud revendique, non contesté", None),
        ("Sud revendique le reste, pas contestée", None),
        ("Sud revendique le reste, la défense aurait contesté", None),
        ("Sud revendique le reste, EO pas d'accord sur le nombre de levées", "tricks_disagreement"),
        ("Sud revendique, EO pas d'accord pour continuer", None),
        ("Sud revendique ; personne n'a contesté", None),
        ("Sud revendique, EO sont d'accord", None),
    ],
)
def test_a_claim_contested_as_directors_write_it(text: str, expected: str | None) -> None:
    assert vocabulary.facts("revendication", text).get("situation") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("carte pénalisée principale sur la table pour Nord (le Valet), Sud va attaquer", "defender"),
        ("le roi de pique pénalisé d'Ouest est sur la table, Est va attaquer", "defender"),
        # Traps: a question, the declarer (48A: never a penalty card), the dummy.
        ("carte pénalisée pour Nord ? Sud joue 4♠", None),
        ("Nord joue 4♠, carte pénalisée principale pour Nord", None),
        ("le déclarant a demandé si la carte était pénalisée pour Nord, Nord est le mort", None),
    ],
)
def test_a_penalty_card_said_of_a_seat_is_a_defenders(text: str, expected: str | None) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("owner") == expected


# --- wrong pre-fills found blind (auditor17, s15) and by tester16 (T12, T13): each now states the words' fact or asks


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a entamé alors que c'était à Est, et Est a également sorti une carte tout de suite après",
        "Ouest entame alors que c'était à Est, puis Est pose aussi la sienne",
        "Ouest entame hors tour, et Est à son tour pose une carte",
    ],
)
def test_two_defenders_putting_a_lead_down_are_never_one_wrong_defender(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") != "wrong_defender_faced"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 55A: the defenders disagree; the one next in turn decides: never « tous deux ».
        (
            "le déclarant a attaqué de sa main au lieu du mort ; un défenseur veut accepter, l'autre veut qu'il la reprenne",
            None,
        ),
        (
            "Sud joue 4♠ ; le déclarant attaque de la main alors que c'était au mort, Est accepte, Ouest veut qu'il la reprenne",
            None,
        ),
        (
            "le déclarant attaque de la main alors que c'était au mort, les deux défenseurs ne sont pas d'accord",
            "disagree",
        ),
        # Traps: one accepts, the other says nothing (either may accept: 55A).
        ("Sud joue 4♠ ; le déclarant attaque de la main alors que c'était au mort, Est accepte", "accept"),
    ],
)
def test_the_defenders_who_disagree_on_the_declarers_lead(text: str, expected: str | None) -> None:
    assert vocabulary.facts("attaque", text).get("defenders_choice") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # T12: the sides count the tricks at the end (79A); the orientation is evidence, not 65B3's case.
        (
            "Fin de la donne : Nord-Sud disent avoir fait 10 levées, Est-Ouest disent 9 ; les cartes sont mal orientées",
            "disagreement",
        ),
        ("pendant le jeu, Est signale que la carte de la 3e levée est mal orientée", "pointed_wrong"),
    ],
)
def test_cards_pointed_wrong_at_the_end_are_the_count_disputed(text: str, expected: str) -> None:
    assert vocabulary.facts("levees", text).get("case") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # T13: what he said or won at an earlier trick is context (46B3a, 46B2), never « prends » today.
        (
            "Sud joue 4♠. Le décla a demandé « le roi » au mort, mais il y a le ♥R et le ♣R au mort ; il venait de "
            "gagner la levée précédente au mort à carreau",
            None,
        ),
        (
            "Sud joue 4♠. Le décla a dit « pique » au mort ; à la levée d'avant, il avait dit « prends » et tout "
            "s'était bien passé",
            None,
        ),
        ("Sud joue 4♠. Le décla a dit « prends » au mort", "win"),
    ],
)
def test_an_earlier_tricks_words_are_not_the_designation(text: str, expected: str | None) -> None:
    assert vocabulary.facts("carte_du_mort", text).get("designation") == expected
