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

# rolling diff
s = df['monthly_spend']
print(s.rolling(3).mean().round(2).tolist())
print(s.diff().round(2).tolist())
print(s.shift(1).head(4).tolist())

# where clip
q1, q3 = df['monthly_spend'].quantile([0.25, 0.75])
print(df['monthly_spend'].clip(lower=q1, upper=q3).round(2).tolist())
print(df['monthly_spend'].where(df['monthly_spend'] > df['monthly_spend'].mean(), 0).round(2).tolist())

# select dtypes
print(df.select_dtypes(include='number').sum().round(2))
print(df.select_dtypes(include='object').columns.tolist())

# set reset index
indexed = df.set_index('country')
first = indexed.index[0]
print(indexed.loc[first, 'monthly_spend'])
print(indexed.reset_index().head(3))
