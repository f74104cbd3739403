# krait-run: --allow-import json
import json
print(json.dumps({'a': 1, 'b': [1, 2, 3], 'c': None, 'd': True, 'e': False, 'f': 1.5}))
print(json.dumps([1, 'two', 3.0, None]))
print(json.dumps('hello'), json.dumps(42), json.dumps(None), json.dumps(True))
print(json.dumps([]), json.dumps({}), json.dumps(()), json.dumps(''))
print(json.dumps((1, (2, 3))))
print(json.dumps({'nested': {'deep': {'deeper': [{}]}}}))
