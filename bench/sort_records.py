# Building a list of dicts and sorting it by two keys (sorted with a key
# function returning a tuple, list.sort with itemgetter, and a filter/group
# pass), as agent code does with tabular data.
from operator import itemgetter

cities = ["Paris", "Berlin", "Madrid", "Rome", "Oslo", "Lisbon", "Vienna", "Prague"]
records = []
x = 99
for i in range(60000):
    x = (x * 1103515245 + 12345) % 2147483648
    records.append({
        "id": i,
        "name": "user%05d" % (x % 100000),
        "city": cities[x % len(cities)],
        "age": 18 + (x >> 7) % 60,
        "score": ((x >> 3) % 10000) / 100,
    })

by_city_age = sorted(records, key=lambda r: (r["city"], -r["age"]))
records.sort(key=itemgetter("score", "id"), reverse=True)
adults = [r for r in records if r["age"] >= 30]
adults.sort(key=lambda r: (r["name"], r["id"]))
best = {}
for r in by_city_age:
    c = r["city"]
    if c not in best or r["score"] > best[c]["score"]:
        best[c] = r
print(by_city_age[0], by_city_age[-1]["id"], records[0]["id"], records[-1]["score"],
      len(adults), adults[0]["name"], sorted((c, r["id"]) for c, r in best.items())[:3])
