"""The features of the optional n-gram screening model: hashed character and word n-grams.

One function, shared by training (``_ngram_train``) and scoring (``_ngram_model``),
so a model always meets the features it was trained on. Stdlib only: scoring
must work on the default install.

* **Character n-grams inside words** (1 to 3 characters of each
  whitespace-separated token, padded with a space) carry what word lists cannot:
  inflections in 30 languages, scripts without spaces (Japanese, Chinese, Thai),
  punctuation of markup, and misspelt or split words. Short ones generalise best:
  trained without one blind batch and scored on it, for five batches in turn, 1-3
  caught 716 of 900 attacks with the rules, 1-4 703, 1-5 689 and 2-5 640, at the
  same 42-46 of 2,400 benign texts flagged (``benchmarks/bench_screening_model.py``
  measures the chosen recipe).
* **Words and word pairs** carry phrasing ("you should now", "has approved").
* **Hashed, not looked up:** ``zlib.crc32`` of the n-gram, modulo
  :data:`N_FEATURES`. A vocabulary would have to ship with the model; a hash
  needs none, and crc32 is stable across processes (``hash()`` is salted).
  Word n-grams carry a prefix so "ab" the word and "ab" the letters differ.
* **Counts are damped** (1 + log count): a word repeated forty times in a log
  is not forty times the evidence.
"""

from __future__ import annotations

import functools
import itertools
import math
import re
import unicodedata
import zlib
from collections import Counter

N_FEATURES = 1 << 20
CHAR_NGRAMS = (1, 3)
# Featurizer version, stored in every model file: a model trained on other
# features is refused instead of scoring nonsense.
FEATURES_VERSION = 1

_WORD = re.compile(r"\w\w+")
_CRC = zlib.crc32
_MASK = N_FEATURES - 1  # N_FEATURES is a power of two: & is the modulo


def ngram_counts(text: str) -> Counter[int]:
    """How often each hashed n-gram occurs in ``text`` (see the module docstring)."""
    # NFKC folds fullwidth and compatibility forms, so "ｉｇｎｏｒｅ" counts as "ignore"
    folded = unicodedata.normalize("NFKC", text).lower()
    words = _WORD.findall(folded)
    # letters are cut from whitespace-separated tokens, punctuation included: "</system>"
    # and "[inst]" are evidence that word tokens would throw away
    hashes = list(itertools.chain.from_iterable(map(_token_hashes, folded.split())))
    hashes += map(_word_hash, words)
    hashes += _hashes([f"\x01{a} {b}" for a, b in itertools.pairwise(words)])
    return Counter(hashes)


def _hashes(grams: list[str]) -> list[int]:
    return [c & _MASK for c in map(_CRC, map(str.encode, grams))]


# A scan scores overlapping windows of one text, and words recur within and across
# documents, so a token's n-grams are hashed once and looked up after (3x faster scoring).
# Long tokens (base64 runs, URLs) are rarely repeated and would crowd out the cache.
_CACHED_TOKEN = 40


def _token_hashes(token: str) -> tuple[int, ...]:
    if len(token) > _CACHED_TOKEN:
        return _char_ngram_hashes(token)
    return _cached_token_hashes(token)


def _char_ngram_hashes(token: str) -> tuple[int, ...]:
    p = f" {token} "
    size = len(p)
    lo, hi = CHAR_NGRAMS
    return tuple(
        _hashes([p[i : i + n] for n in range(lo, min(hi, size) + 1) for i in range(size - n + 1)])
    )


_cached_token_hashes = functools.lru_cache(maxsize=8192)(_char_ngram_hashes)


@functools.lru_cache(maxsize=8192)
def _word_hash(word: str) -> int:
    return _CRC(("\x01" + word).encode()) & _MASK


def damp(count: int) -> float:
    """A feature's count as it enters the vector (1 + log count); training uses the same."""
    return 1.0 + math.log(count) if count > 1 else 1.0
