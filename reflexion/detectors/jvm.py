"""Pure: detectors for the JVM — uncaught exceptions, the java launcher, javac, Maven and Gradle."""

from __future__ import annotations

from reflexion.detectors import base
from reflexion.detectors.base import Detector, Output, first, grep, line_index, matching, rx, tail_is, trigger

JAVA = frozenset({"java", "javac", "mvn", "gradle", "kotlin", "kotlinc", "scala", "sbt", "jar", "jshell"})
_JDK_FRAME = ("at java.", "at jdk.", "at sun.", "at javax.", "at kotlin.", "at scala.", "at org.junit.")
_MVN_NOISE = (
    "-> [Help",
    "To see the full stack trace",
    "Re-run Maven",
    "For more information about",
    "[Help ",
)


def java_exception(out: Output) -> str | None:
    """`Exception in thread "main" X: msg`, its deepest cause and the first frame of the project's code."""
    idx = line_index(out, r'^Exception in thread "[^"]*" \S+')
    if idx < 0:
        return None
    if out.success and not tail_is(out, idx, lambda ln: ln.startswith(("\t", "    ", "Caused by:"))):
        return None
    frames = [ln.strip() for ln in out.lines[idx + 1 :] if ln.lstrip().startswith("at ")]
    own = next((f for f in frames if not f.startswith(_JDK_FRAME)), "")
    causes = grep(out, r"^Caused by: .+$", limit=20)
    return trigger([out.lines[idx], causes[-1] if causes else "", own])


java_launcher = matching(
    r"^(?:Error: (?:Could not find or load main class|Unable to access jarfile|"
    r"Main method not found|A JNI error|LinkageError|Could not create the Java|"
    r"JavaFX runtime components).*|no main manifest attribute, in .+|"
    r"Caused by: java\.lang\.(?:ClassNotFound|NoClassDefFound)\S*: .+)$",
    limit=2,
)

_JAVAC = r"^\S+\.(?:java|kt|scala):\d+: error: .+$|^e: \S+\.kts?:\d+:\d+ .+$"


def javac(out: Output) -> str | None:
    return trigger(_with_symbol(out, grep(out, _JAVAC)))


def _with_symbol(out: Output, errors: list[str]) -> list[str]:
    """javac's `cannot find symbol` is the same for every name it cannot find: the `symbol:   variable c`
    line under the first error names it."""
    at = next((n for n, ln in enumerate(out.lines) if errors and ln.rstrip().endswith(errors[0])), -1)
    for line in out.lines[at + 1 : at + 5] if at >= 0 else ():
        if ": error: " in line or rx(r"\.(?:java|kt|scala):\[\d+,\d+\] ").search(line):
            break  # the next error: its symbol is not the first one's
        said = line.removeprefix("[ERROR]").split()
        if said[:1] == ["symbol:"]:
            return [errors[0], " ".join(said), *errors[1:]]
    return errors


def maven(out: Output) -> str | None:
    """Maven: the compiler's file:[line,col] messages, else the first [ERROR] line that says something."""
    if not first(out, r"^\[INFO\] BUILD FAILURE|^\[ERROR\] (?:Failed to execute goal|COMPILATION ERROR)"):
        return None
    compile_errors = grep(out, r"^\[ERROR\] (\S+\.(?:java|kt|scala):\[\d+,\d+\] .+)$", group=1)
    failed_tests = grep(out, r"^\[ERROR\] {2,}(\S+:\d+ .+)$", group=1)  # surefire: Class.method:line message
    if compile_errors or failed_tests:
        return trigger(_with_symbol(out, compile_errors) or failed_tests)
    errors = [e for e in grep(out, r"^\[ERROR\] (.+)$", limit=10, group=1) if not e.startswith(_MVN_NOISE)]
    return trigger(e.replace(" -> [Help 1]", "") for e in errors[:2])


def gradle(out: Output) -> str | None:
    idx = line_index(out, r"^\* What went wrong:")
    if idx < 0:
        return trigger(grep(out, r"^(?:FAILURE: Build failed.*|BUILD FAILED.*)$", limit=1))
    return trigger(ln for ln in out.lines[idx + 1 : idx + 4] if ln.strip() and not ln.startswith(">  "))


# every row here is strict (trusted after exit 0); a row states only what differs
_jvm = base.partial(Detector, strict=True)

DETECTORS = (
    _jvm("java.exception", java_exception, ("Exception in thread",), tool="java", priority=20),
    _jvm(
        "java.launcher",
        java_launcher,
        ("Error: ", "no main manifest", "Caused by"),
        tool="java",
        scope=frozenset({"java"}),
        priority=30,
    ),
    _jvm("javac.error", javac, (": error: ", "e: "), tool="javac", scope=JAVA, priority=30),
    _jvm(
        "maven.error", maven, ("[ERROR]", "BUILD FAILURE"), tool="mvn", scope=frozenset({"mvn"}), priority=40
    ),
    _jvm(
        "gradle.error",
        gradle,
        ("What went wrong", "BUILD FAILED", "FAILURE:"),
        tool="gradle",
        scope=frozenset({"gradle"}),
        priority=40,
    ),
)
