from datetime import date
d = date(2024, 1, 2)
print(d, repr(d), d.year, d.month, d.day, d.weekday(), d.isoweekday(), d.toordinal())
print(d.isoformat(), str(d), d.ctime(), d.isocalendar(), d.isocalendar().week, tuple(d.isocalendar()))
print(date(1, 1, 1), date(9999, 12, 31), date(5, 6, 7), repr(date(5, 6, 7)))
print(date.min, date.max, date.resolution, date.fromordinal(738887), date.fromordinal(1))
print(d.replace(day=31), d.replace(year=2023, month=12), d == date(2024, 1, 2), d != date(2024, 1, 3), d < date(2024, 1, 3))
print(hash(d) == hash(date(2024, 1, 2)), {d: 1}[date(2024, 1, 2)], sorted([date(2024, 3, 1), date(2023, 1, 1), d]))
