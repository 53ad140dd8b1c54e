"""What the demo's scripted provider and users answer: usage, latency, errors and feedback.

The demo records outcomes the way a real service would: each request's model call
is an LLM-call span in the same trace as its ``ctxstore.assemble`` span, with the
GenAI semantic conventions' usage attributes (``StoreSpanExporter`` turns it into
an outcome), and feedback arrives minutes later as a ``ctxstore.score`` span in a
trace of its own. The numbers follow the week's script, so ``what-changed`` can
show what each change did:

* **prompt cache**: the stable prefix (tools, system prompt, memory) is read from
  the provider cache on ~88% of requests. The Tuesday-afternoon release that
  renamed ``lookup_order``'s parameter also dropped the prompt's cache breakpoint
  (scripted), so from then on cache reads collapse to ~4% of requests and the
  prefix is written to the cache instead (cache creation);
* **feedback**: ~35% of requests get a thumbs score (1 / -1). Answers built on the
  reindexed refunds chunk (the 30 -> 14 day window) are thumbed down 55% of the
  time instead of 10%; an evaluator's ``faithfulness`` score on ~20% of requests
  drops with it;
* **output tokens**: template ``support-v13`` (the canary) answers ~25% longer;
* **errors and latency**: ~1% rate-limit errors and lognormal latency that grows
  with output length, unchanged all week (a control: no change, no impact).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ctxstore.assembly.result import Assembly

NEW_TEMPLATE = "support-v13"
REFUNDS_CHUNK = "kb/refunds.md#1"


@dataclass(frozen=True, slots=True)
class Call:
    """One scripted model call: span attributes, latency and error."""

    attributes: dict[str, Any]
    latency_ms: float
    error: str | None


@dataclass(frozen=True, slots=True)
class Feedback:
    thumbs: int | None  # 1 / -1, or None when the user left none
    faithfulness: float | None  # the evaluator's score, or None when not sampled
    delay_s: float  # how long after the request the scores arrive


def simulate_call(rng: random.Random, result: Assembly, *, renamed: bool, template: str) -> Call:
    prefix = sum(r.tokens for r in result.sections if r.tier.stable)
    total = result.tokens_total
    hit = rng.random() < (0.04 if renamed else 0.88)
    out = max(20, int(rng.gauss(180, 45) * (1.25 if template == NEW_TEMPLATE else 1.0)))
    error = "rate_limit_error" if rng.random() < 0.01 else None
    attrs: dict[str, Any] = {
        "gen_ai.operation.name": "chat",
        "gen_ai.provider.name": "openai",
        "gen_ai.request.model": result.model,
        "gen_ai.response.model": result.model,
    }
    if error is None:
        attrs.update(
            {
                # the conventions count cached tokens inside input_tokens
                "gen_ai.usage.input_tokens": total,
                "gen_ai.usage.output_tokens": out,
                "gen_ai.usage.cache_read.input_tokens": prefix if hit else 0,
                "gen_ai.usage.cache_creation.input_tokens": 0 if hit else prefix,
                "gen_ai.response.finish_reasons": ["stop"],
            }
        )
    else:
        attrs["error.type"] = error
    latency = rng.lognormvariate(6.4, 0.35) + out * 9.0 if error is None else rng.uniform(40, 120)
    return Call(attrs, latency, error)


def simulate_feedback(rng: random.Random, result: Assembly, *, reindexed: bool) -> Feedback:
    refunds_new = reindexed and any(r.name == REFUNDS_CHUNK for r in result.sections)
    thumbs = None
    if rng.random() < 0.35:
        thumbs = -1 if rng.random() < (0.55 if refunds_new else 0.10) else 1
    faithfulness = None
    if rng.random() < 0.2:
        mean = 0.62 if refunds_new else 0.9
        faithfulness = round(min(1.0, max(0.0, rng.gauss(mean, 0.07))), 3)
    return Feedback(thumbs, faithfulness, rng.uniform(20, 900))
