from datetime import date, timedelta
cases = [(0, 1, 1), (10000, 1, 1), (2024, 13, 1), (2024, 0, 1), (2024, 2, 30), (2023, 2, 29), (2024.0, 1, 1), ('a', 1, 1)]
for c in cases:
    try:
        date(*c)
    except (ValueError, TypeError) as e:
        print(c, type(e).__name__, e)
for f in [lambda: date(2024), lambda: date.fromordinal(0), lambda: date.max + timedelta(1), lambda: date(2024, 1, 1).replace(month=13), lambda: date.fromisoformat('2024-1-1'), lambda: date.fromisoformat(5), lambda: date(2024, 1, 1).strftime(5)]:
    try:
        print(f())
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
print(date(2024, 2, 29), date(2000, 2, 29))
