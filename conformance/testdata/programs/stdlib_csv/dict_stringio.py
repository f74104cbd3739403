# krait-run: --allow-import csv,io
import csv
import io

src = io.StringIO("id,name,score\n1,Ann,9.5\n2,Bob\n\n3,Cy,7,extra\n")
r = csv.DictReader(src, restval="?")
print(r.fieldnames)
for row in r:
    print(row, r.line_num)
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["id", "name"], extrasaction="ignore", lineterminator="\n")
w.writeheader()
w.writerow({"id": 1, "name": "Ann", "other": True})
w.writerows([{"id": 2}, {"name": "Zed, Z"}])
print(out.getvalue(), end="")
try:
    csv.DictWriter(io.StringIO(), ["a"]).writerow({"a": 1, "b": 2})
except ValueError as e:
    print("ValueError", e)
r = csv.DictReader(io.StringIO("a;b\n1;2\n"), delimiter=";")
print(list(r))
r = csv.DictReader(["x,y", "1,2"], fieldnames=["p", "q"])
print([dict(d) for d in r])
