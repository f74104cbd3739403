# krait-run: --allow-import pprint
import pprint
deep = [1, [2, [3, [4, [5]]]], {'a': {'b': {'c': {}}}}]
pprint.pprint(deep, depth=2)
pprint.pprint(deep, depth=3)
pprint.pprint(deep, depth=1)
pprint.pprint(deep, indent=4, width=20)
pprint.pprint({'key': list(range(12)), 'other': 'x' * 30}, indent=3, width=40)
print(pprint.pformat((1, 2, (3, 4)), depth=1))
