# traceback: full
def collect():
    raise ExceptionGroup('collected', [ValueError('a'), ExceptionGroup('more', [KeyError('b')])])

def main():
    try:
        collect()
    except ExceptionGroup as eg:
        raise RuntimeError('collection failed') from eg

main()
