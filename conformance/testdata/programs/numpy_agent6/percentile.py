# krait-run: --allow-import numpy.*
import numpy as np
data = np.array([12.5, 15.0, 9.8, 22.1, 18.4, 11.2, 30.0, 14.7, 16.3, 19.9])
print("Mean:", np.mean(data))
print("Median:", np.median(data))
print("Std:", np.std(data))
print("Std (sample):", np.std(data, ddof=1))
for p in [25, 50, 75, 90]:
    print(f"P{p}: {np.percentile(data, p):.2f}")
q1, q3 = np.percentile(data, [25, 75])
iqr = q3 - q1
outliers = data[(data < q1 - 1.5 * iqr) | (data > q3 + 1.5 * iqr)]
print("IQR:", iqr, "outliers:", outliers)
print(np.quantile(data, [0.1, 0.5, 0.9]))
