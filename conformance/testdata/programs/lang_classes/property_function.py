class P:
    def _get(self): return self._v * 2
    def _set(self, v): self._v = v
    v = property(_get, _set, None, 'the v')
p = P()
p.v = 21
print(p.v, P.v.__doc__, isinstance(P.v, property))
