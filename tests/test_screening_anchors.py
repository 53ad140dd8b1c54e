"""The shared automaton passes find every anchor a detector declares (issue 13).

Anchors are looked for in the folded view (lower case, "l" read as "i", "@" as "a",
accents dropped) or in the normalised one, and anchors in other scripts in the text's
non-ASCII characters alone. An anchor written in a form neither view can hold is never
found, and the rule behind it never runs: "remplace" (an "l") and "с этого момента" (a
space) were such anchors.
"""

from __future__ import annotations

# importing the package imports every detector, which declare their anchors at import
from ctxstore.assembly.screening import _anchors
from ctxstore.assembly.screening._anchors import ScriptAnchors
from ctxstore.assembly.screening._fold import _FOLD
from ctxstore.assembly.screening._view import _View


def test_every_anchor_can_occur_in_the_view_it_is_looked_for_in() -> None:
    folded = set(_FOLD)
    normed = set(_View("".join(map(chr, range(32, 127))) + " Ünïcode ß").norm)
    dead = [n for n in _anchors._NEEDLES if not (set(n) <= folded or set(n) <= normed)]
    assert dead == []


def test_an_anchor_in_another_script_is_found_whatever_ascii_it_holds() -> None:
    anchors = ScriptAnchors(("новая роль", "공유 링크", "用户"))
    view = _View("Все настройки отменены: новая роль — кассир. 공유 링크를 보내세요. 用户")
    assert anchors.present(view) == sorted(["новая роль", "공유 링크", "用户"])


def test_an_anchor_left_with_too_few_characters_is_not_looked_for() -> None:
    # "conversación" without its ASCII is "ó", in every Spanish text: its ASCII form is an
    # anchor of the folded view instead
    assert ScriptAnchors(("conversación",)).present(_View("Ésta es una canción")) == []
