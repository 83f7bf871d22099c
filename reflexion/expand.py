"""Pure: the words related to a prompt's terms, for recall's second look: a hand-written table of programming
vocabulary (data/expand.txt: asan = addresssanitizer, buffer -> overflow) and derived verbs (downscaler ->
downscale): "the row downscaler writes past its buffer" finds a heap-buffer-overflow in downscale_row."""

from __future__ import annotations

from reflexion.keywords import PHRASE, RELATED, SAME, SUBJECT, WEAK, terms

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

MAX_WORDS = 48  # related words looked up per prompt: a bound on the second look's cost

_same: dict[str, tuple[str, ...]] = {}  # a word -> its other names (asan -> addresssanitizer)
_near: dict[str, tuple[str, ...]] = {}  # a word -> the words related to it


def related(query: list[str], pairs: list[str]) -> dict[str, list[str]]:
    """Per pseudo-term (≡term: the term's other names and the verb it derives from; ≈term: the words
    related to it), the words the prompt does not already say. Keys name the prompt term they came from."""
    if not _same:
        _load()
    said = set(query)
    out: dict[str, list[str]] = {}
    budget = MAX_WORDS
    for source in [*query, *pairs]:
        name = source.replace(PHRASE, " ")
        seen = set(said)
        for mark, words in (
            (SAME, [*derived(source), *_same.get(source, ())]),
            (RELATED, _near.get(source, ())),
        ):
            found = [w for w in dict.fromkeys(words) if w not in seen][:budget]
            if found:
                out[mark + name] = found
                budget -= len(found)
                seen.update(found)
        if budget <= 0:
            break
    return out


def derived(term: str) -> list[str]:
    """The verb an agent noun or an action noun is made from, as terms() spells it, and its other nouns:
    downscaler -> downscale, formatter -> format, serialization -> serialize (serializer), deployment ->
    deploy, calculation -> calculate, calculator. Some guesses are no words; they hold no postings and
    cost one lookup each."""
    if len(term) < 6 or not term.isalpha():
        return []
    stems: list[str] = []
    if term.endswith("er"):
        stems += [term[:-1], term[:-2]]
        if term[-3] == term[-4]:
            stems.append(term[:-3])  # formatter, wrapper
    elif term.endswith("or"):
        stems += [term[:-2], term[:-2] + "e"]  # compressor, generator
    elif term.endswith("ation"):
        stems += [term[:-3] + "e", term[:-5] + "e"]  # migration, serialization
    elif term.endswith("ion"):
        stems += [term[:-3], term[:-3] + "e"]  # connection, compression
    elif term.endswith("ment"):
        stems.append(term[:-4])  # deployment
    out = [t for s in [*stems, *_sibling(term)] for t in terms(s)[:1] if t == s]
    return [s for s in dict.fromkeys(out) if s != term and len(s) >= 3]


# An agent noun and the action noun of one verb: a calculation and a calculator are about one thing
_SIBLINGS = (("ization", "izer"), ("izer", "ization"), ("ation", "ator"), ("ator", "ation"), ("ion", "or"))


def _sibling(term: str) -> list[str]:
    """The other noun of the term's verb: calculation <-> calculator, serializer <-> serialization,
    compression <-> compressor (not the reverse of -or: an editor is no edition)."""
    for end, other in _SIBLINGS:
        if term.endswith(end):
            return [term[: -len(end)] + other]
    return []


def keys(groups: Mapping[str, list[str]]) -> list[str]:
    """The index keys a second look reads: each related word, as a keyword and as a correction's subject."""
    words = list(dict.fromkeys(w for found in groups.values() for w in found))
    return words + [WEAK + w for w in words] + [SUBJECT + w for w in words]


def pseudo_postings(
    groups: Mapping[str, list[str]],
    found: Mapping[str, list[str]],
    counts: Mapping[str, int],
    literal: Mapping[str, list[str]],
) -> tuple[dict[str, list[str]], dict[str, int]]:
    """Per pseudo-term, the entries holding any of its words but not the prompt term itself (`literal`
    postings: that match is counted already), so that a family of words counts once, and its rarity is
    the family's. ~≈term holds the entries that have those words only from error output, !≈term those
    whose subject they are."""
    postings: dict[str, list[str]] = {}
    held: dict[str, int] = {}
    for name, words in groups.items():
        source = name[1:].replace(" ", PHRASE)
        every = _union(found.get(w, ()) for w in words) - set(literal.get(source, ()))
        if not every:
            continue
        weak = _union(found.get(WEAK + w, ()) for w in words)
        strong = _union(set(found.get(w, ())) - set(found.get(WEAK + w, ())) for w in words)
        postings[name] = sorted(every)
        held[name] = max(len(every), *(counts.get(w, 0) for w in words))
        if weak - strong:
            postings[WEAK + name] = sorted(weak - strong)
        subject = _union(found.get(SUBJECT + w, ()) for w in words) & every
        if subject and name[:1] == SAME:
            postings[SUBJECT + name] = sorted(subject)
    return postings, held


def _union(lists: Iterable[Iterable[str]]) -> set[str]:
    out: set[str] = set()
    for ids in lists:
        out.update(ids)
    return out


def _load() -> None:
    """The table, once per process, from its bytecode: parsing data/expand.txt cost a recall hit 0.8 ms."""
    from reflexion.expand_table import NEAR, SAME

    _same.update(SAME)
    _near.update(NEAR)


def parse(text: str) -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """data/expand.txt's (same, near): `a = b` names one thing, `a b c` a family, `key > words` an
    implication, `key => words` another way to say the words (undo+commit => reset revert)."""
    same: dict[str, dict[str, None]] = {}
    near: dict[str, dict[str, None]] = {}
    for line in text.splitlines():
        line = line.partition("#")[0]
        if "=>" in line:  # one way: a reset is no undo of a commit ("reset the cache")
            key, _, words = line.partition("=>")
            same.setdefault(key.strip(), {}).update(dict.fromkeys(words.split()))
            continue
        if ">" in line:
            key, _, words = line.partition(">")
            near.setdefault(key.strip(), {}).update(dict.fromkeys(words.split()))
            continue
        table = same if "=" in line else near
        family = line.replace("=", " ").split()
        for word in family:
            table.setdefault(word, {}).update(dict.fromkeys(w for w in family if w != word))
    return {k: tuple(v) for k, v in same.items()}, {k: tuple(v) for k, v in near.items()}


def render(text: str) -> str:
    """expand_table.py for the table `text` (`python -m reflexion.expand` writes it after an edit)."""
    import textwrap

    same, near = parse(text)
    lines = [
        '"""Pure data, written by `python -m reflexion.expand` from data/expand.txt: edit that file,',
        'then run it (tests/test_expand.py checks that the two agree)."""',
        "",
        "# fmt: off",
    ]
    for name, table in (("SAME", same), ("NEAR", near)):
        lines.append(f"{name}: dict[str, tuple[str, ...]] = {{")
        for key, words in table.items():
            body = " ".join(f"{w!r}," for w in words)
            lines += textwrap.wrap(
                f"{key!r}: ({body}),",
                106,
                initial_indent="    ",
                subsequent_indent="        ",
                break_on_hyphens=False,
                break_long_words=False,
            )
        lines.append("}")
    return "\n".join(lines) + "\n"


def _write_table() -> None:
    from pathlib import Path  # a person's command: no hook runs it

    folder = Path(__file__).parent
    text = (folder / "data" / "expand.txt").read_text(encoding="utf-8")
    (folder / "expand_table.py").write_text(render(text), encoding="utf-8")


if __name__ == "__main__":
    _write_table()
