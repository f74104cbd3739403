# dict_keys/dict_items.isdisjoint and the mapping attribute of dict views
d = {1: 2, 3: 4}
k, v, it = d.keys(), d.values(), d.items()
print(k.isdisjoint([3]), k.isdisjoint([5, 6]), k.isdisjoint(set()), k.isdisjoint({1, 9, 10, 11}), k.isdisjoint(k), {}.keys().isdisjoint({}.keys()))
print(it.isdisjoint([(1, 2)]), it.isdisjoint([(1, 3)]), it.isdisjoint({(3, 4), (0, 0), (9, 9)}), it.isdisjoint(iter([(5, 5)])), it.isdisjoint(d.items()))
print(k.mapping, v.mapping, it.mapping, k.mapping[1], type(k.mapping).__name__)
print(type(d).keys, hasattr(v, "isdisjoint"), "isdisjoint" in dir(k), "mapping" in dir(v), "mapping" in dir(it))
print(type(k).mapping, type(k).isdisjoint)
for bad in ([[1]], 5, None):
    try:
        print(k.isdisjoint(bad))
    except TypeError as e:
        print("TypeError", e)
try:
    k.isdisjoint()
except TypeError as e:
    print("TypeError", e)
print(it.isdisjoint({(1, 2): 0}), k.isdisjoint("abc"), k.isdisjoint(range(3)), k.isdisjoint({5: 6}.keys()))
m = k.mapping
d[5] = 6
print(m, len(m), 5 in m)
