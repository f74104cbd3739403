class Factory:
    def __new__(cls, kind):
        if kind == 'list':
            return [1, 2]
        return {'kind': kind}
    def __init__(self, kind):
        print('never called for foreign results')
print(Factory('list'), Factory('x'))
print(type(Factory('list')).__name__)
