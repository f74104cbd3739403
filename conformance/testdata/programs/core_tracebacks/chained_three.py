# traceback: full
def parse(s):
    try:
        return int(s)
    except ValueError:
        try:
            return float(s)
        except ValueError as e:
            raise TypeError('not a number: ' + s) from None
parse('abc')
