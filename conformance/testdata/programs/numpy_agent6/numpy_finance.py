# krait-run: --allow-import numpy.*
import numpy as np
cash_flows = np.array([-1000.0, 300.0, 400.0, 500.0, 200.0])
rate = 0.08
t = np.arange(len(cash_flows))
npv = np.sum(cash_flows / (1 + rate) ** t)
print(f"NPV: {npv:.2f}")
growth = np.cumprod(np.full(5, 1.05))
print(growth.round(5))
returns = np.array([0.05, -0.02, 0.03, 0.07, -0.01])
print("Geometric mean:", round(np.prod(1 + returns) ** (1 / len(returns)) - 1, 6))
print("Sharpe-ish:", round(returns.mean() / returns.std(ddof=1), 6))
print(np.maximum.accumulate(np.array([1.0, 1.2, 1.1, 1.5, 1.3])))
