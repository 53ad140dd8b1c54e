"""An optional trained screening model: logistic regression over hashed n-grams.

The rule detectors catch what has a shape (a forged tag, an encoding, a known
phrase); paraphrased social engineering has none, and rules written against one
batch of it carry over poorly to text written by someone else. A linear model
over character and word n-grams generalises further at the same speed class
(no GPU, no download, stdlib-only scoring), so it is offered as an opt-in
detector. It is not in :data:`DEFAULT_DETECTORS`: the default install ships no
model, and a model's false alarms depend on the text it was trained on, which
is the user's choice.

A model file is JSON: a header (format, feature version, threshold, what it
was trained on and how well it did out of fold) and three packed arrays
(zlib-compressed, base64): the weights of the kept features and their indices,
and the quantised inverse document frequency of every hashed feature, which
the unit-length normalisation needs even for features without a weight.
Train one with ``ctxstore screening train`` (``_ngram_train``).
"""

from __future__ import annotations

import base64
import json
import math
import os
import sys
import zlib
from array import array
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ctxstore.assembly.screening._ngram_features import (
    FEATURES_VERSION,
    N_FEATURES,
    damp,
    ngram_counts,
)
from ctxstore.assembly.screening._plugins import ClassifierDetector
from ctxstore.assembly.screening._second_opinion import DEFAULT_FLOOR, SecondOpinion
from ctxstore.errors import ConfigError

FORMAT = "ctxstore-screening-ngram"
DETECTOR_NAME = "ngram_model"
# Training texts are short passages (a corpus item is 100-550 characters), and an attack
# paragraph inside a long document is diluted by whatever shares its window: with the
# fresh14 payloads put inside long package READMEs, windows of 1,200 characters caught 58
# of 180, 600 caught 88 and 400 caught 105 (the payloads alone: 104-108; the first recipe,
# character 2-5-grams at c=10). Windows overlap by half, so every paragraph of up to 200
# characters is seen whole in some window.
WINDOW = 400
OVERLAP = 200
# idf is stored as one byte q per feature, standing for IDF_LEVELS[q] = 1 + q / IDF_STEPS:
# 1 .. 11, enough for corpora of up to e^10 (22,000) texts, in steps far below what changes
# a score. Training quantises with these constants and weighs with IDF_LEVELS, so a saved
# model scores exactly what was trained.
IDF_STEPS = 25
IDF_LEVELS = tuple(1.0 + q / IDF_STEPS for q in range(256))


# eq=False: two models are the same object or different ones (the tables are not compared)
@dataclass(frozen=True, eq=False)
class NgramModel:
    """A trained model: ``model(text)`` is the probability that ``text`` is an injection."""

    weights: dict[int, float]
    bias: float
    idf: bytes
    threshold: float
    trained: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if len(self.idf) != N_FEATURES:
            raise ConfigError(
                f"Screening model idf table has {len(self.idf)} entries, expected {N_FEATURES}; "
                "the file is truncated or was written by another version. Retrain it with "
                "`ctxstore screening train`."
            )
        if not 0.0 < self.threshold < 1.0:
            raise ConfigError(f"Screening model threshold {self.threshold} is not in (0, 1).")

    def __call__(self, text: str) -> float:
        return self.score(text)

    def __repr__(self) -> str:
        return f"NgramModel({len(self.weights)} weights, threshold={self.threshold:.3f})"

    def score(self, text: str) -> float:
        """Probability in [0, 1] that ``text`` carries an instruction for the reader."""
        # the unit-length TF-IDF vector dotted with the weights, in one pass: the dot
        # product of the raw vector divided by its length (what training computes)
        table, levels, weight = self.idf, IDF_LEVELS, self.weights.get
        dot = square = 0.0
        for k, c in ngram_counts(text).items():
            # most n-grams of a window occur once, and damp(1) == 1
            v = levels[table[k]] if c == 1 else damp(c) * levels[table[k]]
            square += v * v
            dot += weight(k, 0.0) * v
        z = self.bias + (dot / math.sqrt(square) if square else 0.0)
        # math.exp overflows beyond ~709; the logistic is 0 or 1 there anyway
        return 1.0 / (1.0 + math.exp(-z)) if z > -700 else 0.0

    def detector(self, threshold: float | None = None) -> ClassifierDetector:
        """This model as a screening detector (``Screener([*DEFAULT_DETECTORS, m.detector()])``)."""
        return ClassifierDetector(
            self,
            name=DETECTOR_NAME,
            threshold=self.threshold if threshold is None else threshold,
            window=WINDOW,
            overlap=OVERLAP,
        )

    def second_opinion(self, floor: float = DEFAULT_FLOOR) -> SecondOpinion:
        """This model as a second opinion on the wording detectors' hits (see ``_second_opinion``).

        ``Screener([*DEFAULT_DETECTORS, m.detector()], second_opinion=m.second_opinion())``
        """
        return SecondOpinion(self, floor=floor, window=WINDOW, overlap=OVERLAP)

    # -- files ---------------------------------------------------------------------

    def save(self, path: str | Path) -> None:
        keys = sorted(self.weights)
        doc = {
            "format": FORMAT,
            "features_version": FEATURES_VERSION,
            "n_features": N_FEATURES,
            "threshold": self.threshold,
            "bias": self.bias,
            "trained": self.trained,
            "index": _pack(array("I", keys)),
            "weight": _pack(array("f", (self.weights[k] for k in keys))),
            "idf": _pack(array("B", self.idf)),
        }
        # written beside the target and renamed: a failed write never leaves half a model
        target = Path(path)
        tmp = target.with_name(target.name + ".tmp")
        try:
            tmp.write_text(json.dumps(doc, indent=1), encoding="utf-8")
            os.replace(tmp, target)
        except OSError as exc:
            tmp.unlink(missing_ok=True)
            raise ConfigError(f"Cannot write the screening model to {target}: {exc}.") from None

    @classmethod
    def load(cls, path: str | Path) -> NgramModel:
        p = Path(path)
        try:
            doc = json.loads(p.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ConfigError(
                f"No screening model at {p}. Train one with `ctxstore screening train`."
            ) from None
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ConfigError(f"{p} is not a screening model file ({exc}).") from None
        except OSError as exc:
            raise ConfigError(f"Cannot read the screening model {p}: {exc}.") from None
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise ConfigError(f"{p} is not a screening model file (no format {FORMAT!r}).")
        if doc.get("features_version") != FEATURES_VERSION or doc.get("n_features") != N_FEATURES:
            raise ConfigError(
                f"{p} was trained on features version {doc.get('features_version')} "
                f"({doc.get('n_features')} buckets); this ctxstore computes version "
                f"{FEATURES_VERSION} ({N_FEATURES}). Retrain it with `ctxstore screening train`."
            )
        try:
            index = _unpack(doc["index"], "I")
            weight = _unpack(doc["weight"], "f")
            idf = _unpack(doc["idf"], "B").tobytes()
            threshold, bias = float(doc["threshold"]), float(doc["bias"])
        except (KeyError, TypeError, ValueError, zlib.error) as exc:
            raise ConfigError(f"{p} is a damaged screening model file ({exc!r}).") from None
        if (
            len(index) != len(weight)
            or any(k >= N_FEATURES for k in index)
            or not all(map(math.isfinite, (*weight, bias)))
        ):
            raise ConfigError(f"{p} is a damaged screening model file (bad weight table).")
        return cls(
            dict(zip(index, weight, strict=True)), bias, idf, threshold, doc.get("trained") or {}
        )


# Arrays are stored little-endian whatever machine wrote them, so a model trained on one
# machine loads on any other.
def _pack(a: array[Any]) -> str:
    if sys.byteorder == "big":
        a = array(a.typecode, a)
        a.byteswap()
    return base64.b64encode(zlib.compress(a.tobytes(), 9)).decode("ascii")


def _unpack(s: str, typecode: str) -> array[Any]:
    out = array(typecode)
    out.frombytes(zlib.decompress(base64.b64decode(s, validate=True)))
    if sys.byteorder == "big":
        out.byteswap()
    return out
