"""Redaction: every secret in the corpus is gone, benign text is left alone, placeholders are stable."""

from __future__ import annotations

import ast
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from redaction_oracle import oracle_redact
from secrets_corpus import BENIGN, SECRETS

from ctxstore.errors import ConfigError
from ctxstore.retention import ALL_DETECTORS, Redactor, RetentionPolicy, placeholder
from ctxstore.retention.redaction import MemoRedactor, iban_ok, luhn_ok, placeholder_tag
from ctxstore.retention.redaction.validators import IBAN_LENGTHS

PLACEHOLDER = re.compile(r"\[REDACTED:([a-z0-9_]+):([0-9a-f]{4})\]")

# Documented threshold: at most 2% of benign samples may be altered at all.
MAX_FALSE_POSITIVE_RATE = 0.02

REDACTOR = Redactor()


def _ids(rows: list[tuple[str, str, str]]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for det, _, _ in rows:
        seen[det] = seen.get(det, 0) + 1
        out.append(f"{det}-{seen[det]}")
    return out


def test_corpus_covers_every_detector_with_several_values() -> None:
    assert len(SECRETS) >= 60
    per_detector = {d: sum(1 for det, _, _ in SECRETS if det == d) for d in ALL_DETECTORS}
    assert all(n >= 2 for n in per_detector.values()), per_detector


@pytest.mark.parametrize(("detector", "value", "context"), SECRETS, ids=_ids(SECRETS))
def test_secret_is_removed_and_the_right_detector_fires(
    detector: str, value: str, context: str
) -> None:
    result = REDACTOR.redact(context)
    assert value not in result.text
    assert detector in result.detectors
    assert f"[REDACTED:{detector}:" in result.text
    # Deterministic: a fresh redactor (same default key) writes the same placeholders.
    assert Redactor().redact(context).text == result.text


@pytest.mark.parametrize(("detector", "value", "context"), SECRETS, ids=_ids(SECRETS))
def test_redacting_redacted_text_changes_nothing(detector: str, value: str, context: str) -> None:
    once = REDACTOR.redact(context)
    twice = REDACTOR.redact(once.text)
    assert twice.text == once.text
    assert twice.detectors == ()


def test_benign_false_positive_rate_is_under_threshold(capsys: pytest.CaptureFixture[str]) -> None:
    altered = [(cat, text) for cat, text in BENIGN if REDACTOR.redact(text).text != text]
    rate = len(altered) / len(BENIGN)
    with capsys.disabled():
        print(
            f"\nredaction false-positive rate: {len(altered)}/{len(BENIGN)} benign samples "
            f"altered = {rate:.1%} (threshold {MAX_FALSE_POSITIVE_RATE:.0%})"
        )
    assert rate <= MAX_FALSE_POSITIVE_RATE, altered


def test_benign_corpus_covers_the_tricky_categories() -> None:
    categories = {cat for cat, _ in BENIGN}
    assert {
        "python", "javascript", "prose", "uuid", "git_sha", "sha256", "semver",
        "datetime", "base64_image", "math", "logs",
    } <= categories  # fmt: skip
    assert len(BENIGN) >= 100


# Golden placeholders: if these change, every stored diff and prompt cache keyed on
# redacted text changes with them. Change only on purpose, with a migration note.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mail jane.roe@example.com", "mail [REDACTED:email:a8d8]"),
        ("card 4111 1111 1111 1111", "card [REDACTED:credit_card:94f8]"),
        ("from 203.0.113.42 ok", "from [REDACTED:ipv4:affa] ok"),
    ],
    ids=["email", "card", "ipv4"],
)
def test_placeholders_are_stable_across_releases(text: str, expected: str) -> None:
    assert REDACTOR.redact(text).text == expected


def test_placeholders_are_the_same_in_another_process() -> None:
    text = "\n".join(ctx for _, _, ctx in SECRETS[::7])
    code = (
        "import sys; from ctxstore.retention import Redactor; "
        "sys.stdout.write(Redactor().redact(sys.stdin.read()).text)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], input=text, capture_output=True, text=True, check=True
    ).stdout
    assert out == REDACTOR.redact(text).text


def test_placeholder_tag_is_derived_from_the_value() -> None:
    assert REDACTOR.redact("jane.roe@example.com").text == placeholder(
        "email", "jane.roe@example.com"
    )


def test_same_value_same_placeholder_different_values_differ() -> None:
    text = "a@example.com wrote to b@example.com, cc a@example.com"
    out = REDACTOR.redact(text).text
    tags = PLACEHOLDER.findall(out)
    assert tags[0] == tags[2]
    assert tags[0] != tags[1]


def test_placeholder_key_changes_the_tag_but_not_the_shape() -> None:
    text = "call +44 20 7946 0958"
    default = REDACTOR.redact(text).text
    keyed = Redactor(placeholder_key=b"k" * 32).redact(text).text
    assert default != keyed
    assert PLACEHOLDER.search(keyed).group(1) == "phone"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("card 4111 1111 1111 1112 declined", True),  # fails Luhn
        ("IBAN DE89 3704 0044 0532 0130 01", True),  # fails mod-97
        ("localhost 127.0.0.1 and bind 0.0.0.0, mask 255.255.255.0", True),
        ("version 1.2.3.4000 and 10.0.19041.1", True),
        ("at 12:30:45 on 2024-01-15", True),
        ("C++ std::vector and Rust a::b and slice x[1::2] and ::", True),
        ("password = 'changeme'", True),  # documented: low-entropy single class stays
        ("def f(password: str, token=None): return get_token()", True),
        ("card 4111-1111-1111-1111 ok", False),
        ("IBAN DE89 3704 0044 0532 0130 00", False),
        ("server 192.0.2.1", False),
        ("addr 2001:db8::1", False),
    ],
    ids=[
        "non-luhn-card", "bad-iban-check", "loopback-any-mask", "version-not-ip", "time-not-ipv6",
        "code-colons", "low-entropy-password", "code-not-secret", "luhn-card", "good-iban",
        "doc-ipv4", "compressed-ipv6",
    ],
)  # fmt: skip
def test_validators_decide(text: str, kept: bool) -> None:
    assert (REDACTOR.redact(text).text == text) is kept


def test_anthropic_key_is_not_reported_as_openai() -> None:
    result = REDACTOR.redact("key sk-ant-api03-" + "Ab1" * 20)
    assert result.detectors == ("anthropic_key",)


def test_specific_detector_wins_over_generic_assignment() -> None:
    result = REDACTOR.redact('api_key = "ghp_' + "a1B2" * 9 + '"')
    assert result.detectors == ("github_token",)


def test_unterminated_private_key_block_is_still_removed() -> None:
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7" * 3
    text = f"key:\n-----BEGIN PRIVATE KEY-----\n{body}\n{body}"
    out = REDACTOR.redact(text).text
    assert body not in out
    assert out.startswith("key:\n[REDACTED:private_key:")


def test_jwt_needs_a_header_with_alg() -> None:
    # Three base64url segments whose header is JSON without "alg": not a JWT.
    fake = "eyJmb28iOiJiYXIifQ.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl"
    assert REDACTOR.redact(fake).text == fake


def test_disabled_detectors_do_not_fire() -> None:
    redactor = Redactor(detectors=[d for d in ALL_DETECTORS if d != "email"])
    assert redactor.redact("jane@example.com").text == "jane@example.com"


def test_unknown_detector_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="emial"):
        Redactor(detectors=["emial"])


def test_custom_pattern_with_value_group() -> None:
    redactor = Redactor(custom_patterns={"customer_id": r"customer (?P<value>CUST-\d{6})"})
    result = redactor.redact("refund for customer CUST-004211 approved")
    assert "CUST-004211" not in result.text
    assert result.text.startswith("refund for customer [REDACTED:customer_id:")
    assert result.detectors == ("customer_id",)


@pytest.mark.parametrize(
    ("patterns", "message"),
    [
        ({"bad": "("}, "custom_patterns.bad"),
        ({"Bad Name": "x"}, "Bad Name"),
        ({"email": "x"}, "built-in"),
        ({"empty": "a*"}, "empty string"),
    ],
    ids=["invalid-regex", "bad-name", "shadows-builtin", "matches-empty"],
)
def test_bad_custom_patterns_are_config_errors(patterns: dict[str, str], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        Redactor(custom_patterns=patterns)


def test_policy_redactor_respects_redact_off_and_detector_list() -> None:
    text = "mail jane@example.com from 203.0.113.9"
    assert RetentionPolicy(redact=False).redactor().redact(text).text == text
    only_ip = RetentionPolicy(detectors=("ipv4",)).redactor()
    assert only_ip.redact(text).detectors == ("ipv4",)


def test_policy_redactor_uses_the_hmac_key_for_placeholders() -> None:
    text = "mail jane@example.com"
    plain = RetentionPolicy().redactor().redact(text).text
    keyed = RetentionPolicy(hmac_key=b"x" * 32).redactor().redact(text).text
    assert plain != keyed


def test_text_without_triggers_comes_back_identical() -> None:
    text = "Plain prose with no digits, no at-sign and nothing secret at all."
    result = REDACTOR.redact(text)
    assert result.text is text or result.text == text
    assert result.count == 0 and not result.changed


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.text(max_size=40),
            st.sampled_from([ctx for _, _, ctx in SECRETS]),
            st.sampled_from([text for _, text in BENIGN]),
        ),
        max_size=5,
    )
)
def test_redaction_is_idempotent_and_never_crashes(parts: list[str]) -> None:
    text = " ".join(parts)
    once = REDACTOR.redact(text)
    assert REDACTOR.redact(once.text).text == once.text


def test_corpus_file_is_reproducible(tmp_path: Path) -> None:
    # The committed corpus is exactly what the documented generator produces.
    here = Path(__file__).parent / "data"
    script = (here / "make_corpora.py").read_text()
    (tmp_path / "make_corpora.py").write_text(script)
    subprocess.run(
        [sys.executable, str(tmp_path / "make_corpora.py")], check=True, capture_output=True
    )
    for name in ("secrets_corpus.jsonl", "benign_corpus.jsonl"):
        assert (tmp_path / name).read_text() == (here / name).read_text(), name


def test_secrets_inside_serialised_json_are_found() -> None:
    # History and tool payloads are stored as canonical JSON: quotes arrive escaped.
    value = "Summer2024!xQ"
    text = json.dumps([{"role": "user", "content": f'my config: password = "{value}"'}])
    result = REDACTOR.redact(text)
    assert value not in result.text
    assert result.detectors == ("generic_secret",)
    json.loads(result.text)  # still valid JSON


def test_text_whose_lower_case_changes_length_is_still_redacted() -> None:
    # "İ".lower() is two characters; offsets must still line up.
    text = 'İstanbul office: password = "Summer2024!xQ", mail ayse@example.com'
    result = REDACTOR.redact(text)
    assert "Summer2024!xQ" not in result.text and "ayse@example.com" not in result.text
    assert result.text.startswith('İstanbul office: password = "[REDACTED:generic_secret:')


# --- the engine finds exactly what the whole-text reference finds ---------------------
#
# ``redact`` runs a detector's regex only where a trigger or a shape says a match may
# begin. Each is a necessary condition, so nothing may be lost: the output must be
# identical to running every detector over the whole text (``tests/redaction_oracle.py``).

_FRAGMENTS = [
    "password", "PASSWORD", "Passwd", "passphrase", "pwd", "secret", "client_secret",
    "clientsecret", "client-secret", "token", "api_key", "API-KEY", "apikey", "access_key",
    "AccessKey", "secret_key", "private-key", "signing_key", "credential", "credentials",
    "aws_secret_access_key", "AWS_SECRET_KEY", "secret_access_key", "bearer", "Basic", "key",
    "=", ": ", " = ", '":"', "'] = ", "=>", " := ", "\u00a0", "\u2003", "\x1c", "\t", "\n",
    '"Summer2024!xQ"', "'Tr0ub4dor&3'", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "sk-", "sk-ant-", "xoxb-", "GOCSPX-", "-----BEGIN RSA PRIVATE KEY-----", "sk_live_",
    "rk_test_", "ghp_", "github_pat_", "AKIA", "ASIA", "A3T", "AIza", "eyJhbGciOiJIUzI1NiJ9.",
    "https://", "https://hooks.slack.com/services/", "user:pa55@", "@example.com", "fe80::",
    "2001:db8:", "::", "+44 ", "(415) ", "415-555-", "0", "06 12 ", "4111 1111 1111 1111",
    "4111-1111-", "DE89 3704 ", "GB29NWBK", "192.168.", "10.0.", "1.2.3.4", "x", "_", "-",
    ".", "(", "+", "é", "—", "±",
]  # fmt: skip
_SNIPPETS = [t for _, t in BENIGN] + [c for _, _, c in SECRETS] + [v for _, v, _ in SECRETS]


def _both(redactor: Redactor, text: str) -> tuple[tuple[str, tuple[str, ...], int], ...]:
    """(engine, reference) results for ``redactor``'s detectors and custom patterns."""
    engine, reference = (
        (r.text, r.detectors, r.count)
        for r in (
            redactor.redact(text),
            oracle_redact(text, redactor.detectors, redactor.custom_patterns),
        )
    )
    return engine, reference


@pytest.mark.parametrize(
    "text",
    [*_SNIPPETS, "\n\n".join(_SNIPPETS)],
    ids=[f"snippet-{i}" for i in range(len(_SNIPPETS))] + ["all-joined"],
)
def test_engine_redacts_exactly_like_the_whole_text_reference(text: str) -> None:
    engine, reference = _both(REDACTOR, text)
    assert engine == reference


def test_engine_matches_the_reference_on_text_that_holds_placeholders() -> None:
    # The receiver redacts again what the emitter redacted: placeholders next to, and
    # with detector names like "token" or "api_key" inside, must change nothing.
    redacted = [REDACTOR.redact(c).text for _, _, c in SECRETS]
    rng = random.Random(7)
    texts = ["\n".join(redacted)] + [
        rng.choice(redacted) + rng.choice(["", " ", "=", ": "]) + rng.choice(_SNIPPETS)
        for _ in range(300)
    ]
    for text in texts:
        engine, reference = _both(REDACTOR, text)
        assert engine == reference, text


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(_FRAGMENTS),
            st.sampled_from(_SNIPPETS),
            st.text(alphabet="0123456789 -.+()/:,_aAfF@\u00a0", max_size=24),
            st.text(max_size=8),
        ),
        max_size=10,
    )
)
def test_engine_matches_the_reference_on_generated_text(parts: list[str]) -> None:
    engine, reference = _both(REDACTOR, "".join(parts))
    assert engine == reference


def test_engine_matches_the_reference_on_mutated_corpus_text() -> None:
    # Deterministic mutations around real values: separators, case and digits changed,
    # fragments spliced in, so a scan that is not a true necessary condition shows up.
    import random

    rng = random.Random(20241114)
    alphabet = "abcXYZ019 -.:_()+@\n\t\u00e9\u2014\u00a0"
    for _ in range(600):
        chars = list(rng.choice(_SNIPPETS) + rng.choice(["", " ", "\n"]) + rng.choice(_SNIPPETS))
        for _ in range(rng.randint(0, 6)):
            k = rng.randrange(len(chars) + 1)
            op = rng.random()
            if op < 0.3 and k < len(chars):
                chars[k] = rng.choice(alphabet)
            elif op < 0.5 and k < len(chars):
                del chars[k]
            elif op < 0.7 and k < len(chars):
                chars[k] = chars[k].swapcase()
            else:
                chars.insert(k, rng.choice(_FRAGMENTS))
        text = "".join(chars)
        engine, reference = _both(REDACTOR, text)
        assert engine == reference, text


@pytest.mark.parametrize("detector", ALL_DETECTORS)
def test_a_single_enabled_detector_finds_what_the_reference_finds(detector: str) -> None:
    only = Redactor(detectors=[detector])
    text = "\n".join(c for _, _, c in SECRETS)
    engine, reference = _both(only, text)
    assert engine == reference
    assert engine[1] == (detector,)


@pytest.mark.parametrize(
    ("text", "redacted"),
    [
        ("API_\u212aEY = 'Summer2024!xQ'", True),  # Kelvin sign: lower-cases to "k"
        ("pa\u017fsword = 'Summer2024!xQ'", False),  # long s stays "\u017f" in lower()
        ("\u0130 password = 'Summer2024!xQ' and bob@example.com", True),  # lower() grows
        ("\u0131 token = 'xYz09Qw3rTy8uIo7pLk'", True),
    ],
    ids=["kelvin-sign", "long-s", "dotted-capital-i", "dotless-i"],
)
def test_text_with_case_folding_specials_is_redacted_like_before(text: str, redacted: bool) -> None:
    engine, reference = _both(REDACTOR, text)
    assert engine == reference
    assert (engine[2] > 0) is redacted


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Café bill: card 4111 1111 1111 1111, thanks", "4111 1111 1111 1111"),
        ("Réunion — call +33 6 12 34 56 78 today", "+33 6 12 34 56 78"),
        ("日本語のテキスト bob.smith@example.com です", "bob.smith@example.com"),
        ("emoji 🎉 then password = 'Summer2024!xQ' 🎉", "Summer2024!xQ"),
    ],
    ids=["latin-1", "two-byte", "cjk", "emoji"],
)
def test_non_ascii_text_is_redacted_at_the_right_place(text: str, value: str) -> None:
    result = REDACTOR.redact(text)
    assert value not in result.text
    before, after = text.split(value)
    assert result.text.startswith(before) and result.text.endswith(after)


def _luhn_complete(prefix: str) -> str:
    """``prefix`` plus the check digit that makes it pass Luhn."""
    for d in "0123456789":
        digits = prefix + d
        total = 0
        for i, ch in enumerate(reversed(digits)):
            n = int(ch) * (2 if i % 2 else 1)
            total += n - 9 if n > 9 else n
        if total % 10 == 0:
            return digits
    raise AssertionError("unreachable")


_CARDS = [
    _luhn_complete(first + "1234567890123456789"[: length - 2])
    for first in "23456"
    for length in (13, 16, 19)
]
_CARD_FORMATS = {
    "plain": lambda n: n,
    "spaces": lambda n: " ".join(n[i : i + 4] for i in range(0, len(n), 4)),
    "dashes": lambda n: "-".join(n[i : i + 4] for i in range(0, len(n), 4)),
    "amex": lambda n: f"{n[:4]} {n[4:10]} {n[10:]}",
}


@pytest.mark.parametrize("fmt", list(_CARD_FORMATS))
@pytest.mark.parametrize("number", _CARDS)
def test_cards_of_every_network_digit_and_format_match_the_reference(number: str, fmt: str) -> None:
    written = _CARD_FORMATS[fmt](number)
    for text in (written, f"card: {written}.", f"({written})", f"x{written}"):
        engine, reference = _both(REDACTOR, text)
        assert engine == reference, text
    if fmt != "amex":  # 4-6-x grouping of a 13/16/19-digit number is not a card layout
        assert "credit_card" in REDACTOR.redact(f"card: {written}.").detectors


_AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
_FORMATS: dict[str, list[str]] = {
    "phone": [
        "+44 20 7946 0958", "+1 415 555 0132", "+1-415-555-0132", "+33 6 12 34 56 78",
        "+49 (30) 1234567", "+49 301234", "+4930123456", "(415) 555-0132", "(415)555-0132",
        "(415) 555.0132", "415-555-0132", "415.555.0132", "030 12345678", "030-12345678",
        "06 12 34 56 78", "06-12-34-56-78", "020 7946 0958", "0612-345-678",
    ],
    "ipv4": ["10.1.2.3", "192.168.100.200", "8.8.8.8", "172.16.254.1", "1.10.100.255"],
    "ipv6": [
        "2001:db8::1", "fe80::1ff:fe23:4567:890a", "2001:0db8:85a3:0000:0000:8a2e:0370:7334",
        "::ffff:192.0.2.1", "2001:db8:0:0:1::1", "1:2:3:4:5:6:7:8", "2001:db8:1:2:3:4:1.2.3.4",
        "fe80::1%eth0", "abcd:ef01::1", "2001:db8:aaaa:bbbb::1", "2001:db8:aaaa:bbbb:cccc:dddd::1",
    ],
    "iban": [
        "DE89 3704 0044 0532 0130 00", "DE89370400440532013000", "GB29 NWBK 6016 1331 9268 19",
        "FR14 2004 1010 0505 0001 3M02 606", "NL91ABNA0417164300",
    ],
    "slack_token": [f"xox{c}-1234567890-abcdefghij" for c in "abposr"],
    "generic_secret": [
        f"{k}{sep}'Tr0ub4dor&3'"
        for k in (
            "password", "Passwd", "PASSPHRASE", "pwd", "secret", "client_secret", "client-secret",
            "ClientSecret", "token", "api_key", "API-KEY", "apikey", "access_key", "accesskey",
            "secret-key", "private_key", "privatekey", "signing-key", "credential", "credentials",
        )
        for sep in ("=", ": ", " = ", '"]= ', " := ", "=>", ":\t")
    ],
    "aws_secret_key": [
        f"{k}{sep}{_AWS_SECRET}"
        for k in (
            "aws_secret_access_key", "awssecretaccesskey", "AWS_SECRET_ACCESSKEY",
            "aws_secret_key", "awssecretkey", "secret_access_key", "secretaccesskey",
        )
        for sep in ("=", ": ", ' = "', "=>")
    ],
    "bearer_token": [
        "Authorization: Bearer dGhpcyBpcyBhIHRva2VuIHZhbHVlMTIz",
        "Authorization: Basic dXNlcjpwYXNzd29yZDEyMzQ1Ng==",
    ],
}  # fmt: skip
_FORMAT_CASES = [(det, v) for det, values in _FORMATS.items() for v in values]


@pytest.mark.parametrize(
    ("detector", "value"),
    _FORMAT_CASES,
    ids=[f"{det}-{i}" for i, (det, _) in enumerate(_FORMAT_CASES)],
)
def test_value_formats_match_the_reference_in_any_surroundings(detector: str, value: str) -> None:
    assert detector in REDACTOR.redact(f"value {value} here").detectors
    for before in ("", " ", "x", "(", "\n", "é ", "—", "0", "-"):
        for after in ("", ".", " ", ",", "\n", "x", ")", "0"):
            text = f"{before}{value}{after}"
            engine, reference = _both(REDACTOR, text)
            assert engine == reference, text


@pytest.mark.parametrize(
    "text",
    ["", "doc:kb#12", "bob@example.com", "x" * 199 + " password = 'Summer2024!xQ'"],
    ids=["empty", "short", "short-email", "around-the-threshold"],
)
def test_short_text_is_redacted_the_same_by_every_engine(text: str) -> None:
    memo = RetentionPolicy().redactor()
    results = {
        (r.text, r.detectors, r.count)
        for r in (REDACTOR.redact(text), oracle_redact(text), memo.redact(text), memo.redact(text))
    }
    assert len(results) == 1


# --- the package's promises beyond the detectors ---------------------------------------


def test_memo_redactor_answers_like_the_plain_one_and_forgets_oldest_first() -> None:
    memo = MemoRedactor(max_chars=400)
    stable = "system prompt: write to ops@example.com " * 2
    first = memo.redact(stable)
    assert first == REDACTOR.redact(stable)
    assert memo.redact(stable) is first  # a hit: nothing redacted again
    for i in range(6):  # 600 characters of other text push the oldest entry out
        memo.redact(f"other text number {i} " * 5)
    again = memo.redact(stable)
    assert again == first and again is not first


def test_placeholder_tag_takes_the_key_as_bytes() -> None:
    # One function computes every tag; placeholders embed exactly its output.
    assert placeholder("email", "a@b.example", b"k" * 32) == (
        f"[REDACTED:email:{placeholder_tag(b'k' * 32, 'a@b.example')}]"
    )
    assert placeholder_tag(b"k" * 32, "x") != placeholder_tag(b"j" * 32, "x")


def test_the_redaction_package_does_not_know_the_policy() -> None:
    # The engine takes plain values; the policy builds it (no policy <-> redaction cycle).
    package = Path(__file__).resolve().parents[1] / "ctxstore" / "retention" / "redaction"
    outside = []
    for path in sorted(package.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                module = node.module
                if module.startswith("ctxstore.retention") and not module.startswith(
                    "ctxstore.retention.redaction"
                ):
                    outside.append(f"{path.name}: {module}")
    assert not outside


def test_iban_lengths_agree_with_the_registry_in_python_stdnum() -> None:
    stdnum = pytest.importorskip("stdnum")
    registry = (Path(stdnum.__file__).parent / "iban.dat").read_text(encoding="utf-8")
    lengths = {
        m.group(1): 4 + sum(int(n) for n in re.findall(r"(\d+)!", m.group(2)))
        for m in re.finditer(r'^([A-Z]{2})\s.*?bban="([^"]+)"', registry, re.M)
    }
    assert {cc: lengths.get(cc) for cc in IBAN_LENGTHS} == dict(IBAN_LENGTHS)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789", min_size=2, max_size=19))
def test_luhn_agrees_with_python_stdnum(digits: str) -> None:
    luhn = pytest.importorskip("stdnum.luhn")
    assert luhn_ok(digits) is luhn.is_valid(digits)


def test_iban_check_agrees_with_python_stdnum_mod_97() -> None:
    mod_97_10 = pytest.importorskip("stdnum.iso7064.mod_97_10")
    rng = random.Random(97)
    alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    for country, length in sorted(IBAN_LENGTHS.items()):
        for _ in range(20):
            body = "".join(rng.choice(alphabet) for _ in range(length - 4))
            valid = mod_97_10.calc_check_digits(body + country)  # check digits go last
            for check in (f"{rng.randrange(100):02d}", valid):
                iban = country + check + body
                expected = mod_97_10.is_valid(iban[4:] + iban[:4])
                assert iban_ok(iban) is expected, iban
                assert check != valid or expected  # both outcomes are exercised
