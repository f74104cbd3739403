# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import numpy as np
df = pd.DataFrame({
    "sensor": ["s1"] * 5 + ["s2"] * 5,
    "reading": [20.1, 20.5, 35.0, 20.3, 20.2, 18.9, 19.1, 19.0, -5.0, 19.2],
})
stats = df.groupby("sensor")["reading"].agg(["mean", "std"])
df = df.join(stats, on="sensor")
df["z"] = ((df["reading"] - df["mean"]) / df["std"]).round(3)
df["anomaly"] = df["z"].abs() > 1.5
print(df)
print(df[df["anomaly"]][["sensor", "reading"]])
clean = df[~df["anomaly"]]
print(clean.groupby("sensor")["reading"].mean().round(3))
print(df["reading"].clip(lower=0, upper=30).tolist())
