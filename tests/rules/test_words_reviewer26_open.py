"""finder52 (issue 37 §1): reviewer26's findings left open at the end of session 26 — no wrong pre-fill.

- P-12b: the writer's role hedged (« je suis le mort (pas sûr) ») or in another's mouth (« Est dit que je suis le
  mort ») is asked; a declarer of another board (« Nord, déclarant à 3SA sur la donne précédente, ») is not this one's.
- P-13b: a discard or a ruff « alors qu'il avait encore » a trump (trumps not led), a card « au mort » of a player who
  is not the dummy, a card of the suit he discarded or of another suit than the one led, or no card (« la main »):
  no revoke told (61A) — the broad rows of renonce.toml stand down.
- P-7b: « l'adversaire accepte » does not say which opponent: only the left-hand one accepts (27A1), asked.
- P-11b: « Sud reproche à Est d'avoir renoncé » is one side's word (85A).
- finder50's « claimed »: the director's own « Ouest a renoncé » stays whatever a player adds, unless that player
  denies something (« Ouest prétend que non »: the dispute).
"""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.relations_in_words import writer_role
from rules.seats_in_words import declarer_seat

_CONTRACT = "Sud joue 4♠. "


def _revoke(text: str) -> dict[str, str]:
    facts = vocabulary.facts("renonce", text)
    return {q: facts[q] for q in ("situation", "offender") if q in facts}


# --- P-12b -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Je suis le mort (pas sûr) ; j'ai renoncé à cœur.",
        "Je suis le mort, pas certain ; j'ai renoncé à cœur.",
        "Je suis le mort je crois ; j'ai renoncé à cœur.",
        "Est dit que je suis le mort ; j'ai renoncé à cœur.",
        "Est affirme que je suis le mort ; j'ai renoncé à cœur.",
        "Selon Est, je suis le mort ; j'ai renoncé à cœur.",
        "D'après Est, je suis le mort ; j'ai renoncé à cœur.",
    ],
)
def test_a_writer_s_role_hedged_or_in_another_s_mouth_is_asked(text: str) -> None:
    assert writer_role(text) is None
    assert "offender" not in _revoke(text)


def test_the_writer_s_role_said_plainly_is_still_read() -> None:
    text = "Je suis le mort ; j'ai renoncé à cœur."
    assert writer_role(text) == "dummy"
    assert _revoke(text) == {"situation": "not_followed", "offender": "dummy"}


@pytest.mark.parametrize(
    "text",
    [
        "Nord, déclarant à 3SA sur la donne précédente, a renoncé à cœur ici en défense.",
        "Nord, déclarant à 3SA sur l'autre donne, a renoncé à cœur.",
        "Nord joue 3SA sur la donne suivante ; ici il a renoncé à cœur.",
        "Nord, déclarant à 3SA hier, a renoncé à cœur.",
    ],
)
def test_a_declarer_of_another_board_is_not_this_one_s(text: str) -> None:
    assert declarer_seat(text) is None
    assert _revoke(text).get("offender") != "declarer"


def test_a_declarer_in_apposition_is_still_read() -> None:
    text = "Nord, déclarant à 3SA, a renoncé à cœur."
    assert declarer_seat(text) == "nord"
    assert _revoke(text)["offender"] == "declarer"


# --- P-13b -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "words",
    [
        "Ouest a défaussé un trèfle sur le 2e tour de carreau alors qu'il avait encore un petit atout.",
        "Ouest a défaussé un trèfle alors qu'il avait encore un petit atout.",
        "Ouest a coupé alors qu'il avait encore un atout.",
        "Ouest a coupé alors qu'il lui restait deux atouts.",
        "Ouest a défaussé un carreau alors qu'il restait un trèfle au mort.",
        "Ouest a défaussé un carreau alors qu'il avait encore un carreau.",
        "Ouest a défaussé un carreau sur le pique alors qu'il avait encore un trèfle.",
        "Ouest a défaussé un carreau alors qu'il avait encore la main.",
    ],
)
def test_what_he_kept_tells_no_revoke(words: str) -> None:
    assert "situation" not in _revoke(_CONTRACT + words)


@pytest.mark.parametrize(
    "words",
    [
        # trumps led: a trump kept is a card of the suit led (61A)
        "Ouest a défaussé un trèfle sur le 2e tour d'atout alors qu'il avait encore un petit atout.",
        # the dummy's own card, played by the declarer from dummy (64B3)
        "Le déclarant a défaussé un carreau du mort alors qu'il restait un trèfle au mort.",
        # a card of the suit led
        "Ouest a défaussé un carreau sur le pique alors qu'il avait encore un pique.",
        "Ouest a coupé alors qu'il avait encore un carreau.",
        # the revoke named besides
        "Ouest a renoncé : il a coupé alors qu'il avait encore un atout.",
    ],
)
def test_a_card_of_the_suit_led_kept_is_still_a_revoke(words: str) -> None:
    assert _revoke(_CONTRACT + words)["situation"] == "not_followed"


# --- P-7b --------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Est a dit 1♥ sur 1♠, l'adversaire accepte.",
        "Mon partenaire a dit 1♥ sur 1♠, l'adversaire accepte.",
        "Est a dit 1♥ sur 1♠, l'adversaire l'accepte.",
        "Ils contestent ma décision, je n'avais pas proposé à l'adversaire de l'accepter.",
    ],
)
def test_an_opponent_not_said_to_be_the_left_hand_one_accepts_nothing(text: str) -> None:
    assert "lho_accepts" not in vocabulary.facts("enchere_insuffisante", text)


@pytest.mark.parametrize(
    "text", ["Est a dit 1♥ sur 1♠, l'adversaire de gauche accepte.", "Est a dit 1♥ sur 1♠, Sud accepte."]
)
def test_the_left_hand_opponent_s_acceptance_is_read(text: str) -> None:
    assert vocabulary.facts("enchere_insuffisante", text)["lho_accepts"] == "accepts"


# --- P-11b -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Sud reproche à Est d'avoir renoncé à cœur. Sud joue 4♠.",
        "Sud a reproché à Est d'avoir renoncé à cœur. Sud joue 4♠.",
        "NS reprochent à Est d'avoir renoncé à cœur. Sud joue 4♠.",
    ],
)
def test_a_reproach_is_one_side_s_word(text: str) -> None:
    assert "situation" not in _revoke(text)


# --- finder50's « claimed » ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "words",
    [
        "Ouest a renoncé à cœur. Nord prétend qu'il avait encore le roi.",
        "Ouest a renoncé à cœur ; Nord dit qu'il avait encore le roi.",
    ],
)
def test_the_director_s_own_revoke_stays_beside_a_player_s_claim(words: str) -> None:
    assert _revoke(_CONTRACT + words)["situation"] == "not_followed"


@pytest.mark.parametrize(
    "words",
    [
        "Ouest a renoncé à cœur. Ouest prétend que non.",
        "Ouest a renoncé à cœur. Ouest dit que c'est faux.",
        "Ouest a renoncé à cœur. Est pense qu'il n'avait plus de cœur.",
        "Ouest a renoncé à cœur. Ouest dit qu'il n'a jamais renoncé.",
        "Ouest n'a pas fourni à cœur, Nord pense qu'il avait du cœur.",
        "Nord pense qu'Ouest a renoncé à cœur.",
        "Ouest a renoncé à cœur, dit Nord.",
        "Ouest renonce à cœur, et maintenant il prétend qu'on aurait mélangé !",  # reviewer27 R-15: his account
    ],
)
def test_a_revoke_denied_or_only_claimed_is_not_the_director_s(words: str) -> None:
    assert _revoke(_CONTRACT + words).get("situation") != "not_followed"


# --- the revoke named with its player (the lead's labelling rule, session 27) ----------------------------------------


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("Renonce du déclarant à la 4e levée, découverte en fin de coup.", "declarer"),
        ("On a vu la renonce d'Est seulement quand Nord avait déjà passé sur la donne suivante.", None),
        ("Renonce du défenseur, constatée avant que les mains soient remises dans l'étui.", "defender"),
        ("J'ai transféré deux levées pour la renonce de Sud.", None),
    ],
)
def test_the_revoke_named_with_its_player_is_stated(text: str, offender: str | None) -> None:
    facts = _revoke(text)
    assert facts["situation"] == "not_followed"
    assert facts.get("offender") == offender


@pytest.mark.parametrize(
    "text",
    [
        "Pas de renonce d'Est, il n'avait plus de carreau.",  # denied
        "Y a-t-il eu renonce d'Est ?",  # asked
        "Si renonce d'Est il y a, que faire ?",  # supposed
        "Je crois qu'il y a eu une renonce d'Est.",  # a doubt
        "Soupçon de renonce d'Est.",  # an allegation
        "La renonce d'Est est contestée par Est.",  # disputed
        "Sud dit qu'il y a eu une renonce d'Est.",  # reported speech
        "NS viennent me dire, le tour fini, qu'il y a eu une renonce d'Ouest.",  # one side's report
        "Sud se plaint d'une renonce d'Est.",  # a complaint
        "Le mort a signalé la renonce d'Ouest à la fin du coup.",  # 43B3's question, not this one
        "Renonce d'Est sur la carte pénalisée de son partenaire.",  # another kind (penalty card)
        "Renonce d'Est à cœur, puis renonce de Sud à trèfle.",  # two revokes
        # reviewer27 R-18: a hypothetical, avoided or false revoke, another board, a side's demand, a call to the director
        "En cas de renonce du déclarant, que faire ?",
        "Risque de renonce du déclarant.",
        "Fausse renonce du déclarant : il avait bien fourni.",
        "Nord a évité une renonce du déclarant en lui demandant s'il n'avait plus de cœur.",
        "Renonce du déclarant évitée de justesse.",
        "Renonce du déclarant à la donne 12, ici rien.",
        "La défense veut 2 levées pour la renonce du déclarant.",
        "Est demande 2 levées pour renonce du déclarant.",
        "Est m'appelle pour une renonce du déclarant.",
        "Est, furieux : renonce du déclarant !",
        "Est est sûr qu'il y a eu renonce du déclarant.",
        "Est parle d'une renonce du déclarant.",
        "Est invoque une renonce du déclarant.",
        "Renonce du déclarant, enfin non, d'Est.",
        "arbitre table 11 svp, renonce d'EO",
    ],
)
def test_the_revoke_named_with_its_player_not_stated_is_asked(text: str) -> None:
    assert _revoke(text).get("situation") != "not_followed"


def test_a_revoke_of_one_of_two_players_names_no_offender() -> None:
    # finder50's « Noticed » (s16:43): « renonce du mort ou du déclarant »: a revoke, whose is not known
    assert _revoke("Renonce du mort ou du déclarant, on ne sait pas qui a joué le carreau du mort.") == {
        "situation": "not_followed"
    }


# --- reviewer27 R-15, R-16 (on 42e9c474) ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "words",
    [
        "Ouest dit qu'il était chicane.",
        "Ouest soutient qu'il a bien fourni.",
        "Ouest dit qu'il a fourni.",
        "Ouest prétend avoir fourni.",
        "Ouest dit qu'il était court à trèfle.",
        "Ouest dit que c'est Est.",
        "Ouest dit que c'était le mort.",
        "Ouest dit que la carte était un trèfle.",
        "Ouest dit que Sud se trompe.",
        "Ouest dit que Sud a mal vu.",
        "Ouest dit qu'il avait joué le 2 de trèfle.",
        "Ouest le conteste.",
    ],
)
def test_the_accused_s_account_keeps_the_revoke_asked(words: str) -> None:
    assert _revoke(f"{_CONTRACT}Ouest a renoncé à trèfle ; {words}").get("situation") != "not_followed"


@pytest.mark.parametrize(
    "words",
    [
        "Sud tire atout, Ouest défausse un trèfle alors qu'il avait encore un atout.",
        "Sur l'atout, Ouest défausse un trèfle alors qu'il avait encore un atout.",
    ],
)
def test_trumps_led_said_before_the_play_make_a_trump_kept_a_revoke(words: str) -> None:
    assert _revoke(_CONTRACT + words)["situation"] == "not_followed"


def test_another_suit_led_said_after_the_trumps_makes_a_trump_kept_no_revoke() -> None:
    words = "Sud a tiré atout. Plus tard, sur le carreau, Ouest défausse un trèfle alors qu'il avait encore un atout."
    assert "situation" not in _revoke(_CONTRACT + words)


# --- a penalty card is a defender's (48A, 49, 50) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Il avait une carte pénalisée sur la table et il ne l'a pas jouée alors qu'il le devait.",
        "Ma partenaire a le 4 de pique pénalisé sur la table, c'est sa seule carte pénalisée.",
        "Il a le roi de cœur pénalisé devant lui depuis trois levées, et là ils attaquent pique.",
        "Deux cartes pénalisées sur la table, quelle carte jouer ?",
    ],
)
def test_a_penalty_card_is_a_defender_s(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text)["owner"] == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "Ses cartes sont-elles pénalisées ?",  # asked
        "Ce n'est pas une carte pénalisée, c'est une carte jouée.",  # denied
        "Si la carte est pénalisée, que faire ?",  # supposed
        "Je crois qu'il avait une carte pénalisée.",  # a doubt
        "Le mort a une carte pénalisée sur la table.",  # the dummy named: 48A says none, asked
        "Le déclarant a sa carte pénalisée devant lui.",  # the declarer named
        "Est dit que Sud a une carte pénalisée.",  # one player's word
        "La dame tombée deviendrait une carte pénalisée.",  # hypothetical
        "Il avait une carte pénalisée, enfin il croyait.",  # reviewer27 R-19 (MEDIUM): a hedge
        "Il avait une carte pénalisée selon les adversaires.",  # another's word
    ],
)
def test_a_penalty_card_not_stated_as_a_defender_s_is_asked(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("owner") != "defender"


# --- an opponent's objection to a claim (68B1, 68B2) -----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant étale ses cartes et dit « le reste est à moi ». On n'est pas d'accord.",
        "Le déclarant revendique les 5 qui restent. Contestée par la défense.",
    ],
)
def test_an_objection_to_the_claim_makes_it_contested(text: str) -> None:
    assert vocabulary.facts("revendication", text)["situation"] == "contested"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant revendique le reste ; on est d'accord.",  # agreed
        "Le déclarant revendique le reste ; si on n'est pas d'accord, que faire ?",  # supposed
        "Je revendique le reste, mais j'ai encore un perdant.",  # the claimer's own words
        "Le déclarant revendique le reste ; on n'est pas d'accord sur le nombre de levées.",  # the count, not the claim
        "Le déclarant revendique le reste ; on n'est pas d'accord, et on a continué à jouer.",  # play continued (68D)
        "Le déclarant revendique le reste ; Est dit que je ne suis pas d'accord.",  # one player's word
        # reviewer27 R-19: nobody objected, the claimer's own words, a later protest (69B)
        "Sud revendique tout à la 9e levée ; il l'a oublié, son atout. Personne ne conteste.",
        "Sud revendique tout à la 9e levée ; contestée par personne.",
        "Sud joue 4♠ et revendique à la 9e levée en disant « mais j'ai encore un atout à tirer ».",
        "Sud revendique à la 9e levée : « mais j'ai encore la dame de pique, je la tire d'abord ».",
        "Sud revendique tout à la 9e levée ; contestée par la défense à la fin de la séance.",
    ],
)
def test_no_objection_to_the_claim_stated_is_asked(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") != "contested"
