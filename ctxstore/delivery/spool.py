"""A durable local spool for records the database could not take right now.

Why a spool and not a bigger queue: the exporter runs inside the service, and
a database outage must neither block requests nor lose assemblies. Records go
to append-only JSONL *segment* files, one JSON record per line, fsynced once
per batch; when the database is back they are replayed oldest segment first
and a segment is deleted only after every record in it was written. A crash in
the middle of a replay therefore replays that segment again, which is safe
because the store skips ``(trace_id, span_id)`` pairs it already holds.

Several processes may share one spool directory (worker processes of one
service, several ``ctxstore serve``): each writes its own segments, holds an
``flock`` on the segment it is appending to, and a replay skips segments another
live process still holds. A replay takes a directory-wide lock so two processes
never replay the same segment at once.

The spool is bounded (``max_bytes``); when full, new batches are dropped with a
log line saying where the spool is and how to drain it, and counted.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import logging
import os
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, fields
from datetime import datetime
from pathlib import Path
from typing import IO, Any

from ctxstore import settings
from ctxstore.records import AssemblyRecord, SectionRecord

log = logging.getLogger(__name__)

#: Spool bound when none is given: large enough for hours of a busy service's metadata.
DEFAULT_MAX_BYTES = 256 * 1024 * 1024
#: A segment is sealed and a new one started past this size.
SEGMENT_BYTES = 8 * 1024 * 1024
_SUFFIX = ".jsonl"
_FORMAT = 1


def default_spool_dir(name: str = "exporter") -> Path:
    """``<data dir>/spool/<name>``; the data dir is ``CTXSTORE_HOME`` or the platform's."""
    return settings.data_dir() / "spool" / name


# -- record <-> JSON -----------------------------------------------------------


_RECORD_FIELDS = tuple(f.name for f in fields(AssemblyRecord) if f.name != "sections")
_SECTION_FIELDS = tuple(f.name for f in fields(SectionRecord))


def record_to_json(record: AssemblyRecord) -> dict[str, Any]:
    # Field by field rather than dataclasses.asdict, which deep-copies every value and
    # was three quarters of the cost of spooling a span at span end (DurableSpanProcessor).
    data: dict[str, Any] = {name: getattr(record, name) for name in _RECORD_FIELDS}
    data["sections"] = [{n: getattr(s, n) for n in _SECTION_FIELDS} for s in record.sections]
    data["timestamp"] = record.timestamp.isoformat()
    data["v"] = _FORMAT
    return data


def encode_record(record: AssemblyRecord) -> bytes:
    """One spool line (JSON + newline) for ``record``."""
    data = json.dumps(record_to_json(record), ensure_ascii=False, separators=(",", ":"))
    return data.encode() + b"\n"


def record_from_json(data: dict[str, Any]) -> AssemblyRecord:
    data = dict(data)
    data.pop("v", None)
    sections = tuple(
        SectionRecord(
            **{
                **s,
                "screening_hits": tuple(s.get("screening_hits", ())),
                "redactions": tuple(s.get("redactions", ())),
            }
        )
        for s in data.pop("sections", ())
    )
    data["timestamp"] = datetime.fromisoformat(data["timestamp"])
    return AssemblyRecord(**data, sections=sections)


# -- the spool -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpoolStats:
    pending_bytes: int
    pending_segments: int
    appended: int  # records appended since this process opened the spool
    replayed: int  # records replayed into the store
    dropped: int  # records refused because the spool was full
    corrupt_lines: int  # unreadable lines skipped during replay


class Spool:
    """Append-only, size-bounded JSONL segments in one directory; thread-safe."""

    def __init__(self, directory: str | os.PathLike[str], *, max_bytes: int = DEFAULT_MAX_BYTES):
        if max_bytes <= 0:
            raise ValueError("max_bytes must be positive")
        self.directory = Path(directory)
        self.max_bytes = max_bytes
        self._lock = threading.RLock()
        self._active: IO[bytes] | None = None
        self._active_path: Path | None = None
        self._seq = 0
        self._tag = f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self._appended = 0
        self._replayed = 0
        self._dropped = 0
        self._corrupt = 0
        self._full_logged = False
        self._pending_cache: int | None = None
        self._unsynced = False

    # -- bookkeeping -----------------------------------------------------------

    def _segments(self) -> list[Path]:
        try:
            return sorted(p for p in self.directory.iterdir() if p.name.endswith(_SUFFIX))
        except FileNotFoundError:
            return []

    def pending_bytes(self) -> int:
        with self._lock:
            if self._pending_cache is None:
                total = 0
                for p in self._segments():
                    with contextlib.suppress(FileNotFoundError):
                        total += p.stat().st_size
                self._pending_cache = total
            return self._pending_cache

    def has_pending(self) -> bool:
        return self.pending_bytes() > 0 or bool(self._segments())

    def stats(self) -> SpoolStats:
        with self._lock:
            return SpoolStats(
                pending_bytes=self.pending_bytes(),
                pending_segments=len(self._segments()),
                appended=self._appended,
                replayed=self._replayed,
                dropped=self._dropped,
                corrupt_lines=self._corrupt,
            )

    # -- append ----------------------------------------------------------------

    def _open_segment(self) -> IO[bytes]:
        self.directory.mkdir(parents=True, exist_ok=True)
        self._seq += 1
        # Time first so a plain sort replays segments in creation order across processes.
        name = f"{time.time_ns():020d}-{self._tag}-{self._seq:06d}{_SUFFIX}"
        path = self.directory / name
        fh = open(path, "ab")  # noqa: SIM115 - kept open across appends, closed in _seal
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        _fsync_dir(self.directory)
        self._active, self._active_path = fh, path
        return fh

    def sync(self) -> None:
        """fsync what :meth:`append` wrote with ``sync=False`` (group commit).

        The fsync runs on a duplicate descriptor outside the lock, so appends (on a
        request path) never wait for the disk.
        """
        with self._lock:
            if self._active is None or not self._unsynced:
                return
            fd = os.dup(self._active.fileno())
            self._unsynced = False
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

    def _seal(self) -> None:
        if self._active is not None:
            with contextlib.suppress(OSError):
                if self._unsynced:
                    os.fsync(self._active.fileno())
                self._unsynced = False
                self._active.close()  # closing releases the flock
            self._active = None
            self._active_path = None

    def append(self, records: Sequence[AssemblyRecord], *, sync: bool = True) -> bool:
        """Append one batch; False when the spool is full (batch dropped).

        ``sync=True`` fsyncs before returning (the batch survives power loss).
        ``sync=False`` only hands the bytes to the operating system (one ``write``),
        which survives a crash or kill -9 of this process but not of the machine;
        :meth:`sync` then makes everything appended so far durable in one fsync.
        """
        if not records:
            return True
        return self.append_encoded([encode_record(r) for r in records], sync=sync)

    def append_encoded(self, lines: Sequence[bytes], *, sync: bool = True) -> bool:
        """:meth:`append` for records already encoded with :func:`encode_record`."""
        if not lines:
            return True
        payload = b"".join(lines)
        records = lines
        with self._lock:
            pending = self.pending_bytes()
            if pending + len(payload) > self.max_bytes:
                self._dropped += len(records)
                if not self._full_logged:
                    log.error(
                        "ctxstore spool is full (%d of %d bytes in %s): dropping %d span(s); "
                        "further drops are counted, not logged, until the spool drains. "
                        "Restore the database so the spool replays, or raise the spool size.",
                        pending,
                        self.max_bytes,
                        self.directory,
                        len(records),
                    )
                    self._full_logged = True
                return False
            fh = self._active or self._open_segment()
            fh.write(payload)
            fh.flush()  # to the OS now: a process crash after this returns loses nothing
            if sync:
                os.fsync(fh.fileno())
            else:
                self._unsynced = True
            self._appended += len(records)
            self._pending_cache = pending + len(payload)
            if fh.tell() >= SEGMENT_BYTES:
                self._seal()
            return True

    # -- replay ----------------------------------------------------------------

    def replay(
        self, write: Callable[[Sequence[AssemblyRecord]], object], *, batch_size: int = 500
    ) -> int:
        """Write every pending record with ``write``, oldest first; return how many.

        ``write`` raising stops the replay (the segment stays for next time) and the
        exception propagates. Segments held by another live process are skipped.
        Appends go on meanwhile: the lock is held only to seal the segment being
        appended to and to list the sealed ones, never while ``write`` runs, and
        segments appended during the replay are replayed in the same call.
        """
        self.directory.mkdir(parents=True, exist_ok=True)
        with _dir_lock(self.directory) as locked:
            if not locked:
                return 0  # another process is replaying this directory
            done = 0
            tried: set[Path] = set()
            while True:
                with self._lock:
                    self._seal()
                    todo = [p for p in self._segments() if p not in tried]
                if not todo:
                    break
                for path in todo:
                    tried.add(path)
                    try:
                        done += self._replay_segment(path, write, batch_size)
                    finally:
                        with self._lock:
                            self._pending_cache = None
            with self._lock:
                if self.pending_bytes() == 0:
                    self._full_logged = False
            return done

    def _replay_segment(
        self, path: Path, write: Callable[[Sequence[AssemblyRecord]], object], batch_size: int
    ) -> int:
        try:
            fh = open(path, "rb")  # noqa: SIM115 - closed in finally
        except FileNotFoundError:
            return 0
        try:
            try:
                fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return 0  # still being appended to by another process
            done = 0
            for batch in _batches(self._read_records(fh, path), batch_size):
                write(batch)
                done += len(batch)
                self._replayed += len(batch)
            path.unlink()
            _fsync_dir(self.directory)
            return done
        finally:
            fh.close()

    def _read_records(self, fh: IO[bytes], path: Path) -> Iterator[AssemblyRecord]:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                yield record_from_json(json.loads(line))
            except (ValueError, TypeError, KeyError) as exc:
                # A torn last line from a crash mid-append, or a damaged file:
                # skip it, loudly, rather than block every later record.
                self._corrupt += 1
                log.error("skipping unreadable spool line %s:%d (%s)", path, lineno, exc)

    def close(self) -> None:
        with self._lock:
            self._seal()


def _batches(items: Iterator[AssemblyRecord], size: int) -> Iterator[list[AssemblyRecord]]:
    batch: list[AssemblyRecord] = []
    for item in items:
        batch.append(item)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


@contextlib.contextmanager
def _dir_lock(directory: Path) -> Iterator[bool]:
    with open(directory / ".replay.lock", "a+b") as fh:
        try:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(fh.fileno(), fcntl.LOCK_UN)


def _fsync_dir(directory: Path) -> None:
    """Make a create/unlink durable (the directory entry lives in the directory)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
