# krait-run: --allow-import json
import json
s = 'ascii \u00e9 \u03c0 \u4e2d \U0001F600 \x00 \x1f'
enc = json.dumps(s)
print(enc)
print(json.loads(enc) == s)
enc2 = json.dumps(s, ensure_ascii=False)
print(json.loads(enc2) == s, len(enc2))
print(json.dumps(['\u00e9'], ensure_ascii=False, indent=1))
