class C:
    def __init__(self):
        self.value = 1

c = C()
print(c.value)
print(c.valeu)
