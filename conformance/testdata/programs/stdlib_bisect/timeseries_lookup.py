# krait-run: --allow-import bisect
from bisect import bisect_left, bisect_right, insort
events = []
for ts, name in [(30, "deploy"), (10, "boot"), (20, "login"), (20, "login2"), (50, "crash"), (40, "alert")]:
    insort(events, (ts, name))
print(events)
stamps = [t for t, _ in events]
def between(lo, hi):
    return events[bisect_left(stamps, lo):bisect_right(stamps, hi)]
print(between(15, 40), between(60, 70), between(0, 10))
def latest_before(t):
    i = bisect_right(stamps, t)
    return events[i - 1] if i else None
print([latest_before(t) for t in [5, 10, 25, 99]])
prices = [(1, 9.5), (5, 12.0), (10, 15.25)]
def price_at(day):
    i = bisect_right(prices, day, key=lambda p: p[0]) - 1
    return prices[max(i, 0)][1]
print([price_at(d) for d in [0, 1, 4, 5, 9, 10, 11]])
names = ["ann", "bob", "dan"]
insort(names, "cy")
insort(names, "bob")
print(names, bisect_left(names, "bob"), bisect_right(names, "bob"))
desc = [9, 7, 5, 3]
print(bisect_left(desc, -6, key=lambda x: -x), bisect_right([1.0, 2.0, 2.0], 2))
