# xfail: generator not finalized when loop breaks (refcount timing)
def g():
    try:
        yield 1
    finally:
        print('finally runs')
for x in g():
    print(x)
    break
print('after break')
