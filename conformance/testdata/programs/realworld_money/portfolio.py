import statistics
import math

holdings = {"AAPL": (50, 172.5), "MSFT": (20, 410.1), "GOOG": (35, 141.8), "TSLA": (15, 201.3), "BND": (200, 72.4)}
prices = {
    "AAPL": [170.1, 171.5, 169.8, 174.2, 175.0, 172.5],
    "MSFT": [400.0, 405.3, 409.9, 407.2, 412.8, 410.1],
    "GOOG": [138.2, 139.9, 140.5, 142.0, 141.1, 141.8],
    "TSLA": [220.5, 210.1, 205.7, 199.0, 195.4, 201.3],
    "BND": [72.0, 72.1, 72.3, 72.2, 72.4, 72.4],
}
total = sum(q * p for q, p in holdings.values())
print(f"Portfolio value: ${total:,.2f}")
print(f"{'Ticker':<6} {'Qty':>5} {'Price':>9} {'Value':>11} {'Weight':>7} {'Ret':>8} {'Vol':>7}")
rows = []
for tk, (qty, px) in holdings.items():
    series = prices[tk]
    rets = [b / a - 1 for a, b in zip(series, series[1:])]
    vol = statistics.stdev(rets) * math.sqrt(252)
    total_ret = series[-1] / series[0] - 1
    rows.append((tk, qty, px, qty * px, qty * px / total, total_ret, vol))
for tk, qty, px, val, w, r, v in sorted(rows, key=lambda r: -r[3]):
    print(f"{tk:<6} {qty:>5} {px:>9.2f} {val:>11,.2f} {w:>7.1%} {r:>+8.2%} {v:>7.1%}")
weights = {r[0]: r[4] for r in rows}
print({k: round(v, 4) for k, v in weights.items()})
print("max weight", max(weights, key=weights.get), "min", min(weights, key=weights.get))
corr = statistics.correlation(prices["AAPL"], prices["GOOG"])
print(f"corr AAPL/GOOG {corr:.4f}", f"cov {statistics.covariance(prices['AAPL'], prices['MSFT']):.4f}")
slope, intercept = statistics.linear_regression(range(6), prices["TSLA"])
print(f"TSLA trend {slope:+.3f}/day from {intercept:.2f}")
print(round(math.fsum(w for w in weights.values()), 12), math.isclose(sum(weights.values()), 1.0))
print(statistics.fmean(prices["BND"], weights=[1, 1, 1, 1, 2, 2]) if False else statistics.fmean(prices["BND"]))
