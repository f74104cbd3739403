# krait-run: --allow-import json
import json
import math

DB = [{"id": i, "name": f"item-{i:03d}", "price": round(1.5 * i + (i % 7) * 0.25, 2), "active": i % 4 != 0} for i in range(1, 48)]

def fetch_page(page, per_page=10, active_only=False):
    data = [r for r in DB if r["active"]] if active_only else DB
    total = len(data)
    pages = math.ceil(total / per_page)
    if page < 1 or (page > pages and total):
        raise IndexError(f"page {page} out of range 1..{pages}")
    start = (page - 1) * per_page
    return {"page": page, "per_page": per_page, "total": total, "pages": pages, "items": data[start:start + per_page],
            "next": page + 1 if page < pages else None}

collected = []
page = 1
while page:
    resp = json.loads(json.dumps(fetch_page(page, 15, active_only=True)))
    collected.extend(resp["items"])
    print(f"page {resp['page']}/{resp['pages']}: {len(resp['items'])} items, next={resp['next']}")
    page = resp["next"]
print(len(collected), collected[0], collected[-1]["name"])
avg = sum(r["price"] for r in collected) / len(collected)
print(f"avg price {avg:.3f}", max(collected, key=lambda r: r["price"])["id"])
print(json.dumps(fetch_page(4, 15)["items"][:1], indent=1))
try:
    fetch_page(9)
except IndexError as e:
    print("IndexError:", e)
summary = {"count": len(collected), "ids": [r["id"] for r in collected][:5], "cheap": sum(r["price"] < 10 for r in collected)}
print(json.dumps(summary, separators=(", ", ": ")))
