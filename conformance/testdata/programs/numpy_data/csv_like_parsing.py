# krait-run: --allow-import numpy.*
import numpy as np
raw = """name,age,score
alice,30,88.5
bob,25,92.0
carol,35,79.25
dave,28,85.0"""
rows = [line.split(",") for line in raw.strip().split("\n")[1:]]
ages = np.array([int(r[1]) for r in rows])
scores = np.array([float(r[2]) for r in rows])
names = np.array([r[0] for r in rows])
print(ages.mean(), scores.mean())
print(names[scores.argmax()], names[ages.argmin()])
print(np.corrcoef(ages, scores)[0, 1].round(4))
print(names[np.argsort(scores)[::-1]])
