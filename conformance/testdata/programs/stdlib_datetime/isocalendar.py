from datetime import date
for d in [date(2024, 1, 1), date(2023, 1, 1), date(2021, 1, 3), date(2020, 12, 31), date(2026, 12, 31), date(2027, 1, 1), date(2008, 12, 29), date(2010, 1, 3), date(1, 1, 1), date(9999, 12, 31)]:
    ic = d.isocalendar()
    print(d, ic, ic.year, ic.week, ic.weekday, ic[0], d.strftime('%G-%V-%u'), date.fromisocalendar(*ic) == d)
for args in [(2024, 0, 1), (2024, 54, 1), (2024, 1, 8), (2021, 53, 1), (0, 1, 1), (2020, 53, 7)]:
    try:
        print(args, date.fromisocalendar(*args))
    except ValueError as e:
        print(args, e)
