# traceback: full
def check(x):
    if x < 0:
        raise ValueError
    return x
print(check(1))
check(-1)
