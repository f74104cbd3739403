# krait-run: --allow-import numpy.*
import numpy as np
principal = 1000
rate = 0.05
years = np.arange(0, 11)
balance = principal * (1 + rate) ** years
print(np.round(balance, 2))
print(f"After 10 years: ${balance[-1]:,.2f}")
monthly = principal * (1 + rate / 12) ** (12 * years)
print(np.round(monthly[-1] - balance[-1], 4))
