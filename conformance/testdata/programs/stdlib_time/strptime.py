import time
cases = [('2024-01-02', '%Y-%m-%d'), ('2024-01-02 03:04:05', '%Y-%m-%d %H:%M:%S'), ('Tue Jan  2 03:04:05 2024', '%a %b %d %H:%M:%S %Y'), ('02/01/24', '%d/%m/%y'), ('1/2/69', '%m/%d/%y'), ('1/2/68', '%m/%d/%y'), ('March 5, 2021', '%B %d, %Y'), ('5pm', '%I%p'), ('12 AM', '%I %p'), ('12 PM', '%I %p'), ('2024 60', '%Y %j'), ('2023 10 1', '%Y %W %w'), ('2023 10 0', '%Y %U %w'), ('  2024   5', '%Y %m'), ('2024-01-02T03:04:05+0530', '%Y-%m-%dT%H:%M:%S%z'), ('2024 UTC', '%Y %Z'), ('mon 2024-01-03', '%a %Y-%m-%d'), ('100%', '%j%%')]
for s, f in cases:
    st = time.strptime(s, f)
    print(repr(s), st, st.tm_zone, st.tm_gmtoff)
print(time.strptime('Tue Jan  2 03:04:05 2024'))
for s, f in [('x', '%Y'), ('2024x', '%Y'), ('2023-02-30', '%Y-%m-%d'), ('2024', '%Q'), ('13', '%m'), ('2024', '%Y %')]:
    try:
        time.strptime(s, f)
    except ValueError as e:
        print('ValueError', e)
