# traceback: full
match {}:
    case {-0.0: _, b'x': _, -1-2j: _, None: _, -1 - 2j: y}:
        pass
