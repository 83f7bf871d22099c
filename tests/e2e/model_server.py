"""A scripted stand-in for the Anthropic Messages API on 127.0.0.1: it answers Claude Code's main loop
with a fixed list of assistant turns and records every request body, so tests see what the model received.

Standard library only: it also runs inside the network namespace, started by runner.py.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

# One assistant turn is a list of content blocks; bash() and say() build them.
Turn = list[dict[str, Any]]

DONE: Turn = [{"type": "text", "text": "Done."}]


def bash(command: str, description: str = "") -> dict[str, Any]:
    """A tool_use block running `command` with Claude Code's Bash tool."""
    return {"type": "tool_use", "name": "Bash", "input": {"command": command, "description": description}}


def read(path: str) -> dict[str, Any]:
    """A tool_use block reading a file (Claude Code refuses to Edit a file the session has not read)."""
    return {"type": "tool_use", "name": "Read", "input": {"file_path": path}}


def edit(path: str, old: str, new: str) -> dict[str, Any]:
    """A tool_use block replacing `old` by `new` in a file with Claude Code's Edit tool."""
    change = {"file_path": path, "old_string": old, "new_string": new}
    return {"type": "tool_use", "name": "Edit", "input": change}


def say(text: str) -> dict[str, Any]:
    return {"type": "text", "text": text}


def is_main_loop(body: dict[str, Any]) -> bool:
    """The agent's own conversation carries the tool list; side requests (titles, summaries) do not."""
    tools = body.get("tools")
    return isinstance(tools, list) and any(isinstance(t, dict) and t.get("name") == "Bash" for t in tools)


# A command may name the entry the agent was last told about, as an agent would after reading the note
LAST_ENTRY = "RFX-LAST"
ENTRY_ID = re.compile(r"RFX-\d{8}-[0-9a-f]{6,40}")


def turn_for(body: dict[str, Any], script: list[Turn]) -> Turn:
    """The scripted turn that answers this main-loop request: the Nth after N assistant messages, so a
    retried request gets the same answer and a session never runs past its script (then: "Done.").
    RFX-LAST in a command becomes the last entry ID the request holds."""
    messages = body.get("messages")
    spoken = (
        sum(1 for m in messages if isinstance(m, dict) and m.get("role") == "assistant")
        if isinstance(messages, list)
        else 0
    )
    if spoken >= len(script):
        return DONE
    turn = script[spoken]
    if LAST_ENTRY not in json.dumps(turn):
        return turn
    ids = ENTRY_ID.findall(json.dumps(messages))  # none: the command keeps RFX-LAST and fails, visibly
    return json.loads(json.dumps(turn).replace(LAST_ENTRY, ids[-1])) if ids else turn


class ModelServer:
    """Serve `script` on 127.0.0.1 (a free port) in a thread; `requests` holds every request seen."""

    def __init__(self, script: list[Turn]) -> None:
        self.script = script
        self.requests: list[dict[str, Any]] = []
        self._ids = itertools.count(1)
        # tool_use ids are unique across sessions in Claude Code (the ledger of counted sightings relies
        # on it): each server, one per session, draws its own prefix
        self._prefix = os.urandom(4).hex()
        self._lock = threading.Lock()
        self._http = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self._thread = threading.Thread(target=self._http.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._http.server_address[1]}"

    def __enter__(self) -> ModelServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._http.shutdown()
        self._http.server_close()

    def record(self, method: str, path: str, body: Any) -> int:
        with self._lock:
            self.requests.append({"method": method, "path": path, "body": body})
            return next(self._ids)

    def answer(self, body: dict[str, Any], number: int) -> dict[str, Any]:
        """The assistant message for a POST /v1/messages."""
        blocks = turn_for(body, self.script) if is_main_loop(body) else [say("OK")]
        content = [
            dict(b, id=f"toolu_e2e_{self._prefix}_{number:04d}_{i}") if b["type"] == "tool_use" else dict(b)
            for i, b in enumerate(blocks)
        ]
        return {
            "id": f"msg_e2e_{number:04d}",
            "type": "message",
            "role": "assistant",
            "model": body.get("model", "claude-e2e"),
            "content": content,
            "stop_reason": "tool_use" if any(b["type"] == "tool_use" for b in content) else "end_turn",
            "stop_sequence": None,
            "usage": {"input_tokens": len(json.dumps(body)) // 4, "output_tokens": 10},
        }


def sse(message: dict[str, Any]) -> bytes:
    """The message as the Messages API streams it: start, one block at a time, delta, stop."""
    head = dict(message, content=[], stop_reason=None)
    events: list[tuple[str, dict[str, Any]]] = [("message_start", {"type": "message_start", "message": head})]
    for index, block in enumerate(message["content"]):
        if block["type"] == "tool_use":
            start = dict(block, input={})
            delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
        else:
            start, delta = {"type": "text", "text": ""}, {"type": "text_delta", "text": block["text"]}
        events += [
            ("content_block_start", {"type": "content_block_start", "index": index, "content_block": start}),
            ("content_block_delta", {"type": "content_block_delta", "index": index, "delta": delta}),
            ("content_block_stop", {"type": "content_block_stop", "index": index}),
        ]
    events += [
        (
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
                "usage": {"output_tokens": message["usage"]["output_tokens"]},
            },
        ),
        ("message_stop", {"type": "message_stop"}),
    ]
    return b"".join(f"event: {name}\ndata: {json.dumps(data)}\n\n".encode() for name, data in events)


def _handler(server: ModelServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            pass

        def _reply(self, status: int, payload: bytes, content_type: str = "application/json") -> None:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(payload)))
            self.send_header("request-id", "req_e2e")
            self.end_headers()
            self.wfile.write(payload)

        def do_POST(self) -> None:
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            try:
                body = json.loads(raw or b"{}")
            except ValueError:
                body = {"unparsed": raw.decode("utf-8", "replace")}
            number = server.record("POST", self.path, body)
            path = self.path.split("?")[0]
            if path.endswith("/v1/messages/count_tokens"):
                self._reply(200, json.dumps({"input_tokens": len(raw) // 4}).encode())
            elif path.endswith("/v1/messages") and isinstance(body, dict):
                message = server.answer(body, number)
                if body.get("stream"):
                    self._reply(200, sse(message), "text/event-stream")
                else:
                    self._reply(200, json.dumps(message).encode())
            else:
                self._not_found()

        def do_GET(self) -> None:
            server.record("GET", self.path, None)
            self._not_found()

        def do_HEAD(self) -> None:
            server.record("HEAD", self.path, None)
            self.send_response(200)
            self.end_headers()

        def _not_found(self) -> None:
            error = {"type": "error", "error": {"type": "not_found_error", "message": f"no {self.path} here"}}
            self._reply(404, json.dumps(error).encode())

    return Handler
