from datetime import datetime, date, time, timezone, timedelta
dt = datetime(2024, 5, 17, 13, 45, 30, 123)
print(dt.replace(year=2020, month=2, day=29), dt.replace(tzinfo=timezone.utc), dt.replace(tzinfo=timezone.utc).replace(tzinfo=None))
print(datetime.combine(date(2024, 1, 1), time(9, 30)), datetime.combine(date(2024, 1, 1), time(9, 30, tzinfo=timezone.utc)), datetime.combine(date(2024, 1, 1), time(1), tzinfo=timezone(timedelta(hours=3))))
print(dt.timetz(), dt.replace(tzinfo=timezone.utc).timetz(), dt.date().replace(day=1), time(1, 2).replace(minute=59))
for f in [lambda: dt.replace(month=2, day=30), lambda: dt.replace(hour=24), lambda: dt.replace(year=0), lambda: datetime.combine(dt, dt), lambda: dt.replace(tzinfo=1)]:
    try:
        f()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
