# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
wide = pd.DataFrame({"country": ["US", "UK", "JP"], "2021": [100, 80, 90], "2022": [110, 85, 95], "2023": [120, 82, 99]})
long = wide.melt(id_vars="country", var_name="year", value_name="gdp")
print(long)
long["year"] = long["year"].astype(int)
print(long.sort_values(["country", "year"]).reset_index(drop=True))
back = long.pivot(index="country", columns="year", values="gdp")
print(back)
growth = back.pct_change(axis=1).round(4)
print(growth)
print(long.groupby("country")["gdp"].apply(lambda s: s.iloc[-1] - s.iloc[0]))
