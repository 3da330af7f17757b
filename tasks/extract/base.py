"""Stage 5: the model call. One interface, two backends that both answer in FAP.

- `RulesExtractor` ("rules"): deterministic and offline, the default without ANTHROPIC_API_KEY.
- `ClaudeExtractor` ("claude", in tasks/extract/claude.py): the anthropic SDK.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from schemas.types import ExtractionReply, ExtractionRequest, TailStyle

# The prompt tail a backend wants (tasks.gradient.build_prompt): the whole directive, or a short
# question when the directive travels elsewhere (Claude's cached system block).


class Extractor(ABC):
    """Turns a prompt into a raw FAP answer. Validation is not its job."""

    prompt_tail: TailStyle = "directive"

    @abstractmethod
    def extract(self, request: ExtractionRequest) -> ExtractionReply:
        """Answer `request.fields` for `request.prompt`, in FAP."""

    def count_tokens(self, request: ExtractionRequest) -> int | None:
        """Input tokens of the request as the backend counts them; None when it has no such limit."""
        return None

    def input_token_limit(self, budget: int | None) -> int | None:
        """The most input tokens a request may carry (None: no limit, nothing to count)."""
        return None
