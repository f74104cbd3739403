# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps): the error messages and reprs an agent reads back.
from datetime import datetime, date, timedelta
d = datetime(2024, 2, 28, 23, 59, 59)
print(d + timedelta(seconds=1), d + timedelta(days=1), d - datetime(2024, 1, 1))
print(d.strftime("%Y/%m/%d %I:%M:%S %p %A %B %w %y %%"), d.isoformat(sep=" "), d.ctime())
print(datetime.fromisoformat("2024-05-06T07:08:09"), date.fromisoformat("2024-05-06").toordinal())
try:
    datetime.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
try:
    date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
print(timedelta(days=400, hours=5).total_seconds(), str(timedelta(seconds=-1)), timedelta(minutes=90) // timedelta(hours=1))
print(sorted([date(2024, 5, 1), date(2023, 1, 1), date(2024, 1, 1)]), max(date(2024, 5, 1), date(2024, 6, 1)))
print((date(2024, 12, 25) - date(2024, 1, 1)).days, date(2024, 1, 1).strftime("%U %W %j"), date.min, date.max)
