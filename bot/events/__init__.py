"""Online events: the event and its queue of director calls.

    model.py   the event and its calls as pure state machines (no I/O, no chat)
    desk.py    the call desk: durable, versioned, safe under concurrency; built on
    tournaments.py  the desk's events (open, find, re-condition) and its answer, `Result`
    calls.py   the desk's call reads and delivery marks
    export.py  the event's calls as CSV or Markdown, for the organiser (CLI and chats)
    policy.py  the organiser's conditions of play (Law 80B2e) in French words, as a regulation spec

Adapters (Telegram, Discord) and `arbitre tournoi` depend on this package, never the reverse.
"""
