counter = 0
def nxt():
    global counter
    counter += 1
    return counter
def f(a=nxt()):
    return a
print(f(), f(), counter)
def app(x, acc=[]):
    acc.append(x)
    return acc
print(app(1), app(2), app(3, []))
