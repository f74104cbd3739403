# timedelta's range errors: days beyond a C int are refused before the
# range check (the huge number is never printed), days within a C int but
# beyond 999999999 name the days.
from datetime import timedelta

for kw in ({"days": 10**9}, {"days": -10**9}, {"days": 2**31 - 1}, {"days": 2**31},
           {"days": 10**10}, {"days": 10**100}, {"microseconds": 10**100},
           {"seconds": 10**14}, {"weeks": 10**8}):
    try:
        timedelta(**kw)
        print(kw, "ok")
    except OverflowError as e:
        print(list(kw), "OverflowError:", e)
print(timedelta(days=999999999), timedelta(days=-999999999))
