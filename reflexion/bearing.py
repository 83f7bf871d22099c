"""Pure: whether a past failure bears on a prompt that asks for a change to the code — the prompt names
what the failure names (its error line, what its command worked on), or does what the failed command was
doing — rather than sharing a project's or a module's word with it."""

from __future__ import annotations

from itertools import pairwise

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

# The verbs a change to the code opens with: "add a health check endpoint to the orders api", "implement
# retries in the notifier", "füge einen Endpunkt hinzu". Not "make", "set", "use" or "update" ("make the
# scripts executable", "set up node_modules", "use jq to list …", "update my branch"), nor "switch" (a
# branch): those are as often something to run.
_CHANGING_WORDS = """add implement create introduce write extend support change remove rename replace
    move convert give let füge implementiere erstelle ajoute implémente crée añade agrega
    implementa crea adiciona cria voeg implementeer aggiungi implementa добавь реализуй создай"""
# ...and those of a change that keeps what the code does and gives it another name or form: "rename the
# list_orders handler", "convert formatPrice to Intl.NumberFormat, keep the signature as is", "refactor the
# pricing module so round_price reads better"
_REFACTORING_WORDS = """rename replace convert refactor restructure reorganize reorganise benenne ersetze
    konvertiere refaktoriere renomme remplace convertis refactorise renombra reemplaza convierte refactoriza
    renomeia substitui converte refatora hernoem vervang converteer rinomina sostituisci converti
    переименуй замени конвертируй отрефактори"""
_REFACTORING = frozenset(_REFACTORING_WORDS.split())
_RENAMING = frozenset(
    ("rename", "benenne", "renomme", "renombra", "renomeia", "hernoem", "rinomina", "переименуй")
)  # fmt: skip
# the errors of a name looked up ("cannot import name 'apply_coupon'", "no method named `total_balance`"):
# the only failures a rename can cause or cure
_NAME_ERRORS = (
    "cannot import name", "no method named", "not defined", "undefined", "cannot find symbol",
    "cannot find name", "does not exist", "has no attribute", "no member", "unresolved", "not found",
    "no module named", "cannot find module", "unknown", "did not match",
)  # fmt: skip
_CHANGING = frozenset(_CHANGING_WORDS.split()) | _REFACTORING
# what a command works on, not the code: "create the /opt/shop/releases folder", "remove the old log files"
_FILES = frozenset(
    ("file", "files", "folder", "folders", "directory", "directories", "dir", "dirs", "dateien", "ordner",
     "fichiers", "dossier", "archivos", "carpeta", "arquivos", "pasta", "bestanden", "cartella", "файлы")
)  # fmt: skip
# words before the verb: "please add …", "can you add …", "now also add …"
_LEADING = frozenset(("please", "pls", "plz", "kindly", "now", "also", "then", "and", "can", "could", "you"))
# the last part of a bare host name in an error line ("Could not resolve host: api.staging.acme.internal"):
# where the tool talked to, not what failed (a class, com.acme.billing.App, ends otherwise)
_HOST_ENDS = frozenset(
    ("com", "org", "net", "io", "dev", "app", "internal", "local", "lan", "corp", "cloud", "test", "example")
)


def changing_verb(prompt: str) -> str:
    """The verb of a prompt that asks for a change to the code, says to run nothing and works on no files
    or folders ("remove the old .log files in logs/" is a command to run), or "". Whether it names a
    problem too is the caller's to ask (the costlier test, asked only of an entry this would leave out)."""
    from reflexion.running import names_a_run

    words = [w.strip(".,;:!?()'\"`") for w in prompt.lower().split()]
    first = next((w for w in words if w not in _LEADING), "")
    if first not in _CHANGING or names_a_run(words) or not _FILES.isdisjoint(words):
        return ""
    return first


def bears_on_a_change(item: dict[str, Any], said: list[str], verb: str, text: str = "") -> bool:
    """Whether a past failure bears on a change to the code the prompt asks for (`said`: its terms; `verb`:
    changing_verb()): the prompt names a word of the failure's error line or of what its command worked on
    (a file, a module, a package — not the program, an option or a remote address), or opens with the verb
    that described the failed command ("add two mugs to the cart" for `curl … /api/cart`, "Add an item to
    the cart"). A rename, a replacement or a conversion bears only on a word of the error line beside its
    paths ("rename sku TEE-01" is no `curl -d '{"sku":"TEE-01"}'`). A shared project or module word alone
    ("add a health check endpoint to the orders api" and `curl https://api.staging.acme.internal/health`)
    does not make it bear, nor a language the prompt names only by a file's extension (`text`, lower-case:
    "infra/variables.tf" is no word of terraform's). A user's word always may."""
    if item.get("type") == "correction":
        return True
    described = str(item.get("description", "")).lower().split()
    if described and described[0] == verb:
        return True
    from reflexion.keywords import GENERIC, terms, without_addresses

    words = {t for t in said if t not in GENERIC and not (t in _EXTENSION_LANGUAGES and t not in text)}
    if not words:
        return False
    trigger = " ".join(w for w in str(item.get("trigger", "")).split() if not _bare_host(w))
    if verb in _REFACTORING:
        # a new name or form bears only on what the failure said of the code, not on the file it was in nor
        # on what its command worked on
        said_of_code = " ".join(w for w in trigger.split() if not _whereabouts(w.strip(_EDGES)))
        shared = words.intersection(terms(without_addresses(said_of_code)))
        if verb in _RENAMING and not any(error in trigger.lower() for error in _NAME_ERRORS):
            # a new name makes or mends only a name looked up: a type mismatch or a syntax error that
            # names the thing is no business of its rename, unless the prompt names the error (its code)
            from reflexion.text import error_code

            return any(error_code(t) for t in shared)
        return bool(shared)
    worked_on = [w for w in str(item.get("context", "")).split()[1:] if not w.startswith("-")]
    named = terms(without_addresses(f"{trigger}\n{' '.join(worked_on)}"))
    return not words.isdisjoint(named)


# the languages terms() reads from a file's extension (keywords.SYNONYMS: variables.tf -> terraform)
_EXTENSION_LANGUAGES = frozenset(("python", "javascript", "typescript", "ruby", "rust", "terraform", "yaml"))


def _bare_host(word: str) -> bool:
    """api.staging.acme.internal: three or more lower-case parts, the last a host's."""
    parts = word.strip("'\"`()<>[],;:").split(".")
    return len(parts) >= 3 and parts[-1] in _HOST_ENDS and all(p.islower() or p.isdigit() for p in parts)


# Programs that run another (`sudo git push`, `npx tsc`, `env X=1 cargo build`): the job is the one run.
WRAPPERS = frozenset(("sudo", "env", "npx", "time", "nohup", "exec", "command", "doas"))
_SEPARATORS = frozenset(("&&", "||", ";", "|", "&"))
_TOKEN = "`'\"()[]{}<>,;:.!?"


def jobs(command: str) -> dict[str, str]:
    """Each program of a command line and what it was asked to do, when that is a word (`git merge
    feature/pricing` -> git: merge, `terraform plan` -> terraform: plan); a program given a file, a
    filter or a URL first (`python x.py`, `jq '.items[]'`, `curl -sS https://…`) is left out."""
    found: dict[str, str] = {}
    segment: list[str] = []
    for word in [*command.split(), "&&"]:
        if word not in _SEPARATORS:
            segment.append(word)
            continue
        words = [w for w in segment if "=" not in w or w.startswith("-")]
        while words and words[0].rsplit("/", 1)[-1] in WRAPPERS:
            words = words[1:]
        segment = []
        if len(words) < 2:
            continue
        tool = words[0].rsplit("/", 1)[-1].lower()
        subs = [w for w in words[1:] if not w.startswith("-")]
        if subs and _job_word(subs[0]):
            found.setdefault(tool, _nested(subs))
    return found


# The subcommands that name a group of jobs: `git remote add`, `git stash pop`, `docker compose up`
_GROUPS = frozenset(("remote", "stash", "submodule", "worktree", "compose"))


def _nested(subs: list[str]) -> str:
    """A subcommand, with the job it names when it names a group: "remote add", "stash pop", "merge"."""
    if subs[0] in _GROUPS and len(subs) > 1 and _job_word(subs[1]):
        return f"{subs[0]} {subs[1]}"
    return subs[0]


def another_job(item: dict[str, Any], prompt: str) -> bool:
    """Whether the prompt types the failed command's program for another job than the one that failed:
    `git blame` or `git log` beside a failed `git merge`, `terraform fmt` beside a `terraform plan` that
    needed an init. The same program for the same job (`git push -u origin main`) is what failed, and a
    prompt that names the program only in passing ("the git history") types no job of it."""
    if item.get("type") == "correction":
        return False
    failed = jobs(str(item.get("context", "")))
    if not failed:
        return False
    from reflexion.keywords import STOP_WORDS

    tokens = [t.strip(_TOKEN) for t in prompt.split()]
    lowered = [t.lower() for t in tokens]
    done = {sub.split()[-1] for sub in failed.values()}
    if any(w in done and not (i and _a_thing(lowered[i - 1])) for i, w in enumerate(lowered)):
        # "autogenerate an alembic revision … and upgrade my local db": the failed job too — not "since the
        # push", which names the job done, not one to do
        return False
    named = {
        (lowered[i], _nested([t for t in lowered[i + 1 : i + 3] if not t.startswith("-")] or [""]))
        for i in range(len(tokens) - 1)
        if lowered[i] in failed
        and _job_word(tokens[i + 1])
        and tokens[i + 1] not in STOP_WORDS
        and not (i and _a_thing(lowered[i - 1]))
    }
    return bool(named) and all(failed[tool] != sub and sub.split()[-1] in READS_ONLY for tool, sub in named)


# The jobs a program does that only read or tidy (git log, terraform fmt): they cannot meet a failure of
# another job of it. Not run, test, apply or reinstall: they may do the failed build's, plan's or install's
# work too ("cargo test" builds, "terraform apply" plans) — review 4.
READS_ONLY = frozenset(
    ("log", "blame", "show", "status", "diff", "fmt", "format", "config", "remote", "branch", "tag", "list",
     "ls", "search", "info", "view", "outdated", "explain", "why", "describe", "get", "inspect", "history",
     "shortlog", "reflog", "grep", "validate", "version", "help", "graph", "output", "state", "tree")
)  # fmt: skip


def _a_thing(before: str) -> bool:
    """The word before a program's name makes it a thing, not a command: "a git repo", "the storefront's
    npm dependencies"."""
    from reflexion.keywords import DETERMINERS

    return before in DETERMINERS or before.endswith(("'s", "’s"))


def _job_word(word: str) -> bool:
    """A subcommand as typed: lower-case letters, maybe hyphenated (cherry-pick), two or more."""
    return len(word) >= 2 and word.replace("-", "").isalpha() and word.islower() and word.isascii()


def _whereabouts(word: str) -> bool:
    """A path or a file name as typed in a prompt (orders/pricing.py, ../shared/nginx.conf, logs/, dev.db):
    where the work is, not what it is — and so is a place in a file as compilers print it (filters.c:5:28).
    Plain string tests: `re` would cost a recall hit ~5 ms to import."""
    if "/" in word:
        return True
    while word.rpartition(":")[2].isdigit():  # filters.c:5:28 -> filters.c
        word = word.rpartition(":")[0]
    stem, dot, ending = word.rpartition(".")
    return bool(
        dot
        and stem
        and (stem[-1].isalnum() or stem[-1] == "_")
        and 1 <= len(ending) <= 5
        and all(c in _ENDING for c in ending)
    )


_ENDING = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")
_EDGES = "'\"`()[]{}<>,;:?!*"


def only_where(matched: Sequence[str], item: dict[str, Any], prompt: str) -> bool:
    """Whether a past failure shares with the prompt only where both work — the paths and file names the
    prompt types (orders/discounts.py, scripts/deploy.sh, page.json) — and nothing of what the prompt says:
    "rename the tiers in orders/discounts.py", "post a slack message at the end of scripts/deploy.sh" do
    another job in the file a failed `mypy orders` or `./scripts/deploy.sh` worked on. It bears when the
    prompt says a word of the failure in its own words (`matched`: the hit's terms; a related word counts by
    the prompt's word it came from: "symlink" for `ln -s`), runs something ("draai het backupscript"),
    types the failed command (it opens with a path) or names its job ("check out feature/payments"), or
    says the verb that described it ("add api.shop.local … to /etc/hosts", "Add a hosts entry"). Whether
    it names a problem is the caller's to ask."""
    from reflexion.keywords import GENERIC, PHRASE, RELATED, SAME, WEAK, terms
    from reflexion.running import names_a_run

    tokens = [t.strip(_EDGES) for t in prompt.split()]
    where = [t for t in tokens if _whereabouts(t)]
    if not where or (tokens and tokens[0] in where) or _every_operand(item, where):
        return False
    kept = [t for t in tokens if t not in where]
    words = [t.lower() for t in kept]
    if names_a_run(words):
        return False
    # an option typed is a thing named, as a path is: "add a --dry-run flag" says no "run"
    kept = [t for t in kept if not (t[:1] == "-" and t.lstrip("-")[:1].isalpha())]
    said = set(terms(" ".join(kept)))  # as typed: formatPrice holds "price"
    for term in matched:
        if term[:1] in (RELATED, SAME):
            if said.issuperset(terms(term[1:])):
                return False
        elif term.lstrip(WEAK) not in GENERIC and said.issuperset(term.lstrip(WEAK).split(PHRASE)):
            return False
    described = terms(" ".join(str(item.get("description", "")).split()[:1]))
    if described and described[0] in said:
        return False
    joined = {a + b for a, b in pairwise(words)}  # "check out" is git's checkout
    # a nested job ("stash pop", "remote add") is said as two words: glued, as `joined` holds them
    done = jobs(str(item.get("context", ""))).values()
    return all(job.replace(" ", "") not in joined and job not in words for job in done)


def _every_operand(item: dict[str, Any], where: list[str]) -> bool:
    """Whether the prompt names each file the failed command worked on, two or more: "extract the total from
    invoices/INV-2041.txt with parse_invoice.py" is `python scripts/parse_invoice.py invoices/INV-2041.txt`
    in other words."""
    operands = [w for w in str(item.get("context", "")).split()[1:] if _whereabouts(w.strip(_EDGES))]
    named = {w.rsplit("/", 1)[-1].lower() for w in where}
    return len(operands) >= 2 and all(w.strip(_EDGES).rsplit("/", 1)[-1].lower() in named for w in operands)
