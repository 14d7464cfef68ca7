"""La marque et la procédure : appeler l'arbitre et rectifier (9 à 11, 43), nombre de cartes incorrect (13, 14), marque ajustée (12), donne faussée (86, 87), après la décision (82, 90 à 93)."""
