handlers = {}
def on(event):
    def deco(fn):
        handlers.setdefault(event, []).append(fn)
        return fn
    return deco
@on('start')
def a(): return 'a'
@on('start')
def b(): return 'b'
@on('stop')
def c(): return 'c'
for ev in ['start', 'stop', 'other']:
    print(ev, [h() for h in handlers.get(ev, [])])
