# krait-run: --allow-import csv,io
import csv
import io

rows = [["id", "name", "note"], [1, "Ann", 'said "hi"'], [2, "Bob, Jr.", "multi\nline"], [3, "", None]]
buf = io.StringIO()
w = csv.writer(buf)
w.writerows(rows)
text = buf.getvalue()
print(repr(text))
back = list(csv.reader(io.StringIO(text)))
print(back)
r = csv.reader(io.StringIO(text, newline=""))
for row in r:
    print(r.line_num, row)
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
for q in [csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC]:
    csv.writer(buf, quoting=q, lineterminator="\n").writerow(["a", 1, 2.5, "", "x,y"])
print(buf.getvalue(), end="")
print(csv.writer(io.StringIO()).writerow(["abc", "d"]))
s = csv.StringIO("a,b\n1,2\n")
print(list(csv.reader(s)), s.tell())
