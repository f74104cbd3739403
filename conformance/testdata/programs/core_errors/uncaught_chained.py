def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError('bad config') from e
parse('x1')
