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

# dropna
df2 = df.copy()
df2.loc[df2.index[::3], 'monthly_spend'] = None
print(df2.isna().sum())
print(df2.dropna().shape, df2.dropna(subset=['monthly_spend'])['monthly_spend'].mean().round(3))
print(df2.fillna({'monthly_spend': 0})['monthly_spend'].tolist())

# info
df.info()

# sample
print(df.sample(3, random_state=42)[['country', 'monthly_spend']])
print(len(df.sample(frac=0.5, random_state=1)))

# spread
print(df.groupby('country')['monthly_spend'].std().round(3))
print(df[['monthly_spend', 'satisfaction']].agg(['min', 'max', 'mean', 'std']).round(2))
