# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
raw = pd.DataFrame({
    " Name ": ["  Ann", "Bob  ", " Cy "],
    "Dept": ["sales", "SALES", "Eng"],
    "Salary ($)": ["50,000", "62,500", "80,000"],
})
raw.columns = raw.columns.str.strip().str.lower().str.replace(r"[^a-z]+", "_", regex=True).str.strip("_")
print(raw.columns.tolist())
raw["name"] = raw["name"].str.strip()
raw["dept"] = raw["dept"].str.lower()
raw["salary"] = raw["salary"].str.replace(",", "").astype(int)
print(raw)
print(raw.groupby("dept")["salary"].mean())
