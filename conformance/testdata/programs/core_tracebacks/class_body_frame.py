# traceback: full
class C:
    a = 1
    b = a / 0
