"""Sentences shared by the rulings of Laws 57 and 58."""

from __future__ import annotations

OFFENDER = "le joueur de la défense fautif"

CHOOSE_ALONE = "Le déclarant choisit seul, sans consulter le mort (10C2)."

STAY_AT_TABLE = (
    "Conseil : restez à la table jusqu'à ce que la carte pénalisée soit jouée ou reprise, pour veiller à "
    "ce qu'elle le soit à la première occasion légale et pour faire choisir le déclarant quand le "
    "partenaire du fautif prendra la main."
)

MAJOR_CARD_DUTIES = (
    "La carte jouée trop tôt devient carte pénalisée principale : elle reste face visible devant son "
    "propriétaire, qui devra la jouer à la première occasion légale, en attaquant, en fournissant, en "
    "défaussant ou en coupant ; l'obligation de fournir passe avant (50D1a, 50D1b)."
)

LEAD_RESTRICTION_50D2 = (
    "Quand le partenaire du fautif prendra la main, avant qu'il attaque, le déclarant pourra exiger ou "
    "interdire l'attaque dans la couleur de la carte pénalisée (la carte est alors reprise ; une "
    "interdiction dure tant que ce joueur garde la main), ou le laisser attaquer librement (la carte reste "
    "pénalisée, et le choix se représente chaque fois que le partenaire prend la main) (50D2, 50D2a)."
)
