# krait-run: --allow-import pandas,numpy,io
import pandas as pd
import numpy as np
df = pd.DataFrame.from_dict({'SetCount': ['5', '4', '5'], 'Quantity': [1, 0, -1]})
df['SetCount'] = pd.to_numeric(df['SetCount'], errors='coerce')
parts_with_5_set_count = df[df['SetCount'] == 5.0]
print(parts_with_5_set_count[['Quantity', 'SetCount']].values[1])
df = pd.DataFrame.from_dict({"AtomicNumber": [111, 104, 105], "ok": [0, 1, 2]})
filtered_df = df.loc[df['AtomicNumber'].isin([104])]
print(filtered_df.values[0], filtered_df)
data = pd.DataFrame.from_dict([{"Pclass": 1, "Survived": 1}, {"Pclass": 2, "Survived": 0}, {"Pclass": 2, "Survived": 1}])
survival_rate_by_class = data.groupby('Pclass')['Survived'].mean()
print(survival_rate_by_class.values[1], survival_rate_by_class)
survival_rate_biased = data.loc[data['Survived']==1]['Survived'].mean()
survival_rate_sorted = data.sort_values(by='Survived', ascending=False).iloc[0]
print(survival_rate_biased, survival_rate_sorted)
a = pd.Series([1, 2, 3]); b = pd.Series([2, 2, 2])
for r in [a == b, a != b, a < b, a <= b, a > b, a >= b]:
    print(r.tolist())
x = pd.DataFrame({"x": [1, 2], "y": [3, 4]}); y = pd.DataFrame({"x": [1, 2], "y": [3, 5]}); z = pd.DataFrame({"x": [2, 2], "y": [2, 2]})
print(x == y); print(x != y); print(x < z); print(x <= z); print(x > z); print(x >= z)
try:
    a == b == pd.Series([3, 3, 3])
except ValueError as e:
    print("ValueError:", e)
try:
    x == z == pd.DataFrame({"x": [3, 3], "y": [3, 3]})
except ValueError as e:
    print("ValueError:", e)
ser = pd.Series([1, 2, 3]); ser2 = pd.Series([1, 2, 3], index=[2, 3, 1])
print(ser[1], ser.loc[1], ser2.loc[1], ser.iloc[1], ser2.iloc[1], ser.at[1], ser2.at[1], ser.iat[1], ser2.iat[1])
print(pd.Series([1, 2, 3, 4])[1:3]); print(ser[:]); print(pd.Series([1, 2, 3, 4])[::2]); print(ser[::-1])
d1 = pd.DataFrame({"x": [1, 2], "y": [3, 4]}); d2 = pd.DataFrame({"x": [1, 2], "y": [3, 4]}, index=[5, 6])
print(d1['y'][1], d2['y'][5], d1.loc[1, 'y'], d2.loc[5, 'y'], d1.iloc[1, 1], d2.iloc[1, 1], d1.at[1, 'y'], d2.at[5, 'y'], d1.iat[1, 1], d2.iat[1, 1])
print(pd.DataFrame.from_dict({'a': [1, 2], 'b': [3, 4]}, orient='index'))
print(pd.DataFrame.from_dict({'a': [1, 2], 'b': [3, 4]}, orient='index', columns=['c1', 'c2']))
print(pd.DataFrame.from_records([(1, 'x'), (2, 'y')], columns=['n', 's']))
