from datetime import datetime, date, time, timezone, timedelta
dt = datetime(2023, 12, 31, 23, 59, 58, 999999, tzinfo=timezone(timedelta(hours=-3, minutes=-30), 'NST'))
print(dt.strftime('%Y-%m-%dT%H:%M:%S.%f%z %Z'), dt.strftime('%j %U %W %a %A %b %B %p %I %y %C'), dt.isoformat(), str(dt))
print(date(2024, 2, 29).strftime('%d/%m/%Y %A %j'), time(23, 5).strftime('%H:%M %Y %d'), time(7).strftime('%I%p'), date(2024, 1, 1).strftime('%H:%M:%S'))
print(datetime(2024, 7, 4, 12).strftime('%c | %x | %X'), datetime(2024, 7, 4).strftime('%%Y %Y%%'), datetime(1900, 1, 1).strftime('%a %s'))
print(datetime(2024, 1, 2, tzinfo=timezone(timedelta(seconds=1))).strftime('%z'), datetime(2024, 1, 2, tzinfo=timezone.utc).strftime('%z %Z'))
