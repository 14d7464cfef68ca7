"""finder75 (session 30, reviewer30 T-44, T-31, T-37 line 3): the claimer's trump words and a call taken back.

What the claimer said of the trump is the director's finding (70C1 « no statement about the trump » against 70D):
a silence the writer takes back for a statement in the same breath (« sans parler de l'atout... enfin, il a dit … »),
or a statement taken back for a silence, is asked; another player's silence (« …à Ouest, qui n'a rien dit », « son
partenaire n'a rien dit ») is no silence of the claimer's. A call out of turn told by its verb, then unsaid for
another call in its own clause (« Nord a passé hors tour... non, il a dit 1♥ »), is asked: 30, 31 and 32 differ by
the call. Each with the plain case, which still reads."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        # T-44: a silence taken back for a statement of the trump play
        "Sud a revendiqué sans parler de l'atout... enfin, il a dit « je purge d'abord ».",
        # T-31 line 3: a silence taken back for a statement
        "Le déclarant a revendiqué sans rien dire... enfin, il a dit « tout est maître ».",
        "Sud a revendiqué sans rien dire de l'atout, enfin si, il a précisé qu'il tirait les atouts.",
        # a statement taken back for a silence
        "Sud a revendiqué en disant qu'il tirait les atouts, enfin non, il n'a rien dit.",
        # T-31 lines 1-2: another player's silence
        "Sud a revendiqué ; il restait un atout à Ouest, qui n'a rien dit.",
        "Le déclarant a revendiqué et son partenaire n'a rien dit.",
        # the subject before words set between commas, an opponent or the defence named by role
        "Sud revendique ; Ouest, qui avait encore un atout, n'a rien dit.",
        "Sud a revendiqué. Son partenaire, le mort, n'a rien dit.",
        "Sud a revendiqué ; l'adversaire de gauche n'a rien dit.",
        "Sud a revendiqué ; les défenseurs n'ont rien dit.",
        # taken back in the next sentence, or for a statement told as another's word
        "Sud a revendiqué sans parler de l'atout. Enfin, il a dit « je purge ».",
        "Sud a revendiqué sans rien dire ; enfin, d'après Est il a dit « je tire l'atout ».",
    ],
)
def test_a_silence_not_the_claimers_or_taken_back_is_asked(text: str) -> None:
    assert engine_facts("revendication", text).get("trump_said") is None


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Sud a revendiqué ; Ouest avait un atout et Sud n'en a rien dit.", "nothing"),
        ("Sud a revendiqué sans parler de l'atout alors qu'Ouest avait encore un atout.", "nothing"),
        ("Le déclarant a revendiqué sans rien dire, il a étalé ses cartes.", "nothing"),
        # the object of a verb is no speaker: the claimer's own silence
        ("Sud a revendiqué en regardant son partenaire sans rien dire de l'atout.", "nothing"),
        # the partner who claims is the claimer
        ("Son partenaire a revendiqué sans rien dire de l'atout.", "nothing"),
        ("L'adversaire de Sud a revendiqué sans rien dire de l'atout.", "nothing"),
        ("Sud, le déclarant, n'a rien dit en revendiquant.", "nothing"),
        ("Le déclarant a revendiqué en disant « je tire les atouts ».", "mentioned"),
    ],
)
def test_the_claimers_own_saying_still_reads(text: str, said: str) -> None:
    assert engine_facts("revendication", text).get("trump_said") == said


@pytest.mark.parametrize(
    "text",
    [
        "Nord a passé hors tour... non, il a dit 1♥ hors tour.",
        "Nord a passé hors tour, pardon, c'était un contre.",
        "Est a contré hors tour ; non, il a passé.",
        "Nord a passé hors tour, pardon, il a dit 1SA hors tour.",
        "Sud a ouvert hors tour... enfin non, il a dit passe.",
        "Nord a passé hors tour... non, 1♥ hors tour.",
        "Est a contré hors tour, pardon, un passe.",
    ],
)
def test_a_call_out_of_turn_taken_back_is_asked(text: str) -> None:
    assert engine_facts("declaration_hors_tour", text).get("call") is None


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("Nord a passé hors tour.", "pass"),
        # the seat corrected, not the call: the call first said stands
        ("Nord a passé hors tour, pardon, c'était Sud.", "pass"),
        # another player's word elsewhere is no correction of the call's clause
        ("Nord a passé hors tour ; Ouest dit qu'il a contré.", "pass"),
        ("Est a ouvert 1♥ hors tour.", "bid"),
        # the same kind of call said again: a bid both times
        ("Au 2e tour, Ouest a ouvert… non, Ouest a dit 2♣ au tour de son partenaire.", "bid"),
        ("Nord a ouvert hors tour, pardon, il a dit 1SA hors tour.", "bid"),
        ("Nord a ouvert hors tour, pardon, 1SA.", "bid"),
    ],
)
def test_a_call_said_once_still_reads(text: str, call: str) -> None:
    assert engine_facts("declaration_hors_tour", text).get("call") == call
