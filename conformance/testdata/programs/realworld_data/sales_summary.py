from collections import Counter, defaultdict

sales = [
    {"region": "North", "product": "Widget", "units": 120, "price": 2.5},
    {"region": "South", "product": "Gadget", "units": 45, "price": 12.0},
    {"region": "North", "product": "Gadget", "units": 30, "price": 12.0},
    {"region": "East", "product": "Widget", "units": 200, "price": 2.5},
    {"region": "West", "product": "Doohickey", "units": 7, "price": 99.99},
    {"region": "South", "product": "Widget", "units": 80, "price": 2.5},
    {"region": "East", "product": "Doohickey", "units": 3, "price": 99.99},
    {"region": "North", "product": "Widget", "units": 60, "price": 2.75},
]

revenue_by_region = defaultdict(float)
units_by_product = Counter()
for row in sales:
    revenue_by_region[row["region"]] += row["units"] * row["price"]
    units_by_product[row["product"]] += row["units"]

print("Revenue by region:")
for region, total in sorted(revenue_by_region.items(), key=lambda kv: -kv[1]):
    print(f"  {region:<8}{total:>12,.2f}")

print("\nTop products by units:")
for product, units in units_by_product.most_common():
    print(f"  {product:.<20}{units:>6d}")

total_revenue = sum(revenue_by_region.values())
print(f"\nTotal revenue: ${total_revenue:,.2f}")
for region, total in revenue_by_region.items():
    share = total / total_revenue
    print(f"{region} share: {share:.1%}")

# average price per product
prices = defaultdict(list)
for row in sales:
    prices[row["product"]].append(row["price"])
avg = {p: sum(v) / len(v) for p, v in prices.items()}
print(avg)
print(max(avg, key=avg.get), min(avg, key=avg.get))
print(units_by_product)
print(dict(revenue_by_region))
best = max(sales, key=lambda r: r["units"] * r["price"])
print("Best single sale:", best)
print(units_by_product + Counter({"Widget": 1, "Thing": 4}))
print(units_by_product - Counter({"Widget": 1000}))
print(sorted(units_by_product.elements())[:3])
