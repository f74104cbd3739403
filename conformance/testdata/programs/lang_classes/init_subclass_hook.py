class Base:
    children = []
    def __init_subclass__(cls, tag='none', **kw):
        cls.tag = tag
        Base.children.append(cls.__name__)
class A(Base, tag='a'): pass
class B(Base): pass
print(Base.children, A.tag, B.tag)
