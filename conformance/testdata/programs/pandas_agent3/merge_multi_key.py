# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
sales = pd.DataFrame({"year": [2023, 2023, 2024, 2024], "region": ["N", "S", "N", "S"], "rev": [10, 20, 30, 40]})
target = pd.DataFrame({"year": [2023, 2024, 2024], "region": ["N", "N", "S"], "goal": [12, 25, 45]})
m = sales.merge(target, on=["year", "region"], how="left")
m["hit"] = m["rev"] >= m["goal"]
print(m)
print(m.dropna().astype({"goal": int}))
print(sales.merge(target, on=["year", "region"], how="outer").sort_values(["year", "region"]))
