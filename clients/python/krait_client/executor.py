"""KraitExecutor: smolagents' executor interface backed by krait serve."""

import builtins
import inspect
from dataclasses import dataclass
from typing import Any

from . import codec
from .transport import HTTPTransport, KraitServerError, StdioTransport, UpgradedTransport, UpgradeRefused

__all__ = ["KraitExecutor", "CodeOutput", "InterpreterError", "HAVE_SMOLAGENTS"]

# With smolagents importable, KraitExecutor is one of its PythonExecutors
# and speaks its types; without, the same names are duck-typed here.
try:
    from smolagents.local_python_executor import CodeOutput, PythonExecutor
except ImportError:
    HAVE_SMOLAGENTS = False

    class PythonExecutor:
        """Stands in for smolagents' PythonExecutor when it is absent."""

    @dataclass
    class CodeOutput:
        """What one execution returns, as smolagents' CodeOutput."""

        output: Any
        logs: str
        is_final_answer: bool

else:
    HAVE_SMOLAGENTS = True

try:
    from smolagents.local_python_executor import InterpreterError as _InterpreterErrorBase
except ImportError:
    _InterpreterErrorBase = ValueError


class InterpreterError(_InterpreterErrorBase):
    """The code failed: a Python exception, a syntax error, a policy refusal
    or a limit. str(error) is the message smolagents' agents show the model
    ("Code execution failed at line '...' due to: Type: message"); the
    attributes give the details. It is smolagents' InterpreterError when
    smolagents is importable."""

    def __init__(self, text, type="", message="", line=0, traceback="", logs="", exit_code=1):
        super().__init__(text)
        self.type = type
        self.message = message
        self.line = line
        self.traceback = traceback
        self.logs = logs
        self.exit_code = exit_code


# Limits a session may lower (docs/service.md, create_session).
LIMITS = frozenset({
    "max_ops", "timeout", "max_memory", "max_output", "max_output_chars", "max_recursion",
    "max_data_depth", "max_while", "max_source", "max_host_wait",
})


class KraitExecutor(PythonExecutor):
    """Runs an agent's code in krait, a sandboxed Python interpreter.

    KraitExecutor(authorized_imports=[...], krait_binary="krait", url=None,
    token=None, nats=None, **limits) spawns `krait_binary serve --stdio`
    when url and nats are None, or talks to the krait server at url (with
    the bearer token, if any), or, with nats="nats://host:4222", to a
    cluster of krait servers through `krait_binary serve --stdio --gateway
    --nats URL` (a child process that routes each request to the instance
    holding the session; docs/deploy.md). With url, the connection is
    upgraded to the stdio protocol's lines when the server takes it
    (upgrade=True, the default: a request or a tool result is then one
    line each way on an open socket), else the plain HTTP API is used
    (upgrade=False forces it). limits lower the server's:
    max_ops, timeout (seconds), max_memory
    (bytes), max_output_chars, max_host_wait (seconds), ... (see
    docs/service.md); smolagents' timeout_seconds and
    max_print_outputs_length are accepted too.

    Tools sent with send_tools are called back here, in this process: their
    code and credentials never reach krait. The code's state persists
    across calls until cleanup().
    """

    def __init__(self, authorized_imports=None, krait_binary="krait", url=None, token=None, nats=None,
                 upgrade=True, additional_authorized_imports=None, timeout_seconds=None,
                 max_print_outputs_length=None, on_output=None, **limits):
        unknown = set(limits) - LIMITS
        if unknown:
            raise TypeError("KraitExecutor() got unexpected keyword arguments %s: it takes authorized_imports, "
                            "krait_binary, url, token, nats, upgrade, on_output, smolagents' additional_authorized_imports, "
                            "timeout_seconds and max_print_outputs_length, and the limits %s"
                            % (", ".join(map(repr, sorted(unknown))), ", ".join(sorted(LIMITS))))
        if timeout_seconds is not None:
            limits.setdefault("timeout", timeout_seconds)
        if max_print_outputs_length is not None:
            limits.setdefault("max_output_chars", max_print_outputs_length)
        imports = list(authorized_imports or []) + list(additional_authorized_imports or [])
        self.on_output = on_output
        self.tools = {}
        # Whether the next run is expected to call a tool (tools were just
        # declared, or the last run called one): over HTTP it then sends
        # its tool results in its request body, a request fewer per call
        # (which a run without calls need not pay for).
        self._expect_calls = False
        # smolagents' CodeAgent reads the printed output of a failed run
        # from state["_print_outputs"].
        self.state = {"_print_outputs": ""}
        if url is not None and nats is not None:
            raise TypeError("KraitExecutor: give url or nats, not both")
        if url is not None:
            self._transport = None
            if upgrade:
                try:
                    self._transport = UpgradedTransport(url, token)
                except UpgradeRefused:
                    # An older server, or a proxy that does not pass
                    # the upgrade: the plain HTTP API.
                    pass
            if self._transport is None:
                self._transport = HTTPTransport(url, token)
        elif nats is not None:
            self._transport = StdioTransport(krait_binary, ("--gateway", "--nats", nats))
        else:
            self._transport = StdioTransport(krait_binary)
        try:
            info = self._transport.request("create_session", body={"authorized_imports": imports, "limits": limits})
        except BaseException:
            self._transport.close()
            raise
        self.session = info["session"]
        self.authorized_imports = info.get("authorized_imports", imports)
        self.limits = info.get("limits", {})

    # smolagents' PythonExecutor interface.

    def send_variables(self, variables):
        """Makes variables (values typed JSON can carry) global in the code."""
        data = {name: codec.to_data(value) for name, value in variables.items()}
        self._request("send_variables", body={"variables": data})

    def send_tools(self, tools):
        """Declares tools: smolagents Tools (their inputs describe the
        parameters) or plain callables. Calls from the code come back to
        them here. smolagents' own FinalAnswerTool is left to krait's
        final_answer, which does the same."""
        specs = []
        for name, tool in tools.items():
            if name == "final_answer" and type(tool).__name__ == "FinalAnswerTool":
                continue
            self.tools[name] = tool
            specs.append(_tool_spec(name, tool))
        self._request("send_tools", body={"tools": specs})
        self._expect_calls = self._expect_calls or bool(specs)

    def __call__(self, code_action):
        """Runs code_action; returns CodeOutput(output, logs, is_final_answer)
        or raises InterpreterError."""
        result = None
        if self._transport is None:
            raise RuntimeError("KraitExecutor: cleanup() was called")
        events = self._transport.run(self.session, code_action, self._expect_calls)
        called = False
        try:
            for ev in events:
                kind = ev.get("event")
                if kind == "output" and self.on_output is not None:
                    self.on_output(ev["text"])
                elif kind == "tool_call":
                    called = True
                    self._answer(ev)
                elif kind == "result":
                    result = ev
        except BaseException:
            events.close()
            raise
        self._expect_calls = called
        logs = result.get("logs", "")
        self.state["_print_outputs"] = logs
        err = result.get("error")
        if err:
            raise InterpreterError(
                err.get("text") or "%s: %s" % (err.get("type"), err.get("message")),
                type=err.get("type", ""), message=err.get("message", ""), line=err.get("line", 0),
                traceback=err.get("traceback", ""), logs=logs, exit_code=result.get("exit_code", 1),
            )
        return CodeOutput(output=codec.from_data(result.get("value")), logs=logs,
                          is_final_answer=bool(result.get("is_final_answer")))

    def cleanup(self):
        """Deletes the session and ends the connection (or the process)."""
        transport, self._transport = self._transport, None
        if transport is None:
            return
        try:
            transport.request("delete_session", session=self.session)
        except (KraitServerError, OSError):
            pass
        finally:
            transport.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.cleanup()

    # Internals.

    def _request(self, op, **kw):
        if self._transport is None:
            raise RuntimeError("KraitExecutor: cleanup() was called")
        return self._transport.request(op, session=self.session, **kw)

    def _answer(self, ev):
        """Calls the tool of a tool_call event and sends back its result."""
        body = {}
        try:
            tool = self.tools.get(ev["tool"])
            if tool is None:
                raise NameError("no tool named %r in this executor" % ev["tool"])
            args = [codec.from_data(a) for a in ev.get("args", [])]
            kwargs = {k: codec.from_data(v) for k, v in ev.get("kwargs", {}).items()}
            body["value"] = codec.to_data(tool(*args, **kwargs))
        except codec.UnencodableError as exc:
            body = {"error": {"type": "TypeError", "message": "%s() result: %s" % (ev["tool"], exc)}}
        except Exception as exc:
            body = {"error": {"type": _exception_name(exc), "message": str(exc)}}
        self._transport.tool_result(self.session, ev["run"], ev["call"], body)


def _exception_name(exc):
    """The name krait raises an exception under: a builtin's own name, or
    module.QualName for others."""
    cls = type(exc)
    if cls.__module__ == "builtins" and getattr(builtins, cls.__name__, None) is cls:
        return cls.__name__
    return "%s.%s" % (cls.__module__, cls.__qualname__)


def _tool_spec(name, tool):
    """The declaration of a tool: smolagents' inputs when it has them, else
    the callable's signature (None when it takes *args or **kwargs)."""
    spec = {"name": name, "description": getattr(tool, "description", None) or inspect.getdoc(tool) or ""}
    inputs = getattr(tool, "inputs", None)
    if isinstance(inputs, dict):
        params = []
        for pname, info in inputs.items():
            info = info if isinstance(info, dict) else {}
            ptype = info.get("type", "")
            params.append({
                "name": pname,
                "type": "|".join(ptype) if isinstance(ptype, (list, tuple)) else str(ptype),
                "description": info.get("description", ""),
                "nullable": bool(info.get("nullable", False)),
            })
        spec["parameters"] = params
        if getattr(tool, "output_type", None):
            spec["output_type"] = str(tool.output_type)
        return spec
    func = getattr(tool, "forward", tool)
    try:
        sig = inspect.signature(func)
    except (TypeError, ValueError):
        spec["parameters"] = None
        return spec
    params = []
    for p in sig.parameters.values():
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD, p.POSITIONAL_ONLY):
            spec["parameters"] = None
            return spec
        params.append({"name": p.name, "nullable": p.default is not p.empty})
    spec["parameters"] = params
    return spec
