# traceback: full
class Node:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return 'Node(' + self.v + ')'
print(Node(1))
