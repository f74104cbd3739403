def g():
    yield 1
try:
    g().send(5)
except TypeError as e:
    print(e)
gen = g()
print(gen.send(None))
