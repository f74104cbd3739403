# krait-run: --allow-import csv,io
import csv
import io

raw = """date,item,qty,unit_price
2024-01-03,pen,10,1.20
2024-01-03,notebook,3,4.50
2024-01-04,pen,5,1.20
2024-01-05,stapler,1,12.99
2024-01-05,"paper, A4",2,6.00
2024-01-06,notebook,4,4.25
"""

reader = csv.DictReader(io.StringIO(raw))
rows = list(reader)
print(reader.fieldnames)
print(rows[4])
totals = {}
for r in rows:
    amount = int(r["qty"]) * float(r["unit_price"])
    totals[r["item"]] = totals.get(r["item"], 0) + amount

out = io.StringIO()
w = csv.writer(out)
w.writerow(["item", "total"])
for item, total in sorted(totals.items()):
    w.writerow([item, f"{total:.2f}"])
print(out.getvalue(), end="")

out2 = io.StringIO()
dw = csv.DictWriter(out2, fieldnames=["item", "qty"], extrasaction="ignore", lineterminator="\n")
dw.writeheader()
dw.writerows(rows[:3])
print(out2.getvalue())

by_date = {}
for r in rows:
    by_date.setdefault(r["date"], []).append(r["item"])
for d, items in by_date.items():
    print(d, "|", "; ".join(items))

tsv = "a\tb\tc\n1\t2\t3\n"
for row in csv.reader(io.StringIO(tsv), delimiter="\t"):
    print(row)
quoted = io.StringIO()
csv.writer(quoted, quoting=csv.QUOTE_ALL).writerow(["x", 1, 'say "hi"', None])
print(repr(quoted.getvalue()))
print(sum(float(r["unit_price"]) for r in rows) / len(rows))
