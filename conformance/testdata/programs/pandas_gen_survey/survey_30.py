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

# np where
df['level'] = np.where(df['monthly_spend'] >= df['monthly_spend'].median(), 'high', 'low')
print(df.groupby('level')['satisfaction'].mean().round(2))

# positional
print(df.iloc[2:5, [0, 2]])
print(df.iloc[-1])
print(df.at[df.index[0], 'monthly_spend'], df.iat[1, 0])

# idxmax
best = df.loc[df['monthly_spend'].idxmax()]
print(best)
print(df.groupby('country')['monthly_spend'].idxmax())

# describe pct
print(df['monthly_spend'].describe(percentiles=[0.1, 0.9]))
