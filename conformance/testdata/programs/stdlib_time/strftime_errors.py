import time
cases = [(2024, 13, 1, 0, 0, 0, 0, 1, 0), (2024, 1, 32, 0, 0, 0, 0, 1, 0), (2024, 1, 1, 24, 0, 0, 0, 1, 0), (2024, 1, 1, 0, 60, 0, 0, 1, 0), (2024, 1, 1, 0, 0, 62, 0, 1, 0), (2024, 1, 1, 0, 0, 0, -2, 1, 0), (2024, 1, 1, 0, 0, 0, 0, 367, 0), (1, 2), 'x']
for c in cases:
    try:
        print(time.strftime('%Y', c))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
