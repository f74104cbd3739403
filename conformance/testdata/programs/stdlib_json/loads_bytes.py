# krait-run: --allow-import json
import json
print(json.loads(b'{"a": [1, 2]}'))
print(json.loads(bytearray(b'"x"')))
print(json.loads('\u00e9'.join(['["', '"]']).encode()))
print(json.loads(b'\xef\xbb\xbf[1]'))
try:
    json.loads('\ufeff[1]')
except json.JSONDecodeError as e:
    print(e)
json.loads(5)
