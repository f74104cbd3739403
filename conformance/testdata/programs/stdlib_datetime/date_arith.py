from datetime import date, timedelta
d = date(2024, 1, 31)
print(d + timedelta(days=1), d - timedelta(days=31), timedelta(days=366) + d, d + timedelta(hours=23), d + timedelta(hours=25))
print(d - date(2023, 1, 31), date(2023, 1, 1) - d, (d - date(2000, 1, 1)).days)
print(d + timedelta(days=-1, seconds=1), d - timedelta(seconds=1))
days = [date(2024, 1, 1) + timedelta(days=i) for i in range(0, 400, 37)]
print([x.isoformat() for x in days])
print([x.weekday() for x in days], [x.isocalendar() for x in days[:3]])
