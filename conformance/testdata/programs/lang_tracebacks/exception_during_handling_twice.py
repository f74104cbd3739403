# traceback: full
def cleanup():
    raise OSError('cleanup failed')
try:
    {}['key']
except KeyError:
    try:
        cleanup()
    except OSError:
        raise RuntimeError('giving up')
