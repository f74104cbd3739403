# krait-run: --allow-import operator
from itertools import groupby
from operator import itemgetter
from collections import defaultdict, OrderedDict

employees = [
    {"name": "Ann", "dept": "Eng", "salary": 120000, "level": 3},
    {"name": "Ben", "dept": "Eng", "salary": 95000, "level": 2},
    {"name": "Cat", "dept": "Sales", "salary": 70000, "level": 2},
    {"name": "Dan", "dept": "Sales", "salary": 82000, "level": 3},
    {"name": "Eli", "dept": "HR", "salary": 65000, "level": 1},
    {"name": "Fay", "dept": "Eng", "salary": 150000, "level": 4},
    {"name": "Gus", "dept": "HR", "salary": 72000, "level": 2},
]

employees.sort(key=itemgetter("dept", "salary"))
for dept, group in groupby(employees, key=itemgetter("dept")):
    members = list(group)
    total = sum(e["salary"] for e in members)
    print(f"{dept}: {len(members)} people, payroll {total:,}, avg {total / len(members):,.0f}")
    for e in members:
        print(f"    {e['name']:<4} L{e['level']} {e['salary']:>9,}")

by_level = defaultdict(lambda: {"count": 0, "names": []})
for e in employees:
    by_level[e["level"]]["count"] += 1
    by_level[e["level"]]["names"].append(e["name"])
for level in sorted(by_level):
    print(level, by_level[level])

od = OrderedDict()
for e in sorted(employees, key=lambda e: e["name"], reverse=True):
    od[e["name"]] = e["salary"]
od.move_to_end("Fay", last=False)
print(od)
print(od.popitem(), od.popitem(last=False))
raise_pct = {"Eng": 0.05, "Sales": 0.03}
for e in employees:
    e["new_salary"] = round(e["salary"] * (1 + raise_pct.get(e["dept"], 0.02)))
print([(e["name"], e["new_salary"]) for e in employees])
top = sorted(employees, key=lambda e: e["new_salary"], reverse=True)[:3]
print(", ".join(f"{e['name']} ({e['new_salary']:,})" for e in top))
print(itemgetter("name", "dept")(employees[0]))
print(list(map(itemgetter("level"), employees)))
