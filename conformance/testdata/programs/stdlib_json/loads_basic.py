# krait-run: --allow-import json
import json
print(json.loads('{"a": 1, "b": [1, 2.5, "x"], "c": null, "d": true, "e": false}'))
print(json.loads('[]'), json.loads('{}'), json.loads('""'), json.loads('0'), json.loads('-0'))
print(json.loads('  \t\n [ 1 , 2 ]  \r\n'))
print(json.loads('"\\u00e9\\n\\t\\"\\\\\\/\\b\\f\\r"'))
print(json.loads('"\\ud83d\\ude00"') == '\U0001F600')
print(json.loads('{"a": {"b": {"c": [[[]]]}}}'))
print(json.loads('{"dup": 1, "dup": 2}'))
print(type(json.loads('1')), type(json.loads('1.0')), type(json.loads('1e2')))
