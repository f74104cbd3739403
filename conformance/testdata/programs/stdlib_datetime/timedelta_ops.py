from datetime import timedelta
a = timedelta(hours=1, minutes=30)
print(a * 1.5, a * -1, a / 4, a // 4, a / 7, a // timedelta(minutes=7), a % timedelta(minutes=7), a / timedelta(seconds=1), divmod(timedelta(days=-1), timedelta(hours=5)))
print(a.total_seconds(), timedelta(days=-1, microseconds=1).total_seconds(), timedelta.max.total_seconds(), timedelta(microseconds=-1) // timedelta(microseconds=3))
print(a > timedelta(0), min(a, timedelta(hours=2)), max([timedelta(1), timedelta(-1)]), a == 5400, a != 'x', timedelta(0) == timedelta())
print([str(timedelta(seconds=s)) for s in (0, 59, 3600, 86399, 86400, 90061, -1, -86400, -90061)])
