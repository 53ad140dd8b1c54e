"""``ctxstore retention``: show the policy, purge what expired, legal holds, erasure, audit.

Every purge and erasure writes an audit row (who, when, policy version,
counts); ``--dry-run`` changes no data and records one audit row marked
``dry_run`` so previews are visible to a compliance owner too.
"""

from __future__ import annotations

import sys
from typing import Any

import click
from click._termui_impl import ProgressBar

from ctxstore.retention import ENV_RETENTION_POLICY, load_policy
from ctxstore.store import Store

from .options import (
    actor_option,
    db_option,
    echo_json,
    handle_errors,
    json_option,
    policy_option,
)


def _open(db_url: str | None, policy_path: str | None) -> Store:
    return Store.open(db_url, policy=load_policy(policy_path))


@click.group("retention")
def retention() -> None:
    """Apply the retention policy: TTL purges, legal holds, erasure by subject.

    Example:

        ctxstore retention apply --dry-run
    """


@retention.command("show")
@policy_option
@json_option
@handle_errors
def show(policy_path: str | None, as_json: bool) -> None:
    """Print the retention policy in force, its version and the file it came from.

    Example:

        ctxstore retention show --policy retention.toml --json
    """
    policy = load_policy(policy_path)
    data = policy.to_mapping()
    data["source"] = policy.source or "built-in default"
    if as_json:
        echo_json(data)
        return
    click.echo(f"policy version: {data['version']}")
    click.echo(f"source:         {data['source']}")
    if policy_path is None and policy.source:
        click.echo(f"                (from ${ENV_RETENTION_POLICY})")
    click.echo(f"capture text:   {'yes' if policy.capture else 'no (hashes and metadata only)'}")
    click.echo(f"sample rate:    {policy.sample_rate:g} of repeats (first occurrences always kept)")
    click.echo(f"redaction:      {'on' if policy.redact else 'OFF'}")
    click.echo(f"detectors:      {', '.join(data['detectors'])}")
    if data["custom_patterns"]:
        for name, pattern in data["custom_patterns"].items():
            click.echo(f"  custom {name}: {pattern}")
    rules = ", ".join(f"{k}={v}" for k, v in data["kind_rules"].items())
    click.echo(f"kind rules:     {rules} (others: {data['default_kind_rule']})")
    click.echo(f"content TTL:    {data['content_ttl'] or 'keep forever'}")
    click.echo(f"metadata TTL:   {data['metadata_ttl'] or 'keep forever'}")
    key = data["hmac_key"]
    if data.get("hmac_key_source"):
        key += f" ({data['hmac_key_source']})"
    click.echo(f"HMAC key:       {key}")


_COUNT_LABELS = (
    ("blobs_expired", "text blobs expired (content TTL)"),
    ("assemblies_deleted", "assemblies deleted (metadata TTL)"),
    ("sections_deleted", "section rows deleted with them"),
    ("blobs_deleted", "unreferenced blobs deleted"),
    ("blobs_held", "blobs kept by a legal hold"),
    ("assemblies_held", "assemblies kept by a legal hold"),
)


@retention.command("apply")
@db_option
@policy_option
@click.option("--dry-run", is_flag=True, help="Show what would be purged; change nothing.")
@click.option(
    "--batch-size",
    default=1000,
    show_default=True,
    type=click.IntRange(1, 100_000),
    help="Rows per transaction (PostgreSQL never holds one huge delete).",
)
@actor_option
@json_option
@handle_errors
def apply(
    db_url: str | None,
    policy_path: str | None,
    dry_run: bool,
    batch_size: int,
    actor: str | None,
    as_json: bool,
) -> None:
    """Purge what the policy's content and metadata TTLs have expired.

    Blob text older than the content TTL is blanked; assemblies older than the
    metadata TTL are deleted with their sections, then blobs nothing references
    any more. Legal holds are honoured. Work is committed batch by batch, so an
    interrupted run loses nothing and rerunning continues where it stopped.

    Example:

        ctxstore retention apply --dry-run && ctxstore retention apply
    """
    with _open(db_url, policy_path) as store:
        if dry_run:
            result = store.apply_retention(dry_run=True, batch_size=batch_size, actor=actor)
        else:
            plan = store.plan_retention()
            bar: ProgressBar[int] = click.progressbar(
                length=max(plan.total, 1), label="Purging", file=sys.stderr
            )
            with bar:
                result = store.apply_retention(
                    batch_size=batch_size, actor=actor, progress=bar.update
                )
        policy = store.policy
    counts = result.counts()
    if as_json:
        echo_json(
            {
                "dry_run": result.dry_run,
                "policy_version": policy.version,
                "content_cutoff": result.content_cutoff,
                "metadata_cutoff": result.metadata_cutoff,
                "counts": counts,
                "audit_id": result.audit_id,
            }
        )
        return
    verb = "Would purge" if dry_run else "Purged"
    click.echo(f"{verb} under policy {policy.version}:")
    if result.content_cutoff is None:
        click.echo("  content TTL: none (text is kept until its metadata expires)")
    else:
        click.echo(f"  content TTL cutoff:  {result.content_cutoff:%Y-%m-%d %H:%M} UTC")
    if result.metadata_cutoff is None:
        click.echo("  metadata TTL: none (assemblies are kept forever)")
    else:
        click.echo(f"  metadata TTL cutoff: {result.metadata_cutoff:%Y-%m-%d %H:%M} UTC")
    for key, label in _COUNT_LABELS:
        click.echo(f"  {counts.get(key, 0):>10,}  {label}")
    suffix = " (dry run: nothing was changed)" if dry_run else ""
    click.echo(f"Audit row {result.audit_id}{suffix}.")


# -- legal holds ----------------------------------------------------------------------


def _target(fingerprint: str | None, template: str | None, subject: str | None) -> tuple[str, str]:
    given = [
        (scope, value)
        for scope, value in (
            ("fingerprint", fingerprint),
            ("template_version", template),
            ("subject", subject),
        )
        if value is not None
    ]
    if len(given) != 1:
        raise click.UsageError("give exactly one of --fingerprint, --template or --subject")
    return given[0]


def _hold_target_options(func: Any) -> Any:
    func = click.option("--subject", default=None, metavar="ID", help="A subject ID.")(func)
    func = click.option("--template", default=None, metavar="VERSION", help="A template version.")(
        func
    )
    func = click.option(
        "--fingerprint",
        default=None,
        metavar="HASH",
        help="A root fingerprint or a section content hash.",
    )(func)
    return func


@retention.group("hold")
def hold() -> None:
    """Legal holds: data they cover is never purged or erased.

    Example:

        ctxstore retention hold add --template v7 --reason "case 2291"
    """


@hold.command("add")
@_hold_target_options
@click.option("--reason", default=None, help="Why (case number, ticket).")
@db_option
@policy_option
@actor_option
@json_option
@handle_errors
def hold_add(
    fingerprint: str | None,
    template: str | None,
    subject: str | None,
    reason: str | None,
    db_url: str | None,
    policy_path: str | None,
    actor: str | None,
    as_json: bool,
) -> None:
    """Place a legal hold on a fingerprint, a template version or a subject.

    Prints how many assemblies and text blobs the hold keeps now. A hold that
    matches nothing is still placed (the data may arrive later), with a warning:
    check the value for a typo. With an HMAC key in the policy, a raw hash is
    also tried in its keyed form, which is what the store holds.

    Example:

        ctxstore retention hold add --subject user-4711 --reason "litigation 2026-14"
    """
    scope, value = _target(fingerprint, template, subject)
    with _open(db_url, policy_path) as store:
        h = store.add_hold(scope, value, reason=reason, actor=actor)
    matched = "hmac" if h.value != value else "as given"
    coverage = h.coverage
    assert coverage is not None  # add_hold always measures it
    if as_json:
        echo_json(
            {
                **_hold_dict(h),
                "given": value,
                "matched": matched,
                "assemblies": coverage.assemblies,
                "blobs": coverage.blobs,
            }
        )
        return
    click.echo(f"Legal hold {h.id} placed on {scope} {h.value}.")
    if matched == "hmac":
        click.echo(f"  {value} matched as its HMAC fingerprint (the policy's key).")
    click.echo(f"  It keeps {coverage.assemblies} assemblies and {coverage.blobs} text blobs.")
    if coverage.empty:
        click.echo(
            f"Warning: the hold matches nothing stored now; check the {scope} value "
            "(a typo, or a hash from another store or key?).",
            err=True,
        )


@hold.command("remove")
@_hold_target_options
@db_option
@policy_option
@actor_option
@handle_errors
def hold_remove(
    fingerprint: str | None,
    template: str | None,
    subject: str | None,
    db_url: str | None,
    policy_path: str | None,
    actor: str | None,
) -> None:
    """Release a legal hold.

    Example:

        ctxstore retention hold remove --template v7
    """
    scope, value = _target(fingerprint, template, subject)
    with _open(db_url, policy_path) as store:
        store.remove_hold(scope, value, actor=actor)
    click.echo(f"Legal hold on {scope} {value} released.")


@hold.command("list")
@db_option
@json_option
@handle_errors
def hold_list(db_url: str | None, as_json: bool) -> None:
    """List the legal holds in force.

    Example:

        ctxstore retention hold list --json
    """
    with Store.open(db_url, create=False) as store:
        holds = store.holds()
    if as_json:
        echo_json([_hold_dict(h) for h in holds])
        return
    if not holds:
        click.echo("No legal holds.")
        return
    for h in holds:
        reason = f"  ({h.reason})" if h.reason else ""
        click.echo(
            f"{h.id:>4}  {h.scope:<16} {h.value}  since {h.created_at:%Y-%m-%d} "
            f"by {h.created_by or '?'}{reason}"
        )


def _hold_dict(h: Any) -> dict[str, Any]:
    return {
        "id": h.id,
        "scope": h.scope,
        "value": h.value,
        "reason": h.reason,
        "created_at": h.created_at,
        "created_by": h.created_by,
    }


# -- erasure ------------------------------------------------------------------------


@retention.command("erase")
@click.option("--subject", required=True, metavar="ID", help="The subject whose text to erase.")
@click.option("--dry-run", is_flag=True, help="Show what would be erased; change nothing.")
@click.option("--yes", is_flag=True, help="Do not ask for confirmation.")
@db_option
@policy_option
@actor_option
@json_option
@handle_errors
def erase(
    subject: str,
    dry_run: bool,
    yes: bool,
    db_url: str | None,
    policy_path: str | None,
    actor: str | None,
    as_json: bool,
) -> None:
    """Erase the text tied to a subject and blank their subject ID.

    Erased: the subject's asks, history, memory and tool outputs, and any other
    text only their assemblies used; their data keys are destroyed, so text
    sealed with them cannot be read back from any copy of the database made
    from now on. Kept: content other subjects use too (system prompt, tool
    schemas, knowledge-base documents), counted as shared, and data under a
    legal hold. Fingerprints and metadata stay (they identify what was sent,
    not who sent it); `show` and `what-changed` then say "erased (audit #N)".

    Example:

        ctxstore retention erase --subject user-4711 --dry-run
    """
    if not dry_run and not yes and not as_json:
        click.confirm(
            f"Erase all stored text tied to subject {subject!r}? This cannot be undone.",
            abort=True,
        )
    with _open(db_url, policy_path) as store:
        result = store.erase_subject(subject, dry_run=dry_run, actor=actor)
    if as_json:
        echo_json(
            {
                "dry_run": result.dry_run,
                "subject": result.subject_hash,
                "assemblies": result.assemblies,
                "blobs_deleted": result.blobs_deleted,
                "blobs_shared": result.blobs_shared,
                "blobs_held": result.blobs_held,
                "assemblies_held": result.assemblies_held,
                "keys_destroyed": result.keys_destroyed,
                "audit_id": result.audit_id,
                "reclaim": None
                if result.reclaim is None
                else {
                    "complete": result.reclaim.complete,
                    "steps": list(result.reclaim.steps),
                    "skipped": list(result.reclaim.skipped),
                },
            }
        )
        return
    would = "would be " if dry_run else ""
    click.echo(f"Subject {result.subject_hash}:")
    click.echo(f"  {result.assemblies:>8,}  assemblies {would}unlinked from the subject")
    click.echo(f"  {result.blobs_deleted:>8,}  text blobs {would}erased")
    click.echo(f"  {result.blobs_shared:>8,}  shared text blobs kept (other subjects use them too)")
    if not dry_run:
        click.echo(f"  {result.keys_destroyed:>8,}  data keys destroyed")
    if result.reclaim is not None and not result.reclaim.complete:
        for reason in result.reclaim.skipped:
            click.echo(f"warning: {reason}", err=True)
    if result.blobs_held or result.assemblies_held:
        click.echo(
            f"  {result.blobs_held:>8,}  blobs and {result.assemblies_held:,} assemblies "
            "kept by a legal hold"
        )
    suffix = " (dry run: nothing was changed)" if dry_run else ""
    click.echo(f"Audit row {result.audit_id}{suffix}.")


@retention.command("audit")
@db_option
@click.option("--limit", default=20, show_default=True, type=click.IntRange(1, 10_000))
@json_option
@handle_errors
def audit(db_url: str | None, limit: int, as_json: bool) -> None:
    """Show the most recent audit rows (purges, erasures, holds, migrations).

    Example:

        ctxstore retention audit --limit 5 --json
    """
    from ctxstore.db.audit import audit_entries

    with Store.open(db_url, create=False) as store:
        rows = audit_entries(store.engine, limit)
    if as_json:
        echo_json(rows)
        return
    if not rows:
        click.echo("The audit log is empty.")
        return
    for r in rows:
        dry = " [dry run]" if r["dry_run"] else ""
        details = ", ".join(
            f"{k}={v}"
            for k, v in r["details"].items()
            if v not in (None, 0, "") and k not in ("status", "content_cutoff", "metadata_cutoff")
        )
        status = r["details"].get("status")
        status = f" ({status})" if status and status == "running" else ""
        click.echo(
            f"{r['id']:>5}  {r['ts']:%Y-%m-%d %H:%M:%S}  {r['actor']:<12} {r['action']:<8}"
            f"{status}{dry}  policy {r['policy_version'] or '-'}  {details}"
        )
