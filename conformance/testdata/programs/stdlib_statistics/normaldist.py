from statistics import NormalDist
n = NormalDist(100, 15)
print(n, n.mean, n.median, n.mode, n.stdev, n.variance, NormalDist())
print(n.pdf(100), n.pdf(130), n.cdf(100), n.inv_cdf(0.975), n.inv_cdf(0.5), n.inv_cdf(0.01), n.inv_cdf(1e-10), n.zscore(130))
print(n.quantiles(), NormalDist(0, 1).quantiles(10))
print(n + 5, n * 2, n - NormalDist(10, 20), 2 * n, n / 3, -n, n == NormalDist(100.0, 15.0), n + NormalDist(1, 2))
s = NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5])
print(s, round(s.mean, 3))
for f in [lambda: NormalDist(0, -1), lambda: NormalDist(0, 0).pdf(1), lambda: n.inv_cdf(0), lambda: n.inv_cdf(1.5)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
