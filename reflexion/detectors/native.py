"""Pure: detectors for compiled toolchains — cargo/rustc, go, gcc/clang and the linker, make, cmake."""

from __future__ import annotations

from reflexion.detectors import base
from reflexion.detectors.base import Detector, Output, first, grep, line_index, matching, rx, tail_is, trigger

RUST = frozenset({"cargo", "rustc", "rustfmt", "clippy-driver"})
GO = frozenset({"go", "gofmt"})
CC = frozenset({"gcc", "g++", "cc", "c++", "clang", "clang++", "ld", "make", "cmake", "ninja", "meson"})
_C_SOURCE = r"\S+?\.(?:c|cc|cpp|cxx|c\+\+|h|hh|hpp|hxx|m|mm|cu|s|S|ino)"


def cargo_error(out: Output) -> str | None:
    """rustc's `error[E…]` lines with the first one's location, or cargo's own error and its last cause."""
    errors = grep(out, r"^error(?:\[E\d{4}\])?: (?!could not compile|aborting due to).+$")
    if not errors:
        errors = grep(out, r"^error: .+$", limit=1)
    if not errors or (out.success and not _cargo_failed(out)):
        return None
    if not out.has_tool(*RUST) and not first(out, r"^error(?:\[E\d{4}\]: |: could not compile)"):
        return None  # run by a wrapper: plain "error: x" could be anyone's
    idx = line_index(out, r"^error(?:\[E\d{4}\])?: (?!could not compile|aborting due to)")
    near = out.lines[idx + 1 : idx + 4] if idx >= 0 else []
    where = next((ln.strip() for ln in near if ln.lstrip().startswith("--> ")), "")
    causes = [i + 1 for i, ln in enumerate(out.lines[:-1]) if ln.startswith("Caused by:")]
    cause = (_build_script_said(out, causes[-1]) or out.lines[causes[-1]]) if causes else ""
    return trigger([errors[0], where, *errors[1:], cause])


def _build_script_said(out: Output, start: int) -> str:
    """A build script's failure (`process didn't exit successfully: …build-script-build`) is told by what
    the script wrote under `--- stderr` (its panic message, or its own first words): the exit line is the
    same for every failure of that script."""
    lines = out.lines[start : start + 80]
    # `--- stdout` (the script's `cargo:rerun-if-changed=…` directives, the same for every failure) comes
    # before `--- stderr`: only what follows the latter is the script's complaint
    at = next((n for n, ln in enumerate(lines) if ln.strip() == "--- stderr"), -1)
    at = at if at >= 0 else next((n for n, ln in enumerate(lines) if ln.strip() == "--- stdout"), -1)
    if at < 0 or "build-script-" not in lines[0]:
        return ""
    said = [
        ln.strip()
        for ln in lines[at + 1 :]
        if ln.strip() and not ln.strip().startswith(("--- ", "cargo:", "cargo::"))
    ]
    if said and rx(r"^thread '[^']*'(?: \(\d+\))? panicked at ").match(said[0]):
        said = said[1:]  # the panic's place heads it; the message is the next line
    return said[0] if said else ""


def _cargo_failed(out: Output) -> bool:
    # a program under `cargo run` may print "error: ..." itself; then only rustc's own words count
    if not any(s.sub == "run" for s in out.command.segments if s.tool == "cargo"):
        return True
    return bool(first(out, r"^error(?:\[E\d{4}\]: |: could not compile)"))


def rust_panic(out: Output) -> str | None:
    idx = line_index(out, r"^thread '[^']*'(?: \(\d+\))? panicked at ")
    if idx < 0:
        return None
    if out.success and not tail_is(out, idx + 1, lambda ln: ln.startswith(("note:", "stack backtrace", " "))):
        return None
    line = rx(r" \(\d+\) panicked").sub(" panicked", out.lines[idx].strip())
    return trigger([line, *(_panic_said(out, idx) if line.endswith(":") else [])])


def _panic_said(out: Output, idx: int) -> list[str]:
    """The message under a Rust panic's `panicked at` line, with an assertion's `left:`/`right:` values:
    its first line alone is the same for every `assert_eq!` that fails."""
    said = out.lines[idx + 1 : idx + 2]
    if said and said[0].startswith("assertion `left "):
        said += [ln for ln in out.lines[idx + 2 : idx + 4] if ln.lstrip().startswith(("left:", "right:"))]
    return said


def cargo_test(out: Output) -> str | None:
    """`cargo test`: the failing tests' names (from the run or the `failures:` list) and the first panic."""
    if not first(out, r"^test result: FAILED"):
        return None
    names = grep(out, r"^test (\S+) \.\.\. FAILED$", group=1)
    listed = line_index(out, r"^failures:$", last=True)
    if not names and listed >= 0:
        names = [ln.strip() for ln in out.lines[listed + 1 : listed + 4] if ln.startswith("    ")]
    # tests run in parallel and report as they finish: the first by name, and its own panic, whatever
    # the order this run finished in
    names = sorted(dict.fromkeys(names))
    section = f"---- {names[0]} stdout ----" if names else ""
    start = next((n for n, line in enumerate(out.lines) if line.strip() == section), 0)
    panicked = rx(r"^thread '[^']*'(?: \(\d+\))? panicked at .+$")
    at = next((n for n in range(start, len(out.lines)) if panicked.match(out.lines[n])), -1)
    panic = _panic_said(out, at) if at >= 0 else []
    return trigger([*(f"test {n} failed" for n in names), *panic]) or "test result: FAILED"


def rustfmt_check(out: Output) -> str | None:
    if "--check" not in out.command.text:
        return None
    return trigger(grep(out, r"^Diff in \S+?(?::\d+:| at line \d+:)", limit=1))


def go_compile(out: Output) -> str | None:
    if out.success and not first(out, r"^# \S+$"):
        return None  # `file.go:12: ...` is also what log.Lshortfile prints; go build heads errors `# pkg`
    return trigger(grep(out, r"^(?:vet: )?\S+\.go:\d+(?::\d+)?: .+$"))


go_module = matching(
    r"^(?:go: (?!downloading|finding|extracting|added|upgraded|found|creating|"
    r"to add|warning|module .* found).+|.*(?:does not contain main module|"
    r"go\.mod file not found|cannot find main module|no Go files in|missing go\.sum"
    r" entry|is not in std|matched no packages|cannot find module providing|"
    r"no required module provides).*)$",
    limit=2,
)


def go_test(out: Output) -> str | None:
    idx = line_index(out, r"^\s*--- FAIL: ")
    if idx < 0:
        return trigger(grep(out, r"^FAIL\s+\S+\s+\[(?:build|setup) failed\]$", limit=1))
    # a test's own `t.Errorf` line, or the panic that ended it (`--- FAIL` alone is every failure of it)
    after = out.lines[idx + 1] if idx + 1 < len(out.lines) else ""
    detail = after.removesuffix(" [recovered]") if after.startswith("panic: ") else _go_test_said(out, idx)
    return trigger([out.lines[idx], detail, *grep(out, r"^\s*--- FAIL: .+$")[1:]])


def _go_test_said(out: Output, idx: int) -> str:
    """The `file_test.go:N: message` of the failing test: under its `--- FAIL` (past its failing subtests'
    own `--- FAIL` lines), or, with `-v`, above it, back to its `=== RUN`: the same line either way."""
    said = rx(r"^\s+\S+_test\.go:\d+: \S")
    for line in out.lines[idx + 1 : idx + 30]:
        if not line.startswith(" "):
            break
        if said.match(line):
            return line.strip()
    for line in reversed(out.lines[max(0, idx - 30) : idx]):
        if line.startswith("=== RUN"):
            break
        if said.match(line):
            return line.strip()
    return ""


def go_panic(out: Output) -> str | None:
    idx = line_index(out, r"^panic: ")
    if idx < 0 or "goroutine " not in out.text:
        return None
    shown = [ln for ln in out.lines if ln.strip()]
    if out.success and not (shown[-1][:1] in (" ", "\t") or shown[-1].startswith("exit status")):
        return None  # a recovered panic that was only logged: the program went on
    frame = first(out, r"^goroutine \d+ \[running\]:\n(.+)$", 1)
    return trigger([out.lines[idx], frame or ""])


cc_error = matching(rf"^{_C_SOURCE}:\d+(?::\d+)?: (?:fatal )?error: .+$")


def linker(out: Output) -> str | None:
    """Undefined references (per source file, without the varying section offsets) and missing libraries."""
    refs = [
        f"{m.group(1)}: {m.group(2)}"
        for m in rx(r"^(\S+?):\([^)]*\): (undefined reference to .+)$").finditer(out.text)
    ]
    lines = [
        *refs[:3],
        *grep(out, r"^\S*?\bld(?:\.\w+)?: ((?:cannot find|library not found) .+)$", group=1),
        *grep(out, r"(multiple definition of `[^']+')", group=1),
        *grep(out, r'^(?:Undefined symbols for architecture \S+|\s+"[^"]+", referenced from):$'),
    ]
    return trigger(lines) or trigger(grep(out, r"^collect2: error: ld returned .+$", limit=1))


def make(out: Output) -> str | None:
    """make gave up: its reason, or the recipe's last words before `*** [target] Error N`."""
    idx = line_index(out, r"^g?make(?:\[\d+\])?: \*\*\* ")
    if idx < 0:
        return None
    line = out.lines[idx].strip()
    if " Error " not in line:
        return line  # "No rule to make target", "missing separator", "No targets specified" ...
    before = [ln for ln in out.lines[:idx] if ln.strip() and not rx(r"^g?make(?:\[\d+\])?: ").match(ln)]
    return trigger([before[-1] if before else "", line])


def cmake(out: Output) -> str | None:
    idx = line_index(out, r"^CMake Error\b")
    if idx < 0:
        return None
    head = out.lines[idx].strip()
    body = [ln for ln in out.lines[idx + 1 : idx + 8] if ln.strip()][:2] if head.endswith(":") else []
    return trigger([head, *body])


# every row here is strict (trusted after exit 0); a row states only what differs from its family's default
_rust = base.partial(Detector, tool="cargo", scope=RUST, strict=True)
_go = base.partial(Detector, tool="go", scope=GO, strict=True)
_cc = base.partial(Detector, scope=CC, strict=True)

DETECTORS = (
    _rust("rust.test_failed", cargo_test, ("test result: FAILED",), priority=10),
    _go("go.test_failed", go_test, ("FAIL",), priority=10),
    # the built program panics, not cargo or go: any command may show it
    _rust("rust.panic", rust_panic, ("panicked at",), scope=None, priority=20),
    _go("go.panic", go_panic, ("panic: ",), scope=None, priority=20),
    _rust("rust.error", cargo_error, ("error",), priority=30),
    _rust("rust.fmt_check", rustfmt_check, ("Diff in ",), priority=30),
    _go("go.compile_error", go_compile, (".go:",), priority=30),
    _go(
        "go.module_error",
        go_module,
        ("go: ", "module", "go.mod", "go.sum", "package", "Go files"),
        priority=40,
    ),
    _cc("cc.error", cc_error, ("error: ",), tool="gcc", priority=30),
    _cc(
        "cc.linker",
        linker,
        (
            "undefined reference",
            "cannot find",
            "library not found",
            "multiple definition",
            "Undefined symbols",
            "ld returned",
        ),
        tool="ld",
        priority=30,
    ),
    _cc("cmake.error", cmake, ("CMake Error",), tool="cmake", scope=frozenset({"cmake"}), priority=40),
    _cc("make.error", make, ("***",), tool="make", scope=frozenset({"make", "gmake"}), priority=60),
)
