# traceback: full
class Empty(Exception):
    pass
raise Empty
