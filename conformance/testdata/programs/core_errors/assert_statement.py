def check(x):
    assert x > 0, f'x must be positive, got {x}'
    return x
print(check(5))
try:
    check(-1)
except AssertionError as e:
    print('AssertionError:', e)
try:
    assert False
except AssertionError as e:
    print('bare', repr(e), e.args)
try:
    assert [], 'empty list is falsy'
except AssertionError as e:
    print(e)
assert True, 'never'
assert 1 == 1
print('done')
