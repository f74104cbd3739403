warehouse_a = {"apples": 50, "bananas": 20, "cherries": 0, "dates": 15}
warehouse_b = {"bananas": 5, "cherries": 40, "elderberries": 12}

merged = {**warehouse_a}
for item, qty in warehouse_b.items():
    merged[item] = merged.get(item, 0) + qty
print(merged)
print(warehouse_a | warehouse_b)

out_of_stock = [k for k, v in merged.items() if v == 0]
print("Out of stock:", out_of_stock or "none")

low = {k: v for k, v in merged.items() if v < 20}
print("Low:", low)

restock = dict.fromkeys(low, 100)
print(restock)
merged.update(restock)
print(sorted(merged.items(), key=lambda x: (-x[1], x[0])))

inverted = {}
for k, v in merged.items():
    inverted.setdefault(v, []).append(k)
print(inverted)

# nested structures
catalog = {
    "fruit": {"apples": {"price": 0.5, "origin": "WA"}, "bananas": {"price": 0.25, "origin": "EC"}},
    "veg": {"carrots": {"price": 0.1, "origin": "CA"}},
}
for category, items in catalog.items():
    for name, info in items.items():
        print(f"{category}/{name}: {info['price']:.2f} from {info['origin']}")

flat = {f"{c}.{n}.{k}": v for c, items in catalog.items() for n, info in items.items() for k, v in info.items()}
for key in sorted(flat):
    print(key, "=", repr(flat[key]))

print(catalog["fruit"].pop("apples"))
print(catalog.get("meat", {}).get("beef", "n/a"))
print(len(catalog), list(catalog), list(catalog["fruit"].keys()))
print(catalog["veg"]["potatoes"]["price"])
