# krait-run: --allow-import json
import json

config = {
    "name": "pipeline",
    "version": 3,
    "enabled": True,
    "threshold": 0.75,
    "tags": ["etl", "daily"],
    "owner": None,
    "steps": [
        {"id": 1, "op": "load", "args": {"path": "s3://bucket/data.csv"}},
        {"id": 2, "op": "filter", "args": {"expr": "x > 0"}},
        {"id": 3, "op": "save", "args": {}},
    ],
    "unicode": "café ☕",
}

text = json.dumps(config)
print(text)
print(json.dumps(config, indent=2, sort_keys=True))
print(json.dumps(config["steps"][0], separators=(",", ":")))
print(json.dumps(config["unicode"], ensure_ascii=False))
back = json.loads(text)
print(back == config, type(back["threshold"]).__name__)
back["steps"].append({"id": 4, "op": "notify", "args": {"to": ["a@x.com"]}})
print([s["op"] for s in back["steps"]])

data = json.loads('{"a": [1, 2.5, -3e2, true, false, null], "b": {"c": "\\u00e9\\n"}}')
print(data)
print(repr(data["b"]["c"]))
print(json.dumps({1: "int key", 2.5: "float", True: "bool", None: "none"}))
print(json.dumps([float("inf"), float("-inf")]))
print(json.dumps({"t": (1, 2)}, indent=4))

records = [{"x": i, "sq": i * i} for i in range(3)]
lines = "\n".join(json.dumps(r) for r in records)
print(lines)
parsed = [json.loads(l) for l in lines.splitlines()]
print(sum(r["sq"] for r in parsed))

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

def encode(o):
    if isinstance(o, Point):
        return {"__point__": [o.x, o.y]}
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")

def decode(d):
    if "__point__" in d:
        return Point(*d["__point__"])
    return d

s = json.dumps({"p": Point(1, 2)}, default=encode)
print(s)
p = json.loads(s, object_hook=decode)["p"]
print(p.x, p.y)
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("decode error:", e.msg, e.pos, e.lineno, e.colno)
print(json.dumps({"p": Point(3, 4)}))
