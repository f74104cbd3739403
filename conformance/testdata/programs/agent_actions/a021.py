# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def final_answer_(*args, **kwargs):
    print("FINAL_ANSWER", *args, **kwargs)
orders = [
    {"id": 1, "customer": "acme", "items": [{"sku": "A1", "qty": 2, "price": 9.99}, {"sku": "B2", "qty": 1, "price": 24.5}]},
    {"id": 2, "customer": "globex", "items": [{"sku": "A1", "qty": 10, "price": 9.49}]},
    {"id": 3, "customer": "acme", "items": []},
    {"id": 4, "customer": "initech", "items": [{"sku": "C3", "qty": 3, "price": 5.0}, {"sku": "A1", "qty": 1, "price": 9.99}]},
]
totals = {}
for o in orders:
    t = sum(i["qty"] * i["price"] for i in o["items"])
    totals.setdefault(o["customer"], []).append(round(t, 2))
print(totals)
sku_qty = {}
for o in orders:
    for i in o["items"]:
        sku_qty[i["sku"]] = sku_qty.get(i["sku"], 0) + i["qty"]
print(sorted(sku_qty.items(), key=lambda x: x[1], reverse=True))
empty = [o["id"] for o in orders if not o["items"]]
print("Empty orders:", empty)
final_answer_({c: sum(v) for c, v in totals.items()})
