def parse(s):
    try:
        return int(s)
    except ValueError as e:
        e.args = (f'bad input {s!r}',)
        raise
try:
    parse('q')
except ValueError as e:
    print(e)
