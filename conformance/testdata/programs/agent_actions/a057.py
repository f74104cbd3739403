# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
data = {"alpha": [3, 1, 2], "beta": [], "gamma": [10, -5], "delta": [7]}
summary = []
for key, values in data.items():
    try:
        avg = sum(values) / len(values)
    except ZeroDivisionError:
        avg = float("nan")
    summary.append((key, len(values), avg))
for key, n, avg in summary:
    print(f"{key:6} n={n} avg={avg:.2f}")
import math
valid = [s for s in summary if not math.isnan(s[2])]
print("Highest average:", max(valid, key=lambda s: s[2])[0])
print(float("inf") > 10 ** 100, math.isinf(-float("inf")), str(float("nan")), repr(1e-7), 1e16, 0.1 + 0.2)
