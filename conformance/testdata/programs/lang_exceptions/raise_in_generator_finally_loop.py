def g():
    for i in range(3):
        try:
            yield i
        finally:
            print('done', i)
print(list(g()))
