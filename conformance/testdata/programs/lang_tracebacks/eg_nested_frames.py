# traceback: full
def parse(text):
    return int(text)

def check(n):
    if n < 0:
        raise ValueError(f'negative: {n}')
    return n

def validate(rows):
    errors = []
    for row in rows:
        try:
            check(parse(row))
        except ValueError as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup('invalid rows', errors)

def load(batches):
    failures = []
    for name, rows in batches:
        try:
            validate(rows)
        except ExceptionGroup as eg:
            failures.append(eg)
    raise ExceptionGroup('load failed', failures)

load([('first', ['1', 'x', '-3']), ('second', ['2']), ('third', ['-1'])])
