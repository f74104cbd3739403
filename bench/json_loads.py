# json.loads of a 1 MB document (built once with json.dumps), parsed 20
# times, then walked: the shape of an agent reading an API response.
import json

items = []
for i in range(4600):
    items.append({
        "id": i,
        "title": "Item number %d with a \"quoted\" part" % i,
        "price": round(i * 0.37, 2),
        "tags": ["t%d" % (i % 13), "group-%d" % (i % 7)],
        "available": i % 3 != 0,
        "owner": {"name": "owner%d" % (i % 50), "email": "o%d@example.com" % (i % 50), "rating": i % 5},
        "notes": None if i % 4 else "caf\u00e9 \u2013 note %d" % i,
    })
doc = json.dumps({"count": len(items), "items": items, "next": None})
total = 0
avail = 0
for _ in range(20):
    data = json.loads(doc)
    total += data["count"]
    for it in data["items"]:
        if it["available"] and it["owner"]["rating"] > 2:
            avail += 1
print(len(doc), total, avail, data["items"][123], sum(it["price"] for it in data["items"]))
