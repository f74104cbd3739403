print(0 or 'x', '' or [] or None, 1 and 2, 0 and 1/0, None or 0, [1] and 'yes', not [], not 0.0)
def side(v):
    print('side', v)
    return v
print(side(0) and side(1), side(2) or side(3))
