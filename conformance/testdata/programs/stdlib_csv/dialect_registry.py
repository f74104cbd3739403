# krait-run: --allow-import csv,io
import csv
import io

print(csv.list_dialects())
ex = csv.get_dialect("excel")
print(type(ex), ex.delimiter, repr(ex.quotechar), ex.doublequote, ex.skipinitialspace,
      repr(ex.lineterminator), ex.quoting, ex.escapechar, ex.strict)
print(csv.get_dialect("excel-tab").delimiter == "\t", csv.get_dialect("unix").quoting)
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_NONE, escapechar="\\")
csv.register_dialect("semi", csv.excel, delimiter=";")
print(csv.list_dialects())
out = io.StringIO()
w = csv.writer(out, "pipes")
w.writerow(["a|b", "c", 3])
w = csv.writer(out, dialect="semi")
w.writerow(["x;y", 1.5, None])
print(repr(out.getvalue()))
print(list(csv.reader(["a\\|b|c"], "pipes")))
r = csv.reader([], "semi")
print(r.dialect is csv.get_dialect("semi"), r.dialect.delimiter)
csv.unregister_dialect("pipes")
print(csv.list_dialects())
for bad in [lambda: csv.get_dialect("pipes"), lambda: csv.unregister_dialect("nope"),
            lambda: csv.reader([], "nope"), lambda: csv.register_dialect(42),
            lambda: csv.register_dialect("bad", delimiter="::")]:
    try:
        bad()
    except (csv.Error, TypeError) as e:
        print(type(e).__name__, e)
try:
    d = csv.get_dialect("excel")
    d.delimiter = ";"
except AttributeError:
    print("dialects are read-only")
