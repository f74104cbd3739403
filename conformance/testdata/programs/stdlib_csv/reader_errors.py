# krait-run: --allow-import csv,io
import csv
import io

tests = [
    (['a,"b'], {}),
    (['a,"b'], {"strict": True}),
    (['"a"b,c'], {}),
    (['"a"b,c'], {"strict": True}),
    (["a\0b"], {}),
    (["a\rb"], {}),
    ([1, 2], {}),
    (['"multi', 'line",x'], {}),
]
for lines, kw in tests:
    try:
        print(list(csv.reader(lines, **kw)))
    except csv.Error as e:
        print("Error", e)
r = csv.reader(io.StringIO('a,b\r\n"c\r\nd",e\r\n'))
print(list(r), r.line_num)
try:
    csv.writer(io.StringIO()).writerow(3)
except csv.Error as e:
    print("Error", e)
try:
    csv.writer(42)
except TypeError as e:
    print("TypeError", e)
print(issubclass(csv.Error, Exception), csv.Error)
