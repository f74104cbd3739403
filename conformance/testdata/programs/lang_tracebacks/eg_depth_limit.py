# traceback: full
eg = ValueError('the leaf')
for level in range(12):
    eg = ExceptionGroup(f'level {level}', [eg, TypeError(level)])
raise eg
