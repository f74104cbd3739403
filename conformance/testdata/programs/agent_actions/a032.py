# krait-run: --allow-import csv,io
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import csv, io
data = io.StringIO("city,pop,area\nTokyo,37400068,2194\nDelhi,28514000,1484\nShanghai,25582000,6341\n")
reader = csv.DictReader(data)
rows = list(reader)
for r in rows:
    r["density"] = int(r["pop"]) / int(r["area"])
rows.sort(key=lambda r: r["density"], reverse=True)
for r in rows:
    print(f"{r['city']:<10} {int(r['pop']):>12,} {r['density']:>10.1f}/km2")
out = io.StringIO()
w = csv.writer(out)
w.writerow(["city", "density"])
for r in rows:
    w.writerow([r["city"], round(r["density"], 1)])
print(out.getvalue())
