"""recall: find the few entries that matter for a prompt and phrase them as facts — or stay silent."""

from __future__ import annotations

from reflexion import entry as entries_format
from reflexion.text import clip, safe_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from reflexion.scoring import Hit
    from reflexion.store import Store

PROMPT_CHARS = 4000  # a pasted log is not a question: its head says what the user wants
MAX_TERMS = 64
CONTEXT_LIMIT = 1500
TRIGGER_CHARS = 200
RESOLUTION_CHARS = 300
CANDIDATES = 12
# A word held by more entries than this weighs little anyway; only its most recent holders are scored, so
# recall costs the same at 100,000 entries as at 1,000
POSTING_CAP = 2000  # ranked hits examined to find max_hits that qualify
# A prompt of more terms is told no correction by what it names in other words (as scoring.LONG_PROMPT asks
# more evidence of it): a checklist or a report outline names many things in passing.
CONCEPT_TERMS = 20
# A best hit scoring below this rests on little more than the evidence a hit needs (scoring.MIN_EVIDENCE,
# 1.2): two common words ("set up node_modules for shop-web" meets node's "Cannot find module" in shop-web).
# The second look, which reads the prompt's words as a developer means them (node_modules: an npm install),
# may find what it is about.
SURE = 1.5


def on_event(store: Store, event: dict[str, Any], today: str) -> tuple[str, str | None]:
    """Hook mode (UserPromptSubmit): (outcome, additionalContext or None)."""
    prompt = event.get("prompt")
    if event.get("hook_event_name") != "UserPromptSubmit" or not isinstance(prompt, str):
        return "ignored", None
    if not store.exists() and not _user_store_exists(store):
        return "no-store", None
    session_id = event.get("session_id") if isinstance(event.get("session_id"), str) else ""
    # what this session was told, and what it lived (the user said it, its fix was found in it), since its
    # last compaction: the agent has them in its context, and being told them again tells it nothing.
    # A project that never used reflexion keeps no notes: they would make it a store (an untracked
    # .reflexion/ in the user's repository) for what the user-level store told
    memory = session_id if store.exists() else ""
    shown, heard = store.session_memory(memory) if memory else (set(), set())
    hits = told_for(store, prompt, shown, heard)
    if not hits:
        return "miss", None
    if memory:
        from reflexion.store import StoreError

        try:
            store.session_note(memory, "told", [item["id"] for _, item in hits])
        except (OSError, StoreError) as exc:  # a read-only or full disk: the hits are still worth telling
            store.log("warning", f"recall could not note what it told this session: {exc}")
    return "hit", render(hits)


def told_for(
    store: Store, prompt: str, shown: set[str] | None = None, heard: set[str] | None = None
) -> list[tuple[Hit, dict[str, Any]]]:
    """What a prompt is told, in order: the hits that qualify and bear on it, but not those `shown` to the
    session already, nor those it `heard` (said or lived in it)."""
    from reflexion.keywords import terms

    said = terms(prompt[:PROMPT_CHARS])
    text = typed(prompt[:PROMPT_CHARS])
    tokens = frozenset(text.split())
    judged: dict[str, bool] = {}  # a second look and the user-level store meet the same entries again
    # (asks for words, the verb of a change to the code, asks what differs): read once a candidate exists
    kind: list[tuple[bool, str, bool, bool]] = []
    reported: list[bool] = []  # whether a change to the code reports a failure too: asked at most once

    def reports() -> bool:
        if not reported:
            from reflexion.problem import reports_a_problem

            reported.append(reports_a_problem(prompt[:PROMPT_CHARS]))
        return reported[0]

    def wanted(hit: Hit, item: dict[str, Any]) -> bool:
        told = judged.get(item["id"])
        if told is None:
            if not kind:
                from reflexion.choice import asks_what_differs
                from reflexion.looking import asks_to_look

                head = prompt[:PROMPT_CHARS]
                kind.append((*_asks_for_words(head), asks_what_differs(head), asks_to_look(head)))
            prose, verb, general, look = kind[0]
            told = judged[item["id"]] = (
                qualifies(item)
                and not said_now(item, said)
                and item["id"] not in (heard or ())
                and not beside_the_point(item, said, text)
                and not fix_already_made(item, said, text)
                and not (prose and item.get("type") != "correction")
                and not (general and not _answers_a_choice(item, said))
                and not (verb and not bears_on_a_change(item, said, verb, text) and not reports())
                and not (types_another_job(item, prompt, tokens) and not reports())
                and not (look and not _bears_on_a_look(item, said) and not reports())
            )
        # what the hit rests on differs between the first look and the second (related words)
        return told and not (_only_where(hit, item, prompt, tokens) and not reports())

    return find_both(store, prompt, exclude=shown, wanted=wanted)


def find(
    store: Store,
    text: str,
    exclude: set[str] | None = None,
    limit: int = 0,
    wanted: Callable[[Hit, dict[str, Any]], bool] | None = None,
) -> list[tuple[Hit, dict[str, Any]]]:
    """Ranked hits that qualify (or that `wanted` accepts), with their entries; only the hits' entry files
    are read."""
    from reflexion.keywords import (
        CONCEPT,
        SUBJECT,
        WEAK,
        camel_words,
        commands_named,
        identifiers,
        phrases,
        subjects,
        terms,
        versions,
    )

    text = text[:PROMPT_CHARS]
    query = terms(text)[:MAX_TERMS]
    if not query:
        return []
    from reflexion.text import pasted_at

    at = pasted_at(text)  # the words only a paste holds count for less than what the user says
    heard = frozenset(query).difference(terms(text[:at])) if at > 0 else frozenset()
    said = query[:]
    # ~term: the entries holding the term only from their error output; react@18, dev+server: backing
    weak = [WEAK + t for t in query]
    named = [SUBJECT + t for t in subjects(text)[:MAX_TERMS]]  # the corrections about a tool it names
    pairs = phrases(text)[:MAX_TERMS]
    query += versions(text)[:MAX_TERMS] + pairs
    # the corrections about what the prompt names in other words (^unit+test: concepts.py), looked up with
    # the rest; a long prompt (a pasted checklist) names many things in passing
    about = [CONCEPT + t for t in [*said, *pairs]] if len(said) <= CONCEPT_TERMS else []
    store.ensure_index()
    if store.read_duplicates():  # copies of one failure from two clones are told as one
        from reflexion.commands.consolidate import settle
        from reflexion.hook import today

        settle(store, today())
    postings, counts = store.lookup(query + weak + named + about, POSTING_CAP)
    if not postings and not _other_language(text):
        return []  # (a prompt in another language may name in its words what the store holds in English)
    from reflexion.scoring import by_concept, rank  # only now: a miss never ranks

    limit = limit or _max_hits(store)
    total, named_ids, commanded = max(store.entry_count(), 1), identifiers(text), commands_named(text)
    joined = camel_words(text)
    hits = rank(query, postings, total, CANDIDATES, counts, named_ids, commanded, joined, heard)
    read: dict[str, dict[str, Any] | None] = {}  # entries read once, though looked at again
    typed = _typed(store, text, postings, counts, read)  # the failures whose very command the prompt types
    found = _take(store, _first(typed, hits), exclude, wanted, limit, read)
    if len(found) < limit or max(hit.score for hit, _ in found) < SURE:
        # a second look, only when the store knows some of the prompt's words and the first found fewer
        # hits than it may give, or none it is sure of: the same thing said in other words (the best of
        # them, not the first: a failure whose command the prompt types comes first at the least score)
        more = _related(store, text, said, postings, counts)
        heard |= {t for t in more if t[1:] in heard}  # a paste's word in other words counts as little
        if more:
            hits = rank(
                query + more, postings, total, CANDIDATES, counts, named_ids, commanded, joined, heard
            )
            found = _take(store, _first(typed, hits), exclude, wanted, limit, read)
    if any(key in postings for key in about):  # the table is read only then
        from reflexion.concepts import alone

        hits = by_concept(about, postings, query, alone())
        found = _with_concepts(store, found, hits, exclude, wanted, limit, about)
    return found


# Words of the other languages prompts are written in that English does not have: a prompt that holds one
# (or a letter beyond ASCII) may name the store's English words in its own (expand.txt's second part)
_OTHER_LANGUAGE_WORDS = """der das und ist nicht ich mit dem ein eine bitte wie el los las del que para
    por una está os dos das em uma não com le les des du et est pour avec une sur het een niet ik zijn
    il lo gli della che sono и в на не что это как"""
_OTHER_LANGUAGE = frozenset(_OTHER_LANGUAGE_WORDS.split())


def _other_language(text: str) -> bool:
    """Whether the prompt may be in another language than English: a word of one, or a letter beyond ASCII."""
    words = text.lower().split()
    return not _OTHER_LANGUAGE.isdisjoint(words) or any(c.isalpha() and not c.isascii() for c in text)


def _typed(
    store: Store,
    text: str,
    postings: dict[str, list[str]],
    counts: dict[str, int],
    read: dict[str, dict[str, Any] | None],
) -> list[Hit]:
    """The failure whose command the prompt types (typed.types), found among the few holders of the words
    that may open a command in it (`mypy orders/`, `cherry-pick 4f2a9c1`, psql's then db's for `psql -h
    db`), when it types more of that one's command than of any other's."""
    from reflexion.keywords import terms
    from reflexion.typed import CANDIDATES as FEW
    from reflexion.typed import openers, tokens, types

    words = tokens(text)
    holders: dict[str, None] = {}
    for opening in openers(text):
        # the entries holding each of its words in turn, until few are left: psql's many, then db's
        keys = (next(iter(terms(word)), "") for word in opening)
        held = _holding_each([postings[key] for key in keys if key in postings], FEW)
        holders.update(dict.fromkeys(sorted(held)))
    if not holders or len(holders) > FEW:
        return []
    from reflexion.scoring import MIN_EVIDENCE, Hit

    spans: dict[str, int] = {}
    for entry_id in holders:
        item = read[entry_id] = _load(store, entry_id)
        if item is not None and item.get("type") != "correction":
            spans[entry_id] = types(str(item.get("context", "")), words)
    longest = max(spans.values(), default=0)
    typed = [entry_id for entry_id, span in spans.items() if span and span == longest]
    if len(typed) != 1:
        return []  # `cargo build` typed is many failures' command: it singles none out
    item = read[typed[0]]
    return [Hit(typed[0], MIN_EVIDENCE, tuple(terms(str(item.get("context", ""))) if item else ()))]


def _holding_each(lists: list[list[str]], few: int) -> set[str]:
    """The entries in each list in turn, until `few` or fewer are left; none when more are. A set is made
    only of the shorter of the first two lists: at 100,000 entries a common word's are 2,000 IDs each, and
    a set of them cost a hit ~0.9 M instructions."""
    if not lists or len(lists[0]) <= few:
        return set(lists[0]) if lists else set()
    held: set[str] | None = None
    for ids in lists[1:]:
        if held is None:
            small, big = (lists[0], ids) if len(lists[0]) <= len(ids) else (ids, lists[0])
            held = set(small).intersection(big)
        else:
            held.intersection_update(ids)
        if len(held) <= few:
            return held
    return set()


def _first(typed: list[Hit], hits: list[Hit]) -> list[Hit]:
    """The hits whose command the prompt types first (as ranked, or as `typed` found them), then the rest."""
    if not typed:
        return hits
    ranked = {hit.entry_id: hit for hit in hits}
    first = [ranked.get(hit.entry_id, hit) for hit in typed]
    taken = {hit.entry_id for hit in typed}
    return first + [hit for hit in hits if hit.entry_id not in taken]


def _with_concepts(
    store: Store,
    found: list[tuple[Hit, dict[str, Any]]],
    hits: list[Hit],
    exclude: set[str] | None,
    wanted: Callable[[Hit, dict[str, Any]], bool] | None,
    limit: int,
    about: list[str],
) -> list[tuple[Hit, dict[str, Any]]]:
    """The hits the prompt's own words found, then the user's corrections about what it names in other
    words (scoring.by_concept) in the room left — and in the last place of a failure's when none is left:
    what the user said outweighs a past failure that shares some words with the prompt. Of those, the one
    most about it first (its evidence, then concepts.centrality): "the staging db is postgres 12, so no
    MERGE statements" before "ask before you delete anything in a database" for "write a sql upsert".
    Never one about another language than the prompt names (concepts.languages)."""
    from reflexion.concepts import centrality, holds_for, languages
    from reflexion.scoring import CONCEPT_HITS

    taken = {item["id"] for _, item in found} | (exclude or set())
    more = _take(store, hits[:CANDIDATES], taken, wanted, CANDIDATES)
    asked = languages(about)
    more = [(hit, item) for hit, item in more if holds_for(item.get("keywords", []), asked)]
    if not more:
        return found
    weight = {hit.entry_id: hit.score + centrality(item.get("keywords", []), about) for hit, item in more}
    more.sort(key=lambda pair: (weight[pair[0].entry_id], pair[0].entry_id), reverse=True)
    if len(found) >= limit and found[-1][1].get("type") != "correction":
        found = found[: limit - 1]
    return found + more[: min(limit - len(found), CONCEPT_HITS)]


def _related(
    store: Store, text: str, said: list[str], postings: dict[str, list[str]], counts: dict[str, int]
) -> list[str]:
    """The pseudo-terms of the words related to the prompt's (expand.py), each family scored as one term:
    added to `postings` and `counts`, their names returned."""
    from reflexion.expand import keys, pseudo_postings, related
    from reflexion.keywords import SUBJECT, WEAK, phrases

    groups = related(said, phrases(text)[:MAX_TERMS])
    found, held = store.lookup(keys(groups), POSTING_CAP)
    extra, extra_counts = pseudo_postings(groups, found, held, postings)
    postings.update(extra)
    counts.update(extra_counts)
    return [t for t in extra if t[:1] not in (WEAK, SUBJECT)]


def _take(
    store: Store,
    hits: list[Hit],
    exclude: set[str] | None,
    wanted: Callable[[Hit, dict[str, Any]], bool] | None,
    limit: int,
    read: dict[str, dict[str, Any] | None] | None = None,
) -> list[tuple[Hit, dict[str, Any]]]:
    """The first `limit` hits that are not excluded and qualify (or that `wanted` accepts), with entries."""
    found: list[tuple[Hit, dict[str, Any]]] = []
    for hit in hits:
        if exclude and hit.entry_id in exclude:
            continue
        if read is None:
            item = _load(store, hit.entry_id)
        elif hit.entry_id in read:
            item = read[hit.entry_id]
        else:  # a second look meets the first's entries again
            item = read[hit.entry_id] = _load(store, hit.entry_id)
        if item is not None and (wanted(hit, item) if wanted else qualifies(item)):
            found.append((hit, item))
            if len(found) == limit:
                break
    return found


def _user_store_exists(store: Store) -> bool:
    from reflexion.store import user_store_of

    user = user_store_of(store)
    return user is not None and user.exists()


def find_both(
    store: Store,
    text: str,
    exclude: set[str] | None = None,
    wanted: Callable[[Hit, dict[str, Any]], bool] | None = None,
) -> list[tuple[Hit, dict[str, Any]]]:
    """find() in the project's store, then — for the room left — in the user-level store (what concerns
    the machine, the shell or the person, learned in any project)."""
    hits = find(store, text, exclude, wanted=wanted) if store.exists() else []
    from reflexion.store import user_store_of

    user = user_store_of(store)
    if user is None or not user.exists():
        return hits  # and config.toml is not read: its max_hits only limits what is added from there
    limit = _max_hits(store)
    if len(hits) < limit:
        taken = {item["id"] for _, item in hits} | (exclude or set())
        more = find(user, text, taken, limit - len(hits), wanted)
        if more and store.exists():  # a copy of what this project holds itself is told from there
            more = [(h, item) for h, item in more if not _held_by(store, item)]
        hits += more
    return hits


def _held_by(store: Store, item: dict[str, Any]) -> bool:
    from reflexion.store import StoreError

    sig = item.get("signature")
    try:
        return isinstance(sig, str) and bool(sig) and store.find_signature(sig) is not None
    except StoreError:
        return False


def qualifies(item: dict[str, Any]) -> bool:
    """Worth injecting on a prompt: a user's correction or rule, or a failure with a fix that may be told
    (see entry.trusted_fix) — not a rule in CLAUDE.md yet, never the work in progress of a past task."""
    if item.get("promoted") or item.get("needs_review") or item.get("triage") in ("task", "probe"):
        return False
    if item.get("type") == "correction":
        return entries_format.is_resolved(item)
    return entries_format.trusted_fix(item)


_QUOTES = ('"', "“", "„", "«", "「", "『")


def _asks_for_words(prompt: str) -> tuple[bool, str]:
    """Whether a prompt is answered in words or changes only what people see (no past failure bears on
    either), and else the verb of a change to the code it asks for, or "". A prompt that names a problem
    is neither of the last two (the most common prompt with a hit: read cheaply)."""
    from reflexion.problem import names_a_problem, reports_a_problem
    from reflexion.prose import asks_for_prose

    if asks_for_prose(prompt):
        return True, ""
    head = prompt[:PROMPT_CHARS].lower()
    words = [word.strip(":,.!?;()`'\"") for word in head.split()]
    if not any(quote in head for quote in _QUOTES) and names_a_problem(head, words):
        return False, ""  # (quoted words may be a page's copy: "rename the "Build failed" badge")
    from reflexion.inquiry import asks_about_code, works_on_documents

    # answered from what the code is ("is resize_width bilinear or nearest neighbour?"), or words for people
    if asks_about_code(prompt[:PROMPT_CHARS], reports_a_problem) or works_on_documents(
        prompt[:PROMPT_CHARS], reports_a_problem
    ):
        return True, ""
    if changes_only_looks(prompt):
        return True, ""
    return False, changing(prompt)


def _answers_a_choice(item: dict[str, Any], said: list[str]) -> bool:
    from reflexion.choice import answers_a_choice

    return answers_a_choice(item, said)


def changes_only_looks(prompt: str) -> bool:
    """Whether the prompt asks only to change what people see (presentation.changes_only_looks): a button's
    words, a tooltip, a translation — unless it names a problem, which asks what failed."""
    from reflexion.presentation import changes_only_looks as only_looks
    from reflexion.problem import reports_a_problem

    return only_looks(prompt[:PROMPT_CHARS], reports_a_problem)


def types_another_job(item: dict[str, Any], prompt: str, tokens: frozenset[str]) -> bool:
    """bearing.another_job, asked only when the prompt holds a word of the failed command (its program's
    name): most prompts type no command, and the judgement's module is then never read."""
    if item.get("type") == "correction" or tokens.isdisjoint(str(item.get("context", "")).lower().split()):
        return False
    from reflexion.bearing import another_job

    return another_job(item, prompt[:PROMPT_CHARS])


def _bears_on_a_look(item: dict[str, Any], said: list[str]) -> bool:
    from reflexion.looking import bears_on_a_look

    return bears_on_a_look(item, said)


def _only_where(hit: Hit, item: dict[str, Any], prompt: str, tokens: frozenset[str]) -> bool:
    """bearing.only_where, asked only of a failure told for a prompt that types a path or a file name (a
    "/" or a ".") and names no run: most prompts type none, and the judgement's module is then never read."""
    if item.get("type") == "correction" or not any("/" in t or "." in t.rstrip(".") for t in tokens):
        return False
    from reflexion.bearing import only_where

    return only_where(hit.matched, item, prompt[:PROMPT_CHARS])


def changing(prompt: str) -> str:
    """The verb of a prompt that asks for a change to the code (bearing.changing_verb), or ""."""
    from reflexion.bearing import changing_verb

    return changing_verb(prompt[:PROMPT_CHARS])


def bears_on_a_change(item: dict[str, Any], said: list[str], verb: str, text: str = "") -> bool:
    from reflexion.bearing import bears_on_a_change as bears

    return bears(item, said, verb, text)


def said_now(item: dict[str, Any], said: list[str]) -> bool:
    """Whether the prompt says this correction itself: capture stores the prompt being answered while
    recall runs beside it (both on UserPromptSubmit), and the user who repeats a rule needs no echo of it.
    The entry's trigger is the prompt it came from: its terms are this prompt's, in the same order."""
    if item.get("type") != "correction":
        return False
    from reflexion.keywords import terms

    words = terms(str(item.get("trigger", "")))
    if not words or len(words) > len(said):
        return False
    # the trigger is the prompt's head (≤ 500 characters): the same terms, its last one maybe cut short
    return said[: len(words) - 1] == words[:-1] and (len(said) == len(words) or len(item["trigger"]) >= 400)


# The verbs that end a fact's subject ("M-Claude is in …", "our CI runners are arm64", "unser Namespace heißt
# …"), in the languages a fact is stated in with spaces between words; a subject is at most SUBJECT_WORDS.
_COPULA_WORDS = """is are isn't aren't was were lives live sits sit runs uses has have needs can should must
    ist sind liegt liegen heißt läuft laufen nutzt verwendet est sont tourne utilise es son está están
    é são fica ficam roda zijn heet heten staat staan draait gebruikt è sono gira usa это называется
    работает лежит лежат находится"""
_COPULAS = frozenset(_COPULA_WORDS.split())
SUBJECT_WORDS = 6
_DEICTIC = frozenset(
    ("this", "these", "here", "it", "we", "you", "i", "dieser", "diese", "ce", "cette", "este", "esta")
)


def beside_the_point(item: dict[str, Any], said: list[str], text: str = "") -> bool:
    """Whether a fact the user stated tells this prompt nothing: the prompt does not name what the fact is
    about ("legion is this device" for a prompt that shares only "ssh"), or says all of it already (saves
    a report "in documents\\M-Claude" beside "M-Claude is in the Documents folder")."""
    resolution = str(item.get("resolution", ""))
    if item.get("category") != "user.fact" or resolution.startswith("Q:"):
        return False  # an answer to the agent's question is about what the question asked
    from reflexion.keywords import GENERIC, terms

    words = set(said)
    stated = [t for t in terms(resolution) if t not in GENERIC]
    if stated and words.issuperset(stated) and all(has_value(text, v) for v in values(resolution)):
        return True
    about = fact_subjects(resolution)
    return bool(about) and about.isdisjoint(words)


def fix_already_made(item: dict[str, Any], said: list[str], text: str = "") -> bool:
    """Whether the prompt already does what a failure's fix changed: every word, option and value the fix
    adds to the failed command and its error is the prompt's (a `cd ~/M-Claude` that failed and worked from
    Documents/M-Claude, for a prompt that saves a report "in documents\\M-Claude\\docs"). `text`: the
    prompt as typed() gives it."""
    if item.get("type") == "correction" or not item.get("resolution"):
        return False
    resolution = str(item["resolution"])
    failed = f"{item.get('context', '')}\n{item.get('trigger', '')}"
    # the options and values first (`-u origin`: "origin" alone is a word of any push), and cheaply
    known = set(values(failed))
    if not all(has_value(text, v) for v in values(resolution) if v not in known):
        return False
    from reflexion.keywords import GENERIC, terms

    words = set(said)
    fixed = [t for t in terms(resolution) if t not in GENERIC]
    if not any(t in words for t in fixed):
        return False  # nothing the fix says is the prompt's: no need to read what failed
    before = set(terms(failed))
    added = [t for t in fixed if t not in before]
    return bool(added) and words.issuperset(added)


def typed(text: str) -> str:
    """Text as values() are looked for in it: lower-case, Windows path separators as '/'."""
    return text.lower().replace("\\", "/")


def has_value(text: str, value: str) -> bool:
    """Whether typed() text has the value as a whole word: `-u` is not in "my-utils", documents/m-claude is
    in "documents/m-claude/docs"."""
    from reflexion.text import word_at

    return word_at(text, value) >= 0


def values(text: str) -> list[str]:
    """What terms() leave out of a statement or a command: its values (8080, ~/code/billing, 192.168.8.1,
    documents/m-claude) and options (-u, --no-verify), as typed() gives them."""
    found = []
    for word in typed(text).split():
        word = word.strip(".,;:()[]{}<>'\"`“”‘’!?")
        option = word[:1] == "-" and word.lstrip("-")[:1].isalnum()
        if option or any(c.isdigit() or c == "/" for c in word):
            found.append(word)
    return found


def fact_subjects(text: str) -> set[str]:
    """The terms of what a fact is about: the words before the verb of each of its clauses ("legion",
    "slate" of "Legion is this device, slate can be reached via SSH"); none when no clause opens so."""
    from reflexion.keywords import GENERIC, terms

    found: set[str] = set()
    for stop in (". ", ",", ";", ": ", "!", "?", "\n"):
        text = text.replace(stop, "\n")
    for clause in text.split("\n"):
        words = clause.lower().split()
        verb = next((i for i, w in enumerate(words[: SUBJECT_WORDS + 1]) if w in _COPULAS), 0)
        if verb and words[0] not in _DEICTIC:  # "this machine is a mac": about wherever the agent works
            found.update(t for t in terms(" ".join(words[:verb])) if t not in GENERIC)
    return found


def held_back(item: dict[str, Any]) -> str:
    """Why a prompt would not be told this entry ("" when it would)."""
    if qualifies(item):
        return ""
    if item.get("promoted"):
        return "a rule in CLAUDE.md already"
    if item.get("needs_review"):
        return "its fix did not work"
    if item.get("conflicts"):
        return f"a user's rule rules its fix out ({str(item['conflicts']).partition(':')[0]})"
    return "seen once, no fix yet"


def recall_command(store: Store, text: str) -> int:
    """`reflexion recall "text"` for a person: what a prompt would recall, and the matching entries it
    would hold back, marked. Reads only; a project without a store stays without one."""
    import sys

    if not store.exists() and not _user_store_exists(store):
        print(f"Nothing recorded in {store.root} yet: no store, nothing to recall.")
        return 0
    hits = find_both(store, text, wanted=lambda hit, item: True)
    if not hits:
        print(f"No relevant entries in {store.path}.")
        return 0
    if sys.stdout.isatty():
        _table(hits)
    else:
        for hit, item in hits:
            why = held_back(item)
            mark = f" (not recalled on a prompt: {why})" if why else ""
            print(describe(item).rstrip() + mark + f"  [score {hit.score:.2f}: {', '.join(hit.matched)}]")
    shown = sum(not held_back(item) for _, item in hits)
    print(f"{shown} of these would be recalled on a prompt; searched {store.path}")
    return 0


def _table(hits: list[tuple[Hit, dict[str, Any]]]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table("entry", "seen", "what happened, and the fix", "matched", show_lines=True)
    for hit, item in hits:
        why = held_back(item)
        what = describe(item).split(": ", 1)[1].strip() + (
            f"\n[not recalled on a prompt: {why}]" if why else ""
        )
        style = "dim" if why else ""
        table.add_row(
            entries_format.short_id(item["id"]),
            f"{item['occurrences']}x",
            what,
            f"{hit.score:.2f}: {', '.join(hit.matched)}",
            style=style,
        )
    Console(highlight=False).print(table)


def render(hits: list[tuple[Hit, dict[str, Any]]]) -> str:
    """The <reflexion-recall> block: facts, one line per entry, ≤ 1,500 characters."""
    head = "<reflexion-recall>\nPast learnings reflexion recorded that match this prompt:\n"
    tail = "</reflexion-recall>"
    lines: list[str] = []
    for _, item in hits:
        line = describe(item)
        if len(head) + sum(map(len, lines)) + len(line) + len(tail) > CONTEXT_LIMIT:
            break
        lines.append(line)
    return head + "".join(lines) + tail


def describe(item: dict[str, Any]) -> str:
    """One hit as a fact: what happened, how often, and the fix — or plainly that none is known."""
    seen = item.get("occurrences", 1)
    trigger = clip(safe_line(item.get("trigger", "")), TRIGGER_CHARS)
    if item.get("type") == "correction":
        what = f"the user said: {trigger}"
        fix = (
            f" Directive: {clip(safe_line(item['resolution']), RESOLUTION_CHARS)}"
            if item.get("resolution")
            else ""
        )
    else:
        command = clip(safe_line(item.get("context", "")), 80)
        what = f"`{command}` failed with: {trigger}" if command else trigger
        if entries_format.is_resolved(item):
            fix = f" Fix that worked: {clip(safe_line(item['resolution']), RESOLUTION_CHARS)}"
        else:
            fix = " No fix is known yet."
    end = "" if what.endswith((".", "?", "!", "…")) else "."
    return untagged(f"- {item['id']} ({item.get('type', 'error')}, seen {seen}x): {what}{end}{fix}\n")


def untagged(line: str) -> str:
    """Stored text (a command's output, a hostile branch's entry) must not open or close the block early."""
    if "reflexion-recall" not in line.lower():
        return line
    import re

    return re.sub("(?i)reflexion-recall", "reflexion recall", line)


def _load(store: Store, entry_id: str) -> dict[str, Any] | None:
    from reflexion.store import StoreError

    try:
        return store.load_entry(entry_id)
    except StoreError:
        return None


def _max_hits(store: Store) -> int:
    text = store.read_config()
    if not text:
        return 3
    from reflexion.config import parse

    return parse(text).max_hits
