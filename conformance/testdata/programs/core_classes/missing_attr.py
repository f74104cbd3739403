# traceback: full
class Thing:
    def __init__(self):
        self.value = 1
t = Thing()
print(t.value)
print(t.valeu)
