"""Pure: decide whether a user prompt corrects the agent or sets a standing rule (the Correction record).

Cue tables live in correct_lang.py, the phrasing of the resolution in correct_phrase.py. Each regex compiles
on first use, and only when the prompt holds one of its anchor words: a hook run pays for the handful of
cues that can match, not for all of them.
"""

from __future__ import annotations

from reflexion import correct_facts as facts
from reflexion import correct_lang as lang
from reflexion import correct_more as more
from reflexion import regex
from reflexion.text import clip, looks_pasted, one_line, strip_ansi

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re

__all__ = ["Correction", "correction_key", "detect_correction"]

_MARK = "\x02"  # inserted at every clause start of the text the cues run on; `{CS}` in the tables
_READ_LIMIT = 4000  # never look further than this into a prompt (pasted logs can be megabytes)
_HEAD_LIMIT = 300  # a correction is the prompt's own opening message, not something deep in a paste
_TRIGGER_LIMIT = 500

# Code spans and quoted strings: masked as `N` so that quoted error text never reads as a cue.
# An identifier in camelCase ("fetchAll", "userId") is code as a span is: the cues run lower-cased, where it
# would read as a word.
_SPAN = (
    r"`+[^`\n]+`+|(?<!\w)'[^'\n]{1,200}'(?!\w)|\"[^\"\n]{1,200}\""
    r"|(?<![\w./\\~-])[a-z][a-z0-9]*[A-Z][a-z][A-Za-z0-9]*(?![\w./\\-])"
)
_LOG_LINE = (
    r"(?i)^\s*(?:\$ |>>>|#!|\[\d|\d{2,4}[-/:.]\d{2}|npm (?:err|warn)|(?:error|warning|warn|info|debug"
    r"|fatal|panic|exception)\b\s*[\[:(!]|traceback|file \"|at \S+ \(|[+-]{3}|@@|\|)|^(?: {4}|\t)"
)
_SENTENCE = r"(?<!\be\.g\.)(?<!\bi\.e\.)(?<=[.!?])\s+|\n+"
_SENTENCE_CJK = _SENTENCE + r"|(?<=[。！？])"  # compiled only for prompts that hold CJK text
_CLAUSE = r"^[ \t]*|(?<=[.!?;:,-])[ \t]+"
# (a dash after a Russian word is its copula more often than a break: "Порт — 8080", "Ветка — develop"; a
# clause mark after a word is the one after an opening interjection: "actually | the timestamps are UTC")
_CLAUSE_SPLIT = r"[,;]\s*|(?<![а-яё\s])\s+-\s+|(?<=[^\W\d_])\s+(?=\x02)"
_SUBJECT = r"(?i)\b(?:i|you|we|he|she|they|ich|du|wir|je|tu|nous|vous|yo|eu|jij|ik|io|я|ты)\b"
# "X, not Y": cased only where it matters, so classifying and phrasing share one compiled pattern
NOT_Y = (
    r"(?P<prev>[^\s,]+)(?P<comma>,)?\s+\x02?(?P<neg>(?i:not|nicht|pas|não|no|niet|non|geen|keine?n?))\s+"
    r"(?P<y>\.?[^\s,.;:!?]+(?:\s+[^\s,.;:!?]+){0,3}?)"
    r"(?=\s*(?:[,.;:!?)-]|—|–|$)|\s+(?i:so|but|because|since|when|for|here|directly|anymore|please)\b)"
)
_QUOTES = {ord("’"): "'", ord("‘"): "'", ord("“"): '"', ord("”"): '"', ord("„"): '"'}
# "X, not Y" as a table of one cue: its words, its pattern (is_contrast then judges each match)
CONTRAST_CUES: tuple[lang.Cue, ...] = ((" ".join(sorted(lang.CONTRAST_WORDS)), NOT_Y),)
# What _classify needs to find anything, a prompt opening with a quoted block aside: alternatives, each of
# tables that must all have a cue that matches. The hook's first look (cue_words.py) is derived from it.
CAN_FIND: tuple[tuple[tuple[lang.Cue, ...], ...], ...] = (
    (lang.STRONG,),
    (lang.CONTRAST,),  # contrast
    (CONTRAST_CUES,),
    (more.NO_LONGER,),
    (lang.WEAK, lang.CONTENT),  # framed: a weak opening (or a thank-you and a turn) and what to do
    (lang.ACK, more.TURN, lang.CONTENT),
    (lang.RULE,),  # a rule
    (more.REMINDER,),
    (more.PREFERENCE,),
    (lang.CONVENTION,),
    (more.FACT,),  # a fact
    (facts.FACT_GRAMMAR,),
    (more.NAMED,),
    (more.FACT_MARKER, more.FACT_VERB),
    (lang.RULE_GENERIC,),
)


# What states a fact, by the words of its kind (more.FACT) and by its grammar (facts.FACT_GRAMMAR)
_FACT = more.FACT + facts.FACT_GRAMMAR


class Correction:
    """A correction or standing rule found in a prompt (a plain class: `dataclasses` costs a hook ~10 ms)."""

    __slots__ = ("kind", "resolution", "terms", "trigger")

    def __init__(self, kind: str, trigger: str, resolution: str, terms: tuple[str, ...]) -> None:
        self.kind = kind  # "correction" (user corrects the agent) or "rule" (standing instruction)
        self.trigger = trigger  # what the user said, whitespace-collapsed
        self.resolution = resolution  # the directive, stated concisely as an instruction
        self.terms = terms  # key terms of the directive, lower-case, sorted, deduped

    def _key(self) -> tuple[str, str, str, tuple[str, ...]]:
        return (self.kind, self.trigger, self.resolution, self.terms)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Correction) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Correction(kind={self.kind!r}, resolution={self.resolution!r}, terms={self.terms!r})"


class _Prompt:
    """The prompt's own opening message, in the forms the detector needs."""

    def __init__(
        self,
        sentences: list[str],
        spans: list[str],
        quoted: bool,
        words: frozenset[str],
        names: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset()),
    ) -> None:
        self.words = words  # the words of the message, to decide which cues are worth compiling
        self.names, self.strong_names = names  # lower-cased words spelled as names (_names)
        self.head = "\n".join(_mark(s) for s in sentences)  # lower-cased, clause starts marked
        kept = _statements(sentences, words)
        self.sentences = tuple(kept)  # masked, questions dropped, as the user wrote them
        self.marked = tuple(_mark(s) for s in kept)
        self.spans = tuple(spans)  # original text of each masked `N` placeholder
        self.quoted = quoted  # the prompt opened with a quoted block (the agent's words being answered)


def detect_correction(prompt: str) -> Correction | None:
    """Return the correction or standing rule the prompt states, or None (when in doubt, None)."""
    try:
        return _detect(prompt)
    except Exception:  # a detector bug must never break the hook; "no correction" is the safe answer
        return None


def correction_key(c: Correction) -> str:
    """A stable dedup key from the key terms (e.g. "npm pnpm"): the same directive said again in other words
    gives the same key, different directives different keys."""
    if c.terms:
        return " ".join(c.terms)
    return " ".join(regex.findall(r"\w+", c.resolution.lower()))


def reports_a_failure(prompt: str) -> bool:
    """Whether the prompt's own words report a failure, in the languages the detector reads ("why won't
    docker compose start?", "erkläre, warum docker compose nicht startet"): recall's test of a request for
    words that is about a failure after all."""
    try:
        p = _read(prompt)
        return _fires(lang.REPORT, p.head, p.words)
    except Exception:  # a bug here must never break the hook; recall as if it named a failure
        return True


def states_a_secret(prompt: str) -> bool:
    """Whether the prompt's own words state a secret's value ("the db password changed, it's secreta99
    now", "пароль от сервера qwerty12345", "admin/admin123"): nothing of it is ever kept, whatever else it
    says."""
    try:
        p = _read(prompt)
        return _fires(more.SECRET, "\n".join(p.marked), p.words)
    except Exception:  # a bug here must never break the hook; keep nothing rather than a secret
        return True


def _detect(prompt: str) -> Correction | None:
    p = _read(prompt)
    kind = _classify(p) if p.sentences else None
    if kind is None:
        return None
    from reflexion.correct_phrase import phrase  # only now: most prompts are no correction and never need it

    phrased = phrase(_stating(p, kind) or p.sentences, p.spans, p.words)
    if phrased is None:
        return None
    trigger = clip(one_line(_clean(prompt[: _TRIGGER_LIMIT * 4])), _TRIGGER_LIMIT)
    return Correction(kind, trigger, *phrased)


def cue_regex(source: str, flags: int = 0) -> re.Pattern[str]:
    """Compile once per process, expanding the clause-start notation of the tables."""
    source = source.replace("{CS}", _MARK).replace("{M}", _MARK + "?")
    return regex.compile(source, flags | regex.MULTILINE)


_anchor_sets: dict[str, frozenset[str]] = {}  # a dict, not functools.cache: a hook would import functools


def _anchors(anchors: str) -> frozenset[str]:
    found = _anchor_sets.get(anchors)
    if found is None:
        found = _anchor_sets[anchors] = frozenset(anchors.split())
    return found


def cue_wanted(anchors: str, words: frozenset[str]) -> bool:
    """Whether a cue can match at all: one of its anchor words occurs in the prompt ("*": always)."""
    wanted = _anchors(anchors)
    return "*" in wanted or not wanted.isdisjoint(words)


def _fires(table: tuple[lang.Cue, ...], text: str, words: frozenset[str]) -> bool:
    """Whether any cue of the table matches; a cue none of whose anchor words occur is not even compiled."""
    return any(cue_wanted(anchors, words) and cue_regex(source).search(text) for anchors, source in table)


# --- reading the prompt -----------------------------------------------------------------------------------


def _clean(text: str) -> str:
    text = strip_ansi(text).translate(_QUOTES)
    return regex.sub(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]", "", text)


def has_cjk(text: str) -> bool:
    # a plain loop: a regex over these ranges costs milliseconds to compile
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


def has_hangul(text: str) -> bool:
    return any("\uac00" <= ch <= "\ud7a3" for ch in text)


def has_cyrillic(text: str) -> bool:
    return any("\u0400" <= ch <= "\u04ff" for ch in text)


def _read(prompt: str) -> _Prompt:
    """Find the prompt's own opening message: skip a leading quoted block, stop at a paste or a blank line."""
    lines = _clean(prompt[:_READ_LIMIT]).splitlines()
    quoted, i = False, 0
    while i < len(lines) and (not lines[i].strip() or lines[i].lstrip().startswith((">", "```"))):
        if lines[i].lstrip().startswith("```"):  # skip the whole fenced block
            i = next((j for j in range(i + 1, len(lines)) if lines[j].lstrip().startswith("```")), len(lines))
        quoted = quoted or (i < len(lines) and bool(lines[i].strip()))
        i += 1
    own: list[str] = []
    for line in lines[i:]:
        if not line.strip() or cue_regex(_LOG_LINE).search(line) or looks_pasted(line):
            break
        own.append(line.strip())
        if line.rstrip().endswith(":") and len(line.split()) >= 3:  # "here is the log:" introduces a paste
            break
    spans: list[str] = []

    def mask(m: re.Match[str]) -> str:
        spans.append(m.group(0))
        return f"`{len(spans) - 1}`"

    head = cue_regex(_SPAN).sub(mask, "\n".join(own)[:_HEAD_LIMIT])
    lowered = head.translate(lang.ASCII_PUNCTUATION).lower()
    words = frozenset(regex.findall(r"[\w'-]+", lowered) + regex.findall(r"[\w']+", lowered))
    cjk = has_cjk(head)
    sentences = [s.strip() for s in cue_regex(_SENTENCE_CJK if cjk else _SENTENCE).split(head) if s.strip()]
    scripts = {"CJK"} if cjk else set()
    if has_hangul(head):
        scripts.add("KO")
    if has_cyrillic(head):
        scripts.add("RU")  # a cue of Russian grammar with no word of its own ("Порт — 8080")
    return _Prompt(sentences, spans, quoted, words | scripts, _names(head))


# A word in the Latin script, as the prompt spells it
_WORD = r"(?<![A-Za-z0-9.+-])[A-Za-z][A-Za-z0-9.+-]*[A-Za-z0-9+]"


def _names(head: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words of the message that are spelled as names, lower-cased: (names, strong names). Strong: a
    capital inside the word (RabbitMQ, GitHub), a dot or a digit (next.js, auth0), or a product's known name
    typed in any case (lang.PRODUCTS); a name besides: a capital after its sentence's start (Sentry), which a
    German noun has too."""
    names: set[str] = set()
    strong: set[str] = set()
    for m in regex.finditer(_WORD, head):
        word = m.group(0)
        low = word.lower()
        if regex.fullmatch(r"[a-z]+-\d+", low):
            continue  # a ticket's id (JIRA-123) is one piece of work's, no part of the project
        if any(c.isupper() for c in word[1:]) or regex.search(r"[.\d]", word) or low in lang.PRODUCTS:
            strong.add(low)
        elif (
            word[0].isupper()
            and low not in lang.CALENDAR
            and regex.search(r"[^\s.!?:\n]\s*$", head[: m.start()])
        ):
            names.add(low)
    return frozenset(names | strong), frozenset(strong)


def _mark(sentence: str) -> str:
    """Lower-case, ASCII punctuation, and a mark at each clause start and after each opening interjection."""
    text = sentence.translate(lang.ASCII_PUNCTUATION).lower()
    text = cue_regex(_CLAUSE).sub(lambda m: m.group(0) + _MARK, text)
    after_interjection = cue_regex(_MARK + "(?:" + lang.INTERJECTION + r")(?![\s,.!\x02-])")
    for _ in range(4):
        text, n = after_interjection.subn(lambda m: m.group(0) + _MARK, text)
        if not n:
            break
    return text


def _statements(sentences: list[str], words: frozenset[str]) -> list[str]:
    """Drop the questions; "X — can you Y?" keeps X."""
    kept: list[str] = []
    for sentence in sentences:
        if not _is_question(sentence, words):
            kept.append(sentence)
            continue
        parts = regex.split(r"\s+(?:-|—|–)\s+", sentence)
        kept.extend(part for part in parts[:-1] if part.strip() and not _is_question(part, words))
    return kept


def _is_question(sentence: str, words: frozenset[str]) -> bool:
    return _fires(lang.QUESTION, sentence.translate(lang.ASCII_PUNCTUATION).strip().lower(), words)


# --- classifying ------------------------------------------------------------------------------------------


def _classify(p: _Prompt) -> str | None:
    """Strong cues stand alone; a weak opening ("no,", "actually") needs a directive after it and no sign
    that the prompt is a task, a thank-you or a failure report; rules need a marker of permanence, and
    preferences and facts a clause of their own that is no task and no failure report. An instruction
    for this moment only, or for one piece of work, is none of them."""
    text = "\n".join(p.marked)

    def fires(table: tuple[lang.Cue, ...]) -> bool:
        return _fires(table, text, p.words)

    if fires(lang.TEMPORARY) or fires(more.ONE_OFF) or fires(more.REGRET):
        return None  # "don't push yet", "use sqlite for now", "just call it X": for this moment only
    if fires(more.SECRET):
        return None  # "Das Passwort ist hunter2": a secret's value is never kept, whatever its kind
    report = _fires(lang.REPORT, _reasonless(text), p.words)
    turned = _turns_after_thanks(text, p.words)  # "thanks, but …": the thanks is no veto, the turn opens
    soft_veto = report or fires(lang.TASK) or (fires(lang.ACK) and not turned)
    weak = _fires(lang.WEAK, p.head, p.words) or turned
    rule = _rule(p)
    # a fact said beside an operation on the machine ("on this machine, wipe all docker volumes") is its task
    fact = (_stated(p, _FACT) and not fires(more.OPERATE)) or _marked_fact(p) or _named(p)
    framed = (
        (weak or p.quoted) and not soft_veto and ((weak and p.quoted) or rule or fact or fires(lang.CONTENT))
    )
    contrast = not fires(more.CODE_CHANGE) and (
        _has_contrast(p, report) or (not report and _no_longer(p, text))
    )
    if fires(lang.STRONG) or contrast or framed:
        permanent = rule and not weak and not fires(lang.REPROACH)
        return "rule" if permanent else "correction"
    if _stated_in(p.marked, p.words, more.PREFERENCE, unless=more.MOMENT) and not _for_now(p):
        return (
            "preference"  # not "ok you can run sudo now", "I'll paste them in a bit": leave for this moment
        )
    if rule and (not report or _stated(p, lang.RULE + more.REMINDER)):
        return "rule"  # "always run clippy first, CI fails on any warning": the report is the reason
    if report:
        return None
    if fires(lang.CONVENTION):
        return "rule"
    if fact:
        if fires(more.SETTING) or _says_more(p):
            return None  # "my tunnel is localhost:54321": for this moment; "… and keep flapping": a report
        return "fact"
    generic = fires(lang.RULE_GENERIC) and not fires(lang.DEFINITE_SCOPE)
    return "rule" if generic and not soft_veto else None


# What a fact's sentence goes on to say after its grammar: a joint and a clause ("… and keep flapping", "…,
# which stopped working yesterday", "… mais le fichier reste vide", "…但是一直崩溃", "…が、接続できません")
# tells what happened there, or asks for a task; a fact worth keeping says one thing. And a place or a
# value called wrong ("points to the wrong IP") or a status code for a subject ("the 502s come from …")
# reports a problem (review 2: 27 reports of 142 hard negatives were kept as facts).
# (a contrast or "which" with anything after it; "and" only with a new subject or a verb of failure after
# it: "M-Claude is our repo and local folder" is one fact)
_MORE_AFTER = (
    r"(?:,\s*\x02?|\s)(?:which|but|yet|aber|doch|mais|pero|mas|maar|ma|но|однако)\s+\S+\s+\S"
    r"|(?:,\s*\x02?|\s)(?:and|und|et|y|e|en|и) (?:then |dann |puis )?(?:it|it's|they|they're|one|none|nobody"
    r"|half|all|some|es|sie|einer|il|elle|ils|un|une|uno|una|se|er|het|один|одна|постоянно|keeps?|stops?"
    r"|stopped|segfaults?|crash\w*|fails?|failed|dies|died|hangs?|times? out|stürzt|plante\w*|redémarre\w*"
    r"|falla\w*|continua\w*|fica\w*|crashen|падают|падает)\b|但|可是|却|が[,、]|けど|のに|는데|지만"
)
_WRONG = (
    r"\b(?:wrong|falsch\w*|mauvais\w*|equivocad\w*|errad\w*|sbagliat\w*|verkeerd\w*|неправильн\w*)\b"
    r"|错误|間違|잘못|\b[45]\d\ds\b"
    # ...or says it only as a condition: "if logs are written to /var/log/app, rotate them"
    r"|^\x02?(?:if|wenn|falls|si|indien|если)\b|^\x02?(?:如果|もし|만약)"
)


def _says_more(p: _Prompt) -> bool:
    """Whether the sentence that states a fact says more after it (_MORE_AFTER) or calls it wrong; a fact
    marked as one ("FYI …", "Ter info: …") is read from its sentence's start."""
    for sentence in p.marked:
        span = _first(_FACT, sentence, p.words)
        if span is not None:
            rest = sentence[span[1] :]
            wrong = cue_regex(_WRONG).search(sentence) is not None
            return wrong or cue_regex(_MORE_AFTER).search(rest) is not None
    return any(
        cue_regex(_MORE_AFTER).search(sentence) or cue_regex(_WRONG).search(sentence) for sentence in p.marked
    )


def _reasonless(text: str) -> str:
    """The text without the clauses that give a reason ("tests must be run with -n auto, the suite is too slow
    otherwise"): a failure said as a reason is no report of one."""
    return cue_regex(more.REASON).sub("", text)


def _no_longer(p: _Prompt, text: str) -> bool:
    """What the agent relied on is gone ("the base url isn't /api/v1 anymore", "we don't use jest anymore"):
    something concrete, a use given up, or what replaced it — not a regression seen ("the button no longer
    responds", "Le bouton ne répond plus")."""
    return _fires(more.NO_LONGER, text, p.words) and (
        cue_regex(_CONCRETE).search(text) is not None
        or not p.words.isdisjoint(lang.TOOLS)
        or _fires(more.REPLACED, text, p.words)
    )


# A concrete thing: a masked code span, a path, a dotted or snake_case name, a version or a number.
_CONCRETE = r"`\d+`|[\w.~-]*/[\w./-]*|\b\w+\.[a-z]\w+|\b[a-z]+_\w+|\b\w*\d"


def _turns_after_thanks(text: str, words: frozenset[str]) -> bool:
    """Whether a thank-you is followed by a turn to what is wrong ("thanks, but …")."""
    thanks = _first(lang.ACK, text, words)
    return thanks is not None and _first(more.TURN, text[thanks[1] :], words) is not None


def _first(table: tuple[lang.Cue, ...], text: str, words: frozenset[str]) -> tuple[int, int] | None:
    """Where the table's earliest match is in the text (start, end), None when none is."""
    found = [
        m.span()
        for anchors, source in table
        if cue_wanted(anchors, words)
        for m in (cue_regex(source).search(text),)
        if m is not None
    ]
    return min(found, default=None)


def _stating(p: _Prompt, kind: str) -> tuple[str, ...]:
    """A preference or a fact without the task said before it: from the first sentence that states it on,
    less any later sentence that asks for a task ("run the audit. prompt me for sudo" prefers only the
    second; "FYI the plugin exists. It finds the transcript" keeps both). () for other kinds, or when no
    sentence alone states it."""
    if kind not in ("preference", "fact"):
        return ()
    table = more.PREFERENCE if kind == "preference" else _FACT
    for i, marked in enumerate(p.marked):
        unless = more.OPERATE if kind == "fact" else ()
        marked_fact = kind == "fact" and (_marked_fact_in(marked, p.words) or _named_in(marked, p))
        if _stated_in((marked,), p.words, table, unless) or marked_fact:
            later = zip(p.sentences[i + 1 :], p.marked[i + 1 :], strict=True)
            return (p.sentences[i], *(s for s, m in later if not _fires(lang.TASK, m, p.words)))
    return ()


def _rule(p: _Prompt) -> bool:
    """A marker of permanence that is about the agent's work, not a spec of the code's behaviour ("make the
    loop never give up"); a reminder only when it is not about the work at hand ("… for the new endpoint
    too")."""
    text = "\n".join(p.marked)
    if (
        _fires(lang.RULE, text, p.words)
        and not _fires(more.CODE_SPEC, text, p.words)
        and not _fires(more.OBSERVED, text, p.words)
    ):
        return True
    return _fires(more.REMINDER, text, p.words) and not _fires(more.CURRENT, text, p.words)


def _stated(p: _Prompt, table: tuple[lang.Cue, ...]) -> bool:
    return _stated_in(p.marked, p.words, table)


def _stated_in(
    marked: tuple[str, ...],
    words: frozenset[str],
    table: tuple[lang.Cue, ...],
    unless: tuple[lang.Cue, ...] = (),
) -> bool:
    """Whether a cue of the table fires in a clause that reports no failure, asks for no task and matches no
    cue of `unless` (a moment in another clause, "frag mich bevor du pushst, heute hast du gepusht", leaves
    the preference standing)."""
    for sentence in marked:
        for clause in cue_regex(_CLAUSE_SPLIT).split(sentence):
            if (
                _fires(table, clause, words)
                and not _fires(lang.REPORT, _reasonless(clause), words)
                and not _fires(lang.TASK, clause, words)
                and not _fires(unless, clause, words)
            ):
                return True
    return False


def _for_now(p: _Prompt) -> bool:
    """A clause that only says when ("you can use sudo, just this once", "…, but only today"), not one that
    tells what happened then ("ask me before you push, today you just pushed")."""
    clauses = (c for s in p.marked for c in cue_regex(_CLAUSE_SPLIT).split(s))
    return any(
        len(c.split()) <= 4 and _fires(more.MOMENT, c, p.words) and not cue_regex(_SUBJECT).search(c)
        for c in clauses
    )


def _named(p: _Prompt) -> bool:
    return any(_named_in(s, p) for s in p.marked)


def _named_in(sentence: str, p: _Prompt) -> bool:
    """What a part of the project is, named ("the queue is RabbitMQ"): a cue of more.NAMED whose name is
    spelled as one, in a sentence that reports no failure and asks for no task."""
    if _fires(lang.REPORT, sentence, p.words) or _fires(lang.TASK, sentence, p.words):
        return False
    if _fires(more.OPERATE, sentence, p.words):
        return False
    for anchors, source in more.NAMED:
        if not cue_wanted(anchors, p.words):
            continue
        for m in cue_regex(source).finditer(sentence):
            group = "strong" if "strong" in m.re.groupindex else "name"
            if m.group(group) in (p.strong_names if group == "strong" else p.names):
                return True
    return False


def _marked_fact(p: _Prompt) -> bool:
    return any(_marked_fact_in(s, p.words) for s in p.marked)


def _marked_fact_in(sentence: str, words: frozenset[str]) -> bool:
    """ "FYI", "heads up", "zur Info" opening a sentence that states something."""
    return (
        _fires(more.FACT_MARKER, sentence, words)
        and _fires(more.FACT_VERB, sentence, words)
        and not _fires(lang.REPORT, sentence, words)
        and not _fires(lang.TASK, sentence, words)
    )


def _has_contrast(p: _Prompt, report: bool = False) -> bool:
    """Contrast that corrects ("X instead of Y", "X, not Y"), not one that specifies a task ("refactor…").
    After a failure reported ("Still broken, the proxy is Caddy, not nginx"), only a contrast whose own
    clause states what a thing is or uses, and reports nothing: the failure is why the user corrects ("it
    crashes on Safari, not Chrome", "still broken, but only on staging, not prod" report)."""
    for sentence in p.marked:
        if _fires(lang.TASK, sentence, p.words):
            continue
        if _fires(lang.TRANSFORM, sentence, p.words) and not _fires(lang.WEAK, sentence, p.words):
            continue
        spans = [
            m.span()
            for anchors, source in lang.CONTRAST
            if cue_wanted(anchors, p.words)
            for m in cue_regex(source).finditer(sentence)
        ]
        if not p.words.isdisjoint(lang.CONTRAST_WORDS):
            spans += [m.span() for m in cue_regex(NOT_Y).finditer(sentence) if is_contrast(m)]
        if any(not report or _states(_clause_of(sentence, *span), p.words) for span in spans):
            return True
    return False


def _states(clause: str, words: frozenset[str]) -> bool:
    return not _fires(lang.REPORT, clause, words) and _fires(more.STATES, clause, words)


def _clause_of(sentence: str, start: int, end: int) -> str:
    """A match's clause: from the clause start before it to the clause's end after it."""
    opening = sentence.rfind(_MARK, 0, start + 1)
    closing = regex.search(r"[,;.!?]|\s-\s|$", sentence[end:])
    return sentence[max(opening, 0) : end + (closing.start() if closing else 0)]


def is_contrast(m: re.Match[str]) -> bool:
    """Whether an "X, not Y" match sets two things against each other rather than negating a verb."""
    prev = m.group("prev").lower().strip("\"'" + _MARK)
    if prev in lang.NEGATION_HEADS or regex.search(r"'(?:s|re|m|ve|ll|d)$|n't$", prev):
        return False  # "it is not working", "I'm not sure": plain negation
    neg = m.group("neg").lower()
    if (
        neg != "not"
        and not m.group("comma")
        and prev not in {"et", "e", "und", "y"}
        and (prev, neg) != ("en", "niet")
    ):
        return False  # "no"/"pas"/"nicht" contrast only when set off: "usa pnpm, no npm"
    before = m.string[: m.start("neg")]
    if before.count("(") > before.count(")"):
        return False  # "deploy the api (staging only, not prod)": an aside scoping the task
    y = m.group("y").lower()
    if neg == "no" and lang.ROMANCE_WORDS.isdisjoint(regex.findall(r"\w+", m.string.lower())):
        return False  # English "no" is a determiner: "run tests, no pushes" asks for none, contrasts nothing
    if neg == "pas" and regex.match(r"d(?:e\b|')", y):
        return False  # "pas de captcha": none of it, as English "no"
    if neg == "pas" and regex.search(r"\baan$", y):
        return False  # Dutch "pas het schema aan" (adjust it): a task, no French contrast
    words = [w for w in y.split() if w not in lang.LINKING_WORDS]
    if not words or words[0] in lang.NOT_FOLLOWERS:
        return False
    if words[0] in _ING_NOUNS:
        return True  # "qa-eu, no staging": a thing that only looks like a verb's -ing
    return not regex.fullmatch(r"[a-z]+(?:ed|ing|ly|able|ible|ful|ous|ive)", words[0])


_ING_NOUNS = frozenset(("staging", "string", "spring", "ping", "thing", "ring", "swing", "wing", "king"))
