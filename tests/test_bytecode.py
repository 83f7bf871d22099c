"""A hook process imports reflexion's modules straight from their cached bytecode, and only when that cache
is the one the standard import would use."""

from __future__ import annotations

import gc
import importlib.util
import os
import py_compile
import subprocess
import sys
from pathlib import Path

import pytest

from reflexion.__main__ import BytecodeFinder


def _module(
    root: Path, name: str, text: str, invalidation: py_compile.PycInvalidationMode | None = None
) -> Path:
    source = root / f"{name}.py"
    source.write_text(text)
    mode = invalidation or py_compile.PycInvalidationMode.TIMESTAMP
    py_compile.compile(
        str(source), cfile=importlib.util.cache_from_source(str(source)), invalidation_mode=mode
    )
    return source


def _load(finder: BytecodeFinder, name: str) -> object:
    spec = finder.find_spec(name)
    assert spec is not None and spec.loader is finder
    module = importlib.util.module_from_spec(spec)
    finder.exec_module(module)
    return module


def test_a_fresh_cache_is_loaded_as_the_module_with_its_file_and_cache(tmp_path: Path) -> None:
    source = _module(tmp_path, "leaf", "VALUE = 42\n")
    (tmp_path / "pkg").mkdir()
    _module(tmp_path / "pkg", "__init__", "NAME = 'pkg'\n")
    finder = BytecodeFinder(str(tmp_path))
    leaf = _load(finder, "reflexion.leaf")
    assert leaf.VALUE == 42 and leaf.__file__ == str(source).replace("\\", "/")  # type: ignore[attr-defined]
    assert leaf.__spec__.loader_state is None  # type: ignore[attr-defined]  # its bytes not kept
    package = _load(finder, "reflexion.pkg")
    assert package.NAME == "pkg" and package.__path__ == [str(tmp_path / "pkg").replace("\\", "/")]  # type: ignore[attr-defined]


def test_a_stale_missing_or_hash_based_cache_is_left_to_the_standard_import(tmp_path: Path) -> None:
    finder = BytecodeFinder(str(tmp_path))
    source = _module(tmp_path, "edited", "VALUE = 1\n")
    source.write_text("VALUE = 22\n")  # edited after it was compiled: another size
    assert finder.find_spec("reflexion.edited") is None
    (tmp_path / "bare.py").write_text("VALUE = 3\n")  # never compiled
    assert finder.find_spec("reflexion.bare") is None
    _module(tmp_path, "hashed", "VALUE = 4\n", py_compile.PycInvalidationMode.CHECKED_HASH)
    assert finder.find_spec("reflexion.hashed") is None
    assert finder.find_spec("reflexion.absent") is None
    _module(tmp_path, "json", "VALUE = 5\n")
    assert finder.find_spec("json") is None  # not ours


def test_a_hook_process_imports_reflexion_through_the_finder(monkeypatch: pytest.MonkeyPatch) -> None:
    """main() puts the finder first before the hook imports anything else of ours."""
    from reflexion import __main__, hook

    seen: list[object] = []
    monkeypatch.setattr(hook, "run", lambda name: seen.append(sys.meta_path[0]) or 0)
    monkeypatch.setattr(__main__, "leave", lambda code: None)
    monkeypatch.setattr(sys, "argv", ["reflexion", "hook", "learn"])
    monkeypatch.setattr("reflexion.cli.run", lambda: 0)
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    monkeypatch.setattr(gc, "disable", lambda: None)
    with pytest.raises(SystemExit):
        __main__.main()
    assert len(seen) == 1 and isinstance(seen[0], BytecodeFinder)


def test_a_module_the_finder_loads_is_the_module_the_standard_import_loads() -> None:
    """In a process of its own: reflexion.store loaded through the finder has the standard one's names."""
    code = (
        "import sys; import reflexion.__main__ as m; m.load_from_bytecode(); import reflexion.store as s; "
        "print(type(s.__spec__.loader).__name__, s.__file__ == s.__spec__.origin, len(dir(s)))"
    )
    plain = "import reflexion.store as s; print(len(dir(s)))"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    for _ in range(2):  # the first run may have to write the cache
        done = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, timeout=60, text=True, env=env
        )
    standard = subprocess.run([sys.executable, "-c", plain], capture_output=True, timeout=60, text=True)
    assert done.stdout.split() == ["BytecodeFinder", "True", standard.stdout.strip()], done.stderr


def isolated(code: str) -> subprocess.CompletedProcess[str]:
    """`code` run in a Python started as install writes a hook (-I -S), with this checkout's reflexion
    importable and `reflexion.__main__` imported as `m`."""
    root = str(Path(__file__).resolve().parent.parent)
    head = f"import sys; sys.path[:0] = [{root!r}]; import reflexion.__main__ as m; "
    return subprocess.run(
        [sys.executable, "-I", "-S", "-c", head + code], capture_output=True, text=True, timeout=60
    )


def test_a_hook_process_binds_future_annotations_without_the_standard_module() -> None:
    """A hook run (isolated, as install writes it) never imports the standard __future__ for the
    `from __future__ import annotations` every module of ours opens with; asked anything else, the
    stand-in gives the standard module's answer."""
    import __future__

    done = isolated(
        "sys.argv = ['reflexion', 'hook', 'recall']; sys.stdin = open(__import__('os').devnull); "
        "f = lambda: sys.modules['__future__']; "
        "m.leave = lambda code: sys.exit(print(sorted(vars(f())), f().annotations.compiler_flag, "
        "f().all_feature_names[-1], 'all_feature_names' in vars(f()))); m.main()"
    )
    names, flag, last, standard = done.stdout.rsplit(" ", 3)
    assert "'annotations'" in names and "'all_feature_names'" not in names, done.stderr
    assert int(flag) == __future__.annotations.compiler_flag
    assert last == __future__.all_feature_names[-1] and standard.strip() == "True"


def test_the_future_stand_in_gives_one_object_per_name_and_a_spec() -> None:
    """Review 4: through a module that bound the stand-in, each name asked ran the standard module again
    (`f.division is f.division` was False), and find_spec('__future__') raised (its __spec__ was None)."""
    done = isolated(
        "m.stand_in_future(); import __future__ as f; import importlib.util; "
        "print(f.division is f.division, f.annotations.compiler_flag == 0x1000000, "
        "importlib.util.find_spec('__future__') is not None, "
        "sys.modules['__future__'].division is f.division)"
    )
    assert done.stdout.split() == ["True", "True", "True", "True"], done.stderr
