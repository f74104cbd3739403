def g():
    yield me.send(None) if False else next(me)
me = g()
try:
    next(me)
except ValueError as e:
    print(e)
