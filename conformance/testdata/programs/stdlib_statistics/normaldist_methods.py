from statistics import NormalDist

a = NormalDist(10, 2)
b = NormalDist(5, 1.5)
print(a.pdf(9), a.cdf(9), a.inv_cdf(0.3), a.zscore(12))
print(a.quantiles(), a.quantiles(5), a.quantiles(0), NormalDist(2, 3).quantiles(n=10))
print(a.overlap(b), b.overlap(a), a.overlap(NormalDist(10, 2)), NormalDist(1, 2).overlap(NormalDist(3, 2)))
print(NormalDist(1, 2).overlap(NormalDist(1, 3)))
print(a.mean, a.median, a.mode, a.stdev, a.variance)
print(NormalDist(0, 1).inv_cdf(1e-300), NormalDist(0, 1).cdf(-40), NormalDist(0, 1).pdf(40))
print(a.samples(3, seed=42), a.samples(2, seed="abc"), a.samples(0), len(a.samples(5)))
print(NormalDist.from_samples([1, 2, 3, 4]), NormalDist.from_samples([2.5, 3.5, 1.25]))
print(NormalDist(), NormalDist(mu=1), NormalDist(sigma=3))
