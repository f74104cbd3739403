# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
df = pd.DataFrame({
    "year": [2022, 2022, 2022, 2023, 2023, 2023],
    "quarter": ["Q1", "Q2", "Q2", "Q1", "Q1", "Q2"],
    "product": ["x", "x", "y", "x", "y", "y"],
    "revenue": [10, 20, 5, 15, 7, 30],
})
g = df.groupby(["year", "quarter"])["revenue"].sum()
print(g)
print(g.unstack())
print(g.reset_index())
print(g.loc[2023])
g2 = df.groupby(["year", "product"]).agg(total=("revenue", "sum"), n=("revenue", "size"))
print(g2)
print(g2.xs("x", level="product") if hasattr(g2, "xs") else "")
