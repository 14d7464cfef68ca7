"""tester11's X19 and X16, at the terminal (the director's own keys and words): a count the board's other
facts exclude is neither offered nor accepted (Laws 68-71 for the claim, 64 for the transfer)."""

from __future__ import annotations

from pathlib import Path

from tests.bot.test_terminal import session

X19_WORDS = (
    "donne 2 table 1 ns=1 eo=11 Ouest joue 3SA, à la 10e levée Ouest revendique le reste, Nord conteste"
)
TRICK = "À quelle levée la revendication (ou la concession) a-t-elle eu lieu ?"


async def test_x19_the_trick_said_bounds_the_tricks_won_and_the_tricks_of_the_rest(tmp_path: Path) -> None:
    """At the 10th trick 9 are played and 4 remain: « de 0 à 9 », then « de 0 à 4 »; the tester's 5 is
    refused in French and nothing is recorded; 4 gives 1 + 4 = 5."""
    code, out, store = await session(tmp_path, f"{X19_WORDS}\n\n2\n1\n5\n4\n\nq\n")
    assert code == 0, out
    assert f"Compris : {TRICK} → 10 (« à la 10e levée »)" in out
    won = out.split("avait-il déjà gagnées avant la revendication ?", 1)[1]
    assert "Tapez le nombre, de 0 à 9." in won.split("\n> ", 1)[0]
    rest = out.split("combien attribuez-vous au camp du revendiquant ?", 1)[1]
    assert "Tapez le nombre, de 0 à 4." in rest.split("\n> ", 1)[0] and "de 0 à 12" not in out
    assert "Réponse impossible : 5 ne va pas avec les réponses déjà données" in out
    assert "À la 10e levée, 9 levées jouées : il en restait 4." in out
    assert "5 au total (1 déjà gagnées + 4 des levées restantes)" in out
    assert "6 au total" not in out
    (incident,) = await store.list(limit=None)
    answers = dict(incident.answers)
    assert answers["claim_trick"] == "10" and answers["tricks_of_remaining"] == "4"
    await store.close()


async def test_x19_the_trick_is_asked_when_the_words_do_not_say_it(tmp_path: Path) -> None:
    words = "donne 2 table 1 ns=1 eo=11 Ouest joue 3SA, Ouest revendique le reste, Nord conteste"
    code, out, store = await session(tmp_path, f"{words}\n\n2\n11\n11\n2\n\nq\n")
    assert code == 0, out
    assert f"Question 4 — {TRICK}" in out and "Ou tapez « je ne sais pas »." in out
    assert "Tapez le nombre, de 0 à 10." in out  # at the 11th trick, 10 played
    assert "Réponse impossible : 11 ne va pas avec les réponses déjà données" in out
    assert "Tapez le nombre, de 0 à 3." in out
    assert "4 au total (2 déjà gagnées" not in out and "5 au total (2 déjà gagnées + 3" not in out
    await store.close()


CLAIM = (
    "donne 5 table 3 ns=3 eo=13 Sud joue 4♥, à la 10e levée le décla revendique les 4 dernières, EO contestent"
    "\n\n2\n1\n5\n4\nm 4♥-1\n"
)
REVOKE = "+\nOuest a renoncé à pique à la 5e levée, Ouest a gagné la levée de la renonce\n\n1\n1\n1\n1\n1\n"
AT_TABLE = "Combien de levées le déclarant a-t-il faites à la table (avant transfert) ?"


async def test_x16_the_revoke_takes_the_marked_claims_tricks_and_says_where_from(tmp_path: Path) -> None:
    """The claim marked 4♥-1 (9 tricks, 69-71) before its revoke is opened with `+`: the revoke's tricks at
    the table are the claim's 9, said as taken from #1; its corrected result starts from them (64A)."""
    code, out, store = await session(tmp_path, CLAIM + REVOKE + "mn\n\nq\n")
    assert code == 0, out
    assert f"Fait repris de l'incident #1 : « {AT_TABLE} » — 9 (r pour le changer)." in out
    assert f"Question 9 — {AT_TABLE}" not in out
    assert "9 levées à la table, 11 après transfert" in out
    assert "la revendication donne maintenant" not in out
    revoke = await store.get("2")
    assert revoke is not None and ("tricks_taken", "9") in revoke.answers
    assert revoke.score is not None and revoke.score.ns == "+650 points"  # 4♥+1 vulnerable, 9 + 2 tricks
    await store.close()


async def test_x16_a_claim_marked_after_its_revoke_was_opened_gives_it_its_tricks(tmp_path: Path) -> None:
    """The other order: the revoke opened with `+` before the claim's mark; the mark then gives it the 9."""
    unmarked = CLAIM.replace("m 4♥-1\n", "\n")
    revoke_first = REVOKE.removesuffix("1\n1\n1\n") + "\n"  # ruled, « Calculer le résultat corrigé ? » left
    script = unmarked + revoke_first + "v 1\nm 4♥-1\n\nv 2\n1\n1\nmn\n\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    assert (
        # tester12 Y18: the claim's ruling gives them already, before its mark (which gives the same 9).
        "Incident #2 (même donne) : ses levées à la table (avant transfert) seront celles de la décision de la "
        "revendication, 9." in out
    )
    assert f"Fait repris de l'incident #1 : « {AT_TABLE} » — 9 (r pour le changer)." in out
    revoke = await store.get("2")
    assert revoke is not None and ("tricks_taken", "9") in revoke.answers
    await store.close()


async def test_x19_back_takes_the_last_count_back_and_keeps_the_trick(tmp_path: Path) -> None:
    """« r » at the tricks of the rest takes back the tricks already won, never the trick of the claim."""
    code, out, store = await session(tmp_path, f"{X19_WORDS}\n\n2\n1\nr\n3\n4\n\nq\n")
    assert code == 0, out
    assert out.count("Tapez le nombre, de 0 à 9.") == 2  # asked again, still bounded by the 10th trick
    assert "7 au total (3 déjà gagnées + 4 des levées restantes)" in out
    (incident,) = await store.list(limit=None)
    assert dict(incident.answers)["claim_trick"] == "10"
    await store.close()
