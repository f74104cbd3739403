# traceback: full
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError('cannot parse ' + s) from e
print(parse('12'))
parse('zz')
