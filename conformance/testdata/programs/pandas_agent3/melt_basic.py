# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"student": ["amy", "bo"], "math": [90, 75], "art": [80, 95], "gym": [70, 85]})
long = df.melt(id_vars="student", var_name="subject", value_name="score")
print(long)
print(df.melt(id_vars=["student"], value_vars=["math", "art"]))
print(long.pivot(index="student", columns="subject", values="score"))
print(long.groupby("subject")["score"].mean().sort_values(ascending=False))
