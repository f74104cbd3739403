from datetime import datetime, date, time, timedelta, timezone
d1, d2 = datetime(2024, 1, 1, 12), datetime(2024, 1, 1, 13)
print(d1 < d2, d1 <= d2, d1 == d2, d1 != d2, d1 > d2, sorted([d2, d1]) == [d1, d2], max(d1, d2))
a = datetime(2024, 1, 1, 12, tzinfo=timezone.utc)
b = datetime(2024, 1, 1, 13, tzinfo=timezone(timedelta(hours=1)))
print(a == b, a < b, hash(a) == hash(b), len({a, b}))
print(date(2024, 1, 1) < date(2024, 1, 2), time(1) < time(2), time(1, tzinfo=timezone.utc) == time(2, tzinfo=timezone(timedelta(hours=1))))
print(date(2024, 1, 1) == 5, date(2024, 1, 1) != 'x', timedelta(1) == 1)
for f in [lambda: date(2024, 1, 1) < 5, lambda: d1 < a, lambda: time(1) < 3]:
    try:
        f()
    except TypeError as e:
        print('TypeError', type(e).__name__)
