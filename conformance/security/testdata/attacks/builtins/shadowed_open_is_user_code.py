# attack: not an attack: a user function named open is ordinary code, not the refused builtin
# expect: ok
# output: user open /x
def open(p):
    return 'user open ' + p
print(open('/x'))
