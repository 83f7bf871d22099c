"""Pure: detectors for git — fatal/error lines, merge conflicts, rejected pushes, an empty commit."""

from __future__ import annotations

from reflexion.detectors.base import Detector, Output, at_edges, grep, partial, trigger

GIT = frozenset({"git"})
_CONFLICT_VERBS = frozenset(
    {"merge", "rebase", "pull", "cherry-pick", "revert", "stash", "am", "checkout", "switch", "apply"}
)
_CONFLICT_OUTCOME = (
    r"^(?:Automatic merge failed.*|error: could not apply .+|error: Failed to merge .+|"
    r"The stash entry is kept.*|Resolve all conflicts manually.*|error: patch failed: .+|"
    r"CONFLICT \(modify/delete\).*)$"
)


def _git_subs(out: Output) -> set[str]:
    return {s.sub for s in out.command.segments if s.tool == "git"}


def git_error(out: Output) -> str | None:
    """`fatal:` / `error:` lines (the remote's own first: why it refused a push); on `git log|diff|show`
    only at the very start or end (else it is data)."""
    lines = grep(out, r"^(?:remote: )?(?:fatal|error): .+$|^ ! \[(?:remote )?rejected\] .+$", limit=2)
    if not lines:
        return None
    return trigger(at_edges(out, lines))


def git_conflict(out: Output) -> str | None:
    if not _git_subs(out) & _CONFLICT_VERBS:
        return None
    conflicts = grep(out, r"^CONFLICT \(.+$", limit=3)
    return trigger([*conflicts, *grep(out, _CONFLICT_OUTCOME, limit=1)]) if conflicts else None


def git_nothing_to_commit(out: Output) -> str | None:
    if "commit" not in _git_subs(out):
        return None  # `git status` says this on success; only `git commit` fails with it
    return trigger(
        grep(out, r"^(?:nothing to commit|nothing added to commit|no changes added to commit).*$", limit=1)
    )


# git's own messages, from git alone (not via wrappers): valid on `git log` output and after exit 0
_git = partial(Detector, tool="git", scope=GIT, indirect=False, strict=True, own=True, priority=50)

DETECTORS = (
    _git("git.conflict", git_conflict, ("CONFLICT (",)),
    _git("git.error", git_error, ("fatal: ", "error: ", "rejected]")),
    _git(
        "git.nothing_to_commit",
        git_nothing_to_commit,
        ("nothing to commit", "nothing added to commit", "no changes added to commit"),
    ),
)
