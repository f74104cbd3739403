# krait-run: --allow-import numpy.*
import numpy as np
monthly = 200.0
rate = 0.05 / 12
months = np.arange(1, 13)
balance = np.zeros(12)
b = 0.0
for i in range(12):
    b = b * (1 + rate) + monthly
    balance[i] = b
print(np.round(balance, 2))
print(f"Final: ${balance[-1]:.2f}")
print("Interest earned:", round(balance[-1] - monthly * 12, 2))
