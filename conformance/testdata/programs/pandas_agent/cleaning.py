# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
raw = pd.DataFrame({
    'Name ': ['  alice ', 'BOB', 'carol', None, 'Dave', 'BOB'],
    'Age': ['25', '30', 'n/a', '41', '35', '30'],
    'City': ['NYC', 'la', 'NYC', 'SF', None, 'la'],
    'Score': [88.0, np.nan, 75.5, 91.25, 60.0, np.nan],
})
print(raw)
df = raw.copy()
df.columns = [c.strip().lower() for c in df.columns]
print(df.columns.tolist())
df['name'] = df['name'].str.strip().str.title()
df['city'] = df['city'].str.upper()
df['age'] = pd.to_numeric(df['age'], errors='coerce')
print(df)
print(df.dtypes)
df = df.dropna(subset=['name'])
df['score'] = df['score'].fillna(df['score'].mean())
df = df.drop_duplicates(subset=['name', 'city'])
print(df)
df['city'] = df['city'].fillna('UNKNOWN')
df = df.reset_index(drop=True)
print(df)
df['age'] = df['age'].fillna(0).astype(int)
print(df)
print(df.replace({'city': {'LA': 'Los Angeles'}}))
print(df.rename(columns={'score': 'points'}).head(2))
print(df.drop(columns=['city']))
print(df.isna().any())
print(df['score'].round(1).tolist())
print(df.loc[df['score'].between(70, 90)])
print(df[df['city'].isin(['NYC', 'SF'])])
print(df[~df['name'].str.contains('a', case=False)])
