"""reviewer26 P-6 and P-7 (issue 37 §1): one player's word in a chat transcript (85A), and the player the Law names
for a choice or a timing (27A1: the bidder's left-hand opponent; 25A: the offender's partner), never another one."""

from __future__ import annotations

import pytest

from rules import vocabulary


# reviewer26 P-6: a chat or a table's exchange pasted as « Sud : … » is one player's word (85A), its reply a denial.
@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        ("renonce", "Sud : Est a renoncé à cœur. Est : non, j'avais pas de cœur. Sud joue 4♠.", "offender"),
        ("renonce", "Chat : « Sud : Est a renoncé à cœur » ; « Est : non ». Sud joue 4♠.", "offender"),
        (
            "renonce",
            "Chat : « Sud : Est a renoncé à cœur » ; « Est : pas du tout ». Sud joue 4♠.",
            "offender",
        ),
        (
            "renonce",
            "Chat : « Sud : Est a renoncé à cœur » ; « Est : n'importe quoi ». Sud joue 4♠.",
            "offender",
        ),
        (
            "renonce",
            "Chat : « Sud : arbitre svp, renonce d'Est à cœur » ; « Est : je conteste ».",
            "offender",
        ),
        ("renonce", "Est : le déclarant a renoncé à cœur. Sud : non. Sud joue 4♠.", "offender"),
        ("renonce", "Est : « le déclarant a renoncé à cœur ». Sud joue 4♠.", "offender"),
        (
            "declaration_hors_tour",
            "Sud : « Ouest a ouvert alors que c'était à Nord ». Ouest : « non, Nord avait passé ».",
            "turn",
        ),
        (
            "cartes_penalisees",
            "Chat : « Sud : Ouest a fait tomber le roi de cœur » ; « Ouest : pas du tout ».",
            "situation",
        ),
        ("tempo_comportement", "Chat : « Sud : Ouest m'a insulté » ; « Ouest : jamais de la vie ».", "case"),
    ],
)
def test_a_transcript_is_one_player_s_word(topic: str, text: str, question: str) -> None:
    facts = vocabulary.facts(topic, text)
    assert question not in facts
    assert facts.get("situation") != "not_followed"


def test_a_transcript_s_denial_is_the_dispute() -> None:
    assert (
        vocabulary.facts("renonce", "Sud : Est a renoncé à cœur. Est : non. Sud joue 4♠.")["situation"]
        == "disputed"
    )


def test_a_seat_told_by_the_director_is_still_read() -> None:
    facts = vocabulary.facts("renonce", "Sud joue 4♠. Est a renoncé à cœur.")
    assert (facts["situation"], facts["offender"]) == ("not_followed", "defender")


# reviewer26 P-7: only the bidder's left-hand opponent accepts (27A1); « mon partenaire » is the offender's partner
# only when the writer made the call (25A).
@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        (
            "enchere_insuffisante",
            "Est a fait une enchère insuffisante de 1♥ sur le 1♠ de Nord ; Nord l'accepte.",
            "lho_accepts",
        ),
        ("enchere_insuffisante", "Est a dit 1♥ sur 1♠ ; Nord accepte.", "lho_accepts"),
        ("enchere_insuffisante", "Enchère insuffisante d'Est (1♥ sur 1♠) ; Nord accepte.", "lho_accepts"),
        ("enchere_insuffisante", "Est a dit 1♥ sur 1♠, son adversaire de droite accepte.", "lho_accepts"),
        ("enchere_insuffisante", "Est a dit 1♥ sur 1♠, l'adversaire de droite accepte.", "lho_accepts"),
        ("enchere_insuffisante", "J'ai dit 1♥ sur 1♠, mon adversaire de droite accepte.", "lho_accepts"),
        (
            "enchere_insuffisante",
            "Mon partenaire a dit 1♥ sur 1♠ ; mon adversaire de gauche accepte.",
            "lho_accepts",
        ),
        (
            "changement_declaration",
            "Mon adversaire a dit 2♥ puis 2♠, mon partenaire n'avait pas encore parlé.",
            "timing",
        ),
        (
            "changement_declaration",
            "Est a dit 2♥ puis 2♠ ; mon partenaire n'avait pas encore parlé.",
            "timing",
        ),
        (
            "en_ligne_clic",
            "Mon adversaire a cliqué 3SA au lieu de 2SA ; mon partenaire n'a pas encore parlé.",
            "timing",
        ),
        (
            "en_ligne_clic",
            "Mon adversaire de droite a cliqué 3SA au lieu de 2SA, ma partenaire n'a rien dit.",
            "timing",
        ),
        (
            "en_ligne_clic",
            "Mon adversaire a cliqué 3SA au lieu de 2SA ; mon partenaire a déjà parlé.",
            "timing",
        ),
    ],
)
def test_a_choice_or_a_call_of_another_player_than_the_law_s(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        ("enchere_insuffisante", "Est a dit 1♥ sur 1♠ ; Sud accepte.", "lho_accepts", "accepts"),
        (
            "enchere_insuffisante",
            "J'ai dit 1♥ sur 1♠ ; mon adversaire de gauche accepte.",
            "lho_accepts",
            "accepts",
        ),
        (
            "changement_declaration",
            "J'ai dit 2♥ puis 2♠ ; mon partenaire n'avait pas encore parlé.",
            "timing",
            "in_time",
        ),
        (
            "en_ligne_clic",
            "J'ai cliqué 3SA au lieu de 2SA ; mon partenaire n'a pas encore parlé.",
            "timing",
            "in_time",
        ),
    ],
)
def test_the_law_s_player_is_still_read(topic: str, text: str, question: str, value: str) -> None:
    assert vocabulary.facts(topic, text)[question] == value


# reviewer26 P-6b: a pseudonym as the speaker (« Zorro75 : », « Mimi (Ouest) : », « [Zorro75] »), what he « a écrit ».
@pytest.mark.parametrize(
    "text",
    [
        "Zorro75 : le déclarant a renoncé à cœur. Mimi33 : faux. Sud joue 4♠.",
        "[Zorro75] le déclarant a renoncé à cœur / [Mimi33] non. Sud joue 4♠.",
        "Zorro75 (Est) : le déclarant a renoncé à cœur. Mimi33 (Sud) : non. Sud joue 4♠.",
        "Chat : « Zorro75 (Est) : le déclarant a renoncé à cœur ». Sud joue 4♠.",
        "Zorro75 (Est) : Sud a renoncé à cœur. Sud joue 4♠.",
        "Zorro75 (Est) a écrit dans le chat que Sud avait renoncé à cœur. Sud joue 4♠.",
    ],
)
def test_a_pseudonym_s_chat_line_is_his_word(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("situation") != "not_followed"
    assert "offender" not in facts


# reviewer26 P-14: the declaring side's lead out of turn is never a defender's (24, 54E)
@pytest.mark.parametrize(
    "text",
    [
        "J'ai entamé hors tour, je suis le mort ; le déclarant a joué une carte de sa main.",
        "Je suis le mort, j'ai entamé hors tour ; le déclarant a joué une carte de sa main.",
        "Entame hors tour par le mort, le déclarant accepte.",
        "Entame hors tour faite par le déclarant, la défense accepte.",
    ],
)
def test_the_declaring_side_s_lead_out_of_turn_is_no_defender_s(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") != "wrong_defender_faced"
