# traceback: full
def depth(tree):
    if tree is None:
        return 0
    return 1 + max(depth(tree['left']), depth(tree['right']))
t = {'left': {'left': None, 'right': None}, 'right': {'left': None}}
print(depth(t))
