s = {1, 2}
s.update([3], (4,))
print(s)
s.intersection_update({1, 2, 3, 9})
print(s)
s.difference_update({1})
print(s)
s.symmetric_difference_update({3, 7})
print(s)
s |= {0}
s -= {7}
s &= {0, 2}
s ^= {5}
print(s)
