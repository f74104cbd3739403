# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def final_answer_(*args, **kwargs):
    print("FINAL_ANSWER", *args, **kwargs)
sales = [
    {"region": "North", "product": "Widget", "units": 120, "price": 2.5},
    {"region": "South", "product": "Gadget", "units": 80, "price": 4.0},
    {"region": "North", "product": "Gadget", "units": 45, "price": 4.0},
    {"region": "East", "product": "Widget", "units": 200, "price": 2.5},
    {"region": "South", "product": "Widget", "units": 60, "price": 2.5},
]
revenue_by_region = {}
for row in sales:
    revenue_by_region[row["region"]] = revenue_by_region.get(row["region"], 0) + row["units"] * row["price"]
print("Revenue by region:")
for region, rev in sorted(revenue_by_region.items(), key=lambda kv: -kv[1]):
    print(f"  {region:<8} ${rev:>10,.2f}")
best = max(revenue_by_region, key=revenue_by_region.get)
final_answer_(f"The best region is {best} with ${revenue_by_region[best]:,.2f}")
