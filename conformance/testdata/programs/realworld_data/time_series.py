from datetime import date, timedelta
import statistics

start = date(2024, 2, 25)
temps = [3.5, 4.1, -0.5, -2.3, 1.0, 6.8, 8.2, 7.7, 5.0, 2.2, 0.0, -1.1, 3.3, 4.4]
series = [(start + timedelta(days=i), t) for i, t in enumerate(temps)]

def moving_average(values, window):
    out = []
    for i in range(len(values) - window + 1):
        chunk = values[i:i + window]
        out.append(sum(chunk) / window)
    return out

ma = moving_average(temps, 3)
print("date        temp   ma3")
for (d, t), m in zip(series[2:], ma):
    print(f"{d.isoformat()} {t:6.1f} {m:6.2f}")

freezing = [d.strftime("%a %d %b") for d, t in series if t <= 0]
print("Freezing days:", freezing)
weekly = {}
for d, t in series:
    wk = d.isocalendar()[1]
    weekly.setdefault(wk, []).append(t)
for wk, ts in weekly.items():
    print(f"week {wk}: n={len(ts)} mean={statistics.fmean(ts):.2f} max={max(ts)}")
diffs = [round(b - a, 1) for a, b in zip(temps, temps[1:])]
print(diffs)
biggest = max(range(len(diffs)), key=lambda i: abs(diffs[i]))
print("largest change on", series[biggest + 1][0], diffs[biggest])
streak = best = 0
for t in temps:
    streak = streak + 1 if t > 0 else 0
    best = max(best, streak)
print("longest warm streak:", best)
print(start + timedelta(days=4), (series[-1][0] - start).days)
print(date(2024, 2, 29).replace(year=2025))
