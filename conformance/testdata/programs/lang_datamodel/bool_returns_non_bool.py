class B:
    def __bool__(self): return 'yes'
try:
    if B():
        pass
except TypeError as e:
    print(e)
class L:
    def __len__(self): return 2.0
try:
    bool(L())
except TypeError as e:
    print(e)
