def render_table(headers, rows, align=None):
    cols = len(headers)
    align = align or ["<"] * cols
    cells = [[str(h) for h in headers]] + [[format_cell(v) for v in r] for r in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(cols)]
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    lines = [sep]
    for n, row in enumerate(cells):
        parts = [f" {c:{a}{w}} " for c, a, w in zip(row, align, widths)]
        lines.append("|" + "|".join(parts) + "|")
        if n == 0:
            lines.append(sep.replace("-", "="))
    lines.append(sep)
    return "\n".join(lines)

def format_cell(v):
    if isinstance(v, float):
        return f"{v:,.2f}"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if v is None:
        return "-"
    return str(v)

headers = ["Country", "Capital", "Population", "Area km²", "EU"]
rows = [
    ("France", "Paris", 68_042_591, 551695.0, True),
    ("Germany", "Berlin", 84_358_845, 357588.0, True),
    ("Norway", "Oslo", 5_550_203, 385207.0, False),
    ("Iceland", "Reykjavík", 387_758, 103000.0, False),
    ("Malta", "Valletta", 542_051, None, True),
]
print(render_table(headers, rows, ["<", "<", ">", ">", "^"]))
rows.sort(key=lambda r: r[2] / (r[3] or 316.0), reverse=True)
print(render_table(["Country", "Density"], [(r[0], r[2] / (r[3] or 316.0)) for r in rows], ["<", ">"]))
total = sum(r[2] for r in rows)
print(f"Total population: {total:,} ({total:.3e})")
for r in rows:
    pct = r[2] / total
    print(f"{r[0]:<10}{pct:>8.2%} {'█' * round(pct * 40)}")
print(render_table(["a"], []))
print(render_table(["k", "v"], [("x", 1.0), ("y", 2)], ["<"]))
