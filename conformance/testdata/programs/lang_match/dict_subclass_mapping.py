class Cfg(dict):
    pass
match Cfg(mode='fast', n=2):
    case {'mode': 'fast', **rest}:
        print('fast', rest)
    case _:
        print('no')
