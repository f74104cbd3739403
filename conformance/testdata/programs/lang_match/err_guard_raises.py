# traceback: full
def check(d):
    match d:
        case {'n': n} if 10 / n > 1:
            return 'small n'
        case _:
            return 'other'
print(check({'n': 2}))
print(check({'n': 0}))
