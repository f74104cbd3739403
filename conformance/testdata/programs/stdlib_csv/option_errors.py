# krait-run: --allow-import csv
import csv

cases = [
    dict(delimiter=None), dict(delimiter="ab"), dict(delimiter=""), dict(delimiter=1),
    dict(quotechar=1), dict(quotechar=""), dict(escapechar=1), dict(escapechar="xy"),
    dict(lineterminator=1), dict(quoting=None), dict(quoting=9), dict(quoting=1.0),
    dict(quoting=True), dict(quotechar=None, quoting=csv.QUOTE_MINIMAL), dict(foo=3),
    dict(doublequote=None), dict(strict=1), dict(skipinitialspace="yes"),
]
for kw in cases:
    try:
        d = csv.reader([], **kw).dialect
        print(kw, "ok", d.doublequote, d.strict, d.skipinitialspace, d.quoting)
    except (TypeError, csv.Error) as e:
        print(kw, type(e).__name__, e)
try:
    csv.reader([], "excel", dialect="excel")
except TypeError as e:
    print(e)
print(list(csv.reader(["a,b"], 3)))
