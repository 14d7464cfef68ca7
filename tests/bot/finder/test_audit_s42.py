"""auditor45's three wrong pre-fills and two doubts on blind set s42 (bench/finder_blind_audit.toml), each with words that
keep the fact.

- Who won the trick before, told (« le mort a la main (il a gagné la levée 8 à ♦). D dit « Dix » »), is no « gagne la
  levée » said by the declarer (46B1b): his designation is his words, here a rank alone (46B3a).
- « un cue-bid qui n'a pas du tout le même sens »: « pas du tout » denies « le même sens » (23A: not comparable).
- « Est n'est pas revenu, l'arbitre a mis un robot à sa place dans les délais prévus »: a robot placed within the delay
  counts as « yes » (80B2); the player's own return alone does not say it.
And its doubts, now asked:
- a board fouled at this table where no result was possible, played at the other table (87A against 86B);
- passes out of turn, then another pass and the cards put away: maybe three passes ending the auction (34, 17D3), so « a
  pass » is not pre-filled, even from a part of the words read alone."""

from __future__ import annotations

from tests.bot.finder.descriptions import engine_facts


def test_who_won_the_trick_before_is_no_designation() -> None:
    text = "Lev. 9 : le M a la main (il a gagné la lev. 8 à ♦). D dit « Dix ». Le M a le 10♦ et le 10♠. E/O : lequel ?"
    assert engine_facts("carte_du_mort", text).get("designation") != "win"
    said = "Le déclarant dit « gagne la levée » au mort, qui a l'as et le roi de pique."
    assert engine_facts("carte_du_mort", said).get("designation") == "win"


def test_not_at_all_the_same_meaning() -> None:
    text = (
        "Il a dit 1♥ sur le 1♠ de son adversaire de droite, son adversaire de gauche a refusé l'enchère, et il l'a remplacée"
        " par 2♠, un cue-bid qui n'a pas du tout le même sens."
    )
    assert engine_facts("enchere_insuffisante", text).get("comparable") != "same_meaning"
    same = "Il a remplacé son 1♥ insuffisant par 2♥, refusé par Ouest : même sens, naturel."
    assert engine_facts("enchere_insuffisante", same).get("comparable") == "same_meaning"


def test_a_robot_placed_within_the_delay() -> None:
    text = (
        "RealBridge : Est n'est pas revenu, l'arbitre a mis un robot à sa place dans les délais prévus, et maintenant Ouest"
        " se plaint que le robot a défendu n'importe comment."
    )
    assert engine_facts("en_ligne_deconnexion", text).get("back_in_time") == "yes"
    late = "BBO : Est s'est déconnecté, il n'est pas revenu à temps, et le TD a mis un robot."
    assert engine_facts("en_ligne_deconnexion", late).get("back_in_time") == "no"


def test_a_board_with_no_result_here_and_one_at_the_other_table() -> None:
    text = (
        "Match par quatre : à notre table, la donne 6 était faussée, impossible d'obtenir un résultat. À l'autre table, entre"
        " les mêmes équipes, nos coéquipiers ont joué normalement 4♠ juste."
    )
    assert engine_facts("donne_faussee", text).get("case") != "fouled"
    assert (
        engine_facts("donne_faussee", "La donne 6 était faussée : Nord avait une carte d'Est.").get("case")
        == "fouled"
    )


def test_passes_then_the_cards_put_away() -> None:
    text = "Nord passe, Ouest passe alors que c'etait a Est, puis Est passe, et Sud commence deja a ranger ses cartes dans l'etui."
    assert engine_facts("declaration_hors_tour", text).get("call") != "pass"
    alone = "Nord passe, Ouest passe alors que c'était à Est. Sud m'appelle."
    assert engine_facts("declaration_hors_tour", alone).get("call") == "pass"
