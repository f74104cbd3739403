class Empty:
    def __len__(self): return 0
class Truthy:
    def __bool__(self): return True
    def __len__(self): return 0
class Plain: pass
print(bool(Empty()), bool(Truthy()), bool(Plain()))
print('yes' if Empty() else 'no', not Truthy())
class BadBool:
    def __bool__(self): return 1
try:
    bool(BadBool())
except TypeError as e:
    print(e)
class BadLen:
    def __len__(self): return -1
try:
    len(BadLen())
except ValueError as e:
    print(e)
