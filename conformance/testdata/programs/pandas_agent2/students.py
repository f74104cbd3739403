# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import numpy as np
scores = pd.DataFrame({
    "student": ["Ana", "Ben", "Cy", "Di", "Ed", "Flo"],
    "math": [90, 65, 78, 88, 54, 92],
    "science": [85, 70, 82, 91, 60, 89],
    "english": [78, 88, 69, 95, 72, 80],
})
subjects = ["math", "science", "english"]
scores["average"] = scores[subjects].mean(axis=1).round(2)
scores["rank"] = scores["average"].rank(ascending=False).astype(int)
print(scores.sort_values("rank"))
print(scores[subjects].corr().round(3))
print(scores[subjects].agg(["mean", "median", "std"]).round(2))
top = scores.loc[scores["average"].idxmax()]
print(f"Top student: {top['student']} ({top['average']})")
print((scores[subjects] >= 70).all(axis=1).sum(), "passed everything")
