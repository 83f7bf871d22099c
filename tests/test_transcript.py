"""The transcript reader on every shape of line the real corpus holds (1.0.x to 2.1.x), incrementally."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from reflexion.session.transcript import CALL, PROMPT, RESULT, SUMMARY, WORDS, Reader, not_run, steps

SHAPES: dict[str, Any] = json.loads(
    (Path(__file__).parent / "data" / "transcripts" / "shapes.json").read_text(encoding="utf-8")
)


def kinds(name: str) -> list[str]:
    return [s.kind for s in steps(SHAPES[name])]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("v2_result_obj", [RESULT]),  # toolUseResult an object (stdout, stderr, …)
        ("v1_result_str", [RESULT]),  # toolUseResult a string: 1.0.x
        ("result_blocks", [RESULT]),  # tool_result content as a list of text blocks
        ("sidechain", [WORDS]),
        ("summary", [SUMMARY]),
        ("compact", [SUMMARY]),  # a compaction's summary is no prompt
        ("ide", [PROMPT]),  # the IDE's note is dropped, the user's words kept
        ("meta", []),
        ("slash", []),
        ("task_note", []),  # a background task finished: not the user's words
        ("interrupt", []),
        ("queue", []),
        ("system", []),
    ],
)
def test_every_shape_in_the_corpus_gives_the_steps_it_holds(name: str, expected: list[str]) -> None:
    assert kinds(name) == expected


def test_fields_of_real_lines() -> None:
    [result] = steps(SHAPES["v2_result_obj"])
    assert result.id.startswith("toolu_") and result.error is False and result.ran
    assert result.response is not None and "stdout" in result.response
    [refused] = steps(SHAPES["v1_result_str"])
    assert refused.error and not refused.ran  # asked for a permission that was never granted: never ran
    [prompt] = steps(SHAPES["ide"])
    assert "<ide_opened_file>" not in prompt.text and prompt.text.strip()
    [words] = steps(SHAPES["sidechain"])
    assert words.sidechain and words.session and words.day == words.time[:10]


@pytest.mark.parametrize(
    ("text", "ran"),
    [
        ("Exit code 1\nnpm error Missing script", True),
        ("This command requires approval", False),
        ("The user doesn't want to proceed with this tool use. The tool use was rejected", False),
        ("Permission to use Bash has been auto-denied in dontAsk mode.", False),
        ("<tool_use_error>Sibling tool call errored</tool_use_error>", False),
        ("mkdir in '/x' was blocked. For security, Claude Code may only create directories …", False),
        ("Command failed: cygpath -u 'C:\\Users\\m'", True),  # the shell could not start: a hook fired
    ],
)
def test_calls_that_never_ran(text: str, ran: bool) -> None:
    assert not_run(text) is not ran


def line(kind: str, content: Any, n: int) -> str:
    return json.dumps({"type": kind, "sessionId": "s", "timestamp": f"2026-01-01T00:00:{n:02d}Z",
                       "message": {"content": content}}) + "\n"  # fmt: skip


def test_reading_is_incremental_and_a_line_still_being_written_waits(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    first = line("user", "fix the build", 1) + line("assistant", [{"type": "text", "text": "On it."}], 2)
    path.write_text(first + '{"type": "assistant", "mess', encoding="utf-8")
    reader = Reader(str(path))
    assert [s.kind for s in reader] == [PROMPT, WORDS]
    assert reader.offset == len(first.encode())
    call = [{"type": "tool_use", "id": "toolu_1", "name": "Bash", "input": {"command": "make"}}]
    path.write_text(first + line("assistant", call, 3), encoding="utf-8")
    later = Reader(str(path), reader.offset)
    [step] = list(later)
    assert step.kind == CALL and step.command == "make" and later.offset == path.stat().st_size


def test_lines_that_do_not_parse_are_counted_and_skipped(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    path.write_text(SHAPES["bad"] + "\n[1, 2]\n\n" + line("user", "hello", 1), encoding="utf-8")
    reader = Reader(str(path))
    assert [s.text for s in reader] == ["hello"] and reader.bad == 2


def test_an_absurdly_long_line_is_skipped_without_reading_it_into_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import reflexion.session.transcript as transcript

    monkeypatch.setattr(transcript, "CHUNK", 1024)
    monkeypatch.setattr(transcript, "LONGEST_LINE", 4096)
    path = tmp_path / "t.jsonl"
    path.write_text('{"x": "' + "y" * 20_000 + '"}\n' + line("user", "after", 1), encoding="utf-8")
    reader = Reader(str(path))
    assert [s.text for s in reader] == ["after"] and reader.bad == 1


def test_a_long_line_across_many_chunks_is_read_once_and_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A line of many chunks is joined once when it ends (not re-copied and re-searched per chunk), and
    the offset after it is exact, whatever the chunk boundaries."""
    import reflexion.session.transcript as transcript

    monkeypatch.setattr(transcript, "CHUNK", 64)
    long = line("user", "x" * 3000, 1)
    path = tmp_path / "t.jsonl"
    path.write_text(line("user", "before", 0) + long + line("user", "after", 2), encoding="utf-8")
    reader = Reader(str(path))
    assert [s.text for s in reader] == ["before", "x" * 3000, "after"] and reader.bad == 0
    assert reader.offset == path.stat().st_size


@pytest.mark.parametrize("fast", [None, "orjson"])
def test_a_long_line_is_held_twice_at_most(tmp_path: Path, fast: str | None) -> None:
    """A line of many chunks (a pasted image, a huge output): its bytes grow in one buffer, let go once
    decoded, its text once parsed. Its chunks joined, then sliced, then decoded held it four times over (a
    60 MB line took `reflexion learn` to 266 MB of memory)."""
    import tracemalloc

    import orjson

    output = "x" * (8 << 20)
    block = {"type": "tool_result", "tool_use_id": "t1", "content": output, "is_error": True}
    path = tmp_path / "t.jsonl"
    path.write_bytes(json.dumps({"type": "user", "message": {"content": [block]}}).encode() + b"\n")
    tracemalloc.start()
    try:
        found = list(Reader(str(path), 0, orjson.loads if fast else None))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert [s.kind for s in found] == [RESULT] and found[0].text.startswith("x")
    assert peak < 2.3 * len(output)
