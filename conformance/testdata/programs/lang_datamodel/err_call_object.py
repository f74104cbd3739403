# traceback: full
class Handler:
    def __call__(self, event):
        return event['type']
handlers = [Handler()]
for h in handlers:
    print(h({'type': 'click'}))
    print(h({'kind': 'key'}))
