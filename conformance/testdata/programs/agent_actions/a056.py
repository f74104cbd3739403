# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import math
def compound(principal, rate, years, n=12):
    return principal * (1 + rate / n) ** (n * years)
scenarios = [(10000, 0.05, 10), (10000, 0.07, 10), (5000, 0.04, 25)]
for p, r, y in scenarios:
    fv = compound(p, r, y)
    cont = p * math.exp(r * y)
    print(f"${p:,} at {r:.1%} for {y}y: monthly ${fv:,.2f}, continuous ${cont:,.2f}")
target = 20000
years_needed = math.log(target / 10000) / math.log(1 + 0.05 / 12) / 12
print(f"Years to double at 5%: {years_needed:.2f}")
print(f"Rule of 72 estimate: {72 / 5:.1f}")
