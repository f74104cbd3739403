# datetime parsing and arithmetic in a loop: strptime, fromisoformat,
# timedelta sums, weekday grouping, strftime and isoformat.
from datetime import datetime, date, timedelta

stamps = []
base = datetime(2023, 1, 1, 8, 30)
for i in range(15000):
    t = base + timedelta(minutes=37 * i, seconds=i % 60)
    stamps.append(t.strftime("%Y-%m-%d %H:%M:%S"))

parsed = [datetime.strptime(s, "%Y-%m-%d %H:%M:%S") for s in stamps]
iso = [datetime.fromisoformat(s) for s in stamps]
assert parsed == iso
gaps = timedelta()
by_weekday = {}
late = 0
for a, b in zip(parsed, parsed[1:]):
    gaps += b - a
    by_weekday[a.weekday()] = by_weekday.get(a.weekday(), 0) + 1
    if a.hour >= 18:
        late += 1
days = sorted({d.date() for d in parsed})
spans = [(d2 - d1).days for d1, d2 in zip(days, days[1:])]
deadline = [(p + timedelta(days=30)).isoformat() for p in parsed[::50]]
ages = sum((date(2025, 6, 1) - d).days for d in days)
print(gaps, gaps.total_seconds(), by_weekday, late, len(days), max(spans), deadline[-1], ages,
      parsed[-1].strftime("%A %d %B %Y %I:%M %p"))
