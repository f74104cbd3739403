# krait-run: --allow-import functools
import functools
class Cell:
    def __init__(self):
        self._alive = False
    def set_state(self, state):
        self._alive = bool(state)
    set_alive = functools.partialmethod(set_state, True)
    set_dead = functools.partialmethod(set_state, False)
c = Cell()
c.set_alive()
print(c._alive)
c.set_dead()
print(c._alive)
Cell.set_alive(c)
print(c._alive)
class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
    @functools.recursive_repr()
    def __repr__(self):
        return f'Node({self.name}, {self.children})'
n = Node('root')
n.children.append(n)
n.children.append(Node('leaf'))
print(repr(n))
class Fmt:
    @functools.singledispatchmethod
    def show(self, arg):
        return f'other {arg!r}'
    @show.register(int)
    def _(self, arg):
        return f'int {arg}'
    @show.register(list)
    def _(self, arg):
        return f'list {len(arg)}'
f = Fmt()
print(f.show(3), f.show([1, 2]), f.show('s'), f.show(True))
P = functools.namedtuple('P', 'a b')
print(P(1, 2))
