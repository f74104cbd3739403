# krait-run: --allow-import csv,io
import csv, io
print(csv.DictReader, csv.DictWriter)
src = io.StringIO("id,name,score\n1,Ann,9.5\n2,Bob\n\n3,Cy,7,extra\n")
r = csv.DictReader(src, restval="?")
print(r.line_num, r.fieldnames, r.line_num, r.restkey, r.restval, r.dialect)
for row in r:
    print(row, r.line_num)
r = csv.DictReader(io.StringIO("a,b\n1,2\n"))
r.fieldnames = ["x", "y"]
print(list(r))
r = csv.DictReader(io.StringIO(""))
print(r.fieldnames, list(r))
r = csv.DictReader(io.StringIO("a;b\n1;2;3\n"), delimiter=";", restkey="more")
print(list(r), isinstance(r, csv.DictReader), type(r.reader))
r = csv.DictReader(["x,y", "1,2"], fieldnames=iter(["p", "q"]))
try:
    print([dict(d) for d in r])
except TypeError as e:
    print("TypeError", e)
class Upper(csv.DictReader):
    @property
    def fieldnames(self):
        return [f.upper() for f in super().fieldnames]
print(list(Upper(io.StringIO("a,b\n1,2\n"))))
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["id", "name"], extrasaction="IGNORE", lineterminator="\n")
print(w.writeheader(), w.extrasaction, w.fieldnames, w.restval)
print(w.writerow({"id": 1, "name": "Ann", "other": True}))
print(w.writerows([{"id": 2}, {"name": "Zed, Z"}]))
print(out.getvalue(), end="")
for kw in [dict(extrasaction="bad"), dict(restval=1, extrasaction="raise")]:
    try:
        w = csv.DictWriter(io.StringIO(), ["a"], **kw)
        w.writerow({"a": 1, "b": 2})
    except ValueError as e:
        print("ValueError", e)
try:
    csv.DictWriter(io.StringIO())
except TypeError as e:
    print("TypeError", e)
try:
    csv.DictReader()
except TypeError as e:
    print("TypeError", e)
w = csv.DictWriter(io.StringIO(), ["a", "b"], "", "raise", "excel", delimiter=";")
w.writerow({"a": 1}); print(repr(w.writer.dialect.delimiter))
class W(csv.DictWriter):
    def _dict_to_list(self, rowdict):
        return [str(v).upper() for v in rowdict.values()]
o = io.StringIO(); W(o, ["a"]).writerow({"a": "x"}); print(repr(o.getvalue()))
import csv
try:
    csv.DictWriter()
except TypeError as e:
    print(e)
