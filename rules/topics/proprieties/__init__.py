"""Les convenances et le jugement : information non autorisée et étrangère (16), explication erronée (20F, 21, 40, 75), tempo, tromperie et comportement (73, 74)."""
