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

# isin between
keep = sorted(df['country'].unique())[:2]
print(df[df['country'].isin(keep)][['country', 'monthly_spend']])
lo, hi = df['satisfaction'].quantile(0.25), df['satisfaction'].quantile(0.75)
print(df[df['satisfaction'].between(lo, hi)][['plan', 'satisfaction']])

# as index false
flat = df.groupby(['country', 'plan'], as_index=False)['monthly_spend'].mean()
print(flat.round(2))
print(flat.shape)

# named agg
summary = df.groupby('country').agg(total=('monthly_spend', 'sum'), average=('satisfaction', 'mean'), n=('monthly_spend', 'size'))
print(summary.round(2))

# rename drop
slim = df.rename(columns={'monthly_spend': 'value', 'country': 'group'}).drop(columns=['plan'])
print(slim.columns.tolist())
print(slim.head(3))
