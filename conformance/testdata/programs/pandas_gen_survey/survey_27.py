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

# pct of group
df['pct'] = (df['monthly_spend'] / df.groupby('country')['monthly_spend'].transform('sum') * 100).round(1)
print(df[['country', 'monthly_spend', 'pct']])

# set reset index
indexed = df.set_index('country')
first = indexed.index[0]
print(indexed.loc[first, 'monthly_spend'])
print(indexed.reset_index().head(3))

# to string
print(df.head(5).to_string(index=False))

# to csv
print(df.head(4).to_csv(index=False))
