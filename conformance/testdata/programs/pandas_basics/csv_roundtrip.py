# krait-run: --allow-import pandas,numpy,io
import pandas as pd, io
csv = "a,b,c,d\n1,2.5,x,True\n2,,y,False\n3,4,\"z,w\",True\n"
df = pd.read_csv(io.StringIO(csv)); print(df); print(df.dtypes)
print(df.to_csv())
print(df.to_csv(index=False))
print(pd.read_csv(io.StringIO("a;b\n1;2\n"), sep=';'))
print(pd.read_csv(io.StringIO("x y\n1 2\n3  4\n"), sep=r'\s+'))
print(pd.read_csv(io.StringIO("1,2\n3,4\n"), header=None))
print(pd.read_csv(io.StringIO("1,2\n3,4\n"), names=['p','q']))
print(pd.read_csv(io.StringIO("d,v\n2024-01-01,1\n2024-01-02,2\n"), parse_dates=['d']).dtypes)
print(pd.read_csv(io.StringIO("d,v\n2024-01-01,1\n2024-01-02,2\n"), index_col='d', parse_dates=True))
print(pd.read_csv(io.StringIO("a,a,\n1,2,3\n")))
print(pd.read_csv(io.StringIO("a,b\n1,NA\n2,n/a\n-,3\n"), na_values=['-']))
print(pd.read_csv(io.StringIO("a,b\n 1, x\n2,y \n")).to_dict('list'))
print(pd.read_csv(io.StringIO("a,b\n1,2\n\n3,4\n")))
print(pd.DataFrame({'f':[0.1, 1/3, 1e20, float('nan')], 's':['a"b', 'c\nd', None, 'e']}).to_csv())
