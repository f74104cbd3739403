# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
principal = 250000
annual_rate = 0.045
years = 30
n = years * 12
r = annual_rate / 12
payment = principal * r * (1 + r) ** n / ((1 + r) ** n - 1)
print(f"Monthly payment: ${payment:,.2f}")
balance = principal
total_interest = 0
for month in range(1, 13):
    interest = balance * r
    principal_paid = payment - interest
    balance -= principal_paid
    total_interest += interest
    if month in (1, 6, 12):
        print(f"Month {month:2d}: interest ${interest:8.2f}, principal ${principal_paid:8.2f}, balance ${balance:12,.2f}")
print(f"Interest in year 1: ${total_interest:,.2f}")
print(f"Total paid over {years} years: ${payment * n:,.0f}")
