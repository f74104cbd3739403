# krait-run: --allow-import contextlib
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
from contextlib import contextmanager
@contextmanager
def step(name, log):
    log.append(f"start {name}")
    try:
        yield len(log)
    except KeyError as e:
        log.append(f"recovered {name}: {e}")
    finally:
        log.append(f"end {name}")
log = []
with step("load", log) as n:
    log.append(f"working (entry {n})")
with step("parse", log):
    {}["missing"]
for line in log:
    print(line)
class Timer:
    def __enter__(self):
        self.events = ["enter"]
        return self
    def __exit__(self, exc_type, exc, tb):
        self.events.append(f"exit {exc_type.__name__ if exc_type else None}")
        return exc_type is ValueError
with Timer() as t:
    raise ValueError("swallowed")
print(t.events)
