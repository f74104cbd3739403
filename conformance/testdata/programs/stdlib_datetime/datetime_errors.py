from datetime import datetime, time
for args in [(2024, 1, 1, 24), (2024, 1, 1, 0, 60), (2024, 1, 1, 0, 0, 60), (2024, 1, 1, 0, 0, 0, 10**6), (2024, 2, 30), (2024,)]:
    try:
        datetime(*args)
    except (ValueError, TypeError) as e:
        print(args, type(e).__name__, e)
for args in [(24,), (0, 60), (0, 0, 60), (0, 0, 0, -1)]:
    try:
        time(*args)
    except ValueError as e:
        print(args, e)
for f in [lambda: datetime(2024, 1, 1, tzinfo=5), lambda: datetime(2024, 1, 1, fold=2), lambda: datetime(2024, 1, 1).astimezone(5), lambda: datetime.fromisoformat('garbage'), lambda: datetime(2024, 1, 1).isoformat(timespec='x')]:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
