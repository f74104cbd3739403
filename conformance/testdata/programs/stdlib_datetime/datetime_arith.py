from datetime import datetime, timedelta, date
dt = datetime(2024, 2, 28, 23, 30)
print(dt + timedelta(hours=1), dt + timedelta(days=1, hours=1), dt - timedelta(minutes=45), timedelta(seconds=90) + dt)
print(dt - datetime(2024, 1, 1), datetime(2024, 1, 1) - dt, (dt - datetime(2024, 2, 28)).total_seconds())
print(dt + timedelta(microseconds=1), dt - timedelta(microseconds=1))
print(datetime(2024, 1, 1) == date(2024, 1, 1), datetime(2024, 1, 1) != date(2024, 1, 1))
for f in [lambda: datetime(2024, 1, 1) < date(2024, 1, 1), lambda: date(2024, 1, 1) < datetime(2024, 1, 1), lambda: datetime.max + timedelta(1), lambda: datetime(2024, 1, 1) + 1]:
    try:
        print(f())
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
start = datetime(2024, 3, 1, 9)
print([(start + timedelta(hours=8 * i)).strftime('%a %H:%M') for i in range(5)])


from datetime import datetime, date, time, timedelta, timezone
class D(datetime):
    pass
for f in [lambda: D(2020,1,1) + 1, lambda: date(2020,1,1) * 2, lambda: time() + timedelta(1), lambda: timezone.utc + 1, lambda: len(timedelta(1)), lambda: timedelta(1) < 3]:
    try:
        f()
    except TypeError as e:
        print(e)
class I(int):
    pass


try:
    len(I(1))
except TypeError as e:
    print(e)
