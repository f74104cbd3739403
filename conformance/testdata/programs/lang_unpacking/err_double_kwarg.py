# traceback: full
def connect(host, port=80):
    return f'{host}:{port}'
opts = {'port': 8080}
print(connect('h', **opts))
print(connect('h', port=1, **opts))
