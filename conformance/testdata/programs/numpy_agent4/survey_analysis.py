# krait-run: --allow-import numpy.*
import numpy as np
responses = np.array([[5, 4, 3], [4, 4, 5], [2, 3, 4], [5, 5, 5], [3, 2, 1], [4, 3, 4]])
questions = ['Q1', 'Q2', 'Q3']
print("Average per question:")
for q, avg in zip(questions, responses.mean(axis=0)):
    print(f"  {q}: {avg:.2f}")
sat = (responses >= 4).mean(axis=0) * 100
print("Satisfied %:", np.round(sat, 1))
print("Respondent totals:", responses.sum(axis=1))
print("Most consistent respondent:", responses.std(axis=1).argmin())
print(np.corrcoef(responses.T).round(3))
