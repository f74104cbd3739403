from statistics import NormalDist
z = NormalDist()
print([round(z.cdf(x), 12) for x in (-3, -1.96, 0, 1, 1.96)], [z.inv_cdf(p) for p in (0.001, 0.025, 0.3, 0.5, 0.9, 0.999)])
print(z.pdf(0), z.pdf(1), z.pdf(-2.5), NormalDist(5, 2).pdf(5.5), NormalDist(10, 3).zscore(16))
iq = NormalDist(100, 15)
print(iq.quantiles(n=5), iq.inv_cdf(0.9999999), iq.variance, iq == NormalDist(100, 15), iq != z)
print(NormalDist(1, 2) - 3, 3 - NormalDist(1, 2), NormalDist(2, 3) * -2, NormalDist(2, 3) / -2)
