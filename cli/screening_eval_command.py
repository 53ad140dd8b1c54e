"""``ctxstore screening eval``: the screener measured on the user's own labelled texts."""

from __future__ import annotations

import sys
from typing import Any, Literal

import click

from ctxstore.assembly.screening import (
    JudgedText,
    ScreeningEvaluation,
    evaluate_screener,
    printable,
    read_labelled,
)
from ctxstore.errors import ConfigError

from .options import echo_json, query_errors
from .screening_options import MODEL_OPTION, SECOND_OPINION_OPTION, screener_for

Breakdown = Literal["class", "split"]


@click.command("eval")
@click.argument("labelled", nargs=-1, required=True, type=click.Path(dir_okay=False))
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
    help="How many missed attacks and flagged benign texts to list.",
)
@click.option(
    "--min-recall",
    default=None,
    type=click.FloatRange(0, 1),
    help="Exit 1 when fewer than this share of the attacks are caught (e.g. 0.9).",
)
@click.option(
    "--max-fpr",
    default=None,
    type=click.FloatRange(0, 1),
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
    figures down by. Texts are screened as `assemble()` screens a document.
    Judge a model on texts it was not trained on: what it saw in training it
    scores far better than new text. With --min-recall or --max-fpr the exit
    status is 1 when a target is missed, so the command can gate a model in CI.

    Example:

        ctxstore screening eval my-labelled.jsonl --model screening-model.json --min-recall 0.9
    """
    with query_errors(as_json):
        records = read_labelled(labelled)
        if not records:
            raise ConfigError(f"No labelled texts in {', '.join(labelled)}; nothing to measure.")
        # a target that cannot be measured is a mistake to report before screening anything
        if min_recall is not None and not any(r.hostile for r in records):
            raise ConfigError("--min-recall needs hostile texts, and the files hold none.")
        if max_fpr is not None and all(r.hostile for r in records):
            raise ConfigError("--max-fpr needs benign texts, and the files hold none.")
        result = evaluate_screener(records, screener_for(model_path, second_opinion))
    failures = _missed_targets(result, min_recall, max_fpr)
    what = "the default rules" + (
        f" + the model {printable(model_path, 200)}"
        + (" and its second opinion" if second_opinion else "")
        if model_path
        else ""
    )
    by_key: Breakdown = "class" if by == "class" else "split"
    if as_json:
        echo_json(_evaluation_json(result, what, by_key, show, failures))
    else:
        _echo_evaluation(result, what, by_key, show, len(set(labelled)))
    for failure in failures:
        click.echo(f"target missed: {failure}", err=True)
    if failures:
        sys.exit(1)


def _missed_targets(
    result: ScreeningEvaluation, min_recall: float | None, max_fpr: float | None
) -> list[str]:
    failures: list[str] = []
    recall, fpr = result.recall, result.false_alarm_rate
    if min_recall is not None and recall is not None and recall < min_recall:
        failures.append(f"recall {recall:.1%} is below --min-recall {min_recall:.1%}")
    if max_fpr is not None and fpr is not None and fpr > max_fpr:
        failures.append(f"{fpr:.1%} of benign texts flagged, above --max-fpr {max_fpr:.1%}")
    return failures


def _excerpt(j: JudgedText) -> str:
    """What fired on a flagged text (its first hit), else the text's opening words."""
    if j.hits:
        return j.hits[0].excerpt
    return printable(" ".join(j.record.text.split()), 100)


def _listed(judged: list[JudgedText], show: int) -> list[dict[str, Any]]:
    return [
        {
            "where": printable(j.record.where, 200),
            "cls": printable(j.record.cls, 60),
            "detectors": sorted({h.detector for h in j.hits}),
            "excerpt": _excerpt(j),
        }
        for j in judged[:show]
    ]


def _evaluation_json(
    result: ScreeningEvaluation, what: str, by: Breakdown, show: int, failures: list[str]
) -> dict[str, Any]:
    attacks, benign = result.attacks, result.benign
    return {
        "screener": what,
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
                by: g.name,
                "texts": g.texts,
                "flagged": g.flagged,
                "rate": g.rate,
            }
            for g in result.figures(by)
        ],
        "missed": _listed(result.missed, show),
        "false_alarms": _listed(result.false_alarms, show),
        "targets_missed": failures,
    }


def _echo_evaluation(
    result: ScreeningEvaluation, what: str, by: Breakdown, show: int, files: int
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
    groups = result.figures(by)
    width = max([len(by), *(len(printable(g.name, 60)) for g in groups)])
    click.echo(f"\n{'':8} {by:<{width}}  {'texts':>7}  flagged")
    for g in groups:
        label = "attack" if g.hostile else "benign"
        click.echo(
            f"{label:8} {printable(g.name, 60):<{width}}  {g.texts:>7,}  {g.flagged:,} ({g.rate:.1%})"
        )
    for title, judged in (("attacks missed", missed), ("benign texts flagged", alarms)):
        if not judged or not show:
            continue
        more = "; --show N for more" if len(judged) > show else ""
        click.echo(f"\n{title} ({min(show, len(judged))} of {len(judged):,}{more}):")
        for row in _listed(judged, show):
            fired = f"  {', '.join(row['detectors'])}" if row["detectors"] else ""
            click.echo(f"  {row['where']}  {row['cls']}{fired}: {row['excerpt']}")
