# krait-run: --allow-import bisect
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def binary_search(arr, target):
    lo, hi = 0, len(arr) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if arr[mid] == target:
            return mid, steps
        if arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1, steps
data = list(range(0, 1000, 7))
for t in [0, 343, 994, 500]:
    idx, steps = binary_search(data, t)
    print(f"target={t:4d} index={idx:4d} steps={steps}")
import bisect
print(bisect.bisect_left(data, 500), bisect.bisect_right(data, 497))
