# krait-run: --allow-import calendar
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import calendar
from datetime import date, timedelta
print(calendar.month(2024, 2))
print(calendar.isleap(2024), calendar.monthrange(2024, 2), calendar.day_name[date(2024, 7, 4).weekday()])
def business_days(start, end):
    d, n = start, 0
    while d <= end:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n
print(business_days(date(2024, 12, 20), date(2025, 1, 3)))
d = date(2024, 1, 31)
print(d.strftime("%j %U %a %b %y"), (d + timedelta(days=30)).strftime("%d/%m/%Y"))
