class Thing: pass
r = repr(Thing())
print(r.startswith('<__main__.Thing object at 0x'), r.endswith('>'))
