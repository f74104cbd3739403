class A:
    x = 1
    def __getattr__(self, name):
        return f'dynamic {name}'
a = A()
a.y = 2
print(a.x, a.y, a.z, getattr(a, 'w'))
