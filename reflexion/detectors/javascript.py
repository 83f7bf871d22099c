"""Pure: detectors for JavaScript/TypeScript — uncaught Node errors, npm/yarn/pnpm, tsc, eslint, tests."""

from __future__ import annotations

from reflexion.detectors import base
from reflexion.detectors.base import Detector, Output, first, grep, line_index, matching, rx, tail_is, trigger

NPM = frozenset({"npm", "pnpm", "yarn", "bun", "npx"})
JS_TESTS = NPM | frozenset({"node", "jest", "vitest", "mocha", "ava", "deno"})
_JS_ERROR = r"^(?:Uncaught )?(?:[A-Z]\w*)?(?:Error|Exception)(?: \[[A-Z_]+\])?: .+$"
_NPM_NOISE = (
    "A complete log of this run",
    "For a full report see",
    'Run "npm help',
    "code ",
    "syscall ",
    "path ",
    "errno ",
    "To see a list of scripts",
    "npm run",
    "Log files were not written",
)


def node_uncaught(out: Output) -> str | None:
    """An exception Node did not catch: error line (+ the user's source location above it)."""
    trailer = line_index(out, r"^Node\.js v\d+", last=True)
    if out.success and trailer < 0 and not _stack_ends_output(out):
        return None  # a logged (console.error) error: the program handled it
    # the error is the last one printed before Node's own trailer (or, without one, the first one)
    idx = _last_before(out, _JS_ERROR, trailer) if trailer >= 0 else line_index(out, _JS_ERROR)
    if idx < 0 or (trailer < 0 and not _has_stack(out, idx)):
        return None  # "Error: ..." without a JavaScript stack is some other program's message
    where = first(out, r"^(?!node:)(?:file://)?(/\S+|[A-Za-z]:\\\S+|\S+\.[cm]?[jt]sx?):\d+$")
    return trigger([out.lines[idx], f"at {where}" if where else ""])


def _last_before(out: Output, pattern: str, end: int) -> int:
    regex = rx(pattern)
    for i in range(end - 1, -1, -1):
        if regex.match(out.lines[i]):
            return i
    return -1


def _has_stack(out: Output, idx: int) -> bool:
    after = [ln for ln in out.lines[idx + 1 : idx + 4] if ln.strip()]
    return bool(after) and after[0].startswith(("    at ", "Require stack:"))


def _stack_ends_output(out: Output) -> bool:
    """Older Node prints no `Node.js vX` trailer; then the source excerpt with its caret marks it uncaught."""
    idx = line_index(out, _JS_ERROR, last=True)
    if idx < 0 or not any(rx(r"^\s*\^+\s*$").match(ln) for ln in out.lines[max(0, idx - 4) : idx]):
        return False
    return tail_is(out, idx, lambda ln: ln.startswith(("    at ", "  ", "}", "{", "Require stack", "- ")))


def npm_error(out: Output) -> str | None:
    """npm's `npm error`/`npm ERR!` block: the code and the first line that explains it."""
    lines = grep(out, r"^npm (?:error|ERR!)(?: (.*))?$", limit=40, group=1)
    code = next((ln[5:].strip() for ln in lines if ln.startswith("code ")), "")
    if code.isdigit() or code == "ELIFECYCLE":
        return None  # a script failed: the script's own error (found by other detectors) is the story
    meaning = [ln for ln in lines if " " in ln and not ln.startswith(_NPM_NOISE)]
    if code == "ERESOLVE":  # every one says `unable to resolve dependency tree`: the conflict is the news
        meaning = _conflict(lines) or meaning
    head = [f"npm error code {code}"] if code else []
    return trigger([*head, *(f"npm error {ln}" for ln in meaning[:2])]) if (head or meaning) else None


def _conflict(lines: list[str]) -> list[str]:
    """An ERESOLVE report's two sides: the dependency it could not resolve, and the version it found."""
    at = next((n for n, ln in enumerate(lines[:-1]) if ln.startswith("Could not resolve dependency:")), -1)
    wanted = lines[at + 1] if at >= 0 else ""
    found = next((ln for ln in lines if ln.startswith("Found: ")), "")
    return [ln for ln in (wanted, found) if ln]


def yarn_pnpm_error(out: Output) -> str | None:
    lines = grep(out, r"^\s*(?:ERR_PNPM_\w+.*|error (?!Command failed with exit code)\S.*)$", limit=2)
    if out.success and lines:  # a script's own output may start with "error "; yarn's verdict closes the run
        end = line_index(out, r"^\s*(?:ERR_PNPM_\w+|error )", last=True)
        if first(out, r"^Done in [\d.]+m?s\.$") or not tail_is(out, end, lambda ln: ln.startswith("info ")):
            return None
    return trigger(lines)


def bundler(out: Output) -> str | None:
    """webpack's `ERROR in <file>` + message, esbuild/vite's `✘ [ERROR] ...`, vite's `error during build:`."""
    webpack = [
        f"ERROR in {m.group(1)}\n{m.group(2)}" for m in rx(r"^ERROR in (\S+).*\n(.+)$").finditer(out.text)
    ][:2]
    if webpack:
        if out.success and not first(out, r"compiled with [1-9]\d* errors?"):
            return None
        return trigger(webpack)
    esbuild = grep(out, r"^\s*✘ \[ERROR\] .+$", limit=2)  # Maven's lines start "[ERROR]" too
    vite = first(out, r"^error during build:\n(.+)$", 1)
    return trigger([*esbuild, vite or ""])


tsc = matching(r"^(?:\S+(?:\(\d+,\d+\)|:\d+:\d+)(?::| -) )?error TS\d+: .+$")


def eslint(out: Output) -> str | None:
    summary = first(out, r"^\u2716 \d+ problems? \(([1-9]\d*) errors?")
    if not summary:
        return None
    errors = grep(out, r"^\s+\d+:\d+\s+error\s+(.+)$", limit=3, group=1)  # positions vary; the rule does not
    return trigger([*(f"error  {e}" for e in errors), summary])


def js_tests(out: Output) -> str | None:
    """jest/vitest/mocha/node --test: a failing summary, with the failing tests' names."""
    summary = first(
        out,
        r"^(?:Tests?:?\s+[1-9]\d* failed.*|\s*Test Files\s+[1-9]\d* failed.*|"
        r"\s*[1-9]\d* failing$|# fail [1-9]\d*$|ℹ fail [1-9]\d*$)",
    ) or first(out, r"^Test Suites:\s+[1-9]\d* failed.*$")  # jest: a suite that failed to run has no test
    if not summary:
        return None
    # sorted: test files run in parallel (and tests in random order) report in any order
    named = grep(out, r"^\s*(?:● .+|FAIL\s+\S.*|not ok \d+ - .+|\d+\) .+|✖ .+ \(\d.*\))$", limit=50)
    names = sorted(named)[:3]
    said = _first_test_said(out)
    return trigger([*names, *said] if said else [*names, summary])


def _told(text: str) -> bool:
    """Whether a line of a test's report says something of this failure: not the legend of an expected /
    actual diff (`- Expected  - 1`, `+ actual - expected`), the same for every failure; not the value a
    run received (`Received: 304`), which differs from run to run of one failure (a timing, a random id)."""
    word = text[2:].split(" ", 1)[0]
    legend = text[:2] in ("- ", "+ ") and word in ("Expected", "Received", "expected", "actual")
    return bool(text) and not legend and not text.startswith(("Received:", "Received value:"))


def _first_test_said(out: Output) -> list[str]:
    """What the first failing test's own report says (`expect(received).toBe(expected)`, `Expected: 3`,
    `Received: -1`, or `TypeError: …`), up to its code frame or stack: the summary line (`Tests: 1 failed, 2
    total`) is the same for every failure of a suite, so it cannot tell one from another."""
    heads = rx(r"^\s*(?:● .+|FAIL\s+\S+ (?:> .+|\[ .+ \])|\d+\) .+:)$")  # jest, vitest, mocha
    found = [n for n, line in enumerate(out.lines) if heads.match(line)]
    # mocha names a test inside describe() on two lines: `1) cart` then `     totals:`
    nested = rx(r"^\s*\d+\) \S.*$")
    found += [
        n + 1
        for n, (line, then) in enumerate(zip(out.lines, out.lines[1:], strict=False))
        if nested.match(line) and then.startswith("  ") and then.rstrip().endswith(":")
    ]
    if not found:
        return _tap_said(out)
    # the test whose name sorts first, not the first to finish: one failure, one report, in any run order
    idx = min(found, key=lambda n: out.lines[n].strip().split(") ", 1)[-1])
    said: list[str] = []
    frame = rx(r"^\s*(?:>?\s*\d+\s?\||at |❯ |⎯)")
    for line in out.lines[idx + 1 : idx + 20]:
        text = line.strip()
        if frame.match(line):
            break
        if _told(text):
            said.append(text)
        if len(said) == 3:
            break
    return said


def _tap_said(out: Output) -> list[str]:
    """node --test's TAP: the `error:` of the first `not ok` test's YAML block, named by its `name:`
    (`RangeError: …`), or the first two lines under `error: |-` (`Expected values to be strictly equal:`)."""
    idx = line_index(out, r"^\s*not ok \d+ - ")
    block: list[str] = []
    for line in out.lines[idx + 1 : idx + 60] if idx >= 0 else ():
        if line.strip() == "...":
            break
        block.append(line)
    at = next((n for n, ln in enumerate(block) if ln.lstrip().startswith("error: ")), -1)
    if at < 0:
        return []
    error = block[at].strip().removeprefix("error: ")
    if error in ("|-", "|"):
        depth = len(block[at]) - len(block[at].lstrip())
        said: list[str] = []
        for line in block[at + 1 :]:
            if line.strip() and len(line) - len(line.lstrip()) <= depth:
                break
            if _told(line.strip()):
                said.append(line.strip())
        return said[:2]
    name = next((ln.strip()[6:] for ln in block if ln.lstrip().startswith("name: ")), "").strip("'\"")
    error = error.strip("'\"")
    return [f"{name}: {error}" if name else error]


# every row here is strict (trusted after exit 0); a row states only what differs
_js = base.partial(Detector, strict=True)

DETECTORS = (
    _js("js.tests_failed", js_tests, ("fail",), tool="npm", priority=10, scope=JS_TESTS),
    # esbuild run from a project's own script (`node build.js`): its `✘ [ERROR]` beats Node's summary
    _js("js.esbuild", matching(r"^\s*✘ \[ERROR\] .+$"), ("✘ [ERROR]",), tool="esbuild", priority=15),
    _js("node.uncaught", node_uncaught, ("Error", "Exception"), tool="node", priority=20),
    _js("tsc.error", tsc, ("error TS",), tool="tsc", scope=frozenset({"tsc", "vue-tsc"}), priority=30),
    _js(
        "js.bundler",
        bundler,
        ("ERROR in ", "✘ [ERROR]", "error during build"),
        tool="webpack",
        scope=frozenset({"webpack", "vite", "esbuild", "next", "rollup", "parcel"}),
        priority=30,
    ),
    _js("eslint.errors", eslint, ("problem",), tool="eslint", scope=frozenset({"eslint"}), priority=30),
    _js("npm.error", npm_error, ("npm error", "npm ERR!"), tool="npm", priority=40),
    _js(
        "yarn.error",
        yarn_pnpm_error,
        ("ERR_PNPM", "error "),
        tool="yarn",
        scope=frozenset({"yarn", "pnpm"}),
        indirect=False,
        priority=40,
    ),
)
