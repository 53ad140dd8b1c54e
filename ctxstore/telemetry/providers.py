"""Provider names as the GenAI semantic conventions' registry spells them.

``gen_ai.provider.name`` has a closed list of well-known values; instrumentations
still send older ones (``gen_ai.system`` values such as ``az.ai.openai`` or
``vertex_ai``) or their own (OpenInference's ``llm.provider``: ``azure``,
``google``, ``aws``, ``mistralai``, ``xai``). Stored assemblies use the registry
value, so ``what-changed`` does not report a provider change when only the
instrumentation changed.

The model ID decides where the provider name alone cannot: Bedrock model IDs
(``anthropic.claude-...-v1:0``, ``us.meta.llama3-...``, ARNs) and Vertex AI
resource names (``publishers/google/models/...``, ``claude-...@20240620``)
name the cloud that served the call, whoever made the model.

Both ends use it: ``assemble()`` names the provider of its model ID
(:func:`provider_for_model`), and ``ctxstore serve`` normalises what GenAI spans
report (:func:`normalize_provider`). Kept apart from ``ctxstore.assembly.tokens``,
which maps model IDs to tokenizers, a different question.
"""

from __future__ import annotations

import re

from ctxstore.assembly.tokens import base_model_name, cloud_of

#: The registry's well-known values (semantic conventions, gen_ai.provider.name).
REGISTRY = frozenset(
    {
        "anthropic",
        "aws.bedrock",
        "azure.ai.inference",
        "azure.ai.openai",
        "cohere",
        "deepseek",
        "gcp.gemini",
        "gcp.gen_ai",
        "gcp.vertex_ai",
        "groq",
        "ibm.watsonx.ai",
        "mistral_ai",
        "openai",
        "perplexity",
        "x_ai",
    }
)

_ALIASES = {
    # deprecated gen_ai.system values
    "az.ai.inference": "azure.ai.inference",
    "az.ai.openai": "azure.ai.openai",
    "vertex_ai": "gcp.vertex_ai",
    "gemini": "gcp.gemini",
    "xai": "x_ai",
    "watsonx": "ibm.watsonx.ai",
    # OpenInference llm.provider / llm.system values
    "azure": "azure.ai.openai",
    "google": "gcp.gen_ai",
    "aws": "aws.bedrock",
    "bedrock": "aws.bedrock",
    "mistralai": "mistral_ai",
    "mistral": "mistral_ai",
    "vertexai": "gcp.vertex_ai",
    "vertex": "gcp.vertex_ai",
}

# Bedrock: "<vendor>.<model>-vN:M", optionally behind a cross-region prefix, or an ARN.
_BEDROCK = re.compile(
    r"(arn:aws[\w-]*:bedrock:.*"
    r"|((us|eu|apac|us-gov|global)\.)?(anthropic|amazon|meta|mistral|cohere|ai21|deepseek"
    r"|stability|writer|qwen|openai)\.[\w.-]+(:\d+)?)"
)
# Vertex AI: a resource name or the "@version" suffix only Vertex uses.
_VERTEX = re.compile(
    r"(projects/[^/]+/locations/[^/]+/)?publishers/[^/]+/models/.+|[\w.-]+@[\w.-]+"
)


def provider_for_model_id(model: str) -> str | None:
    """``aws.bedrock`` or ``gcp.vertex_ai`` when the model ID is in that cloud's form."""
    if _BEDROCK.fullmatch(model):
        return "aws.bedrock"
    if _VERTEX.fullmatch(model):
        return "gcp.vertex_ai"
    return cloud_of(model)  # the tokenizer table's forms (Claude IDs with a path prefix)


# First-party model IDs: prefix of the model name -> provider.
_FIRST_PARTY = (
    ("claude", "anthropic"),
    ("gpt", "openai"),
    ("o1", "openai"),
    ("o3", "openai"),
    ("o4", "openai"),
    ("chatgpt", "openai"),
    ("text-embedding", "openai"),
    ("gemini", "gcp.gemini"),
    ("mistral", "mistral_ai"),
    ("codestral", "mistral_ai"),
    ("command", "cohere"),
    ("deepseek", "deepseek"),
    ("grok", "x_ai"),
    ("sonar", "perplexity"),
)


def provider_for_model(model: str) -> str | None:
    """The ``gen_ai.provider.name`` a model ID most likely belongs to (None: unknown)."""
    cloud = provider_for_model_id(model)
    if cloud is not None:
        return cloud
    name = base_model_name(model)
    for prefix, provider in _FIRST_PARTY:
        if name.startswith(prefix):
            return provider
    return None


def normalize_provider(raw: str | None, model: str | None) -> str | None:
    """The registry value for what a span calls its provider, refined by the model ID."""
    cloud = provider_for_model_id(model) if model else None
    if raw is None:
        return cloud
    name = raw.strip().lower()
    name = _ALIASES.get(name, name)
    if cloud is not None and name not in ("aws.bedrock", "gcp.vertex_ai"):
        # Anthropic's SDK reports "anthropic" for Claude on Bedrock or Vertex too.
        return cloud
    return name


__all__ = ["REGISTRY", "normalize_provider", "provider_for_model", "provider_for_model_id"]
