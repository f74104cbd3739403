def outer():
    def inner():
        return counter + 1
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e, e.name)
    counter = 1
    print(inner())
    del counter
    try:
        inner()
    except NameError as e:
        print(e)
outer()

def make():
    def get():
        return total
    try:
        get()
    except NameError as e:
        print(e)
    total = 5
    return get
print(make()())

def f():
    try:
        print(undefined_name)
    except NameError as e:
        print(e, e.name)
    try:
        lenn = 1
        print(leng)
    except NameError as e:
        print(e)
f()
