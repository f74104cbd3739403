# krait-run: --allow-import difflib
import difflib

before = """def total(items):
    s = 0
    for i in items:
        s = s + i
    return s

def mean(items):
    return total(items) / len(items)
""".splitlines(keepends=True)
after = """def total(items):
    return sum(items)

def mean(items):
    if not items:
        return 0.0
    return total(items) / len(items)
""".splitlines(keepends=True)
diff = list(difflib.unified_diff(before, after, fromfile="stats.py", tofile="stats.py (suggested)", n=1))
print("".join(diff), end="")
added = sum(1 for l in diff if l.startswith("+") and not l.startswith("+++"))
removed = sum(1 for l in diff if l.startswith("-") and not l.startswith("---"))
print(f"\n{added} added, {removed} removed, similarity {difflib.SequenceMatcher(None, ''.join(before), ''.join(after)).ratio():.3f}")
commands = ["install", "uninstall", "list", "show", "search", "freeze", "download"]
for typo in ["instal", "lst", "shwo", "frezee", "upgrade"]:
    guess = difflib.get_close_matches(typo, commands, n=1)
    print(f"unknown command {typo!r}" + (f"; did you mean {guess[0]!r}?" if guess else ""))
