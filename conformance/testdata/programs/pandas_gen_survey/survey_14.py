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

# records
for rec in df.head(2).to_dict('records'):
    print(rec)

# cut bins
df['bucket'] = pd.cut(df['monthly_spend'], bins=3, labels=['low', 'mid', 'high'])
print(df[['monthly_spend', 'bucket']])
print(df['bucket'].value_counts())

# cumulative
s = df.sort_values('monthly_spend')['monthly_spend']
print(s.cumsum().round(2).tolist())
print(s.pct_change().round(4).tolist())

# ratio column
df['ratio'] = (df['monthly_spend'] / df['satisfaction']).round(3)
print(df[['country', 'monthly_spend', 'satisfaction', 'ratio']].head(6))
