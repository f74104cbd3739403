import time
start = time.perf_counter()
time.sleep(0.05)
time.sleep(0)
elapsed = time.perf_counter() - start
print(elapsed >= 0.04, elapsed < 5)
for bad in [-1, 'x', None]:
    try:
        time.sleep(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
