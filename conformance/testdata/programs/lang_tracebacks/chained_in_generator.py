# traceback: full
def records(lines):
    for n, line in enumerate(lines, 1):
        try:
            yield int(line)
        except ValueError as e:
            raise RuntimeError(f'line {n} is bad') from e
print(sum(records(['1', '2', 'x'])))
