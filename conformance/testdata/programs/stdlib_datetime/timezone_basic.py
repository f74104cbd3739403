from datetime import datetime, timezone, timedelta, UTC
for tz in [timezone.utc, timezone(timedelta(hours=1)), timezone(timedelta(hours=-5), 'EST'), timezone(timedelta(hours=5, minutes=30)), timezone(timedelta(0)), timezone(timedelta(0), 'X'), timezone.min, timezone.max, timezone(timedelta(minutes=-90))]:
    print(repr(tz), str(tz), tz.utcoffset(None), tz.tzname(None), tz.dst(None))
print(timezone(timedelta(0)) is timezone.utc, UTC is timezone.utc, timezone(timedelta(hours=1)) == timezone(timedelta(hours=1), 'A'))
for f in [lambda: timezone(timedelta(hours=24)), lambda: timezone(5), lambda: timezone(timedelta(hours=1), 5)]:
    try:
        f()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
