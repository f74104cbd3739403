import datetime
print(datetime.MINYEAR, datetime.MAXYEAR, datetime.UTC, datetime.timezone.utc is datetime.UTC)
print(datetime.date.min, datetime.date.max, datetime.time.min, datetime.time.max, datetime.datetime.min, datetime.datetime.max)
print(datetime.date.resolution, datetime.time.resolution, datetime.datetime.resolution, datetime.timedelta.resolution)
print(type(datetime.timezone.utc).__name__, issubclass(datetime.timezone, datetime.tzinfo), datetime.timezone.min, datetime.timezone.max)
