def check(x):
    assert x > 0, f'x must be positive, got {x}'
    assert isinstance(x, int)
    return x
print(check(3))
for v in (-1, 2.5):
    try:
        check(v)
    except AssertionError as e:
        print('AssertionError', repr(e), e.args)
