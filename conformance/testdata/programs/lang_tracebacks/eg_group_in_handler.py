# traceback: full
def cleanup(resources):
    errors = []
    for r in resources:
        try:
            if r == 'db':
                raise ConnectionError('db gone')
            if r == 'file':
                raise OSError('disk full')
        except OSError as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup('cleanup failed', errors)

try:
    1 / 0
except ZeroDivisionError:
    cleanup(['db', 'cache', 'file'])
