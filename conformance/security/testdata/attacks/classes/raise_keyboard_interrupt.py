# attack: raise KeyboardInterrupt — a Python exception, catchable, never a host signal
# ref: smolagents spec §4.6 gap 4
# expect: ok
# output: caught
try:
    raise KeyboardInterrupt
except KeyboardInterrupt:
    print('caught')
