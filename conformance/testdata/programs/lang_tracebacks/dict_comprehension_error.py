# traceback: full
pairs = [('a', 1), ('b', 0)]
inverse = {k: 1 / v for k, v in pairs}
