class Plugin:
    registry = []
    def __init__(self, name):
        self.name = name
        Plugin.registry.append(self)
class A(Plugin): pass
class B(Plugin): pass
A('a1'); B('b1'); A('a2')
print([(type(p).__name__, p.name) for p in Plugin.registry])
