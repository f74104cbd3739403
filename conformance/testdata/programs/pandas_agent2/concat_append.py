# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
jan = pd.DataFrame({"item": ["a", "b"], "qty": [1, 2]})
feb = pd.DataFrame({"item": ["b", "c"], "qty": [3, 4]})
mar = pd.DataFrame({"item": ["a", "c"], "qty": [5, 6], "note": ["x", None]})
allm = pd.concat([jan, feb, mar], keys=["jan", "feb", "mar"])
print(allm)
print(allm.reset_index(level=0).rename(columns={"level_0": "month"}))
flat = pd.concat([jan, feb, mar], ignore_index=True)
print(flat)
print(flat.groupby("item")["qty"].sum())
print(flat.drop_duplicates(subset="item", keep="last"))
