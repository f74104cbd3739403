def find(items, target):
    for i, x in enumerate(items):
        try:
            if x == target:
                return i
        finally:
            print('checked', x)
    return -1
print(find('abc', 'b'))
