class O: pass
o = O()
setattr(o, 'x', 5)
print(getattr(o, 'x'), hasattr(o, 'x'), getattr(o, 'y', None), getattr([], 'append').__name__, getattr(5, 'real'))
setattr(o, 'with space', 1)
print(getattr(o, 'with space'))
