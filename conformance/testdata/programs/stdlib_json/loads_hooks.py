# krait-run: --allow-import json
import json
print(json.loads('{"a": 1, "b": 2}', object_pairs_hook=list))
print(json.loads('{"a": {"b": 1}}', object_hook=lambda d: sorted(d.items())))
print(json.loads('[1.5, 2]', parse_float=lambda s: 'F' + s))
print(json.loads('[1.5, 2]', parse_int=lambda s: int(s) * 100))
print(json.loads('[NaN, -Infinity]', parse_constant=lambda s: s.lower()))
print(json.loads('{"x": 1}', object_hook=lambda d: d, object_pairs_hook=lambda p: ('pairs', p)))
print(json.loads('[1.10]', parse_float=str))
