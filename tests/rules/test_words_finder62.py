"""finder62 (issue 37 §1: who offended): a player named from the writer (« mon partenaire ») is read as the role the
writer's own role fixes — a defender's partner defends, the dummy's partner declares (64B3 turns on it) — and is left
as typed when the writer's role is not said plainly (believed, in another's mouth) or does not fix him."""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.relations_in_words import related
from rules.seats_in_words import declarer_seat, final_contract


def _fact(topic: str, text: str, question: str) -> str | None:
    return vocabulary.facts(topic, text).get(question)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Nous étions en défense. Mon partenaire a renoncé à pique.",
            "Nous étions en défense. Le défenseur a renoncé",
        ),
        ("Je suis le mort. Ma partenaire a défaussé un cœur.", "Je suis le mort. Le déclarant a défaussé"),
        # The preposition before it joins the role's article (« du », « au »), never « de le ».
        (
            "Le roi est tombé des mains de ma partenaire (on défendait).",
            "Le roi est tombé des mains du défenseur",
        ),
        (
            "Moi je suis le mort : mon adversaire de droite a attaqué.",
            "Moi je suis le mort : le défenseur a attaqué",
        ),
    ],
)
def test_the_writers_partner_is_the_role_his_own_fixes(text: str, read: str) -> None:
    assert related(text).startswith(read)


@pytest.mark.parametrize(
    "text",
    [
        # A defender's opponent of the left is the dummy or the declarer: as typed.
        "On défendait 4♠, mon adversaire de gauche a renoncé.",
        # The role believed, or in another's mouth: not the writer's fact.
        "Je pensais être en défense ; mon partenaire a renoncé.",
        "Est dit que nous étions en défense. Mon partenaire a renoncé.",
        # No role said at all.
        "Mon partenaire a renoncé à pique.",
        # The pair, not one player (« avant que mon partenaire ou moi ayons joué »).
        "Je suis en défense, avant que mon partenaire ou moi ayons joué à la levée suivante.",
    ],
)
def test_the_writers_partner_stays_as_typed(text: str) -> None:
    assert related(text) == text


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        (
            "renonce",
            "Je suis le mort, en Nord. Mon partenaire a défaussé un carreau de sa main sur un trèfle alors "
            "qu'il avait un trèfle.",
            "offender",
            "declarer",
        ),
        (
            "cartes_penalisees",
            "Le roi de cœur est tombé des mains de ma partenaire (on défendait), face en l'air.",
            "owner",
            "defender",
        ),
        (
            "attaque",
            "À la 5e levée, mon adversaire de droite a attaqué alors que c'était à son partenaire. Le "
            "déclarant n'a rien joué dessus. Moi je suis le mort.",
            "who_led",
            "defender_partner_turn",
        ),
        # The other defender saw the card the writer held (45C1): his partner.
        (
            "cartes_penalisees",
            "J'ai tenu ma carte trop bas, ma partenaire a pu voir que c'était le valet. On est en défense.",
            "how_exposed",
            "held_seen",
        ),
    ],
)
def test_facts_read_from_the_writers_role(topic: str, text: str, question: str, value: str) -> None:
    assert _fact(topic, text, question) == value


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        (
            "renonce",
            "Je pensais être le mort. Mon partenaire a défaussé un carreau alors qu'il avait un trèfle.",
            "offender",
        ),
        ("renonce", "Je suis le mort. Mon partenaire n'a pas renoncé, il a bien fourni.", "offender"),
        (
            "cartes_penalisees",
            "Est dit que nous étions en défense. Le roi est tombé des mains de ma partenaire.",
            "owner",
        ),
        # The declarer's own card seen: not the partner's view of a defender's card.
        (
            "cartes_penalisees",
            "Le déclarant a tenu sa carte trop bas, le défenseur a pu voir le valet.",
            "how_exposed",
        ),
    ],
)
def test_no_fact_without_the_writers_role_said(topic: str, text: str, question: str) -> None:
    assert _fact(topic, text, question) is None


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        # A score sheet's result between the contract and its declarer (« 4♥X-1 par E », « 3SA +1 par Sud »).
        ("Donne 11, saisie : 4♥X-1 par E, 9 levées à la table.", "est"),
        ("3SA +1 par Sud, 430.", "sud"),
        ("4♠ = par Ouest, 420 marqué.", "ouest"),
        # The doubled contract's vulnerability after a comma, then who plays it.
        ("4♥ contré, vulnérable, joué par Nord, neuf levées à la table.", "nord"),
        ("Résultat : 3♣ contré juste fait par Nord, 470 inscrit.", "nord"),
        ("Score : 2♥ contré +1 par Sud, 870.", "sud"),
        ("étui vingt c'est 4 pique contré joués par nord à la levée six", "nord"),
        # A contract alone in its clause, its declarer and the result after it.
        ("d17 t4 : renonce de Sud à trèfle levée 3. 3SA E -1", "est"),
        ("renonce d'Est, levée 5 gagnée par NS, 4P N=", "nord"),
    ],
)
def test_the_declarer_after_a_result_or_the_vulnerability(text: str, seat: str) -> None:
    assert declarer_seat(text) == seat


@pytest.mark.parametrize(
    "text",
    [
        # A side, not a seat.
        "4♠= par Est-Ouest à toutes les tables.",
        # The other table of a match: the same board, another declarer (the contract is not this table's either).
        "À l'autre table, nos coéquipiers ont fait 4♠= par Est. Chez nous, Ouest a renoncé.",
        "En salle fermée, 3SA+1 par Nord ; ici Est a renoncé.",
        # Doubled by: not the declarer.
        "4♠ X par Ouest, Est a renoncé.",
        "3♣ contré par Nord, Est a renoncé.",
        # A bid of the auction with a result after it is no contract alone.
        "Nord 1♥, Est passe, 4♥ S=",
    ],
)
def test_no_declarer_from_a_side_another_table_or_the_doubler(text: str) -> None:
    assert declarer_seat(text) is None
    assert final_contract(text) is None or "par" not in final_contract(text).words


def test_a_revoke_by_a_seat_with_the_result_sheet() -> None:
    text = "Feuille de la table 6, donne 19 : 4♠X-1 par N, soit 9 levées. Ouest reconnaît qu'il avait un carreau."
    facts = vocabulary.facts("renonce", text)
    assert (facts.get("declarer_side"), facts.get("contract_level"), facts.get("tricks_taken")) == (
        "ns",
        "4",
        "9",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ma partenaire a ouvert 1♦ alors que c'était à moi d'ouvrir (j'étais donneur).",
        "Ma partenaire ouvre 1SA à ma place (c'est moi qui étais donneur).",
        "J'ai passé alors que c'était à mon partenaire.",
        "Contre hors tour, c'était au partenaire de parler.",
    ],
)
def test_a_call_at_the_writers_or_his_partners_turn(text: str) -> None:
    assert _fact("declaration_hors_tour", text, "turn") == "partner"  # 31B: the offender's partner's turn


@pytest.mark.parametrize(
    "text",
    [
        "Ma partenaire n'a pas ouvert à ma place, elle a attendu.",
        "Est dit que ma partenaire a ouvert à ma place.",
        "Si ma partenaire avait ouvert à ma place, que se passerait-il ?",
        "Ma partenaire a ouvert alors que c'était à moi ; enfin non, c'était à mon adversaire de droite.",
        "Ma partenaire a ouvert 1♥ alors que c'était à moi ? Non, c'était bien son tour.",
    ],
)
def test_no_turn_denied_reported_supposed_or_taken_back(text: str) -> None:
    assert _fact("declaration_hors_tour", text, "turn") is None


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Mon adversaire de droite, le déclarant, a coupé de sa main.", "Le déclarant a coupé de sa main."),
        ("Mon partenaire (le mort) a joué l'as tout seul.", "Le mort a joué l'as tout seul."),
        # The role said beside agrees with the one the writer's own fixes.
        (
            "Je suis le déclarant. Mon partenaire, le mort, a renoncé.",
            "Je suis le déclarant. Le mort a renoncé.",
        ),
        # It disagrees (the dummy's right-hand opponent defends; Sud's left-hand one is Ouest, a defender): nobody.
        (
            "Je suis le mort. Mon adversaire de droite, le déclarant, a renoncé.",
            "Je suis le mort. Un joueur a renoncé.",
        ),
        (
            "Je suis Sud. 4♠ par Nord. Mon adversaire de gauche, le déclarant, a renoncé.",
            "Je suis Sud. 4♠ par Nord. Un joueur",
        ),
    ],
)
def test_the_role_said_beside_a_player_named_from_the_writer(text: str, read: str) -> None:
    assert related(text).startswith(read)


def test_a_revoke_by_the_role_said_beside() -> None:
    text = (
        "Mon adversaire de droite, le déclarant, a coupé de sa main mon roi alors qu'il en avait encore un."
    )
    assert _fact("renonce", text, "offender") == "declarer"
    assert (
        _fact("renonce", "Mon adversaire de droite, le déclarant, n'a pas coupé, il a fourni.", "offender")
        is None
    )


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("Nord a renoncé à trèfle. Nord était en défense.", "defender"),
        ("Ouest est en défense, il a renoncé à pique. Ouest a reconnu la renonce.", "defender"),
        # Asked, or denied: no role.
        ("Nord a renoncé à trèfle. Nord était en défense ?", None),
        ("Nord a renoncé à trèfle. Nord n'était pas en défense.", None),
    ],
)
def test_a_seat_said_to_be_in_defence(text: str, offender: str | None) -> None:
    assert _fact("renonce", text, "offender") == offender


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        # Only a defender's penalty card gives the declarer a choice of his partner's lead (48A, 50D2).
        (
            "Mon partenaire a le valet de cœur pénalisé ; c'est à moi d'attaquer, et le déclarant interdit cœur.",
            "defender",
        ),
        ("La carte pénalisée a été reprise en main, le déclarant ayant interdit la couleur.", "defender"),
        (
            "Sa carte pénalisée : la dame de trèfle ; son partenaire doit attaquer ; le déclarant exige trèfle.",
            "defender",
        ),
        (
            "Le partenaire de la joueuse qui a la carte pénalisée doit attaquer. Le déclarant n'a pas encore choisi.",
            "defender",
        ),
        # The declarer's own card (48A): never a defender's, whatever he says he requires.
        ("Le déclarant a fait tomber sa dame ; il exige trèfle, la carte est-elle pénalisée ?", "declarer"),
        # Denied: nothing read from it.
        ("Le déclarant n'interdit pas cœur, la carte pénalisée reste.", None),
    ],
)
def test_the_declarers_lead_option_says_a_defenders_card(text: str, owner: str | None) -> None:
    assert _fact("cartes_penalisees", text, "owner") == owner


@pytest.mark.parametrize(
    ("text", "who_led"),
    [
        # A seat leading when the declarer had won the last trick is a defender (the dummy never leads himself).
        (
            "Est a attaqué atout alors que c'était le déclarant qui venait de faire la levée",
            "defender_declarer_turn",
        ),
        (
            "Ouest attaque alors que le déclarant avait fait la levée, le déclarant n'a rien joué.",
            "defender_declarer_turn",
        ),
        # The 13th trick: anyone's lead.
        ("À la 13e et dernière levée, Ouest a attaqué alors que c'était au déclarant", "trick_thirteen"),
        # A card played to a trick, the lead denied or asked, the dummy's turn (the seat may be the declarer), the
        # seat said to be the declarer: none.
        ("Ouest a fourni alors que c'était au déclarant de jouer.", None),
        ("Est n'a pas attaqué alors que c'était au déclarant.", None),
        ("Est a attaqué alors que c'était au déclarant ? Non, c'était bien à lui.", None),
        ("Sud a attaqué alors que c'était au mort.", None),
    ],
)
def test_a_seat_leading_at_the_declarers_turn(text: str, who_led: str | None) -> None:
    assert _fact("attaque", text, "who_led") == who_led


@pytest.mark.parametrize(
    ("text", "turn"),
    [
        # The writer's own call before his turn, his seat said: the turn's seat from his (31A: RHO's; 31B: partner's).
        ("J'ai passé avant mon tour, c'était à Sud. Je suis Ouest.", "rho"),
        ("J'ai ouvert 1♥ alors que c'était à Sud. Je suis Nord.", "partner"),
        # His seat unsaid, believed, taken back or in another's mouth; the call supposed or denied: none.
        ("J'ai passé alors que c'était à Sud.", None),
        ("J'ai passé alors que c'était à Sud. Je pense être Ouest.", None),
        ("J'ai passé alors que c'était à Sud. Je suis Ouest, enfin non, Nord.", None),
        ("Est dit que je suis Ouest. J'ai passé alors que c'était à Sud.", None),
        ("Si j'avais passé alors que c'était à Sud... Je suis Ouest.", None),
        ("Je n'ai pas passé alors que c'était à Sud. Je suis Ouest.", None),
    ],
)
def test_the_writers_own_call_out_of_turn(text: str, turn: str | None) -> None:
    assert _fact("declaration_hors_tour", text, "turn") == turn
