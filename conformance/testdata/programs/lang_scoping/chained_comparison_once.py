def val(x):
    print('eval', x)
    return x
print(val(1) < val(2) < val(3))
print(val(3) < val(2) < val(1))
