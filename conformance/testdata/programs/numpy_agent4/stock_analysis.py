# krait-run: --allow-import numpy.*
import numpy as np
prices = np.array([100.0, 102.0, 101.0, 105.0, 107.0, 104.0, 108.0, 110.0, 109.0, 112.0])
log_ret = np.diff(np.log(prices))
print(np.round(log_ret, 5))
print(f"Annualized vol: {log_ret.std(ddof=1) * np.sqrt(252):.4f}")
peak = np.maximum.accumulate(prices)
dd = (prices - peak) / peak
print("Max drawdown:", round(dd.min() * 100, 3), "%")
sma = np.convolve(prices, np.ones(3) / 3, 'valid')
signal = np.where(prices[2:] > sma, 1, -1)
print(signal)
print("Sharpe:", round(log_ret.mean() / log_ret.std() * np.sqrt(252), 4))
