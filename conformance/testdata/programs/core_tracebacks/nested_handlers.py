# traceback: full
try:
    try:
        raise KeyError('inner')
    except KeyError:
        raise ValueError('middle')
except ValueError:
    raise RuntimeError('outer')
