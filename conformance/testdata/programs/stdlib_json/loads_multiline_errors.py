# krait-run: --allow-import json
import json
doc = '{\n  "a": 1,\n  "b": [1, 2,\n  ]\n}'
try:
    json.loads(doc)
except json.JSONDecodeError as e:
    print(e)
    print(e.msg, '|', e.pos, e.lineno, e.colno)
    print(e.doc == doc)
doc = '\u00e9\u00e9 [1'
try:
    json.loads('["\u00e9\u00e9", 1 2]')
except json.JSONDecodeError as e:
    print(e, e.pos)
