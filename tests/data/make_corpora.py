"""Regenerate the redaction test corpora: ``python tests/data/make_corpora.py``.

Every secret here is FAKE: random characters in the shape of the real thing
(seeded, so the files are reproducible), card numbers and IBANs made valid by
computing their check digits, documentation IP ranges (RFC 5737 / RFC 3849) and
fictional phone numbers. Each value is embedded in realistic prompt text: a
log line, a config file, an email, a stack trace.

Outputs (committed; tests read them, they never regenerate them):

* ``secrets_corpus.jsonl``: ``{"detector", "value", "context"}`` per line;
  ``value`` occurs verbatim in ``context`` and must not survive redaction.
* ``benign_corpus.jsonl``: ``{"category", "text"}`` per line; text that holds
  no secret and should come out of redaction unchanged.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import uuid
from pathlib import Path

HERE = Path(__file__).parent
rng = random.Random(20240611)

ALNUM = string.ascii_letters + string.digits
UPPER32 = string.ascii_uppercase + "234567"
B64 = string.ascii_letters + string.digits + "+/"
URLSAFE = string.ascii_letters + string.digits + "_-"


def rand(alphabet: str, n: int) -> str:
    # Mixed letters and digits, like real keys (a random draw can lack digits).
    while True:
        s = "".join(rng.choice(alphabet) for _ in range(n))
        mixed = any(c.isdigit() for c in alphabet) and any(c.isalpha() for c in alphabet)
        if n < 8 or not mixed or (any(c.isdigit() for c in s) and any(c.isalpha() for c in s)):
            return s


def luhn_complete(prefix: str, length: int) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for check in string.digits:
        digits = body + check
        total = 0
        for i, ch in enumerate(reversed(digits)):
            d = int(ch) * (2 if i % 2 else 1)
            total += d - 9 if d > 9 else d
        if total % 10 == 0:
            return digits
    raise AssertionError


def group(digits: str, sizes: list[int], sep: str) -> str:
    out, i = [], 0
    for n in sizes:
        out.append(digits[i : i + n])
        i += n
    return sep.join(out)


def iban(country: str, bban: str) -> str:
    rearranged = bban + country + "00"
    number = int("".join(str(int(c, 36)) for c in rearranged))
    check = 98 - number % 97
    return f"{country}{check:02d}{bban}"


def spaced(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def jwt(header: dict[str, str], payload: dict[str, object], sig_len: int) -> str:
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{rand(URLSAFE, sig_len) if sig_len else ''}"


def pem(kind: str, lines: int) -> str:
    body = "\n".join(rand(B64, 64) for _ in range(lines)) + "\n" + rand(B64, 40) + "=="
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


S: list[tuple[str, str, str]] = []


def add(detector: str, value: str, template: str) -> None:
    assert "{v}" in template
    S.append((detector, value, template.replace("{v}", value)))


# --- cloud and API keys --------------------------------------------------------
for prefix, tpl in [
    (
        "AKIA",
        "2024-05-14T09:12:44Z ERROR boto3 credential check failed for key {v} (region eu-west-1)",
    ),
    ("AKIA", "[default]\naws_access_key_id = {v}\nregion = us-east-1\n"),
    (
        "ASIA",
        "export AWS_ACCESS_KEY_ID={v}\nexport AWS_SESSION_TOKEN=...\n# then rerun terraform plan",
    ),
    (
        "AKIA",
        'Here is my config, why does S3 return 403?\n{"accessKeyId": "{v}", "bucket": "acme-logs"}',
    ),
]:
    add("aws_access_key", prefix + rand(UPPER32, 16), tpl)
for tpl in [
    "[prod]\naws_access_key_id = AKIA" + rand(UPPER32, 16) + "\naws_secret_access_key = {v}\n",
    "env:\n  AWS_SECRET_ACCESS_KEY: {v}\n  AWS_DEFAULT_REGION: eu-central-1",
    'client = boto3.client("s3", aws_secret_access_key="{v}")  # TODO move to vault',
]:
    add("aws_secret_key", rand(B64, 40), tpl)

for value, tpl in [
    (
        "ghp_" + rand(ALNUM, 36),
        "git clone https://{v}@github.com/acme/payments.git failed: repository not found",
    ),
    (
        "gho_" + rand(ALNUM, 36),
        'Traceback (most recent call last):\n  File "sync.py", line 88, in <module>\n    gh = Github("{v}")\nBadCredentialsException: 401',
    ),
    ("ghs_" + rand(ALNUM, 36), "::debug::installation token {v} expires at 2024-06-01T10:00:00Z"),
    (
        "ghu_" + rand(ALNUM, 36),
        "The GitHub app gave me {v} but the API says Bad credentials, any idea?",
    ),
    (
        "github_pat_" + rand(ALNUM, 22) + "_" + rand(ALNUM, 59),
        "# .envrc\nexport GITHUB_TOKEN={v}\nuse nix",
    ),
    ("ghr_" + rand(ALNUM, 36), "refresh_token={v}&grant_type=refresh_token"),
]:
    add("github_token", value, tpl)

for value, tpl in [
    (
        "sk-" + rand(ALNUM, 48),
        'import openai\nopenai.api_key = "{v}"\nresp = openai.ChatCompletion.create(model="gpt-4")',
    ),
    (
        "sk-proj-" + rand(URLSAFE, 56) + "T3BlbkFJ" + rand(URLSAFE, 56),
        "OPENAI_API_KEY={v}\nOPENAI_ORG=org-acme",
    ),
    (
        "sk-proj-" + rand(URLSAFE, 74),
        "openai.AuthenticationError: Error code: 401 - Incorrect API key provided: {v}.",
    ),
    (
        "sk-svcacct-" + rand(URLSAFE, 60),
        "Use the service account key {v} for the nightly eval job.",
    ),
]:
    add("openai_key", value, tpl)

for value, tpl in [
    ("sk-ant-api03-" + rand(URLSAFE, 93) + "AA", 'client = anthropic.Anthropic(api_key="{v}")'),
    (
        "sk-ant-api03-" + rand(URLSAFE, 93) + "AA",
        "x-api-key: {v}\nanthropic-version: 2023-06-01\ncontent-type: application/json",
    ),
    (
        "sk-ant-admin01-" + rand(URLSAFE, 93) + "AA",
        "Rotated the admin key, new one is {v} (old one revoked).",
    ),
]:
    add("anthropic_key", value, tpl)

for value, tpl in [
    (
        "xoxb-" + rand(string.digits, 12) + "-" + rand(string.digits, 13) + "-" + rand(ALNUM, 24),
        "SLACK_BOT_TOKEN={v}\nSLACK_CHANNEL=#alerts",
    ),
    (
        "xoxp-"
        + rand(string.digits, 11)
        + "-"
        + rand(string.digits, 12)
        + "-"
        + rand(string.digits, 13)
        + "-"
        + rand(ALNUM, 32),
        "slack_sdk.errors.SlackApiError: invalid_auth for token {v}",
    ),
    (
        "xoxa-2-" + rand(string.digits, 12) + "-" + rand(ALNUM, 30),
        "The legacy app token is {v}; can we migrate it?",
    ),
]:
    add("slack_token", value, tpl)
for tpl in [
    "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' {v}",
    "alertmanager:\n  slack_configs:\n    - api_url: {v}\n      channel: '#oncall'",
]:
    add(
        "slack_webhook",
        "https://hooks.slack.com/services/T"
        + rand(UPPER32, 8)
        + "/B"
        + rand(UPPER32, 8)
        + "/"
        + rand(ALNUM, 24),
        tpl,
    )

for value, tpl in [
    (
        "sk_live_" + rand(ALNUM, 24),
        'stripe.api_key = "{v}"\ncharge = stripe.Charge.create(amount=2000, currency="eur")',
    ),
    ("rk_live_" + rand(ALNUM, 99), "Restricted key for the reporting job: {v}"),
    ("pk_live_" + rand(ALNUM, 99), "<script>const stripe = Stripe('{v}');</script>"),
    ("sk_test_" + rand(ALNUM, 24), "STRIPE_SECRET_KEY={v} # test mode, rotate before launch"),
]:
    add("stripe_key", value, tpl)

for tpl in [
    "https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={v}",
    'firebaseConfig = {\n  apiKey: "{v}",\n  authDomain: "acme-prod.firebaseapp.com",\n};',
    "google.api_core.exceptions.PermissionDenied: 403 API key {v} not valid for this project",
]:
    add("google_api_key", "AIza" + rand(URLSAFE, 35), tpl)
for tpl in [
    '{"web":{"client_id":"1234567890-abc.apps.googleusercontent.com","client_secret":"{v}"}}',
    "OAuth client created. Client secret: {v}. Store it safely.",
]:
    add("google_oauth_secret", "GOCSPX-" + rand(URLSAFE, 28), tpl)

# --- tokens, keys, credentials ----------------------------------------------------
for value, tpl in [
    (
        jwt(
            {"alg": "HS256", "typ": "JWT"},
            {"sub": "1234567890", "name": "Jane Roe", "iat": 1716200000},
            43,
        ),
        "GET /api/v1/orders HTTP/1.1\nHost: api.acme.test\nCookie: session={v}; theme=dark",
    ),
    (
        jwt(
            {"alg": "RS256", "kid": "k-2024-05"},
            {"iss": "https://auth.acme.test", "aud": "orders", "exp": 1716203600},
            342,
        ),
        "The id_token I get back is {v}, but verification fails with 'invalid signature'.",
    ),
    (
        jwt({"alg": "ES256", "typ": "JWT"}, {"sub": "svc-billing", "scope": "read:invoices"}, 86),
        "2024-05-20 11:02:13,551 WARN  [auth] rejecting token={v} reason=expired",
    ),
]:
    add("jwt", value, tpl)

add(
    "private_key",
    pem("RSA PRIVATE KEY", 12),
    "Can you check why ssh rejects this key?\n\n{v}\n\nThanks!",
)
add("private_key", pem("PRIVATE KEY", 8), "# tls/server.key\n{v}\n")
add(
    "private_key", pem("EC PRIVATE KEY", 3), "kubectl create secret tls web --key=- <<EOF\n{v}\nEOF"
)
add("private_key", pem("OPENSSH PRIVATE KEY", 6), "cat ~/.ssh/id_ed25519\n{v}\n$ ")
_json_key = pem("PRIVATE KEY", 5).replace("\n", "\\n")
add(
    "private_key",
    _json_key,
    '{"type": "service_account", "project_id": "acme-prod", "private_key": "{v}\\n", "client_email": "bot@acme-prod.iam.gserviceaccount.test"}',
)

for value, tpl in [
    (
        "Summer2024!xQ",
        'DATABASES = {"default": {"ENGINE": "postgresql", "PASSWORD": "{v}", "HOST": "db"}}',
    ),
    (rand(ALNUM, 32), "# .env\nDB_USER=app\nDB_PASSWORD={v}\nDB_HOST=postgres"),
    (rand(ALNUM + "!#%", 20), "redis:\n  host: cache.internal\n  password: {v}\n  db: 0"),
    (rand(string.hexdigits.lower()[:16], 64), "SECRET_KEY = '{v}'\nDEBUG = False"),
    (
        rand(ALNUM, 40),
        '{"client_id": "acme-web", "client_secret": "{v}", "redirect_uri": "https://app.acme.test/cb"}',
    ),
    ("Tr0ub4dor-3-horse", "mysql -u root --password={v} -h 10.0.0.12 shop < dump.sql"),
    (
        rand(ALNUM, 28),
        "requests.post(url, json=payload, headers={'X-Api-Key': key})\n# api_key: {v}",
    ),
    (rand(URLSAFE, 36), '[credentials]\ntoken = "{v}"\nendpoint = "https://registry.acme.test"'),
]:
    add("generic_secret", value, tpl)

for tpl in [
    "curl -H 'Authorization: Bearer {v}' https://api.acme.test/v2/users/me",
    "> GET /internal/metrics HTTP/2\n> authorization: Bearer {v}\n< HTTP/2 401",
]:
    add("bearer_token", rand(ALNUM + "._-", 48), tpl)

for value, tpl in [
    (
        "pG7" + rand(ALNUM, 13),
        "sqlalchemy.exc.OperationalError: could not connect to postgresql://orders:{v}@db-primary.acme.test:5432/orders",
    ),
    (rand(ALNUM, 24), "REDIS_URL=redis://:{v}@cache.acme.test:6379/0"),
    ("hunter2-" + rand(ALNUM, 6), "amqp://worker:{v}@rabbit.acme.test:5672/%2F connection refused"),
]:
    add("url_credentials", value, tpl)

# --- personal data ----------------------------------------------------------------
for value, tpl in [
    (
        "jane.roe@example.com",
        "From: Jane Roe <{v}>\nSubject: Re: invoice 2024-0412\n\nHi, please resend the invoice.",
    ),
    ("m.mueller+billing@acme-gmbh.de", "Customer {v} reports duplicate charges since the 12th."),
    (
        "o.brien@mail.example.org",
        "2024-05-14 08:00:01 INFO  password reset requested for {v} from web",
    ),
    ("support_team-3@corp.example.co.uk", "Escalate to {v} if the SLA is breached."),
    ("li.wei@university.edu", '{"user": {"id": 8812, "email": "{v}", "plan": "pro"}}'),
]:
    add("email", value, tpl)

for value, tpl in [
    ("+1 (415) 555-0132", "Caller: Jane Roe, callback {v}, re: order #88121"),
    ("+44 20 7946 0958", "Our London office can be reached at {v} during business hours."),
    ("+49 30 12345678", "Kontakt: Max Mustermann, Tel. {v}, Berlin"),
    ("415-555-0199", "customer_phone,{v},verified"),
    ("030 1234 5678", "Bitte rufen Sie uns unter {v} an."),
    ("06 12 34 56 78", "Mon portable: {v}, merci de rappeler."),
    ("+33 6 12 34 56 78", "WhatsApp {v} pour la livraison."),
    ("(212) 555-0147", "Shipping address: 5 Main St, New York, NY. Phone {v}."),
]:
    add("phone", value, tpl)

for value, tpl in [
    ("4111 1111 1111 1111", "Payment failed for card {v} exp 12/27, please retry."),
    (
        group(luhn_complete("5", 16), [4, 4, 4, 4], "-"),
        "order_id=99812 card={v} amount=49.90 EUR status=declined",
    ),
    (luhn_complete("37", 15), "AMEX on file: {v}"),
    (
        group(luhn_complete("6011", 16), [4, 4, 4, 4], " "),
        "Customer says: my Discover card {v} was charged twice",
    ),
    (luhn_complete("4", 16), '{"pan": "{v}", "cvv": "***", "holder": "J ROE"}'),
]:
    add("credit_card", value, tpl)

for value, tpl in [
    (
        "DE89 3704 0044 0532 0130 00",
        "Bitte überweisen Sie den Betrag auf IBAN {v} (BIC COBADEFFXXX).",
    ),
    ("GB29NWBK60161331926819", "Beneficiary account: {v}, reference INV-2024-0412"),
    (spaced(iban("FR", "20041010050500013M02606")), "RIB: {v} — merci de confirmer le virement."),
    (iban("NL", "ABNA0417164300"), "payout_iban={v} payout_status=pending"),
    (spaced(iban("ES", "21000418450200051332")), "Cuenta para devoluciones: {v}"),
]:
    add("iban", value, tpl)

for value, tpl in [
    ("203.0.113.42", '203.0.113.42 - - [14/May/2024:10:12:01 +0000] "GET /login HTTP/1.1" 200 512'),
    ("198.51.100.7", "sshd[2231]: Failed password for root from {v} port 52144 ssh2"),
    ("10.12.0.5", "upstream connect error: 10.12.0.5:8080 connection refused"),
    ("192.168.1.20", "The printer is at {v}, but the driver can't find it."),
]:
    add("ipv4", value, tpl.replace(value, "{v}") if "{v}" not in tpl else tpl)

for value, tpl in [
    ("2001:db8:85a3::8a2e:370:7334", "client [{v}]:51234 connected"),
    ("fe80::1ff:fe23:4567:890a", "inet6 {v}%eth0 prefixlen 64 scopeid 0x20<link>"),
    ("2001:0db8:0000:0000:0000:ff00:0042:8329", "X-Forwarded-For: {v}"),
    ("2001:db8:1234::42", "AAAA record for api.acme.test -> {v}"),
]:
    add("ipv6", value, tpl)

# --- benign ------------------------------------------------------------------------
B: list[tuple[str, str]] = []
PY = [
    '''def login(username: str, password: str) -> Session:
    """Authenticate and return a session; raises AuthError on failure."""
    user = db.users.get(username)
    if user is None or not check_password(password, user.password_hash):
        raise AuthError("invalid credentials")
    token = secrets.token_urlsafe(32)
    return Session(user_id=user.id, token=token)''',
    """tokens = tokenizer.encode(text)
max_tokens = 4096
if len(tokens) > max_tokens:
    tokens = tokens[: max_tokens // 2] + tokens[-max_tokens // 2 :]
print(f"{len(tokens)} tokens, budget {max_tokens}")""",
    """class Settings(BaseSettings):
    api_key: str | None = None
    secret_key: SecretStr = Field(default=..., env="SECRET_KEY")
    token_url: str = "https://auth.example.com/oauth/token"
    password_min_length: int = 12""",
    """import numpy as np
x = np.arange(12).reshape(3, 4)
y = x[::2, 1::2]
z = x @ x.T
print(y.shape, z.sum(), np.linalg.norm(z, ord=2))""",
    """@app.route("/health")
def health():
    return {"status": "ok", "version": "2.14.3", "commit": "9fceb02d0ae598e95dc970b74767f19372d61af8"}""",
    """for i, row in enumerate(rows):
    if row["amount"] > 1_000_000:
        log.warning("row %d: amount %s over limit", i, row["amount"])
    total += row["amount"] * 1.19""",
    """config = {
    "host": "127.0.0.1",
    "port": 5432,
    "password": os.environ["DB_PASSWORD"],
    "api_key": settings.API_KEY,
    "token": get_token(),
}""",
    """async def fetch(session, url, *, retries=3):
    for attempt in range(retries):
        async with session.get(url, timeout=10) as resp:
            if resp.status == 200:
                return await resp.json()
        await asyncio.sleep(2 ** attempt)
    raise TimeoutError(url)""",
]
JS = [
    """export async function getUser(id) {
  const res = await fetch(`/api/users/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}""",
    """const password = document.getElementById("password").value;
const apiKey = process.env.API_KEY;
if (password.length < 12) { showError("Password too short"); }""",
    """module.exports = {
  mode: "production",
  entry: "./src/index.ts",
  output: { filename: "[name].[contenthash:8].js", path: path.resolve(__dirname, "dist") },
  devServer: { host: "0.0.0.0", port: 8080 },
};""",
    """std::vector<int> v{1, 2, 3};
std::sort(v.begin(), v.end());
auto it = std::find(v.begin(), v.end(), 2);
std::cout << std::distance(v.begin(), it) << std::endl;""",
    """fn main() {
    let path = std::path::Path::new("/etc/hosts");
    let data = std::fs::read_to_string(path).expect("read");
    println!("{} bytes", data.len());
}""",
]
PROSE = [
    "The quarterly report shows revenue up 12.5% year over year, driven by the EU region. "
    "Churn fell from 3.1% to 2.4%, and the median deal size rose to 18,400 euros.",
    "To reset your password, open Settings, choose Security, and follow the instructions. "
    "The link in the email expires after 30 minutes.",
    "Our API uses token-based authentication. Send the token in the Authorization header; "
    "tokens expire after one hour and can be refreshed with the refresh endpoint.",
    "Release 3.2.0 (2024-05-14) fixes the memory leak reported in #4412, drops support for "
    "Python 3.8 and speeds up cold start by about 40 percent.",
    "Meeting notes, 14 May: agreed to move the launch to 3 June at 09:30 CET. Action items: "
    "Ana to update the runbook, Tom to rerun the load test at 2,000 rps.",
    "Section 4.2.1 of the contract sets the notice period at 90 days; clause 7.3 covers "
    "liability caps of EUR 250,000 per incident.",
    "The secret to a good sourdough is patience: a 12 hour cold proof at 4 degrees, "
    "then 45 minutes at 250 degrees with steam for the first 15.",
    "Git tip: use git@github.com:acme/repo.git as the remote if you use SSH keys, or the HTTPS URL with a credential helper.",
    "Icons live in assets/icon@2x.png and assets/icon@3x.png; the favicon is 32x32.",
    "Shipping takes 3-5 business days. Orders placed before 14:00 ship the same day.",
    "The temperature ranged between -4.5 and 12.25 degrees, with 1013.25 hPa at noon.",
    "Chapter 1. It was a bright cold day in April, and the clocks were striking thirteen.",
]
MATH = [
    "Let f(x) = 3x^2 + 2x - 7. Then f'(x) = 6x + 2 and f(2) = 9. The roots are x = (-2 ± sqrt(88)) / 6.",
    "The matrix [[1, 2], [3, 4]] has determinant -2 and eigenvalues 5.3722 and -0.3722.",
    "e = 2.718281828459045, pi = 3.141592653589793, sqrt(2) = 1.4142135623730951",
    "Sum_{k=1}^{100} k = 5050; 2^64 = 18446744073709551616; 10! = 3628800.",
    "Coordinates: 52.520008, 13.404954 (Berlin) and 48.856613, 2.352222 (Paris).",
]
LOGS = [
    "2024-05-14T09:12:44.123Z INFO  request_id=7f3c1a92 method=GET path=/api/items status=200 duration_ms=42",
    'May 14 09:12:44 web-01 nginx[1123]: 127.0.0.1 - - "GET /healthz HTTP/1.1" 200 2',
    "[2024-05-14 09:12:44,551] WARNING celery.worker: Task tasks.sync[9b2e4f0c-6a1d-4c53-8f3e-2d7a9c1b5e44] retry in 30s",
    "build #18422 finished in 00:12:31 (cache hit 87%), artifact size 14.2 MB",
    "Listening on http://0.0.0.0:8000 (press CTRL+C to quit), workers=4, pid=28133",
    'ts=1715678100123 level=info msg="compaction done" blocks=12 duration=1.532s',
    "kernel: [12345.678901] eth0: link up, 1000 Mbps, full duplex, netmask 255.255.255.0",
]
CONFIG = [
    '[tool.poetry.dependencies]\npython = "^3.11"\nrequests = "2.31.0"\npydantic = ">=2.5,<3"',
    "version: '3.9'\nservices:\n  db:\n    image: postgres:15.4\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}\n    ports: ['5432:5432']",
    "apiVersion: apps/v1\nkind: Deployment\nspec:\n  replicas: 3\n  template:\n    spec:\n      containers:\n        - image: ghcr.io/acme/web:1.4.2\n          env:\n            - name: API_TOKEN\n              valueFrom: {secretKeyRef: {name: web, key: token}}",
    'password: "{{ vault_db_password }}"\napi_key: <your-api-key>\ntoken: changeme',
    "[server]\nhost = localhost\nport = 8443\ntimeout = 30s\nmax_body = 8MiB",
]
for cat, items in (
    ("python", PY),
    ("javascript", JS),
    ("prose", PROSE),
    ("math", MATH),
    ("logs", LOGS),
    ("config", CONFIG),
):
    for text in items:
        B.append((cat, text))
for _ in range(10):
    B.append(
        (
            "uuid",
            f"trace {uuid.UUID(int=rng.getrandbits(128), version=4)} span {rng.getrandbits(64):016x}",
        )
    )
for _ in range(10):
    sha = hashlib.sha1(rng.randbytes(16)).hexdigest()
    B.append(
        (
            "git_sha",
            f"commit {sha}\nAuthor: CI Bot\nDate:   Tue May 14 09:12:44 2024 +0200\n\n    Merge {sha[:7]}",
        )
    )
for _ in range(10):
    B.append(
        (
            "sha256",
            f"sha256:{hashlib.sha256(rng.randbytes(32)).hexdigest()}  dist/app-{rng.randint(1, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 40)}.tar.gz",
        )
    )
for _ in range(8):
    blob = base64.b64encode(b"\x89PNG\r\n\x1a\n" + rng.randbytes(600)).decode()
    B.append(("base64_image", f'<img alt="chart" src="data:image/png;base64,{blob}">'))
for _ in range(10):
    major, minor, patch = rng.randint(0, 30), rng.randint(0, 99), rng.randint(0, 999)
    B.append(
        (
            "semver",
            f"Bump dependency from {major}.{minor}.{patch} to {major}.{minor}.{patch + 1} (v{major}.{minor + 1}.0-rc.1+build.{rng.randint(1, 9999)})",
        )
    )
for _ in range(10):
    B.append(
        (
            "datetime",
            f"Scheduled at {rng.randint(2020, 2030)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}, epoch {rng.randint(1_600_000_000, 1_800_000_000)}, {rng.randint(1_600_000_000_000, 1_800_000_000_000)} ms",
        )
    )
for _ in range(6):
    B.append(
        (
            "numbers",
            "order " + " ".join(str(rng.randint(1, 10 ** rng.randint(1, 9))) for _ in range(8)),
        )
    )


def main() -> None:
    for detector, value, context in S:
        assert value in context, (detector, value)
    with (HERE / "secrets_corpus.jsonl").open("w", encoding="utf-8") as fh:
        for detector, value, context in S:
            fh.write(json.dumps({"detector": detector, "value": value, "context": context}) + "\n")
    with (HERE / "benign_corpus.jsonl").open("w", encoding="utf-8") as fh:
        for category, text in B:
            fh.write(json.dumps({"category": category, "text": text}) + "\n")
    print(f"{len(S)} secrets, {len(B)} benign samples")


if __name__ == "__main__":
    main()
