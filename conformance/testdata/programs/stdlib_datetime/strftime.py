from datetime import datetime, date, time
dt = datetime(2024, 1, 2, 3, 4, 5, 6789)
for fmt in ['%Y-%m-%d %H:%M:%S.%f', '%a %A %b %B %c', '%x %X %p %I', '%j %U %W %w %u %G %V', '%y %C %e %D', '%%f %f %%', '%Y%m%dT%H%M%S', '%s', 'no directives', '%-d/%-m/%Y']:
    print(repr(fmt), dt.strftime(fmt))
print(date(2024, 12, 30).strftime('%G-W%V-%u %U %W'), date(5, 1, 1).strftime('%Y|%y|%C'), date(999, 12, 31).strftime('%Y %c'))
print(f'{dt:%d.%m.%Y}', format(dt, '%H'), f'{dt}', f'{date(2024, 1, 2):%B}', '{:%Y}'.format(dt))
