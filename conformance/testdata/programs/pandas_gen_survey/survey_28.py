# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
import io
df = pd.DataFrame({
    'respondent': range(1, 11),
    'country': ['US', 'UK', 'US', 'DE', 'UK', 'DE', 'US', 'FR', 'FR', 'UK'],
    'plan': ['free', 'pro', 'pro', 'free', 'team', 'pro', 'team', 'free', 'pro', 'free'],
    'satisfaction': [7, 9, 8, 5, 10, 6, 9, 4, 8, 6],
    'monthly_spend': [0.0, 29.0, 29.0, 0.0, 99.0, 29.0, 99.0, 0.0, 25.5, 0.0],
})

# quantiles
print(df['monthly_spend'].quantile([0.25, 0.5, 0.75]))
print(df.groupby('country')['monthly_spend'].median())

# apply rows
df['summary'] = df.apply(lambda r: f"{r['country']}/{r['plan']}: {r['satisfaction']}", axis=1)
print(df['summary'].head(5).tolist())

# map codes
codes = {v: i for i, v in enumerate(sorted(df['country'].unique()))}
df['code'] = df['country'].map(codes)
print(codes)
print(df[['country', 'code']].head(6))

# as index false
flat = df.groupby(['country', 'plan'], as_index=False)['monthly_spend'].mean()
print(flat.round(2))
print(flat.shape)
