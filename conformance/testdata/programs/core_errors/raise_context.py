# traceback: full
try:
    {}['missing']
except KeyError:
    raise ValueError('while handling')
