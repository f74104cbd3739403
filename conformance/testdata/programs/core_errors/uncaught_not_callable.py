config = {'debug': True}
print(config('debug'))
