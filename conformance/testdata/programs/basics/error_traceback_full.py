# traceback: full
def outer():
    return middle()

def middle():
    return inner()

def inner():
    return [1, 2, 3][5]

print("start")
outer()
