"""The README's library quick start runs as written.

The Python blocks of the "Library quick start" section are run, in order, as one
script in a fresh interpreter (the last block installs a global tracer provider,
which must not leak into other tests) with CTXSTORE_HOME pointing at a temp dir.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import sqlalchemy as sa

README = Path(__file__).resolve().parents[1] / "README.md"


def _quick_start_blocks() -> list[str]:
    text = README.read_text(encoding="utf-8")
    section = text.split("## Library quick start", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, re.S)


def test_quick_start_has_the_three_steps() -> None:
    blocks = _quick_start_blocks()
    assert len(blocks) == 3
    assert "assemble(" in blocks[0] and "Store.open()" in blocks[1]
    assert "StoreSpanExporter" in blocks[2]


def test_quick_start_runs_as_written(tmp_path: Path) -> None:
    script = tmp_path / "quickstart.py"
    # After the blocks: one more assemble() so the exporter path records something too.
    tail = "\nassemble(sections, model='gpt-4o')\nprovider.shutdown()\n"
    script.write_text("\n".join(_quick_start_blocks()) + tail, encoding="utf-8")
    home = tmp_path / "home"
    env = {**os.environ, "CTXSTORE_HOME": str(home)}
    env.pop("CTXSTORE_DATABASE_URL", None)
    proc = subprocess.run(
        [sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "kb/shipping.md#1" in out and "neutralize" in out
    assert re.search(r"^[0-9a-f]{64}$", out, re.M), "root fingerprint printed"
    db = next(home.rglob("*.db"))
    engine = sa.create_engine(f"sqlite:///{db}")
    with engine.connect() as conn:
        rows = conn.execute(sa.text("select service, model_id from assemblies order by id")).all()
    engine.dispose()
    # one from store.record(), one from the exporter
    assert [r.model_id for r in rows] == ["claude-sonnet-4-5", "gpt-4o"]
    assert rows[0].service == "support-bot"


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    readme = README.read_text(encoding="utf-8")
    command = readme.split("# Tests (", 1)[1].splitlines()[1]
    assert command.startswith("python3 -m venv .venv") and "pytest" in command
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert f"\n{command} || status=$?\n" in ci
