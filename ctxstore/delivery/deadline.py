"""A deadline the writer enforces itself on every database call.

Why not socket options or ``statement_timeout`` alone: a network partition
where a middlebox keeps the TCP connection open and acknowledges bytes looks,
to the client's kernel, like a healthy connection to a slow server. Keepalives
are answered, sent data is acknowledged, and the server never sees the
statement, so it cannot time it out. The only component that can tell is the
caller with a clock.

So each call runs on a worker thread and the caller waits at most until the
deadline. When it passes, the caller gives the call up: it asks for the stuck
connection to be broken (``on_timeout``, which shuts the socket down or
interrupts SQLite) and raises :class:`StoreTimeout`, which the writer treats
like an unreachable database (spool, back off). The abandoned worker is retired;
the next call gets a fresh one. If a given-up call later completes anyway, its
records were also spooled and their replay is skipped by the store's
``(trace_id, span_id)`` key, so nothing is duplicated.

At most :data:`MAX_ABANDONED` given-up calls may still be alive (a call whose
connection could not be broken); beyond that calls are refused at once, so a
permanently wedged driver costs a bounded number of threads, not one per request.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

T = TypeVar("T")

#: Given-up calls that may still be running before new calls are refused outright.
MAX_ABANDONED = 4


class StoreTimeout(TimeoutError):
    """The database did not answer within the writer's deadline; the call was abandoned."""


class _Worker:
    def __init__(self, name: str) -> None:
        self._tasks: queue.SimpleQueue[tuple[Callable[[], Any], Future[Any]] | None] = (
            queue.SimpleQueue()
        )
        self.busy = False
        self.retired = False
        # A daemon thread: a call stuck in the driver must not keep the process alive.
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while True:
            task = self._tasks.get()
            if task is None:
                return
            fn, future = task
            if future.set_running_or_notify_cancel():
                self.busy = True
                try:
                    future.set_result(fn())
                except BaseException as exc:
                    future.set_exception(exc)
                finally:
                    self.busy = False
            if self.retired:
                return

    def submit(self, fn: Callable[[], T]) -> Future[T]:
        future: Future[T] = Future()
        self._tasks.put((fn, future))
        return future

    def stop(self) -> None:
        self._tasks.put(None)


class DeadlineCaller:
    """Run calls on a worker thread, waiting for each at most until a deadline."""

    def __init__(self, timeout: float, name: str = "ctxstore-db") -> None:
        if not timeout > 0:
            raise ValueError("timeout must be > 0 seconds")
        self.timeout = timeout
        self._name = name
        self._lock = threading.Lock()
        self._worker: _Worker | None = None
        self._abandoned: list[_Worker] = []

    def stuck(self) -> int:
        """Given-up calls still running (their connection could not be broken yet)."""
        with self._lock:
            self._abandoned = [w for w in self._abandoned if w.thread.is_alive() and w.busy]
            return len(self._abandoned)

    def call(
        self,
        fn: Callable[[], T],
        *,
        deadline: float | None = None,
        on_timeout: Callable[[int], object] | None = None,
    ) -> T:
        """``fn()`` on the worker; :class:`StoreTimeout` once ``deadline`` (monotonic) passes.

        ``on_timeout`` gets the worker thread's ident, to break the call's connection.
        Calls from several threads are serialised (one worker, one call at a time).
        """
        if deadline is None:
            deadline = time.monotonic() + self.timeout
        if self.stuck() >= MAX_ABANDONED:
            raise StoreTimeout(
                f"{MAX_ABANDONED} earlier database calls are still stuck after their "
                "deadline; not starting another"
            )
        with self._lock:
            if self._worker is None:
                self._worker = _Worker(self._name)
            worker = self._worker
        future = worker.submit(fn)
        remaining = deadline - time.monotonic()
        try:
            return future.result(timeout=max(remaining, 0.0))
        except TimeoutError:
            if future.done():  # fn itself raised TimeoutError, or finished just now
                return future.result()
            if future.cancel():  # never started (an earlier call held the worker)
                raise StoreTimeout(self._message()) from None
            with self._lock:
                worker.retired = True
                if self._worker is worker:
                    self._worker = None
                self._abandoned.append(worker)
            worker.stop()
            if on_timeout is not None and worker.thread.ident is not None:
                on_timeout(worker.thread.ident)
            raise StoreTimeout(self._message()) from None

    def _message(self) -> str:
        return f"the database did not answer within {self.timeout:g} s; the call was abandoned"

    def close(self) -> None:
        with self._lock:
            worker, self._worker = self._worker, None
        if worker is not None:
            worker.stop()


__all__ = ["MAX_ABANDONED", "DeadlineCaller", "StoreTimeout"]
