# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
inventory = {"apples": 40, "bananas": 0, "cherries": 120, "dates": 15}
prices = {"apples": 0.5, "bananas": 0.25, "cherries": 0.1, "dates": 1.2}
out_of_stock = [k for k, v in inventory.items() if v == 0]
low_stock = {k: v for k, v in inventory.items() if 0 < v < 20}
value = {k: inventory[k] * prices[k] for k in inventory}
print("Out of stock:", out_of_stock)
print("Low stock:", low_stock)
print("Stock value:", value)
print("Total value: {:.2f}".format(sum(value.values())))
restock = {k: max(0, 50 - v) for k, v in inventory.items()}
print("Restock order:", {k: v for k, v in restock.items() if v})
