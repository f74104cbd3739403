def find(name):
    return None
user = find('x')
print(user.name)
