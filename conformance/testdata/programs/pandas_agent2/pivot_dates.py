# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import io
df = pd.read_csv(io.StringIO("""date,channel,visits
2024-05-01,web,120
2024-05-01,app,80
2024-05-02,web,135
2024-05-02,app,95
2024-05-03,web,128
2024-05-03,app,101
2024-05-04,web,90
"""), parse_dates=["date"])
pt = df.pivot_table(index="date", columns="channel", values="visits", aggfunc="sum")
print(pt)
print(pt.fillna(0).astype(int))
pt["total"] = pt.sum(axis=1)
print(pt)
print(pt.mean().round(2))
print(df.groupby([df["date"].dt.day_name(), "channel"])["visits"].sum().unstack())
