import datetime as dtm
from datetime import datetime, date, timedelta, tzinfo, timezone
print(issubclass(datetime, date), isinstance(datetime(2024, 1, 1), date), isinstance(date(2024, 1, 1), datetime), isinstance(timezone.utc, tzinfo))
print(dtm.MINYEAR, dtm.MAXYEAR, datetime.__name__, date.__name__, timedelta.__name__, type(datetime(2024, 1, 1)).__name__)
class MyTZ(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=2)
    def tzname(self, dt):
        return 'MY'
    def dst(self, dt):
        return timedelta(0)
d = datetime(2024, 1, 2, 3, 4, tzinfo=MyTZ())
print(d.utcoffset(), d.tzname(), d.dst(), d.isoformat(), d.strftime('%z %Z'), d.astimezone(timezone.utc))
names = ['MAXYEAR', 'MINYEAR', 'UTC', 'date', 'datetime', 'time', 'timedelta', 'timezone', 'tzinfo']
print([n for n in names if not hasattr(dtm, n)])
