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


@pytest.mark.parametrize(
    ("words", "card"),
    [
        (
            "l'entame a été faite sur la mauvaise explication, le mort n'a pas encore étalé",
            "lead_retractable",
        ),
        (
            "Ouest a entamé après une explication fausse, rectifiée avant que le mort s'étale",
            "lead_retractable",
        ),
        ("E a entamé sur une expl fausse, le mort s'est étalé depuis, on l'apprend maintenant", "too_late"),
        (
            "Est a joué son roi à cause de l'explication fausse, mais deux cartes ont été jouées depuis",
            "too_late",
        ),
        ("j'ai défaussé à cause de la fausse explication mais on a déjà joué 2 levées depuis", "too_late"),
        (
            "Explication erronée, j'ai joué une carte à cause d'elle, et personne n'a joué depuis.",
            "retractable",
        ),
        ("il a joue sur l explication fausse, personne a rejoue depuis", "retractable"),
        ("personne n'a joué de carte à cause de l'explication, la plainte porte sur les enchères", "none"),
    ],
)
def test_the_card_played_on_the_wrong_explanation(words: str, card: str) -> None:
    """47E2a: a card played on the wrong explanation may be taken back while no card was played since (an opening
    lead, while dummy has spread none); 47E2b: too late after that."""
    assert engine_facts("explication_erronee", words).get("card_played") == card


@pytest.mark.parametrize(
    "words",
    [
        "Si Ouest avait entamé sur la mauvaise explication, le mort n'étant pas encore étalé, pourrait-il reprendre ?",
        "Ouest dit qu'il a entamé à cause de l'explication, le mort n'a pas encore étalé.",
        "Ouest aurait joué autrement avec la bonne explication ; personne n'a joué depuis.",
        "Ouest a entamé sur la mauvaise explication ; à la fin du coup on découvre l'erreur.",
        "J'ai entamé sur la mauvaise explication, personne n'a joué depuis.",  # the lead: dummy's spread not said
    ],
)
def test_no_card_played_read_when_supposed_reported_or_unsaid(words: str) -> None:
    assert "card_played" not in engine_facts("explication_erronee", words)


@pytest.mark.parametrize(
    "words",
    [
        "Ouest a entamé sur la mauvaise explication, le mort n'a encore rien étalé.",
        "Est a joué son roi à cause de l'explication fausse, mais deux cartes ont été jouées depuis",
        "la défenseuse a joué sur l'explication erronée, rien joué depuis",
    ],
)
def test_a_card_played_on_it_with_the_play_since_is_during_the_play(words: str) -> None:
    """The play period begins with the opening lead faced: a card played on the wrong explanation, and what was played
    since, place the error's discovery during the play (47E2, 75B2)."""
    assert engine_facts("explication_erronee", words).get("situation") == "during_play"


@pytest.mark.parametrize(
    "words",
    [
        "Ouest a entamé sur la mauvaise explication, le mort n'a encore rien étalé ; on m'appelle à la fin du coup.",
        "Si Ouest avait entamé sur la mauvaise explication, le mort n'étant pas encore étalé, pourrait-il reprendre ?",
        "Ouest dit qu'il a joué à cause de l'explication, personne n'a joué depuis.",
    ],
)
def test_no_play_moment_read_after_the_hand_supposed_or_reported(words: str) -> None:
    assert engine_facts("explication_erronee", words).get("situation") != "during_play"


@pytest.mark.parametrize(
    "words",
    [
        "la joueuse en Est a pris tout son temps avant de contrer ; tous sont d'accord. On m'appelle avant que Sud parle.",
        "le plateau est revenu très lentement de l'autre côté de l'écran, avec un passe ; on m'appelle avant la suite.",
        "il a fait une remarque (« t'es sûre ? ») sur le contre de sa partenaire, je suis appelé sur le coup.",
        "Mon partenaire a réfléchi une bonne minute avant de passer, j'ai dit 4♥. Nord a appelé l'arbitre tout de suite.",
        "le contre a été posé après une longue réflexion ; l'arbitre a été appelé sur-le-champ.",
    ],
)
def test_the_director_called_on_the_spot_for_the_partners_tempo(words: str) -> None:
    """16B2: called during the auction, before the partner's action, for what his partner's manner told him."""
    assert engine_facts("information_non_autorisee", words).get("situation") == "partner_now"


@pytest.mark.parametrize(
    "words",
    [
        "Est a pris tout son temps avant de contrer ; on m'appelle à la fin du coup.",
        "Est a pris son temps puis a retiré son contre ; on m'appelle avant que Sud parle.",  # a withdrawn call (16C)
        "Nord a vu une carte de Sud ; on m'appelle avant la suite.",  # no tempo or remark of the partner's
    ],
)
def test_no_call_on_the_spot_read_after_the_play_or_for_another_source(words: str) -> None:
    assert engine_facts("information_non_autorisee", words).get("situation") != "partner_now"


@pytest.mark.parametrize(
    "words",
    [
        "Entame hors tour de Sud ; le déclarant a accepté, le mort s'est étalé.",
        "Annick a entamé hors tour, Luc déclarant a accepté, j'ai étalé (j'étais le mort).",
        "Mon partenaire, qui n'avait pas l'entame, a attaqué le 10 de carreau. Le déclarant a refusé l'attaque et m'a exigé carreau.",
    ],
)
def test_a_wrong_lead_the_declarer_chose_about_was_faced(words: str) -> None:
    """54A–54D give the declarer his choice only once the lead out of turn is faced (a face-down one is retracted, 41A)."""
    assert engine_facts("entame", words).get("situation") == "wrong_defender_faced"


@pytest.mark.parametrize(
    "words",
    [
        "Le mort présumé a entamé hors tour ; le déclarant a refusé.",
        "Ouest a entamé hors tour ; le déclarant n'a encore rien choisi.",
        "Si Ouest entame hors tour et que le déclarant accepte, qui joue ?",
        "Pendant les enchères, Ouest a entamé hors tour, le déclarant a refusé.",
    ],
)
def test_no_faced_wrong_lead_from_another_card_a_choice_not_made_or_supposed(words: str) -> None:
    assert engine_facts("entame", words).get("situation") != "wrong_defender_faced"
