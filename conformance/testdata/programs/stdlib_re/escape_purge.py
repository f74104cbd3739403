import re
print(re.escape('a.b*c?d+e(f)[g]{h}|i^j$k\\l m'), re.escape('hello_world123'), re.escape('-#&~'))
print(re.escape('é中'), re.escape(''), re.escape('\n\t'))
text = 'price: $5.00 (approx)'
print(re.search(re.escape('$5.00'), text).span())
re.purge()
print(re.compile('x').pattern)
print(re.template('abc').pattern)
