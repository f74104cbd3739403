rows = [
    {"lang": "Python", "year": 1991, "typing": "dynamic", "stars": 55.2},
    {"lang": "Go", "year": 2009, "typing": "static", "stars": 120.9},
    {"lang": "Rust", "year": 2015, "typing": "static", "stars": 93.1},
    {"lang": "JavaScript", "year": 1995, "typing": "dynamic", "stars": None},
]

def md_table(rows, cols, align):
    def cell(v):
        if v is None:
            return "n/a"
        if isinstance(v, float):
            return f"{v:.1f}k"
        return str(v)
    data = [[cell(r[c]) for c in cols] for r in rows]
    widths = [max(len(c), *(len(d[i]) for d in data)) for i, c in enumerate(cols)]
    def fmt_row(vals):
        out = []
        for v, w, a in zip(vals, widths, align):
            out.append(v.rjust(w) if a == "r" else v.center(w) if a == "c" else v.ljust(w))
        return "| " + " | ".join(out) + " |"
    sep = []
    for w, a in zip(widths, align):
        if a == "r":
            sep.append("-" * (w - 1) + ":")
        elif a == "c":
            sep.append(":" + "-" * (w - 2) + ":")
        else:
            sep.append("-" * w)
    return "\n".join([fmt_row([c.title() for c in cols]), "| " + " | ".join(sep) + " |"] + [fmt_row(d) for d in data])

print(md_table(rows, ["lang", "year", "typing", "stars"], ["l", "r", "c", "r"]))
print()
print(md_table(sorted(rows, key=lambda r: r["year"]), ["year", "lang"], ["c", "l"]))
headers = "Name|Qty|Price".split("|")
lines = ["Widget|3|4.5", "Gizmo|12|0.99", "Thingamajig|1|120"]
parsed = [l.split("|") for l in lines]
w = [max(map(len, col)) for col in zip(headers, *parsed)]
for row in [headers, *parsed]:
    print("  ".join(f"{v:<{w[0]}}" if i == 0 else f"{v:>{w[i]}}" for i, v in enumerate(row)))
print("\n".join(f"{i:>2}. {r['lang']}" for i, r in enumerate(rows, start=1)))
