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

# group sum sorted
totals = df.groupby('country')['monthly_spend'].sum().sort_values(ascending=False)
print(totals)
print(f"Largest: {totals.index[0]} = {totals.iloc[0]:.2f}")

# filter median
med = df['monthly_spend'].median()
subset = df[df['monthly_spend'] > med]
print(f"median = {med}")
print(subset[['country', 'monthly_spend']])

# top3
print(df.nlargest(3, 'monthly_spend')[['country', 'plan', 'monthly_spend']])
print(df.nsmallest(2, 'satisfaction'))

# overview
print(df.head())
print(df.shape)
print(df.dtypes)
