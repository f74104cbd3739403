# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
from datetime import date
birthdays = {"Ana": date(1990, 7, 14), "Ben": date(1985, 2, 28), "Cleo": date(2001, 12, 1)}
today = date(2024, 6, 15)
for name, bd in sorted(birthdays.items(), key=lambda kv: kv[1]):
    age = today.year - bd.year - ((today.month, today.day) < (bd.month, bd.day))
    next_bd = bd.replace(year=today.year)
    if next_bd < today:
        next_bd = next_bd.replace(year=today.year + 1)
    days = (next_bd - today).days
    print(f"{name}: {age} years old, next birthday in {days} days ({next_bd:%a %d %b})")
print(today.isoformat(), today.weekday(), today.isocalendar()[1])
