# krait-run: --allow-import numpy.*
import numpy as np
cash = np.array([-1000, 300, 400, 500])
rate = 0.08
disc = (1 + rate) ** np.arange(len(cash))
npv = np.sum(cash / disc)
print(round(npv, 4))
rates = np.linspace(0.0, 0.3, 301)
npvs = np.array([np.sum(cash / (1 + r) ** np.arange(4)) for r in rates])
irr = rates[np.argmin(np.abs(npvs))]
print(round(irr, 3))
print(np.round(np.cumsum(cash), 1))
