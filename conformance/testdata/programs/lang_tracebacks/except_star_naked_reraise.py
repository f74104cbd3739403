# traceback: full
def inner():
    raise ValueError('naked')

def outer():
    try:
        inner()
    except* ValueError:
        print('handling, then re-raising')
        raise

outer()
