# krait-run: --allow-import copy
# __slots__ over the class of layouts: every form of declaring them, with
# and without __dict__/__weakref__, over every kind of base, and every
# operation on the instances (generated combinations, not one example each).
import copy

forms = {
    'str': lambda names: names[0] if names else (),
    'tuple': lambda names: tuple(names),
    'list': lambda names: list(names),
    'dict': lambda names: {n: None for n in names},
}
extras = [(), ('__dict__',), ('__weakref__',), ('__dict__', '__weakref__')]

class Plain:
    pass

class SlotBase:
    __slots__ = ('b',)

class EmptySlots:
    __slots__ = ()

class DictSlotBase:
    __slots__ = ('b', '__dict__')

bases = {
    'object': (),
    'plain': (Plain,),
    'slotbase': (SlotBase,),
    'emptyslots': (EmptySlots,),
    'dictslotbase': (DictSlotBase,),
    'list': (list,),
    'dict': (dict,),
    'int': (int,),
    'str': (str,),
    'tuple': (tuple,),
    'Exception': (Exception,),
}

def attempt(label, fn):
    try:
        r = fn()
    except Exception as e:
        print('   ', label, '->', type(e).__name__ + ':', e)
    else:
        print('   ', label, '=', r)

def ops(cls):
    o = cls()
    names = [n for n in ('a', 'b', 'x') if isinstance(cls.__dict__.get(n) if n in cls.__dict__ else getattr(cls, n, None), type(SlotBase.b))]
    attempt('slot names', lambda: names)
    attempt('has __dict__', lambda: hasattr(o, '__dict__'))
    attempt('vars', lambda: vars(o))
    attempt('read a unset', lambda: o.a)
    attempt('getattr default', lambda: getattr(o, 'a', 'dflt'))
    attempt('hasattr a', lambda: hasattr(o, 'a'))
    def set_a():
        o.a = 1
        return o.a
    attempt('set a', set_a)
    def set_other():
        o.zz = 2
        return o.zz
    attempt('set zz', set_other)
    attempt('object.__setattr__ b', lambda: (object.__setattr__(o, 'b', 3), o.b)[1])
    attempt('setattr q', lambda: (setattr(o, 'q', 4), o.q)[1])
    attempt('__dict__ now', lambda: o.__dict__)
    c = copy.copy(o)
    attempt('copy a', lambda: c.a)
    attempt('copy b', lambda: c.b)
    d = copy.deepcopy(o)
    attempt('deepcopy a', lambda: d.a)
    attempt('deepcopy zz', lambda: d.zz)
    def del_a():
        del o.a
        return hasattr(o, 'a')
    attempt('del a', del_a)
    attempt('del a again', del_a)
    attempt('del zz', lambda: delattr(o, 'zz'))

for bname, bs in bases.items():
    for fname, form in forms.items():
        for extra in extras:
            names = ['a'] + list(extra) if fname != 'str' else ['a']
            if fname == 'str' and extra:
                continue
            label = f'{bname}/{fname}/{"+".join(extra) or "-"}'
            try:
                cls = type('C_' + bname, bs, {'__slots__': form(names)})
            except Exception as e:
                print(label, 'class ->', type(e).__name__ + ':', e)
                continue
            print(label)
            if bname in ('int', 'str', 'tuple'):
                attempt('make', lambda: cls())
            ops(cls)

# Subclasses: a subclass without __slots__ gets a __dict__; one with its
# own __slots__ extends the layout; unrelated layouts conflict.
class A:
    __slots__ = ('a',)
class B:
    __slots__ = ('b',)
class Sub(A):
    pass
class Sub2(A):
    __slots__ = ('c',)
s = Sub(); s.a = 1; s.zz = 2
print(s.a, s.__dict__)
s2 = Sub2(); s2.a = 1; s2.c = 3
print(s2.a, s2.c, hasattr(s2, '__dict__'))
try:
    s2.zz = 1
except AttributeError as e:
    print('AttributeError:', e)
for combo in [(A, B), (Sub, B), (Sub2, A), (A, Plain), (Plain, A), (A, EmptySlots), (Sub2, Sub)]:
    try:
        k = type('K', combo, {})
        print([c.__name__ for c in combo], 'ok', [c.__name__ for c in k.__mro__])
    except TypeError as e:
        print([c.__name__ for c in combo], 'TypeError:', e)

# An iterator as __slots__ (kept as the class's __slots__, consumed).
class It:
    __slots__ = iter(['m', 'n'])
it = It(); it.m = 1
print(it.m, type(It.__slots__).__name__, 'n' in It.__dict__, hasattr(it, '__dict__'))

# Declaration errors.
for decl in [('x', 'x'), (1,), ('1x',), ('__dict__', '__dict__'), ('__weakref__', '__weakref__'), 3, 'a b', ('', ), ('a-b',)]:
    try:
        k = type('D', (), {'__slots__': decl})
        print(repr(decl), 'ok', sorted(n for n in ('x', '1x', 'a b') if n in k.__dict__))
    except (TypeError, ValueError) as e:
        print(repr(decl), type(e).__name__ + ':', e)
try:
    class E:
        __slots__ = ('x',)
        x = 1
except ValueError as e:
    print('ValueError:', e)
try:
    class F(DictSlotBase):
        __slots__ = ('__dict__',)
except TypeError as e:
    print('TypeError:', e)

# The descriptors.
class P:
    __slots__ = ('y', 'x', '__priv')
    def __init__(self):
        self.__priv = 'private'
    def priv(self):
        return self.__priv
p = P()
print(P.x, type(P.x).__name__, P.x.__name__, P.x.__qualname__)
print(repr(P.y), P._P__priv, p.priv(), p._P__priv)
print([k for k in P.__dict__ if not k.startswith('__')])
print(P.__slots__, p.__slots__)
try:
    P.x.__set__
except AttributeError:
    pass
print(isinstance(P.__dict__['x'], type(P.y)))
try:
    SlotBase.b.__class__
    print(type(SlotBase.__dict__['b']) is type(P.x))
except Exception as e:
    print(type(e).__name__, e)

# Shadowing: a subclass's class attribute hides a base's slot.
class Shadow(SlotBase):
    b = 'class attr'
sh = Shadow()
print(sh.b)
sh.b = 'instance'
print(sh.b, sh.__dict__, Shadow.b)

# __getattr__ answers an unset slot.
class G:
    __slots__ = ('a',)
    def __getattr__(self, n):
        return 'getattr:' + n
g = G()
print(g.a, g.zz)
g.a = 5
print(g.a)

# A property or classmethod next to slots, and __slots__ read back.
class Q:
    __slots__ = ('_v',)
    def __init__(self, v):
        self._v = v
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, new):
        self._v = new * 2
q = Q(3)
q.v = 5
print(q.v, q._v)
try:
    q.w = 1
except AttributeError as e:
    print('AttributeError:', e)
