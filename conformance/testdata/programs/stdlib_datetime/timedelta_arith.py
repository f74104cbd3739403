from datetime import timedelta
a, b = timedelta(days=1, hours=2), timedelta(hours=5, minutes=30)
print(a + b, a - b, b - a, a * 2, 3 * b, a * 0.5, b * 1.1, a / 2, a / b, a // b, a % b, divmod(a, b), a // 3)
print(a / 0.3, timedelta(seconds=1) / 3, timedelta(seconds=10) * (1 / 3))
print(a == timedelta(hours=26), a > b, a <= b, sorted([a, b, timedelta(0)]), hash(a) == hash(timedelta(hours=26)))
print(sum([timedelta(minutes=i) for i in range(10)], timedelta()))
for f in [lambda: a / 0, lambda: a // timedelta(0), lambda: a + 1, lambda: timedelta(days=10**9), lambda: timedelta(days=1e9), lambda: timedelta.max + timedelta(1), lambda: timedelta('a'), lambda: timedelta(x=1), lambda: a % timedelta(0)]:
    try:
        print(f())
    except (ZeroDivisionError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
