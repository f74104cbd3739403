match (1, 2):
    case (x, 3):
        print('no')
    case (y, z):
        print('yes', y, z)
match {'a': 1}:
    case {'a': 1, 'b': _}:
        print('no')
    case {'a': v}:
        print('a =', v)
