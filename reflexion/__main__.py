"""Entry point: `reflexion hook <name>` (what install writes) takes the lean hook path; the rest is the typer
app in cli.py."""

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from importlib.machinery import ModuleSpec
    from types import ModuleType
    from typing import Any

# `reflexion hook <name>`: always a hook run (reindex, learn-background: the jobs a hook starts in a
# process of its own)
HOOKS = ("capture", "recall", "promote", "learn", "reindex", "learn-background")
LEGACY_HOOKS = ("capture", "recall")  # bare `reflexion capture` in settings written by older installs


def is_hook_call(argv: list[str]) -> bool:
    """`reflexion hook <name>`, or a bare `reflexion capture|recall` with an event on stdin: the form older
    installs wrote, kept so their settings still work (a person's `capture`/`recall` needs arguments, so
    nothing a person means is taken from them). A bare `reflexion promote` is always the person's command,
    whatever stdin is (CI, cron, the agent's own Bash tool)."""
    if len(argv) == 3 and argv[1] == "hook":
        return argv[2] in HOOKS
    return len(argv) == 2 and argv[1] in LEGACY_HOOKS and not _stdin_is_terminal()


def _stdin_is_terminal() -> bool:
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (ValueError, OSError):
        return False


def main() -> None:
    if is_hook_call(sys.argv):
        import gc

        # A hook is one short process whose objects are nearly all alive to its end: the cycle collector
        # finds nothing to free (a few objects a turn) yet walks them again and again, ~1.5 ms of a Stop
        # hook and half the time of learning a long transcript. Reference counting still frees the rest.
        gc.disable()
        stand_in_future()
        try:
            load_from_bytecode()
        except Exception:  # an interpreter unlike CPython's: the standard import does it all, as off POSIX
            pass
        try:
            from reflexion import hook
        except BaseException:  # halfway through an upgrade, a module cut short: the session goes on
            leave(0)
        leave(hook.run(sys.argv[-1]))
    from reflexion.cli import run

    sys.exit(run())


def stand_in_future() -> None:
    """Every module of ours opens with `from __future__ import annotations`: the compiler settles it, and at
    run time it only binds the name `annotations` — importing the standard __future__ module for it (its
    search, its _Feature class and ten instances) cost each hook 0.55 M instructions, 1.4% of a bare
    Python start. A hook's process gets a module holding just that name; the first other name asked of it
    loads the standard module in its place."""
    if "__future__" in sys.modules:
        return
    stand_in = type(sys)("__future__")
    # `__future__.annotations` by the attributes of the standard module's _Feature, on a SimpleNamespace
    # (the type of sys.implementation): a class of its own cost 0.12 M instructions to create
    namespace: Any = type(sys.implementation)
    stand_in.annotations = namespace(  # type: ignore[attr-defined]
        optional=(3, 7, 0, "beta", 1),
        mandatory=None,
        compiler_flag=0x1000000,  # CO_FUTURE_ANNOTATIONS
        getOptionalRelease=lambda: (3, 7, 0, "beta", 1),
        getMandatoryRelease=lambda: None,
    )
    setattr(stand_in, "__getattr__", _standard_future)  # noqa: B010 - PEP 562: any other name
    stand_in.__spec__ = sys.modules["_frozen_importlib"].ModuleSpec("__future__", None)  # find_spec asks
    sys.modules["__future__"] = stand_in


def _standard_future(name: str) -> object:
    """Any name but `annotations`: the standard module takes the stand-in's place, and the stand-in (which
    a module may hold already) gets its names, so that each is one object whichever module one asks."""
    if name.startswith("__"):  # the import system asks any module it imports from for __path__
        raise AttributeError(name)
    stand_in = sys.modules.get("__future__")
    if stand_in is not None and vars(stand_in).get("__getattr__") is _standard_future:
        del sys.modules["__future__"]
    else:
        stand_in = None  # the standard module is in place already
    import __future__

    if stand_in is not None:
        vars(stand_in).update({k: v for k, v in vars(__future__).items() if not k.startswith("__")})
    return getattr(__future__, name)


def load_from_bytecode() -> None:
    """Import reflexion's own modules in this process straight from their cached bytecode (BytecodeFinder).
    Not under -O (other cache files), a pycache prefix or off POSIX: there the standard import does it all."""
    if sys.flags.optimize or sys.pycache_prefix or sys.platform == "win32":
        return
    import reflexion

    sys.meta_path.insert(0, BytecodeFinder(reflexion.__path__[0]))


class BytecodeFinder:
    """Finds and loads `reflexion.*` from `__pycache__/<name>.<tag>.pyc` when that file is the one the
    standard import would use (this interpreter's magic number, a timestamp pyc of the source's mtime and
    size), else leaves the module to the standard import (which compiles it and writes the cache). The
    standard import's search, written in Python, costs ~0.15 ms a module, and a Stop imports 60 of ours:
    here it is one stat, one read and no search."""

    def __init__(self, root: str) -> None:
        import _frozen_importlib_external as external  # already loaded: the import system itself
        import _imp
        import marshal
        import posix

        # kept here: an import statement in find_spec and exec_module, three a module, cost ~3,500
        # instructions each (0.45 M of a failure's hook)
        self.posix, self.marshal, self.imp = posix, marshal, _imp
        self.root = root.replace("\\", "/")
        self.header = external.MAGIC_NUMBER + bytes(4)  # flags 0: a timestamp pyc, never a hash-based one
        self.tag = sys.implementation.cache_tag
        self.spec_of: type[ModuleSpec] = sys.modules["_frozen_importlib"].ModuleSpec

    def find_spec(self, name: str, path: object = None, target: object = None) -> "ModuleSpec | None":
        if not name.startswith("reflexion.") or self.tag is None:
            return None
        posix = self.posix
        base = self.root + "/" + name[10:].replace(".", "/")
        for source, package in ((base + "/__init__.py", True), (base + ".py", False)):  # FileFinder's order
            try:
                st = posix.stat(source)
            except OSError:
                continue
            folder, _, file = source.rpartition("/")
            cached = f"{folder}/__pycache__/{file[:-3]}.{self.tag}.pyc"
            stamp = (int(st.st_mtime) & 0xFFFFFFFF).to_bytes(4, "little")
            stamp += (st.st_size & 0xFFFFFFFF).to_bytes(4, "little")
            try:
                fd = posix.open(cached, posix.O_RDONLY)
                try:
                    data = posix.read(fd, posix.fstat(fd).st_size)
                finally:
                    posix.close(fd)
            except OSError:
                return None
            if data[:8] != self.header or data[8:16] != stamp:
                return None  # stale or another kind: the standard import compiles it anew
            # a loader by its two methods; importlib.abc's base class would cost its import
            spec = self.spec_of(name, self, origin=source, loader_state=data, is_package=package)  # type: ignore[arg-type]
            spec.has_location = True
            spec.cached = cached
            if package:
                spec.submodule_search_locations = [folder]
            return spec
        return None

    def create_module(self, spec: "ModuleSpec") -> None:
        return None  # the default module object

    def exec_module(self, module: "ModuleType") -> None:
        spec = module.__spec__
        if spec is not None:
            data, spec.loader_state = spec.loader_state, None  # its bytes are not kept for the whole run
            code = self.marshal.loads(memoryview(data)[16:])
            self.imp._fix_co_filename(code, spec.origin)  # type: ignore[attr-defined]  # a moved checkout
            exec(code, module.__dict__)


def leave(code: int) -> None:
    """End a hook's process at once: the interpreter's teardown (freeing every module and object a Stop
    loaded) costs ~4 ms of a ~30 ms hook, and a hook leaves nothing to it: its files are written and
    closed, its lock goes with the process. Only stdout and stderr may still hold bytes: flushed first."""
    try:
        from posix import _exit  # os's very function, without importing os (reflexion.posixos)
    except ImportError:  # Windows
        from os import _exit

    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:  # a reader that left: nothing more can reach it
            pass
    _exit(code)


if __name__ == "__main__":
    main()
