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

# merge lookup
lookup = pd.DataFrame({'country': sorted(df['country'].unique()), 'code': range(len(df['country'].unique()))})
merged = df.merge(lookup, on='country', how='left')
print(merged[['country', 'code', 'monthly_spend']].head())
print(merged.groupby('code')['monthly_spend'].mean().round(2))

# sort two
print(df.sort_values(['country', 'monthly_spend'], ascending=[True, False])[['country', 'monthly_spend']])

# melt
long = df.melt(id_vars=['country'], value_vars=['monthly_spend', 'satisfaction'], var_name='metric', value_name='value')
print(long.head(8))
print(long.groupby('metric')['value'].sum().round(2))

# dedupe
first = df.drop_duplicates(subset='country', keep='first')
print(first[['country', 'monthly_spend']])
print(df.duplicated(subset=['country']).sum())
