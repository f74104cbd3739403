# krait-run: --allow-import numpy.*
import numpy as np
prices = np.array([100, 102, 101, 105, 107, 106, 110, 112, 111, 115], dtype=float)
window = 3
ma = np.convolve(prices, np.ones(window) / window, mode="valid")
print(ma)
returns = np.diff(prices) / prices[:-1]
print(np.round(returns, 4))
print(f"Total return: {(prices[-1] / prices[0] - 1) * 100:.2f}%")
print("Cumulative:", np.cumsum(np.diff(prices)))
print("Max drawdown idx:", np.argmax(np.maximum.accumulate(prices) - prices))
