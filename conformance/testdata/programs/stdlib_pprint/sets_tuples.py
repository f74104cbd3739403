# krait-run: --allow-import pprint
import pprint
pprint.pprint({5, 3, 1, 4, 2})
pprint.pprint(set(range(40)), width=40)
pprint.pprint(frozenset({'b', 'a'}))
pprint.pprint(frozenset(range(30)), width=40)
pprint.pprint((1,))
pprint.pprint(tuple(range(25)), width=30)
pprint.pprint([(), [], {}, set()])
