"""``ctxstore screening eval``: the screener measured on the user's own labelled texts."""

from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import Any, Literal

import click

from ctxstore.assembly.screening import (
    JudgedText,
    LabelledRecord,
    ScreeningEvaluation,
    evaluate_screener,
    parse_labelled,
    printable,
    read_labelled,
)
from ctxstore.errors import ConfigError

from .options import echo_json, query_errors
from .screening_options import MODEL_OPTION, SECOND_OPINION_OPTION, screener_for

Breakdown = Literal["class", "split"]


def _share(_ctx: click.Context, param: click.Parameter, value: float | None) -> float | None:
    # FloatRange lets "nan" through, and every comparison with NaN is false: a gate that
    # could never fail
    if value is not None and not math.isfinite(value):
        raise click.BadParameter("give a share between 0 and 1, such as 0.9", param=param)
    return value


@click.command("eval")
@click.argument(
    "labelled", nargs=-1, required=True, type=click.Path(dir_okay=False, allow_dash=True)
)
@MODEL_OPTION
@SECOND_OPINION_OPTION
@click.option(
    "--by",
    type=click.Choice(["class", "split"]),
    default="class",
    show_default=True,
    help="Break the figures down by each item's cls field or by its split (else its file).",
)
@click.option(
    "--show",
    default=5,
    show_default=True,
    type=click.IntRange(min=0),
    help="How many missed attacks and flagged benign texts to list (also in --json).",
)
@click.option(
    "--min-recall",
    default=None,
    type=click.FloatRange(0, 1),
    callback=_share,
    help="Exit 1 when fewer than this share of the attacks are caught (e.g. 0.9).",
)
@click.option(
    "--max-fpr",
    default=None,
    type=click.FloatRange(0, 1),
    callback=_share,
    help="Exit 1 when more than this share of the benign texts are flagged (e.g. 0.03).",
)
@click.option("--json", "as_json", is_flag=True, help="Print JSON for machines.")
def evaluate(
    labelled: tuple[str, ...],
    model_path: str | None,
    second_opinion: bool,
    by: str,
    show: int,
    min_recall: float | None,
    max_fpr: float | None,
    as_json: bool,
) -> None:
    """Measure the screener on LABELLED JSONL files: attacks caught, benign texts flagged.

    Each line is a JSON object with "text" (or "chunks", the pieces of one
    document) and "label" ("hostile" or "benign"), as `ctxstore screening
    train` reads; "cls" and "split" name a class and a group to break the
    figures down by. '-' reads stdin. Texts are screened as `assemble()`
    screens a document. Judge a model on texts it was not trained on: what it
    saw in training it scores far better than new text. With --min-recall or
    --max-fpr the exit status is 1 when a target is missed, so the command can
    gate a model in CI.

    Example:

        ctxstore screening eval mine.jsonl --model m.json --min-recall 0.9
    """
    with query_errors(as_json):
        files = _distinct(labelled)
        records = _read(files)
        if not records:
            raise ConfigError(
                f"No labelled texts in {printable(', '.join(files), 300)}; nothing to measure."
            )
        # a target that cannot be measured is a mistake to report before screening anything
        if min_recall is not None and not any(r.hostile for r in records):
            raise ConfigError("--min-recall needs hostile texts, and the files hold none.")
        if max_fpr is not None and all(r.hostile for r in records):
            raise ConfigError("--max-fpr needs benign texts, and the files hold none.")
        result = evaluate_screener(records, screener_for(model_path, second_opinion))
    failures = _missed_targets(result, min_recall, max_fpr)
    by_key: Breakdown = "class" if by == "class" else "split"
    opinion = second_opinion and model_path is not None
    if as_json:
        echo_json(_evaluation_json(result, model_path, opinion, by_key, show, failures))
    else:
        what = "the default rules"
        if model_path is not None:
            what += f" + the model {printable(model_path, 200)}"
            what += " and its second opinion" if opinion else ""
        _echo_evaluation(result, what, by_key, show, len(files), opinion)
        for failure in failures:
            click.echo(f"target missed: {failure}", err=True)
    if failures:
        sys.exit(1)


def _distinct(names: tuple[str, ...]) -> list[str]:
    """The files in the order given, each once: a file named twice is not twice the texts."""
    seen: set[str] = set()
    out: list[str] = []
    for name in names:
        key = name if name == "-" else str(Path(name).resolve())
        if key not in seen:
            seen.add(key)
            out.append(name)
    return out


def _read(files: list[str]) -> list[LabelledRecord]:
    records: list[LabelledRecord] = []
    for name in files:
        if name == "-":
            records += parse_labelled(sys.stdin.read(), "stdin", "-")
        else:
            records += read_labelled([name])
    return records


def _missed_targets(
    result: ScreeningEvaluation, min_recall: float | None, max_fpr: float | None
) -> list[str]:
    """What missed its target, with the counts and the unrounded shares."""
    failures: list[str] = []
    recall, fpr = result.recall, result.false_alarm_rate
    if min_recall is not None and recall is not None and recall < min_recall:
        caught = len(result.attacks) - len(result.missed)
        failures.append(
            f"{caught}/{len(result.attacks)} attacks caught = {recall:.6g}, "
            f"below --min-recall {min_recall:g}"
        )
    if max_fpr is not None and fpr is not None and fpr > max_fpr:
        failures.append(
            f"{len(result.false_alarms)}/{len(result.benign)} benign texts flagged = {fpr:.6g}, "
            f"above --max-fpr {max_fpr:g}"
        )
    return failures


def _excerpt(j: JudgedText) -> str:
    """What fired on a flagged text (its first hit; on a cleared one, the first hit the
    second opinion set aside), else the text's opening words."""
    fired = j.hits or j.set_aside
    if fired:
        return fired[0].excerpt
    return printable(" ".join(j.record.text.split()), 100)


def _listed(judged: list[JudgedText], show: int) -> list[dict[str, Any]]:
    # raw values: JSON escapes what a terminal would run; the text output makes them inert
    return [
        {
            "where": j.record.where,
            "cls": j.record.cls,
            "split": j.record.group,
            "detectors": sorted({h.detector for h in j.hits or j.set_aside}),
            "excerpt": _excerpt(j),
        }
        for j in judged[:show]
    ]


def _evaluation_json(
    result: ScreeningEvaluation,
    model_path: str | None,
    second_opinion: bool,
    by: Breakdown,
    show: int,
    failures: list[str],
) -> dict[str, Any]:
    attacks, benign = result.attacks, result.benign
    return {
        "model": model_path,
        "second_opinion": second_opinion,
        "attacks": len(attacks),
        "caught": len(attacks) - len(result.missed),
        "recall": result.recall,
        "benign": len(benign),
        "flagged": len(result.false_alarms),
        "false_alarm_rate": result.false_alarm_rate,
        "by": by,
        "groups": [
            {
                "label": "hostile" if g.hostile else "benign",
                "name": g.name,
                "texts": g.texts,
                "flagged": g.flagged,
                "rate": g.rate,
            }
            for g in result.figures(by)
        ],
        "missed": _listed(result.missed, show),
        "false_alarms": _listed(result.false_alarms, show),
        # what the second opinion changed (None without one): attacks it let through,
        # false alarms it removed
        "second_opinion_cleared": None
        if not second_opinion
        else {
            "attacks": len(result.cleared_attacks),
            "benign": len(result.cleared_false_alarms),
            "attacks_listed": _listed(result.cleared_attacks, show),
        },
        "targets_missed": failures,
    }


def _echo_evaluation(
    result: ScreeningEvaluation, what: str, by: Breakdown, show: int, files: int, opinion: bool
) -> None:
    attacks, benign = result.attacks, result.benign
    missed, alarms = result.missed, result.false_alarms
    click.echo(
        f"{len(result.judged):,} labelled texts ({len(attacks):,} attacks, {len(benign):,} "
        f"benign) from {files} file(s), screened by {what}"
    )
    if attacks:
        caught = len(attacks) - len(missed)
        click.echo(f"attacks caught: {caught:,}/{len(attacks):,} ({result.recall:.1%})")
    if benign:
        click.echo(
            f"benign flagged: {len(alarms):,}/{len(benign):,} ({result.false_alarm_rate:.1%})"
        )
    cleared_attacks = result.cleared_attacks
    if opinion:
        click.echo(
            f"second opinion: cleared {len(result.cleared_false_alarms):,} benign texts the "
            f"detectors flagged, and {len(cleared_attacks):,} attacks they caught"
        )
    groups = result.figures(by)
    names = [printable(g.name, 60) for g in groups]
    width = max([len(by), *map(len, names)])
    click.echo(f"\n{'':8} {by:<{width}}  {'texts':>7}  flagged")
    for g, name in zip(groups, names, strict=True):
        label = "attack" if g.hostile else "benign"
        click.echo(f"{label:8} {name:<{width}}  {g.texts:>7,}  {g.flagged:,} ({g.rate:.1%})")
    listings = [("attacks missed", missed), ("benign texts flagged", alarms)]
    if opinion:
        listings.append(("attacks the second opinion cleared (counted as missed)", cleared_attacks))
    for title, judged in listings:
        if not judged or not show:
            continue
        more = "; --show N for more" if len(judged) > show else ""
        click.echo(f"\n{title} ({min(show, len(judged))} of {len(judged):,}{more}):")
        for row in _listed(judged, show):
            fired = f"  {', '.join(row['detectors'])}" if row["detectors"] else ""
            click.echo(
                f"  {printable(row['where'], 300)}  {printable(row['cls'], 60)}{fired}: "
                f"{row['excerpt']}"
            )
