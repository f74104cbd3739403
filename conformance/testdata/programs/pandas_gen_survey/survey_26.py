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

# dict agg
out = df.groupby('country').agg({'monthly_spend': ['sum', 'mean'], 'satisfaction': 'max'})
print(out.round(2))
print(out.columns.tolist())

# rolling diff
s = df['monthly_spend']
print(s.rolling(3).mean().round(2).tolist())
print(s.diff().round(2).tolist())
print(s.shift(1).head(4).tolist())

# loc tier
df['tier'] = 'rest'
df.loc[df['monthly_spend'] > df['monthly_spend'].quantile(0.75), 'tier'] = 'top'
print(df['tier'].value_counts())
print(df.loc[df['tier'] == 'top', ['country', 'monthly_spend']])

# size nunique
print(df.groupby('country').size())
print(df.groupby('country')['plan'].nunique())
print(df['plan'].nunique(), df.nunique().to_dict())
