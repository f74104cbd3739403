# krait-run: --allow-import json
import json
deep = '[' * 50 + ']' * 50
print(len(json.dumps(json.loads(deep))))
nested = []
cur = nested
for _ in range(30):
    nxt = []
    cur.append(nxt)
    cur = nxt
print(json.dumps(nested))
try:
    json.loads('[' * 100000)
except RecursionError as e:
    print('RecursionError')
