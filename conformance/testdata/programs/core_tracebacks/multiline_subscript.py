# traceback: full
d = {'a': {'b': 1}}
x = d['a'][
    'c']
