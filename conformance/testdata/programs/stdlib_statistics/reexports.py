import statistics as st

names = [n for n in dir(st) if not n.startswith("_")]
print(len(names) >= 40, "mean" in names)
print(st.Counter("abca").most_common(1), st.defaultdict(int)["x"])
print(st.namedtuple("P", "x y")(1, 2), list(st.repeat(7, 3)))
print([(k, len(list(g))) for k, g in st.groupby("aabccc")])
print(st.bisect_left([1, 2, 2, 3], 2), st.bisect_right([1, 2, 2, 3], 2))
print(st.reduce(st.mul, [1, 2, 3, 4]), st.mul(6, 7))
print(st.sqrt(2), st.hypot(3, 4), st.fabs(-2), st.exp(1), st.erf(0.5), st.log(8, 2), st.tau)
print(st.fsum([0.1] * 10))
print(st.Fraction(3, 6), st.Decimal("1.50") + 1)
print(st.LinearRegression(slope=1, intercept=2))
