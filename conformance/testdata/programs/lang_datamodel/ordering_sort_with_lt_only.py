class Task:
    def __init__(self, pri, name): self.pri, self.name = pri, name
    def __lt__(self, o): return self.pri < o.pri
    def __repr__(self): return self.name
ts = [Task(3, 'c'), Task(1, 'a'), Task(2, 'b')]
print(sorted(ts), min(ts), max(ts))
try:
    Task(1, 'x') <= Task(2, 'y')
except TypeError as e:
    print(e)
print(Task(2, 'x') > Task(1, 'y'))
