"""What the screening commands that screen text share: the model options and the screener."""

from __future__ import annotations

import click

from ctxstore.assembly.screening import DEFAULT_DETECTORS, NgramModel, Screener

MODEL_OPTION = click.option(
    "--model",
    "model_path",
    default=None,
    metavar="FILE",
    type=click.Path(dir_okay=False),
    help="Also score with a trained model (`ctxstore screening train`).",
)
SECOND_OPINION_OPTION = click.option(
    "--second-opinion/--no-second-opinion",
    default=True,
    show_default=True,
    help="With --model: the model may set aside the wording detectors' hits "
    "(risk_score, override phrases) it scores as plainly benign.",
)


def screener_for(model_path: str | None, second_opinion: bool) -> Screener:
    """The default rules, plus the model (and its second opinion) when one is given."""
    detectors = list(DEFAULT_DETECTORS)
    opinion = None
    if model_path is not None:
        model = NgramModel.load(model_path)
        detectors.append(model.detector())
        opinion = model.second_opinion() if second_opinion else None
    return Screener(detectors, second_opinion=opinion)
