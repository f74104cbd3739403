# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"name": ["a", "b"], "x": [1, 2], "y": [0.5, 1.5]})
print(df.to_dict())
print(df.to_dict("records"))
print(df.to_dict("list"))
print(df.to_dict("index"))
print(df.to_dict("split"))
print(df.set_index("name")["x"].to_dict())
print(df.to_dict(orient="series")["x"].tolist())
