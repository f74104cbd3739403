# krait-run: --allow-import pprint
import pprint
data = [{'id': i, 'tags': ['x'] * i} for i in range(4)]
print(pprint.saferepr(data))
print(pprint.isreadable(data), pprint.isrecursive(data))
l = [1, 2]
l.append(l)
print(pprint.isrecursive(l), pprint.isreadable(l))
print(pprint.isreadable(object()), pprint.isreadable({'a': 1.5}))
pp = pprint.PrettyPrinter(indent=2, width=30, compact=True)
pp.pprint(list(range(20)))
print(pp.pformat({'x': list(range(10))}))
print(pp.isreadable([1]))
try:
    pprint.PrettyPrinter(indent=-1)
except ValueError as e:
    print(e)
try:
    pprint.pformat([1], depth=0)
except ValueError as e:
    print(e)
try:
    pprint.pformat([1], width=0)
except ValueError as e:
    print(e)
