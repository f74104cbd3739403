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

# sample
print(df.sample(3, random_state=42)[['country', 'monthly_spend']])
print(len(df.sample(frac=0.5, random_state=1)))

# to csv
print(df.head(4).to_csv(index=False))

# map codes
codes = {v: i for i, v in enumerate(sorted(df['country'].unique()))}
df['code'] = df['country'].map(codes)
print(codes)
print(df[['country', 'code']].head(6))

# size nunique
print(df.groupby('country').size())
print(df.groupby('country')['plan'].nunique())
print(df['plan'].nunique(), df.nunique().to_dict())
