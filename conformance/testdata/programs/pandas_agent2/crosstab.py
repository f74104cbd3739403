# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
df = pd.DataFrame({
    "gender": ["M", "F", "F", "M", "F", "M", "F", "M"],
    "smoker": ["yes", "no", "no", "yes", "yes", "no", "no", "no"],
    "age_group": ["young", "old", "young", "old", "old", "young", "young", "old"],
})
print(pd.crosstab(df["gender"], df["smoker"]))
print(pd.crosstab(df["gender"], df["smoker"], margins=True))
print(pd.crosstab(df["age_group"], df["smoker"], normalize="index").round(3))
