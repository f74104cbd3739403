# traceback: full
records = ["alice,30,NYC", "bob,25", "carol,41,LA"]
parsed = []
for rec in records[:1]:
    name, age, city = rec.split(",")
    parsed.append({"name": name, "age": int(age), "city": city})
print(parsed)
pairs = {"a": 1, "b": 2}
for k, v in pairs.items():
    print(k, v)
try:
    for k, v in pairs:
        print(k, v)
except ValueError as e:
    print("ValueError:", e)
for rec in records:
    name, age, city = rec.split(",")
    print(name, age, city)
