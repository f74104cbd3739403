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

# string ops
print(df['country'].str.upper().unique())
print(df['country'].str.len().max())
print(df[df['plan'].str.contains('a', case=False)][['country', 'plan']])

# describe object
print(df['country'].describe())
print(df.describe(include='object'))

# group sum sorted
totals = df.groupby('country')['monthly_spend'].sum().sort_values(ascending=False)
print(totals)
print(f"Largest: {totals.index[0]} = {totals.iloc[0]:.2f}")

# share pct
share = (df.groupby('country')['monthly_spend'].sum() / df['monthly_spend'].sum() * 100).round(1)
print(share)
print(share.to_dict())
