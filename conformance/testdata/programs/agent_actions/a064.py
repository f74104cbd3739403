# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def parse_command(cmd):
    match cmd.split():
        case ["go", direction] if direction in ("north", "south", "east", "west"):
            return f"moving {direction}"
        case ["go", other]:
            return f"unknown direction {other!r}"
        case ["take", *items] if items:
            return "taking " + ", ".join(items)
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "empty"
        case _:
            return f"cannot parse {cmd!r}"
for c in ["go north", "go up", "take lamp key", "take", "exit", "", "dance wildly"]:
    print(f"{c!r:18} -> {parse_command(c)}")
def kind(v):
    match v:
        case {"type": "point", "x": x, "y": y}:
            return f"point({x},{y})"
        case [int() as a, int() as b]:
            return f"pair {a + b}"
        case str() | bytes():
            return "text"
        case _:
            return "other"
print([kind(v) for v in [{"type": "point", "x": 1, "y": 2}, [3, 4], "s", 3.5]])
