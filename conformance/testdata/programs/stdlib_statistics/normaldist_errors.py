from statistics import NormalDist, StatisticsError

a = NormalDist(10, 2)
z = NormalDist(0, 0)
cases = [
    ("sigma<0", lambda: NormalDist(1, -1)), ("inv_cdf(0)", lambda: a.inv_cdf(0)),
    ("inv_cdf(1.5)", lambda: a.inv_cdf(1.5)), ("pdf zero", lambda: z.pdf(1)),
    ("cdf zero", lambda: z.cdf(1)), ("zscore zero", lambda: z.zscore(1)),
    ("overlap zero", lambda: z.overlap(z)), ("overlap type", lambda: a.overlap(3)),
    ("from_samples", lambda: NormalDist.from_samples([1])), ("sigma str", lambda: NormalDist(1, "x")),
    ("too many", lambda: NormalDist(1, 2, 3)), ("pdf str", lambda: a.pdf("x")),
    ("samples float", lambda: a.samples(1.5)), ("from_samples str", lambda: NormalDist.from_samples(["a", "b"])),
    ("inv_cdf str", lambda: a.inv_cdf("x")),
]
for label, f in cases:
    try:
        print(label, f())
    except (StatisticsError, TypeError, ValueError) as e:
        print(label, type(e).__name__, e)
