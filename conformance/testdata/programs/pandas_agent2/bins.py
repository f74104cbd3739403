# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import numpy as np
ages = pd.Series([5, 17, 18, 25, 33, 47, 52, 64, 65, 80])
groups = pd.cut(ages, bins=[0, 17, 34, 64, 120], labels=["child", "young adult", "adult", "senior"])
print(groups.value_counts().sort_index())
print(pd.qcut(ages, 4).value_counts().sort_index())
print(pd.cut(ages, 3).tolist()[:3])
df = pd.DataFrame({"age": ages, "group": groups})
print(df.groupby("group")["age"].mean())
print(np.digitize(ages, [18, 35, 65]))
