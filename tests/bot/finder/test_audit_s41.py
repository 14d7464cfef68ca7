"""auditor44's four wrong pre-fills on blind set s41 (bench/finder_blind_audit.toml), each with words that keep the fact.

- A hand seen before the auction but told to the director after the play (« Après la donne, Sud me confie qu'il avait vu
  l'as … avant les enchères »): 16D2's remedies are gone, so « before any call » is not pre-filled.
- A claim accepted, then the tricks' count disputed (« … pas de souci là-dessus … personne n'est d'accord sur combien le
  déclarant avait déjà fait »): no agreed claim withdrawn (69), the count is 79's.
- The claimer's « plus d'atout dehors » quoted before « dit Sud », and the hands said otherwise (« Sauf qu'Ouest avait
  encore la dame de pique »): his statement (70C), not the state of the hands.
- Two revokes of both sides told in one story (« … puis à la neuvième c'est Est, le déclarant, qui ne fournit pas …
  Les deux consommées »): two revokes (64B7), never one.
And its doubt: « Sur le 1♥ de mon adversaire de droite, mon partenaire a dit 1♣ » — the writer's right-hand opponent is
his partner's left-hand one, so the bid's rotation is not said (27A, or 31 after unsaid passes): asked."""

from __future__ import annotations

from tests.bot.finder.descriptions import engine_facts


def test_a_hand_seen_before_the_auction_told_after_the_play() -> None:
    text = (
        "Après la donne, Sud me confie qu'il avait vu l'as de cœur d'Ouest au moment où celui-ci sortait ses cartes de"
        " l'étui, avant les enchères, et qu'il n'avait rien osé dire."
    )
    assert engine_facts("information_etrangere", text).get("when_16D") != "before_call"
    said_at_once = "Sud a vu l'as de cœur d'Ouest en sortant ses cartes de l'étui, avant les enchères."
    assert engine_facts("information_etrangere", said_at_once).get("when_16D") == "before_call"


def test_an_accepted_claim_whose_count_is_disputed() -> None:
    text = (
        "Revendication acceptée par tout le monde à la onzième levée, pas de souci là-dessus. Le problème c'est après :"
        " Nord-Sud marquent dix levées, Est-Ouest disent neuf, personne n'est d'accord sur combien le déclarant avait"
        " déjà fait avant de revendiquer."
    )
    assert engine_facts("revendication", text).get("situation") != "agreed"
    withdrawn = "La revendication a été acceptée par tout le monde, puis Ouest veut revenir dessus."
    assert engine_facts("revendication", withdrawn).get("situation") == "agreed"


def test_the_claimers_quoted_words_are_no_state_of_the_hands() -> None:
    text = (
        "« Plus d'atout dehors, tout est maître » dit Sud en étalant. Sauf qu'Ouest avait encore la dame de pique, plus"
        " forte que tous les atouts qui restaient au mort et au déclarant. Ouest conteste évidemment."
    )
    assert engine_facts("revendication", text).get("trump_out") != "no"
    checked = "Sud revendique les quatre dernières levées ; tous les atouts sont tombés, on l'a vérifié."
    assert engine_facts("revendication", checked).get("trump_out") == "no"


def test_two_revokes_of_both_sides_both_established() -> None:
    text = (
        "2♥ par Est. Renonce en défense de Sud à la deuxième levée (trèfle défaussé sur carreau alors qu'il avait encore"
        " un carreau), puis à la neuvième c'est Est, le déclarant, qui ne fournit pas à pique alors qu'il a encore le 4."
        " Les deux consommées, constaté en fin de coup."
    )
    assert engine_facts("renonce", text).get("situation") == "two_revokes"
    one = "Sud, en défense, a défaussé un trèfle sur carreau alors qu'il avait encore un carreau ; consommée."
    assert engine_facts("renonce", one).get("situation") == "not_followed"


def test_the_writers_right_hand_opponent_is_his_partners_left() -> None:
    partner = "Sur le 1♥ de mon adversaire de droite, mon partenaire a dit 1♣, il a corrigé en 2♣."
    assert "in_rotation" not in engine_facts("enchere_insuffisante", partner)
    mine = "Sur le 2♥ de mon adversaire de droite, j'ai dit 1♠ sans faire attention."
    assert engine_facts("enchere_insuffisante", mine).get("in_rotation") == "yes"
