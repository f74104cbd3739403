class A:
    x = 1
    def m(self): pass
print([n for n in dir(A()) if not n.startswith('_')], 'append' in dir([]), 'upper' in dir(''))
