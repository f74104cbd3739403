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

# mask combo
first = df['country'].iloc[0]
mask = (df['monthly_spend'] > df['monthly_spend'].mean()) & (df['country'] != first)
print(df[mask][['country', 'monthly_spend']])
print(df[~mask | (df['satisfaction'] < df['satisfaction'].median())].shape)

# rename drop
slim = df.rename(columns={'monthly_spend': 'value', 'country': 'group'}).drop(columns=['plan'])
print(slim.columns.tolist())
print(slim.head(3))

# isin between
keep = sorted(df['country'].unique())[:2]
print(df[df['country'].isin(keep)][['country', 'monthly_spend']])
lo, hi = df['satisfaction'].quantile(0.25), df['satisfaction'].quantile(0.75)
print(df[df['satisfaction'].between(lo, hi)][['plan', 'satisfaction']])

# group iter
for name, grp in df.groupby('country'):
    print(name, len(grp), round(grp['monthly_spend'].sum(), 2))
