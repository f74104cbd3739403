import random

random.seed(7)

class TransientError(Exception):
    pass

class PermanentError(Exception):
    pass

def flaky_call(attempt_log, fail_rate=0.6):
    r = random.random()
    attempt_log.append(round(r, 3))
    if r < fail_rate * 0.3:
        raise PermanentError(f"fatal (r={r:.3f})")
    if r < fail_rate:
        raise TransientError(f"try again (r={r:.3f})")
    return f"ok (r={r:.3f})"

def with_retry(fn, retries=4, backoff=0.5):
    delays = []
    last = None
    for attempt in range(1, retries + 1):
        try:
            return fn(), attempt, delays
        except TransientError as e:
            last = e
            delay = backoff * 2 ** (attempt - 1)
            delays.append(delay)
            print(f"  attempt {attempt} failed: {e}; sleeping {delay:.2f}s")
        except PermanentError as e:
            print(f"  attempt {attempt} permanent failure: {e}")
            raise
        finally:
            print(f"  (attempt {attempt} done)")
    raise TransientError(f"gave up after {retries} attempts") from last

for job in range(6):
    log = []
    print(f"job {job}:")
    try:
        result, attempts, delays = with_retry(lambda: flaky_call(log))
        print(f"  -> {result} after {attempts} attempt(s), waited {sum(delays)}")
    except TransientError as e:
        print(f"  -> failed: {e}")
    except PermanentError as e:
        print(f"  -> aborted: {e!r}")
    print("  log:", log)
