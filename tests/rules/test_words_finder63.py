"""finder63 (session 29, issue 37 §1): the situation and the moment said the way the s25–s28 writers say them.

A claim contested said in short or in English (68B1, 68B2); the revoke's moment (63A1, 64B): found after the play
(« après le coup », « à la fin on voit »), during a named trick, some tricks later. Each with its traps: a
decision or a score contested, nobody objecting, the next board begun, a claim, a question or a denial."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    "text",
    [
        "revend lev 12 les 2 dernières, contesté",
        "claim lev 8 par N, contesté ; N dit avoir annoncé l'impasse, E dit que non",
        "Board 27 : claim at trick 11 by West for the last 3 ; North still has the master trump. Contested.",
        "Claim à la levée 10 pour les 4 dernières, but the défense disagreed.",
    ],
)
def test_a_claim_contested_in_short_or_in_english(text: str) -> None:
    assert vocab.facts("revendication", text).get("situation") == "contested"


@pytest.mark.parametrize(
    "text",
    [
        "claim lev 9 par S, personne ne conteste",
        "revend lev 10, pas contestée",
        "claim de Sud accepté, puis Est conteste la marque",
        "claim de Sud à la 9e, ma décision est contestée",
        "Claim at trick 9 by South, not contested.",
        "claim lev 9 par N, sans contestation",
    ],
)
def test_no_claim_contested_without_an_objection_to_the_claim(text: str) -> None:
    assert vocab.facts("revendication", text).get("situation") != "contested"


@pytest.mark.parametrize(
    "text",
    [
        "3SA +1 par Sud, 430. Après le coup on découvre qu'Ouest avait renoncé à pique à la levée 2, levée prise par le mort.",
        "4♠ par Sud, dix levées, mais à la fin on voit qu'Ouest avait renoncé à carreau à la huitième levée.",
        "Le déclarant a renoncé à trèfle à la levée 4. On s'en est rendu compte en comptant les cartes à la fin.",
    ],
)
def test_a_revoke_found_after_the_play(text: str) -> None:
    facts = vocab.facts("renonce", text)
    assert facts.get("when") == "after_play"
    assert facts.get("discovered") == "after_play"


@pytest.mark.parametrize(
    "text",
    [
        # the next board begun (64B4), a claim (63A3), the play still going on (the cards left at a trick)
        "Renonce d'Est vue après le coup, mais Nord avait déjà ouvert 1♣ sur la donne suivante.",
        "Sud revendique à la 9e ; après le coup on voit qu'Est avait renoncé à cœur.",
        "Nord a fourni deux cartes collées à la levée 6, remarqué qu'en comptant les cartes à la levée 10.",
        "À la 8e levée il n'y a que trois cartes. On s'en aperçoit en comptant les cartes restantes.",
        # two stages said: asked
        "Est a renoncé à cœur, personne n'a joué à la levée suivante ; après le coup, Sud m'a rappelé.",
    ],
)
def test_no_after_the_play_when_the_words_say_another_stage(text: str) -> None:
    facts = vocab.facts("renonce", text)
    assert facts.get("when") != "after_play"
    assert facts.get("discovered") != "after_play"


@pytest.mark.parametrize(
    "text",
    [
        "À la 10e levée Sud n'a pas fourni à trèfle, il avait le 6. Découvert pendant la levée 12, Sud avait rejoué.",
        "renonce d'Est à la levée numéro trois ; on l'a vu pendant la levée 4, Est avait déjà attaqué cette levée",
    ],
)
def test_a_revoke_found_during_a_named_trick(text: str) -> None:
    assert vocab.facts("renonce", text).get("discovered") == "during_play"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a renoncé à carreau, et Est a pris la levée. On l'a vu deux levées plus tard.",
        "le déclarant avait encore du ♦ dans sa main quand il a coupé du mort, on a vu ça 3 plis plus tard !",
        "Est a défaussé un pique sur carreau alors qu'il en avait un. On s'en est aperçus trois levées plus tard.",
    ],
)
def test_a_revoke_seen_some_tricks_later_was_established_in_play(text: str) -> None:
    assert vocab.facts("renonce", text).get("when") == "played"


@pytest.mark.parametrize(
    "text",
    [
        "Est a renoncé à pique ; on ne l'a pas vu pendant la levée 5, seulement à la fin du coup.",
        "Est a renoncé à cœur, on l'a vu deux levées plus tard, à la fin du coup ? Je ne sais plus.",
        "Est a renoncé : si on l'avait vu deux levées plus tard, que faire ?",
    ],
)
def test_no_moment_in_play_denied_doubted_or_supposed(text: str) -> None:
    facts = vocab.facts("renonce", text)
    assert facts.get("discovered") != "during_play"
    assert facts.get("when") != "played"


@pytest.mark.parametrize(
    "text",
    [
        "Hésitation nette, l'hésitation suggérait le 4♥, le passe était une alternative logique, EO lésés ; je rends 3♥ +1.",
        "d2 t9 : hésitation Nord, 5♦ de Sud contesté, passe = AL, 5♦ suggéré, NS 600 ramené à 4♦= 130",
        "hésitation puis 5♣ d'Ouest, je pense donner un pondéré 50/50 entre 4♥ juste fait et 5♣ contré −1",
        "NS ont profité de l'hésitation, mais Est a ensuite fait une erreur énorme, je donne des marques différentes",
    ],
)
def test_the_partners_tempo_judged_with_its_damage_leaves_the_call_time_asked(text: str) -> None:
    """auditor36 (session 29): the damage or the score given says the director rules after the board, not when he was
    first called — at the hesitation, then called back (partner_now), fits as well: asked."""
    assert vocab.facts("information_non_autorisee", text).get("situation") is None


@pytest.mark.parametrize(
    "text",
    [
        "Sud a hésité, Nord a dit 4♠, on m'appelle maintenant : je verrai à la fin si EO sont lésés.",
        "Si EO sont lésés par l'hésitation, je rendrai 3♥.",
        "Ouest a remplacé son 2♠ par 2♥ (lapsus), Est a hésité puis passé ; EO lésés.",
        "Sud a vu la main d'Est pendant qu'il hésitait ; NS lésés.",
        "Nord a mal expliqué le 2♦, Sud a hésité ; EO lésés, je rends 3♥.",
    ],
)
def test_no_partner_after_when_called_now_supposed_or_another_source(text: str) -> None:
    assert vocab.facts("information_non_autorisee", text).get("situation") != "partner_after"


@pytest.mark.parametrize(
    "text",
    [
        "IAN t5 : N fait une grimace sur le 3SA de S, appel immédiat",
        "la 3e déclaration d'Est a été précédée d'une pause de 30 secondes, puis Ouest a contré ; appelé aussitôt",
        "Ouest réfléchit longuement puis passe, et Est dit 3♥ après le long passe. Nord-Sud m'appellent maintenant.",
        "UI question : mon partenaire a alerté puis a dit « attention, c'est forcing » à haute voix, I call you now.",
    ],
)
def test_the_partners_tempo_called_on_the_spot(text: str) -> None:
    assert vocab.facts("information_non_autorisee", text).get("situation") == "partner_now"


@pytest.mark.parametrize(
    "text",
    [
        "Sud a hésité avant de passer, Nord a reparlé ; je suis rappelé maintenant, le coup est fini.",
        "Hésitation de Sud, appel immédiat ? Non, personne ne m'a appelé avant la fin du coup.",
    ],
)
def test_no_call_on_the_spot_once_the_board_is_over(text: str) -> None:
    assert vocab.facts("information_non_autorisee", text).get("situation") != "partner_now"


@pytest.mark.parametrize(
    "text",
    [
        "le 4 de trèfle d'Ouest est tombé par mégarde face en l'air pendant le jeu, c'est une petite carte",
        "Le roi de cœur est tombé des mains de ma partenaire (on défendait), face en l'air.",
        "ouest en défense a laissé tomber le roi de pique face visible pendant le jeu et après son partenaire a attaqué",
        "L'as de pique d'Est est tombé face visible à la 3e levée, et deux levées plus tard son partenaire a renoncé",
    ],
)
def test_a_defenders_card_fallen_face_up_is_newly_exposed(text: str) -> None:
    assert vocab.facts("cartes_penalisees", text).get("situation") == "new_card"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a laissé tomber le roi de pique face visible.",  # 48A: not a penalty card
        "La dame du mort est tombée face visible sur la table.",
        "Pendant les enchères, le valet d'Ouest est tombé face visible.",  # 24
        "Le roi de pique d'Est, déjà pénalisé, est tombé face visible tout à l'heure ; c'est à lui de jouer.",
        "Ouest a concédé, ses cartes sont tombées face visible, son partenaire proteste.",  # 68B2
        "Rien n'est tombé face visible, Ouest a seulement hésité.",
    ],
)
def test_no_new_card_from_the_declaring_side_the_auction_or_an_old_penalty(text: str) -> None:
    assert vocab.facts("cartes_penalisees", text).get("situation") != "new_card"


@pytest.mark.parametrize(
    "text",
    [
        "À la 4e levée, le déclarant se rend compte qu'il a mal expliqué le contre de son partenaire.",
        "En défense, Est sait que l'explication d'Ouest sur leur contre est fausse, mais il n'a rien dit, on est à la 5e levée",
        "d20 : E a entamé sur une expl fausse, le mort s'est étalé depuis, on l'apprend maintenant",
    ],
)
def test_a_misexplanation_found_during_the_play(text: str) -> None:
    assert vocab.facts("explication_erronee", text).get("situation") == "during_play"


@pytest.mark.parametrize(
    "text",
    [
        "Au final 4♠ +1 pour eux. En remontant : on a entamé trèfle, parce qu'on nous avait dit que le 2♣ était naturel.",
        "il a dit que le trois trèfle était naturel, sur leur feuille c'est barrage, on l'a su après le coup",
    ],
)
def test_a_misexplanation_told_after_the_result(text: str) -> None:
    assert vocab.facts("explication_erronee", text).get("situation") == "after_play"


@pytest.mark.parametrize(
    "text",
    [
        # the end of the play said too: two moments, asked; the auction's end, not a trick
        "Pendant les enchères, Sud a corrigé l'explication de son partenaire ; à la 4e levée, rien à signaler.",
        "Au final, pendant les enchères, Sud a corrigé l'explication de son partenaire avant la fin des enchères.",
        "Le mort ne s'est pas étalé, Est a entamé sur l'explication fausse.",
    ],
)
def test_no_moment_of_the_play_when_another_is_said(text: str) -> None:
    assert vocab.facts("explication_erronee", text).get("situation") not in ("during_play", "after_play")


@pytest.mark.parametrize(
    "text",
    [
        "Ma partenaire a joué avant moi, alors que c'était encore à moi de jouer sur la levée.",
        "Ma partenaire a joué sa carte avant moi sur la levée, alors que c'était encore à moi.",
        "Mon partenaire a posé sa carte avant moi, on défend 3SA.",
    ],
)
def test_a_defender_says_his_partner_played_before_him(text: str) -> None:
    assert vocab.facts("jeu_premature", text).get("situation") == "defender_before_partner"


@pytest.mark.parametrize(
    "text",
    [
        "Je suis le déclarant : mon partenaire a joué avant moi.",  # the dummy: 45, never 57A
        "Le mort, mon partenaire, a joué avant moi.",
        "Mon partenaire n'a pas joué avant moi, c'est l'adversaire.",
        "Ma partenaire a joué en même temps que moi, deux cartes avant moi.",
        "Mon partenaire a entamé avant moi.",  # the opening lead: 54, 41
        "Je suis Nord, en défense. Est a joué avant que j'aie fourni.",  # Est, an opponent: the declaring side (57C)
    ],
)
def test_no_premature_play_by_the_writers_partner_on_the_declaring_side_or_denied(text: str) -> None:
    assert vocab.facts("jeu_premature", text).get("situation") != "defender_before_partner"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant dit « coupe » au mort, le mort a trois atouts.",
        "Le mort avait la main, le déclarant a dit « pique » seulement ; le mort a trois piques, ça joue pas.",
        "Il dit « le gros » au mort. Le mort a deux honneurs dans la couleur.",
        "Declarer called « the ten » from dummy, mais le mort n'a pas de dix, une fois.",
    ],
)
def test_a_card_said_for_dummy_that_dummy_holds_twice_or_not_at_all(text: str) -> None:
    assert vocab.facts("carte_du_mort", text).get("case") == "incomplete"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a dit « la dame de pique » au mort ; le mort a trois piques.",  # the card named in full (46A)
        "Le déclarant a nommé le roi de cœur, le mort a deux honneurs à cœur, puis il a changé d'avis.",
        "Le déclarant a touché le valet du mort ; le mort a trois piques.",  # 45C4b
        "Le mort a posé le 3 de pique de lui-même ; le mort a trois piques.",  # 45F
        "Le mort a trois piques, le déclarant a dit « petit pique ».",
    ],
)
def test_no_incomplete_designation_when_the_card_is_named_touched_or_placed(text: str) -> None:
    assert vocab.facts("carte_du_mort", text).get("case") != "incomplete"


@pytest.mark.parametrize(
    "text",
    [
        "Marque mal inscrite, levées d'accord.",
        "Score error : 4♠ +1 inscrit 450 au lieu de 650. Personne ne conteste les levées.",
        "Tout le monde est d'accord sur les levées (10), mais on a marqué 420 au lieu de 620. Donne 7.",
        "Score entered wrong, but tricks not disputed ; on est encore dans le délai de correction.",
    ],
)
def test_a_score_entered_wrong_for_tricks_agreed(text: str) -> None:
    assert vocab.facts("levees", text).get("case") == "score_error"


@pytest.mark.parametrize(
    "text",
    [
        "Les levées sont contestées : 420 inscrit au lieu de 620 ?",
        "On n'est pas d'accord sur les levées, la marque inscrite dit 9.",
        "NS comptent 10 levées, EO 9 ; personne ne conteste les levées de la revendication, la marque est fausse",
        "Levées d'accord, pas de problème de marque.",  # no score said wrong
    ],
)
def test_no_score_error_when_the_tricks_are_disputed_or_nothing_is_wrong(text: str) -> None:
    assert vocab.facts("levees", text).get("case") != "score_error"


def test_no_play_begun_before_the_dummy_spreads() -> None:
    text = (
        "Notre adversaire a expliqué 2♦ comme un Multi, j'ai entamé cœur, et avant que le mort s'étale son partenaire a "
        "rectifié : c'était faible à carreau."
    )
    assert vocab.facts("explication_erronee", text).get("situation") != "during_play"


@pytest.mark.parametrize(
    "text",
    [
        "J'ai sorti 2♠ au lieu de 2♥, les cartons sont côte à côte, j'ai corrigé aussitôt. Mon partenaire n'a rien dit.",
        "l'élève en Est a pris le carton voisin, 1♠ au lieu de 1SA, et l'a dit tout de suite, avant son partenaire.",
    ],
)
def test_a_call_changed_before_the_partner_spoke(text: str) -> None:
    assert vocab.facts("changement_declaration", text).get("timing") == "in_time"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a sorti 1SA au lieu de 1♠, il l'a dit tout de suite, mais son partenaire avait déjà répondu 2♣ ; avant son "
        "partenaire ? non.",
        "Lapsus de Nord ; son partenaire a passé, puis Nord a voulu changer ; le partenaire n'a rien dit depuis.",
    ],
)
def test_no_change_in_time_once_the_partner_called(text: str) -> None:
    assert vocab.facts("changement_declaration", text).get("timing") != "in_time"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Enchères finies, le fautif est devenu déclarant.", "declaring_side"),
        (
            "la carte tombée pendant les enchères, c'était celle de celui qui est devenu le mort",
            "declaring_side",
        ),
        ("d16 t3 : R♠ vu pendant les enchères, enchères finies, fautif en défense", "defender"),
        (
            "Les enchères sont finies et c'est le défenseur en Est qui a fait tomber la carte pendant les enchères.",
            "defender",
        ),
    ],
)
def test_the_auction_over_and_the_exposers_side(text: str, value: str) -> None:
    assert vocab.facts("carte_exposee_encheres", text).get("auction_over") == value


@pytest.mark.parametrize(
    "text",
    [
        "Nord a fait tomber un roi pendant les enchères ; s'il devient déclarant, que fait-on ?",
        "Carte tombée pendant les enchères, le fautif est en défense si 4♠ passe, les enchères continuent.",
        "Le fautif est en défense ; les enchères ne sont pas finies.",
    ],
)
def test_no_side_of_a_finished_auction_supposed_or_still_going(text: str) -> None:
    assert vocab.facts("carte_exposee_encheres", text).get("auction_over") not in (
        "declaring_side",
        "defender",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Le mort a dit à son partenaire « tu n'es pas en main » au moment où il allait attaquer de sa main.",
        "Le mort n'avait pas quitté sa place ; il a juste dit au déclarant « tu es au mort ».",
        "The dummy didn't leave his seat, and he told declarer he was leading from the wrong hand.",
    ],
)
def test_dummy_tries_to_prevent_a_lead_from_the_wrong_hand(text: str) -> None:
    assert vocab.facts("procedure", text).get("situation") == "prevent"


@pytest.mark.parametrize(
    "text",
    [
        "Le mort a signalé la renonce d'Est en disant « tu es au mort ».",  # 43B3: another situation
        "Le déclarant a dit « tu es au mort » à son partenaire, pour rire.",  # no dummy's word
    ],
)
def test_no_prevention_when_dummy_points_out_a_revoke_or_is_not_the_speaker(text: str) -> None:
    assert vocab.facts("procedure", text).get("situation") != "prevent"


@pytest.mark.parametrize(
    "text",
    [
        "J'ai renoncé, je croyais ne plus avoir de carreau et il y en avait un coincé derrière mes trèfles.",
        "wsh arbitre, bon j'avoue, c'est moi qui ai renoncé : on défendait 3SA, moi j'étais en Ouest.",
    ],
)
def test_the_revoker_says_he_revoked(text: str) -> None:
    assert vocab.facts("renonce", text).get("situation") == "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "Je n'ai pas renoncé, j'avais fourni.",
        "J'ai renoncé à jouer le chelem.",
        "Est dit que j'ai renoncé, mais non.",
        "J'ai renoncé, je crois, mais je ne suis pas sûr.",
    ],
)
def test_no_revoke_from_the_writer_denied_another_sense_or_doubted(text: str) -> None:
    assert vocab.facts("renonce", text).get("situation") != "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "hey, online TD here, c'était au club en vrai : revoke by West au 5e pli, on l'a vu pendant le jeu.",
        "Board 12, 6♥ by South : East revoked in diamonds at trick 7, declarer won it.",
    ],
)
def test_a_revoke_told_with_the_seats_in_english(text: str) -> None:
    assert vocab.facts("renonce", text).get("situation") == "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "South says West revoked, West denies it.",
        "Revoke reported by South after play: West, trick 6.",
        "If East revoked, what happens?",
        "East never revoked.",
        "Revoke signalée trop tard : Est a dit que West had revoked au coup d'avant.",
        "Declarer revoked twice: once in clubs, then later in diamonds. Same board, 4H.",  # two revokes (64B7)
    ],
)
def test_no_revoke_in_english_reported_denied_or_supposed(text: str) -> None:
    assert vocab.facts("renonce", text).get("situation") != "not_followed"
