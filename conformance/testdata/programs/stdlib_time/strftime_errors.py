import time
cases = [(2024, 13, 1, 0, 0, 0, 0, 1, 0), (2024, 1, 32, 0, 0, 0, 0, 1, 0), (2024, 1, 1, 24, 0, 0, 0, 1, 0), (2024, 1, 1, 0, 60, 0, 0, 1, 0), (2024, 1, 1, 0, 0, 62, 0, 1, 0), (2024, 1, 1, 0, 0, 0, -2, 1, 0), (2024, 1, 1, 0, 0, 0, 0, 367, 0), (1, 2), 'x']
for c in cases:
    try:
        print(time.strftime('%Y', c))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
for w in [-2, -1, 0, 6, 7, 13]:
    try:
        print(w, time.strftime('%a %u %w', (2024, 1, 1, 0, 0, 0, w, 1, 0)), time.asctime((2024, 1, 1, 0, 0, 0, w, 1, 0)))
    except ValueError as e:
        print(w, 'ValueError', e)
for tup in [(2024, 14, 40, 25, 61, 61, 0, 1, 0), (2024, 1, 40, 0, 0, 0, 0, 1, 0), (2024, 1, 1, 0, 0, 0, 0, 400, 0)]:
    try:
        print(time.asctime(tup))
    except ValueError as e:
        print('ValueError', e)
print(time.mktime((2024, 1, 1, 0, 0, 0, -5, 1, 0)))
