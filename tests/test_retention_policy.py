"""Retention policy: files, precedence, validation errors a person can act on, kind rules."""

from __future__ import annotations

import dataclasses
import json
import logging
from datetime import timedelta
from pathlib import Path

import pytest

from ctxstore.errors import ConfigError
from ctxstore.retention import (
    ALL_DETECTORS,
    ENV_HMAC_KEY,
    ENV_RETENTION_POLICY,
    KindRule,
    RetentionPolicy,
    format_ttl,
    load_policy,
    parse_ttl,
    process_policy,
)

TOML_POLICY = """
version = "acme-2024-06"
capture = true
sample_rate = 0.25
redact = true
detectors = ["email", "phone", "openai_key"]
content_ttl = "14d"
metadata_ttl = "2w"

[custom_patterns]
customer_id = 'CUST-\\d{6}'

[kind_rules]
document = "never"
memory = "always"
"""

JSON_POLICY = {
    "version": "acme-2024-06",
    "capture": True,
    "sample_rate": 0.25,
    "redact": True,
    "detectors": ["email", "phone", "openai_key"],
    "content_ttl": "14d",
    "metadata_ttl": 14,
    "custom_patterns": {"customer_id": "CUST-\\d{6}"},
    "kind_rules": {"document": "never", "memory": "always"},
}


def _write(tmp_path: Path, name: str, body: str) -> Path:
    path = tmp_path / name
    path.write_text(body)
    return path


@pytest.mark.parametrize("fmt", ["toml", "json"], ids=["toml", "json"])
def test_policy_file_is_read(tmp_path: Path, fmt: str) -> None:
    body = TOML_POLICY if fmt == "toml" else json.dumps(JSON_POLICY)
    policy = RetentionPolicy.from_file(_write(tmp_path, f"policy.{fmt}", body))
    assert policy.version == "acme-2024-06"
    assert policy.sample_rate == 0.25
    assert policy.detectors == ("email", "phone", "openai_key")
    assert policy.content_ttl == timedelta(days=14)
    assert policy.metadata_ttl == timedelta(days=14)
    assert dict(policy.custom_patterns) == {"customer_id": "CUST-\\d{6}"}
    # File rules merge over the defaults: ask/history stay "never".
    assert policy.rule_for("document") is KindRule.NEVER
    assert policy.rule_for("memory") is KindRule.ALWAYS
    assert policy.rule_for("ask") is KindRule.NEVER
    assert policy.rule_for("system") is KindRule.ALWAYS
    assert policy.source == str((tmp_path / f"policy.{fmt}").resolve())


def test_default_policy() -> None:
    policy = RetentionPolicy()
    assert policy.version == "default-1"
    assert policy.capture and policy.redact
    assert policy.sample_rate == 0.1
    assert policy.detectors == ALL_DETECTORS
    assert policy.content_ttl == timedelta(days=30)
    assert policy.metadata_ttl == timedelta(days=400)
    assert policy.hmac_key is None


@pytest.mark.parametrize(
    ("kind", "rule"),
    [
        ("tools", KindRule.ALWAYS),
        ("system", KindRule.ALWAYS),
        ("ask", KindRule.NEVER),
        ("history", KindRule.NEVER),
        ("document", KindRule.SAMPLED),
        ("tool_output", KindRule.SAMPLED),
        ("memory", KindRule.SAMPLED),
        ("my_custom_kind", KindRule.SAMPLED),
    ],
    ids=lambda v: str(v),
)
def test_default_kind_rules(kind: str, rule: KindRule) -> None:
    assert RetentionPolicy().rule_for(kind) is rule


@pytest.mark.parametrize(
    ("body", "key"),
    [
        ('sample_rate = 1.5', "sample_rate"),
        ('sample_rate = "often"', "sample_rate"),
        ('capture = "yes"', "capture"),
        ('version = ""', "version"),
        ('detectors = ["emial"]', "detectors"),
        ('content_ttl = "soon"', "content_ttl"),
        ('metadata_ttl = "-3d"', "metadata_ttl"),
        ('[kind_rules]\ndocument = "sometimes"', "kind_rules.document"),
        ('[custom_patterns]\nbad = "("', "custom_patterns.bad"),
        ('hmac_key = "hunter2hunter2hunter2"', "hmac_key"),
        ('retention_days = 3', "retention_days"),
        ('hmac_key_env = "CTXSTORE_TEST_MISSING_KEY"', "hmac_key_env"),
    ],
    ids=[
        "rate-out-of-range", "rate-not-number", "capture-not-bool", "empty-version",
        "unknown-detector", "bad-ttl", "negative-ttl", "bad-kind-rule", "bad-regex",
        "key-in-file", "unknown-key", "missing-key-env",
    ],
)  # fmt: skip
def test_bad_values_name_the_file_and_key(tmp_path: Path, body: str, key: str) -> None:
    path = _write(tmp_path, "bad.toml", body + "\n")
    with pytest.raises(ConfigError) as err:
        RetentionPolicy.from_file(path)
    message = str(err.value)
    assert str(path) in message
    assert key in message


def test_invalid_toml_and_json_syntax_name_the_file(tmp_path: Path) -> None:
    for name, body in (("p.toml", "version = "), ("p.json", "{version:")):
        path = _write(tmp_path, name, body)
        with pytest.raises(ConfigError, match="not valid") as err:
            RetentionPolicy.from_file(path)
        assert str(path) in str(err.value)


def test_unsupported_suffix_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"\.toml or \.json"):
        RetentionPolicy.from_file(_write(tmp_path, "p.yaml", "version: x"))


def test_precedence_argument_over_env_over_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    arg = _write(tmp_path, "arg.toml", 'version = "from-arg"\n')
    env = _write(tmp_path, "env.json", json.dumps({"version": "from-env"}))
    assert load_policy().version == "default-1"
    monkeypatch.setenv(ENV_RETENTION_POLICY, str(env))
    assert load_policy().version == "from-env"
    assert load_policy(arg).version == "from-arg"


def test_env_pointing_at_a_missing_file_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_RETENTION_POLICY, str(tmp_path / "nope.toml"))
    with pytest.raises(ConfigError, match=ENV_RETENTION_POLICY):
        load_policy()


def test_hmac_key_from_named_env_var(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACME_FP_KEY", "k" * 32)
    policy = RetentionPolicy.from_file(_write(tmp_path, "p.toml", 'hmac_key_env = "ACME_FP_KEY"\n'))
    assert policy.hmac_key == b"k" * 32
    shown = policy.to_mapping()
    assert shown["hmac_key"] == "set"
    assert shown["hmac_key_source"] == "env:ACME_FP_KEY"
    assert "k" * 32 not in json.dumps(shown)
    assert "k" * 32 not in repr(policy)


def test_hmac_key_from_file_relative_to_the_policy(tmp_path: Path) -> None:
    (tmp_path / "fp.key").write_bytes(b"0123456789abcdef0123456789abcdef\n")
    policy = RetentionPolicy.from_file(_write(tmp_path, "p.toml", 'hmac_key_file = "fp.key"\n'))
    assert policy.hmac_key == b"0123456789abcdef0123456789abcdef"


def test_ctxstore_hmac_key_env_overrides_and_is_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_HMAC_KEY, "e" * 32)
    assert load_policy().hmac_key == b"e" * 32
    monkeypatch.setenv(ENV_HMAC_KEY, "short")
    with pytest.raises(ConfigError, match=ENV_HMAC_KEY):
        load_policy()


def test_to_mapping_round_trips(tmp_path: Path) -> None:
    policy = RetentionPolicy.from_file(_write(tmp_path, "p.toml", TOML_POLICY))
    data = policy.to_mapping()
    assert json.loads(json.dumps(data)) == data  # plain JSON-able data
    assert RetentionPolicy.from_mapping(data) == policy
    assert RetentionPolicy.from_mapping(RetentionPolicy().to_mapping()) == RetentionPolicy()


def test_to_mapping_shows_what_a_compliance_owner_asks() -> None:
    shown = RetentionPolicy(content_ttl=None).to_mapping()
    assert shown["content_ttl"] is None
    assert shown["metadata_ttl"] == "400d"
    assert shown["kind_rules"] == {
        "ask": "never", "history": "never", "system": "always", "tools": "always",
    }  # fmt: skip
    assert shown["default_kind_rule"] == "sampled"
    assert shown["hmac_key"] == "not set"


def test_policy_is_immutable() -> None:
    policy = RetentionPolicy()
    with pytest.raises(TypeError):
        policy.kind_rules["ask"] = KindRule.ALWAYS  # type: ignore[index]
    with pytest.raises(AttributeError):
        policy.version = "x"  # type: ignore[misc]


def test_constructing_in_code_is_validated_too() -> None:
    with pytest.raises(ConfigError, match="sample_rate"):
        RetentionPolicy(sample_rate=-0.1)
    with pytest.raises(ConfigError, match="kind_rules"):
        RetentionPolicy(kind_rules={"ask": "maybe"})  # type: ignore[dict-item]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("30d", timedelta(days=30)),
        ("12h", timedelta(hours=12)),
        ("90m", timedelta(minutes=90)),
        ("2w", timedelta(days=14)),
        (7, timedelta(days=7)),
        ("never", None),
        (None, None),
    ],
    ids=["days", "hours", "minutes", "weeks", "number-days", "never", "none"],
)
def test_ttl_forms(value: object, expected: timedelta | None) -> None:
    ttl = parse_ttl(value, key="content_ttl")
    assert ttl == expected
    assert parse_ttl(format_ttl(ttl), key="content_ttl") == ttl


# --- what a policy hands out to code on the request path -----------------------------


def test_policies_with_the_same_redaction_settings_share_one_redactor() -> None:
    text = "mail jane@example.com"
    base = RetentionPolicy()
    same = RetentionPolicy(version="other", capture=False, sample_rate=0.5)
    keyed = RetentionPolicy(hmac_key=b"k" * 32)
    # Shared: a stable text redacted for one policy is a memo hit for the other.
    assert same.redactor() is base.redactor()
    assert same.redactor().redact(text) is base.redactor().redact(text)
    assert keyed.redactor() is not base.redactor()
    assert keyed.redactor().redact(text).text != base.redactor().redact(text).text
    assert RetentionPolicy(redact=False).redactor().redact(text).text == text


def test_capture_override_is_built_once_and_changes_nothing_else() -> None:
    policy = RetentionPolicy(version="v7", sample_rate=0.3, hmac_key=b"k" * 32)
    off = policy.with_capture(False)
    assert off is policy.with_capture(False)  # one object per policy and value
    assert off == dataclasses.replace(policy, capture=False)
    assert off.capture is False and policy.capture is True
    assert policy.with_capture(True) is policy
    assert off.redactor() is policy.redactor()  # capture does not change redaction


def test_process_policy_loads_once_per_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "policy.toml"
    path.write_text('version = "first"\n')
    monkeypatch.setenv(ENV_RETENTION_POLICY, str(path))
    first = process_policy()
    assert first is not None and first.version == "first"
    path.write_text('version = "second"\n')
    # Loaded once: request-path callers do not re-read the file on every span.
    assert process_policy() is first


def test_process_policy_that_cannot_load_is_none_and_logged_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    bad = tmp_path / "policy.toml"
    bad.write_text("sample_rate = 'lots'\n")
    monkeypatch.setenv(ENV_RETENTION_POLICY, str(bad))
    with caplog.at_level(logging.ERROR):
        assert process_policy() is None
        assert process_policy() is None
    errors = [r for r in caplog.records if "could not be loaded" in r.getMessage()]
    assert len(errors) == 1
