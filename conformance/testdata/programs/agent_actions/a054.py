# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
expenses = [("2024-01-03", "groceries", 54.20), ("2024-01-05", "rent", 1200.00), ("2024-01-09", "groceries", 33.75),
            ("2024-01-12", "transport", 45.00), ("2024-01-20", "dining", 62.40), ("2024-02-02", "groceries", 71.10),
            ("2024-02-05", "rent", 1200.00), ("2024-02-14", "dining", 120.00), ("2024-02-21", "transport", 38.50)]
monthly = {}
for d, cat, amt in expenses:
    month = d[:7]
    monthly.setdefault(month, {}).setdefault(cat, 0.0)
    monthly[month][cat] += amt
for month, cats in monthly.items():
    total = sum(cats.values())
    print(f"{month}: total {total:9.2f}")
    for cat, amt in sorted(cats.items(), key=lambda x: -x[1]):
        print(f"   {cat:<10}{amt:9.2f} ({amt / total:.0%})")
change = sum(monthly["2024-02"].values()) - sum(monthly["2024-01"].values())
print(f"Change: {change:+.2f}")
