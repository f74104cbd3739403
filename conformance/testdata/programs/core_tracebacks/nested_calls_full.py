# traceback: full
def level3(x):
    return x['key']
def level2(x):
    return level3(x) + 1
def level1():
    data = {'other': 1}
    return level2(data)
print('start')
level1()
