# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import math
def describe(nums):
    n = len(nums)
    mean = sum(nums) / n
    var = sum((x - mean) ** 2 for x in nums) / (n - 1)
    s = sorted(nums)
    med = (s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2)
    return {"n": n, "mean": mean, "std": math.sqrt(var), "median": med, "min": s[0], "max": s[-1]}
data_sets = {"a": [2, 4, 4, 4, 5, 5, 7, 9], "b": [1.5, 2.5, 10.0], "c": list(range(1, 11))}
for name, d in data_sets.items():
    st = describe(d)
    print(name, ", ".join(f"{k}={v:.3f}" if isinstance(v, float) else f"{k}={v}" for k, v in st.items()))
