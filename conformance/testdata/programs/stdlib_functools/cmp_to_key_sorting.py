# krait-run: --allow-import functools
from functools import cmp_to_key
def version_cmp(a, b):
    pa, pb = [int(x) for x in a.split('.')], [int(x) for x in b.split('.')]
    return (pa > pb) - (pa < pb)
versions = ['1.10.0', '1.2.10', '1.2.9', '0.9', '1.2']
print(sorted(versions, key=cmp_to_key(version_cmp)))
print(sorted(versions, key=cmp_to_key(version_cmp), reverse=True))
def largest_number(nums):
    strs = sorted(map(str, nums), key=cmp_to_key(lambda a, b: (a + b < b + a) - (a + b > b + a)))
    return ''.join(strs)
print(largest_number([3, 30, 34, 5, 9]))
