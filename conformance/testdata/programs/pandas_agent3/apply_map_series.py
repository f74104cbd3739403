# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
s = pd.Series([1, 2, 3, 4, 5])
print(s.apply(lambda x: x ** 2))
print(s.map({1: "one", 2: "two"}))
print(s.map(lambda x: "even" if x % 2 == 0 else "odd").value_counts())
print(s.apply(lambda x: (x, x * 10)))
grades = pd.Series([95, 82, 67, 74, 58])
def letter(g):
    if g >= 90: return "A"
    if g >= 80: return "B"
    if g >= 70: return "C"
    return "F"
print(grades.apply(letter).tolist())
print(pd.cut(grades, bins=[0, 70, 80, 90, 100], labels=["F", "C", "B", "A"]).tolist())
