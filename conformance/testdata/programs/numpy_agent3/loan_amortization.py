# krait-run: --allow-import numpy.*
import numpy as np
P, annual, n = 20000.0, 0.06, 12
r = annual / 12
payment = P * r / (1 - (1 + r) ** -n)
print(round(payment, 2))
bal = P
rows = []
for k in range(1, n + 1):
    interest = bal * r
    princ = payment - interest
    bal -= princ
    rows.append((k, interest, princ, max(bal, 0)))
tbl = np.array(rows)
print(np.round(tbl[:3], 2))
print("total interest:", round(tbl[:, 1].sum(), 2))
print(abs(tbl[-1, 3]) < 1e-6)
