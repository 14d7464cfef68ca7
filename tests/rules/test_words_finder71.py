"""finder71 (issue 37 §1): what was called out of turn (28-32), told by its verb or its card in the clause that says
it came out of turn, seats named or not: a pass (30), a bid (31) or a double (32) — never a call over it (its
acceptance, 29A), two calls at once (33), a conventional pass (30C), a double of the partner's bid (36), a card that
fell out of the box (25A), nor what is denied, asked, supposed or reported."""

from __future__ import annotations

import pytest

from rules import vocabulary


def _call(text: str) -> str | None:
    return vocabulary.facts("declaration_hors_tour", text).get("call")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Il ouvre 1♣ au tour de son adversaire de droite. Donne 22.", "bid"),
        ("J'ai passé avant mon tour, c'était à mon adversaire de droite. Je suis Ouest.", "pass"),
        ("J'ai passé alors que c'était à mon adversaire de droite de parler.", "pass"),
        ("Est a contré au tour de son adversaire de droite.", "double"),
        ("Donne dix-huit, table quatre : mon partenaire a ouvert avant moi.", "bid"),
        (
            "Mon partenaire, qui avait déjà ouvert d'1♠, a enchéri 2♥ au tour de son adversaire de gauche.",
            "bid",
        ),
        ("il a sorti le carton passe alors que c'était à mon tour, il est à ma gauche.", "pass"),
        ("ma partenaire a posé le carton rouge X alors que c'était à moi de parler.", "double"),
        (
            "le joueur à ma droite a contré avant que mon partenaire ait déclaré ; j'ai refusé de l'accepter.",
            "double",
        ),
        ("Au club, mon partenaire a misé 1 trèfle hors tour.", "bid"),
        ("j'ai, par distraction, enchéri hors de mon tour.", "bid"),
        (
            "Passe hors tour de ma partenaire au tour de son adversaire de droite ; le sien a enchéri par-dessus.",
            "pass",
        ),
        (
            "il n'a pas contré hors tour, il a passé hors tour, le carton contre est resté dans la boîte",
            "pass",
        ),
    ],
)
def test_the_call_out_of_turn_is_read_from_its_verb(text: str, expected: str) -> None:
    assert _call(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # the marker in another clause: the next turn, not the call's
        "Nord a passé, c'était au tour d'Est.",
        # in turn, or no turn said
        "Il a passé alors que c'était bien à lui.",
        "Est a passé à son tour.",
        "Ouest a passé au tour suivant.",
        # denied, asked, supposed, reported
        "il n'a pas passé hors tour.",
        "Ouest a-t-il passé hors tour ?",
        "Si Ouest passe hors tour, que faire",
        "Ouest aurait passé hors tour.",
        "Est dit qu'Ouest a passé hors tour.",
        "Selon Nord, Ouest a passé hors tour.",
        # two kinds of call in the clause (« par contre » is no double)
        "Par contre il a passé hors tour.",
        # two calls at once, a double of the partner's bid, a card fallen out of the box
        "Nord et Sud ont passé en même temps, c'était au tour de Nord.",
        "Contre hors tour sur l'enchère de son propre partenaire.",
        "Le carton 1SA de Sud est tombé de la boîte avant son tour, sans qu'il ait voulu annoncer quoi que ce soit.",
        # « la première enchère » is the first call, a pass maybe
        "Nord a remarqué que la première enchère avait été faite hors tour.",
    ],
)
def test_the_call_out_of_turn_is_not_read_otherwise(text: str) -> None:
    assert _call(text) is None


def test_a_conventional_pass_out_of_turn_is_not_a_natural_one() -> None:
    assert _call("Passe fort hors tour de Nord au tour d'Est.") != "pass"  # 30C


def _dummy(text: str) -> dict[str, str]:
    return vocabulary.facts("carte_du_mort", text)


@pytest.mark.parametrize(
    ("text", "designation", "on_lead"),
    [
        ("« Pique », a dit le déclarant, sans dire lequel. Le mort en a quatre.", "suit_only", None),
        ("le déclarant a dit « coupe » et le mort a deux atouts, le 3 et la dame", "suit_only", None),
        ("« Petit » au mort, il y en a trois.", "low", None),
        ("Il n'a pas dit « haut », il a dit « petit ». Le mort a mis le plus petit.", "low", None),
        ("« haut » a dit le déclarant, sans plus ; le mort a mis l'as de trèfle.", "high", None),
        ("Le déclarant a dit « gagne » au mort, une fois.", "win", None),
        ("Déclarant : « joue n'importe quoi ». Le mort a pris une carte au hasard.", "anything", None),
        (
            "« La dame » dit le déclarant, le mort a la main et a deux dames (cœur et trèfle).",
            "rank_leading",
            "yes",
        ),
        (
            "Sur une attaque cœur d'Ouest, le déclarant a dit « le roi » au mort, sans couleur.",
            "rank_following",
            "no",
        ),
        ('Declarer said "haut" from dummy, dummy had to follow to a spade.', "high", "no"),
    ],
)
def test_the_declarers_quoted_word_is_his_designation(
    text: str, designation: str, on_lead: str | None
) -> None:
    facts = _dummy(text)
    assert facts.get("designation") == designation  # 46B1-46B5
    assert facts.get("dummy_on_lead") == on_lead
    assert facts.get("case") == "incomplete"


@pytest.mark.parametrize(
    "text",
    [
        # a full card, another speaker, a slip or a change, a doubt, a question
        "Le déclarant a demandé « le valet de cœur » au mort.",
        "le mort a dit « pique » au déclarant",
        "J'ai dit « dame » en voulant dire « roi », et je me suis corrigé dans la même seconde.",
        "le décla a dit « pique » et immédiatement « non, cœur » en parlant du mort",
        "Le déclarant a dit « un petit »… ou « le petit » ? Mon partenaire n'est pas sûr.",
        "Le déclarant a dit « petit » au mort ?",
        "Selon Est, le déclarant a dit « petit » au mort.",
        # a rank with no word of who leads: 46B3a or 46B3b, asked
        "Le déclarant a dit « la dame » au mort, qui en a deux.",
        # two words for two tricks: which one is the incident's is asked
        "Entame d'Ouest ; le déclarant demande « petit » au mort. À la levée 2, il dit « la Dame » au mort, qui a la main.",
    ],
)
def test_no_designation_is_read_otherwise(text: str) -> None:
    assert "designation" not in _dummy(text)


@pytest.mark.parametrize(
    "text",
    [
        # reviewer30 T-43: the call taken back, or the turn said to be his own
        "J'ai passé avant mon tour... non, c'était bien mon tour, c'est mon adversaire qui a parlé avant.",
        "Mon partenaire a ouvert avant moi, pardon, c'est mon adversaire de droite.",
        "Il a passé hors tour ; en fait c'était bien son tour.",
    ],
)
def test_a_call_out_of_turn_taken_back_is_asked(text: str) -> None:
    assert _call(text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # reviewer30 T-17: a card named that dummy does not hold — the designation is void (46B4)
        ("Le déclarant a nommé le valet de trèfle, que le mort n'avait pas.", "absent"),
        ("Il demande le roi de carreau au mort, mais le mort n'a pas de roi de carreau !", "absent"),
        ("décl a nommé As de T au mort, le mort ne l'a pas", "absent"),
        # no card named, asked, or dummy holds it
        ("Le mort n'a pas le roi de carreau.", None),
        ("Le déclarant a nommé le valet de trèfle ; le mort n'avait pas le valet de trèfle ?", None),
        ("Le déclarant a nommé le valet de trèfle, le mort l'avait.", None),
    ],
)
def test_a_card_dummy_does_not_hold_is_a_void_designation(text: str, expected: str | None) -> None:
    assert _dummy(text).get("designation") == expected


@pytest.mark.parametrize(
    ("text", "case"),
    [
        ("Le déclarant a dit « petit » et le mort a joué le 2 de carreau.", "incomplete"),
        ("« Haut », a dit le déclarant ; le mort a posé l'as de trèfle.", "incomplete"),
        ("Le déclarant a dit « petit » mais le mort a mis le roi.", None),
        ("« Haut », dit le déclarant, alors que le mort a joué le 3.", None),
        ("Le déclarant a demandé « haut », mais le mort a joué le 4.", None),
    ],
)
def test_dummy_doing_otherwise_leaves_the_case_to_the_director(text: str, case: str | None) -> None:
    # 46B (an incomplete word) or 45D (dummy put down a card not designated): opposed by « mais », both may be the case.
    assert vocabulary.facts("carte_du_mort", text).get("case") == case


@pytest.mark.parametrize(
    "text",
    [
        "Est a passé hors tour, son partenaire dit que ce passe est un relais.",
        "Nord a passé hors tour ; selon Sud c'était un passe conventionnel.",
        "Ouest a passé avant son tour, un passe forcing chez eux.",
    ],
)
def test_a_pass_out_of_turn_said_conventional_by_anyone_is_asked(text: str) -> None:
    # 30A (natural) against 30C (artificial): a player's claim that it was conventional is enough to ask.
    assert _call(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Le mort a dit « petit » et a joué le 2 ; le déclarant voulait la dame.",
        "« Haut », dit le mort, et il pose l'as.",
    ],
)
def test_the_dummys_own_word_is_no_designation(text: str) -> None:
    # reviewer30 T-5: 46B reads the declarer's word; dummy's own word is his act (45D), never the designation.
    assert "designation" not in vocabulary.facts("carte_du_mort", text)
