"""finder65 (session 29): the blind set's confirmed wrong pre-fills (auditor35), fixed in general words — each case here
in our own words, with its traps. A fact is pre-filled only when the words state it without doubt (issue 37 §1); a
wrong pre-fill is worse than a missed one, so each doubt leaves the question to the director.
"""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts

# A1 — a call unsaid for the one that replaces it: the replacement (27B) is not the call first said.


@pytest.mark.parametrize(
    "unsaid",
    [
        "Sud a dit 1♦ sur le 1♠ d'Ouest, puis l'a remplacé par un contre, non, par 2♠.",
        "Sud a dit 1♦ sur le 1♠ d'Ouest ; remplacé par contre… enfin non, par 3♦.",
        "Sud a dit 1♦ sur le 1♠ d'Ouest, il l'a remplacé par passe, pardon, par 2♦.",
        "Sud a dit 1♦ sur le 1♠ d'Ouest et l'a remplacé par un contre, enfin non.",
    ],
)
def test_a_replacement_unsaid_is_not_read(unsaid: str) -> None:
    assert "replacement" not in engine_facts("enchere_insuffisante", unsaid)


@pytest.mark.parametrize(
    ("plain", "value"),
    [
        ("Sud a dit 1♦ sur le 1♠ d'Ouest, puis l'a remplacé par un contre.", "double_or_redouble"),
        ("Sud a dit 1♦ sur le 1♠ d'Ouest, puis l'a remplacé par passe.", "pass"),
        # a « non » that unsays no call: the replacement stands
        (
            "Sud a dit 1♦ sur le 1♠ d'Ouest, non accepté par Nord ; il l'a remplacé par un contre.",
            "double_or_redouble",
        ),
        # « Est dit 1♠ » after a call is no unsaying: the seat's own call told in order
        ("Nord ouvre 1SA, Est dit 1♠, Sud refuse, et Est remplace par contre.", "double_or_redouble"),
    ],
)
def test_a_replacement_said_once_still_reads(plain: str, value: str) -> None:
    assert engine_facts("enchere_insuffisante", plain).get("replacement") == value


def test_a_call_out_of_turn_unsaid_is_not_read() -> None:
    """31/32 turn on what was called out of turn: « un passe, pardon, un contre » leaves it asked."""
    text = "Est a fait un passe, pardon, un contre, alors que c'était à Sud de parler."
    assert "call" not in engine_facts("declaration_hors_tour", text)


# A2 — the dealer taken back, even sentences later: whose turn it was built on him is asked.


@pytest.mark.parametrize(
    "taken_back",
    [
        "Ouest ouvre 1♣ alors qu'Est est donneur. Est n'avait pas parlé. Ah non, pardon : c'est Nord qui était donneur.",
        "Ouest ouvre 1♣ alors qu'Est est donneur. Est n'avait rien dit. Je me suis trompé, le donneur était Sud.",
        "Donneur Est. Ouest a ouvert 1♣ avant tout le monde. Euh non, Nord était donneur.",
    ],
)
def test_a_dealer_taken_back_leaves_the_turn_asked(taken_back: str) -> None:
    assert "turn" not in engine_facts("declaration_hors_tour", taken_back)


@pytest.mark.parametrize(
    ("plain", "value"),
    [
        ("Ouest ouvre 1♣ alors qu'Est est donneur. Est n'avait pas parlé.", "partner"),
        ("Sud était donneur, mais Est a ouvert 1♣. Sud n'a pas encore parlé.", "lho_first"),
        # a correction of something else than the dealer
        ("Sud était donneur, mais Est a ouvert 1♣, pardon, 1♦. Sud n'a pas encore parlé.", "lho_first"),
    ],
)
def test_a_dealer_said_once_still_gives_the_turn(plain: str, value: str) -> None:
    assert engine_facts("declaration_hors_tour", plain).get("turn") == value


# A3 — another player's call out of turn, named from the writer (« mon partenaire »), says nothing of the insufficient
# bid's rotation.


@pytest.mark.parametrize(
    "other",
    [
        "Mon adversaire de droite a dit 1♣ sur le 1♦ de mon partenaire ; j'ai accepté en disant 1♠. Ensuite mon partenaire "
        "a parlé avant son tour.",
        "Sur le 1♦ de mon partenaire, l'adversaire a mis 1♣ et je l'ai accepté. Puis son partenaire a contré hors tour.",
    ],
)
def test_another_players_call_out_of_turn_does_not_decide_the_rotation(other: str) -> None:
    assert engine_facts("enchere_insuffisante", other).get("in_rotation") != "no"


def test_the_insufficient_bid_out_of_turn_still_reads() -> None:
    text = "Nord a dit 1♥ sur le 1SA d'Est, avant son tour."
    assert engine_facts("enchere_insuffisante", text).get("in_rotation") == "no"


# A4 — « retirer » a result or a call's effect from a player, wanted after the play, is no call withdrawn (16C).


@pytest.mark.parametrize(
    "complaint",
    [
        "J'ai réfléchi deux secondes avant de passer ; à la fin du coup les adversaires veulent me retirer mon 4♠.",
        "Mon partenaire a pris son temps, j'ai dit 3SA ; à la fin du coup Nord-Sud demandent qu'on nous retire le contrat.",
        "Est a hésité, Ouest a dit 4♥ ; on m'appelle à la fin du coup, Nord veut lui retirer son 4♥.",
    ],
)
def test_a_result_taken_away_is_no_call_withdrawn(complaint: str) -> None:
    assert engine_facts("information_non_autorisee", complaint).get("situation") != "withdrawn_after"


def test_a_call_withdrawn_at_the_table_still_reads() -> None:
    text = "Ouest a retiré sa passe hors tour, Est a ensuite dit 3SA ; on m'appelle à la fin du coup."
    assert engine_facts("information_non_autorisee", text).get("situation") == "withdrawn_after"


# A5 (a doubt) — the declarer's choice told beside the card picked up: the partner's lead under the choice (50D2) or the
# information (50E) — the words do not say which is to settle: asked.


@pytest.mark.parametrize(
    "choice",
    [
        "Déclarant : interdiction de la couleur (pique), la carte pénalisée reprise en main.",
        "Le déclarant exige carreau, la carte pénalisée d'Est est reprise en main.",
    ],
)
def test_a_choice_with_the_card_picked_up_leaves_the_situation_asked(choice: str) -> None:
    assert engine_facts("cartes_penalisees", choice).get("situation") != "information"


@pytest.mark.parametrize(
    "later",
    [
        "La carte pénalisée a été reprise en main après que le déclarant a interdit cœur ; plus tard Ouest en a tenu compte.",
        "La carte pénalisée d'Est a été reprise en main.",
        "Le déclarant a exigé carreau, la carte pénalisée d'Est a été reprise en main ; Ouest demande ce qu'il peut en faire.",
    ],
)
def test_the_information_still_reads_when_the_words_say_it(later: str) -> None:
    assert engine_facts("cartes_penalisees", later).get("situation") == "information"


# reviewer29 S-28 — a claim's trick named by its number, then taken back (« à la levée 8... non, à la levée 9 »): asked (70).


@pytest.mark.parametrize(
    "taken_back",
    [
        "Est a revendiqué à la levée 7... non, à la levée 8.",
        "Est a revendiqué à la levée 7, non, à la levée 8.",
        "Est a revendiqué au pli 7, pardon, au pli 8.",
    ],
)
def test_a_claim_trick_taken_back_is_asked(taken_back: str) -> None:
    assert "claim_trick" not in engine_facts("revendication", taken_back)


def test_a_claim_trick_said_once_still_reads() -> None:
    assert engine_facts("revendication", "Est a revendiqué à la levée 7.").get("claim_trick") == "7"


# reviewer29 S-30 — the double said replaced or withdrawn: whether the contract is doubled is asked (25A, 77).


@pytest.mark.parametrize(
    "withdrawn",
    [
        "Nord joue 3SA contré (le contre avait été remplacé par passe, lapsus). Ouest a renoncé à la levée 5.",
        "Nord joue 3SA contré, le contre d'Ouest a été annulé. Ouest a renoncé à la levée 5.",
        "Nord joue 3SA contré ; Est a retiré son contre tout de suite. Ouest a renoncé à la levée 5.",
    ],
)
def test_a_double_withdrawn_leaves_the_doubling_asked(withdrawn: str) -> None:
    assert "doubling" not in engine_facts("renonce", withdrawn)


@pytest.mark.parametrize(
    "plain",
    [
        "Nord joue 3SA contré. Ouest a renoncé à la levée 5.",
        # a double that stands, its word beside another verb
        "Nord joue 3SA contré ; Est a maintenu son contre. Ouest a renoncé à la levée 5.",
    ],
)
def test_a_double_that_stands_still_reads(plain: str) -> None:
    assert engine_facts("renonce", plain).get("doubling") == "doubled"


# reviewer29 S-33 — a choice denied, then the denial taken back (« ne l'a pas acceptée... enfin si »): asked (27A1).


@pytest.mark.parametrize(
    "taken_back",
    [
        "Nord a fait une enchère insuffisante ; Est ne l'a pas acceptée... enfin si, il l'a acceptée.",
        "Nord a fait une enchère insuffisante ; Est n'a pas accepté, en fait si, finalement.",
    ],
)
def test_a_refusal_taken_back_is_asked(taken_back: str) -> None:
    assert "lho_accepts" not in engine_facts("enchere_insuffisante", taken_back)


@pytest.mark.parametrize(
    ("plain", "value"),
    [
        ("Nord a fait une enchère insuffisante ; Est ne l'a pas acceptée.", "refuses"),
        # « si » meaning « if », no denial taken back
        (
            "Nord a fait une enchère insuffisante ; Est ne l'a pas acceptée, même si Nord insistait.",
            "refuses",
        ),
    ],
)
def test_a_refusal_said_once_still_reads(plain: str, value: str) -> None:
    assert engine_facts("enchere_insuffisante", plain).get("lho_accepts") == value


# reviewer29 S-39 — two revokes by partners told together are never one revoke (64A for each).


@pytest.mark.parametrize(
    "two",
    [
        "Nord a renoncé à la levée 2, et son partenaire aussi, à la levée 6.",
        "On a renoncé, moi et mon partenaire, chacun une fois.",
        "Les deux défenseurs ont renoncé, Ouest à cœur et Est à pique.",
    ],
)
def test_two_revokes_by_partners_are_not_one(two: str) -> None:
    assert engine_facts("renonce", two).get("situation") != "not_followed"


def test_two_defenders_revoking_read_two_revokes() -> None:
    assert (
        engine_facts("renonce", "Les deux défenseurs ont renoncé, Ouest à cœur et Est à pique.").get(
            "situation"
        )
        == "two_revokes"
    )


@pytest.mark.parametrize(
    "one",
    [
        "Nord a renoncé à la levée 2 ; son partenaire aussi l'a remarqué.",
        "Nord a renoncé à cœur.",
    ],
)
def test_one_revoke_still_reads(one: str) -> None:
    assert engine_facts("renonce", one).get("situation") == "not_followed"


# reviewer29 S-35 — the trick a revoke was pointed out at is not its trick (62D/64B6 against 63A1/64A).


@pytest.mark.parametrize(
    "noticed",
    [
        "Est a renoncé ; Ouest l'a signalé à la levée 12.",
        "Est a renoncé ; on s'en est rendu compte à la levée 12.",
    ],
)
def test_the_trick_of_the_discovery_is_not_the_twelfth(noticed: str) -> None:
    facts = engine_facts("renonce", noticed)
    assert facts.get("trick_twelve") != "twelfth" and facts.get("transfer_tricks") != "twelfth"


def test_the_first_trick_after_is_not_trick_one() -> None:
    text = "Est a renoncé ; Ouest l'a signalé à la fin de la première levée suivante."
    assert "trick_twelve" not in engine_facts("renonce", text)


@pytest.mark.parametrize(
    ("plain", "value"),
    [
        ("Est a renoncé à la levée 12 ; on s'en est rendu compte à la levée 13.", "twelfth"),
        ("Est a renoncé à la première levée.", "before_12"),
    ],
)
def test_the_revokes_own_trick_still_reads(plain: str, value: str) -> None:
    assert engine_facts("renonce", plain).get("trick_twelve") == value


# reviewer29 S-40 — several cards or a whole hand named with their owner (« les cartes d'Est », « la main d'Ouest ») are
# that player's, whoever dropped them: never the dropper's (48A against 49/50).


@pytest.mark.parametrize(
    "dropped",
    [
        "Nord joue 3SA. Le déclarant a fait tomber les cartes d'Ouest en ramassant la levée.",
        "Nord joue 3SA. Le déclarant a fait tomber deux cartes d'Est.",
        "Nord joue 3SA. Le mort a fait tomber la main d'Est.",
    ],
)
def test_another_players_cards_dropped_are_his(dropped: str) -> None:
    assert engine_facts("cartes_penalisees", dropped).get("owner") == "defender"


def test_the_droppers_own_cards_still_read() -> None:
    text = "Nord joue 3SA. Le déclarant a fait tomber deux cartes."
    assert engine_facts("cartes_penalisees", text).get("owner") == "declarer"


# reviewer29 S-34 — « l'entameur » makes the opening lead: a defender (41A); never « entamé » (the declarer « entame les
# atouts »).


@pytest.mark.parametrize(
    ("text", "topic", "question"),
    [
        ("L'entameur a renoncé à la levée 5.", "renonce", "offender"),
        (
            "Le partenaire de l'entameur a laissé tomber la dame de pique pendant le jeu.",
            "cartes_penalisees",
            "owner",
        ),
    ],
)
def test_the_opening_leader_is_a_defender(text: str, topic: str, question: str) -> None:
    assert engine_facts(topic, text).get(question) == "defender"


def test_a_declarer_starting_a_suit_is_no_leader() -> None:
    text = "Le déclarant a entamé les atouts puis il a renoncé à cœur."
    assert engine_facts("renonce", text).get("offender") == "declarer"


# reviewer29 S-29 — a card exposed during the auction, the auction over with the roles said: the owner in the declaring side
# (the card goes back) or in defence (a penalty card), 24.


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Pendant les enchères, Est a fait tomber le 5 de cœur ; les enchères sont finies, Est est le mort.",
            "declaring_side",
        ),
        (
            "Pendant les enchères, Est a fait tomber le 5 de cœur ; son partenaire Ouest est devenu déclarant.",
            "declaring_side",
        ),
        ("Pendant les enchères, Est a fait tomber le 5 de cœur ; Nord a fini déclarant à 4♠.", "defender"),
    ],
)
def test_the_auction_over_with_the_roles_said(text: str, value: str) -> None:
    assert engine_facts("carte_exposee_encheres", text).get("auction_over") == value


@pytest.mark.parametrize(
    "text",
    [
        "Pendant les enchères, Est a fait tomber le 5 de cœur. Est n'est pas le mort.",
        "Pendant les enchères, Est a fait tomber le 5 de cœur ; est-ce qu'Est sera le mort ?",
        "Pendant les enchères, Est a fait tomber le 5 de cœur ; Sud a montré son as. Ouest est le mort.",
    ],
)
def test_the_auction_over_not_said_plainly_is_asked(text: str) -> None:
    assert "auction_over" not in engine_facts("carte_exposee_encheres", text)


# reviewer29 S-26 — a call after the auction closed: « après trois passes » without the article; the future dummy's bid
# (39A); « l'entame » itself is no call, « qui allait entamer » is no lead.


@pytest.mark.parametrize(
    ("text", "question", "value"),
    [
        (
            "Après trois passes qui ont clos les enchères, Nord, qui allait entamer, a contré.",
            "kind",
            "after_final_pass",
        ),
        ("Après les trois passes le futur mort a dit 5♦.", "after_final_pass_by", "declaring_side"),
    ],
)
def test_a_call_after_the_final_pass(text: str, question: str, value: str) -> None:
    assert engine_facts("declaration_inadmissible", text).get(question) == value


def test_the_lead_after_the_final_pass_is_no_call() -> None:
    text = "Après le dernier passe, Nord a entamé et Est a passé encore."
    assert "kind" not in engine_facts("declaration_inadmissible", text)


# reviewer29 S-26 — the obliged player's own call after the apposition (« Sud, obligé de passer, a dit 2♠ ») is his (37A),
# even when his left-hand opponent passes after it; another seat calling in his place is not.


@pytest.mark.parametrize(
    "own",
    [
        "Est, obligé de passer, a dit 3♣ ; Sud a passé ensuite.",
        "Est, qui devait passer à cause de la rectification, a dit 3♣ ; Sud a passé après.",
    ],
)
def test_the_obliged_players_own_call(own: str) -> None:
    assert engine_facts("declaration_inadmissible", own).get("kind") == "must_pass"


@pytest.mark.parametrize(
    "other",
    ["Est devait passer ; Sud a dit 3♣ à sa place.", "Est, obligé de passer, a passé ; Sud a dit 3♣."],
)
def test_another_seats_call_is_not_the_obliged_players(other: str) -> None:
    assert engine_facts("declaration_inadmissible", other).get("kind") != "must_pass"


# reviewer29 S-26 — the left-hand opponent's call after the obliged player's call (37A: a pass is a call).


def test_the_lho_called_over_the_obliged_players_call() -> None:
    text = "Est devait passer, mais il a dit 3♣ ; Sud a passé."
    assert engine_facts("declaration_inadmissible", text).get("lho_called") == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Sud avait passé avant ; Est, qui devait passer, a dit 3♣.",  # before, not over it
        "Est devait passer, mais il a dit 3♣ ; Ouest a passé ensuite.",  # his partner, not his LHO
        "Est devait passer, mais il a dit 3♣ ; Sud a-t-il passé ?",
        "Sud 1♥, Ouest contre, Nord passe, Est contre à son tour.",  # an auction told in order: nobody obliged
    ],
)
def test_no_lho_call_over_it_is_read_otherwise(text: str) -> None:
    assert engine_facts("declaration_inadmissible", text).get("lho_called") != "yes"
