def g():
    try:
        yield 1
    finally:
        print('finally runs')
for x in g():
    print(x)
    break
print('after break')
