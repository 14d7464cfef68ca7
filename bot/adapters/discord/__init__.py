"""Discord: client and handlers (client.py), rendering (render.py), buttons (views.py), sending (out.py), launcher (command.py)."""
