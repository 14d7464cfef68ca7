"""The terminal: the embedded default adapter (session.py)."""
