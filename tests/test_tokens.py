"""Token counting: exact encodings, labelled estimates, memoization, offline fallback."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from ctxstore.assembly import tokens
from ctxstore.errors import ConfigError

TEXT = "The quick brown fox jumps over the lazy dog. " * 20


def _forget_tiktoken_encodings(monkeypatch: pytest.MonkeyPatch) -> None:
    """tiktoken keeps loaded encodings per process; make it load from disk again."""
    import tiktoken.registry

    monkeypatch.setattr(tiktoken.registry, "ENCODINGS", {})


@pytest.fixture(autouse=True)
def _fresh_counters() -> Iterator[None]:
    tokens.reset_counters()
    yield
    tokens.reset_counters()


@pytest.mark.parametrize(
    ("model", "encoding"),
    [
        ("gpt-4o", "o200k_base"),
        ("gpt-4o-mini-2024-07-18", "o200k_base"),
        ("gpt-4.1-nano", "o200k_base"),
        ("gpt-5", "o200k_base"),
        ("o3-mini", "o200k_base"),
        ("o1", "o200k_base"),
        ("gpt-4", "cl100k_base"),
        ("gpt-4-turbo", "cl100k_base"),
        ("gpt-3.5-turbo", "cl100k_base"),
        ("openai/gpt-4o", "o200k_base"),
    ],
    ids=lambda v: str(v),
)
@pytest.mark.usefixtures("encodings")
def test_openai_models_count_exactly_with_their_encoding(model: str, encoding: str) -> None:
    import tiktoken

    counter = tokens.counter_for_model(model)
    assert counter.info.name == encoding
    assert counter.info.exact is True
    assert counter.count(TEXT) == len(tiktoken.get_encoding(encoding).encode_ordinary(TEXT))


@pytest.mark.parametrize("model", ["claude-sonnet-4-5", "gemini-2.5-pro", "some-local-model"])
def test_models_without_public_tokenizer_are_labelled_estimates(model: str) -> None:
    counter = tokens.counter_for_model(model)
    assert counter.info.exact is False
    assert counter.info.name.startswith("estimate(")
    assert "estimate" in (counter.info.note or "")
    assert counter.count(TEXT) > 0


def test_estimate_factor_is_configurable() -> None:
    base = tokens.counter_for_model("claude-sonnet-4-5", estimate_factor=1.0).count(TEXT)
    double = tokens.counter_for_model("claude-sonnet-4-5", estimate_factor=2.0).count(TEXT)
    assert double == pytest.approx(2 * base, abs=1)
    with pytest.raises(ConfigError):
        tokens.counter_for_model("claude-x", estimate_factor=0)


def test_counts_are_memoized_by_content_hash() -> None:
    counter = tokens.counter_for_model("gpt-4o")
    short = "A short text."
    assert counter.count(TEXT, key="hash-1") == counter.count(TEXT) > counter.count(short)
    # The key stands for the content: the same key answers from the memo, so a
    # stable section is tokenized once per process; a new key counts afresh.
    assert counter.count(short, key="hash-1") == counter.count(TEXT)
    assert counter.count(short, key="hash-2") == counter.count(short)
    assert counter.count(short) == counter.count(short, key="hash-2")  # no key, no memo


def test_truncate_cuts_to_the_token_limit_and_reports_the_cut() -> None:
    counter = tokens.counter_for_model("gpt-4o")
    total = counter.count(TEXT)
    kept, cut = counter.truncate(TEXT, 25)
    assert counter.count(kept) <= 25
    assert TEXT.startswith(kept)
    assert cut == total - counter.count(kept)


def test_offline_without_encoding_files_falls_back_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tiktoken.load

    empty = tmp_path / "empty-cache"
    empty.mkdir()
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", str(empty))
    monkeypatch.setenv(tokens.ENV_TOKENIZER_TIMEOUT, "0.5")
    _forget_tiktoken_encodings(monkeypatch)
    # Simulate a network that never answers: the download would hang forever.
    never = threading.Event()
    monkeypatch.setattr(tiktoken.load, "read_file", lambda path: never.wait() and b"")
    try:
        counter = tokens.counter_for_model("gpt-4o")
        assert counter.info.exact is False
        assert counter.info.name.startswith("estimate(chars/")
        assert "did not finish within 0.5 s" in (counter.info.note or "")
        assert counter.count(TEXT) > 0
    finally:
        never.set()  # release the stuck loader threads


def test_offline_exact_encoding_missing_uses_another_cached_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, encodings: Path
) -> None:
    import shutil

    # tiktoken names a cached file by the sha1 of its download URL
    cl100k = encodings / "9b5ad71b2ce5302211f9c61530b329a4922fc6a4"
    partial = tmp_path / "partial"
    partial.mkdir()
    shutil.copy(cl100k, partial / cl100k.name)
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", str(partial))
    # generous: loading cl100k from disk is slow on a busy machine; o200k fails at once
    monkeypatch.setenv(tokens.ENV_TOKENIZER_TIMEOUT, "30")
    _forget_tiktoken_encodings(monkeypatch)
    import tiktoken.load

    def offline(path: str) -> bytes:
        raise OSError("offline")

    monkeypatch.setattr(tiktoken.load, "read_file", offline)
    counter = tokens.counter_for_model("gpt-4o")
    assert counter.info.exact is False
    assert counter.info.name == "estimate(cl100k_basex1)"
    assert "o200k_base" in (counter.info.note or "")


@pytest.mark.parametrize("raw", ["soon", "-1"], ids=["not-a-number", "negative"])
def test_bad_timeout_variable_is_a_clear_error(monkeypatch: pytest.MonkeyPatch, raw: str) -> None:
    monkeypatch.setenv(tokens.ENV_TOKENIZER_TIMEOUT, raw)
    tokens.reset_counters()  # forgets loaded encodings, so the timeout is read again
    with pytest.raises(ConfigError, match=tokens.ENV_TOKENIZER_TIMEOUT):
        tokens.load_encoding("o200k_base")


def test_model_limits_table() -> None:
    assert tokens.model_limits("gpt-4o").context_window == 128_000
    assert tokens.model_limits("claude-haiku-4-5").min_cacheable == 4096
    assert tokens.model_limits("claude-sonnet-4-5").min_cacheable == 1024
    assert tokens.model_limits("unknown").context_window == tokens.DEFAULT_LIMITS.context_window


def test_counters_are_shared_per_tokenizer_family_not_per_model_id() -> None:
    a = tokens.counter_for_model("ft:gpt-4o-2024-08-06:acme:tenant-1")
    b = tokens.counter_for_model("gpt-4o-mini")
    c = tokens.counter_for_model("claude-sonnet-4-5")
    d = tokens.counter_for_model("claude-opus-4-1")
    assert a is b and c is d and a is not c
    assert "claude models have no public tokenizer" in (c.info.note or "")
