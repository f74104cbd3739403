# traceback: full
events = []

def step(name, fail=False):
    events.append(f"enter {name}")
    try:
        if fail:
            raise ValueError(f"{name} failed")
        return name.upper()
    finally:
        events.append(f"exit {name}")

def pipeline(fail_at=None):
    results = []
    for name in ["fetch", "parse", "store"]:
        try:
            results.append(step(name, fail=(name == fail_at)))
        except ValueError as e:
            events.append(f"handled {e}")
            continue
        else:
            events.append(f"ok {name}")
    return results

print(pipeline())
print(pipeline("parse"))
print(events)
events.clear()

def cleanup_fails():
    try:
        raise KeyError("original")
    finally:
        events.append("cleanup")
        {}["missing"]

try:
    cleanup_fails()
except KeyError as e:
    print("caught", repr(e))

def swallow():
    try:
        1 / 0
    finally:
        return "swallowed"
print(swallow(), events)

def reraise():
    try:
        int("x")
    except ValueError as e:
        try:
            None.attr
        except AttributeError:
            raise e
reraise()
