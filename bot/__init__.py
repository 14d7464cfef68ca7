"""The application: incidents, scores, reports, privacy, the finder, events and polls, the chat adapters
and the `arbitre` commands, over the pure ruling core of rules/."""
