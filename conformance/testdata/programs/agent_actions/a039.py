# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def final_answer_(*args, **kwargs):
    print("FINAL_ANSWER", *args, **kwargs)
products = [
    ("Laptop", "Electronics", 1299.0, 4.5),
    ("Headphones", "Electronics", 199.99, 4.7),
    ("Coffee Maker", "Kitchen", 89.5, 4.1),
    ("Blender", "Kitchen", 59.99, 3.9),
    ("Desk Chair", "Furniture", 249.0, 4.3),
]
by_cat = {}
for name, cat, price, rating in products:
    by_cat.setdefault(cat, []).append((name, price, rating))
for cat in sorted(by_cat):
    items = by_cat[cat]
    best = max(items, key=lambda i: i[2])
    print(f"{cat}: {len(items)} items, cheapest {min(i[1] for i in items):.2f}, best rated {best[0]} ({best[2]})")
affordable = [p[0] for p in products if p[2] < 100 and p[3] >= 4]
print("Affordable & good:", affordable)
final_answer_(sorted(products, key=lambda p: p[2] / p[3])[0][0])
