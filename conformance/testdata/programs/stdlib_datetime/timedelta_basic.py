from datetime import timedelta
for td in [timedelta(), timedelta(1), timedelta(days=1, seconds=3600), timedelta(seconds=-1), timedelta(microseconds=1), timedelta(weeks=2, hours=3, minutes=4, milliseconds=5), timedelta(days=-1, hours=23), timedelta(hours=1.5), timedelta(days=0.1), timedelta(seconds=1e-7), timedelta(microseconds=0.5), timedelta(microseconds=1.5), timedelta(microseconds=-0.5), timedelta(days=2, microseconds=500000)]:
    print(repr(td), str(td), td.days, td.seconds, td.microseconds, td.total_seconds())
print(timedelta.min, timedelta.max, timedelta.resolution, repr(timedelta.max))
print(bool(timedelta()), bool(timedelta(microseconds=1)), -timedelta(1), +timedelta(1), abs(timedelta(-3)), abs(timedelta(hours=-1)))
