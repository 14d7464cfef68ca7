"""Le jeu en ligne, selon les conditions de l'organisateur (80B2) : clic erroné, retard, déconnexion, alerte oubliée, hésitation."""
