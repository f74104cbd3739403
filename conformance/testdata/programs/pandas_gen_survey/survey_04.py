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

# rank within
df['rank_in_group'] = df.groupby('country')['monthly_spend'].rank(ascending=False)
print(df[['country', 'monthly_spend', 'rank_in_group']].sort_values(['country', 'rank_in_group']))

# ratio column
df['ratio'] = (df['monthly_spend'] / df['satisfaction']).round(3)
print(df[['country', 'monthly_spend', 'satisfaction', 'ratio']].head(6))

# group agg multi
stats = df.groupby('country')['monthly_spend'].agg(['mean', 'max', 'count'])
print(stats.round(2))

# records
for rec in df.head(2).to_dict('records'):
    print(rec)
