from datetime import datetime, date
dt = datetime(2024, 1, 2, 3, 4, 5)
print(dt, repr(dt), dt.year, dt.hour, dt.minute, dt.second, dt.microsecond, dt.tzinfo, dt.fold)
print(repr(datetime(2024, 1, 2)), repr(datetime(2024, 1, 2, 3, 4, 5, 6)), repr(datetime(2024, 1, 2, 0, 0, 0, 1)), datetime(2024, 1, 2, 0, 0, 0, 1))
print(dt.date(), dt.time(), repr(dt.date()), repr(dt.time()), dt.weekday(), dt.toordinal(), dt.ctime())
print(dt.isoformat(), dt.isoformat(' '), dt.isoformat(timespec='minutes'), dt.isoformat(timespec='milliseconds'), dt.isoformat(sep='_', timespec='hours'))
print(datetime.min, datetime.max, datetime.resolution, datetime.fromordinal(738887), datetime.combine(dt.date(), dt.time()))
print(dt.replace(hour=23), dt.replace(microsecond=7), dt == datetime(2024, 1, 2, 3, 4, 5), dt > datetime(2024, 1, 2), isinstance(dt, date))
print(hash(dt) == hash(datetime(2024, 1, 2, 3, 4, 5)), dt.timetuple(), dt.timestamp())
