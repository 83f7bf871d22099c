"""Pure: rank the entries that share terms with a prompt, by how specific the shared terms are (IDF)."""

from __future__ import annotations

from math import log

from reflexion.keywords import CONCEPT, GENERIC, PHRASE, RELATED, SAME, SUBJECT, VERSION, WEAK, parts

TYPE_CHECKING = False  # importing typing costs milliseconds in a hook; mypy still reads the block below
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence, Set

# An entry's score is the sum, over the terms it shares with the prompt, of each term's specificity: its
# IDF as a fraction of the highest IDF the store allows (1.0 = held by one entry only). A GENERIC term
# adds only this fraction of its specificity: it can corroborate a hit, never make one.
GENERIC_WEIGHT = 0.45
# A hit needs this score: one rare term alone falls short, a rare term plus a second shared term
# (even a generic one that describes the same activity: "kill the dev server") reaches it...
MIN_EVIDENCE = 1.2
# ...and this much of it from non-generic terms, so generic words alone never make a hit.
MIN_SPECIFIC = 0.7
# Once one entry meets both, the prompt is known to be about something the store holds: a further entry
# needs only this fraction of them (and RELATIVE_CUT of the best score), as its evidence is the same kind.
COMPANION = 0.75
# One shared term settles it alone when it is shaped like an error code (e0432, ts2322, e404), or the prompt
# typed it the way code names things (config.ts, DATABASE_URL, boto3: keywords.identifiers), and it is
# nearly unique in the store: such tokens do not turn up in prose by chance.
MIN_CONCLUSIVE = 0.8
# Hits below this fraction of the best hit's score are left out: the prompt is about the best. An entry
# sharing a conclusive term is never left out.
RELATIVE_CUT = 0.75
# A prompt is about its most specific word the store knows: every hit shares it, or a word at most this
# much less specific (a conclusive term settles a hit anyway). Two entries that share only the prompt's
# commoner words are about something else that it mentions.
RAREST_MARGIN = 0.1
# Below this many entries IDF cannot tell a rare term from a common one: count the store as this big.
MIN_STORE = 30
# Rarity saturates: a term held by one entry in this many counts as fully specific. Otherwise four terms
# that each sit in 5% of a 100,000-entry store would count for less than in a 1,000-entry store, though
# together they single out the same few entries.
SATURATION = 1000
# A term the entry holds only from its error output (keyword ~term) counts for this fraction when the entry
# shares no word of its command or description with the prompt: what the agent was doing names a later
# prompt's subject; an error mentions much in passing (an email address, tabs and spaces).
WEAK_WEIGHT = 0.6
# A term the prompt holds only from output pasted into it (a log below "commit error:") counts for this
# fraction, as an entry's error words do: what the user says names the subject, a paste mentions much in
# passing. A pasted error code or identifier still settles a hit (MIN_CONCLUSIVE reads its specificity).
PASTED_WEIGHT = WEAK_WEIGHT
# A name@number the entry shares with the prompt (React 18 / react-dom@18.2.0) backs up the name's match
# by this fraction of its specificity; the name is always shared too, so a number never makes a hit alone.
VERSION_WEIGHT = 0.5
# Two adjacent words the prompt shares with an entry's description (dev+server) add, on top of the words'
# own, this multiple of how much more specific the pair is than the better of its words: the same words in
# the same order name the same task ("dev server"), unless one word rarely comes without the other ("unit
# test" is wherever "unit" is, and a prompt to write one is not about a run of them that failed).
PHRASE_WEIGHT = 1.5
# A long prompt (a pasted checklist, a log, a report outline) shares a few words with many entries by
# chance: past this many words, the evidence a hit needs (MIN_EVIDENCE, MIN_SPECIFIC) grows in proportion to
# the prompt's words. A conclusive term (a code, a named identifier) settles a hit at any length.
LONG_PROMPT = 20
# A prompt term's other names (≡term of expand.py: asan -> addresssanitizer, downscaler -> downscale) count
# for this fraction of their specificity, nearly as the word itself...
SAME_WEIGHT = 0.9
# ...and the words related to it (≈term: buffer -> overflow) for this fraction, once per entry however many
# families it shares, and only on an entry that shares two words (or one conclusive) with the prompt: a
# paraphrase backs up a hit, never makes one.
RELATED_WEIGHT = 0.6
# A user's correction about what a prompt names in other words ("we use vitest here" for "write unit tests":
# concepts.py) is told in the room the prompt's own words leave, at most this many: the one most about what
# the prompt names (a second is as often noise as help)...
CONCEPT_HITS = 1
# ...when it covers this many words of the prompt (see by_concept)
CONCEPT_EVIDENCE = 2


MARKS = (WEAK, SUBJECT)  # key prefixes that qualify a term rather than name one
PAIRWISE_TERMS = 6  # up to this many terms, _sharing_several meets them pair by pair


class Hit:
    """One ranked recall result: an entry, its score and the terms it shares with the prompt."""

    __slots__ = ("entry_id", "matched", "score")

    entry_id: str
    score: float
    matched: tuple[str, ...]

    def __init__(self, entry_id: str, score: float, matched: tuple[str, ...]) -> None:
        object.__setattr__(self, "entry_id", entry_id)
        object.__setattr__(self, "score", score)
        object.__setattr__(self, "matched", matched)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Hit is immutable: cannot set {name}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hit):
            return NotImplemented
        return (self.entry_id, self.score, self.matched) == (other.entry_id, other.score, other.matched)

    def __hash__(self) -> int:
        return hash((self.entry_id, self.score, self.matched))

    def __repr__(self) -> str:
        return f"Hit(entry_id={self.entry_id!r}, score={self.score!r}, matched={self.matched!r})"


def rank(
    query: list[str],
    postings: Mapping[str, Sequence[str]],
    total: int,
    limit: int = 3,
    counts: Mapping[str, int] | None = None,
    identifiers: Set[str] = frozenset(),
    commanded: Set[str] = frozenset(),
    joined: Mapping[str, Sequence[str]] | None = None,
    heard: Set[str] = frozenset(),
) -> list[Hit]:
    """Score the entries that share terms with the query; return at most `limit` hits, best first.

    `postings` maps each query term found in the index to the IDs holding it (and ~term to those holding
    it only from their error output, keywords.WEAK); `total` is the number of entries in the store. Query
    terms may include name@number and word+word pairs (keywords.versions, keywords.phrases). A hit needs
    MIN_EVIDENCE (MIN_SPECIFIC of it from non-generic terms) or one conclusive term (a code, or one of the
    `identifiers` the prompt typed as code names things: keywords.identifiers). Once one entry is a hit,
    others need COMPANION of that evidence and RELATIVE_CUT of the best score, and every hit shares the
    prompt's most specific word among those the hits share (RAREST_MARGIN). Ties break by entry ID.
    `counts` gives each term's true number of holders when `postings` lists only some of them (the store
    caps very common words). `commanded`: the tools the prompt names as a command to run (keywords.
    commands_named): a correction about one of them is the user's word on it, in a prompt of any length.
    `joined`: the prompt's camelCase words and their parts (keywords.camel_words), counted once. `heard`:
    the terms only output pasted into the prompt holds (PASTED_WEIGHT)."""
    holders = {t: set(postings[t]) for t in dict.fromkeys(query) if postings.get(t) and t[:1] not in MARKS}
    if not holders:
        return []
    held = {t: max(len(ids), (counts or {}).get(t, 0)) for t, ids in holders.items()}
    size = max(total, MIN_STORE, *held.values())
    weight = {t: _specificity(held[t], size) for t in holders}
    for term in holders:
        if PHRASE in term:
            best = max(_worth(word, weight.get(word, 0.0)) for word in term.split(PHRASE))
            weight[term] = max(0.0, weight[term] - best)
    factor = _length_factor(query)
    conclusive: set[str] = set()
    for term, ids in holders.items():
        if weight[term] >= MIN_CONCLUSIVE and (term in identifiers or _code_shaped(term)):
            conclusive |= ids
        # a correction about this tool or name (keyword !term): the user's word on what the prompt names;
        # a long prompt (a checklist, a pasted report) names many tools in passing, unless it says to run one
        if factor == 1.0 or term in commanded:
            conclusive |= ids.intersection(postings.get(SUBJECT + term, ()))
    # a single term weighs at most 1.0 < MIN_EVIDENCE, so only entries sharing several terms (or a code)
    # can qualify: scoring just those spares the thousands that share one common word with the prompt
    # (related words, ≈term, only back such an entry up)
    literal = {t: ids for t, ids in holders.items() if t[:1] != RELATED}
    worth = {t: _worth(t, w) * (PASTED_WEIGHT if t in heard else 1.0) for t, w in weight.items()}
    least = 3 if _two_fall_short(literal, worth, MIN_EVIDENCE * factor * COMPANION) else 2
    candidates = (
        _sharing_several(literal, least) | conclusive
        if MIN_EVIDENCE > 1.0
        else set().union(*holders.values())
    )
    # an entry sharing a word of what the agent was doing (even a generic one) is about the prompt's
    # activity: its error words count in full; an entry sharing only error words gets WEAK_WEIGHT of them
    weak = {t: candidates.intersection(postings.get(WEAK + t, ())) for t in holders}
    shared = {t: ids & candidates for t, ids in holders.items()}  # each term's candidates
    about = set().union(*(found - weak[t] if weak[t] else found for t, found in shared.items()))
    weak = {t: ids - about for t, ids in weak.items()}
    score, generic = _accumulate(shared, worth, weak, candidates)
    _count_identifiers_once(holders, worth, weak, score, generic, joined or {})
    near, best = _qualifying(score, generic, conclusive, factor)
    if not near:
        return []
    floor = RELATIVE_CUT * best
    chosen = _sharing_the_rarest(
        [e for e in near if e in conclusive or score[e] >= floor], holders, weight, conclusive
    )
    # rounding makes equal term sets tie exactly, whatever order the floats were added in
    chosen.sort(key=lambda e: (-round(score[e], 9), e))
    return [
        Hit(e, round(score[e], 6), tuple(t for t, ids in holders.items() if e in ids))
        for e in chosen[: max(0, limit)]
    ]


def _sharing_the_rarest(
    chosen: list[str], holders: Mapping[str, set[str]], weight: Mapping[str, float], conclusive: set[str]
) -> list[str]:
    """The chosen entries that share the prompt's most specific word among those any of them shares (or
    one within RAREST_MARGIN of it), and those with a conclusive term: "show me test coverage for the
    orders package" is about coverage, not about an entry sharing "orders package"."""
    among = set(chosen)
    shared = {
        t: found
        for t, ids in holders.items()
        if t not in GENERIC and t[:1] not in (RELATED, SAME) and VERSION not in t
        for found in (ids.intersection(among),)
        if found
    }
    if not shared:
        return chosen
    top = max(weight[t] for t in shared) - RAREST_MARGIN
    rarest = set().union(*(found for t, found in shared.items() if weight[t] >= top))
    return [e for e in chosen if e in rarest or e in conclusive]


def _qualifying(
    score: Mapping[str, float], generic: Mapping[str, float], conclusive: set[str], factor: float = 1.0
) -> tuple[list[str], float]:
    """The entries with at least COMPANION of the evidence a hit needs, and the best score among those
    with all of it (or a conclusive term); none at all when no entry has all of it. One pass, inlined:
    at 100,000 entries a common word brings thousands of candidates."""
    bar, specific = MIN_EVIDENCE * factor, MIN_SPECIFIC * factor
    low_bar, low_specific = bar * COMPANION, specific * COMPANION
    near: list[str] = []
    best = 0.0  # stays 0 without an anchor: every anchor scores above 0 (it shares a weighty term)
    for e, s in score.items():
        own = s - generic.get(e, 0.0)
        if e in conclusive or (s >= bar and own >= specific):
            best = max(best, s)
            near.append(e)
        elif s >= low_bar and own >= low_specific:
            near.append(e)
    return (near, best) if best > 0.0 else ([], 0.0)


def _length_factor(query: Sequence[str]) -> float:
    """How much more evidence a hit needs on a long prompt: 1 up to LONG_PROMPT words, then in proportion
    (pairs, name@number and related-word pseudo-terms are not words of the prompt)."""
    words = {t for t in query if t[:1] not in (RELATED, SAME) and PHRASE not in t and VERSION not in t}
    return max(1.0, len(words) / LONG_PROMPT)


def _sharing_several(holders: Mapping[str, set[str]], least: int = 2) -> set[str]:
    """The entries holding at least `least` (2 or 3) of the terms (set operations, which run in C): for a
    few terms, each pair's common holders — a set of every holder seen, grown term by term, cost a common
    word's hit at 100,000 entries 1.5 M instructions more (five words, 2,000 holders each: POSTING_CAP) —
    and of those, the ones two pairs share (three terms make three pairs); for many terms, the holders met
    once and twice before."""
    sets = list(holders.values())
    several: set[str] = set()
    once: set[str] = set()
    if len(sets) <= PAIRWISE_TERMS:
        for i, ids in enumerate(sets):
            for other in sets[i + 1 :]:
                common = ids & other
                if least > 2:
                    several |= once & common
                    once |= common
                else:
                    several |= common
        return several
    twice: set[str] = set()
    for ids in sets:
        several |= (twice if least > 2 else once) & ids
        if least > 2:
            twice |= once & ids
        once |= ids
    return several


def _two_fall_short(literal: Mapping[str, set[str]], worth: Mapping[str, float], low_bar: float) -> bool:
    """Whether no entry sharing just two of the `literal` terms can come near a hit (_qualifying's
    COMPANION share of the evidence): its score is at most the two weightiest terms' worth plus the best
    related word's (the weak, pasted and identifier shares only lower it; float sums are monotonic). Then
    only entries sharing three are scored: five common words at 100,000 entries have ~1,200 holders
    sharing two, ~90 sharing three, and scoring the rest cost a hit 4.4 M instructions (of 61)."""
    top = sorted((worth[t] for t in literal), reverse=True)[:2]
    related = max((w for t, w in worth.items() if t[:1] == RELATED), default=0.0)
    return len(top) == 2 and top[0] + top[1] + related < low_bar - 1e-9


def _accumulate(
    shared_by: Mapping[str, set[str]],
    worth: Mapping[str, float],
    weak: Mapping[str, set[str]],
    candidates: set[str],
) -> tuple[dict[str, float], dict[str, float]]:
    """Per candidate entry (`shared_by`: each term's candidates): its score, and the part of it that came
    from generic terms (`worth`: what sharing each term adds, _worth)."""
    score = dict.fromkeys(candidates, 0.0)
    generic: dict[str, float] = {}
    related: dict[str, float] = {}  # an entry's best family of related words: paraphrase counts once
    for term, shared in shared_by.items():
        add = worth[term]
        weak_ids = weak[term] & shared
        if term[:1] == RELATED:
            for e in shared:
                related[e] = max(related.get(e, 0.0), add * WEAK_WEIGHT if e in weak_ids else add)
            continue
        if not weak_ids:  # most terms: the same sums, without asking each entry
            for e in shared:
                score[e] += add
            if term in GENERIC:
                for e in shared:
                    generic[e] = generic.get(e, 0.0) + add
            continue
        for e in shared:
            score[e] += add * WEAK_WEIGHT if e in weak_ids else add
        if term in GENERIC:
            for e in shared:
                generic[e] = generic.get(e, 0.0) + (add * WEAK_WEIGHT if e in weak_ids else add)
    for e, add in related.items():
        score[e] += add
    return score, generic


def _worth(term: str, specificity: float) -> float:
    """What sharing the term adds: its specificity, less for a generic word or a name@number."""
    if term in GENERIC:
        return specificity * GENERIC_WEIGHT
    if term[:1] == RELATED:
        return specificity * RELATED_WEIGHT
    if term[:1] == SAME:
        return specificity * SAME_WEIGHT
    if VERSION in term:
        return specificity * VERSION_WEIGHT
    if PHRASE in term:
        return specificity * PHRASE_WEIGHT
    return specificity


def _count_identifiers_once(
    holders: Mapping[str, set[str]],
    worth: Mapping[str, float],
    weak: Mapping[str, set[str]],
    score: dict[str, float],
    generic: dict[str, float],
    joined: Mapping[str, Sequence[str]],
) -> None:
    """An identifier and its parts (shop-web, shop, web; BitDefender, defender: `joined`) are one piece of
    evidence: where the identifier matched, take its parts' share back out."""
    taken: set[tuple[str, str]] = set()
    for term, ids in holders.items():
        if term[:1] in (RELATED, SAME):
            continue
        for part in joined.get(term, ()) if term.isalnum() else parts(term):
            if part not in holders:
                continue
            add = worth[part]
            for e in ids & holders[part]:
                if e in score and (e, part) not in taken:
                    taken.add((e, part))
                    share = add * WEAK_WEIGHT if e in weak[part] else add
                    score[e] -= share
                    if part in GENERIC:
                        generic[e] -= share


def _idf(df: int, size: int) -> float:
    """BM25's IDF: never negative, highest for a term held by one entry."""
    return log(1.0 + (size - df + 0.5) / (df + 0.5))


def _specificity(df: int, size: int) -> float:
    """The IDF as a fraction of the highest possible (df = 1) in a store of this size, up to SATURATION."""
    return min(1.0, _idf(df, size) / _idf(1, min(size, SATURATION)))


def _code_shaped(term: str) -> bool:
    """Error and rule codes (e0432, ts2322, e404) are letters then at least three digits."""
    head = term.rstrip("0123456789")
    return head.isalpha() and len(term) - len(head) >= 3


def by_concept(
    keys: Sequence[str], postings: Mapping[str, Sequence[str]], query: Sequence[str], alone: Set[str]
) -> list[Hit]:
    """The corrections holding the prompt's concept keys (^word, recall.find) with CONCEPT_EVIDENCE,
    counted in the prompt's words: a word that names the concept `alone` (a tool: vitest) counts two, as do
    two words side by side (^unit+test); any other word one ("install", or "push": notifications are no git
    push), and so does a word the correction holds itself; a generic word none. Those with the most come
    first, then the newest (IDs start with the date)."""
    covered: dict[str, dict[str, int]] = {}
    matched: dict[str, list[str]] = {}  # what a person reads (`reflexion recall`): ^unit+test, cart
    for key in dict.fromkeys(keys):
        if key[:1] != CONCEPT or not postings.get(key):
            continue
        words = key[1:].split(PHRASE)
        worth = 2 if len(words) == 1 and words[0] in alone else 1
        for e in postings[key]:
            held = covered.setdefault(e, {})
            matched.setdefault(e, []).append(key)
            for word in words:
                held[word] = max(held.get(word, 0), worth)
    for term in query:
        if term[:1] not in MARKS and PHRASE not in term and VERSION not in term and term not in GENERIC:
            for e in covered.keys() & set(postings.get(term, ())) - set(postings.get(WEAK + term, ())):
                if term not in covered[e]:
                    covered[e][term] = 1
                    matched[e].append(term)
    evidence = {}
    for e, held in covered.items():  # a compound and its parts are one word: date-fns is no date
        for part in {part for word in held for part in parts(word)}:
            held.pop(part, None)
        if sum(held.values()) >= CONCEPT_EVIDENCE:
            evidence[e] = sum(held.values())
    ranked = sorted(evidence, key=lambda e: (evidence[e], e), reverse=True)
    return [Hit(e, float(evidence[e]), tuple(matched[e])) for e in ranked]
