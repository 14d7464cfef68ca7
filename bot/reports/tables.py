"""Reports as tables a club can open: CSV for French Excel, and Markdown.

French Excel splits columns on semicolons and reads a file as UTF-8 only when it starts with a
byte-order mark. A cell that starts with =, +, -, @, a tab or a carriage return is run as a
formula by spreadsheets; it gets a leading apostrophe (OWASP's advice on CSV injection), so a
note or a chat user's display name can never execute anything.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Mapping, Sequence

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


_PLAIN_NUMBER = re.compile(r"[+-]?[0-9]{1,9}(?:,[0-9]{1,4})?")


def safe_cell(value: object) -> str:
    text = _CONTROL.sub(" ", str(value)).replace("\r\n", " ").replace("\n", " ").replace("\r", " ")
    if _PLAIN_NUMBER.fullmatch(str(value)):
        return text  # « -100 » is a number a spreadsheet reads as one, never a formula (F23)
    if text.startswith(_FORMULA_START) or str(value).startswith(_FORMULA_START):
        return "'" + text
    return text


def excel_csv(columns: Mapping[str, str], rows: Sequence[Mapping[str, object]]) -> str:
    """Semicolon-separated, with a UTF-8 byte-order mark, every cell neutralised."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=";", lineterminator="\r\n")
    writer.writerow([safe_cell(title) for title in columns.values()])
    for row in rows:
        writer.writerow([safe_cell(row.get(key, "")) for key in columns])
    return "\ufeff" + buffer.getvalue()


def markdown_sections(
    columns: Mapping[str, str], rows: Sequence[Mapping[str, object]], title: str
) -> list[str]:
    """One section per row (F23: a 17-column table is unreadable outside a Markdown viewer): a
    heading from `title` (a format over the row), then « - Column : value » for each filled cell."""
    out: list[str] = []
    for row in rows:
        out.extend([f"## {_plain(title.format(**{k: row.get(k, '') for k in columns}))}", ""])
        for key, name in columns.items():
            value = _plain(row.get(key, ""))
            if value:
                out.append(f"- **{name}** : {value}")
        out.append("")
    return out


def _plain(value: object) -> str:
    text = _CONTROL.sub(" ", str(value)).replace("\r\n", " ").replace("\n", " ").replace("\r", " ")
    return text.replace("|", "/")


def markdown_table(columns: Mapping[str, str], rows: Sequence[Mapping[str, object]]) -> list[str]:
    out = ["| " + " | ".join(columns.values()) + " |", "|" + "---|" * len(columns)]
    for row in rows:
        cells = [
            _CONTROL.sub(" ", str(row.get(key, "")))
            .replace("\r\n", " ")
            .replace("\n", " ")
            .replace("\r", " ")
            .replace("|", "/")
            for key in columns
        ]
        out.append("| " + " | ".join(cells) + " |")
    return out
