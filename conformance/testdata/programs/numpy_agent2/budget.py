# krait-run: --allow-import numpy.*
import numpy as np
income = 5000
expenses = np.array([1500, 400, 600, 250, 300])
cats = np.array(["rent", "food", "transport", "fun", "other"])
print("Total:", expenses.sum(), "Savings:", income - expenses.sum())
pct = expenses / income * 100
for c, p in zip(cats, pct):
    print(f"{c:10s} {p:5.1f}%")
print("Largest:", cats[np.argmax(expenses)])
print("Sorted:", cats[np.argsort(expenses)[::-1]])
