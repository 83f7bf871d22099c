"""The scripted model server speaks the Messages API the way Claude Code reads it (fast: no Claude Code)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

import pytest
from model_server import DONE, ModelServer, bash, say, turn_for

TOOLS = [{"name": "Bash", "input_schema": {}}]


def post(url: str, body: dict[str, Any]) -> tuple[str, bytes]:
    request = urllib.request.Request(f"{url}/v1/messages?beta=true", json.dumps(body).encode(), method="POST")
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.headers["Content-Type"], response.read()


def from_stream(raw: bytes) -> dict[str, Any]:
    """Rebuild the message from its SSE events, as a client does."""
    events = [json.loads(line[6:]) for line in raw.decode().splitlines() if line.startswith("data: ")]
    assert events[0]["type"] == "message_start" and events[-1]["type"] == "message_stop"
    message = events[0]["message"]
    for event in events:
        if event["type"] == "content_block_start":
            message["content"].append(dict(event["content_block"]))
        elif event["type"] == "content_block_delta":
            block, delta = message["content"][event["index"]], event["delta"]
            if delta["type"] == "text_delta":
                block["text"] += delta["text"]
            else:
                block["input"] = json.loads(delta["partial_json"])
        elif event["type"] == "message_delta":
            message["stop_reason"] = event["delta"]["stop_reason"]
    return message


def test_streamed_and_plain_answers_carry_the_same_scripted_turn() -> None:
    script = [[say("Let me build."), bash("npm run build", "Build")], [say("Done building.")]]
    asked = {"model": "m", "tools": TOOLS, "messages": [{"role": "user", "content": "build it"}]}
    with ModelServer(script) as server:
        kind, raw = post(server.url, {**asked, "stream": True})
        streamed = from_stream(raw)
        plain = json.loads(post(server.url, asked)[1])
    assert kind == "text/event-stream" and streamed["stop_reason"] == plain["stop_reason"] == "tool_use"
    for message in (streamed, plain):
        assert [b["type"] for b in message["content"]] == ["text", "tool_use"]
        assert message["content"][1]["input"] == {"command": "npm run build", "description": "Build"}
    assert [r["body"]["messages"] for r in server.requests] == [asked["messages"]] * 2


def test_the_turn_follows_the_conversation_and_ends_with_done() -> None:
    script = [[bash("make")], [bash('reflexion resolve RFX-LAST "run make all"')]]
    told = "reflexion recorded this failure as RFX-20261120-aaaaaaaa (new); later RFX-20261121-bbbbbbbb"
    start = {"messages": [{"role": "user", "content": "go"}]}
    after = {"messages": [*start["messages"], {"role": "assistant", "content": []},
                          {"role": "system", "content": told}]}  # fmt: skip
    assert turn_for(start, script) == script[0]
    assert (
        turn_for(after, script)[0]["input"]["command"]
        == 'reflexion resolve RFX-20261121-bbbbbbbb "run make all"'
    )
    done = {"messages": [{"role": "assistant", "content": []}] * 2}
    assert turn_for(done, script) == DONE


def test_side_requests_and_other_paths_get_sensible_answers() -> None:
    with ModelServer([[bash("make")]]) as server:
        _, raw = post(server.url, {"model": "haiku", "messages": [{"role": "user", "content": "a title?"}]})
        assert json.loads(raw)["content"] == [say("OK")]  # no tools: not the agent's own conversation
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(f"{server.url}/api/oauth/profile", timeout=10)
    assert missing.value.code == 404 and json.loads(missing.value.read())["type"] == "error"
