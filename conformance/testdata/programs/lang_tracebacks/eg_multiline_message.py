# traceback: full
errs = [ValueError('first line\nsecond line'), KeyError('k\nj')]
raise ExceptionGroup('two\nlines', errs)
