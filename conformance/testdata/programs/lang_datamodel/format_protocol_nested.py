class Temp:
    def __init__(self, c): self.c = c
    def __format__(self, spec):
        unit = spec[-1] if spec and spec[-1] in 'CF' else 'C'
        num_spec = spec[:-1] if spec and spec[-1] in 'CF' else spec
        v = self.c if unit == 'C' else self.c * 9 / 5 + 32
        return format(v, num_spec or '.1f') + '°' + unit
t = Temp(21.5)
print(f'{t}|{t:F}|{t:.0fC}|{t:>8.2fF}|', format(t, 'F'), '{:.3F}'.format(t))
