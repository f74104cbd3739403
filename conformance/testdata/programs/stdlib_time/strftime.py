import time
st = time.gmtime(1704164645)
for fmt in ['%Y-%m-%d %H:%M:%S', '%a %A %b %B', '%c', '%x %X', '%j %U %W %w %u', '%I %p %y %C', '%G %g %V', '%e|%k|%l', '%D %F %T %R %r', '%%|%n|%t', '%-d %-m %-H %_d %^a %#b', '%z %Z', '%s', '%f %Q %', 'plain', '%h']:
    print(repr(fmt), repr(time.strftime(fmt, st)))
for s in [0, 951782400, 1609459199, 1230768000, -2208988800, -62135596800]:
    print(time.strftime('%Y %j %U %W %V %G %a', time.gmtime(s)))
print(time.strftime('%Y-%m-%d', (2024, 2, 29, 0, 0, 0, 3, 60, 0)), time.strftime('%Y', (5, 1, 1, 0, 0, 0, 0, 1, 0)), time.strftime('%Y|%G|%c', (999, 1, 1, 0, 0, 0, 0, 1, 0)))
print(time.strftime('%m %d %j', (2024, 0, 0, 0, 0, 0, 0, 0, 0)))
