"""Incidents: the pure state (incident.py) and its transition (transition.py; who may act: authority.py), the engine that serialises
actions on it (engine.py; what an action must pass before it is stored: checks.py; what a stored action
says at once: consequences.py), its durable store on SQLite (store.py; the schema in migrations.py, the
rows' JSON in rows.py, an answer a later check refuses taken back at read time in reread.py, the file's
errors and checkpoint in storage.py), what it keeps for the scorer (sheet.py), hand-overs between topics
(handover.py) and its platform-neutral French wording (render.py)."""
