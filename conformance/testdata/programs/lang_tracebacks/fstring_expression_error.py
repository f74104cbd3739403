# traceback: full
user = {'name': 'ann'}
print(f"Hello {user['name']}, you are {user['age']} years old")
