def tag(name):
    def deco(fn):
        print('decorating with', name)
        def w():
            return f'<{name}>{fn()}</{name}>'
        return w
    return deco
@tag('b')
@tag('i')
def text(): return 'hi'
print(text())
