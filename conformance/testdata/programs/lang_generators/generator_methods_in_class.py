class Tree:
    def __init__(self, v, *kids): self.v, self.kids = v, kids
    def preorder(self):
        yield self.v
        for k in self.kids:
            yield from k.preorder()
    def postorder(self):
        for k in self.kids:
            yield from k.postorder()
        yield self.v
    def __iter__(self):
        return self.preorder()
t = Tree(1, Tree(2, Tree(4)), Tree(3))
print(list(t.preorder()), list(t.postorder()), list(t), max(t))
