registry = {}
def register(name):
    def deco(cls):
        registry[name] = cls
        cls.tag = name
        return cls
    return deco
@register('one')
class One: pass
@register('two')
class Two(One): pass
print(sorted(registry), One.tag, Two.tag, registry['two'].__name__)
