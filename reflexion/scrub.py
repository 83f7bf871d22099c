"""Make text safe to store — secrets redacted first, then home and project paths made relative (pure but
for scrub_for, which reads where the home directory is)."""

from __future__ import annotations

import os

from reflexion.text import clip


def scrub(text: str, root: str = "", home: str = "", limit: int = 0) -> str:
    """Redact secrets, then replace the project root with `.` and the home directory with `~`.

    Redaction comes before any cut (a cut must never leave half a token), and the path rewrite after it
    (so a secret that happens to contain a path fragment is still recognised whole)."""
    from reflexion.redact import redact

    text = redact(text.replace("\x00", ""))
    if root and len(root) > 1:
        text = text.replace(root.rstrip("/\\") + "/", "./").replace(root.rstrip("/\\"), ".")
    if home and len(home) > 1:
        text = text.replace(home.rstrip("/\\"), "~")
    return clip(text, limit) if limit else text


def scrub_for(root: str, text: str, limit: int = 0) -> str:
    """scrub() for a project: its root becomes `.`, this user's home `~`."""
    return scrub(text, root, os.path.expanduser("~"), limit)
