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

# missing fill
df2 = df.copy()
df2.loc[df2.index[1], 'monthly_spend'] = np.nan
df2.loc[df2.index[3], 'monthly_spend'] = np.nan
print(df2['monthly_spend'].isna().sum())
df2['monthly_spend'] = df2['monthly_spend'].fillna(df2['monthly_spend'].mean())
print(df2['monthly_spend'].round(2).tolist())

# corr
print(round(df['monthly_spend'].corr(df['satisfaction']), 4))
print(df[['monthly_spend', 'satisfaction']].corr().round(3))

# apply label
threshold = df['monthly_spend'].mean()
df['flag'] = df['monthly_spend'].apply(lambda v: 'above' if v > threshold else 'below')
print(df.groupby('flag')['monthly_spend'].agg(['count', 'mean']).round(2))

# rank within
df['rank_in_group'] = df.groupby('country')['monthly_spend'].rank(ascending=False)
print(df[['country', 'monthly_spend', 'rank_in_group']].sort_values(['country', 'rank_in_group']))
