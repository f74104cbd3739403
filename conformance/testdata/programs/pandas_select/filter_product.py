# krait-run: --allow-import pandas
import pandas as pd
df = pd.DataFrame({'sales_q1': [1, 2], 'sales_q2': [3, 4], 'cost': [5, 6], 'name': ['a', 'b']}, index=['x1', 'y2'])
print(df.filter(items=['cost', 'sales_q1', 'nope']))
print(df.filter(like='sales'))
print(df.filter(regex=r'q\d$'))
print(df.filter(like='x', axis=0))
print(df.filter(regex='^y', axis='index'))
s = pd.Series([1, 2, 3], index=['apple', 'banana', 'cherry'])
print(s.filter(like='an'))
print(s.filter(items=['cherry', 'apple']))
print(df.product(numeric_only=True))
print(s.product())
try:
    df.filter()
except TypeError as e:
    print(e)
try:
    df.filter(items=['a'], like='b')
except TypeError as e:
    print(e)
