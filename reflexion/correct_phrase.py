"""Pure: phrase a detected correction as an entry: the resolution (the directive, stated as an instruction)
and its key terms for dedup. Imported by correct.py on the first detection only.
"""

from __future__ import annotations

from reflexion import correct_lang as lang
from reflexion import regex
from reflexion.correct import NOT_Y, cue_regex, cue_wanted, has_cjk, is_contrast
from reflexion.text import clip

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re

RESOLUTION_LIMIT = 200


def phrase(
    sentences: tuple[str, ...], spans: tuple[str, ...], words: frozenset[str]
) -> tuple[str, tuple[str, ...]] | None:
    """(resolution, key terms) for the masked sentences of a correction; None when no directive is left."""
    masked = _resolution(sentences, words)
    if not regex.search(r"\w", masked):
        return None
    return _restore(masked, spans), _terms(masked, spans)


def _resolution(sentences: tuple[str, ...], words: frozenset[str]) -> str:
    """The directive in the user's words: framing stripped, accusations and one-off repairs dropped."""
    phrased = [_strip_frame(_rewrite(s, words), words) for s in sentences]
    clauses = [_clauses(s, words) for s in phrased if regex.search(r"\w", s)]
    kept = [[c for c in cs if not _matches(lang.CLAUSE_DROP, c[1], words)] for cs in clauses]
    if not any(kept):  # everything looked droppable: better the whole message than nothing
        kept = clauses
    out: list[str] = []
    for cs in kept:
        if cs:
            body = cs[0][1] + "".join(sep + text for sep, text in cs[1:])
            out.append(_finish(_rewrite(_strip_frame(body, words), words)))
    return _fit(out)


def _phrasing(table: tuple[lang.Cue, ...], words: frozenset[str]) -> list[re.Pattern[str]]:
    """The phrasing patterns of a table worth compiling for this prompt (they keep the user's casing)."""
    return [cue_regex(source, regex.IGNORECASE) for anchors, source in table if cue_wanted(anchors, words)]


def _matches(table: tuple[lang.Cue, ...], text: str, words: frozenset[str]) -> bool:
    return any(pattern.search(text) for pattern in _phrasing(table, words))


def _rewrite(text: str, words: frozenset[str]) -> str:
    if not words.isdisjoint(lang.CONTRAST_WORDS):
        text = cue_regex(NOT_Y).sub(_comma_before_not, text)
    for anchors, pattern, replacement in lang.REWRITES:
        if cue_wanted(anchors, words):
            text = cue_regex(pattern, regex.IGNORECASE).sub(regex.template(replacement), text, count=1)
    return text


def _comma_before_not(m: re.Match[str]) -> str:
    if m.group("comma") or m.group("neg").lower() != "not" or not is_contrast(m):
        return m.group(0)
    return m.group("prev") + "," + m.group(0)[len(m.group("prev")) :]


def _strip_frame(text: str, words: frozenset[str]) -> str:
    frames = _phrasing(lang.FRAME, words)
    text = text.strip()
    for _ in range(12):  # each round strips one opening word; a dozen is more than any real prompt has
        ends = [m.end() for m in (f.match(text) for f in frames) if m and m.end()]
        if not ends:
            break
        text = text[max(ends) :]
    return text


def _clauses(sentence: str, words: frozenset[str]) -> list[tuple[str, str]]:
    """(separator before, clause) pairs; clauses that only continue the previous one are glued to it."""
    parts = regex.split(r"(\s*(?:[,;]|，|；|、)\s*|\s+(?:-|—|–)\s+)", sentence.strip())
    out: list[tuple[str, str]] = []
    for i in range(0, len(parts), 2):
        sep, text = (parts[i - 1] if i else ""), parts[i].strip()
        if not text:
            continue
        if out and _matches(lang.CLAUSE_GLUE, text, words):
            out[-1] = (out[-1][0], out[-1][1] + sep + text)
        else:
            out.append((sep, text))
    return out


def _finish(text: str) -> str:
    text = text.rstrip(" \t\n.!?,;:—–…。！？，、-").strip()
    if not text:
        return ""
    if has_cjk(text):
        return text + "。"
    first = regex.match(r"[a-z]+(?:'[a-z]+)?(?=[\s,;:]|$)", text)
    if first and first.group(0) not in lang.TOOLS:
        text = text[0].upper() + text[1:]
    return text + "."


def _fit(sentences: list[str]) -> str:
    out = ""
    for s in sentences:
        if s and len(out) + len(s) + 1 > RESOLUTION_LIMIT and out:
            break
        out = f"{out} {s}".strip()
    return out


def _restore(masked: str, spans: tuple[str, ...]) -> str:
    def put_back(m: re.Match[str]) -> str:
        i = int(m.group(1))
        return spans[i] if i < len(spans) else m.group(0)

    text = regex.sub(r"`(\d+)`", put_back, masked)
    if len(text) <= RESOLUTION_LIMIT:
        return text
    return clip(text, RESOLUTION_LIMIT - 1).rstrip("…").rstrip() + "."


# --- key terms ------------------------------------------------------------------------------------------


def _terms(masked: str, spans: tuple[str, ...]) -> tuple[str, ...]:
    """The directive's code, paths, tool names, identifiers and numbers when it has any (they survive
    paraphrase and translation), else its content words; CJK fragments only when nothing else is left."""
    exact: set[str] = set()
    words: set[str] = set()
    cjk: set[str] = set()
    for raw in regex.findall(r"[^\s,;()\[\]{}\"!?<>=|]+", masked.translate(lang.ASCII_PUNCTUATION)):
        span = regex.fullmatch(r"`(\d+)`[.:]*", raw)
        token = raw.strip("'\"").rstrip(".:;")
        if span and int(span.group(1)) < len(spans):
            exact.update(_normal(t) for t in spans[int(span.group(1))].strip("`'\" ").split())
        elif has_cjk(raw):
            cjk.update(t.strip(".,:;!? ") for t in cue_regex(lang.CJK_SPLIT).split(raw) if has_cjk(t))
            exact.update(t.lower() for t in regex.findall(r"[A-Za-z][\w./-]*\w", raw))
        elif token.lower() in lang.STOPWORDS or "'" in token.removesuffix("'s"):
            continue
        elif _is_exact(token):
            exact.add(_normal(token))
        elif len(token) > 1 and token.replace("-", "").isalpha():
            words.add(_singular(token.lower().removesuffix("'s")))
    exact.discard("")
    if exact and all(regex.fullmatch(r"[\d.]+", t) for t in exact):
        # a bare number names nothing alone: "staging runs postgres 15" and "prod uses redis 15" are two facts
        exact |= words
    return tuple(sorted(exact or words or {t for t in cjk if len(t) >= 2}))


def _normal(token: str) -> str:
    return token.lower().strip("`'\"").rstrip(".:;/")


def _is_exact(token: str) -> bool:
    """A token that names something exactly: a path, file, version, tool, identifier, number."""
    if regex.search(r"[\d/._:@#+*]", token) or token.lower() in lang.TOOLS:
        return True
    return token.isascii() and (
        bool(regex.search(r"[a-z][A-Z]", token)) or (token.isupper() and len(token) >= 4)
    )


def _singular(word: str) -> str:
    if (
        len(word) <= 3
        or not word.isalpha()
        or not word.endswith("s")
        or word.endswith(("ss", "us", "is", "os"))
    ):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-2] if word.endswith(("ches", "shes", "sses", "xes")) else word[:-1]
