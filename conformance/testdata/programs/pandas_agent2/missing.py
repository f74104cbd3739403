# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import numpy as np
import io
csv = """id,temp,humidity,city
1,21.5,40,Paris
2,,55,Berlin
3,19.0,,Paris
4,25.1,60,
5,,45,Berlin
6,23.3,50,Rome
"""
df = pd.read_csv(io.StringIO(csv))
print(df)
print(df.isnull().sum())
print(df.isna().mean().round(3))
filled = df.fillna({"temp": df["temp"].mean(), "humidity": df["humidity"].median(), "city": "Unknown"})
print(filled)
print(df.dropna())
print(df.dropna(subset=["temp"]).shape)
print(df["temp"].fillna(method="ffill").tolist())
print(df["temp"].interpolate().tolist())
