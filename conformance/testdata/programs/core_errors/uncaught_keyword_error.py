def connect(host, *, port=80):
    return host, port
print(connect('h', port=1))
connect('h', 8080)
