from datetime import datetime, timedelta, time
dt = datetime(2024, 12, 31, 23, 59, 59, 999999)
print(dt + timedelta(microseconds=1), dt - timedelta(days=366), dt.isoformat(timespec='milliseconds'), dt.isoformat(timespec='seconds'))
print(time(0, 0, 0, 1).isoformat(), time(0, 0, 0, 1500).isoformat('milliseconds'), datetime(2024, 1, 1, 0, 0, 0, 999).isoformat(timespec='milliseconds'))
print(datetime.fromtimestamp(0.9999995), datetime.utcfromtimestamp(1e-6), datetime.utcfromtimestamp(-0.5))
print(datetime.min + timedelta(microseconds=1), datetime.max - timedelta(microseconds=1))
