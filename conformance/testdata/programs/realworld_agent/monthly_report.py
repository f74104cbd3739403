# krait-run: --allow-import calendar
import calendar
from datetime import date, timedelta
from collections import defaultdict

expenses = [(date(2024, 2, d), amt, cat) for d, amt, cat in [
    (1, 1200.0, "rent"), (3, 54.20, "food"), (5, 12.99, "subs"), (9, 88.10, "food"), (14, 45.00, "fun"),
    (14, 31.75, "food"), (20, 60.00, "transport"), (26, 102.35, "food"), (29, 19.99, "subs")]]
year, month = 2024, 2
first_wd, ndays = calendar.monthrange(year, month)
print(f"{calendar.month_name[month]} {year}: {ndays} days, starts on {calendar.day_name[first_wd]}")
daily = defaultdict(float)
for d, amt, _ in expenses:
    daily[d.day] += amt
print(calendar.weekheader(6).replace(" ", "|"))
for week in calendar.monthcalendar(year, month):
    cells = []
    for day in week:
        if day == 0:
            cells.append(" " * 6)
        else:
            cells.append(f"{day:>2}{'*' if daily[day] else ' '}{int(daily[day]) % 1000:>3}" if daily[day] else f"{day:>2}    ")
    print("|".join(cells))
by_cat = defaultdict(float)
for _, amt, cat in expenses:
    by_cat[cat] += amt
total = sum(by_cat.values())
for cat, amt in sorted(by_cat.items(), key=lambda kv: -kv[1]):
    print(f"{cat:<10}{amt:>9.2f}{amt / total:>8.1%}")
weekends = sum(amt for d, amt, _ in expenses if d.weekday() >= calendar.SATURDAY)
print(f"weekend spend {weekends:.2f}; leap year: {calendar.isleap(year)}; avg/day {total / ndays:.2f}")
print(date(year, month, ndays) + timedelta(days=1))
