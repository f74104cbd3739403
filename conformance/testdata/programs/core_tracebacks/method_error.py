# traceback: full
class Stack:
    def __init__(self):
        self.items = []
    def pop(self):
        return self.items.pop()
s = Stack()
s.pop()
