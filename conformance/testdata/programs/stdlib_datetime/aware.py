from datetime import datetime, timezone, timedelta
utc = timezone.utc
ist = timezone(timedelta(hours=5, minutes=30), 'IST')
a = datetime(2024, 1, 2, 3, 4, 5, tzinfo=utc)
b = a.astimezone(ist)
print(a, repr(a), b, repr(b), a == b, a - b, b.utcoffset(), b.tzname(), b.dst())
print(a.isoformat(), b.isoformat(), a.timestamp(), b.timestamp(), a.strftime('%Y-%m-%d %H:%M %z %Z'), b.strftime('%z|%Z'))
print(datetime(2024, 1, 1).strftime('[%z][%Z]'), b.astimezone(utc), b.astimezone(timezone(timedelta(hours=-8))))
naive = datetime(2024, 1, 2, 3, 4, 5)
print(naive == a, naive != a)
for f in [lambda: naive < a, lambda: naive - a]:
    try:
        f()
    except TypeError as e:
        print(e)
print(a.astimezone(), naive.astimezone(), naive.astimezone(utc), a.utctimetuple())
print(datetime(2024, 6, 1, tzinfo=timezone(timedelta(hours=-4))) - datetime(2024, 6, 1, tzinfo=utc))
print(hash(a) == hash(b), {a: 1}[b])
