# Found by difftest: a *= seq only repeats seq when a's type has no
# sequence methods; sets, dicts, views, range and user classes report *=.
class A:
    pass
for a in [{1}, {'a': 1}, frozenset(), range(3), {}.keys(), {}.items(), {}.values(), A(), 1.5, None, 2]:
    for seq in [[2], (3,), 'ab']:
        try:
            a2 = a
            a2 *= seq
            print(a2)
        except TypeError as e:
            print(e)
        try:
            print(a * seq)
        except TypeError as e:
            print(e)
