from datetime import datetime
for s, f in [('2024-01-02 03:04:05', '%Y-%m-%d %H:%M:%S'), ('02/01/2024', '%d/%m/%Y'), ('Jan 5 2023 1:02PM', '%b %d %Y %I:%M%p'), ('2024-01-02T03:04:05.123', '%Y-%m-%dT%H:%M:%S.%f'), ('2024-01-02 03:04:05 +0100', '%Y-%m-%d %H:%M:%S %z'), ('2024-01-02 03:04:05 Z', '%Y-%m-%d %H:%M:%S %z'), ('2024-01-02 +05:30', '%Y-%m-%d %z'), ('Tuesday, March 5, 2024', '%A, %B %d, %Y'), ('24-1-2', '%y-%m-%d'), ('2024 123', '%Y %j')]:
    d = datetime.strptime(s, f)
    print(repr(d), d)
for s, f in [('2024', '%d'), ('x', '%Y'), ('2024-02-30', '%Y-%m-%d'), ('2024-01-01 junk', '%Y-%m-%d')]:
    try:
        datetime.strptime(s, f)
    except ValueError as e:
        print('ValueError', e)
