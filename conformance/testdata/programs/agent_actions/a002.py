# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
from datetime import datetime, timedelta
start = datetime(2024, 3, 1, 9, 30)
meetings = [("Standup", 15), ("Design review", 60), ("Lunch", 45), ("1:1 with Sam", 30)]
t = start
schedule = []
for name, minutes in meetings:
    end = t + timedelta(minutes=minutes)
    schedule.append((name, t.strftime("%H:%M"), end.strftime("%H:%M")))
    t = end + timedelta(minutes=10)
for name, s, e in schedule:
    print(f"{s}-{e}  {name}")
total = sum(m for _, m in meetings)
print(f"Total meeting time: {total // 60}h {total % 60}m")
print("Day ends at", t.strftime("%I:%M %p"), "on", t.strftime("%A, %B %d, %Y"))
