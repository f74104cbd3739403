class Node:
    _next = 0
    def __init__(self, label):
        Node._next += 1
        self.id = Node._next
        self.label = label
        self.children = []
    def add(self, *kids):
        self.children.extend(kids)
        return self
    def walk(self, depth=0):
        yield depth, self
        for k in self.children:
            yield from k.walk(depth + 1)
root = Node('root').add(Node('a').add(Node('a1')), Node('b'))
for d, n in root.walk():
    print('  ' * d + f'{n.label}#{n.id}')
