# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
df = pd.DataFrame({"city": ["Lima", "Quito", "Bogota"], "pop_m": [10.7, 2.8, 7.4], "alt_m": [154, 2850, 2640]})
for idx, row in df.iterrows():
    print(f"{idx}: {row['city']} has {row['pop_m']}M people at {row['alt_m']} m")
for row in df.itertuples(index=False):
    print(row.city, row.alt_m > 2000)
print([c for c in df.columns])
print(df.to_string())
print(df.T)
print(df.shape, len(df), df.size)
print(df.info() if False else df.memory_usage(index=False).tolist())
