# krait-run: --allow-import numpy.*
import numpy as np
data = [23, 45, 12, 67, 34, 89, 21, 56, 78, 43]
arr = np.array(data)
print("Mean:", np.mean(arr))
print("Median:", np.median(arr))
print("Std:", np.std(arr))
print("Variance:", np.var(arr))
print("Min:", np.min(arr), "Max:", np.max(arr))
print("Range:", np.ptp(arr))
print("25th percentile:", np.percentile(arr, 25))
print("75th percentile:", np.percentile(arr, 75))
print(f"Mean: {np.mean(arr):.2f}, Std: {np.std(arr):.2f}")
print("Sorted:", np.sort(arr))
