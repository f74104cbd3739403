class Bad:
    def __iter__(self): return 5
try:
    iter(Bad())
except TypeError as e:
    print(e)
try:
    for x in Bad(): pass
except TypeError as e:
    print(e)
