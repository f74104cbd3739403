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

# cumulative
s = df.sort_values('monthly_spend')['monthly_spend']
print(s.cumsum().round(2).tolist())
print(s.pct_change().round(4).tolist())

# transform dev
df['dev'] = df['monthly_spend'] - df.groupby('country')['monthly_spend'].transform('mean')
print(df[['country', 'monthly_spend', 'dev']].round(2))

# missing fill
df2 = df.copy()
df2.loc[df2.index[1], 'monthly_spend'] = np.nan
df2.loc[df2.index[3], 'monthly_spend'] = np.nan
print(df2['monthly_spend'].isna().sum())
df2['monthly_spend'] = df2['monthly_spend'].fillna(df2['monthly_spend'].mean())
print(df2['monthly_spend'].round(2).tolist())

# cut bins
df['bucket'] = pd.cut(df['monthly_spend'], bins=3, labels=['low', 'mid', 'high'])
print(df[['monthly_spend', 'bucket']])
print(df['bucket'].value_counts())
