# krait-run: --allow-import numpy.*
import numpy as np
prices = np.array([10.0, 10.5, 11.2, 10.8, 11.5, 12.1, 12.0, 11.7, 12.4, 13.0])
window = 3
ma = np.convolve(prices, np.ones(window) / window, mode='valid')
print(ma)
cs = np.cumsum(np.insert(prices, 0, 0))
ma2 = (cs[window:] - cs[:-window]) / window
print(np.allclose(ma, ma2))
returns = np.diff(prices) / prices[:-1]
print(np.round(returns, 4))
print(f"Total return: {(prices[-1] / prices[0] - 1) * 100:.2f}%")
print(f"Volatility: {returns.std():.4f}")
