"""finder73 (session 30, reviewer30 T-28, T-38, T-39, T-41): a revoke's fact the writer takes back is asked.

The writer names a value, then withdraws it for another in the same breath (« …, enfin non, c'est le mort »,
« 3♥... non, 4♥ », « lev. 8... non, lev. 6 », « une levée plus tard... non, aucune »): the first value is no
evidence, and the director asks (the writer's own word withdrawn). Who revoked decides 64A against 64B3, the
contract makes the score after the transfer, the trick it was found at decides whether it was established
(63A1), a later trick won decides 64A2's second trick. « toutes les autres, sauf une » leaves one trick to the
other side: never « none ». Each with the plain case, which still reads."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    "text",
    [
        "Est (déf.) renonce pique, enfin non, c'est le mort.",
        "Est (déf.) renonce pique... pardon, c'est Nord, le déclarant.",
        "Le déclarant Sud en 4♥ a renoncé, non, pardon, c'est Ouest.",
        "Sud (déclarant en 2♠) a renoncé ; enfin, c'est ce que dit Ouest, Sud affirme avoir fourni.",
    ],
)
def test_a_revoker_taken_back_or_disputed_is_asked(text: str) -> None:
    assert "offender" not in vocab.facts("renonce", text)


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("Est (déf.) renonce pique à la levée 6.", "defender"),
        ("Le déclarant Sud en 4♥ a renoncé à trèfle.", "declarer"),
        ("Sud (déclarant en 2♠) a renoncé à cœur à la levée 4.", "declarer"),
    ],
)
def test_the_revoker_said_once_still_reads(text: str, offender: str) -> None:
    assert vocab.facts("renonce", text).get("offender") == offender


@pytest.mark.parametrize(
    "text",
    [
        "Renonce d'Est. Le contrat final était 3♥... non, 4♥.",
        "Renonce d'Est. Les adversaires jouaient 4♠ ; non, pardon, c'était 4♥.",
        "Nord joue 3♥, pardon, 4♥. Ouest a renoncé à pique.",
        "Renonce d'Ouest ; on défendait 3SA, ou 4♠, je ne sais plus.",
    ],
)
def test_a_contract_taken_back_is_asked(text: str) -> None:
    facts = vocab.facts("renonce", text)
    assert "contract_level" not in facts and "contract_strain" not in facts


def test_the_contract_said_once_still_reads() -> None:
    facts = vocab.facts("renonce", "Renonce d'Est. Le contrat final était 4♥.")
    assert (facts.get("contract_level"), facts.get("contract_strain")) == ("4", "H")


@pytest.mark.parametrize(
    "text",
    [
        "Renonce d'Est lev. 6 ; constaté lev. 8... non, lev. 6, tout de suite.",
        "Renonce d'Est à la levée 6 ; constatée à la levée 9, pardon, à la levée 6.",
    ],
)
def test_the_finding_trick_taken_back_is_asked(text: str) -> None:
    facts = vocab.facts("renonce", text)
    assert facts.get("established") != "yes" and facts.get("when") != "played"


def test_the_finding_trick_said_once_still_reads() -> None:
    facts = vocab.facts("renonce", "Renonce d'Est lev. 6 ; constaté lev. 9.")
    assert (facts.get("established"), facts.get("when")) == ("yes", "played")


@pytest.mark.parametrize(
    "text",
    [
        "Est a renoncé à la levée 5 ; son camp fait encore une levée plus tard... non, aucune.",
        "Est a renoncé à la levée 5 ; son camp fait encore une levée plus tard, pardon, deux.",
        "Est a renoncé à la levée 5 ; le déclarant a pris la levée et fait toutes les autres, sauf une.",
        "Est a renoncé à la levée 5 ; le déclarant a pris la levée et fait toutes les autres à part la dernière.",
    ],
)
def test_a_later_trick_taken_back_or_excepted_is_not_read(text: str) -> None:
    # the second line keeps a later trick (two, not one), but its count is taken back: asked too
    assert "later_tricks" not in vocab.facts("renonce", text)


@pytest.mark.parametrize(
    ("text", "later"),
    [
        ("Est a renoncé à la levée 5 ; son camp fait encore une levée plus tard.", "yes"),
        ("Est a renoncé à la levée 5 ; le déclarant a pris la levée et fait toutes les autres.", "no"),
    ],
)
def test_a_later_trick_said_once_still_reads(text: str, later: str) -> None:
    assert vocab.facts("renonce", text).get("later_tricks") == later


@pytest.mark.parametrize(
    ("text", "other"),
    [
        ("Nord jouait 4♠ à l'autre table ; chez nous, il a renoncé en défense contre 3SA d'Est.", ("4", "S")),
        ("Sud a joué 4♥ dans l'autre salle. Ici, Ouest a renoncé à trèfle.", ("4", "H")),
        ("Le contrat final était 3♥ à l'autre table ; renonce d'Est.", ("3", "H")),
    ],
)
def test_the_other_tables_contract_is_not_this_ones(text: str, other: tuple[str, str]) -> None:
    # reviewer30 T-29: the same board played at the other table of a match, by other players
    facts = vocab.facts("renonce", text)
    assert (facts.get("contract_level"), facts.get("contract_strain")) != other


def test_this_tables_contract_said_before_the_other_tables_still_reads() -> None:
    facts = vocab.facts(
        "renonce", "Nord jouait 4♠ ; à l'autre table, ils ont joué 3SA. Nord a renoncé à cœur."
    )
    assert (facts.get("contract_level"), facts.get("contract_strain")) == ("4", "S")


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a fait 3 levées à pique avant la renonce d'Ouest.",
        "Sud joue 4♠. Le déclarant a fait 3 levées à pique et 2 à cœur, puis Ouest a renoncé.",
        "Sud joue 4♠. Ouest a renoncé ; Sud a fait 4 levées de trèfle.",
        "Renonce d'Ouest sur 4♠ par Sud. Le déclarant a fait 5 levées d'atout.",
    ],
)
def test_a_count_in_one_suit_is_not_the_tricks_made(text: str) -> None:
    # reviewer30 T-1: the result the transfer applies to is the tricks made in all at the end of the play (64A, 79A)
    assert "tricks_taken" not in vocab.facts("renonce", text)


def test_the_tricks_made_in_all_still_read() -> None:
    text = "Sud joue 4♠. Ouest a renoncé à la levée 5 ; le déclarant a fait 10 levées."
    assert vocab.facts("renonce", text).get("tricks_taken") == "10"


@pytest.mark.parametrize(
    "text",
    [
        "Est a renoncé ; on m'a dit que la renonce était consommée, mais c'est faux, Ouest n'avait pas encore joué.",
        "L'arbitre stagiaire avait d'abord dit renonce consommée, puis on s'est aperçu que le camp fautif n'avait "
        "pas encore joué à la levée suivante.",
        "Stagiaire : j'ai jugé la renonce d'Est consommée, alors qu'Ouest n'avait pas encore attaqué la levée "
        "suivante. Ai-je eu tort ?",
    ],
)
def test_established_said_then_denied_is_not_read(text: str) -> None:
    # reviewer30 T-2: 63A1 — neither the offender nor his partner had played to the next trick: never « yes »
    assert vocab.facts("renonce", text).get("established") != "yes"


def test_established_said_plainly_still_reads() -> None:
    text = "Est a renoncé à la levée 5, la renonce est consommée."
    assert vocab.facts("renonce", text).get("established") == "yes"
