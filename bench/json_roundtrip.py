# json.dumps / json.loads round trips (needs --allow-import json).
import json

records = [
    {"id": i, "name": "item-%d" % i, "price": i * 1.25, "tags": ["a", "b", str(i % 10)],
     "active": i % 2 == 0, "meta": {"x": i, "y": None}}
    for i in range(3000)
]
total = 0
for _ in range(12):
    s = json.dumps(records)
    back = json.loads(s)
    total += len(s) + len(back)
print(total, back[17], json.dumps(back[5], sort_keys=True, indent=1)[:60])
