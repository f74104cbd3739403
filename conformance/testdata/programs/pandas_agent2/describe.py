# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import numpy as np
np.random.seed(0)
df = pd.DataFrame({
    "age": [23, 35, 31, 45, 52, 28, 39, 41, 60, 33],
    "income": [32000, 54000, 48000, 75000, 91000, 39000, 62000, 58000, 88000, 45000],
    "dept": ["IT", "HR", "IT", "Sales", "Sales", "HR", "IT", "Sales", "HR", "IT"],
})
print(df.describe())
print(df.describe(include="all"))
print(df["income"].describe())
print(df.describe().round(2).T)
