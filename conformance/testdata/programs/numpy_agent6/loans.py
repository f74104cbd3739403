# krait-run: --allow-import numpy.*
import numpy as np
principal = 250000
annual_rate = 0.055
years = 30
r = annual_rate / 12
n = years * 12
payment = principal * r * (1 + r) ** n / ((1 + r) ** n - 1)
print(f"Monthly payment: {payment:.2f}")
balance = principal
schedule = []
for month in range(1, 13):
    interest = balance * r
    principal_paid = payment - interest
    balance -= principal_paid
    schedule.append((month, round(interest, 2), round(principal_paid, 2), round(balance, 2)))
arr = np.array(schedule)
print(arr[:3])
print("Interest in year 1:", arr[:, 1].sum().round(2))
print(f"Total paid: {payment * n:,.2f}")
