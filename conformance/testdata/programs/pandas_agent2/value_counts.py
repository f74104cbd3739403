# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
responses = pd.Series(["yes", "no", "yes", "maybe", "yes", "no", None, "yes", "maybe"])
print(responses.value_counts())
print(responses.value_counts(normalize=True).round(3))
print(responses.value_counts(dropna=False))
df = pd.DataFrame({"color": ["red", "blue", "red", "green", "blue", "red"],
                   "size": ["S", "M", "S", "L", "S", "M"]})
print(df["color"].value_counts().to_dict())
print(df.value_counts())
print(df[["color", "size"]].value_counts().head(3))
counts = df["color"].value_counts()
for color, n in counts.items():
    print(f"{color}: {n}")
