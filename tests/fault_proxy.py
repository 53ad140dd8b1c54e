"""A loopback TCP proxy that plays network faults in front of a real server.

Modes (switch at any time, on the same port):

* ``forward``: a plain forwarder;
* ``refuse``: the listener is closed (new connections are refused) and every open
  connection is reset, as when the server is down;
* ``blackhole``: a partition behind a middlebox. Connections stay open, new ones
  are accepted, and bytes sent are read (so the sender's kernel sees them
  acknowledged) but never forwarded, and nothing ever comes back. Neither TCP
  keepalive nor a TCP user timeout can see this; only the client's own deadline can.

:meth:`heal` goes back to ``forward`` and drops the connections that lived through
a blackhole (the bytes they lost leave their protocol state undefined), so clients
reconnect, as they would after a real partition ends with the middlebox's state gone.
"""

from __future__ import annotations

import contextlib
import socket
import threading


class FaultProxy:
    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self.mode = "forward"
        self._lock = threading.Lock()
        self._conns: list[socket.socket] = []
        self._listener: socket.socket | None = None
        self.port = 0
        self._listen()

    @property
    def url_host(self) -> str:
        return f"127.0.0.1:{self.port}"

    # -- modes -----------------------------------------------------------------

    def refuse(self) -> None:
        with self._lock:
            self.mode = "refuse"
            listener, self._listener = self._listener, None
        if listener is not None:
            listener.close()
        self._drop_all()

    def blackhole(self) -> None:
        with self._lock:
            self.mode = "blackhole"
        if self._listener is None:
            self._listen()

    def cut(self) -> None:
        """Reset every open connection now (mid-transaction), keep accepting new ones."""
        self._drop_all()

    def heal(self) -> None:
        with self._lock:
            was, self.mode = self.mode, "forward"
        if was == "blackhole":
            self._drop_all()
        if self._listener is None:
            self._listen()

    def close(self) -> None:
        self.refuse()

    # -- plumbing --------------------------------------------------------------

    def _listen(self) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", self.port))
        sock.listen(128)
        self.port = sock.getsockname()[1]
        with self._lock:
            self._listener = sock
        threading.Thread(target=self._accept, args=(sock,), daemon=True).start()

    def _drop_all(self) -> None:
        with self._lock:
            conns, self._conns = self._conns, []
        for c in conns:
            with contextlib.suppress(OSError):
                c.shutdown(socket.SHUT_RDWR)
            with contextlib.suppress(OSError):
                c.close()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            if self.mode == "blackhole":
                with self._lock:
                    self._conns.append(client)
                threading.Thread(target=self._swallow, args=(client,), daemon=True).start()
                continue
            try:
                upstream = socket.create_connection(self.target, timeout=5)
                upstream.settimeout(None)
            except OSError:
                client.close()
                continue
            # Without TCP_NODELAY, Nagle on the proxy's small writes meets the peers'
            # delayed ACKs: 40 ms per round trip, which is the proxy's fault, not the test's.
            for s in (client, upstream):
                s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            with self._lock:
                if self._listener is not listener:
                    client.close()
                    upstream.close()
                    return
                self._conns += [client, upstream]
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    @staticmethod
    def _swallow(sock: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while sock.recv(65536):
                pass

    def _pump(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                if self.mode == "blackhole":
                    continue  # read, so the sender's kernel sees it acknowledged; never sent on
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)
