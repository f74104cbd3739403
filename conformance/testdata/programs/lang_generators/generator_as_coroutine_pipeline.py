def printer():
    while True:
        item = yield
        print('printing', item)
def filt(target, pred):
    while True:
        item = yield
        if pred(item):
            target.send(item)
p = printer(); next(p)
f = filt(p, lambda x: x % 2 == 0); next(f)
for i in range(5):
    f.send(i)
