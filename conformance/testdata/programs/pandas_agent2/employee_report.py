# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
df = pd.DataFrame({
    "name": ["Ann", "Bill", "Cat", "Don", "Eva", "Fred", "Gina"],
    "dept": ["Ops", "Ops", "Dev", "Dev", "Dev", "HR", "HR"],
    "salary": [50000, 52000, 90000, 85000, 99000, 45000, 47000],
    "hired": pd.to_datetime(["2015-03-01", "2019-07-15", "2012-01-10", "2020-11-01", "2018-05-20", "2021-02-01", "2016-09-30"]),
})
df["tenure_years"] = ((pd.Timestamp("2024-01-01") - df["hired"]).dt.days / 365.25).round(1)
report = df.groupby("dept").agg(employees=("name", "count"), payroll=("salary", "sum"), avg_tenure=("tenure_years", "mean"))
report["avg_salary"] = (report["payroll"] / report["employees"]).round(0)
print(report.sort_values("payroll", ascending=False))
print(df.groupby("dept")["salary"].describe())
print(df.sort_values("hired").iloc[0]["name"])
print(df[df["salary"] > df["salary"].mean()]["name"].tolist())
