it = iter([1])
print(next(it))
try:
    next(it)
except StopIteration as e:
    print('stop', repr(e), e.value)
