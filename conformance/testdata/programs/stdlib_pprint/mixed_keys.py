# krait-run: --allow-import pprint
import pprint
pprint.pprint({1: 'a', 'b': 2, None: 3, (1, 2): 4})
pprint.pprint({'b': [3, 2, 1], 'a': {'d': 4, 'c': 3}}, width=10)
