# traceback: full
match [1, 2]:
    case [*a, *b]:
        pass
