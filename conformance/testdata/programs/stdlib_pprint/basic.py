# krait-run: --allow-import pprint
import pprint
data = {'name': 'krait', 'versions': [1, 2, 3], 'nested': {'z': 1, 'a': [{'k': 'v'}] * 3}, 'empty': {}, 'tuple': (1,)}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, width=20)
print(pprint.pformat(data, width=60))
pprint.pprint(list(range(30)))
pprint.pprint(list(range(30)), compact=True)
pprint.pprint(list(range(30)), width=30, compact=True)
