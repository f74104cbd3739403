# krait-run: --allow-import calendar
from datetime import date, timedelta
import calendar

TODAY = date(2024, 7, 15)
people = {"Ann": date(1990, 2, 28), "Ben": date(2000, 2, 29), "Cy": date(1985, 7, 15), "Di": date(2010, 12, 31)}

def age(born, today=TODAY):
    years = today.year - born.year - ((today.month, today.day) < (born.month, born.day))
    return years

def next_birthday(born, today=TODAY):
    for year in (today.year, today.year + 1):
        try:
            bd = born.replace(year=year)
        except ValueError:
            bd = date(year, 3, 1)
        if bd >= today:
            return bd

for name, born in sorted(people.items(), key=lambda kv: kv[1]):
    nb = next_birthday(born)
    print(f"{name:<4} born {born:%d %b %Y} ({calendar.day_name[born.weekday()]}), age {age(born):>2}, "
          f"next birthday {nb.isoformat()} in {(nb - TODAY).days} days")
print(calendar.isleap(2024), calendar.isleap(1900), calendar.leapdays(2000, 2025))
print(calendar.monthrange(2024, 2), calendar.month_name[2], calendar.month_abbr[12])
print(calendar.weekday(2024, 7, 15), list(calendar.day_abbr))
print(calendar.month(2024, 7))
days_in = [calendar.monthrange(2024, m)[1] for m in range(1, 13)]
print(days_in, sum(days_in))
print((date(2025, 1, 1) - TODAY).days, TODAY + timedelta(days=100))
