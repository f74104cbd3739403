# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
df = pd.DataFrame({
    "region": ["North", "South", "East", "West"],
    "q1": [12500.5, 9800.25, 15000.0, 7300.75],
    "q2": [13200.0, 10100.5, 14850.25, 8100.0],
})
df["growth_pct"] = ((df["q2"] - df["q1"]) / df["q1"] * 100).round(2)
pd.set_option("display.float_format", "{:,.2f}".format)
print(df)
pd.reset_option("display.float_format")
print(df.to_string(index=False))
print(df.to_csv(index=False))
print(df.round(1).to_dict("list"))
total = df[["q1", "q2"]].sum()
print(total)
print(f"{total['q2'] / total['q1'] - 1:.3%}")
