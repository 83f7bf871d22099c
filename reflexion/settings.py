"""Pure: reflexion's hooks in Claude Code's settings files — the block, merging it in and out, finding it.

A settings file is parsed to a dict (key order kept) plus its style (indent, newline, BOM), changed by pure
functions, and rendered back in the same style. Our hook objects are recognised by their command: it ends
with `reflexion [hook] capture|recall|promote|learn` (a console script, `reflexion.exe`, `python -m
reflexion`).
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any, NamedTuple

from reflexion import jsonsplice

# (event, matcher, subcommand, timeout in seconds): what `reflexion install` wires (SPEC §5).
WIRING: tuple[tuple[str, str | None, str, int], ...] = (
    ("PostToolUseFailure", "Bash", "capture", 10),
    ("PostToolUse", "Bash", "capture", 10),
    ("UserPromptSubmit", None, "capture", 10),
    ("UserPromptSubmit", None, "recall", 10),
    ("Stop", None, "learn", 60),
    ("SubagentStop", None, "learn", 60),
    ("SessionEnd", None, "learn", 10),
    ("SessionStart", None, "promote", 30),
)
# Events whose matcher is a tool name; on the others (UserPromptSubmit, Stop) a matcher is ignored.
TOOL_EVENTS = frozenset({"PreToolUse", "PostToolUse", "PostToolUseFailure", "PermissionRequest"})
SUBCOMMANDS = ("capture", "recall", "promote", "learn")
PLUGIN_NAME = "reflexion"  # .claude-plugin/plugin.json's name: enabledPlugins holds `reflexion@<marketplace>`
# The plugin's hooks (hooks/hooks.json) run the `reflexion` on PATH, or say how to install it.
PLUGIN_PREFIX = (
    "command -v reflexion >/dev/null 2>&1 || "
    '{ echo "reflexion plugin: the reflexion command is not installed; install it with: '
    "pipx install reflexion-cli (or this plugin's copy: pipx install '${CLAUDE_PLUGIN_ROOT}')\" >&2; "
    "exit 1; }; reflexion"
)
# The project scope's hooks (committed in .claude/settings.json): the `reflexion` on each teammate's PATH.
TEAM_PREFIX = (
    "command -v reflexion >/dev/null 2>&1 || "
    '{ echo "reflexion: the hooks of this project need the reflexion command on PATH: '
    'pipx install reflexion-cli" >&2; exit 1; }; reflexion'
)

# Ours: `reflexion capture`, `'/x y/bin/reflexion' recall`, `C:/v/reflexion.exe promote`, `py -m reflexion …`
_OURS = re.compile(
    r"""(?:(?:^|[\s/\\'"])reflexion(?:\.exe)?|reflexion\.__main__ import main; main\(\))['"]?"""
    r"""\s+(?:hook\s+)?(capture|recall|promote|learn)\s*$""",
    re.I,
)
_PLAIN_MATCHER = re.compile(r"[A-Za-z0-9_|]*")
_INDENT = re.compile(r"\A\s*\{[ \t]*\r?\n([ \t]+)\S")
_BLANK = " \t\r\n"


class SettingsError(ValueError):
    """The settings file cannot be changed safely (not JSON, or a part we must edit has the wrong shape)."""


class Style(NamedTuple):
    """How a settings file is written, so a rewrite changes only what it must."""

    indent: str = "  "
    newline: str = "\n"
    bom: bool = False


class Found(NamedTuple):
    """One of our hook objects in a settings dict."""

    event: str
    matcher: str | None
    subcommand: str
    command: str


# ---------------------------------------------------------------------------------------------- the block


def hooks_block(prefix: str) -> dict[str, list[dict[str, Any]]]:
    """The `hooks` object install writes, every command starting with `prefix` (see commands/install.py)."""
    block: dict[str, list[dict[str, Any]]] = {}
    for event, matcher, sub, timeout in WIRING:
        groups = block.setdefault(event, [])
        if not groups:
            groups.append({"matcher": matcher, "hooks": []} if matcher else {"hooks": []})
        groups[0]["hooks"].append(
            {"type": "command", "command": f"{prefix} {hook_words(sub)}", "timeout": timeout}
        )
    return block


def hook_words(sub: str) -> str:
    """How a hook command names what it runs: `hook <name>`, so a person's `reflexion promote` (in CI, in
    a script, in the agent's own Bash tool) is never taken for a hook run, whatever stdin is."""
    return f"hook {sub}"


def subcommand(command: object) -> str | None:
    """The hook (`capture`, `recall`, `promote`, `learn`) this command runs reflexion as, else None."""
    if not isinstance(command, str):
        return None
    found = _OURS.search(command)
    return found.group(1).lower() if found else None


def names_hook(command: str) -> bool:
    """Whether one of our hook commands says `hook <name>`, as install writes it since hooks named
    themselves (older installs wrote a bare `reflexion promote`: now a person's command)."""
    found = _OURS.search(command)
    return found is not None and command[: found.start(1)].rstrip().endswith("hook")


def shown(command: str) -> str:
    """A command line as reports show it: the plugin's long guard abbreviated."""
    if command.startswith(PLUGIN_PREFIX):
        return "[plugin] reflexion" + command[len(PLUGIN_PREFIX) :]
    if command.startswith(TEAM_PREFIX):
        return "[PATH] reflexion" + command[len(TEAM_PREFIX) :]
    return command


def is_ours(hook: object) -> bool:
    return isinstance(hook, dict) and subcommand(hook.get("command")) is not None


def matcher_matches(matcher: object, tool: str) -> bool:
    """Claude Code's rule: empty/absent/`*` match all; a plain `A|B` list matches exactly; else a regex."""
    if matcher is None or matcher in ("", "*"):
        return True
    if not isinstance(matcher, str):
        return False
    if _PLAIN_MATCHER.fullmatch(matcher):
        return tool in matcher.split("|")
    try:
        return re.search(matcher, tool) is not None
    except re.error:
        return matcher == tool


def covers(event: str, group_matcher: object, matcher: str | None) -> bool:
    """Whether a group with `group_matcher` fires whenever a group with our `matcher` would."""
    if event in TOOL_EVENTS and matcher:
        return matcher_matches(group_matcher, matcher)
    return event not in ("SessionStart",) or group_matcher in (None, "", "*")


# ---------------------------------------------------------------------------------------------- reading


def enabled_plugins(layers: list[dict[str, Any]]) -> list[str]:
    """The reflexion plugin IDs (`reflexion@<marketplace>`) that `enabledPlugins` turns on, given the
    settings files least specific first (user, project, local): as in Claude Code, a more specific file's
    value for a plugin overrides the others'. A value is on when `true` or a list of versions."""
    state: dict[str, bool] = {}
    for data in layers:
        plugins = data.get("enabledPlugins")
        if not isinstance(plugins, dict):
            continue
        for name, value in plugins.items():
            if isinstance(name, str) and name.split("@")[0] == PLUGIN_NAME:
                state[name] = value is True or (isinstance(value, list) and bool(value))
    return [name for name, on in state.items() if on]


def run_key(command: str, plugin: str | None) -> tuple[str, str]:
    """What makes two hook handlers of one event one run: Claude Code runs an identical command from two
    settings files once, but a plugin's hooks run beside the settings' (and another plugin's)."""
    return (plugin or "settings", command)


def find_our_hooks(settings: dict[str, Any]) -> list[Found]:
    """Every hook object of ours, in file order; malformed parts of the file are skipped."""
    found: list[Found] = []
    for event, group, hook in _walk(settings):
        sub = subcommand(hook.get("command"))
        matcher = group.get("matcher")
        if sub:
            found.append(Found(event, _text(matcher), sub, hook["command"]))
    return found


def _walk(settings: dict[str, Any]) -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    hooks = settings.get("hooks")
    if not isinstance(hooks, dict):
        return []
    return [
        (event, group, hook)
        for event, groups in hooks.items()
        for group in (_groups(groups) if isinstance(groups, list) else [])
        for hook in group["hooks"]
        if isinstance(hook, dict)
    ]


# ---------------------------------------------------------------------------------------------- changing


def merge(settings: dict[str, Any], block: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """`settings` with the block's hooks in: a hook of ours already in a group that fires for it is updated
    in place; other copies of it on that event (a wrong matcher, a duplicate) go; what is missing is added in
    a group of its own. Everything else keeps its value and its place."""
    new = copy.deepcopy(settings)
    hooks = new.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise SettingsError("`hooks` is not an object; fix it by hand, then run install again")
    for event, groups in block.items():
        current = hooks.setdefault(event, [])
        if not isinstance(current, list):
            raise SettingsError(f"`hooks.{event}` is not a list; fix it by hand, then run install again")
        had_ours = [g for g in _groups(current) if any(is_ours(h) for h in g["hooks"])]
        for group in groups:
            for hook in group["hooks"]:
                _place(current, event, group.get("matcher"), hook)
        current[:] = [g for g in current if not (any(g is h for h in had_ours) and g["hooks"] == [])]
    return new


def _place(groups: list[Any], event: str, matcher: str | None, hook: dict[str, Any]) -> None:
    sub = subcommand(hook["command"])
    kept = False
    for group in _groups(groups):
        fires = covers(event, group.get("matcher"), matcher)
        result = []
        for old in group["hooks"]:
            if isinstance(old, dict) and subcommand(old.get("command")) == sub:
                if kept or not fires:
                    continue  # a copy that never fires for it, or a second one that would run it twice
                kept = True
                old = old if all(old.get(k) == v for k, v in hook.items()) else {**old, **hook}
            result.append(old)
        if result != group["hooks"]:
            group["hooks"] = result
    if not kept:
        _our_group(groups, matcher)["hooks"].append(dict(hook))


def _our_group(groups: list[Any], matcher: str | None) -> dict[str, Any]:
    """Where a missing hook goes: the group already holding ours with the same matcher, or a new one (so
    uninstall can take it out whole and the user's own groups are never mixed with ours)."""
    for group in _groups(groups):
        if group.get("matcher") == matcher and any(is_ours(h) for h in group["hooks"]):
            return group
    fresh: dict[str, Any] = {"matcher": matcher, "hooks": []} if matcher else {"hooks": []}
    groups.append(fresh)
    return fresh


def _groups(groups: list[Any]) -> list[dict[str, Any]]:
    return [g for g in groups if isinstance(g, dict) and isinstance(g.get("hooks"), list)]


def unmerge(settings: dict[str, Any]) -> dict[str, Any]:
    """`settings` without any hook of ours; the groups, events and `hooks` object this empties go too."""
    new = copy.deepcopy(settings)
    hooks = new.get("hooks")
    if not isinstance(hooks, dict):
        return new
    for event, groups in list(hooks.items()):
        if not isinstance(groups, list):
            continue
        emptied = [g for g in _groups(groups) if any(is_ours(h) for h in g["hooks"])]
        for group in emptied:
            group["hooks"] = [h for h in group["hooks"] if not is_ours(h)]
        groups[:] = [g for g in groups if not (any(g is e for e in emptied) and not g["hooks"])]
        if emptied and not groups:
            del hooks[event]
    if not hooks and settings.get("hooks"):
        del new["hooks"]
    return new


# ---------------------------------------------------------------------------------------------- text


def parse(text: str) -> tuple[dict[str, Any], Style]:
    """The settings dict and the file's style; an empty file is an empty object."""
    bom = text.startswith("\ufeff")
    body = text[1:] if bom else text
    found = _INDENT.match(body)
    style = Style(found.group(1) if found else "  ", "\r\n" if "\r\n" in body else "\n", bom)
    if not body.strip():
        return {}, style
    try:
        data = json.loads(body)
    except ValueError as exc:
        raise SettingsError(f"not valid JSON ({exc})") from None
    if not isinstance(data, dict):
        raise SettingsError("not a JSON object")
    return data, style


def render(settings: dict[str, Any], style: Style | None = None, old: str = "") -> str:
    """The file's new text: `old` (the text `settings` replaces) with only the changed parts rewritten, in
    its indent and newlines (no ASCII escaping, as Claude Code writes it), ending with a newline."""
    style = style or Style()
    body = old[1:] if old.startswith("\ufeff") else old
    if body.strip():
        text = jsonsplice.splice(body, json.loads(body), settings, style.indent, style.newline)
    else:
        text = jsonsplice.render(settings, 0, style.indent, style.newline)
    if not text.endswith("\n"):
        text = text.rstrip(_BLANK) + style.newline
    return ("\ufeff" if style.bom else "") + text


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None
