"""Telegram: handlers (handlers.py), rendering (render.py), sending (out.py), transport (http.py), launcher (command.py)."""
