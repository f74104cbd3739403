# krait-run: --allow-import copy
# Instances of classes with 0 to 9 slots (krait lays out short slot arrays
# inside the instance's own allocation, longer ones apart): every slot
# stores, reads back, deletes and reports itself unset, directly, through
# a subclass extending the layout, with and without a __dict__, and
# through copy and deepcopy.
import copy


def make(n, with_dict=False):
    names = tuple("s%d" % i for i in range(n))
    if with_dict:
        names += ("__dict__",)
    return type("C%d" % n, (), {"__slots__": names})


for n in range(10):
    for with_dict in (False, True):
        C = make(n, with_dict)
        c = C()
        names = ["s%d" % i for i in range(n)]
        for i, name in enumerate(names):
            setattr(c, name, i * 10)
        got = [getattr(c, name) for name in names]
        if with_dict:
            c.extra = "x"
        if names:
            delattr(c, names[-1])
            try:
                getattr(c, names[-1])
            except AttributeError as e:
                unset = str(e)
            else:
                unset = "set"
            setattr(c, names[-1], "back")
        else:
            unset = "-"
        d = copy.copy(c)
        e = copy.deepcopy(c)
        print(n, with_dict, got, unset,
              [getattr(d, x) for x in names] == [getattr(e, x) for x in names],
              hasattr(c, "__dict__"), getattr(e, "extra", None))


class Base:
    __slots__ = ("a", "b", "c")


for k in (1, 2, 3, 6):
    Sub = type("Sub%d" % k, (Base,), {"__slots__": tuple("t%d" % i for i in range(k))})
    s = Sub()
    s.a, s.b, s.c = 1, 2, 3
    for i in range(k):
        setattr(s, "t%d" % i, -i)
    print(k, s.a, s.b, s.c, [getattr(s, "t%d" % i) for i in range(k)],
          Base.a.__name__, Sub.__slots__)
    try:
        s.zzz = 1
    except AttributeError as e:
        print(e)


class Plain(Base):
    pass


p = Plain()
p.a = "slot"
p.z = "dict"
print(p.a, p.z, p.__dict__, copy.copy(p).a)
for obj in (Base(), Plain()):
    try:
        obj.b
    except AttributeError as e:
        print(type(obj).__name__, e)
