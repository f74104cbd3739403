# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
csv_text = """name,department,salary,start_date
Alice,Engineering,120000,2019-04-01
Bob,Marketing,85000,2021-09-15
Carol,Engineering,135000,2017-01-20
Dan,Sales,70000,2022-03-07
Eve,Marketing,92000,2018-11-30"""
lines = csv_text.strip().split("\n")
header = lines[0].split(",")
records = [dict(zip(header, l.split(","))) for l in lines[1:]]
for r in records:
    r["salary"] = int(r["salary"])
dept = {}
for r in records:
    dept.setdefault(r["department"], []).append(r["salary"])
for d, sal in sorted(dept.items()):
    print(f"{d:<12} n={len(sal)} avg={sum(sal)/len(sal):>10,.0f} max={max(sal):,}")
senior = sorted(records, key=lambda r: r["start_date"])[0]
print("Most senior:", senior["name"], senior["start_date"])
