# traceback: full
match {}:
    case {'a': 1, f'{1}': 2}:
        pass
