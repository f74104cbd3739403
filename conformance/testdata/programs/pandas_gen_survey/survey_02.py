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

# melt
long = df.melt(id_vars=['country'], value_vars=['monthly_spend', 'satisfaction'], var_name='metric', value_name='value')
print(long.head(8))
print(long.groupby('metric')['value'].sum().round(2))

# crosstab
print(pd.crosstab(df['country'], df['plan']))

# dedupe
first = df.drop_duplicates(subset='country', keep='first')
print(first[['country', 'monthly_spend']])
print(df.duplicated(subset=['country']).sum())

# apply label
threshold = df['monthly_spend'].mean()
df['flag'] = df['monthly_spend'].apply(lambda v: 'above' if v > threshold else 'below')
print(df.groupby('flag')['monthly_spend'].agg(['count', 'mean']).round(2))
