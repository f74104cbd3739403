import statistics as st

cases = [
    [1, 2, 3, 4], [1, 2.5, True, False], [True, False, True], [True, True],
    [1, 2, 4], [10**30, 1], [10**400, 10**400], [0.1, 0.2, 0.3], [1e308, 1e308],
    [-1, -2.5, 3], [2, 2, 2], [10**20, 10**20 + 1, 10**20 + 2],
]
for data in cases:
    out = []
    for name in ["mean", "median", "variance", "pvariance", "stdev", "pstdev"]:
        try:
            r = getattr(st, name)(data)
            out.append(f"{name}={r!r}:{type(r).__name__}")
        except Exception as e:
            out.append(f"{name}:{type(e).__name__}")
    print(" ".join(out))
print(st.mode([True, 1, 1.0]), st.multimode([1, True, 2.0, 2]))
print(st.median([True, False]), st.median_low([1, 2.0]), st.median_high([1, 2.0]))
