# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import json
records = [
    {"id": 1, "name": "Widget", "tags": ["a", "b"], "price": 9.99},
    {"id": 2, "name": "Gadget", "tags": ["b"], "price": 24.5},
    {"id": 3, "name": "Doohickey", "tags": [], "price": 3.75},
]
df = pd.DataFrame(records)
print(df)
df["n_tags"] = df["tags"].apply(len)
print(df[["name", "n_tags"]])
ex = df.explode("tags")
print(ex)
print(ex["tags"].value_counts(dropna=False))
out = df[["id", "name", "price"]].to_dict(orient="records")
print(json.dumps(out))
print(df.set_index("id")["price"].to_dict())
