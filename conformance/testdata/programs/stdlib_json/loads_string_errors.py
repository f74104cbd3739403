# krait-run: --allow-import json
import json
cases = ['"a\x01"', '"\\x"', '"\\u12"', '"\\u1234', '"\\', '"\\u"', '"\\ud83d\\ude0',
         '"\\ud83d\\u12x4"', '"\\ud83d\\x"', '"tab\there"', '"\\uZZZZ"']
for c in cases:
    try:
        print(repr(json.loads(c)))
    except json.JSONDecodeError as e:
        print(e)
print(json.loads('"tab\there"', strict=False))
print(repr(json.loads('"\\ud800 lone"'))[:4])
