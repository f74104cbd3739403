# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
a = pd.DataFrame({"year": [2022, 2022, 2023], "r": ["E", "W", "E"], "s": [1, 2, 3]}).set_index(["year", "r"])
b = pd.DataFrame({"year": [2022, 2023, 2023], "r": ["E", "E", "W"], "t": [4, 5, 6]}).set_index(["year", "r"])
print(pd.concat([a, b], axis=1))
print(pd.concat([a, a], axis=1))
print(a.join(b, how="outer"))
s = pd.Series([1.0, None, 3.0, None, None, 6.0])
print(s.interpolate())
print(s.interpolate(method="linear", limit_direction="both"))
print(pd.Series([None, 2.0, None, 4.0, None]).interpolate())
df = pd.DataFrame({"a": [1.0, None, 3.0], "b": [None, 5.0, None]})
print(df.interpolate())
print(df.pct_change(axis=1) if False else df.T)
