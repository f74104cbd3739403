from datetime import datetime, timedelta
start = datetime(2024, 1, 29, 9)
meetings = []
t = start
while len(meetings) < 8:
    if t.weekday() < 5:
        meetings.append(t)
    t += timedelta(days=1)
print([m.strftime('%a %d %b') for m in meetings])
by_week = {}
for m in meetings:
    by_week.setdefault(m.isocalendar()[1], []).append(m.day)
print(by_week)
durations = [timedelta(minutes=m) for m in (45, 30, 90, 15)]
total = sum(durations, timedelta())
print(total, total.total_seconds() / 3600, start + total, (start + total).time())
