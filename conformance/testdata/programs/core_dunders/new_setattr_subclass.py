# krait-run: --allow-import dataclasses
# super().__new__(cls), object.__setattr__ in frozen dataclasses,
# super().__init_subclass__(**kw) and __setattr__ overrides.
from dataclasses import dataclass, field, fields


class Singleton:
    _instance = None

    def __new__(cls, *args, **kwargs):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance


a, b = Singleton(), Singleton()
print(a is b, type(a).__name__)


class Base:
    registry = {}

    def __init_subclass__(cls, /, key=None, **kwargs):
        super().__init_subclass__(**kwargs)
        Base.registry[key or cls.__name__] = cls


class One(Base, key="one"):
    pass


class Two(Base):
    pass


print(sorted(Base.registry), Base.registry["one"] is One)


@dataclass(frozen=True)
class Frozen:
    x: int
    y: int = 0
    total: int = field(init=False)

    def __post_init__(self):
        object.__setattr__(self, "total", self.x + self.y)


fr = Frozen(2, 3)
print(fr, fr.total)
try:
    fr.x = 5
except Exception as e:
    print(type(e).__name__, e)
print([f.name for f in fields(Frozen)], sorted(Frozen.__dataclass_fields__))


class Tracked:
    def __init__(self):
        self.changes = []

    def __setattr__(self, name, value):
        if name != "changes":
            self.changes.append(name)
        super().__setattr__(name, value)

    def __getattr__(self, name):
        return f"<{name}?>"


t = Tracked()
t.a = 1
t.b = 2
print(t.changes, t.a, t.missing)
print(object.__getattribute__(t, "a"), t.__getattribute__("b"))
object.__delattr__(t, "a")
print(hasattr(t, "a"), t.a)


print(int.__new__(int, 7), str.__new__(str, "s"), object.__new__(Two).__class__.__name__)


class Ctx:
    def __enter__(self):
        return "entered"

    def __exit__(self, *exc):
        return False


c = Ctx()
print(c.__enter__(), c.__exit__(None, None, None), len([1, 2].__iter__().__class__.__name__) > 0)
