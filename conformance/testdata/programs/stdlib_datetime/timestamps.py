from datetime import datetime, date, timezone, timedelta
for ts in [0, 1, 1704164645, 1704164645.5, 1e9 + 0.123456, -1, -86400.25, 1.5e-6, 2.5e-6]:
    print(ts, datetime.fromtimestamp(ts), datetime.utcfromtimestamp(ts), datetime.fromtimestamp(ts, timezone.utc), date.fromtimestamp(ts))
print(datetime.fromtimestamp(1704164645, timezone(timedelta(hours=-3))))
print(datetime(2024, 1, 2).timestamp(), datetime(1969, 12, 31, 23, 59, 59, 500000).timestamp(), datetime(2024, 1, 2, tzinfo=timezone(timedelta(hours=2))).timestamp())
