# krait-run: --allow-import json
import json
l = [1]
l.append(l)
try:
    json.dumps(l)
except ValueError as e:
    print(e)
d = {}
d['self'] = d
try:
    json.dumps(d, indent=2)
except ValueError as e:
    print(e)
shared = [1, 2]
print(json.dumps([shared, shared, {'a': shared}]))
def loop(o):
    return o
try:
    json.dumps(object(), default=loop)
except ValueError as e:
    print(e)
