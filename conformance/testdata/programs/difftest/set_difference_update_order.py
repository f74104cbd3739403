# Found by difftest: difference_update rebuilds a table that is more than
# a quarter deleted slots, which decides the order of later additions.
st = {3, 1, 4}
st.difference_update([5, 3, 8, 1])
st.update([7, 8])
print(st)
s2 = {3, 1, 4}
s2 -= {3, 1}
s2 |= {7, 8}
print(s2)
s3 = {3, 1, 4}
s3.discard(3)
s3.discard(1)
s3.update([7, 8])
print(s3)
s4 = set(range(20))
s4.difference_update(range(0, 20, 3), [1, 2])
s4.update(range(40, 60, 7))
print(s4)
s5 = set(range(10))
s5.difference_update({2, 5})
s5.add(18)
print(s5)
