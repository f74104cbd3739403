from datetime import date, datetime
d = date(2024, 3, 9)
print(f'{d}', f'{d:%d.%m.%y}', format(d), '{:%A}'.format(d), str(d), d.isoformat(), d.ctime(), d.timetuple())
print(f'{datetime(2024, 3, 9, 8, 5):%H:%M}', f'{datetime(2024, 3, 9, 8, 5)!r}', f'{datetime(2024, 3, 9, 8, 5)!s}')
print([date(2024, m, 1).strftime('%b') for m in range(1, 13)])
print([date(2024, 1, d).strftime('%a') for d in range(1, 8)])
