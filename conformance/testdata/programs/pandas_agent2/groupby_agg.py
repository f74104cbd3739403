# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
import io
csv = """employee,department,salary,years
Ann,Engineering,120000,5
Ben,Engineering,95000,2
Cara,Marketing,70000,3
Dan,Marketing,82000,7
Eve,Sales,60000,1
Finn,Sales,65000,4
Gia,Engineering,135000,9
"""
df = pd.read_csv(io.StringIO(csv))
summary = df.groupby("department").agg(
    avg_salary=("salary", "mean"),
    max_salary=("salary", "max"),
    headcount=("employee", "count"),
    avg_years=("years", "mean"),
)
print(summary)
print(summary.round(1).sort_values("avg_salary", ascending=False))
print(df.groupby("department")["salary"].agg(["min", "max", "mean", "std"]).round(2))
print(df.groupby("department").agg({"salary": "sum", "years": ["min", "max"]}))
