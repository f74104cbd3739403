# traceback: full
attempts = []
def flaky(n):
    attempts.append(n)
    if len(attempts) < 3:
        raise ConnectionError(f'attempt {len(attempts)} failed')
    return 'success'
def retry(fn, times):
    last = None
    for i in range(times):
        try:
            return fn(i)
        except ConnectionError as e:
            last = e
            print('retrying after:', e)
    raise RuntimeError('gave up') from last
print(retry(flaky, 5))
attempts.clear()
print(retry(flaky, 2))
