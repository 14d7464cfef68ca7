"""`arbitre revendication` (issue 36 §4): a claim counted from the cards without an incident, with the
same position syntax as `p` and `/position`; both 70C readings; `--json`; exit 2 with a French reason.

Expected counts are the published rulings of tests/rules/deals/published_claims.toml (EBU White Book
8.70.4 and 8.70.5), checked against Laws 70C and 70D1 of the 2017 text."""

from __future__ import annotations

import json

import pytest

from bot.cli import main
from rules.deals.count import count_claim, read_claim

# White Book 8.70.4 (a): South has the master trump 9, ♠AK and ♣A; East keeps a small trump.
TRUMP_OUT = "rev=S atout=♥ main=S cartes=N:2..2.32 3.2.KQ. AK.9..A Q..A.KQ"
# White Book 8.70.5: A-K-5 opposite 4-2, the jack singleton out, no trump.
NO_TRUMP = "rev=S atout=SA main=S cartes=N:42..2. ...AKQ AK5... J.KQ.."


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_:
        main(["revendication", *argv])
    out, err = capsys.readouterr()
    return int(exit_.value.code or 0), out, err


def test_unaware_by_default_gives_the_published_count_and_both_readings(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, TRUMP_OUT)
    assert code == 0 and not err
    # 70C: he may not have accounted for East's trump: a line that cashes a winner first loses one.
    assert "Sans tenir compte de l'atout adverse (70C) : 3 levée(s) sur 4 ; en ayant tenu compte : 4." in out
    assert "Arbitre propose : 3 levée(s) sur les 4" in out
    assert "Double mort, pour information : 4." in out
    assert "10A" in out and "levée 1 :" in out


def test_aware_answer_counts_the_line_that_draws_the_trump(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, TRUMP_OUT, "--atout-compte", "oui", "--json")
    data = json.loads(out)
    assert code == 0
    assert (data["tricks"], data["unaware"], data["aware"], data["double_dummy"]) == (4, 3, 4, 4)
    assert data["reading"] == "aware" and data["claimer"] == "S"
    assert data["line"]["tricks"] == 4 and len(data["line"]["play"]) == 4


def test_no_trump_out_gives_a_null_aware_reading(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, NO_TRUMP, "--json")
    data = json.loads(out)
    assert code == 0
    # 8.70.5: "it would be normal to give them three tricks": the 5 is not led before the masters.
    assert (data["tricks"], data["unaware"], data["aware"], data["double_dummy"]) == (3, 3, None, 3)
    assert "70C" not in "\n".join(data["facts"])


@pytest.mark.parametrize(
    ("position", "reason"),
    [
        ("rev=S atout=SA main=S cartes=N:42..2. ...AKQ AK5... J.KQ.2", "Main illisible pour Ouest"),
        ("rev=S atout=SA main=S cartes=N:42..2. ...AKQ AK4... J.KQ..", "Le ♠4 est donné deux fois"),
        ("rev=S atout=SA main=S cartes=N:42..2. ...AKQ AK5... J.KQ.. ligne=♣A", "ni dans la main de Sud"),
        ("rev=S atout=SA main=S cartes=N:42..2. ...AKQ AK5... J.KQ.. rev=N", "donné deux fois"),
        ("rev=S atout=X main=S cartes=N:42..2. ...AKQ AK5... J.KQ..", "Atout inconnu"),
        ("cartes=N:42..2. ...AKQ AK5... J.KQ..", "Il manque « rev= »"),
    ],
)
def test_a_position_it_cannot_count_exits_2_with_the_reason(
    capsys: pytest.CaptureFixture[str], position: str, reason: str
) -> None:
    code, out, err = run(capsys, position)
    assert code == 2 and not out
    assert err.startswith("Position impossible à compter : ") and reason in err


def test_a_trick_marked_twice_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    deal = "N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.8765.8765.76 432.432.432.5432"
    code, _, err = run(capsys, f"rev=N atout=♠ main=E cartes={deal} levees=♠T ♠7 ♠2 ♠A ♠T")
    assert code == 2 and "Le ♠10 n'est pas (ou plus) dans la main de Nord" in err


def test_the_recorded_position_shows_both_70C_readings_before_the_answer() -> None:
    """C7: the message of `p` / `/position` gives both counts while the 70C answer is pending."""
    assert count_claim(read_claim(TRUMP_OUT)).summary() == (
        "Position enregistrée : 4 levée(s) à jouer ; sur toute ligne normale, le camp du revendiquant "
        "en fait au moins 3 s'il a pu oublier l'atout adverse, 4 s'il en a tenu compte (70C : votre "
        "réponse décidera)."
    )
    assert count_claim(read_claim(NO_TRUMP)).summary().endswith("le camp du revendiquant en fait au moins 3.")


def test_a_defenders_claim_named_by_declarant_gets_nothing_from_partners_choice(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # 70D2 (EBU forum, « defender exposing last 2 cards »): Est, défenseur (déclarant Sud), revendique
    # « je coupe et je rejoue trèfle » ; Ouest peut défausser l'♦A ou le ♣R : 1 levée, pas 2.
    position = "rev=E atout=♠ main=N jouees=♥5 cartes=N:..2. Q...3 .4..Q ..A.K"
    code, out, _ = run(capsys, position + " declarant=S", "--json")
    assert code == 0 and json.loads(out)["tricks"] == 1
    code, out, _ = run(capsys, position, "--json")
    assert code == 0 and json.loads(out)["tricks"] == 2


def test_a_count_chaining_careless_choices_says_so_and_json_counts_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # tester7 T8: the director judges whether a long chain of careless cards stays normal (70-71).
    chained = "rev=S atout=SA main=S cartes=N:..94.A73 .6.Q72.8 98.J..KQ 5.982..4"
    code, out, _ = run(capsys, chained)
    assert code == 0 and "Attention : ce compte enchaîne" in out
    code, out, _ = run(capsys, chained, "--json")
    assert json.loads(out)["careless"] >= 3
    code, out, _ = run(capsys, NO_TRUMP)
    assert code == 0 and "Attention" not in out


@pytest.mark.parametrize(
    ("cards", "given", "seconds"),
    [
        ("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432", None, 30.0),
        ("N:AKQJT9876543... .AKQJT9876543.. ..AKQJT9876543. ...AKQJT9876543", None, 120.0),
        ("N:AKQJ... .AKQJ.. ..AKQJ. ...AKQJ", None, 120.0),
        ("N:AKQJ... .AKQJ.. ..AKQJ. ...AKQJ", "5", 5.0),
    ],
)
def test_the_default_limit_is_the_chats_for_this_many_cards(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    cards: str,
    given: str | None,
    seconds: float,
) -> None:
    """Session 18: `--limite` defaulted to 60 s, while the chats give 2 minutes up to 12 cards a hand (the
    12-card H14 of the corpus needs about 59 s under load): the same position is counted in both."""
    import rules.deals.count

    asked: list[float | None] = []

    def counted(claim: object, seconds: float | None = None, **_: object) -> object:
        asked.append(seconds)
        return count_claim(read_claim(NO_TRUMP))

    monkeypatch.setattr(rules.deals.count, "count_claim", counted)
    code, _, _ = run(capsys, f"rev=S atout=SA main=N cartes={cards}", *(("--limite", given) if given else ()))
    assert code == 0 and asked == [seconds]
