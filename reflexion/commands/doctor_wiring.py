"""doctor's wiring checks: which settings files hold our hooks, on which events and matchers, whether each is
wired exactly once, and whether the command lines they name can start."""

from __future__ import annotations

import os
import re
import shlex
import shutil
from typing import NamedTuple

from reflexion import DISTRIBUTION, settings
from reflexion.commands import install
from reflexion.commands.doctor import Check

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping

    from reflexion.store import Store

# What must be wired, and why it matters when it is not (the fix is always `reflexion install`).
REQUIRED: tuple[tuple[str, str | None, str, str], ...] = (
    (
        "PostToolUseFailure",
        "Bash",
        "capture",
        "failed commands never reach reflexion (PostToolUse skips them)",
    ),
    ("PostToolUse", "Bash", "capture", "failures that a pipe hides (`npm test | tail`) are never counted"),
    ("UserPromptSubmit", None, "capture", "the user's corrections are not recorded"),
    ("UserPromptSubmit", None, "recall", "past fixes are never shown to the agent"),
    ("Stop", None, "learn", "nothing is learned from the session: no fix is ever attributed"),
)
PROMOTE_EVENTS = ("SessionStart", "Stop")
LEARN_EVENTS = ("Stop", "SubagentStop", "SessionEnd", "PreCompact")
_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")
_VARIABLE = re.compile(r"\$\{(\w+)\}|\$(\w+)")


class Wired(NamedTuple):
    """One of our hooks and where it comes from (a settings file, or the reflexion plugin)."""

    source: str
    scope: str
    hook: settings.Found


def read_sources(store: Store) -> tuple[list[Check], list[Wired]]:
    """Each settings file Claude Code merges (user, project, local) and the hooks of ours it holds."""
    checks: list[Check] = []
    wired: list[Wired] = []
    layers: list[dict[str, object]] = []
    switch: tuple[str, object] | None = None  # disableAllHooks: the most specific file that sets it wins
    for scope in ("user", "project", "local"):
        path = install.settings_path(store, scope)
        shown = install.display(store, path)
        try:
            text = install.read_settings(path)
            data = settings.parse(text or "")[0]
        except OSError as exc:
            checks.append(Check("fail", f"{shown}: cannot read it ({exc.strerror})", "make it readable"))
            continue
        except (settings.SettingsError, UnicodeDecodeError) as exc:
            fix = f"repair it by hand ({path.name}.bak may hold a good copy)"
            checks.append(Check("fail", f"{shown}: {exc}; Claude Code cannot use it either", fix))
            continue
        if text is None:
            checks.append(Check("info", f"{shown}: not present"))
            continue
        layers.append(data)
        if "disableAllHooks" in data:
            switch = (shown, data["disableAllHooks"])
        found = settings.find_our_hooks(data)
        wired += [Wired(shown, scope, f) for f in found]
        events = ", ".join(dict.fromkeys(f.event for f in found))
        checks.append(
            Check("ok", f"{shown}: {len(found)} reflexion hooks ({events})")
            if found
            else Check("info", f"{shown}: no reflexion hooks")
        )
    for plugin in settings.enabled_plugins(layers):
        checks.append(Check("info", f"plugin {plugin} is enabled; its hooks run `reflexion` from PATH"))
        wired += plugin_hooks(f"plugin {plugin}", "plugin")
    if switch and switch[1] is True:
        text = f"{switch[0]} sets disableAllHooks: no hook runs at all"
        checks.append(Check("fail", text, f"remove disableAllHooks from {switch[0]}"))
    return checks, wired


def plugin_hooks(source: str, scope: str) -> list[Wired]:
    """The reflexion plugin's hooks (hooks/hooks.json holds exactly these)."""
    block = {"hooks": settings.hooks_block(settings.PLUGIN_PREFIX)}
    return [Wired(source, scope, found) for found in settings.find_our_hooks(block)]


def wiring_checks(wired: list[Wired]) -> list[Check]:
    if not wired:  # one line, not one per hook: the first thing a newcomer sees before installing
        return [
            Check(
                "fail",
                "no settings file and no plugin runs reflexion's hooks: nothing is captured or recalled",
                "reflexion install",
            )
        ]
    checks = [_required(wired, *need) for need in REQUIRED]
    promote = [w for w in wired if w.hook.subcommand == "promote" and w.hook.event in PROMOTE_EVENTS]
    checks.append(
        Check("ok", f"{promote[0].hook.event} runs promote ({promote[0].source})")
        if promote
        else Check(
            "warn",
            "no SessionStart hook runs promote (rules are still written whenever an entry changes)",
            "reflexion install",
        )
    )
    older = dict.fromkeys(w.source for w in wired if not settings.names_hook(w.hook.command))
    for source in older:
        checks.append(
            Check(
                "warn",
                f"{source}: hook commands of an older install (a bare `reflexion promote` is now the "
                "person's command: it would print its report into the session)",
                _fix(next(w for w in wired if w.source == source)),
            )
        )
    expected = {(event, sub) for event, _, sub, _ in settings.WIRING}
    expected |= {(e, "promote") for e in PROMOTE_EVENTS} | {(e, "learn") for e in LEARN_EVENTS}
    for w in wired:
        if (w.hook.event, w.hook.subcommand) not in expected:
            checks.append(
                Check(
                    "warn",
                    f"{w.source}: {w.hook.event} runs {w.hook.subcommand}, which does nothing there",
                    f"remove that hook from {w.source}",
                )
            )
    return checks


def _required(wired: list[Wired], event: str, matcher: str | None, sub: str, why: str) -> Check:
    label = f"{event} ({matcher})" if matcher else event
    hits = [w for w in wired if w.hook.event == event and w.hook.subcommand == sub]
    firing = distinct([w for w in hits if settings.covers(event, w.hook.matcher, matcher)])
    if len(firing) == 1:
        same = [w.source for w in hits if w.hook.command == firing[0].hook.command and w is not firing[0]]
        also = f"; the identical one in {', '.join(same)} runs with it once" if same else ""
        return Check("ok", f"{label} runs {sub} ({firing[0].source}{also})")
    if len(firing) > 1:
        where = " and ".join(dict.fromkeys(w.source for w in firing))
        return Check(
            "fail",
            f"{label} runs {sub} {len(firing)} times ({where}): every event is handled twice",
            _keep_one(firing),
        )
    if hits:
        bad = hits[0]
        return Check(
            "fail",
            f"{label}: {sub} is wired with matcher {bad.hook.matcher!r} in {bad.source}, "
            f"which never fires for the {matcher} tool: {why}",
            _fix(bad),
        )
    return Check("fail", f"{label} does not run {sub}: {why}", _fix(wired[0] if wired else None))


def distinct(firing: list[Wired]) -> list[Wired]:
    """The handlers Claude Code really runs: identical commands from several settings files run once."""
    runs: dict[tuple[str, str], Wired] = {}
    for w in firing:
        plugin = w.source if w.source.startswith("plugin") else None
        runs.setdefault(settings.run_key(w.hook.command, plugin), w)
    return list(runs.values())


def _fix(where: Wired | None) -> str:
    if where is None or where.source.startswith("plugin"):
        return "reflexion install"
    return "reflexion install" + ("" if where.scope == "local" else f" --scope {where.scope}")


def _keep_one(firing: list[Wired]) -> str:
    extra = next((w for w in firing[1:] if not w.source.startswith("plugin")), firing[-1])
    if extra.source.startswith("plugin"):
        return f"disable {extra.source[len('plugin ') :]} or remove the hooks from {firing[0].source}"
    return f"keep one copy: reflexion install --uninstall --scope {extra.scope}"


def chosen_commands(wired: list[Wired]) -> dict[tuple[str, str], str]:
    """The command line Claude Code runs for each (event, subcommand) we wire: the first that fires."""
    chosen: dict[tuple[str, str], str] = {}
    for event, matcher, sub, _ in settings.WIRING:
        for w in wired:
            if (w.hook.event, w.hook.subcommand) == (event, sub) and settings.covers(
                event, w.hook.matcher, matcher
            ):
                chosen.setdefault((event, sub), w.hook.command)
    return chosen


# ---------------------------------------------------------------------------------------------- commands


def start_check(command: str, env: Mapping[str, str]) -> Check:
    """The command must name a program that exists: an absolute path, or a name found on PATH."""
    program = executable(command, env)
    line = settings.shown(command)
    if program is None:
        return Check("fail", f"`{line}`: cannot tell which program it runs", "reflexion install")
    if os.path.dirname(program):
        if os.path.isfile(program) and os.access(program, os.X_OK):
            return Check("ok", f"`{line}` starts {program}")
        return Check(
            "fail",
            f"`{line}`: {program} does not exist or is not executable",
            "reinstall reflexion, then run: reflexion install",
        )
    found = shutil.which(program, path=env.get("PATH"))
    plugin = command.startswith((settings.PLUGIN_PREFIX, settings.TEAM_PREFIX))  # both run it from PATH
    if found:
        where = "Claude Code may start hooks with another PATH"
        fix = (
            "keep it on the PATH Claude Code starts with"
            if plugin
            else "reflexion install (writes an absolute path)"
        )
        return Check("warn", f"`{line}` starts {found} from PATH; {where}", fix)
    if plugin:
        who = (
            "the project's settings run"
            if command.startswith(settings.TEAM_PREFIX)
            else "the reflexion plugin runs"
        )
        return Check(
            "fail",
            f"{who} `reflexion`, which is not on PATH",
            f"pipx install {DISTRIBUTION}",
        )
    return Check(
        "fail",
        f"`{line}`: {program} not found on PATH",
        "reflexion install (writes the absolute path of this reflexion)",
    )


def executable(command: str, env: Mapping[str, str]) -> str | None:
    """The program the line's last simple command runs (after `;`, `&&`, `||`), variables expanded."""
    try:
        lexer = shlex.shlex(command, posix=True, punctuation_chars=";&|")
        lexer.whitespace_split = True
        words = list(lexer)
    except ValueError:
        return None
    operators = [i for i, word in enumerate(words) if set(word) <= set(";&|")]
    words = words[operators[-1] + 1 :] if operators else words
    while words and (_ASSIGNMENT.match(words[0]) or words[0] in ("exec", "env", "command")):
        words = words[1:]
    if not words:
        return None
    expanded = _VARIABLE.sub(lambda m: env.get(m.group(1) or m.group(2), m.group(0)), words[0])
    return os.path.expanduser(expanded)
