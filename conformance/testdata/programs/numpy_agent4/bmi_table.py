# krait-run: --allow-import numpy.*
import numpy as np
h = np.array([1.62, 1.75, 1.80, 1.55, 1.90])
w = np.array([55.0, 80.0, 95.0, 48.0, 70.0])
bmi = w / h ** 2
cats = np.array(['under', 'normal', 'over', 'obese'])
idx = np.digitize(bmi, [18.5, 25, 30])
for b, c in zip(bmi, cats[idx]):
    print(f"{b:5.1f} {c}")
print(np.round(bmi.mean(), 2), cats[idx].tolist().count('normal'))
