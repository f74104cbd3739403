# traceback: full
def check(item):
    errors = []
    if not isinstance(item.get("id"), int):
        errors.append(TypeError(f"id must be int, got {type(item.get('id')).__name__}"))
    if not item.get("name"):
        errors.append(ValueError("name is required"))
    if item.get("qty", 0) < 0:
        errors.append(ValueError(f"qty negative: {item['qty']}"))
    if errors:
        raise ExceptionGroup(f"item {item.get('id')!r} invalid", errors)

items = [{"id": 1, "name": "a", "qty": 1}, {"id": "2", "name": "", "qty": -1}, {"id": 3, "qty": 5}]
for it in items:
    try:
        check(it)
        print("valid", it["id"])
    except* ValueError as eg:
        print("value errors:", [str(e) for e in eg.exceptions])
    except* TypeError as eg:
        print("type errors:", [str(e) for e in eg.exceptions])

eg = ExceptionGroup("batch", [ValueError(1), TypeError(2), ExceptionGroup("inner", [KeyError(3), ValueError(4)])])
match, rest = eg.split(ValueError)
print(repr(match))
print(repr(rest))
print(eg.subgroup(lambda e: isinstance(e, KeyError)))
print(len(eg.exceptions), str(eg))
try:
    raise eg
except* KeyError as e:
    print("got keys", e.exceptions)
except* (ValueError, TypeError) as e:
    print("got others", len(e.exceptions))
check({"id": None, "name": None, "qty": -3})
