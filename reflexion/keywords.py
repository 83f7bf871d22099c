"""Pure: free text -> normalised search terms, and an entry's ranked keywords (imports nothing heavy)."""

from __future__ import annotations

# terms() runs on every prompt inside a hook: no re, no typing, no dataclasses here (each costs ms).
from reflexion.text import PLACEHOLDER, without_marks

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

MAX_CHARS = 20_000  # past this a prompt or an error is pasted noise; its head carries the meaning
_MAX_TERM = 40  # longer runs are minified code, base64 or hashes

# Every ASCII character that is neither alphanumeric nor an identifier joiner ('-', '_') separates words.
_SEPARATE = {c: " " for c in range(128) if not chr(c).isalnum() and chr(c) not in "-_"}
_JOINERS = "-_"
_VOWELS = frozenset("aeiouy")
WEAK = "~"  # marks an entry keyword seen only in the error output (see failure_keywords)
VERSION = "@"  # joins a name and the number after it: react@18, port@80
MAX_VERSIONS = 2
PHRASE = "+"  # joins two adjacent terms: dev+server
MAX_PHRASES = 4
MAX_SUBJECTS = 6
# A correction about a tool says so in few words ("use pnpm, not npm"; "we're on Python 3.11 here"): past
# this many words a statement is about something else and names its tools in passing.
SUBJECT_WORDS = 24


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# English function words (and the commonest of the other languages in Latin letters: "de", "la", "est" are
# no evidence that a French prompt and a French correction speak of one thing), prompt filler ("please",
# "quick"), number words, path/URL noise (usr, tmp, com).
STOP_WORDS = _words(
    """
    a about above after again against all almost along already also although always am among an and
    another any anyone anything anyway anywhere are aren around as at away back be became because become
    been before being below beside besides between beyond both but by can cannot could couldn did didn
    do does doesn doing don done down during each either else elsewhere enough etc even ever every
    everyone everything everywhere few for from further had hadn has hasn have haven having he her here
    hers herself him himself his how however i if in into is isn it its itself just least less let lets
    like ll may maybe me might mine more moreover most mostly much must my myself neither never
    nevertheless no nobody none nor not nothing now nowhere of off often on once one only onto or other
    others otherwise our ours ourselves out over own per perhaps please rather re really same several
    shall she should shouldn since so some somebody someone something sometime sometimes somewhere still
    such than thank thanks that the their theirs them themselves then there thereby therefore these they
    thing things this those though through throughout thus to together too toward towards under until
    up upon us ve very via was wasn we were weren what whatever when whenever where whereas wherever
    whether which while who whoever whole whom whose why will with within without won would wouldn yet
    you your yours yourself yourselves
    able actually anyhow basically bit certainly hey hi hello kinda lot lots okay ok quick quickly real
    simply stuff sure want wanna gonna need needs yes yeah used using got kept
    zero two three four five six seven eight nine ten second third last next previous today
    tomorrow yesterday
    en un non usr bin sbin tmp var opt com org www
    al aan als auf aus bei ce con da dans das de del dem den der des di dat dell della ein eine einen el
    em een est et ete für het ich il ist je la las le les lo los mais nao não nel nella nous nos og ons par
    para pas pero por pour qui que se sind sont sur te uma una une und van voor vous wir y zijn
    """
)

# Words that say nothing about *which* failure is meant: in normalised form (what terms() returns).
# They add a little to a score (see scoring.GENERIC_WEIGHT) and never make a hit alone, even in a small
# store where IDF cannot tell they are common.
GENERIC = _words(
    """
    error fail failure fatal warn exception issue problem bug broken wrong bad
    test build run fix file line column col command exit code status output input result return
    miss found find unable invalid unknown usage help try check make use get set add remove delete
    start stop new old script project app application server service module package function method
    class object type value name data version path directory option argument parameter variable
    true false null main src source library index default config local dev work change update
    install create write read open load save show list print see look go step time
    support allow expect instead program process system message log tool task job info
    due information explain possible solution article follow display note hint full available
    debug trace detail number string text content word keep give take put move pass clean correct
    good better right call http https localhost traceback recent near include require import execute
    """
)

# fmt: off
# Spelling variants and abbreviations -> one canonical term (each canonical term is its own fixpoint).
SYNONYMS: dict[str, str] = {
    "db": "database", "dbs": "database",
    "k8s": "kubernetes", "kube": "kubernetes", "kubectl": "kubernetes",
    "postgresql": "postgres", "pg": "postgres", "psql": "postgres", "pgsql": "postgres",
    "js": "javascript", "ts": "typescript", "py": "python", "rb": "ruby", "rs": "rust", "golang": "go",
    "nodejs": "node", "mvn": "maven", "tf": "terraform", "gh": "github", "yml": "yaml",
    "env": "environment", "environ": "environment", "repo": "repository",
    "dep": "dependency", "depend": "dependency",
    "cfg": "config", "conf": "config", "configuration": "config", "configure": "config",
    "dir": "directory", "folder": "directory", "pkg": "package", "lib": "library",
    "authn": "auth", "authz": "auth", "authentication": "auth", "authenticate": "auth",
    "authorization": "auth", "authorize": "auth",
    "msg": "message", "err": "error", "arg": "argument", "param": "parameter", "func": "function",
    "fn": "function", "str": "string", "int": "integer", "bool": "boolean", "num": "number",
    "documentation": "doc", "img": "image", "perm": "permission", "regexp": "regex",
    "prod": "production", "development": "dev", "develop": "dev", "mac": "macos", "osx": "macos",
    "first": "initial",
}

# A tool -> its language, so an entry about `ruff` meets a prompt about "the python code".
ECOSYSTEMS: dict[str, str] = {
    **dict.fromkeys(
        _words("pip pytest mypy ruff black flake8 pylint isort alembic uvicorn gunicorn poetry pipenv tox"),
        "python",
    ),
    **dict.fromkeys(_words("pyright django flask"), "python"),
    **dict.fromkeys(_words("npm npx yarn pnpm bun jest vitest eslint prettier webpack vite"), "javascript"),
    "tsc": "typescript",
    **dict.fromkeys(_words("cargo rustc clippy rustfmt rustup"), "rust"),
    "gofmt": "go",
    **dict.fromkeys(_words("javac maven gradle"), "java"),
}

# Tools a correction may be about, as terms() spells them: a prompt that names one recalls the user's
# corrections about it ("use pnpm, not npm" -> "npm install lodash"). Words that are also plain English
# (go, make, just, code, mix) are left out: they name no tool often enough.
TOOLS = frozenset(ECOSYSTEMS) | _words(
    """
    python javascript typescript rust java ruby php elixir kotlin swift scala dotnet
    git docker docker-compose podman kubernetes helm terraform ansible cmake gcc clang node deno brew apt
    nvm pyenv uv pipx conda nx turbo lerna gradle maven sbt bazel postgres mysql redis sqlite mongodb
    elasticsearch kafka nginx ssh scp rsync curl wget jq gh github gitlab jenkins aws gcloud heroku vercel
    netlify systemctl tmux rails django flask fastapi nextjs react vue angular svelte tailwind httpx
    gofmt golint clippy rustfmt cargo rustc
    """
)

# Forms the suffix rules get wrong.
_IRREGULAR: dict[str, str] = {
    "built": "build", "ran": "run", "made": "make", "wrote": "write", "written": "write",
    "writing": "write", "created": "create", "creating": "create", "caches": "cache", "cached": "cache",
    "caching": "cache", "setting": "setting", "settings": "setting", "indices": "index",
    "aliases": "alias", "statuses": "status", "cookies": "cookie", "movies": "movie", "routing": "route",
    "routed": "route", "lying": "lie", "dying": "die", "tying": "tie", "goes": "go", "children": "child",
}
# fmt: on

# Words the suffix rules would mangle: not plurals, or error names kept as they are printed.
_NO_STEM = _words(
    """
    eacces econnrefused
    postgres kubernetes redis series species news windows macos jenkins cors alias canvas atlas chaos
    status bus focus bonus virus corpus plus minus nexus radius prometheus consensus versus thus
    apparatus axis tennis iris always perhaps sometimes lens gas bias https data
    """
)


def terms(text: str) -> list[str]:
    """Normalised terms of free text, in order of first appearance, without duplicates.

    Identifiers are split (npm-run-build, snake_case, camelCase, dotted.module, a/b/c.py) and a
    hyphen/underscore identifier is kept whole as well (react-dom, database_url). Terms are lower-case,
    lightly stemmed (tests -> test, running -> run, migrations -> migration) and mapped through SYNONYMS;
    stop words, numbers, volatile tokens (hashes, temp names) and one-letter tokens are dropped. Prompts
    and entries go through this same function, so both sides meet."""
    found = _LAST_TERMS.get(text)
    if found is None:  # not the text asked last (recall asks for the prompt's terms several times)
        found = _terms(text)
        _LAST_TERMS.clear()
        _LAST_TERMS[text] = found
    return found[:]


_LAST_TERMS: dict[str, list[str]] = {}  # the text terms() read last, and its terms


def _terms(text: str) -> list[str]:
    out: dict[str, None] = {}
    text = _head(text)
    for chunk in text.replace("++", "pp").translate(_SEPARATE).split():  # c++ -> cpp
        _chunk_terms(chunk, out)
    if "." in text:
        _file_terms(text, out)  # after all words, so that terms(" ".join(terms(x))) == terms(x)
    return list(out)


# Extensions of files people name in prompts and tools name in errors: code and its configuration. Prose
# documents (md, txt, rst) are left out: "fix the typo in README.md" is not about a past failure in it.
CODE_FILES = _words(
    """
    py pyi ts tsx mts cts js jsx mjs cjs vue svelte go rs java kt kts scala groovy gradle c h cc cpp cxx
    hpp hh cs fs rb php swift dart lua pl ex exs erl hs ml clj sh bash zsh ps1 sql proto tf hcl
    json jsonc toml yaml yml ini cfg lock xml plist
    """
)
# What a file name is made of; "" is not in it, so the end of the text ends a name too.
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")


def _file_terms(text: str, out: dict[str, None]) -> None:
    """Add each file name in the text (src/config.ts(2,16) -> config.ts): a named file is specific.

    Walks out from each dot, so the cost follows the number of dots, not of words."""
    dot = text.find(".")
    while dot != -1:
        stop = dot + 1
        while stop < len(text) and stop - dot <= 6 and text[stop].isalnum():
            stop += 1
        if text[dot + 1 : stop].lower() in CODE_FILES and _name_ends(text, stop):
            start = dot
            while start > 0 and dot - start <= _MAX_TERM and text[start - 1] in _NAME_CHARS:
                start -= 1
            name = text[start:stop].strip("-.").lower()
            if len(name) <= _MAX_TERM and _file_stem(name.rpartition(".")[0]):
                out.setdefault(name, None)
        dot = text.find(".", stop)


def _name_ends(text: str, at: int) -> bool:
    """Does a file name end here: no name character follows, or only a full stop (see config.ts.)?"""
    after = text[at : at + 1]
    if after not in _NAME_CHARS:
        return True
    return after == "." and text[at + 1 : at + 2] not in _NAME_CHARS


def _file_stem(stem: str) -> bool:
    """A stem worth keeping (app.test, __init__, daily_report): ASCII letters, digits, - and _, with a
    letter, and none of it a hash or a temp name (tmpa8f3kd2)."""
    if len(stem) < 2 or not stem.isascii() or not any(c.isalpha() for c in stem):
        return False
    words = stem.replace("_", "-").replace(".", "-").split("-")
    return all(word.isalnum() and (word.isalpha() or bool(_shape(word))) for word in words if word)


def _head(text: str) -> str:
    """The part of a text worth reading: its first MAX_CHARS, without redaction placeholders."""
    text = text[:MAX_CHARS]
    return without_marks(text) if PLACEHOLDER in text else text


def parts(term: str) -> list[str]:
    """The terms inside a compound term (react-dom -> react, dom); [] for a plain term."""
    if "-" not in term and "_" not in term:
        return []
    return [t for t in terms(term) if t != term]


def camel_words(text: str) -> dict[str, list[str]]:
    """The camelCase words of a text as terms, each with the terms of its parts (BitDefender: bitdefender ->
    [defender]): scoring counts a word and its parts as one piece of evidence, as it does react-dom's."""
    found: dict[str, list[str]] = {}
    for chunk in _head(text).translate(_SEPARATE).split():
        for word in chunk.replace("_", "-").split("-"):
            if not word.isascii() or not word.isalpha() or word.islower() or word.isupper():
                continue
            pieces = _camel_parts(word)
            if len(pieces) > 2:  # the word as typed, then its parts
                whole = _normal(pieces[0])
                inside = [t for t in (_normal(piece) for piece in pieces[1:]) if t and t != whole]
                if whole and inside:
                    found[whole] = inside
    return found


def _chunk_terms(chunk: str, out: dict[str, None]) -> None:
    """Add the terms of one chunk (letters, digits, '-' and '_', maybe non-ASCII) to `out`."""
    if chunk[0] == "-" and chunk[1:2] != "-" and len(chunk) <= 5:
        return  # bundled short options (-fsS, -xzf, -Wall) are noise
    chunk = chunk.strip(_JOINERS)
    if not chunk:
        return
    if not chunk.isascii():
        # non-ASCII punctuation (’ … —) separates words too; identifiers are ASCII, so no compound here
        for word in _spaced(chunk).split():
            _word_terms(word, out)
        return
    compound = _compound(chunk)
    if compound:
        out.setdefault(compound, None)
    for word in chunk.replace("_", "-").split("-"):
        _word_terms(word, out)


def _spaced(chunk: str) -> str:
    """The chunk with a space for each non-ASCII mark, and between a word of a script written without
    spaces (Chinese, Japanese, Korean: from U+2E80 on) and one written with them: "prettierでsrcの…"
    holds prettier and src, "curl로" curl."""
    out: list[str] = []
    wide: bool | None = None
    for c in chunk:
        if not c.isalnum():
            out.append(" ")
            wide = None
            continue
        now = c >= "\u2e80"
        if wide is not None and now != wide:
            out.append(" ")
        out.append(c)
        wide = now
    return "".join(out)


def _compound(chunk: str) -> str:
    """The identifier itself (react-dom, docker-compose, DATABASE_URL) when it is one: 2-4 alphabetic
    parts, none camelCase. Scoring counts a matched identifier once, not once more per part."""
    if ("-" not in chunk and "_" not in chunk) or len(chunk) > 32:
        return ""
    words = chunk.replace("_", "-").split("-")
    letters = len(words) == 2 and "_" not in chunk  # one part may be a letter: M-Claude, x-ray
    if not 2 <= len(words) <= 4 or sum(len(word) < 2 for word in words) > letters:
        return ""
    for word in words:
        if not word.isalpha() or not (word.islower() or word.isupper() or word.istitle()):
            return ""
    return chunk.lower()


def _word_terms(word: str, out: dict[str, None]) -> None:
    """Add the terms of one alphanumeric word (camelCase split) to `out`."""
    if not word or (not word.isalpha() and not _shape(word.lower())):
        return  # a hash or a temp name (ccGTZk9d): its camel pieces would be noise too
    pieces = _camel_parts(word)
    if len(pieces) >= 4 and len(word) < 3 * (len(pieces) - 1):
        return  # case flipping every two letters is a random name (mktemp's QBkvXrBYSF), not camelCase
    for piece in pieces:
        term = _normal(piece)
        if term:
            out.setdefault(term, None)


def _camel_parts(word: str) -> list[str]:
    """parseQtyValue -> the whole word, parse, Qty, Value; HTTPServer -> HTTP, Server; APIs -> API."""
    if word.islower() or word.isupper():
        return [word]
    if len(word) > 2 and word[-1] == "s" and word[:-1].isupper():
        return [word[:-1]]  # an acronym's plural: APIs, SKUs, IDs
    pieces: list[str] = []
    start = 0
    for i in range(1, len(word)):
        prev, cur = word[i - 1], word[i]
        lower_to_upper = cur.isupper() and (prev.islower() or prev.isdigit())
        acronym_end = (
            cur.isupper() and prev.isupper() and word[i + 1 : i + 2].islower() and word[i + 1 :] != "s"
        )
        if lower_to_upper or acronym_end:
            pieces.append(word[start:i])
            start = i
    pieces.append(word[start:])
    if len(pieces) == 2 and len(word) <= 10 and word.isalpha():
        return [word]  # more a name than an identifier: GitHub, JavaScript, FastAPI, KeyError
    if len(pieces) > 1 and word.isalpha():
        pieces.insert(0, word)  # the identifier as typed (UnicodeDecodeError) is rarer than its parts
    return pieces


_CACHE: dict[str, str] = {}


def _normal(word: str) -> str:
    """The canonical term for one word, or "" for noise. Canonical terms are their own fixpoint, so
    terms(" ".join(terms(x))) == terms(x)."""
    cached = _CACHE.get(word)
    if cached is not None:
        return cached
    term = _step(word)
    for _ in range(4):  # settle: stemming a synonym's target, or the reverse, may change it once more
        again = _step(term) if term else ""
        if again == term:
            break
        term = again
    else:
        term = ""
    if len(_CACHE) < 50_000:
        _CACHE[word] = term
    return term


def _step(word: str) -> str:
    """One pass: lower-case, shape (numbers, codes, volatile ids), stop words, stem, synonyms."""
    word = word.lower()
    if not word.isalnum():  # lower() can add combining marks (İ -> i̇)
        word = "".join(c for c in word if c.isalnum())
    if len(word) < 2 or len(word) > _MAX_TERM or not word[0].isalpha():
        return ""
    if not word.isalpha():
        word = _shape(word)
        if not word.isalpha():
            return SYNONYMS.get(word, word)  # "" or a code (e0432, k8s)
    if word in STOP_WORDS:
        return ""
    word = SYNONYMS.get(word) or _stem(word)
    word = SYNONYMS.get(word, word)
    return "" if word in STOP_WORDS or len(word) < 2 else word


def _shape(word: str) -> str:
    """A lower-case word mixing letters and digits: keep error codes (e0432, ts2322, sha256), drop a
    version or counter suffix (python3 -> python, worker17 -> worker), drop ids (a3f9c21e, v20)."""
    letters = 0
    while letters < len(word) and word[letters].isalpha():
        letters += 1
    digits = word[letters:]
    if digits.isdigit():
        if word[0] == "v" and letters == 1:
            return ""  # a version: v20
        if letters <= 3 and len(digits) >= 3:
            return word  # an error or rule code
        return word[:letters] if letters >= 3 else word  # python3 -> python; s3, ec2, x86 stay
    if len(word) >= 7 or (len(word) >= 5 and all(c in "0123456789abcdef" for c in word)):
        return ""  # letters and digits interleaved: a hash, a temp name, an id
    return word  # k8s, i18n, e2e, log4j


def _stem(word: str) -> str:
    """A light English suffix stripper (plurals, -ed, -ing) whose results stay readable words, mostly."""
    irregular = _IRREGULAR.get(word)
    if irregular is not None:
        return irregular
    if len(word) <= 3 or not word.isalpha() or word in _NO_STEM:
        return word
    word = _singular(word)
    if len(word) >= 5 and word.endswith("ing"):
        return _verb_root(word[:-3], word)
    if len(word) >= 5 and word.endswith("ied"):
        return word[:-3] + "y"
    if len(word) >= 5 and word.endswith("ed") and not word.endswith("eed"):
        return _verb_root(word[:-2], word)
    return word


def _singular(word: str) -> str:
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"  # dependencies
    if word.endswith(("sses", "xes", "ches", "shes", "zzes")):
        return word[:-2]  # classes, fixes, matches
    if word.endswith(("ous", "ss", "sis")) or not word.endswith("s"):
        return word  # various, process, analysis
    return word[:-1]


def _verb_root(stem: str, word: str) -> str:
    """Undo -ed/-ing: running -> run, migrated -> migrate, failed -> fail; keep the word when in doubt."""
    if len(stem) < 3 or not any(c in _VOWELS for c in stem):
        return word  # string, thing, bring
    last = stem[-1]
    if last == stem[-2] and last not in "aeiouylsfz" and len(stem) >= 4:
        return stem[:-1]  # running, stopped, committed (but install, pass, add, diff)
    if stem.endswith("ell") and len(stem) >= 6:
        return stem[:-1]  # cancelled, labelled
    return stem + "e" if _lost_e(stem) else stem


def _lost_e(stem: str) -> bool:
    """Did -ed/-ing eat a silent e (compiled, configured, parsing, staged)? English spelling, roughly."""
    last, prev = stem[-1], stem[-2]
    single_vowel = prev in _VOWELS and stem[-3] not in _VOWELS
    if last in "vz":
        return not stem.endswith("zz")  # resolve, serialize
    if last in "sc":
        return prev != last and not stem.endswith("ync")  # parse, release, reduce (not pass, sync)
    if last in "bkmp" or (last == "d" and prev != "d"):
        return single_vowel and not (last == "p" and prev in "ou")  # describe, invoke, name, type, code
    if last == "t":
        return (single_vowel and prev in "auo" and not stem.endswith("hot")) or stem.endswith("let")
    if last == "r":
        if stem.endswith("uir"):
            return True  # require, acquire
        return (single_vowel and prev in "aiu") or (prev == "o" and _consonants_before_or(stem))
    if last == "l":
        return (single_vowel and prev in "iu") or prev in "bcdfgkptz"  # compile, schedule, enable
    if last == "n":
        return single_vowel and prev == "i"  # define, combine
    if last == "g":
        return prev in "rd" or (single_vowel and prev == "a") or stem.endswith(("chang", "rang"))
    return False


def _consonants_before_or(stem: str) -> bool:
    """ignore, restore, explore take an e; monitor, refactor, author do not."""
    pair = stem[-4:-2]
    return len(pair) == 2 and not set(pair) & _VOWELS and pair not in ("ct", "th", "ch", "sh")


def extract(*texts: str, limit: int = 20) -> list[str]:
    """Keywords of an entry from its texts, most useful first, at most `limit`.

    Pass the texts in order of importance: the trigger (error lines), the command, the command's
    description, the tool name. A term scores for each text it appears in, more for an early text and an
    early position, and for looking specific (an error code, a long word); GENERIC words come last. A
    tool implies its language (ruff -> python), ranked below the words actually seen."""
    score: dict[str, float] = {}
    order: dict[str, int] = {}
    for rank, text in enumerate(texts):
        weight = 1.0 / (1.0 + 0.25 * rank)
        for position, term in enumerate(terms(text)):
            # the error's head and the program's name say more than the tail of a long line
            score[term] = score.get(term, 0.0) + weight * (1.0 if position < 12 else 0.6)
            order.setdefault(term, len(order))
    for term in list(score):
        language = ECOSYSTEMS.get(term)
        if language and language not in score:
            score[language] = 0.5
            order[language] = len(order)
    ranked = sorted(score, key=lambda t: (-(score[t] + _shape_bonus(t)), order[t]))
    return ranked[: max(0, limit)]


def correction_keywords(
    resolution: str, key_terms: tuple[str, ...], trigger: str, limit: int = 20, kind: str = "correction"
) -> list[str]:
    """A correction entry's keywords: extract()'s, then each tool or code name it is about marked SUBJECT
    (!npm), so that a prompt naming that alone recalls it (scoring.rank). A preference or a fact takes its
    words from what it states: the rest of its prompt was the task of the day ("run the audit. prompt me
    for sudo" is about sudo, not audits)."""
    said = "" if kind in ("preference", "fact") else trigger
    found = extract(resolution, " ".join(key_terms), said, limit=limit)
    # a tool named in passing in a long statement (an answer to the agent's questions: "...slate can be
    # reached via SSH or its web admin...") is not what the statement is about
    named: dict[str, None] = {}
    for text, stated in ((resolution, True), (" ".join(key_terms), False), (said, True)):
        if not stated or len(text.split()) <= SUBJECT_WORDS:
            named.update(dict.fromkeys(subjects(text)))
    return found + [SUBJECT + t for t in named][:MAX_SUBJECTS]


def failure_keywords(
    trigger: str, command: str, description: str, tool: str, limit: int = 20, named: Sequence[str] = ()
) -> list[str]:
    """A failure entry's keywords: extract()'s, with what tells recall how strong each one is.

    A term seen only in the error output carries WEAK (~address): the command and its description say
    what the agent was doing, which is what a later prompt names, while an error mentions much in
    passing. A number right after a name in the command or description adds name@number (VERSION).
    `named`: what else the output quotes (beside.named_in), weak too, in the room left or in place of a
    generic word of the error."""

    extra = versions(f"{command}\n{description}")[:MAX_VERSIONS] + phrases(description)[:MAX_PHRASES]
    trigger = without_addresses(trigger)
    command = without_whereabouts(command)
    found = extract(trigger, command, description, tool, limit=max(0, limit - len(extra)))
    intent = {*terms(command), *terms(description), *terms(tool)}
    intent.update([ECOSYSTEMS[t] for t in intent if t in ECOSYSTEMS])  # ruff format: python is the intent
    error = set(terms(trigger))
    marked = [WEAK + t if t in error and t not in intent else t for t in found]
    kept = marked + [t for t in extra if t not in found]
    more = [
        WEAK + t for t in terms(" ".join(named)) if t not in intent and t not in error and t not in GENERIC
    ]
    if len(kept) + len(more) > limit:  # a quoted name says more than a generic word of the error (~error)
        plain = [t for t in kept if t.removeprefix(WEAK) in GENERIC and t[:1] == WEAK]
        kept = [t for t in kept if t not in plain] + more + plain
    else:
        kept += more
    return kept[: max(0, limit)]


PATH_KEPT = 2  # the last components of an absolute path: the file and its folder


def without_whereabouts(command: str) -> str:
    """The command with each absolute path cut to its last PATH_KEPT components: the folders above say where
    the project or the home directory is (/home/[USER]/M-Claude/Projects/…), which every command there
    shares, not what the command worked on (Scripts/redact_gitleaks_secrets.py); `cd /Users/me/M-Claude`
    keeps M-Claude."""
    if "/" not in command and "\\" not in command:
        return command
    words = command.split(" ")
    for n, word in enumerate(words):
        bare = word.strip("'\"`()[],;")
        if not bare.startswith(("/", "~/", "~\\")) and not (
            bare[1:3] in (":\\", ":/") and bare[:1].isalpha()
        ):
            continue
        steps = [step for step in bare.replace("\\", "/").split("/") if step]
        if len(steps) > PATH_KEPT + 1:
            words[n] = word.replace(bare, "/".join(steps[-PATH_KEPT:]))
    return " ".join(words)


def without_addresses(text: str) -> str:
    """The text less its URLs and git remotes (https://registry.npmjs.org/x, git@host:org/repo.git,
    github.com:org/repo.git): in an error they say where the tool talked to — an org, a registry, a docs
    page — not what failed; a name that matters is printed outside them too ('lodahs@*' is not in this
    registry), or the command names it."""
    if "://" not in text and ":" not in text:
        return text
    kept: list[str] = []
    for line in text.split("\n"):
        words = line.split(" ")
        kept.append(" ".join(w for w in words if not _is_address(w.strip("'\"`()<>[],;"))))
    return "\n".join(kept)


def _is_address(word: str) -> bool:
    """A URL of a remote host (scheme://host.name/…), or an scp-style remote: a dotted host, a colon, then
    a path (host:org/repo). A local one stays: file:///…, unix:///…sock, http://localhost:3000 name the
    project's own files, sockets and servers."""
    scheme, sep, rest = word.partition("://")
    if sep:
        host = rest.split("/", 1)[0].rpartition("@")[2].split(":", 1)[0]
        return "." in host and host not in ("127.0.0.1", "0.0.0.0") and scheme.isalpha()
    host, colon, path = word.partition(":")
    host = host.rpartition("@")[2]
    return bool(colon) and "." in host and "/" in path and not path.startswith("/") and host[:1].isalpha()


SUBJECT = "!"  # marks a correction's subject in its keywords: !npm, !log_level
# recall's pseudo-terms (expand.py): a prompt term's other names (≡asan) and the words related to it (≈buffer)
SAME = "≡"
RELATED = "≈"
# a concept a correction is about, as a word that names it (concepts.py): ^unit+test on "we use vitest"
CONCEPT = "^"


def subjects(text: str) -> list[str]:
    """The tools and code names a text names (TOOLS, keywords.identifiers, `backticked` words), as terms:
    what a correction is about, and what a prompt must name to recall it by that alone."""
    named = identifiers(text)
    if "`" in text:
        for i, piece in enumerate(text.split("`")):
            if i % 2:
                named.update(terms(piece))
    # a tool named as a word of its own: not the rust of RUST_LOG
    words = _head(text).translate(_SEPARATE).split()
    for word in words:
        word = word.strip(_JOINERS).lower()
        tool = SYNONYMS.get(word, word)  # as spelt: kubectl is kubernetes, pythons is no tool
        if tool in TOOLS:
            named.add(tool)
    return [t for t in terms(text) if t in named]


DETERMINERS = frozenset(("the", "a", "an", "this", "that", "our", "my", "your", "their", "its", "his"))


def commands_named(text: str) -> set[str]:
    """The tools a text names as a command to run, with what to run (`npm install`, `git push -u`, `ruff
    check`), not in passing ("npm and yarn", "the npm registry", "...through npm."): a checklist that says
    "run npm install" is about npm all the same."""
    words = _head(text).split()
    found: set[str] = set()
    for n in range(len(words) - 1):
        word, after = words[n].lstrip("`'\"("), words[n + 1]
        tool = SYNONYMS.get(word, word)  # typed as a command is: lower-case ("SSH keys" is prose)
        if tool not in TOOLS or not (after[:1].islower() or after[:1] == "-"):
            continue
        if n and words[n - 1].lower() in DETERMINERS:  # "the npm registry": a thing, not a command
            continue
        following = after.strip(".,;:!?)`'\"").lower()
        if following and following not in STOP_WORDS and following not in TOOLS:
            found.add(tool)
    return {t for t in found if t in terms(" ".join(found))}


def identifiers(text: str) -> set[str]:
    """The terms of words typed the way code names things: a file (config.ts), snake_case (DATABASE_URL),
    camelCase (parseQty), a name with a number (boto3), a capitalised hyphenated name (M-Claude, a repo or
    a host). Prose rarely shapes a word so: a prompt that does
    names one thing, and an entry naming the same rare thing is about it (see scoring.rank)."""
    text = _head(text)
    files: dict[str, None] = {}
    _file_terms(text, files)
    found = set(files)
    for chunk in text.translate(_SEPARATE).split():
        chunk = chunk.strip(_JOINERS)
        if "_" in chunk or ("-" in chunk and _capitalised_parts(chunk)):  # DATABASE_URL, M-Claude: a name
            compound = _compound(chunk)
            if compound:
                found.add(compound)
        elif chunk.isalnum() and chunk.isascii() and _code_named(chunk):
            term = _normal(chunk)
            if term:
                found.add(term)
    return found.intersection(terms(text))  # the word as terms() sees it: a random-case name is none


def _capitalised_parts(chunk: str) -> bool:
    """M-Claude, Claude-Zima: every part capitalised. A sentence's first word (Re-run, Follow-up) is not a
    name."""
    return all(part[:1].isupper() for part in chunk.split("-") if part)


def _code_named(word: str) -> bool:
    """parseQty, boto3, S3: a capital inside a lower-case word, or letters then digits; EADDRINUSE,
    ENOENT, ERESOLVE: an error's name as the system prints it (an E, then capitals)."""
    if word[:1].isalpha() and word[-1:].isdigit():
        return True
    if word.startswith(_ERROR_NAMES) and word.isupper() and word.isalpha():
        return True
    return word[:1].islower() and not word.islower()


# How the system and npm name an error (errno: ENOENT, EADDRINUSE, ECONNREFUSED; npm: ERESOLVE, ETARGET):
# their beginnings, not capitals for emphasis ("the EXPORT is ALWAYS late")
_ERROR_NAMES = (
    "ENO", "EADDR", "ECONN", "EACCES", "EPERM", "EEXIST", "EISDIR", "EPIPE", "ETIMEDOUT", "EROFS", "EMFILE",
    "EINVAL", "EBUSY", "EAGAIN", "EHOSTUNREACH", "ENETUNREACH", "ERESOLVE", "ETARGET", "EBADENGINE", "EUSAGE",
    "ELIFECYCLE", "EINTEGRITY", "EJSONPARSE",
)  # fmt: skip


def phrases(text: str) -> list[str]:
    """Adjacent terms joined by PHRASE (start the dev server -> start+dev, dev+server): two words in the
    order a description uses them say more than the same words anywhere in the text."""
    out: dict[str, None] = {}
    prev = ""
    for chunk in _head(text).translate(_SEPARATE).split():
        for word in chunk.replace("_", "-").split("-"):
            term = _normal(word) if word else ""
            if term and term.isalpha():
                if prev and prev != term:
                    out.setdefault(f"{prev}{PHRASE}{term}", None)
                prev = term
    return list(out)


def versions(text: str) -> list[str]:
    """name@number for each number right after a name: React 18, django==6.0, react-dom@18.2.0 -> react@18,
    port 80. Only the leading number of a dotted version counts; longer numbers are ids, not versions."""
    out: dict[str, None] = {}
    name = ""
    for chunk in _head(text).translate(_SEPARATE).split():
        if chunk.isdecimal():  # not isdigit: "¹" is a digit int() refuses
            if name and len(chunk) <= 5:
                out.setdefault(f"{name}{VERSION}{int(chunk)}", None)
            name = ""
        else:
            name = _normal(chunk.replace("_", "-").split("-")[0]) if chunk[0] != "-" else ""
    return list(out)


def _shape_bonus(term: str) -> float:
    """How specific a term looks on its own: codes up, long words a little, generic words to the end."""
    if term in GENERIC:
        return -2.0
    if any(c.isdigit() for c in term):
        return 1.0  # e0432, ts2322, f401
    if not term.isalnum():
        return -0.1  # react-dom, database_url: its parts carry the same meaning and are what prompts use
    return 0.3 if len(term) >= 7 else 0.0
