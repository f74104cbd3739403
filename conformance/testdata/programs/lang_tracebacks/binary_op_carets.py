# traceback: full
def ratio(a, b):
    return a['hits'] / b['total'] * 100
print(ratio({'hits': 1}, {'total': 4}))
print(ratio({'hits': 1}, {'total': 0}))
