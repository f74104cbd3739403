# attack: RecursionError is an ordinary, catchable Python exception
# limits: memory=64MiB
# expect: ok
# output: caught
def f(n):
    return f(n + 1)
try:
    f(0)
except RecursionError:
    print('caught')
