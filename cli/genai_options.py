"""``ctxstore serve`` options for GenAI-convention spans (``ctxstore.receiver.genai``).

The options store their values on the click context rather than as parameters of
``serve``, so the command only asks for the finished mapping
(:func:`genai_mapping`); arguments win over the ``CTXSTORE_GENAI_*`` variables,
which win over the defaults (the library resolves the variables).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from ctxstore import settings

F = TypeVar("F", bound=Callable[..., Any])
_KEY = "ctxstore.genai"


def _store(ctx: click.Context, param: click.Parameter, value: Any) -> None:
    ctx.meta.setdefault(_KEY, {})[param.name or ""] = value


def genai_options(f: F) -> F:
    """Add the ``--genai-*`` options to a command."""
    attrs = (
        (
            "template",
            settings.GENAI_TEMPLATE_ATTRS,
            "gen_ai.prompt.name, llm.prompt_template.version",
        ),
        ("snapshot", settings.GENAI_SNAPSHOT_ATTRS, "gen_ai.data_source.id"),
        ("subject", settings.GENAI_SUBJECT_ATTRS, "enduser.id, user.id"),
    )
    for what, variable, default in reversed(attrs):
        f = click.option(
            f"--genai-{what}-attr",
            f"{what}_attrs",
            multiple=True,
            metavar="ATTR",
            expose_value=False,
            callback=_store,
            help=f"Span or resource attribute holding a GenAI span's {what} "
            f"(repeatable, first present wins; default: ${variable}, else {default}).",
        )(f)
    return click.option(
        "--genai/--no-genai",
        "genai_enabled",
        default=None,
        expose_value=False,
        callback=_store,
        help="Store LLM-call spans of the OpenTelemetry GenAI conventions, OpenLLMetry and "
        f"OpenInference as assemblies (default: ${settings.GENAI_INGEST}, else on).",
    )(f)


def genai_mapping(ctx: click.Context) -> Any:
    """The ``GenAIMapping`` the options (else the environment) describe."""
    from ctxstore.receiver.genai import mapping_from_settings

    given = ctx.meta.get(_KEY, {})
    return mapping_from_settings(
        template_attrs=given.get("template_attrs") or None,
        snapshot_attrs=given.get("snapshot_attrs") or None,
        subject_attrs=given.get("subject_attrs") or None,
        enabled=given.get("genai_enabled"),
    )
