# traceback: full
errors = [KeyError(f'key{i}') for i in range(17)]
inner = ExceptionGroup('sixteen', [ValueError(i) for i in range(16)])
raise ExceptionGroup('wide', errors + [inner])
