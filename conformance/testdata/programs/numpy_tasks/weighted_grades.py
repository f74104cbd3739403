# krait-run: --allow-import numpy.*
import numpy as np
weights = np.array([0.2, 0.3, 0.5])
students = {'ann': [90, 85, 88], 'bob': [70, 95, 80], 'cid': [60, 75, 92]}
M = np.array(list(students.values()))
final = M @ weights
for name, f in zip(students, final):
    print(f"{name}: {f:.1f}")
print("ranking:", [list(students)[i] for i in np.argsort(final)[::-1]])
print(np.average(M, axis=1, weights=weights))
