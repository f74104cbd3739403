try:
    1 / 0
except ZeroDivisionError as e:
    print('caught', e)
try:
    [][1]
except (KeyError, IndexError) as e:
    print('caught', type(e).__name__, e)
try:
    {}['k']
except LookupError as e:
    print('lookup', repr(e))
print('after')
