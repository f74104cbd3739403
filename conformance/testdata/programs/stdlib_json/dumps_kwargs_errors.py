# krait-run: --allow-import json
import json
try:
    json.dumps(1, bogus=True)
except TypeError as e:
    print(e)
try:
    json.loads('1', bogus=True)
except TypeError as e:
    print(e)
try:
    json.dumps(1, 2)
except TypeError as e:
    print(e)
try:
    json.dumps()
except TypeError as e:
    print(e)
print(json.dumps(1, indent=None, default=None, separators=None))
