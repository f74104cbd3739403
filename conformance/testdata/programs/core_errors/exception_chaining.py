# traceback: full
def load(key):
    try:
        return {}[key]
    except KeyError:
        raise RuntimeError(f'cannot load {key}')
def main():
    try:
        load('cfg')
    except RuntimeError:
        raise ValueError('startup failed') from None
try:
    main()
except ValueError as e:
    print('caught', e)
load('x')
