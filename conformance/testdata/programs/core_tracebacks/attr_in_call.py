# traceback: full
class A:
    pass
def use(a):
    return a.missing_method(1, 2)
use(A())
