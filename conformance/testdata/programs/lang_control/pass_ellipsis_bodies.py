def todo(): ...
class Empty: pass
if True:
    pass
print(todo(), Empty.__name__, ...)
