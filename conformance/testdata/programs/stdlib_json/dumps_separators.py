# krait-run: --allow-import json
import json
d = {'a': [1, 2], 'b': {'c': 3}}
print(json.dumps(d, separators=(',', ':')))
print(json.dumps(d, separators=(' , ', ' : ')))
print(json.dumps(d, indent=2, separators=(', ', ': ')))
print(json.dumps([1, 2], indent=None, separators=(';', '=')))
