# krait-run: --allow-import csv,io
import csv, io
rows = [["a\nb", "c\rd", "e f", " g", "h\"i", "", None, 1.5, True, 10**20, float("nan"), "x,y"]]
for kw in [{}, {"lineterminator": "\n"}, {"lineterminator": "!"}, {"quoting": csv.QUOTE_ALL}, {"quoting": csv.QUOTE_NONNUMERIC},
           {"quoting": csv.QUOTE_NONE, "escapechar": "\\"}, {"escapechar": "\\", "doublequote": False}, {"delimiter": " "}, {"quotechar": "'"}]:
    s = io.StringIO()
    try:
        csv.writer(s, **kw).writerows(rows)
    except csv.Error as e:
        print("Error", e)
    print(kw, repr(s.getvalue()))
for row in [[""], [None], [], ["", ""]]:
    s = io.StringIO(); csv.writer(s).writerow(row); print(repr(s.getvalue()))
s = io.StringIO()
try:
    csv.writer(s, quoting=csv.QUOTE_NONE).writerow(['a"b'])
except csv.Error as e:
    print("Error", e)
print(repr(s.getvalue()))
w = csv.writer(io.StringIO())
try:
    class Bad:
        def __str__(self):
            return 1 / 0
    w.writerow([Bad()])
except ZeroDivisionError as e:
    print("ZeroDivisionError")
try:
    w.writerows([[1], 2])
except csv.Error as e:
    print("Error", e)
print(list(csv.reader(['a b  c'], delimiter=' ', skipinitialspace=True)))
print(list(csv.reader(['"a" ,b', 'x"y"z,"w"'])))
print(list(csv.reader(['a,"b\nc",d'])), list(csv.reader(['a,b\r\n', 'c\n'])))
print(list(csv.reader(["'a,b',c"], quotechar="'")), list(csv.reader(['a\\\nb'], escapechar='\\')))
