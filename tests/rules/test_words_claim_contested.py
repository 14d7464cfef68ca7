"""A claim contested, said plainly (68B, 68D): « revendication …, contestée », « il réclame les 4 dernières,
Ouest n'est pas d'accord », « je conteste »; never a claim said not contested, nor one whose play went on."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    "text",
    [
        "donne 16 table 2 : revendication à la 11e levée, il réclame les 3 dernières, contestée",
        "A la levée 10, le déclarant réclame les 4 dernières, son camp avait déjà 6 levées, Ouest n'est pas d'accord",
        "il reste le valet d'atout dehors et il revendique sans rien dire, je conteste",
        # finder68 (s25–s29): the objection as a refusal or a « non », the claim shown or said in jargon
        "il a revendiqué le reste, j'ai refusé",
        "je suis le déclarant, j'ai revendiqué ; mon adversaire de gauche a dit non.",
        "il a claim le reste, Ouest a dit « non » tout de suite",
        "il a étalé ses cartes ; personne n'était d'accord.",
        "il a revendiqué, Est ne l'accepte pas",
        "Le déclarant montre ses trois dernières cartes et dit « je fais tout ». Ma partenaire conteste.",
    ],
)
def test_a_claim_said_contested(text: str) -> None:
    assert vocab.facts("revendication", text).get("situation") == "contested"


@pytest.mark.parametrize(
    "text",
    [
        "revendication pas contestée",
        "la revendication n'a pas été contestée, tout le monde a rangé",
        "revendication non contestée",
        "Revendication contestée, puis les quatre joueurs se sont mis d'accord pour rejouer",
        "les EO réclament une marque ajustée, NS ne sont pas d'accord",  # no claim of tricks
        # finder68's traps: another refusal, denied, supposed, reported, accepted after, nobody objecting
        "Entame hors tour, le déclarant a refusé l'entame ; plus loin il a revendiqué le reste.",
        "Sud a revendiqué le reste ; j'ai refusé de jouer la suite",
        "il a revendiqué le reste ; Ouest n'a pas refusé",
        "il a revendiqué le reste, personne n'a refusé",
        "il a étalé ses cartes ; personne n'a rien dit.",
        "Si Est refuse la revendication, que se passe-t-il ?",
        "Il a revendiqué, Est dit qu'il a refusé.",
        "Sud a revendiqué le reste, j'ai refusé d'abord puis on a accepté",
        "Sud a revendiqué le reste ; Ouest a dit non, puis les quatre ont continué à jouer",
        "Le déclarant montre ses trois dernières cartes ; ma partenaire ne conteste pas.",
    ],
)
def test_no_contest_read_when_denied_or_another_situation(text: str) -> None:
    assert vocab.facts("revendication", text).get("situation") != "contested"
