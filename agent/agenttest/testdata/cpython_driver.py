# Test-only driver: runs agent code in CPython for agenttest's
# reference executor. It speaks JSON lines on stdin/stdout.
# NOT a sandbox: it exists only to check the executor contract.
import ast, io, json, sys, traceback, contextlib

proto_in, proto_out = sys.stdin, sys.stdout
env = {"__name__": "__agent__"}


class FinalAnswer(BaseException):
    def __init__(self, value):
        self.value = value


def send(msg):
    proto_out.write(json.dumps(msg) + "\n")
    proto_out.flush()


def receive():
    line = proto_in.readline()
    if not line:
        sys.exit(0)
    return json.loads(line)


def make_tool(name, params):
    def call(*args, **kwargs):
        if len(args) > len(params):
            raise TypeError(f"{name}() takes {len(params)} positional arguments but {len(args)} were given")
        kwargs.update(zip(params, args))
        send({"op": "call", "tool": name, "args": kwargs})
        reply = receive()
        if not reply["ok"]:
            raise RuntimeError(reply["error"])
        if name == "final_answer":
            raise FinalAnswer(reply["value"])
        return reply["value"]
    call.__name__ = name
    return call


def run(code):
    logs = io.StringIO()
    tree = ast.parse(code)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    value = None
    try:
        with contextlib.redirect_stdout(logs):
            exec(compile(tree, "<code>", "exec"), env)
            if last is not None:
                value = eval(compile(ast.Expression(last.value), "<code>", "eval"), env)
    except FinalAnswer as fa:
        return {"op": "done", "value": fa.value, "text": str(fa.value), "logs": logs.getvalue(), "final": True}
    except Exception as e:
        return {"op": "error", "type": type(e).__name__,
                "message": f"Code execution failed due to: {type(e).__name__}: {e}",
                "traceback": traceback.format_exc(), "logs": logs.getvalue()}
    return {"op": "done", "value": value, "text": "" if value is None else str(value), "logs": logs.getvalue(), "final": False}


while True:
    msg = receive()
    if msg["op"] == "vars":
        env.update(msg["vars"])
        send({"op": "ok"})
    elif msg["op"] == "tools":
        for t in msg["tools"]:
            env[t["name"]] = make_tool(t["name"], t["params"])
        send({"op": "ok"})
    elif msg["op"] == "run":
        send(run(msg["code"]))
