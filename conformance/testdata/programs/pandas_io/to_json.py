# DataFrame.to_json / Series.to_json: orients, ujson's number text and escapes, indent, dates, errors.
# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
vals = [1.0, 100.0, 0.1, 0.1 + 0.2, 1 / 3, 2 / 3, 9.99, 1e15, 1e16, 1e17, 1.5e16, 123456789.123456789, 1e-5, 1.5e-5,
        1e-10, 1e-15, 1e-16, 1.23456789012e-7, -2.5, 0.0, -0.0, float("nan"), float("inf"), -float("inf"), 12345678901.5,
        0.99999999999, 5e-324, 1.7976931348623157e308, 3.14159265358979, 1234567.1234567, 0.000123456789012, 0.5, 1.5,
        2.5, 0.05, 0.25, 0.125, -1e-20, 7.0000000005, 7.00000000005, 2.00000000015]
print(pd.Series(vals).to_json())
for p in [0, 1, 3, 15]:
    print(p, pd.Series(vals).to_json(double_precision=p))
print(pd.Series(["a/b", "é", '"q"', "\n", None, True, "\x01\x7f<>&\t\u2028", "😀", "\\"]).to_json())
print(pd.Series(["é😀/"]).to_json(force_ascii=False))
s = pd.Series([1, 2], index=["x", "y"], name="n")
for o in ["split", "records", "index", "values"]:
    print(o, s.to_json(orient=o))
df = pd.DataFrame({"a": [1, 2], "b": ["x", None], "c": [1.5, np.nan], "d": [True, False]})
for o in ["split", "records", "index", "values", "columns"]:
    print(o, df.to_json(orient=o))
print(df.to_json(orient="records", indent=2))
print(df.to_json(indent=1))
print(df.to_json(orient="split", indent=3))
print(df.to_json(orient="split", index=False))
print(repr(df.to_json(orient="records", lines=True)))
print(pd.DataFrame().to_json(), pd.DataFrame().to_json(orient="records"), pd.Series([], dtype=float).to_json())
print(pd.Series([1, 2], index=[0.5, 1.0]).to_json(), pd.Series([1, 2], index=[True, False]).to_json())
print(pd.Series([[1, 2], {"a": (1, 2)}, {"k": {"n": None}}]).to_json())
print(pd.Series([pd.Timestamp("2024-01-01"), 1.5, None, np.nan]).to_json())
print(pd.Series([1.5, None]).to_json(), pd.Series([1, None]).to_json(), pd.Series([np.float64(2.5), np.int64(3)], dtype=object).to_json())
d = pd.DataFrame({"d": pd.to_datetime(["2024-01-05", "2023-12-31 13:45:10.123456"]), "v": [1, 2]})
print(d.to_json(), d.to_json(date_format="iso"), d.to_json(orient="records", date_format="iso"))
print(d.set_index("d").to_json(), d.set_index("d").to_json(orient="split"))
print(pd.Series([pd.Timedelta("1 day"), pd.NaT]).to_json())
buf = io.StringIO()
print(df.to_json(buf), repr(buf.getvalue()[:20]))
print(pd.DataFrame({"a": [1, 2]}, index=[0, 0]).to_json(orient="records"))
for bad in [lambda: df.to_json(orient="bad"), lambda: pd.DataFrame({"a": [1, 2]}, index=[0, 0]).to_json(),
            lambda: pd.DataFrame({"a": [1, 2]}, index=[0, 0]).to_json(orient="index"), lambda: df.to_json(orient="index", lines=True),
            lambda: df.to_json(index=False), lambda: df.to_json(double_precision=16), lambda: df.to_json(date_format="x"),
            lambda: s.to_json(orient="columns"), lambda: pd.Series([1, 2], index=[0, 0]).to_json()]:
    try:
        print("ok", bad())
    except Exception as e:
        print(type(e).__name__, e)
g = df.groupby("d")["a"].sum()
print(g.to_json(), df.describe().to_json(), df.T.to_json())
