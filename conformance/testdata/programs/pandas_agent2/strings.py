# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
df = pd.DataFrame({"name": ["  Alice Smith", "bob JONES ", "Carol  White", "dave brown"],
                   "email": ["alice@example.com", "BOB@test.org", "carol@example.com", "dave@site.net"]})
df["name_clean"] = df["name"].str.strip().str.title()
df["first"] = df["name_clean"].str.split().str[0]
df["domain"] = df["email"].str.lower().str.split("@").str[1]
df["is_example"] = df["email"].str.contains("example")
print(df[["name_clean", "first", "domain", "is_example"]])
print(df["domain"].value_counts())
print(df["name_clean"].str.len().tolist())
print(df["email"].str.replace(r"@.*", "", regex=True).tolist())
print(df["name_clean"].str.upper().str.startswith("C").sum())
