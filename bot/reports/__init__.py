"""What a club reads after the session: the incident log (`arbitre incidents`, incidents_log.py), the
scorer's sheet (scorer_sheet.py), and the CSV / Markdown tables they are written as (tables.py)."""
