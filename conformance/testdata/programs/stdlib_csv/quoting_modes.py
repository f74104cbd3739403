# krait-run: --allow-import csv,io
import csv
import io

print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
print(list(csv.reader(['1,2.5, 3 ,"x",,inf,1_0,-4e2'], quoting=csv.QUOTE_NONNUMERIC)))
try:
    list(csv.reader(["1,abc"], quoting=csv.QUOTE_NONNUMERIC))
except ValueError as e:
    print("ValueError", e)
print(list(csv.reader(['"a,b",c'], quoting=csv.QUOTE_NONE)))
print(list(csv.reader(["a\\,b,c"], escapechar="\\")))
print(list(csv.reader(['"a""b",c'], doublequote=False, escapechar="\\")))
out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_NONE, escapechar="\\")
w.writerow(["a,b", 'q"t', "plain"])
print(repr(out.getvalue()))
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("Error", e)
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow([""])
except csv.Error as e:
    print("Error", e)
out = io.StringIO()
csv.writer(out, doublequote=False, escapechar="\\").writerow(['say "x"'])
print(repr(out.getvalue()))
print(list(csv.reader(["a,b"], quotechar=None)))
print(csv.writer(io.StringIO(), quotechar=None).dialect.quoting)
