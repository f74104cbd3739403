def handle(cmd):
    match cmd.split():
        case []:
            return "empty command"
        case ["quit" | "exit"]:
            return "bye"
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"moving {direction}"
        case ["go", other]:
            return f"can't go {other!r}"
        case ["take", *items] if items:
            return f"took {', '.join(items)}"
        case ["take"]:
            return "take what?"
        case ["say", *words]:
            return " ".join(words).capitalize() + "!"
        case [verb, *rest]:
            return f"unknown verb {verb!r} with {len(rest)} args"

for c in ["", "quit", "go north", "go up", "take sword shield", "take", "say hello there", "dance wildly now", "exit"]:
    print(f"{c!r:<22} -> {handle(c)}")

def classify(event):
    match event:
        case {"type": "click", "pos": (x, y)} if x < 0 or y < 0:
            return "click off-screen"
        case {"type": "click", "pos": (x, y), **rest}:
            return f"click at {x},{y} extra={rest}"
        case {"type": "key", "key": str(k)} if len(k) == 1:
            return f"key {k!r}"
        case {"type": "key", "key": k}:
            return f"special key {k}"
        case {"type": t}:
            return f"unhandled {t}"
        case list() | tuple():
            return f"batch of {len(event)}"
        case str() as s:
            return f"raw {s}"
        case int(n) | float(n) if n > 100:
            return "big number"
        case None:
            return "nothing"
        case _:
            return "???"

events = [{"type": "click", "pos": (3, 4)}, {"type": "click", "pos": (-1, 4)}, {"type": "click", "pos": [1, 2], "button": 2},
          {"type": "key", "key": "a"}, {"type": "key", "key": "F5"}, {"type": "scroll"}, [1, 2], "text", 500, 5.5, None, 3]
for e in events:
    print(classify(e))
