# traceback: full
data = {'a': [1, 2, {'b': None}]}
print(data['a'][2]['b'])
print(data['a'][2]['b']['c'])
