# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import io
data = io.StringIO("""store,month,category,sales
A,Jan,Food,100
A,Jan,Toys,50
A,Feb,Food,120
B,Jan,Food,80
B,Feb,Toys,70
B,Feb,Food,90
C,Jan,Toys,30
C,Feb,Food,60
""")
df = pd.read_csv(data)
pt = pd.pivot_table(df, values="sales", index="store", columns="month", aggfunc="sum", fill_value=0)
print(pt)
pt2 = df.pivot_table(index="category", values="sales", aggfunc=["mean", "count"])
print(pt2)
pt3 = df.pivot_table(index="store", columns="category", values="sales", aggfunc="sum", margins=True)
print(pt3)
