"""The package version, written once: ``pyproject.toml`` reads it (``[tool.setuptools.dynamic]``).

A module of its own so that any part of the package can name the version
without importing ``ctxstore/__init__`` (which would import the whole library).
"""

__version__ = "0.1.0"
