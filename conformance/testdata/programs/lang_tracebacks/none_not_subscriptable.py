# traceback: full
def find(items, key):
    for i in items:
        if i['id'] == key:
            return i
result = find([{'id': 1, 'v': 'x'}], 2)
print(result['v'])
