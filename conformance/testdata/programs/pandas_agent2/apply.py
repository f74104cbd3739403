# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
df = pd.DataFrame({"name": ["Ann", "Bob", "Cid", "Dee"], "score": [88, 72, 95, 60], "age": [21, 34, 28, 45]})
def grade(s):
    if s >= 90:
        return "A"
    elif s >= 80:
        return "B"
    elif s >= 70:
        return "C"
    return "F"
df["grade"] = df["score"].apply(grade)
df["label"] = df.apply(lambda r: f"{r['name']} ({r['age']})", axis=1)
df["passed"] = df["score"].map(lambda s: s >= 70)
print(df)
print(df["grade"].map({"A": 4, "B": 3, "C": 2, "F": 0}).mean())
print(df.select_dtypes(include="number").apply(lambda c: c.max() - c.min()))
