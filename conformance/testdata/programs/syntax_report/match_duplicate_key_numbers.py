# traceback: full
def f(x):
    match x:
        case {1: a, -2: b, 1.5: c}:
            return a
        case {1.0: a, 'k': b, True: c}:
            return b


print(f({}))
