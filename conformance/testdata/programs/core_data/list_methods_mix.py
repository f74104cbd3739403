l = [3, 1, 2]
l.append(4); l.extend([5, 6]); l.insert(0, 0); l.insert(100, 7); l.insert(-1, 'm')
print(l)
print(l.pop(), l.pop(0), l.pop(-2), l)
l.remove('m')
print(l, l.index(2), l.count(1), len(l))
l.sort(); print(l)
l.sort(reverse=True); print(l)
l.reverse(); print(l)
words = ['banana', 'Apple', 'cherry']
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
c = l.copy(); c.clear(); print(c, l)
print([1, 2] * 2, [[0]] * 2, [1, 2] + [3], [1, 2] < [1, 3], [] == [], 2 in [1, 2])
for bad in (lambda: [].pop(), lambda: [1].remove(2), lambda: [1].index(3), lambda: [1, 'a'].sort()):
    try:
        bad()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
