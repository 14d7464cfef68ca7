"""From a director's words to a topic: the first menu by moment, and the search by words."""
