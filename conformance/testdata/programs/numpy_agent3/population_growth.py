# krait-run: --allow-import numpy.*
import numpy as np
years = np.arange(2000, 2025, 5)
pop = np.array([6.14, 6.54, 6.96, 7.38, 7.80])
rate = np.diff(np.log(pop)) / 5
print(np.round(rate * 100, 3))
coef = np.polyfit(years, np.log(pop), 1)
print(np.round(coef, 6))
pred2030 = np.exp(np.polyval(coef, 2030))
print(f"Projected 2030: {pred2030:.2f} billion")
print(np.interp(2012, years, pop))
