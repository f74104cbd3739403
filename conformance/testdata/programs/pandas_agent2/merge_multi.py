# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
sales = pd.DataFrame({"year": [2022, 2022, 2023, 2023], "region": ["E", "W", "E", "W"], "sales": [100, 150, 120, 170]})
targets = pd.DataFrame({"year": [2022, 2022, 2023], "region": ["E", "W", "E"], "target": [90, 160, 130]})
m = sales.merge(targets, on=["year", "region"], how="left")
m["hit"] = m["sales"] >= m["target"]
print(m)
m2 = pd.merge(sales, targets, left_on=["year", "region"], right_on=["year", "region"], suffixes=("_s", "_t"))
print(m2)
print(pd.concat([sales, targets], ignore_index=True))
print(pd.concat([sales.set_index(["year", "region"]), targets.set_index(["year", "region"])], axis=1))
