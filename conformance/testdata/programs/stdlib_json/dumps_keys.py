# krait-run: --allow-import json
import json
print(json.dumps({1: 'int', 2.5: 'float', True: 'bool', None: 'none', 'str': 's'}))
print(json.dumps({False: 0, -3: 1, 1e20: 2, float('nan'): 3}))
try:
    json.dumps({(1, 2): 'tuple'})
except TypeError as e:
    print(e)
print(json.dumps({(1, 2): 'tuple', 'ok': 1}, skipkeys=True))
print(json.dumps({b'x': 1, 'y': 2}, skipkeys=True))
