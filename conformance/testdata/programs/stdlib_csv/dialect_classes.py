# krait-run: --allow-import csv,io
import csv
import io

print(csv.Dialect, csv.excel, csv.excel_tab, csv.unix_dialect)
print(issubclass(csv.excel_tab, csv.excel), issubclass(csv.unix_dialect, csv.Dialect))
print(csv.Dialect.delimiter, csv.excel.delimiter, repr(csv.excel_tab.delimiter), csv.unix_dialect.quoting)
print(repr(csv.unix_dialect.lineterminator), csv.excel._name, csv.excel().quoting)

class Semi(csv.excel):
    delimiter = ";"
    quoting = csv.QUOTE_NONNUMERIC

s = Semi()
print(s._valid, s.delimiter)
out = io.StringIO()
w = csv.writer(out, Semi)
w.writerow(["a", 1, 2.5, True])
print(repr(out.getvalue()))
print(list(csv.reader(io.StringIO('"a";1;2.5\n'), Semi)))

class Incomplete(csv.Dialect):
    delimiter = ","

for cls in [Incomplete, csv.Dialect]:
    try:
        cls()
    except csv.Error as e:
        print("Error", e)

class Plain:
    delimiter = "\t"
    skipinitialspace = True

print(list(csv.reader(["a\t  b\tc"], Plain)))
print(list(csv.reader(["a\t  b"], Plain, skipinitialspace=False)))
print(csv.reader([], Plain()).dialect.skipinitialspace)
