"""Every call into the anthropic SDK passes only parameters that the installed SDK accepts.

Read from the installed SDK's signatures, not from a hand list, so an SDK upgrade that drops a
parameter (2.x dropped `temperature` and `top_p`) fails CI instead of a production run. Two checks:

- static: every call in flows/ and tasks/ to `anthropic.Anthropic(...)`, `….messages.create(...)`,
  `….messages.count_tokens(...)` or `….messages.batches.create(...)` names only keywords of the
  SDK method; a call that passes `**params` must get them from `ClaudeExtractor.request_params`;
- dynamic: the dicts `request_params` builds (primary and fallback requests), minus what the
  caller removes, are keywords of `Messages.create` / `Messages.count_tokens`, and the params of
  a Message Batches request are keys of the SDK's `MessageCreateParamsNonStreaming`.

Run: `python .ci/sdk_params.py` (exit 1 and one line per problem); `make lint` runs it.
"""

from __future__ import annotations

import ast
import inspect
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("flows", "tasks")
DYNAMIC_SOURCE = "request_params"  # the one builder of the keyword arguments passed as **params


def sdk_targets() -> dict[str, Callable[..., Any]]:
    """Call-site suffix -> the installed SDK callable it reaches."""
    import anthropic
    from anthropic.resources.messages import Messages
    from anthropic.resources.messages.batches import Batches

    return {
        "messages.batches.create": Batches.create,
        "messages.batches.retrieve": Batches.retrieve,
        "messages.batches.results": Batches.results,
        "messages.count_tokens": Messages.count_tokens,
        "messages.create": Messages.create,
        "anthropic.Anthropic": anthropic.Anthropic.__init__,
    }


def accepted(target: Callable[..., Any]) -> set[str]:
    return {
        name
        for name, p in inspect.signature(target).parameters.items()
        if p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL)
    } - {"self"}


def dotted(node: ast.AST) -> str:
    """`self._client.messages.create` for an attribute chain; '' for anything else."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return ""


def sdk_calls(tree: ast.AST, suffixes: list[str]) -> Iterator[tuple[ast.Call, str]]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = dotted(node.func)
            for suffix in suffixes:  # longest first: batches.create before create
                if name == suffix or name.endswith("." + suffix):
                    yield node, suffix
                    break


def static_problems(root: Path = ROOT) -> tuple[list[str], int]:
    """(problems, calls checked) over the scanned packages."""
    targets = sdk_targets()
    suffixes = sorted(targets, key=len, reverse=True)
    problems: list[str] = []
    checked = 0
    for folder in SCANNED:
        for path in sorted((root / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            assigned = _dict_sources(tree)
            for call, suffix in sdk_calls(tree, suffixes):
                checked += 1
                where = f"{path.relative_to(root)}:{call.lineno}"
                allowed = accepted(targets[suffix])
                for keyword in call.keywords:
                    if keyword.arg is None:
                        source = assigned.get(dotted(keyword.value)) if isinstance(keyword.value, ast.Name) else None
                        if source != DYNAMIC_SOURCE:
                            problems.append(
                                f"{where}: {suffix}(**{ast.unparse(keyword.value)}) is not built by {DYNAMIC_SOURCE}, so it cannot be checked"
                            )
                    elif keyword.arg not in allowed:
                        problems.append(
                            f"{where}: {suffix}() has no parameter {keyword.arg!r} in the installed anthropic SDK"
                        )
    return problems, checked


def _dict_sources(tree: ast.AST) -> dict[str, str]:
    """Local name -> the method whose result it was built from (`params = self.request_params(...)`,
    also through a dict comprehension over `....items()` of it)."""
    sources: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            for inner in ast.walk(node.value):
                if isinstance(inner, ast.Call) and dotted(inner.func).endswith("." + DYNAMIC_SOURCE):
                    sources[node.targets[0].id] = DYNAMIC_SOURCE
    return sources


def dynamic_problems() -> list[str]:
    """The keys request_params really builds, against the SDK's signatures and batch params type."""
    from typing import get_type_hints

    from anthropic.resources.messages import Messages
    from anthropic.types.message_create_params import MessageCreateParamsNonStreaming

    from schemas.types import ExtractionRequest, FieldName, Prompt
    from tasks.extract.claude import ClaudeExtractor

    claude = ClaudeExtractor(api_key="sk-ant-scan-only", base_url="http://127.0.0.1:9")  # never called
    prompt = Prompt(head="head", body="body", tail="tail")
    requests = [
        ExtractionRequest("scan", prompt),
        ExtractionRequest("scan", prompt, fields=(FieldName.RATING,), role="fallback"),
    ]
    batch_keys = set(get_type_hints(MessageCreateParamsNonStreaming))
    problems = []
    for request in requests:
        params = set(claude.request_params(request))
        for name, allowed in (("messages.create", accepted(Messages.create)), ("batch params", batch_keys)):
            problems += [
                f"request_params ({request.role}) -> {name}: {key!r} is not accepted by the installed SDK"
                for key in sorted(params - allowed)
            ]
        counted = params - {"max_tokens"}  # what count_tokens() removes
        problems += [
            f"request_params ({request.role}) -> messages.count_tokens: {key!r} is not accepted"
            for key in sorted(counted - accepted(Messages.count_tokens))
        ]
    return problems


def main() -> int:
    sys.path.insert(0, str(ROOT))
    import anthropic

    static, checked = static_problems()
    problems = static + dynamic_problems()
    for line in problems:
        print(line)
    if checked == 0:
        print("no call into the anthropic SDK found: the scan is looking in the wrong place")
        return 1
    print(
        f"anthropic {anthropic.__version__}: {checked} SDK call sites and the request params checked, {len(problems)} problem(s)"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
