# attack: a suspended generator whose finally block loops forever — a __del__-like time bomb for the end of the run or the next run (smolagents #2395 shape)
# ref: smolagents #2395
# runs: 2
# expect: ok
# output: started
def g():
    try:
        yield 1
    finally:
        while True:
            pass
x = g()
next(x)
print('started')
