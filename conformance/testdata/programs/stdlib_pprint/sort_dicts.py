# krait-run: --allow-import pprint
import pprint
d = {'b': 1, 'a': 2, 'c': {'y': 1, 'x': 2}}
pprint.pprint(d)
pprint.pprint(d, sort_dicts=False)
pprint.pp(d)
pprint.pp(d, sort_dicts=True)
pprint.pprint({3: 'c', 1: 'a', 'x': 0, 2.5: 'f'})
pprint.pprint({i: 'v' * i for i in range(8)}, width=30)
