try:
    raise ValueError('v')
except ValueError as err:
    pass
try:
    print(err)
except NameError as e:
    print('NameError:', e)
