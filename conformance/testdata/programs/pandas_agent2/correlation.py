# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import numpy as np
df = pd.DataFrame({
    "ad_spend": [10, 15, 20, 25, 30, 35, 40],
    "visitors": [200, 260, 310, 390, 420, 480, 560],
    "sales": [20, 24, 31, 35, 41, 44, 52],
})
print(df.corr().round(4))
print(df.corr(method="spearman").round(4))
print(df["ad_spend"].corr(df["sales"]).round(6))
print(df.cov().round(3))
print(np.corrcoef(df["visitors"], df["sales"]).round(6))
print(df.pct_change().mean().round(4))
