# range's start/stop/step and complex's real/imag are read-only members,
# visible on the type as CPython shows them.
print(hasattr(range, "start"), range.start, range.stop, range.step)
print(range(1, 9, 2).start, range(1, 9, 2).stop, range(1, 9, 2).step)
print([n for n in dir(range) if not n.startswith("_")])
print(complex.real, complex.imag, int.real, float.imag)
for obj, name in [(range(3), "start"), (range(3), "step"), (1j, "real"), (2.5, "imag"), (7, "denominator")]:
    try:
        setattr(obj, name, 0)
    except AttributeError as e:
        print(type(obj).__name__, name, "->", e)
