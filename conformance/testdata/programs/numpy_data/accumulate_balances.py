# krait-run: --allow-import numpy.*
import numpy as np
transactions = np.array([500, -120, -80, 300, -450, 200, -50])
balance = 1000 + np.cumsum(transactions)
print(balance)
print("Lowest:", balance.min(), "at", balance.argmin())
print("Overdrawn:", np.any(balance < 0))
deposits = transactions[transactions > 0]
print(deposits.sum(), -transactions[transactions < 0].sum())
print(np.maximum.accumulate(balance))
