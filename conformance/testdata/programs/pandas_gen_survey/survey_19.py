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

# spread
print(df.groupby('country')['monthly_spend'].std().round(3))
print(df[['monthly_spend', 'satisfaction']].agg(['min', 'max', 'mean', 'std']).round(2))

# loc tier
df['tier'] = 'rest'
df.loc[df['monthly_spend'] > df['monthly_spend'].quantile(0.75), 'tier'] = 'top'
print(df['tier'].value_counts())
print(df.loc[df['tier'] == 'top', ['country', 'monthly_spend']])

# pct of group
df['pct'] = (df['monthly_spend'] / df.groupby('country')['monthly_spend'].transform('sum') * 100).round(1)
print(df[['country', 'monthly_spend', 'pct']])

# concat axis1
side = pd.concat([df.groupby('country')['monthly_spend'].sum(), df.groupby('country')['satisfaction'].mean()], axis=1)
side.columns = ['total', 'avg']
print(side.round(2))
