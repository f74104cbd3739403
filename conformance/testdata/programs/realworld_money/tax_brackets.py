BRACKETS = [(11000, 0.10), (44725, 0.12), (95375, 0.22), (182100, 0.24), (231250, 0.32), (578125, 0.35), (float("inf"), 0.37)]

def tax_owed(income):
    owed = 0.0
    lower = 0
    detail = []
    for upper, rate in BRACKETS:
        if income <= lower:
            break
        taxable = min(income, upper) - lower
        owed += taxable * rate
        detail.append((lower, min(income, upper), rate, taxable * rate))
        lower = upper
    return owed, detail

for income in [0, 9500, 50000, 120000, 600000]:
    owed, detail = tax_owed(income)
    eff = owed / income if income else 0
    print(f"Income {income:>9,}: tax {owed:>11,.2f}  effective {eff:6.2%}  marginal {detail[-1][2] if detail else 0:.0%}")
    for lo, hi, rate, amt in detail:
        hi_s = f"{hi:,.0f}"
        print(f"    {lo:>9,} - {hi_s:>9} @ {rate:>4.0%} = {amt:>10,.2f}")
incomes = list(range(0, 200001, 25000))
table = [(i, tax_owed(i)[0]) for i in incomes]
print(" | ".join(f"{i // 1000}k:{t / 1000:.1f}k" for i, t in table))
print(f"{float('inf')}", BRACKETS[-1], max(r for _, r in BRACKETS))
