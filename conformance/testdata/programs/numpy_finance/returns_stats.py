# krait-run: --allow-import numpy.*
import numpy as np
prices = np.array([50.0, 51.5, 49.8, 52.3, 53.1, 52.7, 54.9])
ret = prices[1:] / prices[:-1] - 1
print(np.round(ret, 5))
logret = np.log(prices[1:] / prices[:-1])
print(np.round(logret, 5))
print(round(ret.mean() * 252, 4), round(ret.std(ddof=1) * np.sqrt(252), 4))
print(np.round((1 + ret).cumprod(), 5))
dd = prices / np.maximum.accumulate(prices) - 1
print(np.round(dd, 5), round(dd.min(), 5))
