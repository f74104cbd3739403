from collections import Counter, defaultdict
import statistics

responses = [
    {"id": 1, "age": 23, "country": "US", "rating": 4, "tags": ["fast", "cheap"], "comment": "Great value"},
    {"id": 2, "age": 35, "country": "DE", "rating": 5, "tags": ["quality"], "comment": ""},
    {"id": 3, "age": 41, "country": "US", "rating": 2, "tags": ["slow", "expensive"], "comment": "Too slow!!"},
    {"id": 4, "age": 29, "country": "FR", "rating": 3, "tags": [], "comment": "ok"},
    {"id": 5, "age": 52, "country": "DE", "rating": 4, "tags": ["quality", "fast"], "comment": "Solid."},
    {"id": 6, "age": 19, "country": "US", "rating": 5, "tags": ["cheap", "fast", "fun"], "comment": "love it"},
    {"id": 7, "age": 63, "country": "JP", "rating": 1, "tags": ["expensive"], "comment": "No."},
]

def bucket(age):
    lo = age // 10 * 10
    return f"{lo}-{lo + 9}"

by_bucket = defaultdict(list)
for r in responses:
    by_bucket[bucket(r["age"])].append(r["rating"])
print("Ratings by age group:")
for b in sorted(by_bucket, key=lambda s: int(s.split("-")[0])):
    rs = by_bucket[b]
    print(f"  {b:>6}: n={len(rs)} mean={statistics.mean(rs):.2f} {'★' * round(statistics.mean(rs))}")
tag_counts = Counter(t for r in responses for t in r["tags"])
print(tag_counts.most_common(3), sum(tag_counts.values()))
nps_promoters = sum(r["rating"] >= 5 for r in responses)
nps_detractors = sum(r["rating"] <= 2 for r in responses)
nps = (nps_promoters - nps_detractors) / len(responses) * 100
print(f"NPS-ish: {nps:+.1f}")
by_country = {}
for r in responses:
    c = by_country.setdefault(r["country"], {"n": 0, "sum": 0})
    c["n"] += 1
    c["sum"] += r["rating"]
ranking = sorted(by_country.items(), key=lambda kv: (-kv[1]["sum"] / kv[1]["n"], kv[0]))
for country, s in ranking:
    print(f"{country}: {s['sum'] / s['n']:.2f} ({s['n']})")
comments = [r["comment"].strip(".!").lower() for r in responses if r["comment"]]
print(comments, max(comments, key=len))
print(statistics.median([r["age"] for r in responses]), statistics.mode([r["country"] for r in responses]))
print(statistics.correlation([r["age"] for r in responses], [r["rating"] for r in responses]))
