# traceback: full
def get(d, k):
    try:
        return d[k]
    except KeyError:
        raise LookupError(f'no key {k}') from None
get({'a': 1}, 'b')
