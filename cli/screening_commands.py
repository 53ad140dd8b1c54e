"""``ctxstore screening``: scan text as the assembler would, measure the screener on
labelled texts, and train the optional model."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from ctxstore.assembly.screening import (
    DEFAULT_TARGET_FPR,
    NgramModel,
    false_alarms_by_group,
    read_labelled_corpus,
    train_ngram_model,
)
from ctxstore.errors import ConfigError

from .options import echo_json, query_errors
from .screening_eval_command import evaluate
from .screening_options import MODEL_OPTION, SECOND_OPINION_OPTION, screener_for


@click.group("screening")
def screening() -> None:
    """Scan untrusted text for injections; measure and train the screener.

    Example:

        ctxstore screening scan retrieved-page.txt
    """


@screening.command("scan")
@click.argument("files", nargs=-1, type=click.Path(dir_okay=False, allow_dash=True))
@MODEL_OPTION
@SECOND_OPINION_OPTION
@click.option(
    "--show-set-aside",
    is_flag=True,
    help="Also list the hits the model's second opinion set aside (marked as such).",
)
@click.option("--json", "as_json", is_flag=True, help="Print JSON for machines.")
def scan(
    files: tuple[str, ...],
    model_path: str | None,
    second_opinion: bool,
    show_set_aside: bool,
    as_json: bool,
) -> None:
    """Report what the screener finds in FILES (or stdin); exit 1 when anything is found.

    Each hit names its detector, where it is (file:line:column) and what it
    matched, as the assembler would report it for a retrieved document or a
    tool output. Without FILES, or with '-', stdin is read. Hits set aside by a
    model's second opinion do not count towards the exit status.

    Example:

        ctxstore screening scan page.html --model screening-model.json
    """
    with query_errors():
        screener = screener_for(model_path, second_opinion)
        found: list[dict[str, Any]] = []
        for name in files or ("-",):
            text = _read(name)
            kept, aside = screener.scan_judged(text)
            listed = [(h, False) for h in kept] + [(h, True) for h in aside if show_set_aside]
            for h, set_aside in sorted(listed, key=lambda p: (p[0].start, p[0].end)):
                line = text.count("\n", 0, h.start) + 1
                column = h.start - (text.rfind("\n", 0, h.start) + 1) + 1
                row = {"file": name, "line": line, "column": column, "start": h.start,
                       "end": h.end, "detector": h.detector, "detail": h.detail,
                       "excerpt": h.excerpt}  # fmt: skip
                found.append({**row, "set_aside": set_aside} if show_set_aside else row)
    # hits the second opinion set aside are listed (with --show-set-aside) but found nothing
    flagged = any(not f.get("set_aside") for f in found)
    if as_json:
        echo_json(found)
    else:
        for f in found:
            detail = f" ({f['detail']})" if f["detail"] else ""
            aside_note = " [set aside by the model's second opinion]" if f.get("set_aside") else ""
            click.echo(
                f"{f['file']}:{f['line']}:{f['column']}: {f['detector']}{detail}{aside_note}: "
                f"{f['excerpt']}"
            )
        if not flagged:
            click.echo(f"nothing found in {len(files) or 1} input(s)", err=True)
    if flagged:
        sys.exit(1)


def _read(name: str) -> str:
    if name == "-":
        return sys.stdin.read()
    try:
        return Path(name).read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise ConfigError(f"Cannot read {name}: {exc.strerror or exc}.") from None


@screening.command("train")
@click.argument("corpus", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option(
    "--out",
    "out_path",
    required=True,
    metavar="FILE",
    type=click.Path(dir_okay=False),
    help="Where to write the model (JSON, about 1 MB).",
)
@click.option(
    "--target-fpr",
    default=DEFAULT_TARGET_FPR,
    show_default=True,
    type=float,
    help="Share of unseen benign texts the threshold may flag (set out of fold).",
)
@click.option(
    "--max-weights",
    default=100_000,
    show_default=True,
    type=click.IntRange(min=1000),
    help="How many of the strongest n-gram weights the model keeps.",
)
@click.option("--json", "as_json", is_flag=True, help="Print JSON for machines.")
def train(
    corpus: tuple[str, ...], out_path: str, target_fpr: float, max_weights: int, as_json: bool
) -> None:
    """Train the n-gram screening model on labelled JSONL files and write it to --out.

    Each line of a CORPUS file is a JSON object with "text" and "label"
    ("hostile" or "benign"); an optional "split" groups texts (one writer, one
    batch) so the threshold is set on groups the fold's model never saw. Needs
    scikit-learn: pip install 'ctxstore[screening-train]'. The file is
    written only when training succeeds.

    Example:

        ctxstore screening train tests/data/screening_*.jsonl --out screening-model.json
    """
    with query_errors():
        model = train_ngram_model(
            read_labelled_corpus(corpus), target_fpr=target_fpr, max_weights=max_weights
        )
        model.save(out_path)
    t = model.trained
    if as_json:
        echo_json({"model": out_path, "threshold": model.threshold, **t})
        return
    click.echo(
        f"trained on {t['texts']} texts ({t['hostile']} hostile, {t['benign']} benign) "
        f"in {t['seconds']} s; {t['weights_kept']} weights kept"
    )
    click.echo(
        f"out of fold ({t['folds']}): recall {t['out_of_fold_recall']:.1%} at "
        f"{t['out_of_fold_fpr']:.1%} of benign texts flagged (threshold {model.threshold:.3f})"
    )
    spread = _group_spread(model)
    if spread:
        click.echo(spread)
    click.echo(f"wrote {out_path}; use it with: ctxstore screening scan FILE --model {out_path}")


def _group_spread(model: NgramModel) -> str:
    """How unevenly the threshold flagged the groups' benign texts out of fold."""
    spread = false_alarms_by_group(model)
    if not spread.ranked:
        return ""
    twice = 2 * float(model.trained["target_fpr"])
    over = sum(g.rate > twice for g in spread.ranked)
    worst = ", ".join(f"{g.group} {g.rate:.1%} ({g.flagged}/{g.benign})" for g in spread.ranked[:3])
    line = (
        f"by group, out of fold: {over} of {len(spread.ranked)} groups had more than twice the "
        f"target ({twice:.1%}) of their benign texts flagged; worst: {worst}"
    )
    if spread.unranked:
        line += f"; {spread.unranked} with fewer than {spread.min_benign} benign texts not ranked"
    return line


screening.add_command(evaluate)
