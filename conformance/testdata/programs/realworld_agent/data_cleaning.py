raw_rows = [
    "id,name,age,city,salary",
    "1, Alice ,34,new york,85000",
    "2,BOB,,Boston,72000",
    "3,carol,29,  san francisco ,",
    "4,Dave,abc,Chicago,64000",
    "5,eve,41,boston,91000.50",
    "",
    "6,Frank,38,New York,78000",
    "2,BOB,,Boston,72000",
]
header = raw_rows[0].split(",")
records = []
issues = []
seen_ids = set()
for lineno, line in enumerate(raw_rows[1:], start=2):
    if not line.strip():
        issues.append((lineno, "blank line"))
        continue
    values = [v.strip() for v in line.split(",")]
    row = dict(zip(header, values))
    if row["id"] in seen_ids:
        issues.append((lineno, f"duplicate id {row['id']}"))
        continue
    seen_ids.add(row["id"])
    row["id"] = int(row["id"])
    row["name"] = row["name"].title()
    row["city"] = " ".join(w.capitalize() for w in row["city"].split())
    try:
        row["age"] = int(row["age"]) if row["age"] else None
    except ValueError:
        issues.append((lineno, f"bad age {row['age']!r}"))
        row["age"] = None
    row["salary"] = float(row["salary"]) if row["salary"] else None
    records.append(row)
for r in records:
    print(r)
print("issues:", issues)
ages = [r["age"] for r in records if r["age"] is not None]
print(f"mean age {sum(ages) / len(ages):.1f} over {len(ages)} of {len(records)}")
by_city = {}
for r in records:
    by_city.setdefault(r["city"], []).append(r["name"])
print(dict(sorted(by_city.items())))
salaries = sorted((r["salary"] for r in records if r["salary"]), reverse=True)
print(salaries, f"median {salaries[len(salaries) // 2]:,.2f}")
missing = {col: sum(1 for r in records if r[col] in (None, "")) for col in header}
print(missing)
print(records[0]["salary"] + records[2]["salary"])
