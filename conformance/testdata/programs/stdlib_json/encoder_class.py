# krait-run: --allow-import json
import json
class SetEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        return super().default(o)
print(json.dumps({'s': {3, 1, 2}}, cls=SetEncoder))
print(json.dumps([frozenset('ab')], cls=SetEncoder, indent=2))
try:
    json.dumps(object(), cls=SetEncoder)
except TypeError as e:
    print(e)
enc = json.JSONEncoder(sort_keys=True, separators=(',', ':'))
print(enc.encode({'b': 1, 'a': [1, 2]}))
print(''.join(enc.iterencode({'z': None})))
print(json.JSONEncoder(indent=1).encode([1]))
print(json.JSONEncoder().item_separator, json.JSONEncoder(indent=2).item_separator)
