# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import io
text = """# comment line
id;name;score;passed
1;Ann;88,5;True
2;Bo;72,0;False
3;Cy;91,25;True
"""
df = pd.read_csv(io.StringIO(text), sep=";", comment="#", decimal=",")
print(df)
print(df.dtypes)
print(df["score"].sum())
df2 = pd.read_csv(io.StringIO("a,b\n1,2\n3,4\n5,6\n"), usecols=["b"], nrows=2)
print(df2)
df3 = pd.read_csv(io.StringIO("x|y\n1|foo\n2|bar\n"), sep="|", index_col=0)
print(df3)
print(pd.read_csv(io.StringIO("n,v\na,1\nb,NA\nc,\n"), na_values=["NA"]).isna().sum().to_dict())
