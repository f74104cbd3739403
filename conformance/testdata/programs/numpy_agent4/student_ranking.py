# krait-run: --allow-import numpy.*
import numpy as np
names = np.array(['Ana', 'Ben', 'Cy', 'Di', 'Ed'])
math = np.array([88, 92, 79, 92, 60])
sci = np.array([90, 85, 88, 95, 70])
total = math + sci
rank = np.argsort(-total, kind='stable')
for place, i in enumerate(rank, 1):
    print(place, names[i], total[i])
print(names[(math > 80) & (sci > 85)])
print(np.round(np.corrcoef(math, sci)[0, 1], 4))
