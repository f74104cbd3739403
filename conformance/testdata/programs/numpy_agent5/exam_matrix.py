# krait-run: --allow-import numpy.*
import numpy as np
answers = np.array(['A', 'C', 'B', 'D', 'A'])
students = np.array([['A', 'C', 'B', 'D', 'B'], ['A', 'B', 'B', 'D', 'A'], ['C', 'C', 'B', 'A', 'A']])
correct = students == answers
print(correct.astype(int))
print("scores:", correct.sum(axis=1))
print("hardest question:", correct.mean(axis=0).argmin() + 1)
print("all correct on:", np.where(correct.all(axis=0))[0] + 1)
