# krait-run: --allow-import csv
import csv

lines = ['name,age,city', 'Ann,30,"New York, NY"', '"Bob ""B""",25,', '', 'x', '"multi', 'line",2']
r = csv.reader(lines)
for row in r:
    print(r.line_num, row)
print(list(csv.reader("a;b;c\n1;2;3".splitlines(), delimiter=";")))
print(list(csv.reader(['a, b,  c'], skipinitialspace=True)))
print(list(csv.reader(["1,'x,y',3.5"], quotechar="'", quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader(['a\\,b,c'], escapechar='\\')), list(csv.reader(['a\tb'], dialect='excel-tab')))
print(list(csv.reader(['"a"b,c', '"unterminated'])))
try:
    list(csv.reader([1]))
except csv.Error as e:
    print("Error:", e)
try:
    list(csv.reader(['"a"b'], strict=True))
except csv.Error as e:
    print("Error:", e)
try:
    csv.reader(['a'], delimiter="ab")
except TypeError as e:
    print("TypeError:", e)
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
