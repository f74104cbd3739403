# krait-run: --allow-import json
import json
dec = json.JSONDecoder()
print(dec.decode('{"a": [1, 2]}'))
print(dec.raw_decode('[1, 2] trailing'))
print(dec.raw_decode('xx"s"', 2))
try:
    dec.decode('[1] x')
except json.JSONDecodeError as e:
    print(e)
try:
    dec.raw_decode('  1')
except json.JSONDecodeError as e:
    print(e)
class Upper(json.JSONDecoder):
    def decode(self, s):
        return super().decode(s.upper())
print(json.loads('"abc"', cls=Upper))
d2 = json.JSONDecoder(parse_int=str, object_pairs_hook=list)
print(d2.decode('{"x": 12}'))
print(json.loads('{"v": 1.5}', cls=json.JSONDecoder, parse_float=str))
