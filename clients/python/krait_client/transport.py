"""The transports of krait serve's protocol: JSON lines on a spawned
`krait serve --stdio` or on an HTTP connection upgraded to them, and
HTTP/JSON with NDJSON run streams."""

import collections
import http.client
import json
import socket
import ssl
import subprocess
import urllib.parse

__all__ = ["KraitServerError", "UpgradeRefused", "StdioTransport", "UpgradedTransport", "HTTPTransport"]


class KraitServerError(RuntimeError):
    """A request the krait server refused (see docs/service.md, "Errors")."""

    def __init__(self, code, message, status=None):
        super().__init__("%s: %s" % (code, message))
        self.code = code
        self.message = message
        self.status = status


def _error(doc, status=None):
    err = doc.get("error") or {}
    return KraitServerError(err.get("code", "unknown"), err.get("message", json.dumps(doc)), status)


class _LinesTransport:
    """The protocol as JSON lines (docs/service.md, "stdio"): requests and
    answers, a run's events and its tool results are one line each. A
    subclass gives _readline (bytes or str; empty at the end), _write
    (str), _alive and close."""

    def _start(self):
        self._next_id = 0
        self._run_id = None
        self._events = collections.deque()
        hello = self._read()
        if hello.get("event") != "hello" or hello.get("protocol") != 1:
            self.close()
            raise KraitServerError("protocol", "unexpected greeting from krait: %r" % hello)
        # A quiet tool result is answered only when refused, and a refusal
        # changes nothing here: the run's stream still ends with its result.
        self._quiet = "quiet_tool_results" in (hello.get("features") or [])

    def _read(self):
        line = self._readline()
        if not line:
            raise KraitServerError("closed", self._closed_message())
        return json.loads(line)

    def _send(self, op, fields):
        self._next_id += 1
        msg = {"id": self._next_id, "op": op}
        msg.update({k: v for k, v in fields.items() if v is not None})
        self._write(json.dumps(msg, ensure_ascii=False) + "\n")
        return self._next_id

    def _response(self, want):
        """Reads lines until the response to request `want`; events of the
        run in progress that arrive meanwhile are kept for it."""
        while True:
            doc = self._read()
            rid = doc.get("id")
            if rid == want:
                if "error" in doc:
                    raise _error(doc)
                return doc
            if rid is not None and rid == self._run_id and "event" in doc:
                self._events.append(doc)
            elif rid is None and "error" in doc:
                raise _error(doc)

    def request(self, op, session=None, run=None, call=None, body=None):
        fields = dict(body or {})
        fields.update(session=session, run=run, call=call)
        return self._response(self._send(op, fields))

    def tool_result(self, session, run, call, body):
        """Answers a tool call of the run in progress, without waiting for
        the server's answer when it offers quiet tool results."""
        if self._quiet:
            fields = dict(body or {})
            fields.update(session=session, run=run, call=call, quiet=True)
            self._send("tool_result", fields)
            return
        self.request("tool_result", session=session, run=run, call=call, body=body)

    def run(self, session, code, expect_calls=False):
        """Yields the run's events, up to and including the result."""
        rid = self._send("run", {"session": session, "code": code})
        self._run_id = rid
        run = None
        try:
            while True:
                doc = self._next_event(rid)
                run = doc.get("run", run)
                yield doc
                if doc.get("event") == "result":
                    return
        except BaseException:
            # Abandoned (a tool raised, or the caller stopped): cancel the
            # run and read up to its result, so the session is free again.
            if run is not None and self._alive():
                try:
                    self.request("cancel_run", session=session, run=run)
                    while self._next_event(rid).get("event") != "result":
                        pass
                except (KraitServerError, OSError, ValueError):
                    pass
            raise
        finally:
            self._run_id = None
            self._events.clear()

    def _next_event(self, rid):
        if self._events:
            return self._events.popleft()
        while True:
            doc = self._read()
            if doc.get("id") == rid:
                if "error" in doc and "event" not in doc:
                    raise _error(doc)
                return doc
            if doc.get("id") is None and "error" in doc:
                raise _error(doc)


class StdioTransport(_LinesTransport):
    """Speaks to a `krait serve --stdio` child process."""

    def __init__(self, binary, args=()):
        self._proc = subprocess.Popen(
            [binary, "serve", "--stdio", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            encoding="utf-8",
            bufsize=1,
        )
        self._start()

    def _readline(self):
        return self._proc.stdout.readline()

    def _closed_message(self):
        return "krait serve --stdio exited (code %s)" % self._proc.poll()

    def _write(self, line):
        self._proc.stdin.write(line)
        self._proc.stdin.flush()

    def _alive(self):
        return self._proc.poll() is None

    def close(self):
        proc = self._proc
        if proc.poll() is None:
            try:
                proc.stdin.close()
            except OSError:
                pass
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        proc.stdout.close()


class UpgradeRefused(KraitServerError):
    """The server (or a proxy on the way) did not upgrade the connection."""


class UpgradedTransport(_LinesTransport):
    """Speaks the stdio protocol's lines on an HTTP connection upgraded by
    `GET /v1/connect` (docs/service.md, "Upgrading a connection"): a
    request or a tool result is one line each way on an open socket, as
    with a spawned `krait serve --stdio`, rather than an HTTP exchange.
    http.client cannot upgrade, so the request is written by hand.
    Raises UpgradeRefused when the answer is not 101 Switching Protocols
    (KraitServerError "unauthorized" for a refused token)."""

    def __init__(self, url, token=None, timeout=None):
        parts = urllib.parse.urlsplit(url)
        if parts.scheme not in ("http", "https"):
            raise ValueError("krait url must be http:// or https://, got %r" % url)
        port = parts.port or (443 if parts.scheme == "https" else 80)
        sock = socket.create_connection((parts.hostname, port), timeout=timeout)
        try:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            if parts.scheme == "https":
                sock = ssl.create_default_context().wrap_socket(sock, server_hostname=parts.hostname)
            path = parts.path.rstrip("/") + "/v1/connect"
            head = ["GET %s HTTP/1.1" % path, "Host: %s" % parts.netloc,
                    "Connection: Upgrade", "Upgrade: krait-lines"]
            if token:
                head.append("Authorization: Bearer " + token)
            sock.sendall(("\r\n".join(head) + "\r\n\r\n").encode("latin-1"))
            self._sock = sock
            self._file = sock.makefile("rb")
            self._upgrade_answer()
        except BaseException:
            sock.close()
            raise
        self._start()

    def _upgrade_answer(self):
        status_line = self._file.readline(65537).decode("latin-1")
        parts = status_line.split(None, 2)
        if len(parts) < 2 or not parts[0].startswith("HTTP/"):
            raise UpgradeRefused("protocol", "not an HTTP answer to the upgrade: %r" % status_line)
        status = int(parts[1])
        headers = {}
        while True:
            line = self._file.readline(65537).decode("latin-1")
            if line in ("\r\n", "\n", ""):
                break
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        if status == 101 and headers.get("upgrade", "").lower() == "krait-lines":
            return
        body = b""
        length = headers.get("content-length")
        if length is not None and length.isdigit():
            body = self._file.read(min(int(length), 1 << 20))
        try:
            doc = json.loads(body)
        except ValueError:
            doc = {}
        err = doc.get("error") if isinstance(doc, dict) else None
        if isinstance(err, dict) and err.get("code") == "unauthorized":
            raise KraitServerError("unauthorized", err.get("message", ""), status)
        raise UpgradeRefused("upgrade_refused", "the upgrade was answered %s: %s" % (
            status_line.strip(), (err or {}).get("message", body[:200])), status)

    def _readline(self):
        return self._file.readline()

    def _closed_message(self):
        return "the krait server closed the connection"

    def _write(self, line):
        self._sock.sendall(line.encode("utf-8"))

    def _alive(self):
        return self._sock.fileno() >= 0

    def close(self):
        """Ends the connection: the server cancels the connection's runs
        in progress (sessions stay until their idle time runs out)."""
        try:
            self._sock.shutdown(socket.SHUT_WR)
            # Up to the server's end (the lines of runs it cancels).
            while self._file.readline():
                pass
        except OSError:
            pass
        self._file.close()
        self._sock.close()


class HTTPTransport:
    """Speaks to `krait serve --listen ...` over HTTP/JSON."""

    def __init__(self, url, token=None, timeout=None):
        parts = urllib.parse.urlsplit(url)
        if parts.scheme not in ("http", "https"):
            raise ValueError("krait url must be http:// or https://, got %r" % url)
        self._scheme = parts.scheme
        self._netloc = parts.netloc
        self._base = parts.path.rstrip("/") + "/v1"
        self._timeout = timeout
        self._headers = {"Content-Type": "application/json"}
        if token:
            self._headers["Authorization"] = "Bearer " + token
        # One connection for requests, one for the run stream: tool results
        # are posted while the stream is open, unless they travel in the
        # run's request body (the server's hello lists
        # tool_results_in_body).
        self._conns = {}
        self._features = None
        # The run whose tool results go in its body: its stream's
        # response, while the body is open.
        self._body_run = None
        # A finished body run's response whose end (which comes a round
        # trip after its result) is read before the stream connection's
        # next request.
        self._unfinished = None

    def _conn(self, name):
        conn = self._conns.get(name)
        if conn is None:
            cls = http.client.HTTPSConnection if self._scheme == "https" else http.client.HTTPConnection
            conn = self._conns[name] = cls(self._netloc, timeout=self._timeout)
        return conn

    def _do(self, name, method, path, body, in_body=False):
        """Sends a request and returns its response. With in_body, the
        request's body is chunked and stays open after the JSON value
        (tool results follow it, see run)."""
        data = None if body is None else json.dumps(body, ensure_ascii=False).encode("utf-8")
        for attempt in (0, 1):
            if name == "stream":
                self._finish_unfinished()
            conn = self._conn(name)
            try:
                if not in_body:
                    conn.request(method, self._base + path, body=data, headers=self._headers)
                else:
                    conn.putrequest(method, self._base + path, skip_accept_encoding=True)
                    for key, value in self._headers.items():
                        conn.putheader(key, value)
                    conn.putheader("Krait-Tool-Results", "body")
                    conn.putheader("Transfer-Encoding", "chunked")
                    conn.endheaders()
                    conn.send(_chunk(data + b"\n"))
                return conn.getresponse()
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                # The server closed an idle keep-alive connection: the
                # request never reached it, so sending it again is safe.
                conn.close()
                del self._conns[name]
                if attempt:
                    raise

    def _drop(self, name):
        conn = self._conns.pop(name, None)
        if conn is not None:
            conn.close()
        if name == "stream":
            self._unfinished = None

    def _finish_unfinished(self):
        """Reads the end of the last body run's stream, so that its
        connection serves the next request (dropped if that fails)."""
        resp, self._unfinished = self._unfinished, None
        if resp is not None:
            try:
                resp.read()
            except (OSError, http.client.HTTPException):
                self._drop("stream")

    def _results_in_body(self):
        if self._features is None:
            try:
                self._features = self.request("hello").get("features") or []
            except (KraitServerError, OSError, ValueError, http.client.HTTPException):
                self._features = []
        return "tool_results_in_body" in self._features

    @staticmethod
    def _path(op, session, run, call):
        s = "/sessions/" + urllib.parse.quote(session or "", safe="")
        return {
            "hello": ("GET", ""),
            "create_session": ("POST", "/sessions"),
            "delete_session": ("DELETE", s),
            "send_variables": ("POST", s + "/variables"),
            "send_tools": ("POST", s + "/tools"),
            "cancel_run": ("DELETE", s + "/runs/" + str(run)),
            "tool_result": ("POST", "%s/runs/%s/calls/%s" % (s, run, call)),
        }[op]

    def request(self, op, session=None, run=None, call=None, body=None):
        method, path = self._path(op, session, run, call)
        if body is None and method == "POST":
            body = {}
        resp = self._do("req", method, path, body)
        raw = resp.read()
        doc = json.loads(raw) if raw else {}
        if resp.status >= 300:
            raise _error(doc, resp.status)
        return doc

    def tool_result(self, session, run, call, body):
        """Answers a tool call of the run in progress: a line of the run's
        request body when it carries them, else a request of its own."""
        if self._body_run is not None:
            line = dict(body)
            line["call"] = call
            data = json.dumps(line, ensure_ascii=False).encode("utf-8") + b"\n"
            try:
                self._conns["stream"].send(_chunk(data))
                return
            except OSError:
                # The stream is gone too: the run's result (or the
                # stream's end) says what happened.
                return
        self.request("tool_result", session=session, run=run, call=call, body=body)

    def _end_body(self, resp):
        """Ends the run's request body; the stream's end follows."""
        if self._body_run is resp:
            self._body_run = None
            try:
                self._conns["stream"].send(b"0\r\n\r\n")
            except OSError:
                self._drop("stream")

    def run(self, session, code, expect_calls=False):
        """Yields the run's events, up to and including the result. A run
        expected to call tools sends its tool results in its request
        body, when the server takes them there: a request fewer per
        call."""
        path = "/sessions/%s/runs" % urllib.parse.quote(session, safe="")
        in_body = expect_calls and self._results_in_body()
        resp = self._do("stream", "POST", path, {"code": code}, in_body)
        if in_body:
            if resp.status >= 300 or resp.getheader("Krait-Tool-Results") != "body":
                # Refused (the server closes the connection), or a
                # server or proxy that reads no results there: end the
                # body; results are posted.
                self._body_run = resp
                self._end_body(resp)
            else:
                self._body_run = resp
        if resp.status >= 300:
            doc = json.loads(resp.read() or b"{}")
            if in_body:
                self._drop("stream")
            raise _error(doc, resp.status)
        run = resp.getheader("Krait-Run")

        def events():
            while True:
                line = resp.readline()
                if not line:
                    raise KraitServerError("closed", "the run's stream ended without a result")
                yield json.loads(line)

        def finish():
            # After the result: the stream ends once the body has (a body
            # run's end is read before the connection's next request).
            if self._body_run is resp:
                self._end_body(resp)
                self._unfinished = resp
            else:
                resp.read()

        stream = events()
        try:
            for doc in stream:
                if doc.get("event") == "result":
                    finish()
                    yield doc
                    return
                yield doc
        except BaseException:
            # Abandoned (a tool raised, or the caller stopped): cancel the
            # run and read up to its result, so the session is free again.
            try:
                self.request("cancel_run", session=session, run=run)
                for doc in stream:
                    if doc.get("event") == "result":
                        finish()
                        break
            except (KraitServerError, OSError, ValueError, http.client.HTTPException):
                self._body_run = None
                self._drop("stream")
            raise
        finally:
            if self._body_run is resp:
                # Left before its result: the stream is unusable.
                self._body_run = None
                self._drop("stream")

    def close(self):
        for conn in self._conns.values():
            conn.close()
        self._conns.clear()
        self._body_run = self._unfinished = None


def _chunk(data):
    """data as one chunk of a chunked request body."""
    return b"%X\r\n" % len(data) + data + b"\r\n"
