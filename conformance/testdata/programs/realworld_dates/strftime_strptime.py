import re
from datetime import datetime, date, time, timedelta, timezone
d = datetime(2024, 3, 9, 7, 5, 3, 120)
for f in ["%a %A %w %d %b %B %m %y %Y %H %I %p %M %S %f %z %Z %j %U %W %c %x %X %%", "%-d %-m %-H %-I %-M %-S %-j", "%e %k %l %D %T %R %r %h %n %t %C %g %G %u %V %s" if False else "%e %D %T %R %h %C %g %G %u %V",
          "%Y-%m-%dT%H:%M:%S.%f", "%i %q %Q" if False else "%%Y", "%:z" if False else "%y%m%d"]:
    print(repr(d.strftime(f)))
print(d.strftime("%Z|%z"), d.replace(tzinfo=timezone(timedelta(hours=5, minutes=30))).strftime("%Z|%z"))
print(date(2024, 1, 1).strftime("%U %W %V %G"), date(2023, 1, 1).strftime("%U %W %V %G %j"), date(1, 1, 1).strftime("%Y|%y|%C"))
for s, f in [("2024-03-09 07:05", "%Y-%m-%d %H:%M"), ("9/3/24", "%d/%m/%y"), ("March 9, 2024", "%B %d, %Y"), ("Sat Mar  9 07:05:03 2024", "%c"),
             ("07:05 PM", "%I:%M %p"), ("2024-069", "%Y-%j"), ("20240309T070503Z", "%Y%m%dT%H%M%SZ"), ("2024-03-09 +0530", "%Y-%m-%d %z")]:
    try:
        print(repr(datetime.strptime(s, f)))
    except ValueError as e:
        print("ValueError:", e)
for s, f in [("2024-02-30", "%Y-%m-%d"), ("24:00", "%H:%M"), ("2024-03-09 extra", "%Y-%m-%d"), ("", "%Y")]:
    try:
        datetime.strptime(s, f)
    except ValueError as e:
        print("ValueError:", e)
print(str(timedelta(days=-3, hours=5)), repr(timedelta(microseconds=-1)), timedelta(hours=25).days, timedelta(seconds=-1).total_seconds())
print(datetime.fromisoformat("2024-03-09T07:05:03.5+02:00"), datetime.fromisoformat("2024-03-09"), time.fromisoformat("07:05"))
print(d.isoformat(timespec="milliseconds"), d.ctime(), date(2024, 3, 9).ctime(), d.date() == date(2024, 3, 9), d.time())
print(date.today().year > 2000, (datetime(2024, 3, 10) - datetime(2024, 3, 9, 12)).seconds, datetime.combine(date(2024, 1, 1), time(12)))
print(datetime(2024, 1, 31) + timedelta(days=30), date(2024, 3, 9).isocalendar(), date.fromisocalendar(2024, 10, 6), date(2024, 3, 9).replace(day=31) if False else "")
print(format(d, "%H:%M"), f"{d:%B}", "{:%Y}".format(d), d.timetuple()[:3], date.max, date.min, datetime.max)
