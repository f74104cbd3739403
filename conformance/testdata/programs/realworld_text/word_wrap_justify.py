def justify(words, width):
    lines, cur = [], []
    for w in words:
        if len(w) > width:
            raise ValueError(f"word too long: {w!r}")
        if sum(map(len, cur)) + len(cur) + len(w) > width:
            lines.append(cur)
            cur = []
        cur.append(w)
    if cur:
        lines.append(cur)
    out = []
    for i, line in enumerate(lines):
        if i == len(lines) - 1 or len(line) == 1:
            out.append(" ".join(line).ljust(width))
            continue
        gaps = len(line) - 1
        spaces = width - sum(map(len, line))
        q, r = divmod(spaces, gaps)
        s = ""
        for j, w in enumerate(line[:-1]):
            s += w + " " * (q + (1 if j < r else 0))
        out.append(s + line[-1])
    return out

text = "This is an example of text justification where every line except the last is fully justified to the given width."
for width in (16, 30):
    print(f"width {width}:")
    for line in justify(text.split(), width):
        print(f"|{line}|")
print(justify(["a"], 3), justify([], 5))
print("centered:".center(30, "="))
for w in ("x", "xy", "xyz"):
    print(f"[{w.center(6)}] [{w.center(6, '.')}] [{w.ljust(4, '_')}] [{w.rjust(5, '0')}] [{w.zfill(5)}]")
print("-12".zfill(6), "+3.5".zfill(7), "abc".zfill(2), "tab\tsep\tcols".expandtabs(6), repr("a\tb".expandtabs()))
try:
    justify(["supercalifragilistic"], 10)
except ValueError as e:
    print(e)
