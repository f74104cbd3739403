print(IOError is OSError, EnvironmentError is OSError)
try:
    raise IOError(2, "gone")
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror, e)
