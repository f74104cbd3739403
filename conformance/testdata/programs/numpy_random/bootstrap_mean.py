# krait-run: --allow-import numpy.*
import numpy as np

rng = np.random.default_rng(11)
data = rng.normal(loc=50, scale=10, size=200)
print(f"sample mean: {data.mean():.4f}")
boot = np.array([rng.choice(data, size=data.size, replace=True).mean() for _ in range(500)])
lo, hi = np.percentile(boot, [2.5, 97.5])
print(f"95% CI: ({lo:.4f}, {hi:.4f})")
print(f"bootstrap std error: {boot.std(ddof=1):.5f}")
