"""A tempo on a bid (« a hésité 1 min 20 sur 4♥ », « un BIT de 40 s sur 3SA ») is partner's unauthorised information
(16B), first before the procedure words around it (« je signale tout de suite, je réserve mes droits »: 16B2's own
steps); online, its online variant (session 37, issue 37 §4). A tempo before a card stays the conduct's (73D)."""

from __future__ import annotations

from bot.finder import topics as finder


def _ids(text: str, online: bool = False) -> list[str]:
    return [topic.id for topic in finder.search(text, online=online)]


def test_a_tempo_on_a_bid_is_partner_s_information() -> None:
    text = "Nord a hésité 1 min 20 sur 4♥, je signale tout de suite, je réserve mes droits"
    assert _ids(text)[0] == "information_non_autorisee"
    text = "[chat] Est: TD je signale tout de suite un BIT de 1 min 20 de Nord sur 4♥, je réserve mes droits"
    assert _ids(text)[0] == "en_ligne_hesitation"


def test_a_tempo_before_a_card_stays_the_conduct_s() -> None:
    assert _ids("Est a mis 2 min pour jouer sur le 4 de pique")[0] == "tempo_comportement"
