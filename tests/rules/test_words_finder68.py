"""finder68 (session 30, issue 37 §1): the situation the words settle — the auction still on said the way players
say it, with the explainer's own error seen (20F4, 21B1a) or his partner's knowledge of it (20F5a); never after the
last pass, the lead or the play, never a question, a supposition or hearsay."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "words",
    [
        "J'ai mal expliqué, on enchérit encore.",
        "je m'suis planté sur le 2♥ de mon pote, on est encore en enchères.",
        "j'ai donné une explication fausse du 2♠, je m'en suis rendu compte tout de suite, on était encore en enchères",
        "Ouest s'en aperçoit lui-même pdt enchères",
        "il s'est rendu compte pendant les enchères que son explication était fausse",
        "Avant la fin des enchères, Sud se reprend lui-même : chez eux 2♦ est un relais.",
        "J'ai expliqué le 2♦ comme un multi et je me rends compte que c'est faux, chez nous c'est faible. Les enchères continuent.",
    ],
)
def test_his_own_error_seen_with_the_auction_on(words: str) -> None:
    assert engine_facts("explication_erronee", words).get("situation") == "auction_own"


@pytest.mark.parametrize(
    "words",
    [
        "Mon partenaire a expliqué mon 2♣ comme naturel. Je le sais, mais je n'ai rien dit, on est en pleines enchères.",
        "Sud a expliqué 2♠ comme faible ; Nord, son partenaire, sait que c'est fort ; les enchères continuent",
        "mon partenaire a expliqué de son côté que mon 2♦ était un multi, je sais que c'est faux. On en est encore aux enchères.",
        "S alerte le 2♥ de N ; Nord sait que c'est faux, il ne dit rien. On en est au 3e tour d'enchères.",
    ],
)
def test_the_partner_knows_with_the_auction_on(words: str) -> None:
    assert engine_facts("explication_erronee", words).get("situation") == "auction_partner"


@pytest.mark.parametrize(
    "words",
    [
        "J'ai mal expliqué le 2♦ pendant les enchères, je m'en suis rendu compte à la 3e levée.",
        "J'ai mal expliqué le 2♦ pendant les enchères, je m'en suis rendu compte en voyant le mort.",
        "Mon partenaire a mal expliqué mon 2♣, je le sais, on en est à la 4e levée.",
        "Je me suis trompé dans mon explication, on est encore en enchères ? Je ne sais pas.",
        "Si je m'étais trompé, les enchères continuaient ?",
        "Mon partenaire dit qu'il s'est trompé, les enchères sont en cours.",
        "je me suis trompée d'explication",  # no moment said
    ],
)
def test_no_auction_moment_when_later_asked_or_reported(words: str) -> None:
    assert engine_facts("explication_erronee", words).get("situation") not in (
        "auction_own",
        "auction_partner",
    )
