from datetime import time, timezone, timedelta
for t in [time(), time(3), time(3, 4), time(3, 4, 5), time(3, 4, 5, 6), time(0, 0, 0, 500000), time(12, 30, tzinfo=timezone.utc)]:
    print(t, repr(t), t.isoformat(), t.hour, t.minute, t.second, t.microsecond, t.tzinfo)
t = time(13, 5, 9, 123456)
print(t.isoformat('hours'), t.isoformat('minutes'), t.isoformat('seconds'), t.isoformat('milliseconds'), t.isoformat('microseconds'))
print(t.strftime('%I:%M %p %f'), t.replace(hour=1), time.min, time.max, time.resolution, t < time(14), t == time(13, 5, 9, 123456))
print(time(1, tzinfo=timezone(timedelta(hours=2))).utcoffset(), time(1).utcoffset(), time(1, tzinfo=timezone.utc).tzname())
try:
    time(1) < time(2, tzinfo=timezone.utc)
except TypeError as e:
    print(e)
print(time(1) == time(1, tzinfo=timezone.utc), f'{t:%H.%M}', format(t, ''))
