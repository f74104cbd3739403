# krait-run: --allow-import numpy.*
import numpy as np
principal = 1000.0
rates = np.array([0.03, 0.05, 0.07])
years = np.arange(0, 31, 10)
growth = principal * (1 + rates[:, None]) ** years
print(np.round(growth, 2))
print(growth.shape)
for r, row in zip(rates, growth):
    print(f"{r:.0%}: {row[-1]:,.2f}")
