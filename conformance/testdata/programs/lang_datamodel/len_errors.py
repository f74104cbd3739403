class NoLen: pass
for v in (NoLen(), 5, None, 3.2):
    try:
        len(v)
    except TypeError as e:
        print(e)
class StrLen:
    def __len__(self): return '3'
try:
    len(StrLen())
except TypeError as e:
    print(e)
