# Locals assigned from float arithmetic: a local that only arithmetic reads
# and writes reuses its float's storage; any other use of it must see each
# value it held, unchanged by later assignments.
def kept_in_list(n):
    out = []
    for i in range(n):
        x = i * 0.5 + 1.0
        out.append(x)
    return out


def kept_in_tuple_and_dict(n):
    pairs, d = [], {}
    for i in range(n):
        a = i * 1.5 - 0.25
        b = a * a - 1.0
        pairs.append((a, b))
        d[i] = b
    return pairs, d


def aliased(n):
    seen = []
    for i in range(n):
        x = i * 2.0 + 0.5
        y = x
        seen.append(y)
    return seen


def returned_and_captured(n):
    fs = []
    for i in range(n):
        v = i * 3.0 - 1.0
        fs.append(lambda v=v: v)
    return [f() for f in fs]


def private_only(n):
    acc = 0.0 * 1.0 + 0.0
    for i in range(n):
        d = i * 0.25 - 1.0
        acc = acc + d * d
        e = acc / (d * d + 1.0)
    return acc * 1.0 + 0.0, e * 2.0 - 0.0


def types_change(n):
    out = []
    for i in range(n):
        x = i * 1.0 - 1.0
        if i % 3 == 0:
            x = i * 2 - 1
        elif i % 3 == 1:
            x = "s" * i + "t"
        out.append(x)
        z = (i - 2) * 0.5 * 2.0
        out.append(z)
    return out


def augmented(n):
    hist = []
    for i in range(n):
        t = i * 0.5 - 0.125
        t += 1
        hist.append(t)
    return hist


def generator(n):
    for i in range(n):
        g = i * 0.75 + 0.0
        yield g


def recursive(n):
    if n == 0:
        return []
    r = n * 1.5 - 0.5
    rest = recursive(n - 1)
    rest.append(r)
    return rest


def unbound():
    try:
        w = w * 2.0 - 1.0
    except UnboundLocalError as e:
        print("UnboundLocalError", e)


print(kept_in_list(5))
print(kept_in_tuple_and_dict(4))
print(aliased(4))
print(returned_and_captured(4))
print(private_only(6))
print(types_change(6))
print(augmented(4))
print(list(generator(5)))
print(recursive(4))
unbound()
