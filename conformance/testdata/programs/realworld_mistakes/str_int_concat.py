# traceback: full
orders = [("widget", 3, 2.5), ("gadget", 1, 10.0)]
total = 0
for name, qty, price in orders:
    line_total = qty * price
    total += line_total
    print("Item: " + name + " x" + str(qty) + " = " + f"{line_total:.2f}")
print("Total items: " + str(sum(q for _, q, _ in orders)))
print("Grand total: " + total)
