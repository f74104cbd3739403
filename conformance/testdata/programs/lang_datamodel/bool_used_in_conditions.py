class Flag:
    def __init__(self, v): self.v = v
    def __bool__(self):
        print('bool called')
        return self.v
f, t = Flag(False), Flag(True)
print(f or 'fallback')
print((t and 'both') if True else '')
print(not f, [x for x in [f, t] if x] == [t])
