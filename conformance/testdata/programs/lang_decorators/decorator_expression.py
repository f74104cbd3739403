buttons = [lambda f: f, lambda f: (lambda: f() * 2)]
@buttons[1]
def val(): return 21
print(val())
