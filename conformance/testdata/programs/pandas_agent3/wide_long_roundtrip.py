# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: pd.wide_to_long is not implemented
import pandas as pd
df = pd.DataFrame({"id": [1, 2], "a_2020": [5, 6], "a_2021": [7, 8], "b_2020": [1, 2], "b_2021": [3, 4]})
long = pd.wide_to_long(df, stubnames=["a", "b"], i="id", j="year", sep="_")
print(long.sort_index())
m = df.melt(id_vars="id")
m[["var", "year"]] = m["variable"].str.split("_", expand=True)
print(m.pivot_table(index=["id", "year"], columns="var", values="value").reset_index())
