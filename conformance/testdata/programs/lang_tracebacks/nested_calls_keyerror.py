# traceback: full
def get_user(db, uid):
    return db['users'][uid]
def display(db, uid):
    user = get_user(db, uid)
    return f"{user['name']} <{user['email']}>"
db = {'users': {1: {'name': 'ann', 'email': 'a@x'}}}
print(display(db, 1))
print(display(db, 2))
