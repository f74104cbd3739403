rows = [
    ("2024-01", "north", "widgets", 120), ("2024-01", "south", "widgets", 80), ("2024-01", "north", "gadgets", 45),
    ("2024-02", "north", "widgets", 130), ("2024-02", "south", "gadgets", 60), ("2024-02", "east", "widgets", 25),
    ("2024-03", "south", "widgets", 95), ("2024-03", "north", "gadgets", 50), ("2024-03", "east", "gadgets", 10),
]
months = sorted({r[0] for r in rows})
regions = sorted({r[1] for r in rows})
pivot = {reg: {m: 0 for m in months} for reg in regions}
for month, region, product, qty in rows:
    pivot[region][month] += qty
colw = 9
print(f"{'region':<8}" + "".join(f"{m:>{colw}}" for m in months) + f"{'total':>{colw}}")
for reg in regions:
    vals = [pivot[reg][m] for m in months]
    print(f"{reg:<8}" + "".join(f"{v:>{colw},}" for v in vals) + f"{sum(vals):>{colw},}")
totals = [sum(pivot[r][m] for r in regions) for m in months]
print(f"{'total':<8}" + "".join(f"{t:>{colw},}" for t in totals) + f"{sum(totals):>{colw},}")
growth = [(b - a) / a for a, b in zip(totals, totals[1:])]
print("MoM growth:", ", ".join(f"{g:+.1%}" for g in growth))
by_product = {}
for _, _, product, qty in rows:
    by_product[product] = by_product.get(product, 0) + qty
share = {p: q / sum(by_product.values()) for p, q in by_product.items()}
print({p: f"{s:.1%}" for p, s in share.items()})
best = max(((reg, m) for reg in regions for m in months), key=lambda rm: pivot[rm[0]][rm[1]])
print("best cell:", best, pivot[best[0]][best[1]])
transposed = {m: {reg: pivot[reg][m] for reg in regions} for m in months}
print(transposed["2024-02"])
