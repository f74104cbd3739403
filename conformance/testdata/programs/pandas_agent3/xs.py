# krait-run: --allow-import pandas,numpy.*
import pandas as pd
df = pd.DataFrame({
    "year": [2022, 2022, 2022, 2023, 2023, 2023],
    "quarter": ["Q1", "Q2", "Q2", "Q1", "Q1", "Q2"],
    "product": ["x", "x", "y", "x", "y", "y"],
    "revenue": [10, 20, 5, 15, 7, 30],
})
g = df.groupby(["year", "product"]).agg(total=("revenue", "sum"), n=("revenue", "size"))
print(g.xs("x", level="product"))
print(g.xs("y", level=1))
print(g.xs(2023))
print(g.xs((2023, "y")))
print(g.xs("x", level="product", drop_level=False))
s = g["total"]
print(s.xs("x", level="product"))
print(s.xs(2022))
print(s.xs((2022, "y")))
g3 = df.groupby(["year", "quarter", "product"])["revenue"].sum()
print(g3.xs("Q1", level="quarter"))
print(g3.xs(("Q1", "x"), level=["quarter", "product"]))
print(g3.xs(2022).xs("Q2"))
flat = df.set_index("product")
print(flat.xs("y"))
d2 = pd.DataFrame({"a": [1, 2], "b": [3, 4]}, index=["r1", "r2"])
print(d2.xs("r1"))
print(d2.xs("b", axis=1))
print(d2.xs("a", axis="columns"))
try:
    g.xs("z", level="product")
except KeyError as e:
    print("KeyError", e)
try:
    d2.xs("r9")
except KeyError as e:
    print("KeyError", e)
wide = df.pivot_table(index="year", columns="quarter", values="revenue", aggfunc=["sum", "max"])
print(wide)
print(wide.xs("Q1", axis=1, level="quarter"))
print(wide.xs("max", axis=1, level=0))
print(wide.xs("sum", axis=1))
