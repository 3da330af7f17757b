"""bench/oracle.py and bench/liar.py on three text-layer samples (no OCR, no ../shared): through the
real SDK, the fake Messages API and the whole pipeline, the labels are kept and no lie is valid."""

from __future__ import annotations

import pytest

from bench.labelsets import cached_ingest, document_text, sample_set
from bench.liar import lies_for, run_liar
from bench.oracle import run_oracle
from tests.fake_anthropic import asked_fields, render_fields

SAMPLE_IDS = ("zh_buy", "zh_upgrade", "hk_initiate")


@pytest.fixture(scope="module")
def samples() -> list:
    chosen = [item for item in sample_set() if item.id in SAMPLE_IDS]
    assert sorted(i.id for i in chosen) == sorted(SAMPLE_IDS)
    return chosen


def test_the_fap_responder_reads_the_fields_a_request_asks_for() -> None:
    primary = {
        "system": [{"type": "text", "text": "..."}],
        "messages": [
            {
                "role": "user",
                "content": "<report>x</report>\n\n[TASK] Extract RATING, TARGET_PRICE from the report above.",
            }
        ],
    }
    fallback = {
        "messages": [{"role": "user", "content": "[TASK] Answer only the field RISK_FACTORS from the excerpts above."}]
    }
    assert asked_fields(primary) == ("primary", ("RATING", "TARGET_PRICE"))
    assert asked_fields(fallback) == ("fallback", ("RISK_FACTORS",))
    assert render_fields(("RATING", "TARGET_PRICE"), {"RATING": "买入"}) == (
        "<<FAP_FIELD_START:RATING>> 买入 <<FAP_FIELD_END>>\n<<FAP_FIELD_START:TARGET_PRICE>> NONE <<FAP_FIELD_END>>"
    )


def test_the_oracle_keeps_every_correct_answer(samples: list) -> None:
    result = run_oracle(samples)

    kept, scored = result.share("all")
    assert scored >= 9 and kept == scored, result.rejections


def test_the_liar_generates_lies_from_the_text(samples: list) -> None:
    upgrade = next(i for i in samples if i.id == "zh_upgrade")
    with cached_ingest():
        lies = lies_for(upgrade, document_text(upgrade.path))
    kinds = {lie.kind for lie in lies}
    assert {"previous target", "truncated number", "legend rating word"} <= kinds, kinds
    assert all(lie.value != upgrade.target_price and lie.value != upgrade.rating for lie in lies)


def test_no_lie_is_accepted_as_valid(samples: list) -> None:
    result = run_liar(samples)

    attempts = sum(k.attempts for k in result.kinds.values())
    assert attempts >= 15
    assert result.total_accepted == 0, "\n".join(result.accepted)
