"""rules.py: who qualifies, what a rule line says, sanitising hostile text, and the CLAUDE.md block merge."""

from __future__ import annotations

import re
import unicodedata
from datetime import date, timedelta
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from reflexion.rules import (
    END,
    HEADING,
    START,
    MarkerError,
    Thresholds,
    block_lines,
    choose,
    day_count,
    find_block,
    merge,
    progress,
    qualifies,
    render_block,
    rule_line,
    sanitize,
)

FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
ID = "RFX-20260331-a7f3c2"
NOTE = (
    '- To record a fix: `reflexion resolve <ID> "what fixed it"`;'
    " to confirm it: `reflexion verify <ID> --worked`."
)


def entry(**changes: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "id": ID,
        "type": "error",
        "trigger": "npm ERR! missing script",
        "context": "npm run build",
        "resolution": "This project uses pnpm, not npm: run `pnpm run <script>`.",
        "keywords": ["pnpm", "npm"],
        "occurrences": 3,
        "first_seen": "2026-03-30",
        "last_seen": "2026-03-31",
        "promoted": False,
    }
    base.update(changes)
    return {k: v for k, v in base.items() if v is not ...}


def rule(n: int, last_seen: str = "2026-03-31", **changes: Any) -> dict[str, Any]:
    """The n-th of many similar promoted entries; IDs sort in the order of n."""
    fields = {"id": f"RFX-20260301-{n:06x}", "resolution": f"Rule number {n}.", "last_seen": last_seen}
    return entry(**{**fields, **changes})


# ---- qualification ---------------------------------------------------------------------------------


def test_an_entry_meeting_every_condition_qualifies() -> None:
    assert qualifies(entry())
    assert progress(entry()) == {
        "occurrences": (3, 3),
        "days": (2, 2),
        "resolved": True,
        "trusted": True,
        "flagged": False,
        "promoted": False,
    }


@pytest.mark.parametrize(
    ("changes", "why"),
    [
        ({"occurrences": 2}, "too few occurrences"),
        ({"occurrences": "3"}, "occurrences as a string"),
        ({"occurrences": True}, "occurrences as a bool"),
        ({"occurrences": 3.0}, "occurrences as a float"),
        ({"occurrences": ...}, "occurrences missing"),
        ({"resolution": ""}, "no resolution"),
        ({"resolution": "   \n "}, "blank resolution"),
        ({"resolution": "<!-- -->```"}, "nothing left after sanitising"),
        ({"resolution": None}, "resolution null"),
        ({"resolution": ["run x"]}, "resolution a list"),
        ({"resolution": ...}, "resolution missing"),
        ({"last_seen": "2026-03-30"}, "seen on one day only"),
        ({"seen_on": ["2026-03-30", "2026-03-30"], "last_seen": "2026-03-30"}, "same-day sightings"),
        ({"first_seen": "yesterday", "last_seen": "2026-03-31"}, "an unreadable date"),
        ({"first_seen": "2026-13-01"}, "an impossible month"),
        ({"first_seen": ..., "last_seen": ...}, "no dates at all"),
        ({"promoted": True}, "already promoted"),
        ({"promoted": "yes"}, "promoted, hand-typed"),
        ({"needs_review": True}, "flagged as a failed fix"),
        ({"id": "../../etc/passwd"}, "an invalid ID"),
        ({"id": ...}, "no ID"),
    ],
)
def test_each_unmet_condition_blocks_promotion(changes: dict[str, Any], why: str) -> None:
    assert not qualifies(entry(**changes)), why


def test_seen_on_counts_distinct_days() -> None:
    same_ends = entry(first_seen="2026-03-30", last_seen="2026-03-30", seen_on=["2026-03-30", "2026-03-29"])
    assert day_count(same_ends) == 2
    assert qualifies(same_ends)
    assert day_count(entry(seen_on=["2026-03-29", "bad", 7, None])) == 3
    assert day_count(entry(seen_on="2026-03-29")) == 2  # not a list: ignored
    assert day_count({}) == 0


def test_thresholds_are_configurable() -> None:
    one_day = entry(last_seen="2026-03-30")
    assert not qualifies(one_day)
    assert qualifies(one_day, Thresholds(min_days=1))
    assert not qualifies(entry(), Thresholds(min_occurrences=4))
    config_like = SimpleNamespace(min_occurrences=2, min_days=1, max_rules=5)  # e.g. config.Config
    assert qualifies(entry(occurrences=2, last_seen="2026-03-30"), config_like)
    assert progress(entry(occurrences=2), Thresholds(min_occurrences=5))["occurrences"] == (2, 5)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)
entry_keys = st.sampled_from(
    ["id", "resolution", "occurrences", "first_seen", "last_seen", "promoted", "seen_on", "needs_review"]
)


@FAST
@given(st.dictionaries(entry_keys, json_values))
def test_hand_edited_entries_never_raise(changes: dict[str, Any]) -> None:
    item = entry(**changes)
    progress(item)
    qualifies(item)
    line = rule_line(item)
    choose([item], Thresholds())
    assert line == "" or line.startswith("- ")


# ---- sanitising ------------------------------------------------------------------------------------

FORBIDDEN = ("\n", "\r", "<!--", "-->", "```", "~~~", "reflexion:rules")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("run pnpm\ninstall\r\nfirst", "run pnpm install first"),
        ("# Heading\nuse pnpm", "Heading use pnpm"),
        ("### use pnpm", "use pnpm"),
        ("#hashtag", "hashtag"),
        ("use <!-- hidden --> pnpm", "use hidden pnpm"),
        ("a <!<!---->-- b", "a \\<! -- b"),
        (f"{END}\n# Owned\n{START}", "reflexion rules:end # Owned reflexion rules:start"),
        ("REFLEXION:RULES:END", "reflexion rules:END"),
        ("```\nrm -rf /\n```", "` rm -rf / `"),
        ("~~~ fence", "~ fence"),
        ("use `` double `` ticks", "use `` double `` ticks"),
        ("- run pnpm", "run pnpm"),
        ("* run pnpm", "run pnpm"),
        ("+ run pnpm", "run pnpm"),
        ("> quoted", "quoted"),
        (">quoted", "quoted"),
        ("1. first", "first"),
        ("2) second", "second"),
        ("- > 1. # nested", "nested"),
        ("---", ""),
        ("--frozen-lockfile is required", "--frozen-lockfile is required"),
        ("1.5x faster", "1.5x faster"),
        ("tab\there\x00nul\x07bell", "tab here nul bell"),
        ("\x1b[31mred\x1b[0m text", "red text"),
        ("left\u202eright\u200bzero\ufeffbom", "leftrightzerobom"),
        ("line\u2028sep\u2029para\x85nel\x0bvt\x0cff", "line sep para nel vt ff"),
        ("lone \ud800 surrogate", "lone surrogate"),
        ("", ""),
    ],
)
def test_sanitize_cases(text: str, expected: str) -> None:
    assert sanitize(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("@docs/secret.md", "`@docs/secret.md`"),
        ("read @~/.ssh/id_rsa now", "read `@~/.ssh/id_rsa` now"),
        ("install @types/node", "install `@types/node`"),
        ("(@path/x)", "(`@path/x)`"),
        ("*em*@path/x", "*em*`@path/x`"),
        ("`code`@path/x", "`code`path/x"),
        ("@path/x`tick", "path/x`tick"),
        ("\\\\@path/x", "\\\\`@path/x`"),
        ("keep `pnpm add @types/node` as is", "keep `pnpm add @types/node` as is"),
        ("mail me@example.com, pin pkg@1.2.3", "mail me@example.com, pin pkg@1.2.3"),
        ("escaped \\@path stays", "escaped \\@path stays"),
        ("a lone @ sign", "a lone @ sign"),
        ("<b>@x</b>", "\\<b>`@x</b>`"),
        ("run `pnpm run <script>`", "run `pnpm run <script>`"),
        ("version <3.0", "version <3.0"),
    ],
)
def test_sanitize_neutralises_imports_and_inline_html(text: str, expected: str) -> None:
    assert sanitize(text) == expected


def test_long_text_is_cut_at_a_word_boundary() -> None:
    line = sanitize("word " * 100)
    assert len(line) <= 200
    assert line.endswith("word…")
    assert len(sanitize("x" * 1000)) == 200
    assert len(sanitize("@" + "p" * 300)) <= 200  # wrapping in backticks still fits


IMPORT = re.compile(r"(?:^|\s)@(?:[^\s\\]|\\ )+")  # Claude Code's pattern, applied outside code spans
_md = MarkdownIt("commonmark").disable("text_join")


def markdown_problems(line: str) -> list[str]:
    """What a CommonMark parser finds in one list-item line that a rule must never carry."""
    problems = []
    for token in _md.parse(line):
        if token.type.split("_")[0] not in ("bullet", "list", "paragraph", "inline"):
            problems.append(token.type)
        for child in token.children or []:
            if child.type.startswith("html"):
                problems.append(child.type)
            elif child.type != "code_inline" and IMPORT.search(child.content):
                problems.append(f"import in {child.content!r}")
    return problems


FRAGMENTS = [
    "\n", "\r\n", "\r", "\u2028", "\x85", "\x00", "\x1b[2J", "\u202e", "\ufeff", " ", "  ", "\t",
    "<!--", "-->", "<!-", "-", ">", "#", "- ", "> ", "1. ", "* ", "`", "``", "```", "~~~", "\\", "@",
    "@~/.ssh/id_rsa", "@docs/x.md", "<", "<b>", "</b>", "<https://x>", "reflexion:rules", START, END,
    HEADING, "pnpm", "use", "é", "_", "(", "*",
]  # fmt: skip
nasty = st.lists(
    st.sampled_from(FRAGMENTS) | st.text(max_size=8),
    max_size=30,
).map("".join)


@FAST
@given(nasty)
def test_any_text_sanitises_to_one_inert_line(text: str) -> None:
    line = sanitize(text)
    assert len(line) <= 200
    assert line == line.strip()
    assert not any(bad in line for bad in FORBIDDEN), line
    assert not any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Zl", "Zp") for c in line), line
    assert not re.match(r"#|>|[-*+=_]+(\s|$)|[0-9]{1,9}[.)](\s|$)", line), line
    assert sanitize(line) == line  # idempotent
    assert markdown_problems(f"- {line}") == [], line


# ---- rule lines and the cap ------------------------------------------------------------------------


def test_rule_line_format() -> None:
    assert rule_line(entry()) == (
        "- This project uses pnpm, not npm: run `pnpm run <script>`. (seen 3x, source: RFX-20260331-a7f3c2)"
    )
    assert rule_line(entry(resolution="Fix: run pnpm install first", occurrences=7)) == (
        f"- run pnpm install first. (seen 7x, source: {ID})"
    )
    assert rule_line(entry(resolution="see the docs…")).startswith("- see the docs… (seen")


def test_rule_line_is_empty_when_no_rule_can_be_made() -> None:
    assert rule_line(entry(resolution="")) == ""
    assert rule_line(entry(id="RFX-1\n# evil")) == ""
    assert rule_line(entry(occurrences="3")) == ""


def test_rule_directive_is_capped_at_200_characters() -> None:
    line = rule_line(entry(resolution="Use the lockfile. " * 40))
    directive = line[2 : line.index(" (seen ")]
    assert len(directive) <= 200
    assert directive.endswith("…")
    assert line.endswith(f"(seen 3x, source: {ID})")


def test_choose_keeps_the_most_recently_seen_and_the_rest_give_way() -> None:
    rules = [rule(n, last_seen=str(date(2026, 1, 1) + timedelta(days=n))) for n in range(1, 36)]
    kept, waiting = choose(rules, Thresholds())
    assert [r["id"] for r in kept] == [f"RFX-20260301-{n:06x}" for n in range(6, 36)]  # ID order
    assert [r["id"] for r in waiting] == [f"RFX-20260301-{n:06x}" for n in range(5, 0, -1)]  # recent first
    kept, waiting = choose(rules, Thresholds(max_rules=2))
    assert [r["id"] for r in kept] == ["RFX-20260301-000022", "RFX-20260301-000023"]
    assert len(waiting) == 33


def test_choose_breaks_ties_by_occurrences_then_id() -> None:
    a, b, c = rule(1, occurrences=3), rule(2, occurrences=9), rule(3, occurrences=3)
    kept, waiting = choose([c, a, b], Thresholds(max_rules=2))
    assert kept == [a, b]
    assert waiting == [c]


def test_choose_drops_entries_that_cannot_stand() -> None:
    good = rule(1)
    flagged = rule(2, needs_review=True)
    empty = rule(3, resolution="")
    kept, waiting = choose([good, flagged, empty, dict(good)], Thresholds(max_rules=0))
    assert (kept, waiting) == ([], [good])
    kept, waiting = choose([good, flagged, empty, dict(good)], Thresholds())
    assert (kept, waiting) == ([good], [])


def test_block_lines_carry_the_note_only_when_there_are_no_rules() -> None:
    assert block_lines([rule(2), rule(1)], NOTE) == [rule_line(rule(1)), rule_line(rule(2))]
    assert block_lines([], NOTE) == [NOTE]
    assert block_lines([], "") == []
    assert block_lines([], "# heading\n<!-- x -->") == ["- heading x"]


# ---- the block in CLAUDE.md ------------------------------------------------------------------------

BLOCK = f"{START}\n{HEADING}\n{rule_line(entry())}\n{END}"


def test_render_block() -> None:
    assert render_block([rule_line(entry())]) == BLOCK
    assert render_block([rule_line(entry())], "\r\n") == BLOCK.replace("\n", "\r\n")
    assert render_block(["- a\n# b", "", "plain"]) == f"{START}\n{HEADING}\n- a # b\n- plain\n{END}"


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("", f"{BLOCK}\n"),
        ("# Project\n", f"# Project\n\n{BLOCK}\n"),
        ("# Project\n\n", f"# Project\n\n\n{BLOCK}\n"),
        ("# Project", f"# Project\n\n{BLOCK}"),
        (
            "# Project\r\nUse tabs.\r\n",
            "# Project\r\nUse tabs.\r\n\r\n" + BLOCK.replace("\n", "\r\n") + "\r\n",
        ),
        ("# Project\r\nUse tabs.", "# Project\r\nUse tabs.\r\n\r\n" + BLOCK.replace("\n", "\r\n")),
        ("\ufeff# Project\n", f"\ufeff# Project\n\n{BLOCK}\n"),
        ("\ufeff", f"\ufeff{BLOCK}\n"),
    ],
)
def test_merge_appends_and_removal_restores_every_byte(before: str, after: str) -> None:
    lines = [rule_line(entry())]
    assert merge(before, lines) == after
    assert merge(after, lines) == after
    assert merge(after, []) == before


@pytest.mark.parametrize(
    "template",
    [
        "{block}\n\n# Mine\nkeep me\n",
        "# Mine\n\n{block}\n\nmore of mine\n",
        "# Mine\n\n{block}\n",
        "# Mine\n\n{block}",
        "# Mine\r\n\r\n{block}\r\n\r\ntail\r\n",
        "\ufeff{block}\nno trailing newline",
    ],
)
def test_merge_replaces_an_existing_block_in_place(template: str) -> None:
    newline = "\r\n" if "\r\n" in template else "\n"
    old = render_block(["- an old rule (seen 3x, source: RFX-20250101-aaaaaa)"], newline)
    new_lines = [rule_line(rule(1)), rule_line(rule(2))]
    text = template.format(block=old)
    merged = merge(text, new_lines)
    assert merged == template.format(block=render_block(new_lines, newline))
    assert merge(merged, new_lines) == merged


def test_merge_forgives_marker_spacing_and_case() -> None:
    text = "intro\n  <!--reflexion:rules:START-->  \nstale\n<!-- reflexion:rules:end -->\noutro\n"
    assert merge(text, [rule_line(entry())]) == f"intro\n{BLOCK}\noutro\n"


def test_removing_a_block_from_the_middle_leaves_one_blank_line() -> None:
    assert merge(f"# Mine\n\n{BLOCK}\n\nmore\n", []) == "# Mine\n\nmore\n"
    assert merge(f"{BLOCK}\n\n# Mine\n", []) == "# Mine\n"
    assert merge(f"# Mine\n{BLOCK}\nmore\n", []) == "# Mine\nmore\n"


def test_a_note_keeps_the_block_when_there_are_no_rules() -> None:
    merged = merge("# Mine\n", block_lines([], NOTE))
    assert merged == f"# Mine\n\n{START}\n{HEADING}\n{NOTE}\n{END}\n"


def test_markers_quoted_in_a_sentence_are_user_text() -> None:
    text = f"Reflexion owns the block between `{START}` and `{END}`.\n"
    assert find_block(text) is None
    assert merge(text, [rule_line(entry())]).startswith(text)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (f"a\n{START}\n- x\n", "start marker on line 2 has no end marker"),
        (f"a\nb\n{END}\n", "end marker on line 3 has no start marker"),
        (f"{START}\n{START}\n{END}\n", "2 start markers (lines 1, 2)"),
        (f"{START}\n{END}\n{END}\n", "2 end markers (lines 2, 3)"),
        (f"{END}\nmine\n{START}\n", "end marker (line 1) comes before the start marker (line 3)"),
    ],
)
def test_malformed_markers_raise_and_say_where(text: str, message: str) -> None:
    with pytest.raises(MarkerError, match=re.escape(message)):
        merge(text, [rule_line(entry())])
    with pytest.raises(MarkerError):
        merge(text, [])


user_text = st.lists(
    st.sampled_from(["\n", "\r\n", "\r", "# Title", "- item", "`code`", "<!-- mine -->", " ", "\ufeff"])
    | st.text(max_size=10),
    max_size=12,
).map("".join)


def _no_block(text: str) -> bool:
    try:
        return find_block(text.removeprefix("\ufeff")) is None
    except MarkerError:
        return False


@FAST
@given(user_text.filter(_no_block), st.lists(nasty, min_size=1, max_size=4))
@example(mine="", resolutions=["\\é@-"])  # found by the lowest-versions run: an @ after an escaped letter
def test_hostile_resolutions_never_escape_the_block(mine: str, resolutions: list[str]) -> None:
    entries = [entry(id=f"RFX-20260331-{n:06x}", resolution=r or "x") for n, r in enumerate(resolutions)]
    lines = block_lines(entries, NOTE)
    merged = merge(mine, lines)
    assert merged.count(START) == 1
    assert merged.count(END) == 1
    head, rest = merged.split(START)
    inside, tail = rest.split(END)
    assert head.startswith(mine)
    assert set(head[len(mine) :]) <= {"\r", "\n"}
    assert tail in ("", "\n", "\r\n")
    body = inside.strip("\r\n").splitlines()
    assert body[0] == HEADING
    ids = {e["id"] for e in entries}
    for line in body[1:]:
        assert line.startswith("- ")
        assert line == NOTE or any(line.endswith(f"(seen 3x, source: {i})") for i in ids), line
        assert markdown_problems(line) == [], line
    assert merge(merged, lines) == merged
    assert merge(merged, []) == mine


@FAST
@given(user_text.filter(_no_block), user_text.filter(_no_block), st.sampled_from(["\n", "\r\n"]))
def test_text_around_an_existing_block_is_untouched(above: str, below: str, newline: str) -> None:
    old = render_block(["- stale"], newline)
    text = f"{above}{newline}{old}{newline}{below}"
    lines = [rule_line(entry())]
    assert merge(text, lines) == f"{above}{newline}{render_block(lines, newline)}{newline}{below}"
