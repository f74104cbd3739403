# traceback: full
def name_of(x):
    return x.name
items = [1]
print(f'first: {name_of(items[0])}')
