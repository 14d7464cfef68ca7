"""Personal data, for a club bound by the GDPR: what names a person (personal.py), anonymise and purge of
the incident log (retention.py) and of events, calls and polls (events.py)."""
