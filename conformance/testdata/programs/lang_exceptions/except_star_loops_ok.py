# break and continue inside a loop that is itself inside except* are fine,
# as is return in a function defined there.
def first_even(eg):
    found = None
    try:
        raise eg
    except* ValueError as e:
        for x in e.exceptions:
            if x.args[0] % 2 == 0:
                found = x
                break
        else:
            found = 'none'
        n = 0
        while n < 5:
            n += 1
            if n < 3:
                continue
        def helper():
            return n
        print('helper', helper())
    return found
print(repr(first_even(ExceptionGroup('g', [ValueError(1), ValueError(4), ValueError(6)]))))
print(repr(first_even(ExceptionGroup('g', [ValueError(1)]))))
for i in range(3):
    try:
        if i == 1:
            continue
        raise ExceptionGroup('loop', [KeyError(i)])
    except* KeyError as e:
        print('handled', repr(e))
