"""A claim counted from the cards: the position and statement read, normal lines searched, double dummy."""
