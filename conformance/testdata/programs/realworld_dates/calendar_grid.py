# krait-run: --allow-import calendar
import calendar
for y, m in [(2024, 2), (2024, 9), (2023, 1), (1999, 12)]:
    print(calendar.month(y, m))
    print(calendar.monthcalendar(y, m), calendar.monthrange(y, m))
print(repr(calendar.month(2024, 2, w=3, l=2)))
print(repr(calendar.month(2024, 7, 5)))
for w in [1, 2, 3, 4, 9, 10]:
    print(repr(calendar.weekheader(w)))
print(calendar.timegm((2024, 1, 1, 0, 0, 0)), calendar.timegm((1969, 12, 31, 23, 59, 59, 0, 0, 0)), calendar.timegm((2000, 2, 29, 12, 30, 15)))
print(calendar.leapdays(2025, 2000), calendar.leapdays(1, 2024), calendar.weekday(1, 1, 1), calendar.weekday(9999, 12, 31), calendar.weekday(10000, 1, 1))
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.month(2024, 2), calendar.monthcalendar(2024, 2), calendar.firstweekday())
calendar.prmonth(2024, 3)
print(calendar.weekheader(2))
for bad in [lambda: calendar.setfirstweekday(9), lambda: calendar.month(2024, 0), lambda: calendar.monthrange(2024, 13), lambda: calendar.weekday(2024, 2, 30), lambda: calendar.weekday(2024, 13, 1)]:
    try:
        bad()
    except ValueError as e:
        print(type(e).__name__, e, isinstance(e, calendar.error))
print(calendar.month_name[1:4], calendar.day_abbr[-1], len(calendar.month_abbr), calendar.mdays, calendar.EPOCH, calendar.January)
print([calendar.isleap(y) for y in (1900, 2000, 2023, 2024)])
