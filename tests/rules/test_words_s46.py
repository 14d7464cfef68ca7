"""Session 46's readings of stated facts (issue 37 §1), from tuning set s45 (voice dictation, no punctuation).

- « s'il vous plaît » is politeness: never the « s'il » of a supposition that would take back every fact after it.
- Words dictated with no punctuation are one clause: the contract is read with its next five words only, so that a
  denial further on (« … avant que personne ne joue », « … n'a pas fourni ») does not take it back.
- « non vulnérable » denies its own word only, never what the next words tell (« … non vulnérable le déclarant a … »).
- Said at once « avant que personne ne joue à la levée suivante »: the revoke is not established (63A1, 62A).
- An explanation dated of the auction, its error found in the play (« à la levée 4 … l'explication donnée pendant les
  enchères ne correspond pas »): during the play (20F, 21B); one's own explanation remembered wrong during the auction
  (« j'ai dit à mes adversaires que … et plus tard je me suis souvenu que … »): 20F4, 75B2.
- One seat, or « on », calling the director back once the play is over (« à la fin du coup, Nord me rappelle », « le coup
  est fini, on vous rappelle »): 16B3.
- Nothing done on the presumed declarer's side, said by the negative (« le mort n'a rien étalé », « ni le déclarant ni le
  mort n'ont montré de carte »): 54.
- A claim's count with the claimer's statement denying something (« en disant « il n'y a plus d'atout » »): the statement
  denies nothing of the claim (68A); a defender's « les deux dernières sont pour nous » is a claim with its trick; one
  player who « n'est pas d'accord » or « ne veut pas »: contested (68B1).
Counter-examples: a denial next to the contract still takes it back; « non » before what it denies still denies it."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import asked_of as _asked_of


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "arbitre s'il vous plaît trois piques joué par sud le déclarant vient de défausser un cœur sur l'attaque"
            " carreau alors qu'il lui reste un carreau",
            {
                "situation": "not_followed",
                "offender": "declarer",
                "contract_level": "3",
                "contract_strain": "S",
                "declarer_side": "ns",
            },
        ),
        (
            "S'il te plaît viens vite, le déclarant a défaussé un trèfle sur l'attaque pique alors qu'il avait encore un"
            " pique.",
            {"situation": "not_followed", "offender": "declarer"},
        ),
        (
            "cinq carreaux contré joué par nord est a défaussé un pique sur l'attaque cœur alors qu'il avait un cœur il"
            " l'a dit tout de suite avant que personne ne joue à la levée suivante",
            {
                "contract_level": "5",
                "contract_strain": "D",
                "doubling": "doubled",
                "declarer_side": "ns",
                "when": "not_established",
            },
        ),
        (
            "quatre cœurs par sud non vulnérable le déclarant n'a pas fourni à pique à la levée trois alors qu'il en avait",
            {"offender": "declarer", "contract_level": "4", "contract_strain": "H", "declarer_side": "ns"},
        ),
    ],
)
def test_dictated_words_keep_their_facts(text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of("renonce", text, facts) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # the denial next to the contract is the contract's own: nothing is taken
        (
            "ce n'était pas quatre piques par sud, Est a défaussé un cœur sur l'attaque carreau alors qu'il avait un"
            " carreau",
            {"contract_level": None, "contract_strain": None},
        ),
        # a supposition with « s'il » stays one
        (
            "S'il a défaussé un trèfle sur l'attaque pique alors qu'il avait un pique, c'est une renonce ?",
            {"situation": None, "offender": None},
        ),
        # « non » right before what it denies still denies it
        (
            "Le déclarant a joué, Est non, personne de son camp n'a joué à la levée suivante.",
            {"offender": None},
        ),
    ],
)
def test_what_still_denies(text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of("renonce", text, facts) == facts


_S45_FACTS: list[tuple[str, str, dict[str, str | None]]] = [
    (
        "explication_erronee",
        "À la levée 6, Ouest comprend que l'explication du 3♣ donnée par Nord pendant les enchères était fausse.",
        {"situation": "during_play"},
    ),
    (
        "explication_erronee",
        "Pendant les enchères, j'ai dit à l'adversaire que le 2♦ de ma partenaire était faible, et un peu plus tard je"
        " me suis rendu compte que c'est un multi.",
        {"situation": "auction_own"},
    ),
    (
        "information_non_autorisee",
        "Sud a hésité longtemps avant de passer, puis Nord a contré. À la fin du coup, Est me rappelle.",
        {"called_back": "yes"},
    ),
    (
        "information_non_autorisee",
        "Ouest a mis une éternité à passer et Est a réveillé. Le coup est fini, on vous rappelle.",
        {"called_back": "yes"},
    ),
    (
        "entame",
        "Contrat 4♠ par Nord : Ouest a entamé face visible alors que c'était à Est. Le mort n'a rien étalé.",
        {"declarer_action": "nothing"},
    ),
    (
        "entame",
        "Sud a entamé le 5♦ face visible, c'était à Nord ; ni le déclarant ni le mort n'ont montré de carte.",
        {"declarer_action": "nothing"},
    ),
    (
        "revendication",
        "Nord, à 3♥, revendique les deux dernières levées en disant « il n'y a plus d'atout dehors ».",
        {"claimed": "2"},
    ),
    (
        "revendication",
        "En défense, Est a dit « les trois dernières sont pour nous » au début de la levée 11, Sud n'est pas d'accord.",
        {"claim_trick": "11", "situation": "contested"},
    ),
    (
        "revendication",
        "Le déclarant réclame les cinq qui restent. Ouest ne veut pas, il dit qu'il a encore un atout.",
        {"situation": "contested"},
    ),
    # session 12's trap: the negation never reads a spread; it says nothing was
    ("entame", "entame hors tour d'Ouest, le mort n'a encore rien étalé", {"declarer_action": "nothing"}),
]


@pytest.mark.parametrize(
    ("topic", "text", "facts"),
    [
        # the explanation's error found in the auction: not the play's, whatever « pendant les enchères » dates
        (
            "explication_erronee",
            "Pendant les enchères, Est se rend compte que l'explication donnée par son partenaire était fausse.",
            {"situation": None},
        ),
        # « on vous rappellera »: the rights reserved now, the director called during the auction (16B2)
        (
            "information_non_autorisee",
            "Nord a hésité puis Sud a dit 4♥ ; on vous rappellera à la fin du coup.",
            {"called_back": None},
        ),
        # a claim denied: no count
        (
            "revendication",
            "Le déclarant ne revendique pas les trois dernières levées, il continue à jouer.",
            {"claimed": None},
        ),
        # the partner of a defender who concedes objecting: not a contested claim (68B2)
        (
            "revendication",
            "Est concède les deux dernières, mais son partenaire n'est pas d'accord.",
            {"situation": None},
        ),
        # nobody told him to lead: says nothing of what the declarer's side did
        (
            "entame",
            "Personne ne lui a rien dit, ni le déclarant ni le mort : Est a entamé tout seul alors que c'était à Ouest.",
            {"declarer_action": None},
        ),
        # the dummy not spread, the declarer's own card played: not « nothing »
        (
            "entame",
            "Ouest a entamé hors tour, le mort n'a pas encore étalé mais le déclarant a joué une carte de sa main dessus.",
            {"declarer_action": None},
        ),
    ],
)
def test_s45_facts_left_asked(topic: str, text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of(topic, text, facts) == facts


_S46B_FACTS: list[tuple[str, str, dict[str, str | None]]] = [
    # s46b: « et avant que Sud ait pu parler » opens the double's clause: Nord doubled at his partner's turn (the
    # opening said before it was in turn)
    (
        "declaration_hors_tour",
        "Ouest ouvre 1♣ et avant que Nord ait pu parler, Sud lance « contre ». Nord n'a encore rien dit.",
        {"call": "double", "turn": "partner"},
    ),
    # « c etait » typed without its apostrophe, the dealer named with his seat, a question about the ruling alone
    (
        "declaration_hors_tour",
        "donneur sud, est a passe alors que c etait a sud de parler, personne a rien dit",
        {"call": "pass", "turn": "lho_first"},
    ),
    (
        "declaration_hors_tour",
        "C'est grave, ça ? Ouest a ouvert 1♦ alors que c'était au donneur Sud, à sa droite, de parler.",
        {"call": "bid", "turn": "rho"},
    ),
    (
        "nombre_de_cartes",
        "À la fin du coup, Sud s'aperçoit qu'il a joué avec quatorze cartes et Est avec douze.",
        {"problem": "too_many"},
    ),
    # the seat holding a penalty card is a defender (50), the trick named « au premier tour de carreau »
    (
        "renonce",
        "Est avait le 9♣ comme carte pénalisée sur la table. Au premier tour de trèfle il a fourni le 3♣ de sa main"
        " au lieu du 9.",
        {"situation": "penalty_card_not_played", "offender": "defender"},
    ),
    # « Hier, » dates the whole story, never another deal's: the requirement and its breach are read (59, 64)
    (
        "renonce",
        "Hier, le déclarant avait exigé une attaque pique d'Ouest, mais Ouest a attaqué cœur alors qu'il avait deux"
        " piques en main.",
        {"situation": "requirement_ignored", "offender": "defender"},
    ),
    # the card put face up on the table, then wanted back for another: its retraction (47), not whether it is
    # played (45C2)
    (
        "carte_jouee",
        "Le déclarant a posé le cinq de pique face visible sur la table puis a dit « non attendez, je mets la dame »"
        " et a voulu reprendre le cinq.",
        {"case": "retract"},
    ),
]


def test_a_question_about_the_facts_still_leaves_the_turn_asked() -> None:
    """« … alors que c'était à Est de parler. Ou à Ouest ? »: the turn asked again is the director's (85A)."""
    found = _asked_of(
        "declaration_hors_tour",
        "Sud a ouvert 1♣ alors que c'était à Est de parler. Ou à Ouest ?",
        {"turn": None},
    )
    assert found == {"turn": None}


def test_a_call_said_before_another_seat_spoke_in_its_own_clause_is_not_the_openers() -> None:
    """« Est ouvre 1♦ et avant que Sud … » never makes Est's opening the call out of turn (s46b: its turn read
    « lho_first », its call « bid », both wrong)."""
    found = _asked_of(
        "declaration_hors_tour",
        "Est ouvre 1♦ et avant que Sud ait pu parler, Nord lance « contre ».",
        {"call": None, "turn": None},
    )
    assert found["call"] != "bid" and found["turn"] != "lho_first"


def test_another_days_board_said_inside_a_clause_still_frames_it() -> None:
    """« Hier, » alone opens the story told; a contract said « hier » in a clause of its own is another board's (12C,
    reviewer26 P-12b): nothing of it is read as this incident's contract."""
    found = _asked_of(
        "renonce",
        "Sud jouait 4♠ hier. Aujourd'hui Est a défaussé un cœur sur l'attaque pique alors qu'il avait un pique.",
        {"contract_level": None},
    )
    assert found == {"contract_level": None}


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # notes typed with slashes: each part between them a clause (the contract « 3SA S », the revoker « renonce E »)
        (
            "d7 / EO vuln / 4♥ O / renonce N lev 3 / constatée lev 8",
            {"contract_level": "4", "contract_strain": "H", "declarer_side": "eo", "offender": "defender"},
        ),
        # the contract and its declarer's letter after « contrat »
        (
            "Contrat 4♠ N, renonce d'Est à la levée 5.",
            {"contract_level": "4", "declarer_side": "ns", "offender": "defender"},
        ),
    ],
)
def test_notes_as_directors_type_them(text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of("renonce", text, facts) == facts


def test_a_slash_between_two_seats_is_no_clause_break() -> None:
    """« N/S vulnérables » keeps its side: only a slash between spaces cuts the notes."""
    assert _asked_of("renonce", "4♠ par Nord, N/S vulnérables, renonce d'Est.", {"vulnerable": None}) == {
        "vulnerable": "yes"
    }


_MORE_FACTS: list[tuple[str, str, dict[str, str | None]]] = [
    # « maintenant » is when the director is called back once the play is over (16B3), not a call in the auction
    (
        "information_non_autorisee",
        "Nord a longuement hésité avant de passer, Sud a reparlé 3♠ ; le coup est fini, 3♠ fait, et on vous rappelle"
        " maintenant.",
        {"situation": "partner_after"},
    ),
    # the declarer played a card of his hand to the lead out of turn: he saw it, it was faced (54B)
    (
        "entame",
        "Entame hors tour du ♥4 par Ouest ; le déclarant Nord fournit aussitôt le roi de cœur de sa main.",
        {"situation": "wrong_defender_faced"},
    ),
]


def test_a_call_back_foreseen_is_none() -> None:
    """« on vous rappellera » after the play: not yet a call back (16B2's rights reserved)."""
    found = _asked_of(
        "information_non_autorisee",
        "Nord a hésité avant de passer, Sud a reparlé ; on vous rappellera maintenant à la fin du coup.",
        {"situation": None},
    )
    assert found["situation"] != "partner_after"


@pytest.mark.parametrize(("topic", "text", "facts"), [*_S45_FACTS, *_S46B_FACTS, *_MORE_FACTS])
def test_stated_facts_are_read(topic: str, text: str, facts: dict[str, str | None]) -> None:
    assert _asked_of(topic, text, facts) == facts
