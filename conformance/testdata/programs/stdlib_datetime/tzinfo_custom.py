from datetime import datetime, timedelta, tzinfo, timezone
class Fixed(tzinfo):
    def __init__(self, hours, name):
        self.off = timedelta(hours=hours)
        self.name = name
    def utcoffset(self, dt):
        return self.off
    def tzname(self, dt):
        return self.name
    def dst(self, dt):
        return timedelta(0)
    def __repr__(self):
        return f'Fixed({self.name})'
ny = Fixed(-5, 'EST')
d = datetime(2024, 1, 2, 3, 4, tzinfo=ny)
print(d, repr(d), d.tzname(), d.utcoffset(), d.dst(), d.timetuple().tm_isdst, d.astimezone(timezone.utc), d.timestamp())
u = datetime(2024, 1, 2, 8, 4, tzinfo=timezone.utc)
print(d == u, d - u, u.astimezone(ny), repr(u.astimezone(ny)))
class Broken(tzinfo):
    def utcoffset(self, dt):
        return 5
try:
    datetime(2024, 1, 1, tzinfo=Broken()).utcoffset()
except TypeError as e:
    print('TypeError', e)
try:
    datetime(2024, 1, 1, tzinfo=tzinfo()).utcoffset()
except NotImplementedError as e:
    print('NotImplementedError', e)
