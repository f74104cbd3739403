# traceback: full
def consumer():
    while True:
        item = yield
        print('got', item)
c = consumer()
next(c)
c.send('a')
c.throw(ValueError('bad item'))
