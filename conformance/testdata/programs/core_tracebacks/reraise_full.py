# traceback: full
def risky():
    return 1 / 0
def wrapper():
    try:
        risky()
    except ZeroDivisionError:
        print('logging and re-raising')
        raise
wrapper()
