class Frozen:
    __hash__ = None
try:
    d = {Frozen(): 1}
except TypeError as e:
    print(e)
