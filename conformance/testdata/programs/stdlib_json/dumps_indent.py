# krait-run: --allow-import json
import json
data = {'name': 'x', 'items': [1, 2, {'k': 'v'}], 'empty': [], 'none': {}}
print(json.dumps(data, indent=2))
print(json.dumps(data, indent=0))
print(json.dumps(data, indent='--'))
print(json.dumps([1, [2, [3]]], indent=1))
print(json.dumps({}, indent=4), json.dumps([], indent=4))
print(json.dumps(5, indent=4))
