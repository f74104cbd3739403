# traceback: full
def check(items):
    for i in items:
        assert i > 0, f'bad item {i}'
    return True
print(check([1, 2]))
check([3, -1])
