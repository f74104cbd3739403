class Light:
    transitions = {'green': 'yellow', 'yellow': 'red', 'red': 'green'}
    def __init__(self):
        self.state = 'red'
    def step(self):
        self.state = self.transitions[self.state]
        return self
    def __str__(self):
        return f'Light<{self.state}>'
l = Light()
print([str(l.step()) for _ in range(4)])
