# krait-run: --allow-import numpy.*
import numpy as np
sales = np.array([[120, 135, 150], [90, 110, 95], [200, 180, 210], [75, 80, 85]])
regions = ["North", "South", "East", "West"]
totals = sales.sum(axis=1)
for r, t in zip(regions, totals):
    print(f"{r}: {t}")
print("Best region:", regions[int(np.argmax(totals))])
print("Monthly totals:", sales.sum(axis=0))
print("Growth:", np.round((sales[:, -1] - sales[:, 0]) / sales[:, 0] * 100, 1))
print("Share:", np.round(totals / totals.sum() * 100, 2))
