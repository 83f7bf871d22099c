"""Make text safe to store — secrets redacted first, then home and project paths made relative, however
they are spelled (pure but for scrub_for, which reads where the home directory is and what it links to)."""

from __future__ import annotations

from reflexion import regex
from reflexion.text import clip

TYPE_CHECKING = False
if TYPE_CHECKING:
    import os
else:
    from reflexion import posixos as os  # os without importing os (5.6 M instructions a hook)

# A Windows drive path as Windows (C:\ or C:/), Git Bash and MSYS (/c/) or WSL (/mnt/c/) print it.
_DRIVE = regex.compile(r"(?:([A-Za-z]):|/mnt/([a-z])(?=/)|/([A-Za-z])(?=/))(.*)", regex.DOTALL)
# Someone's home directory, any machine's: /home/<user> (a CI runner's, a server's over ssh), /Users/<user>,
# C:\Users\<user> and its Git Bash and WSL spellings. It names a person and means nothing on a teammate's
# machine, so it is stored as `~` (and `reflexion check` refuses it in an entry); directories every
# machine shares are not anyone's home.
HOME_PATH = (
    r"(?<![\w.~])(?:/(?:home|Users)|(?:\b[A-Za-z]:|/mnt/[a-z]|/[a-z])[\\/]+(?i:users))[\\/]+"
    r"(?!(?i:shared|public|default|all users|linuxbrew)(?:[\\/\s\"'`]|$))[^\\/\s\"'`]+"
)


def scrub(
    text: str, root: str | list[str] = "", home: str | list[str] = "", limit: int = 0, homes: bool = True
) -> str:
    """Redact secrets, then replace the project root with `.` and the home directory with `~` (each given
    as one path or as several spellings of it, say its real path too), and any other home with `~` too
    (`homes`: False only to repeat what versions before 2026-11-28 stored, whose signatures entries hold).

    Redaction comes before any cut (a cut must never leave half a token), and the path rewrite after it
    (so a secret that happens to contain a path fragment is still recognised whole)."""
    from reflexion.redact import redact

    text = redact(text.replace("\x00", ""))
    for paths, short in ((root, "."), (home, "~")):
        for path in [paths] if isinstance(paths, str) else paths:
            if path and len(path.rstrip("/\\")) > 1:
                text = _replace(text, path, short)
    # a cheap look first: every new failure's text passes here
    if homes and ("sers" in text or "/home/" in text):
        text = regex.sub(HOME_PATH, "~", text)
    return clip(text, limit) if limit else text


def spellings(path: str) -> list[str]:
    """The ways a tool may print this directory: as given and, for a Windows drive path, as C:\\x, C:/x,
    /c/x, /mnt/c/x and with doubled backslashes (JSON, a repr)."""
    path = path.rstrip("/\\")
    drive = _DRIVE.fullmatch(path)
    if not drive:
        return [path]
    letter = next(g for g in drive.groups()[:3] if g)
    parts = [p for p in regex.split(r"[\\/]+", drive.group(4)) if p]
    upper, lower = letter.upper(), letter.lower()
    return [
        path,
        f"{upper}:\\" + "\\".join(parts),
        f"{upper}:\\\\" + "\\\\".join(parts),
        f"{upper}:/" + "/".join(parts),
        f"/{lower}/" + "/".join(parts),
        f"/mnt/{lower}/" + "/".join(parts),
    ]


def _replace(text: str, path: str, short: str) -> str:
    forms = sorted({form for form in spellings(path) if len(form) > 1}, key=len, reverse=True)
    if not any(form.lower() in text.lower() for form in forms):
        return text
    windows = len(forms) > 1  # drive paths: Windows matches them in any case
    pattern = "|".join(map(regex.escape, forms)) + r"(?![\w-])"  # /home/ana is not the start of /home/anabel
    found = regex.compile(pattern, regex.IGNORECASE if windows else 0, remember=False)
    return found.sub(lambda _: short, text)


def scrub_for(root: str, text: str, limit: int = 0, homes: bool = True) -> str:
    """scrub() for a project: its root becomes `.`, this user's home `~` — also as their real paths, when
    reached through a symlink (tools print the real one)."""
    home = os.path.expanduser("~")
    return scrub(text, _with_real(root), _with_real(home), limit, homes)


def _with_real(path: str) -> list[str]:
    real = os.path.realpath(path) if os.path.isabs(path) and os.path.exists(path) else path
    return [path, real] if real != path else [path]
