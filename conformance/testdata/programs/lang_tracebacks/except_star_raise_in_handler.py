# traceback: full
def work():
    raise ExceptionGroup('work', [ValueError('v'), TypeError('t'), KeyError('k')])

def main():
    try:
        work()
    except* ValueError:
        raise RuntimeError('value handler failed')
    except* TypeError as e:
        raise
    except* KeyError as e:
        raise IndexError('key handler failed') from e

main()
