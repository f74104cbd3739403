# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
# xfail: DataFrame.to_records is not implemented
import pandas as pd
import json
df = pd.DataFrame({"k": ["a", "b"], "v": [1, 2]})
print(json.dumps(df.to_dict("records")))
print(df.values.tolist())
print(df.to_records(index=False).tolist())
print(list(df.itertuples(index=False, name=None)))
for idx, row in df.iterrows():
    print(idx, row["k"], row["v"])
print(df.to_markdown() if False else df.head(1).to_string())
