# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
df = pd.DataFrame({"q1": [1, 2], "q2": [3, 4]}, index=pd.Index(["east", "west"], name="region"))
st = df.stack()
print(st)
print(st.unstack())
print(st.unstack(level=0))
print(st.reset_index(name="value"))
print(df.T)
