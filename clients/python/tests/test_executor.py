"""krait_client against the real krait binary, over stdio, over HTTP and
over an HTTP connection upgraded to the stdio protocol's lines.

Run from the repository: PYTHONPATH=clients/python KRAIT_BINARY=bin/krait
python3 -m unittest discover -s clients/python/tests (make test does).
"""

import datetime
import http.client
import http.server
import math
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
import unittest
import urllib.parse
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
CLIENT = os.path.dirname(HERE)
REPO = os.path.dirname(os.path.dirname(CLIENT))

import krait_client  # noqa: E402
from krait_client import CodeOutput, InterpreterError, KraitExecutor, KraitServerError  # noqa: E402


def _find_binary():
    for candidate in (os.environ.get("KRAIT_BINARY"), shutil.which("krait"), os.path.join(REPO, "bin", "krait")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


BIN = _find_binary()
if BIN is None:
    raise unittest.SkipTest("no krait binary: set KRAIT_BINARY, put krait on PATH, or run `make build`")


class WeatherTool:
    """A tool shaped like smolagents' Tool (duck-typed)."""

    name = "weather"
    description = "Returns the weather in a city."
    inputs = {"city": {"type": "string", "description": "the city"},
              "unit": {"type": "string", "description": "C or F", "nullable": True}}
    output_type = "object"

    def __init__(self):
        self.calls = []

    def forward(self, city, unit="C"):
        self.calls.append(city)
        if city == "Atlantis":
            raise LookupError("no weather under the sea")
        return {"city": city, "sky": "clear", "temp": 21.5 if unit == "C" else 70.7}

    def __call__(self, *args, sanitize_inputs_outputs=False, **kwargs):
        return self.forward(*args, **kwargs)


class CustomError(Exception):
    pass


def add(a, b=0):
    """Adds two numbers."""
    return a + b


def explode(reason):
    raise CustomError(reason)


class KraitServer:
    """`krait serve` on a free loopback port."""

    def __init__(self, *args):
        self.proc = subprocess.Popen([BIN, "serve", "--listen", "127.0.0.1:0", *args], stderr=subprocess.PIPE, encoding="utf-8")
        line = self.proc.stderr.readline()
        m = re.search(r"listening on (http://\S+)", line)
        if not m:
            self.close()
            raise RuntimeError("krait serve did not start: %r" % line)
        self.url = m.group(1)

    def close(self):
        self.proc.send_signal(signal.SIGINT)
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.proc.stderr.close()


class ExecutorCases:
    """The tests, for one transport (see the subclasses)."""

    def executor(self, **kw):
        raise NotImplementedError

    def setUp(self):
        self.ex = self.executor(authorized_imports=["json"])
        self.addCleanup(self.ex.cleanup)

    def test_scripted_agent_loop(self):
        # What CodeAgent does, with a scripted model: variables and tools
        # first, then code steps until final_answer.
        weather = WeatherTool()
        self.ex.send_variables({"cities": ("Paris", "Lyon"), "since": datetime.date(2024, 1, 1)})
        self.ex.send_tools({"weather": weather, "add": add})
        steps = [
            "reports = [weather(city=c) for c in cities]\nprint(len(reports), type(cities).__name__)",
            "total = add(1, b=2)\nprint(total, since.year)",
            'final_answer({"reports": reports, "pair": (total, None), "nothing": None})',
        ]
        observations = []
        for code in steps:
            out = self.ex(code)
            observations.append("Execution logs:\n" + out.logs + "Last output from code snippet:\n" + str(out.output))
            if out.is_final_answer:
                break
        self.assertEqual(weather.calls, ["Paris", "Lyon"])
        self.assertEqual(observations[0], "Execution logs:\n2 tuple\nLast output from code snippet:\nNone")
        self.assertEqual(observations[1], "Execution logs:\n3 2024\nLast output from code snippet:\nNone")
        self.assertTrue(out.is_final_answer)
        self.assertEqual(out.output, {
            "reports": [{"city": "Paris", "sky": "clear", "temp": 21.5}, {"city": "Lyon", "sky": "clear", "temp": 21.5}],
            "pair": (3, None),
            "nothing": None,
        })
        self.assertIs(type(out.output["pair"]), tuple)

        for code, want in [("final_answer((1, 'a'))", (1, "a")), ("final_answer(None)", None), ("final_answer(answer={2: [b'x']})", {2: [b"x"]})]:
            out = self.ex(code)
            self.assertTrue(out.is_final_answer)
            self.assertEqual(out.output, want)
            self.assertIs(type(out.output), type(want))

    def test_python_exception(self):
        with self.assertRaises(InterpreterError) as cm:
            self.ex("x = 1\nprint('before')\ny = x / 0")
        err = cm.exception
        self.assertIsInstance(err, ValueError)
        self.assertEqual(str(err), "Code execution failed at line 'y = x / 0' due to: ZeroDivisionError: division by zero")
        self.assertEqual((err.type, err.message, err.line, err.exit_code), ("ZeroDivisionError", "division by zero", 3, 1))
        self.assertTrue(err.traceback.endswith("ZeroDivisionError: division by zero\n"), err.traceback)
        self.assertEqual(self.ex.state["_print_outputs"], "before\n")
        # The state before the error stays.
        self.assertEqual(self.ex("x + 1").output, 2)

    def test_tool_errors_are_python_exceptions(self):
        self.ex.send_tools({"weather": WeatherTool(), "explode": explode})
        out = self.ex(textwrap.dedent("""
            try:
                weather("Atlantis")
            except LookupError as e:
                print("LookupError:", e)
            try:
                explode("boom")
            except Exception as e:
                print(type(e).__name__, e)
        """))
        self.assertEqual(out.logs, "LookupError: no weather under the sea\nCustomError boom\n")
        with self.assertRaises(InterpreterError) as cm:
            self.ex("explode('again')")
        self.assertEqual(cm.exception.type, "CustomError")
        self.assertIn("test_executor.CustomError: again", cm.exception.traceback)
        # Wrong arguments never reach the tool.
        with self.assertRaises(InterpreterError) as cm:
            self.ex("weather()")
        self.assertEqual(str(cm.exception), "Code execution failed at line 'weather()' due to: TypeError: weather() missing 1 required positional argument: 'city'")

    def test_values_round_trip(self):
        values = {
            "t": (1, (2.5, "x")), "s": {1, 2}, "fs": frozenset({"a"}), "b": b"\x00\xff", "ba": bytearray(b"ab"),
            "c": complex(1, -2), "inf": math.inf, "big": 2 ** 100, "d": {1: "one", (2, 3): None}, "dollar": {"$tuple": 1},
            "dt": datetime.datetime(2024, 1, 2, 3, 4, 5, 6), "aware": datetime.datetime(2024, 1, 2, tzinfo=datetime.timezone(datetime.timedelta(hours=-5))),
            "day": datetime.date(1999, 12, 31), "tm": datetime.time(23, 59, 1), "td": datetime.timedelta(days=-1, microseconds=5),
            "nested": [{"k": [None, True, 1.0]}],
        }
        self.ex = self.executor(authorized_imports=["datetime"])
        self.addCleanup(self.ex.cleanup)
        self.ex.send_variables(values)
        out = self.ex("[" + ", ".join(values) + "]")
        self.assertEqual(out.output, list(values.values()))
        for got, want in zip(out.output, values.values()):
            self.assertIs(type(got), type(want))
        nan = self.ex("float('nan')").output
        self.assertTrue(math.isnan(nan))
        obj = self.ex("class P:\n    def __repr__(self):\n        return 'P()'\nP()").output
        self.assertEqual((obj.type, repr(obj)), ("__main__.P", "P()"))

    def test_limits_syntax_and_policy(self):
        ex = self.executor(max_ops=20_000)
        self.addCleanup(ex.cleanup)
        self.assertEqual(ex.limits["max_ops"], 20_000)
        with self.assertRaises(InterpreterError) as cm:
            ex("for _ in iter(int, 1):\n    pass")
        self.assertEqual((cm.exception.type, cm.exception.exit_code), ("OperationLimitError", 4))
        with self.assertRaises(InterpreterError) as cm:
            ex("x = (")
        self.assertTrue(str(cm.exception).startswith("Code parsing failed on line 1 due to: SyntaxError: '(' was never closed"), str(cm.exception))
        with self.assertRaises(InterpreterError) as cm:
            ex("import os")
        self.assertEqual(cm.exception.type, "InterpreterError")
        self.assertIn("Import of os is not allowed", str(cm.exception))
        with self.assertRaises(TypeError):
            self.executor(max_opps=1)
        with self.assertRaises(KraitServerError) as cm:
            self.executor(max_ops=10 ** 15)
        self.assertEqual(cm.exception.code, "bad_request")

    def test_unencodable_values(self):
        with self.assertRaises(TypeError):
            self.ex.send_variables({"f": object()})
        self.ex.send_tools({"make": lambda: object()})
        with self.assertRaises(InterpreterError) as cm:
            self.ex("make()")
        self.assertEqual(cm.exception.type, "TypeError")
        self.assertIn("cannot be sent to krait", cm.exception.message)

    def test_abandoned_call_frees_the_session(self):
        def interrupt():
            raise KeyboardInterrupt
        self.ex.send_tools({"interrupt": interrupt})
        with self.assertRaises(KeyboardInterrupt):
            self.ex("interrupt()")
        self.assertEqual(self.ex("6 * 7").output, 42)

    def test_cleanup(self):
        ex = self.executor()
        ex.cleanup()
        ex.cleanup()
        with self.assertRaises(RuntimeError):
            ex.send_variables({"x": 1})


class StdioTests(ExecutorCases, unittest.TestCase):
    def executor(self, **kw):
        return KraitExecutor(krait_binary=BIN, **kw)


class HTTPTests(ExecutorCases, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = KraitServer()

    @classmethod
    def tearDownClass(cls):
        cls.server.close()

    def executor(self, **kw):
        ex = KraitExecutor(url=self.server.url, upgrade=False, **kw)
        self.assertIsInstance(ex._transport, krait_client.HTTPTransport)
        return ex

    def requests(self, code):
        """Runs code in self.ex and returns its result and the requests
        (method, path) the client started meanwhile."""
        sent = []
        put = http.client.HTTPConnection.putrequest

        def record(conn, method, url, *args, **kw):
            sent.append((method, url.split("/v1", 1)[1]))
            return put(conn, method, url, *args, **kw)
        http.client.HTTPConnection.putrequest = record
        try:
            return self.ex(code), sent
        finally:
            http.client.HTTPConnection.putrequest = put

    def test_tool_results_in_the_run_body(self):
        # The server offers tool_results_in_body: a run expected to call
        # tools (tools just declared, or the last run called one) sends
        # its results in its own request, none of its own.
        self.ex.send_tools({"add": add})
        runs = "/sessions/%s/runs" % self.ex.session
        out, sent = self.requests("print(add(1, b=2))\nadd(add(3), add(4))")
        self.assertEqual((out.output, out.logs), (7, "3\n"))
        self.assertEqual(sent, [("GET", ""), ("POST", runs)], "the server's hello, then the run")
        # The last run called a tool: so does this one, whose body ends
        # without a result.
        out, sent = self.requests("6 * 7")
        self.assertEqual(out.output, 42)
        self.assertEqual(sent, [("POST", runs)])
        # Without the feature (an older server), each result is posted.
        self.ex._transport._features = []
        out, sent = self.requests("add(1) + add(2)")
        self.assertEqual(out.output, 3)
        self.assertEqual(sent[0], ("POST", runs))
        self.assertEqual([(m, re.sub(r"/runs/\w+/", "/runs/R/", path)) for m, path in sent[1:]],
                         [("POST", runs + "/R/calls/1"), ("POST", runs + "/R/calls/2")])

    def test_refused_body_run(self):
        # A run refused while its body is open (the session was deleted)
        # raises; its connection closes and the next run opens another.
        self.ex.send_tools({"add": add})
        self.assertEqual(self.ex("add(1)").output, 1)
        self.ex._transport.request("delete_session", session=self.ex.session)
        with self.assertRaises(KraitServerError) as cm:
            self.ex("add(2)")
        self.assertEqual(cm.exception.code, "unknown_session")
        self.ex.session = self.ex._transport.request("create_session", body={})["session"]
        self.ex.send_tools({"add": add})
        self.assertEqual(self.ex("add(3) + add(4)").output, 7)


class UpgradedTests(ExecutorCases, unittest.TestCase):
    """The cases over an HTTP connection upgraded to the stdio protocol's
    lines (what KraitExecutor(url=...) uses when the server offers it)."""

    @classmethod
    def setUpClass(cls):
        cls.server = KraitServer()

    @classmethod
    def tearDownClass(cls):
        cls.server.close()

    def executor(self, **kw):
        ex = KraitExecutor(url=self.server.url, **kw)
        self.assertIsInstance(ex._transport, krait_client.UpgradedTransport)
        return ex

    def test_end_to_end(self):
        # The acceptance's scenario: three snippets keeping state (a tool
        # called twice, with a result and an error; 10,000 lines streamed
        # before the result; the operation limit), then the session
        # expires.
        server = KraitServer("--session-ttl", "2s", "--max-ops", "2000000", "--max-while", "0")
        self.addCleanup(server.close)
        streamed = []
        ex = KraitExecutor(url=server.url, on_output=streamed.append)
        self.addCleanup(ex.cleanup)
        self.assertIsInstance(ex._transport, krait_client.UpgradedTransport)
        calls = []

        def lookup(city):
            calls.append(city)
            if city == "Atlantis":
                raise LookupError("no such city")
            return {"population": 2_100_000}
        ex.send_variables({"cities": ("Paris", "Atlantis")})
        ex.send_tools({"lookup": lookup})
        out = ex(textwrap.dedent("""
            found = {}
            for city in cities:
                try:
                    found[city] = lookup(city)
                except LookupError as e:
                    print(f"{city}: {type(e).__name__}: {e}")
            found
        """))
        self.assertEqual(calls, ["Paris", "Atlantis"])
        self.assertEqual(out.logs, "Atlantis: LookupError: no such city\n")
        self.assertEqual(out.output, {"Paris": {"population": 2_100_000}})
        streamed.clear()
        out = ex("for i in range(10_000):\n    print('line', i)\nlen(found)")
        self.assertEqual(out.output, 1, "state kept from the first run")
        lines = "".join(streamed).splitlines()
        self.assertEqual((len(lines), lines[0], lines[-1]), (10_000, "line 0", "line 9999"))
        with self.assertRaises(InterpreterError) as cm:
            ex("while True:\n    pass")
        self.assertEqual((cm.exception.type, cm.exception.message, cm.exception.exit_code),
                         ("OperationLimitError", "operation budget of 2000000 exhausted", 4))
        time.sleep(3)
        with self.assertRaises(KraitServerError) as cm:
            ex("found")
        self.assertEqual(cm.exception.code, "unknown_session")

    def test_client_gone(self):
        # A client whose connection breaks while its run waits at a tool
        # call: the server cancels the run, as over HTTP.
        ex = self.executor()
        before = cancelled_runs(self.server.url)

        def vanish():
            ex._transport._sock.shutdown(socket.SHUT_RDWR)
            raise KeyboardInterrupt
        ex.send_tools({"vanish": vanish})
        with self.assertRaises(KeyboardInterrupt):
            ex("vanish()")
        ex._transport.close()
        ex._transport = None
        deadline = time.monotonic() + 20
        while cancelled_runs(self.server.url) == before:
            self.assertLess(time.monotonic(), deadline, "the run of the client that went away was not cancelled")
            time.sleep(0.02)


def cancelled_runs(url):
    """The server's count of cancelled runs (its /metrics)."""
    with urllib.request.urlopen(url + "/metrics", timeout=10) as resp:
        m = re.search(r'^krait_runs_total\{outcome="cancelled"\} (\d+)', resp.read().decode(), re.M)
    return int(m.group(1)) if m else 0


class UpgradeRefusalTests(unittest.TestCase):
    def test_bad_token(self):
        with tempfile.NamedTemporaryFile("w", suffix=".token") as f:
            f.write("sesame")
            f.flush()
            server = KraitServer("--token-file", f.name)
            self.addCleanup(server.close)
        with self.assertRaises(KraitServerError) as cm:
            KraitExecutor(url=server.url, token="wrong")
        self.assertEqual(cm.exception.code, "unauthorized")
        ex = KraitExecutor(url=server.url, token="sesame")
        self.addCleanup(ex.cleanup)
        self.assertIsInstance(ex._transport, krait_client.UpgradedTransport)
        self.assertEqual(ex("6 * 7").output, 42)

    def test_refused_upgrade_falls_back_to_http(self):
        # A proxy that does not pass upgrades (it answers them 502) and
        # forwards the rest: the executor speaks the plain HTTP API.
        server = KraitServer()
        self.addCleanup(server.close)
        target = urllib.parse.urlsplit(server.url).netloc

        class Proxy(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def forward(self):
                if self.path.endswith("/v1/connect"):
                    self.send_response(502)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                conn = http.client.HTTPConnection(target, timeout=30)
                conn.request(self.command, self.path, body=body or None,
                             headers={"Content-Type": "application/json"})
                resp = conn.getresponse()
                data = resp.read()
                self.send_response(resp.status)
                self.send_header("Content-Type", resp.getheader("Content-Type") or "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                conn.close()

            do_GET = do_POST = do_DELETE = forward

            def log_message(self, *args):
                pass
        proxy = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Proxy)
        threading.Thread(target=proxy.serve_forever, daemon=True).start()
        self.addCleanup(proxy.server_close)
        self.addCleanup(proxy.shutdown)
        url = "http://127.0.0.1:%d" % proxy.server_address[1]
        with self.assertRaises(krait_client.UpgradeRefused):
            krait_client.UpgradedTransport(url)
        ex = KraitExecutor(url=url)
        self.addCleanup(ex.cleanup)
        self.assertIsInstance(ex._transport, krait_client.HTTPTransport)
        self.assertEqual(ex("6 * 7").output, 42)


class InterfaceTests(unittest.TestCase):
    def test_duck_typed_without_smolagents(self):
        self.assertFalse(krait_client.HAVE_SMOLAGENTS, "smolagents is not installed here")
        self.assertEqual([f for f in CodeOutput.__dataclass_fields__], ["output", "logs", "is_final_answer"])
        for name in ("__call__", "send_variables", "send_tools", "cleanup"):
            self.assertTrue(callable(getattr(KraitExecutor, name)))

    def test_subclasses_smolagents_when_importable(self):
        # A fresh interpreter with a minimal fake smolagents on the path.
        script = textwrap.dedent("""
            import smolagents
            from smolagents.local_python_executor import CodeOutput, InterpreterError, PythonExecutor
            import krait_client
            from krait_client import KraitExecutor
            assert krait_client.HAVE_SMOLAGENTS
            assert issubclass(KraitExecutor, PythonExecutor)
            assert issubclass(krait_client.InterpreterError, InterpreterError)
            assert krait_client.CodeOutput is CodeOutput

            class Shout(smolagents.Tool):
                name = "shout"
                description = "Shouts."
                inputs = {"text": {"type": "string", "description": "what to shout"}}
                output_type = "string"
                def forward(self, text):
                    return text.upper() + "!"

            ex = KraitExecutor(krait_binary=%r)
            try:
                ex.send_tools({"shout": Shout(), "final_answer": smolagents.FinalAnswerTool()})
                assert "final_answer" not in ex.tools, "smolagents' own FinalAnswerTool is krait's final_answer"
                out = ex("final_answer(shout('hi'))")
                assert type(out) is CodeOutput and out.output == "HI!" and out.is_final_answer, out
                try:
                    ex("[][1]")
                except InterpreterError as e:
                    assert str(e).endswith("IndexError: list index out of range"), str(e)
                else:
                    raise AssertionError("no error")
            finally:
                ex.cleanup()
            print("ok")
        """ % BIN)
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([os.path.join(HERE, "fake_smolagents"), CLIENT]))
        proc = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
        self.assertEqual((proc.returncode, proc.stdout), (0, "ok\n"), proc.stderr)


if __name__ == "__main__":
    unittest.main()
