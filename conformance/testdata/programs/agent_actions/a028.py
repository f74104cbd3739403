# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
from datetime import datetime
events = ["2024-01-15 08:30", "2024-01-15 17:45", "2024-01-16 09:10", "2024-01-16 18:20", "2024-01-17 08:55", "2024-01-17 16:30"]
stamps = [datetime.strptime(e, "%Y-%m-%d %H:%M") for e in events]
by_day = {}
for s in stamps:
    by_day.setdefault(s.date(), []).append(s)
for day, ts in by_day.items():
    worked = max(ts) - min(ts)
    hours = worked.total_seconds() / 3600
    print(f"{day} ({day.strftime('%a')}): {hours:.2f} h")
total = sum((max(v) - min(v)).total_seconds() for v in by_day.values()) / 3600
print(f"Total: {total:.1f} h, average {total / len(by_day):.2f} h/day")
