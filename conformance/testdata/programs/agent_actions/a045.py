# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import math
data = [(1, 2.1), (2, 3.9), (3, 6.2), (4, 7.8), (5, 10.1), (6, 12.2)]
n = len(data)
sx = sum(x for x, _ in data)
sy = sum(y for _, y in data)
sxx = sum(x * x for x, _ in data)
sxy = sum(x * y for x, y in data)
slope = (n * sxy - sx * sy) / (n * sxx - sx * sx)
intercept = (sy - slope * sx) / n
print(f"y = {slope:.4f}x + {intercept:.4f}")
pred = [slope * x + intercept for x, _ in data]
ss_res = sum((y - p) ** 2 for (_, y), p in zip(data, pred))
ss_tot = sum((y - sy / n) ** 2 for _, y in data)
print(f"R^2 = {1 - ss_res / ss_tot:.5f}")
print("Prediction for x=10:", round(slope * 10 + intercept, 3))
