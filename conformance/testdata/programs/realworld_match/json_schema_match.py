# krait-run: --allow-import json
import json

payloads = [
    '{"version": 1, "user": {"name": "ann", "age": 31}}',
    '{"version": 2, "user": {"first": "Bob", "last": "Stone", "age": "40"}}',
    '{"version": 2, "user": {"first": "Cy"}}',
    '{"version": 3, "users": [{"name": "d"}, {"name": "e"}]}',
    '{"error": {"code": 404, "message": "not found"}}',
    '[1, 2, 3]',
    '"just a string"',
    '{"version": 9}',
]

def normalize(doc):
    match doc:
        case {"version": 1, "user": {"name": str(name), "age": int(age)}}:
            return [{"name": name, "age": age}]
        case {"version": 2, "user": {"first": first, "last": last, "age": age}}:
            return [{"name": f"{first} {last}", "age": int(age)}]
        case {"version": 2, "user": {"first": first}}:
            return [{"name": first, "age": None}]
        case {"version": 3, "users": [*users]}:
            return [{"name": u["name"], "age": u.get("age")} for u in users]
        case {"error": {"code": int(code), "message": msg}} if code >= 400:
            raise LookupError(f"server said {code}: {msg}")
        case [*items]:
            return [{"name": f"item{i}", "age": None} for i in items]
        case {"version": v}:
            raise ValueError(f"unsupported version {v}")
        case other:
            raise TypeError(f"unexpected payload type {type(other).__name__}")

for p in payloads:
    try:
        print(json.dumps(normalize(json.loads(p))))
    except (LookupError, ValueError, TypeError) as e:
        print(f"{type(e).__name__}: {e}")
