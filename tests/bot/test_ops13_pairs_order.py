"""Issue 38 D2 whatever the order the director enters it in: an honour exposed during the auction by a
player who became a defender (24B, then a penalty card at the play, 24E) and the same defender's opening
lead out of turn, refused (54D). Entered in the order they happened, the lead's incident is offered the
earlier penalty card (« d'après l'incident #1 »); entered the other way round (the lead first, then the
honour with « + »), the lead's incident is offered it from the honour's (« d'après l'incident #2 »), said
when the honour is answered and again on the way back. Confirmed, both give the same ruling: every card
major (50B), Law 51 for them and declarer's options for the partner's lead (51B), declarer choosing; and a
ruled incident never changes without the director's confirmation."""

from __future__ import annotations

from pathlib import Path

import rules
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Incident, State
from bot.incidents.links import PROPOSE, Received
from rules.model import Ruling
from tests.bot.conftest import OWNER
from tests.bot.test_pairs_terminal import menu, typed
from tests.bot.test_second_irregularity import answer, opened
from tests.bot.test_terminal import session

HONOUR = {"cards": "honour", "auction_over": "defender"}
LEAD = {
    "situation": "wrong_defender_faced",
    "told_to_lead": "no",
    "declarer_action": "nothing",
    "declarer_choice": "free_lead",
}
EARLIER = "already_penalty_card"
COMBINED = "entame.refusee.carte_penalisee.deja_une_carte_penalisee"
LAWS_51 = {"54D", "50B", "51A", "51B2a", "51B2b", "51B2c"}


def ruling_of(incident: Incident) -> Ruling:
    step = incident.step()
    assert step is not None and step.ruling is not None, step
    return step.ruling


def offered_label(incident: Incident) -> str:
    step = incident.step()
    assert step is not None and step.optional is not None and step.optional.id == EARLIER
    return step.optional.options[0].label


async def test_both_orders_at_the_terminal_give_one_ruling(tmp_path: Path) -> None:
    in_order = [*menu("carte_exposee_encheres"), *typed("carte_exposee_encheres", HONOUR), "+"]
    in_order += [*menu("entame"), *typed("entame", {**LEAD, EARLIER: "yes"}), "", "", "q"]
    code, out, store = await session(tmp_path / "a", "\n".join(in_order) + "\n")
    assert code == 0, out
    assert "1. Oui (d'après l'incident #1)" in out
    lead_second = await store.get("2")
    assert lead_second is not None and lead_second.ruling_id == COMBINED
    first_ruling = ruling_of(lead_second)
    await store.close()

    # The other order: the lead ruled first (54D alone, the optional question not answered), then « + ».
    other = [*menu("entame"), *typed("entame", LEAD), "+", *menu("carte_exposee_encheres")]
    other += [*typed("carte_exposee_encheres", HONOUR), "", "1", "", "q"]
    code, out, store = await session(tmp_path / "b", "\n".join(other) + "\n")
    assert code == 0, out
    said = (
        "Incident #1 (même donne) : s'il a eu lieu avant, à la table, l'incident #2 y établit « "
        + rules.get_topic("entame").questions[EARLIER].prompt
        + " » — Oui. Proposé là, réponse marquée, à confirmer : sa décision en dépend."
    )
    assert out.count(said) == 2, out  # when the honour is answered, and again back at the lead's ruling
    assert "1. Oui (d'après l'incident #2)" in out
    lead_first = await store.get("1")
    assert lead_first is not None and lead_first.ruling_id == COMBINED
    other_ruling = ruling_of(lead_first)
    assert LAWS_51 <= set(other_ruling.laws) and other_ruling.laws == first_ruling.laws
    assert (other_ruling.now, other_ruling.chooser_role) == (first_ruling.now, first_ruling.chooser_role)
    assert other_ruling.penalty_cards == first_ruling.penalty_cards
    await store.close()


async def test_the_other_order_through_the_engine_offers_and_never_rules_silently(engine: Engine) -> None:
    lead = await opened(engine, "entame", list(LEAD.items()))
    alone = ruling_of(lead)
    assert lead.state is State.RULED and "51B2c" not in alone.laws and "(d'après" not in offered_label(lead)
    reply = await engine.second_irregularity(lead.id, OWNER, "carte_exposee_encheres")
    assert reply.ok and reply.incident is not None, reply.message
    honour_id = reply.incident.id
    honour = await answer(engine, honour_id, [("cards", "honour")])
    assert honour.answers == (("cards", "honour"),)
    last = await engine.act(honour_id, OWNER, inc.answer("auction_over", "defender"))
    assert last.ok and "l'incident #2 y établit" in (last.message or "")
    after = (await engine.show(lead.id)).incident
    assert after is not None
    assert after.received == (Received(EARLIER, "yes", honour_id, PROPOSE),)
    # Offered, not applied: the ruling stands until the director confirms it.
    assert after.ruling_id == lead.ruling_id and after.answers == lead.answers
    assert offered_label(after) == f"Oui (d'après l'incident #{honour_id})"
    confirmed = await engine.act(lead.id, OWNER, inc.answer(EARLIER, "yes"))
    assert confirmed.ok and confirmed.incident is not None
    assert confirmed.incident.ruling_id == COMBINED and LAWS_51 <= set(ruling_of(confirmed.incident).laws)


async def test_the_offer_goes_when_the_honour_no_longer_says_it(engine: Engine) -> None:
    """The honour's incident answered again into the declaring side's (24D: the card taken back) or
    abandoned: the lead's incident is no longer offered the penalty card, and it is said."""
    lead = await opened(engine, "entame", list(LEAD.items()))
    reply = await engine.second_irregularity(lead.id, OWNER, "carte_exposee_encheres")
    assert reply.incident is not None
    honour_id = reply.incident.id
    await answer(engine, honour_id, list(HONOUR.items()))
    back = await engine.act(honour_id, OWNER, inc.back())
    assert back.ok and "ne lui propose plus de fait" in (back.message or "")
    shown = (await engine.show(lead.id)).incident
    assert shown is not None and shown.received == () and "(d'après" not in offered_label(shown)
    await answer(engine, honour_id, [("auction_over", "declaring_side")])
    shown = (await engine.show(lead.id)).incident
    assert shown is not None and shown.received == ()
    await answer(engine, honour_id, [])
    again = await engine.act(honour_id, OWNER, inc.back())
    assert again.ok
    await engine.act(honour_id, OWNER, inc.answer("auction_over", "defender"))
    shown = (await engine.show(lead.id)).incident
    assert shown is not None and len(shown.received) == 1
    gone = await engine.act(honour_id, OWNER, inc.abandon())
    assert gone.ok and "ne lui propose plus de fait" in (gone.message or "")
    shown = (await engine.show(lead.id)).incident
    assert shown is not None and shown.received == ()


async def test_in_the_order_they_happened_nothing_comes_back(engine: Engine) -> None:
    """The honour first, then the lead with « + »: the lead's incident receives the fact as before, and the
    honour's incident is offered nothing back (its topic declares the pair: it came first)."""
    honour = await opened(engine, "carte_exposee_encheres", list(HONOUR.items()))
    reply = await engine.second_irregularity(honour.id, OWNER, "entame")
    assert reply.incident is not None
    await answer(engine, reply.incident.id, list(LEAD.items()))
    shown = (await engine.show(honour.id)).incident
    assert shown is not None and shown.received == ()
