from datetime import timedelta
cases = [dict(seconds=86401), dict(seconds=-1), dict(microseconds=-1), dict(hours=-25), dict(minutes=1441), dict(milliseconds=1500), dict(weeks=-1, days=8), dict(days=1.5, hours=-12), dict(seconds=0.000001), dict(seconds=1.0000005), dict(seconds=1.0000015), dict(milliseconds=0.0005), dict(days=-0.5), dict(hours=1/3), dict(microseconds=2.5), dict(microseconds=3.5), dict(days=999999999), dict(days=-999999999)]
for kw in cases:
    td = timedelta(**kw)
    print(kw, repr(td), td)
print(timedelta(1, 2, 3, 4, 5, 6, 7))
