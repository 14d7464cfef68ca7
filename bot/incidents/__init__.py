"""Incidents: the pure state machine (incident.py), the engine that serialises actions on it (engine.py),
its durable store on SQLite (store.py), what it keeps for the scorer (sheet.py), hand-overs between topics
(handover.py) and its platform-neutral French wording (render.py)."""
