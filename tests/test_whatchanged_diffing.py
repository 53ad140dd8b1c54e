"""Section verdicts and the prompt-cache verdict of `ctxstore diff`, on hand-built assemblies."""

from __future__ import annotations

import pytest

from ctxstore.analysis.diffing import SectionSide, cache_verdict, diff_assemblies, text_diff


def side(
    pos: int, name: str, h: str, tokens: int = 100, text: str | None = None, outcome: str = "kept"
) -> SectionSide:
    return SectionSide(
        pos, name, "system" if name == "system" else "document", h, tokens, outcome, text
    )


A = [
    side(0, "tools", "t1"),
    side(1, "system", "s1", 300),
    side(2, "doc", "d1", 50, "old\nline"),
    side(3, "ask", "a1", 10),
]


@pytest.mark.parametrize(
    ("b", "model_b", "through", "tokens", "first_diff"),
    [
        (A, "gpt-4o", "ask", 460, None),
        ([*A[:2], side(2, "doc", "d2", 50, "new\nline"), A[3]], "gpt-4o", "system", 400, "doc"),
        ([side(0, "tools", "t2"), *A[1:]], "gpt-4o", None, 0, "tools"),
        (A, "gpt-4.1", None, 0, None),
        (
            [*A[:2], side(2, "doc", "d1", 0, outcome="dropped"), A[3]],
            "gpt-4o",
            "system",
            400,
            "ask",
        ),
    ],
    ids=[
        "identical",
        "data-changed",
        "tools-changed",
        "other-model",
        "dropped-section-is-not-sent",
    ],
)
def test_cache_verdict(
    b: list[SectionSide], model_b: str, through: str | None, tokens: int, first_diff: str | None
) -> None:
    verdict = cache_verdict(A, b, model_a="gpt-4o", model_b=model_b)
    assert (verdict.identical_through, verdict.prefix_tokens, verdict.first_difference) == (
        through,
        tokens,
        first_diff,
    )
    assert verdict.same_model is (model_b == "gpt-4o")


def test_section_verdicts_with_and_without_text() -> None:
    b = [
        A[0],
        side(1, "system", "s2", 300),
        side(2, "doc", "d2", 50, "new\nline"),
        side(3, "extra", "e1"),
    ]
    d = diff_assemblies(A, b, model_a="gpt-4o", model_b="gpt-4o")
    verdicts = {v.name: v for v in d.sections}
    assert {n: v.verdict for n, v in verdicts.items()} == {
        "tools": "same",
        "system": "changed",
        "doc": "changed",
        "extra": "added",
        "ask": "removed",
    }
    assert verdicts["system"].note == "text not retained: hash s1 → s2"
    assert (
        verdicts["doc"].diff is not None
        and "-old" in verdicts["doc"].diff
        and "+new" in verdicts["doc"].diff
    )
    assert not d.identical


def test_json_is_diffed_pretty_printed() -> None:
    diff = text_diff('{"name":"t","params":{"order_id":1}}', '{"name":"t","params":{"orderId":1}}')
    assert '-    "order_id": 1' in diff and '+    "orderId": 1' in diff


def test_long_diffs_are_cut_visibly() -> None:
    old = "\n".join(f"line {i}" for i in range(500))
    new = "\n".join(f"LINE {i}" for i in range(500))
    diff = text_diff(old, new, max_lines=50)
    assert len(diff.splitlines()) == 51 and diff.splitlines()[-1].endswith("more diff lines")
