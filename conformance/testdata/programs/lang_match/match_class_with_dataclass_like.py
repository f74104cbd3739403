class Event:
    __match_args__ = ('kind', 'payload')
    def __init__(self, kind, payload=None):
        self.kind, self.payload = kind, payload
def handle(e):
    match e:
        case Event('login', {'user': str(u)}):
            return f'welcome {u}'
        case Event('logout', _):
            return 'bye'
        case Event(kind, payload=None):
            return f'{kind} without payload'
        case Event(kind, [*items]) if items:
            return f'{kind} with {len(items)} items'
        case _:
            return 'unhandled'
for e in [Event('login', {'user': 'ann'}), Event('logout'), Event('ping'), Event('batch', [1, 2]), Event('batch', []), 5]:
    print(handle(e))
