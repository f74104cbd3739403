# krait-run: --allow-import functools
from functools import cmp_to_key
def compare(a, b):
    return (a > b) - (a < b)
print(sorted([3, 1, 2], key=cmp_to_key(compare)))
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)))
def by_len_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return -1 if a < b else (1 if a > b else 0)
print(sorted(['bb', 'a', 'ccc', 'ab', 'b'], key=cmp_to_key(by_len_then_alpha)))
K = cmp_to_key(compare)
print(K(1) < K(2), K(2) <= K(2), K(3) == K(3), K(1) > K(2), K(1) != K(2), K(5) >= K(4))
print(K(7).obj)
print(min([5, 3, 8], key=cmp_to_key(compare)), max(['x', 'yy'], key=cmp_to_key(lambda a, b: len(a) - len(b))))
