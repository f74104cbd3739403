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

# value counts
print(df['country'].value_counts())
print(df['plan'].value_counts(normalize=True).round(3))

# string ops
print(df['country'].str.upper().unique())
print(df['country'].str.len().max())
print(df[df['plan'].str.contains('a', case=False)][['country', 'plan']])

# merge lookup
lookup = pd.DataFrame({'country': sorted(df['country'].unique()), 'code': range(len(df['country'].unique()))})
merged = df.merge(lookup, on='country', how='left')
print(merged[['country', 'code', 'monthly_spend']].head())
print(merged.groupby('code')['monthly_spend'].mean().round(2))

# pivot margins
pt = pd.pivot_table(df, index='country', columns='plan', values='monthly_spend', aggfunc='sum', fill_value=0, margins=True)
print(pt)
