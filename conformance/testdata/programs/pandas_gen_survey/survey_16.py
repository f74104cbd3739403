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

# to string
print(df.head(5).to_string(index=False))

# dropna
df2 = df.copy()
df2.loc[df2.index[::3], 'monthly_spend'] = None
print(df2.isna().sum())
print(df2.dropna().shape, df2.dropna(subset=['monthly_spend'])['monthly_spend'].mean().round(3))
print(df2.fillna({'monthly_spend': 0})['monthly_spend'].tolist())

# merge summary
summary = df.groupby('country', as_index=False)['monthly_spend'].sum()
joined = df.merge(summary, on='country', suffixes=('', '_total'))
joined['share'] = (joined['monthly_spend'] / joined['monthly_spend_total']).round(3)
print(joined[['country', 'monthly_spend', 'monthly_spend_total', 'share']].head(6))

# group iter
for name, grp in df.groupby('country'):
    print(name, len(grp), round(grp['monthly_spend'].sum(), 2))
