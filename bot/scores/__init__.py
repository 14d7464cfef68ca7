"""What a chat or the CLI needs on top of rules/scores: the worksheet offered under a ruling (offer.py)
and /marque in a chat (marque.py). The arithmetic itself lives in rules/scores."""
