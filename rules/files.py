"""Where the core's data files are (laws, vocabulary, regulations): beside the code.

A plain path, not importlib.resources: that module and what it drags in (tempfile, shutil,
zipfile) cost the start-up a few milliseconds for nothing, Arbitre being never run from a zip.
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
