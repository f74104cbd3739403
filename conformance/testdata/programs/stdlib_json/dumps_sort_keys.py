# krait-run: --allow-import json
import json
d = {'b': 1, 'a': 2, 'c': {'z': 1, 'y': 2}}
print(json.dumps(d, sort_keys=True))
print(json.dumps({3: 'c', 1: 'a', 2: 'b'}, sort_keys=True))
print(json.dumps(d, sort_keys=True, indent=1))
try:
    json.dumps({1: 'a', 'b': 2}, sort_keys=True)
except TypeError as e:
    print(e)
