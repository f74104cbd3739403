class Queue:
    def __init__(self): self.items = []
    def __len__(self): return len(self.items)
q = Queue()
print('empty' if not q else 'has items')
q.items.append(1)
print('empty' if not q else 'has items', bool(q), len(q))
