class Node:
    def __init__(self, val, nxt=None):
        self.val, self.next = val, nxt
class LinkedList:
    def __init__(self, *vals):
        self.head = None
        for v in reversed(vals):
            self.head = Node(v, self.head)
    def __iter__(self):
        n = self.head
        while n:
            yield n.val
            n = n.next
    def __len__(self):
        return sum(1 for _ in self)
    def __repr__(self):
        return ' -> '.join(map(repr, self)) or 'empty'
    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev
l = LinkedList(1, 'two', 3.0)
print(l, len(l))
l.reverse()
print(l, list(l), LinkedList())
