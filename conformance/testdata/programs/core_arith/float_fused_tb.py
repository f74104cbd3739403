# traceback: full
def energy(xs, d):
    e = 0.0
    for x in xs:
        e += 0.5 * x * x / (d * 1.0 - x)
    return e


print(energy([0.5, 1.5], 3.0))
print(energy([0.5, 2.0], 2.0))
